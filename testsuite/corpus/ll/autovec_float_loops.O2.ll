; ModuleID = 'programs/autovec_float_loops.c'
source_filename = "programs/autovec_float_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fb = internal unnamed_addr global [777 x float] zeroinitializer, align 16
@fc = internal unnamed_addr global [777 x float] zeroinitializer, align 16
@fd = internal unnamed_addr global [777 x float] zeroinitializer, align 16
@ia = internal unnamed_addr global [777 x i32] zeroinitializer, align 16
@db = internal unnamed_addr global [777 x double] zeroinitializer, align 16
@da = internal unnamed_addr global [777 x double] zeroinitializer, align 16
@fa = internal unnamed_addr global [777 x float] zeroinitializer, align 16
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
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %30, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %1 ]
  %5 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %32, %1 ]
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %33, %1 ]
  %7 = uitofp <2 x i32> %4 to <2 x float>
  %8 = fmul <2 x float> %7, <float 0x3FD7AE1480000000, float 0x3FD7AE1480000000>
  %9 = fadd <2 x float> %8, <float -1.000000e+02, float -1.000000e+02>
  %10 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %2
  store <2 x float> %9, ptr %10, align 8, !tbaa !5
  %11 = trunc <2 x i64> %3 to <2 x i32>
  %12 = add <2 x i32> %11, <i32 1, i32 1>
  %13 = uitofp <2 x i32> %12 to <2 x float>
  %14 = fdiv <2 x float> <float 1.000000e+00, float 1.000000e+00>, %13
  %15 = getelementptr inbounds [777 x float], ptr @fc, i64 0, i64 %2
  store <2 x float> %14, ptr %15, align 8, !tbaa !5
  %16 = urem <2 x i16> %5, <i16 13, i16 13>
  %17 = uitofp nneg <2 x i16> %16 to <2 x float>
  %18 = fmul <2 x float> %17, <float 0x3F847AE140000000, float 0x3F847AE140000000>
  %19 = getelementptr inbounds [777 x float], ptr @fd, i64 0, i64 %2
  store <2 x float> %18, ptr %19, align 8, !tbaa !5
  %20 = getelementptr inbounds [777 x i32], ptr @ia, i64 0, i64 %2
  %21 = mul <2 x i32> %6, <i32 37, i32 37>
  %22 = add <2 x i32> %21, <i32 -9000, i32 -9000>
  store <2 x i32> %22, ptr %20, align 8, !tbaa !9
  %23 = uitofp <2 x i32> %4 to <2 x double>
  %24 = fmul <2 x double> %23, <double 1.000000e-03, double 1.000000e-03>
  %25 = getelementptr inbounds [777 x double], ptr @db, i64 0, i64 %2
  store <2 x double> %24, ptr %25, align 16, !tbaa !11
  %26 = fmul <2 x double> %23, <double 2.000000e-03, double 2.000000e-03>
  %27 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %26
  %28 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %2
  store <2 x double> %27, ptr %28, align 16, !tbaa !11
  %29 = add nuw i64 %2, 2
  %30 = add <2 x i64> %3, <i64 2, i64 2>
  %31 = add <2 x i32> %4, <i32 2, i32 2>
  %32 = add <2 x i16> %5, <i16 2, i16 2>
  %33 = add <2 x i32> %6, <i32 2, i32 2>
  %34 = icmp eq i64 %29, 776
  br i1 %34, label %96, label %1, !llvm.loop !13

35:                                               ; preds = %35, %96
  %36 = phi i64 [ 0, %96 ], [ %50, %35 ]
  %37 = phi double [ 0.000000e+00, %96 ], [ %49, %35 ]
  %38 = getelementptr inbounds float, ptr @fa, i64 %36
  %39 = load float, ptr %38, align 4, !tbaa !5
  %40 = fpext float %39 to double
  %41 = fadd double %37, %40
  %42 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %36
  %43 = load float, ptr %42, align 4, !tbaa !5
  %44 = fpext float %43 to double
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %36
  %47 = load float, ptr %46, align 4, !tbaa !5
  %48 = fpext float %47 to double
  %49 = fadd double %45, %48
  %50 = add nuw nsw i64 %36, 3
  %51 = icmp eq i64 %50, 777
  br i1 %51, label %52, label %35, !llvm.loop !17

52:                                               ; preds = %35
  %53 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 400), align 16, !tbaa !5
  %54 = fpext float %53 to double
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %49, double noundef %54)
  tail call fastcc void @widen()
  %56 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 4000), align 16, !tbaa !11
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %56)
  tail call fastcc void @i2f()
  br label %58

58:                                               ; preds = %58, %52
  %59 = phi i64 [ 0, %52 ], [ %73, %58 ]
  %60 = phi double [ 0.000000e+00, %52 ], [ %72, %58 ]
  %61 = getelementptr inbounds float, ptr @fa, i64 %59
  %62 = load float, ptr %61, align 4, !tbaa !5
  %63 = fpext float %62 to double
  %64 = fadd double %60, %63
  %65 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %59
  %66 = load float, ptr %65, align 4, !tbaa !5
  %67 = fpext float %66 to double
  %68 = fadd double %64, %67
  %69 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %59
  %70 = load float, ptr %69, align 4, !tbaa !5
  %71 = fpext float %70 to double
  %72 = fadd double %68, %71
  %73 = add nuw nsw i64 %59, 3
  %74 = icmp eq i64 %73, 777
  br i1 %74, label %75, label %58, !llvm.loop !17

75:                                               ; preds = %58
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %72)
  tail call fastcc void @sel()
  br label %77

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %92, %77 ]
  %79 = phi double [ 0.000000e+00, %75 ], [ %91, %77 ]
  %80 = getelementptr inbounds float, ptr @fa, i64 %78
  %81 = load float, ptr %80, align 4, !tbaa !5
  %82 = fpext float %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %78
  %85 = load float, ptr %84, align 4, !tbaa !5
  %86 = fpext float %85 to double
  %87 = fadd double %83, %86
  %88 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %78
  %89 = load float, ptr %88, align 4, !tbaa !5
  %90 = fpext float %89 to double
  %91 = fadd double %87, %90
  %92 = add nuw nsw i64 %78, 3
  %93 = icmp eq i64 %92, 777
  br i1 %93, label %94, label %77, !llvm.loop !17

94:                                               ; preds = %77
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %91)
  tail call fastcc void @saxpy()
  br label %113

96:                                               ; preds = %1
  store float 0x406763D700000000, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !tbaa !5
  store float 0x3F55161320000000, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !tbaa !5
  store float 0x3FB70A3D60000000, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 16, !tbaa !5
  store i32 19712, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 16, !tbaa !9
  store double 7.760000e-01, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 16, !tbaa !11
  store double -5.520000e-01, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !tbaa !11
  tail call fastcc void @muladd()
  br label %35

97:                                               ; preds = %113
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %126)
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %111, %99 ]
  %101 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %100
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load <4 x float>, ptr %101, align 16, !tbaa !5
  %104 = load <4 x float>, ptr %102, align 16, !tbaa !5
  %105 = fcmp olt <4 x float> %103, zeroinitializer
  %106 = fcmp olt <4 x float> %104, zeroinitializer
  %107 = fneg <4 x float> %103
  %108 = fneg <4 x float> %104
  %109 = select <4 x i1> %105, <4 x float> %107, <4 x float> %103
  %110 = select <4 x i1> %106, <4 x float> %108, <4 x float> %104
  store <4 x float> %109, ptr %101, align 16, !tbaa !5
  store <4 x float> %110, ptr %102, align 16, !tbaa !5
  %111 = add nuw i64 %100, 8
  %112 = icmp eq i64 %111, 776
  br i1 %112, label %179, label %99, !llvm.loop !18

113:                                              ; preds = %113, %94
  %114 = phi i64 [ 0, %94 ], [ %127, %113 ]
  %115 = phi double [ 0.000000e+00, %94 ], [ %126, %113 ]
  %116 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %114
  %117 = load double, ptr %116, align 8, !tbaa !11
  %118 = fadd double %115, %117
  %119 = add nuw nsw i64 %114, 1
  %120 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %119
  %121 = load double, ptr %120, align 8, !tbaa !11
  %122 = fadd double %118, %121
  %123 = add nuw nsw i64 %114, 2
  %124 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %123
  %125 = load double, ptr %124, align 8, !tbaa !11
  %126 = fadd double %122, %125
  %127 = add nuw nsw i64 %114, 3
  %128 = icmp eq i64 %127, 777
  br i1 %128, label %97, label %113, !llvm.loop !19

129:                                              ; preds = %129, %179
  %130 = phi i64 [ 0, %179 ], [ %144, %129 ]
  %131 = phi double [ 0.000000e+00, %179 ], [ %143, %129 ]
  %132 = getelementptr inbounds float, ptr @fa, i64 %130
  %133 = load float, ptr %132, align 4, !tbaa !5
  %134 = fpext float %133 to double
  %135 = fadd double %131, %134
  %136 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %130
  %137 = load float, ptr %136, align 4, !tbaa !5
  %138 = fpext float %137 to double
  %139 = fadd double %135, %138
  %140 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %130
  %141 = load float, ptr %140, align 4, !tbaa !5
  %142 = fpext float %141 to double
  %143 = fadd double %139, %142
  %144 = add nuw nsw i64 %130, 3
  %145 = icmp eq i64 %144, 777
  br i1 %145, label %146, label %129, !llvm.loop !17

146:                                              ; preds = %129
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %143)
  %148 = load float, ptr @fa, align 16, !tbaa !5
  %149 = fpext float %148 to double
  %150 = fadd double %149, 0.000000e+00
  %151 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), align 4, !tbaa !5
  %152 = fpext float %151 to double
  %153 = fadd double %150, %152
  %154 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), align 8, !tbaa !5
  %155 = fpext float %154 to double
  %156 = fadd double %153, %155
  %157 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 12), align 4, !tbaa !5
  %158 = fpext float %157 to double
  %159 = fadd double %156, %158
  %160 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 16), align 16, !tbaa !5
  %161 = fpext float %160 to double
  %162 = fadd double %159, %161
  %163 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 20), align 4, !tbaa !5
  %164 = fpext float %163 to double
  %165 = fadd double %162, %164
  %166 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 24), align 8, !tbaa !5
  %167 = fpext float %166 to double
  %168 = fadd double %165, %167
  %169 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 28), align 4, !tbaa !5
  %170 = fpext float %169 to double
  %171 = fadd double %168, %170
  %172 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 32), align 16, !tbaa !5
  %173 = fpext float %172 to double
  %174 = fadd double %171, %173
  %175 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 36), align 4, !tbaa !5
  %176 = fpext float %175 to double
  %177 = fadd double %174, %176
  %178 = fptosi double %177 to i32
  ret i32 %178

179:                                              ; preds = %99
  %180 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !tbaa !5
  %181 = fcmp olt float %180, 0.000000e+00
  %182 = fneg float %180
  %183 = select i1 %181, float %182, float %180
  store float %183, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !tbaa !5
  tail call fastcc void @divsqrt()
  br label %129
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @muladd() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds float, ptr @fb, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 16, !tbaa !5
  %6 = load <4 x float>, ptr %4, align 16, !tbaa !5
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 16, !tbaa !5
  %10 = load <4 x float>, ptr %8, align 16, !tbaa !5
  %11 = fmul <4 x float> %5, %9
  %12 = fmul <4 x float> %6, %10
  %13 = getelementptr inbounds float, ptr @fd, i64 %2
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x float>, ptr %13, align 16, !tbaa !5
  %16 = load <4 x float>, ptr %14, align 16, !tbaa !5
  %17 = fadd <4 x float> %11, %15
  %18 = fadd <4 x float> %12, %16
  %19 = getelementptr inbounds float, ptr @fa, i64 %2
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <4 x float> %17, ptr %19, align 16, !tbaa !5
  store <4 x float> %18, ptr %20, align 16, !tbaa !5
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 776
  br i1 %22, label %23, label %1, !llvm.loop !20

23:                                               ; preds = %1
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !tbaa !5
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !tbaa !5
  %26 = fmul float %24, %25
  %27 = load float, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 16, !tbaa !5
  %28 = fadd float %26, %27
  store float %28, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %1 ]
  %3 = getelementptr inbounds float, ptr @fa, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = load <2 x float>, ptr %3, align 16, !tbaa !5
  %6 = load <2 x float>, ptr %4, align 8, !tbaa !5
  %7 = fpext <2 x float> %5 to <2 x double>
  %8 = fpext <2 x float> %6 to <2 x double>
  %9 = fmul <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>
  %10 = fmul <2 x double> %8, <double 5.000000e-01, double 5.000000e-01>
  %11 = getelementptr inbounds double, ptr @da, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <2 x double> %9, ptr %11, align 16, !tbaa !11
  store <2 x double> %10, ptr %12, align 16, !tbaa !11
  %13 = or disjoint i64 %2, 4
  %14 = getelementptr inbounds float, ptr @fa, i64 %13
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  %16 = load <2 x float>, ptr %14, align 16, !tbaa !5
  %17 = load <2 x float>, ptr %15, align 8, !tbaa !5
  %18 = fpext <2 x float> %16 to <2 x double>
  %19 = fpext <2 x float> %17 to <2 x double>
  %20 = fmul <2 x double> %18, <double 5.000000e-01, double 5.000000e-01>
  %21 = fmul <2 x double> %19, <double 5.000000e-01, double 5.000000e-01>
  %22 = getelementptr inbounds double, ptr @da, i64 %13
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x double> %20, ptr %22, align 16, !tbaa !11
  store <2 x double> %21, ptr %23, align 16, !tbaa !11
  %24 = add nuw nsw i64 %2, 8
  %25 = icmp eq i64 %24, 776
  br i1 %25, label %26, label %1, !llvm.loop !21

26:                                               ; preds = %1
  %27 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !tbaa !5
  %28 = fpext float %27 to double
  %29 = fmul double %28, 5.000000e-01
  store double %29, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !9
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !9
  %7 = sitofp <4 x i32> %5 to <4 x float>
  %8 = sitofp <4 x i32> %6 to <4 x float>
  %9 = fmul <4 x float> %7, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %10 = fmul <4 x float> %8, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %11 = getelementptr inbounds float, ptr @fa, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x float> %9, ptr %11, align 16, !tbaa !5
  store <4 x float> %10, ptr %12, align 16, !tbaa !5
  %13 = icmp eq i64 %2, 768
  br i1 %13, label %27, label %14, !llvm.loop !22

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = getelementptr inbounds i32, ptr @ia, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 16, !tbaa !9
  %19 = load <4 x i32>, ptr %17, align 16, !tbaa !9
  %20 = sitofp <4 x i32> %18 to <4 x float>
  %21 = sitofp <4 x i32> %19 to <4 x float>
  %22 = fmul <4 x float> %20, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %23 = fmul <4 x float> %21, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>
  %24 = getelementptr inbounds float, ptr @fa, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x float> %22, ptr %24, align 16, !tbaa !5
  store <4 x float> %23, ptr %25, align 16, !tbaa !5
  %26 = add nuw nsw i64 %2, 16
  br label %1

27:                                               ; preds = %1
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 16, !tbaa !9
  %29 = sitofp i32 %28 to float
  %30 = fmul float %29, 6.250000e-02
  store float %30, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sel() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ]
  %3 = getelementptr inbounds float, ptr @fb, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x float>, ptr %3, align 16, !tbaa !5
  %6 = load <4 x float>, ptr %4, align 16, !tbaa !5
  %7 = getelementptr inbounds float, ptr @fc, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x float>, ptr %7, align 16, !tbaa !5
  %10 = load <4 x float>, ptr %8, align 16, !tbaa !5
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
  store <4 x float> %17, ptr %19, align 16, !tbaa !5
  store <4 x float> %18, ptr %20, align 16, !tbaa !5
  %21 = add nuw i64 %2, 8
  %22 = icmp eq i64 %21, 776
  br i1 %22, label %23, label %1, !llvm.loop !23

23:                                               ; preds = %1
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !tbaa !5
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !tbaa !5
  %26 = fcmp ogt float %24, %25
  %27 = fsub float %24, %25
  %28 = fmul float %25, 2.500000e-01
  %29 = select i1 %26, float %27, float %28
  store float %29, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds double, ptr @db, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x double>, ptr %3, align 16, !tbaa !11
  %6 = load <2 x double>, ptr %4, align 16, !tbaa !11
  %7 = fmul <2 x double> %5, <double 2.500000e+00, double 2.500000e+00>
  %8 = fmul <2 x double> %6, <double 2.500000e+00, double 2.500000e+00>
  %9 = getelementptr inbounds double, ptr @da, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <2 x double>, ptr %9, align 16, !tbaa !11
  %12 = load <2 x double>, ptr %10, align 16, !tbaa !11
  %13 = fadd <2 x double> %7, %11
  %14 = fadd <2 x double> %8, %12
  store <2 x double> %13, ptr %9, align 16, !tbaa !11
  store <2 x double> %14, ptr %10, align 16, !tbaa !11
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 776
  br i1 %16, label %17, label %1, !llvm.loop !24

17:                                               ; preds = %1
  %18 = load double, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 16, !tbaa !11
  %19 = fmul double %18, 2.500000e+00
  %20 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !tbaa !11
  %21 = fadd double %19, %20
  store double %21, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc void @divsqrt() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret void

2:                                                ; preds = %12, %0
  %3 = phi i64 [ 0, %0 ], [ %21, %12 ]
  %4 = getelementptr inbounds float, ptr @fb, i64 %3
  %5 = load float, ptr %4, align 8, !tbaa !5
  %6 = tail call float @sqrtf(float noundef %5) #5
  %7 = load float, ptr %4, align 8, !tbaa !5
  %8 = fadd float %7, 1.000000e+00
  %9 = fdiv float %6, %8
  %10 = getelementptr inbounds float, ptr @fa, i64 %3
  store float %9, ptr %10, align 8, !tbaa !5
  %11 = icmp eq i64 %3, 776
  br i1 %11, label %1, label %12, !llvm.loop !25

12:                                               ; preds = %2
  %13 = or disjoint i64 %3, 1
  %14 = getelementptr inbounds float, ptr @fb, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = tail call float @sqrtf(float noundef %15) #5
  %17 = load float, ptr %14, align 4, !tbaa !5
  %18 = fadd float %17, 1.000000e+00
  %19 = fdiv float %16, %18
  %20 = getelementptr inbounds float, ptr @fa, i64 %13
  store float %19, ptr %20, align 4, !tbaa !5
  %21 = add nuw nsw i64 %3, 2
  br label %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14, !15, !16}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14, !15, !16}
!21 = distinct !{!21, !14, !15, !16}
!22 = distinct !{!22, !14, !15, !16}
!23 = distinct !{!23, !14, !15, !16}
!24 = distinct !{!24, !14, !15, !16}
!25 = distinct !{!25, !14}
