; ModuleID = 'programs/autovec_float_loops.c'
source_filename = "programs/autovec_float_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fb = internal unnamed_addr global [777 x float] zeroinitializer, align 4
@fc = internal unnamed_addr global [777 x float] zeroinitializer, align 4
@fd = internal unnamed_addr global [777 x float] zeroinitializer, align 4
@ia = internal unnamed_addr global [777 x i32] zeroinitializer, align 4
@db = internal unnamed_addr global [777 x double] zeroinitializer, align 8
@da = internal unnamed_addr global [777 x double] zeroinitializer, align 8
@fa = internal unnamed_addr global [777 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [25 x i8] c"muladd sum=%a a[100]=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"widen da[500]=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"i2f sum=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"sel sum=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"saxpy sum=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"divsqrt sum=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %29, %1 ]
  %3 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %30, %1 ]
  %4 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %31, %1 ]
  %5 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %32, %1 ]
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %33, %1 ]
  %7 = uitofp <4 x i32> %4 to <4 x float>
  %8 = fmul <4 x float> %7, <float 0x3FD7AE1480000000, float 0x3FD7AE1480000000, float 0x3FD7AE1480000000, float 0x3FD7AE1480000000>
  %9 = fadd <4 x float> %8, <float -1.000000e+02, float -1.000000e+02, float -1.000000e+02, float -1.000000e+02>
  %10 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %2
  store <4 x float> %9, ptr %10, align 4, !tbaa !6
  %11 = trunc <4 x i64> %3 to <4 x i32>
  %12 = add <4 x i32> %11, <i32 1, i32 1, i32 1, i32 1>
  %13 = uitofp <4 x i32> %12 to <4 x float>
  %14 = fdiv <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, %13
  %15 = getelementptr inbounds [777 x float], ptr @fc, i64 0, i64 %2
  store <4 x float> %14, ptr %15, align 4, !tbaa !6
  %16 = urem <4 x i16> %5, <i16 13, i16 13, i16 13, i16 13>
  %17 = uitofp nneg <4 x i16> %16 to <4 x float>
  %18 = fmul <4 x float> %17, <float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000, float 0x3F847AE140000000>
  %19 = getelementptr inbounds [777 x float], ptr @fd, i64 0, i64 %2
  store <4 x float> %18, ptr %19, align 4, !tbaa !6
  %20 = getelementptr inbounds [777 x i32], ptr @ia, i64 0, i64 %2
  %21 = mul <4 x i32> %6, <i32 37, i32 37, i32 37, i32 37>
  %22 = add <4 x i32> %21, <i32 -9000, i32 -9000, i32 -9000, i32 -9000>
  store <4 x i32> %22, ptr %20, align 4, !tbaa !10
  %23 = uitofp <4 x i32> %4 to <4 x double>
  %24 = fmul <4 x double> %23, <double 1.000000e-03, double 1.000000e-03, double 1.000000e-03, double 1.000000e-03>
  %25 = getelementptr inbounds [777 x double], ptr @db, i64 0, i64 %2
  store <4 x double> %24, ptr %25, align 8, !tbaa !12
  %26 = fmul <4 x double> %23, <double 2.000000e-03, double 2.000000e-03, double 2.000000e-03, double 2.000000e-03>
  %27 = fsub <4 x double> <double 1.000000e+00, double 1.000000e+00, double 1.000000e+00, double 1.000000e+00>, %26
  %28 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %2
  store <4 x double> %27, ptr %28, align 8, !tbaa !12
  %29 = add nuw i64 %2, 4
  %30 = add <4 x i64> %3, <i64 4, i64 4, i64 4, i64 4>
  %31 = add <4 x i32> %4, <i32 4, i32 4, i32 4, i32 4>
  %32 = add <4 x i16> %5, <i16 4, i16 4, i16 4, i16 4>
  %33 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>
  %34 = icmp eq i64 %29, 776
  br i1 %34, label %104, label %1, !llvm.loop !14

35:                                               ; preds = %35, %104
  %36 = phi i64 [ 0, %104 ], [ %46, %35 ]
  %37 = phi double [ 0.000000e+00, %104 ], [ %45, %35 ]
  %38 = getelementptr inbounds float, ptr @fa, i64 %36
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load <4 x float>, ptr %38, align 4, !tbaa !6
  %41 = load <4 x float>, ptr %39, align 4, !tbaa !6
  %42 = fpext <4 x float> %40 to <4 x double>
  %43 = fpext <4 x float> %41 to <4 x double>
  %44 = tail call double @llvm.vector.reduce.fadd.v4f64(double %37, <4 x double> %42)
  %45 = tail call double @llvm.vector.reduce.fadd.v4f64(double %44, <4 x double> %43)
  %46 = add nuw i64 %36, 8
  %47 = icmp eq i64 %46, 776
  br i1 %47, label %48, label %35, !llvm.loop !18

48:                                               ; preds = %35
  %49 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  %50 = fpext float %49 to double
  %51 = fadd double %45, %50
  %52 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 400), align 4, !tbaa !6
  %53 = fpext float %52 to double
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %51, double noundef %53)
  tail call fastcc void @widen()
  %55 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 4000), align 8, !tbaa !12
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %55)
  tail call fastcc void @i2f()
  br label %57

57:                                               ; preds = %57, %48
  %58 = phi i64 [ 0, %48 ], [ %68, %57 ]
  %59 = phi double [ 0.000000e+00, %48 ], [ %67, %57 ]
  %60 = getelementptr inbounds float, ptr @fa, i64 %58
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <4 x float>, ptr %60, align 4, !tbaa !6
  %63 = load <4 x float>, ptr %61, align 4, !tbaa !6
  %64 = fpext <4 x float> %62 to <4 x double>
  %65 = fpext <4 x float> %63 to <4 x double>
  %66 = tail call double @llvm.vector.reduce.fadd.v4f64(double %59, <4 x double> %64)
  %67 = tail call double @llvm.vector.reduce.fadd.v4f64(double %66, <4 x double> %65)
  %68 = add nuw i64 %58, 8
  %69 = icmp eq i64 %68, 776
  br i1 %69, label %70, label %57, !llvm.loop !19

70:                                               ; preds = %57
  %71 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  %72 = fpext float %71 to double
  %73 = fadd double %67, %72
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %73)
  tail call fastcc void @sel()
  br label %75

75:                                               ; preds = %75, %70
  %76 = phi i64 [ 0, %70 ], [ %86, %75 ]
  %77 = phi double [ 0.000000e+00, %70 ], [ %85, %75 ]
  %78 = getelementptr inbounds float, ptr @fa, i64 %76
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load <4 x float>, ptr %78, align 4, !tbaa !6
  %81 = load <4 x float>, ptr %79, align 4, !tbaa !6
  %82 = fpext <4 x float> %80 to <4 x double>
  %83 = fpext <4 x float> %81 to <4 x double>
  %84 = tail call double @llvm.vector.reduce.fadd.v4f64(double %77, <4 x double> %82)
  %85 = tail call double @llvm.vector.reduce.fadd.v4f64(double %84, <4 x double> %83)
  %86 = add nuw i64 %76, 8
  %87 = icmp eq i64 %86, 776
  br i1 %87, label %88, label %75, !llvm.loop !20

88:                                               ; preds = %75
  %89 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  %90 = fpext float %89 to double
  %91 = fadd double %85, %90
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %91)
  tail call fastcc void @saxpy()
  br label %93

93:                                               ; preds = %93, %88
  %94 = phi i64 [ 0, %88 ], [ %102, %93 ]
  %95 = phi double [ 0.000000e+00, %88 ], [ %101, %93 ]
  %96 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %94
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load <2 x double>, ptr %96, align 8, !tbaa !12
  %99 = load <2 x double>, ptr %97, align 8, !tbaa !12
  %100 = tail call double @llvm.vector.reduce.fadd.v2f64(double %95, <2 x double> %98)
  %101 = tail call double @llvm.vector.reduce.fadd.v2f64(double %100, <2 x double> %99)
  %102 = add nuw i64 %94, 4
  %103 = icmp eq i64 %102, 776
  br i1 %103, label %119, label %93, !llvm.loop !21

104:                                              ; preds = %1
  store float 0x406763D700000000, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 4, !tbaa !6
  store float 0x3F55161320000000, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 4, !tbaa !6
  store float 0x3FB70A3D60000000, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 4, !tbaa !6
  store i32 19712, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 4, !tbaa !10
  store double 7.760000e-01, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 8, !tbaa !12
  store double -5.520000e-01, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 8, !tbaa !12
  tail call fastcc void @muladd()
  br label %35

105:                                              ; preds = %105, %119
  %106 = phi i64 [ 0, %119 ], [ %117, %105 ]
  %107 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %106
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load <4 x float>, ptr %107, align 4, !tbaa !6
  %110 = load <4 x float>, ptr %108, align 4, !tbaa !6
  %111 = fcmp olt <4 x float> %109, zeroinitializer
  %112 = fcmp olt <4 x float> %110, zeroinitializer
  %113 = fneg <4 x float> %109
  %114 = fneg <4 x float> %110
  %115 = select <4 x i1> %111, <4 x float> %113, <4 x float> %109
  %116 = select <4 x i1> %112, <4 x float> %114, <4 x float> %110
  store <4 x float> %115, ptr %107, align 4, !tbaa !6
  store <4 x float> %116, ptr %108, align 4, !tbaa !6
  %117 = add nuw i64 %106, 8
  %118 = icmp eq i64 %117, 776
  br i1 %118, label %172, label %105, !llvm.loop !22

119:                                              ; preds = %93
  %120 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 8, !tbaa !12
  %121 = fadd double %101, %120
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %121)
  br label %105

123:                                              ; preds = %123, %172
  %124 = phi i64 [ 0, %172 ], [ %134, %123 ]
  %125 = phi double [ 0.000000e+00, %172 ], [ %133, %123 ]
  %126 = getelementptr inbounds float, ptr @fa, i64 %124
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load <4 x float>, ptr %126, align 4, !tbaa !6
  %129 = load <4 x float>, ptr %127, align 4, !tbaa !6
  %130 = fpext <4 x float> %128 to <4 x double>
  %131 = fpext <4 x float> %129 to <4 x double>
  %132 = tail call double @llvm.vector.reduce.fadd.v4f64(double %125, <4 x double> %130)
  %133 = tail call double @llvm.vector.reduce.fadd.v4f64(double %132, <4 x double> %131)
  %134 = add nuw i64 %124, 8
  %135 = icmp eq i64 %134, 776
  br i1 %135, label %136, label %123, !llvm.loop !23

136:                                              ; preds = %123
  %137 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  %138 = fpext float %137 to double
  %139 = fadd double %133, %138
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %139)
  %141 = load float, ptr @fa, align 4, !tbaa !6
  %142 = fpext float %141 to double
  %143 = fadd double %142, 0.000000e+00
  %144 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), align 4, !tbaa !6
  %145 = fpext float %144 to double
  %146 = fadd double %143, %145
  %147 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), align 4, !tbaa !6
  %148 = fpext float %147 to double
  %149 = fadd double %146, %148
  %150 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 12), align 4, !tbaa !6
  %151 = fpext float %150 to double
  %152 = fadd double %149, %151
  %153 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 16), align 4, !tbaa !6
  %154 = fpext float %153 to double
  %155 = fadd double %152, %154
  %156 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 20), align 4, !tbaa !6
  %157 = fpext float %156 to double
  %158 = fadd double %155, %157
  %159 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 24), align 4, !tbaa !6
  %160 = fpext float %159 to double
  %161 = fadd double %158, %160
  %162 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 28), align 4, !tbaa !6
  %163 = fpext float %162 to double
  %164 = fadd double %161, %163
  %165 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 32), align 4, !tbaa !6
  %166 = fpext float %165 to double
  %167 = fadd double %164, %166
  %168 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 36), align 4, !tbaa !6
  %169 = fpext float %168 to double
  %170 = fadd double %167, %169
  %171 = fptosi double %170 to i32
  ret i32 %171

172:                                              ; preds = %105
  %173 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 4, !tbaa !6
  %174 = fcmp olt float %173, 0.000000e+00
  %175 = fneg float %173
  %176 = select i1 %174, float %175, float %173
  store float %176, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 4, !tbaa !6
  tail call fastcc void @divsqrt()
  br label %123
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @muladd() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds float, ptr @fb, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !6
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = fmul <4 x float> %5, %9
  %12 = fmul <4 x float> %6, %10
  %13 = getelementptr inbounds float, ptr @fd, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x float>, ptr %13, align 4, !tbaa !6
  %16 = load <4 x float>, ptr %14, align 4, !tbaa !6
  %17 = fadd <4 x float> %11, %15
  %18 = fadd <4 x float> %12, %16
  %19 = getelementptr inbounds float, ptr @fa, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x float> %17, ptr %19, align 4, !tbaa !6
  store <4 x float> %18, ptr %20, align 4, !tbaa !6
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 776
  br i1 %22, label %23, label %1, !llvm.loop !24

23:                                               ; preds = %1
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 4, !tbaa !6
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 4, !tbaa !6
  %26 = fmul float %24, %25
  %27 = load float, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 4, !tbaa !6
  %28 = fadd float %26, %27
  store float %28, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = fpext <4 x float> %5 to <4 x double>
  %8 = fpext <4 x float> %6 to <4 x double>
  %9 = fmul <4 x double> %7, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %10 = fmul <4 x double> %8, <double 5.000000e-01, double 5.000000e-01, double 5.000000e-01, double 5.000000e-01>
  %11 = getelementptr inbounds double, ptr @da, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  store <4 x double> %9, ptr %11, align 8, !tbaa !12
  store <4 x double> %10, ptr %12, align 8, !tbaa !12
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 776
  br i1 %14, label %15, label %1, !llvm.loop !25

15:                                               ; preds = %1
  %16 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  %17 = fpext float %16 to double
  %18 = fmul double %17, 5.000000e-01
  store double %18, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !10
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !10
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %10 = fmul <4 x float> %8, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %11 = getelementptr inbounds float, ptr @fa, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 4, !tbaa !6
  store <4 x float> %10, ptr %12, align 4, !tbaa !6
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 776
  br i1 %14, label %15, label %1, !llvm.loop !26

15:                                               ; preds = %1
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 4, !tbaa !10
  %17 = sitofp i32 %16 to float
  %18 = fmul float %17, 6.250000e-02
  store float %18, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sel() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds float, ptr @fb, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 4, !tbaa !6
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 4, !tbaa !6
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = fcmp ogt <4 x float> %5, %9
  %12 = fcmp ogt <4 x float> %6, %10
  %13 = fsub <4 x float> %5, %9
  %14 = fsub <4 x float> %6, %10
  %15 = fmul <4 x float> %9, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %16 = fmul <4 x float> %10, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %17 = select <4 x i1> %11, <4 x float> %13, <4 x float> %15
  %18 = select <4 x i1> %12, <4 x float> %14, <4 x float> %16
  %19 = getelementptr inbounds float, ptr @fa, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x float> %17, ptr %19, align 4, !tbaa !6
  store <4 x float> %18, ptr %20, align 4, !tbaa !6
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 776
  br i1 %22, label %23, label %1, !llvm.loop !27

23:                                               ; preds = %1
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 4, !tbaa !6
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 4, !tbaa !6
  %26 = fcmp ogt float %24, %25
  %27 = fsub float %24, %25
  %28 = fmul float %25, 2.500000e-01
  %29 = select i1 %26, float %27, float %28
  store float %29, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds double, ptr @db, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x double>, ptr %3, align 8, !tbaa !12
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !12
  %7 = fmul <2 x double> %5, <double 2.500000e+00, double 2.500000e+00>
  %8 = fmul <2 x double> %6, <double 2.500000e+00, double 2.500000e+00>
  %9 = getelementptr inbounds double, ptr @da, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <2 x double>, ptr %9, align 8, !tbaa !12
  %12 = load <2 x double>, ptr %10, align 8, !tbaa !12
  %13 = fadd <2 x double> %7, %11
  %14 = fadd <2 x double> %8, %12
  store <2 x double> %13, ptr %9, align 8, !tbaa !12
  store <2 x double> %14, ptr %10, align 8, !tbaa !12
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 776
  br i1 %16, label %17, label %1, !llvm.loop !28

17:                                               ; preds = %1
  %18 = load double, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 8, !tbaa !12
  %19 = fmul double %18, 2.500000e+00
  %20 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 8, !tbaa !12
  %21 = fadd double %19, %20
  store double %21, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 8, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc void @divsqrt() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %11, %2 ]
  %4 = getelementptr inbounds float, ptr @fb, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !6
  %6 = tail call float @sqrtf(float noundef %5) #6
  %7 = load float, ptr %4, align 4, !tbaa !6
  %8 = fadd float %7, 1.000000e+00
  %9 = fdiv float %6, %8
  %10 = getelementptr inbounds float, ptr @fa, i64 %3
  store float %9, ptr %10, align 4, !tbaa !6
  %11 = add nuw nsw i64 %3, 1
  %12 = icmp eq i64 %11, 777
  br i1 %12, label %1, label %2, !llvm.loop !29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !15, !16, !17}
!19 = distinct !{!19, !15, !16, !17}
!20 = distinct !{!20, !15, !16, !17}
!21 = distinct !{!21, !15, !16, !17}
!22 = distinct !{!22, !15, !16, !17}
!23 = distinct !{!23, !15, !16, !17}
!24 = distinct !{!24, !15, !16, !17}
!25 = distinct !{!25, !15, !16, !17}
!26 = distinct !{!26, !15, !16, !17}
!27 = distinct !{!27, !15, !16, !17}
!28 = distinct !{!28, !15, !16, !17}
!29 = distinct !{!29, !15}
