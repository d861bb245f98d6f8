; ModuleID = 'programs/fp_accumulation_loops.c'
source_filename = "programs/fp_accumulation_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fa = internal global [4096 x float] zeroinitializer, align 4
@fb = internal global [4096 x float] zeroinitializer, align 4
@da = internal global [4096 x double] zeroinitializer, align 8
@db = internal unnamed_addr global [4096 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [26 x i8] c"sumf=%a kahan=%a wide=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"harmonic f=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sumd=%a pairwise=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dotf=%a dotd=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"prod=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"leibniz=%.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"2^24 + 100 ones in float: %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  br label %27

1:                                                ; preds = %27
  %2 = tail call fastcc float @sumf(ptr noundef nonnull @fa)
  %3 = fpext float %2 to double
  %4 = tail call fastcc float @kahan()
  %5 = fpext float %4 to double
  %6 = tail call fastcc double @wide_sum()
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3, double noundef %5, double noundef %6)
  %8 = tail call fastcc float @sumf(ptr noundef nonnull @fb)
  %9 = fpext float %8 to double
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9)
  %11 = tail call fastcc double @sumd()
  %12 = tail call fastcc double @pairwise(ptr noundef nonnull @da, i32 noundef 4096)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %11, double noundef %12)
  %14 = tail call fastcc float @dotf()
  %15 = fpext float %14 to double
  %16 = tail call fastcc double @dotd()
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %16)
  %18 = tail call fastcc double @prod()
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %18)
  %20 = tail call fastcc double @leibniz(i32 noundef 100000)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %20)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x4170000000000000)
  %23 = tail call fastcc double @leibniz(i32 noundef 1000)
  %24 = fmul double %23, 1.000000e+01
  %25 = fptosi double %24 to i32
  %26 = srem i32 %25, 128
  ret i32 %26

27:                                               ; preds = %0, %27
  %28 = phi i64 [ 0, %0 ], [ %37, %27 ]
  %29 = phi i32 [ 12345, %0 ], [ %31, %27 ]
  %30 = mul i32 %29, 1103515245
  %31 = add i32 %30, 12345
  %32 = lshr i32 %31, 8
  %33 = uitofp nneg i32 %32 to float
  %34 = fmul float %33, 0x3E70000000000000
  %35 = fadd float %34, -5.000000e-01
  %36 = getelementptr inbounds [4096 x float], ptr @fa, i64 0, i64 %28
  store float %35, ptr %36, align 4, !tbaa !6
  %37 = add nuw nsw i64 %28, 1
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = uitofp nneg i32 %38 to float
  %40 = fdiv float 1.000000e+00, %39
  %41 = getelementptr inbounds [4096 x float], ptr @fb, i64 0, i64 %28
  store float %40, ptr %41, align 4, !tbaa !6
  %42 = fpext float %35 to double
  %43 = fmul double %42, 1.000000e+03
  %44 = trunc nuw nsw i64 %28 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = fmul double %45, 1.000000e-03
  %47 = fadd double %46, %43
  %48 = getelementptr inbounds [4096 x double], ptr @da, i64 0, i64 %28
  store double %47, ptr %48, align 8, !tbaa !10
  %49 = trunc i64 %28 to i16
  %50 = urem i16 %49, 7
  %51 = uitofp nneg i16 %50 to double
  %52 = fmul double %51, 1.000000e-04
  %53 = fadd double %52, 1.000000e+00
  %54 = getelementptr inbounds [4096 x double], ptr @db, i64 0, i64 %28
  store double %53, ptr %54, align 8, !tbaa !10
  %55 = icmp eq i64 %37, 4096
  br i1 %55, label %1, label %27, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sumf(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %11, %2 ]
  %4 = phi float [ 0.000000e+00, %1 ], [ %10, %2 ]
  %5 = getelementptr inbounds float, ptr %0, i64 %3
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !6
  %8 = load <4 x float>, ptr %6, align 4, !tbaa !6
  %9 = tail call float @llvm.vector.reduce.fadd.v4f32(float %4, <4 x float> %7)
  %10 = tail call float @llvm.vector.reduce.fadd.v4f32(float %9, <4 x float> %8)
  %11 = add nuw i64 %3, 8
  %12 = icmp eq i64 %11, 4096
  br i1 %12, label %13, label %2, !llvm.loop !14

13:                                               ; preds = %2
  ret float %10
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @kahan() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret float %9

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %12, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %9, %2 ]
  %5 = phi float [ 0.000000e+00, %0 ], [ %11, %2 ]
  %6 = getelementptr inbounds float, ptr @fa, i64 %3
  %7 = load float, ptr %6, align 4, !tbaa !6
  %8 = fsub float %7, %5
  %9 = fadd float %4, %8
  %10 = fsub float %9, %4
  %11 = fsub float %10, %8
  %12 = add nuw nsw i64 %3, 1
  %13 = icmp eq i64 %12, 4096
  br i1 %13, label %1, label %2, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @wide_sum() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %11, %1 ]
  %4 = getelementptr inbounds float, ptr @fa, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !6
  %8 = fpext <4 x float> %6 to <4 x double>
  %9 = fpext <4 x float> %7 to <4 x double>
  %10 = tail call double @llvm.vector.reduce.fadd.v4f64(double %3, <4 x double> %8)
  %11 = tail call double @llvm.vector.reduce.fadd.v4f64(double %10, <4 x double> %9)
  %12 = add nuw i64 %2, 8
  %13 = icmp eq i64 %12, 4096
  br i1 %13, label %14, label %1, !llvm.loop !18

14:                                               ; preds = %1
  ret double %11
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @sumd() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %9, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !10
  %7 = load <2 x double>, ptr %5, align 8, !tbaa !10
  %8 = tail call double @llvm.vector.reduce.fadd.v2f64(double %3, <2 x double> %6)
  %9 = tail call double @llvm.vector.reduce.fadd.v2f64(double %8, <2 x double> %7)
  %10 = add nuw i64 %2, 4
  %11 = icmp eq i64 %10, 4096
  br i1 %11, label %12, label %1, !llvm.loop !19

12:                                               ; preds = %1
  ret double %9
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @pairwise(ptr noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i32 %1, 9
  br i1 %3, label %4, label %46

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %44

6:                                                ; preds = %4
  %7 = load double, ptr %0, align 8, !tbaa !10
  %8 = fadd double %7, 0.000000e+00
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %44, label %10, !llvm.loop !20

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !10
  %13 = fadd double %8, %12
  %14 = icmp eq i32 %1, 2
  br i1 %14, label %44, label %15, !llvm.loop !20

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load double, ptr %16, align 8, !tbaa !10
  %18 = fadd double %13, %17
  %19 = icmp eq i32 %1, 3
  br i1 %19, label %44, label %20, !llvm.loop !20

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !10
  %23 = fadd double %18, %22
  %24 = icmp eq i32 %1, 4
  br i1 %24, label %44, label %25, !llvm.loop !20

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load double, ptr %26, align 8, !tbaa !10
  %28 = fadd double %23, %27
  %29 = icmp eq i32 %1, 5
  br i1 %29, label %44, label %30, !llvm.loop !20

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load double, ptr %31, align 8, !tbaa !10
  %33 = fadd double %28, %32
  %34 = icmp eq i32 %1, 6
  br i1 %34, label %44, label %35, !llvm.loop !20

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = load double, ptr %36, align 8, !tbaa !10
  %38 = fadd double %33, %37
  %39 = icmp eq i32 %1, 7
  br i1 %39, label %44, label %40, !llvm.loop !20

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %0, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !10
  %43 = fadd double %38, %42
  br label %44

44:                                               ; preds = %4, %40, %35, %30, %25, %20, %15, %10, %6, %46
  %45 = phi double [ %53, %46 ], [ 0.000000e+00, %4 ], [ %8, %6 ], [ %13, %10 ], [ %18, %15 ], [ %23, %20 ], [ %28, %25 ], [ %33, %30 ], [ %38, %35 ], [ %43, %40 ]
  ret double %45

46:                                               ; preds = %2
  %47 = lshr i32 %1, 1
  %48 = tail call fastcc double @pairwise(ptr noundef %0, i32 noundef %47)
  %49 = zext nneg i32 %47 to i64
  %50 = getelementptr inbounds double, ptr %0, i64 %49
  %51 = sub nsw i32 %1, %47
  %52 = tail call fastcc double @pairwise(ptr noundef %50, i32 noundef %51)
  %53 = fadd double %48, %52
  br label %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @dotf() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = phi float [ 0.000000e+00, %0 ], [ %15, %1 ]
  %4 = getelementptr inbounds float, ptr @fa, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !6
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !6
  %8 = getelementptr inbounds float, ptr @fb, i64 %2
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <4 x float>, ptr %8, align 4, !tbaa !6
  %11 = load <4 x float>, ptr %9, align 4, !tbaa !6
  %12 = fmul <4 x float> %6, %10
  %13 = fmul <4 x float> %7, %11
  %14 = tail call float @llvm.vector.reduce.fadd.v4f32(float %3, <4 x float> %12)
  %15 = tail call float @llvm.vector.reduce.fadd.v4f32(float %14, <4 x float> %13)
  %16 = add nuw i64 %2, 8
  %17 = icmp eq i64 %16, 4096
  br i1 %17, label %18, label %1, !llvm.loop !21

18:                                               ; preds = %1
  ret float %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dotd() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %15, %1 ]
  %4 = getelementptr inbounds double, ptr @da, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !10
  %7 = load <2 x double>, ptr %5, align 8, !tbaa !10
  %8 = getelementptr inbounds double, ptr @db, i64 %2
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  %10 = load <2 x double>, ptr %8, align 8, !tbaa !10
  %11 = load <2 x double>, ptr %9, align 8, !tbaa !10
  %12 = fmul <2 x double> %6, %10
  %13 = fmul <2 x double> %7, %11
  %14 = tail call double @llvm.vector.reduce.fadd.v2f64(double %3, <2 x double> %12)
  %15 = tail call double @llvm.vector.reduce.fadd.v2f64(double %14, <2 x double> %13)
  %16 = add nuw i64 %2, 4
  %17 = icmp eq i64 %16, 4096
  br i1 %17, label %18, label %1, !llvm.loop !22

18:                                               ; preds = %1
  ret double %15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @prod() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %7

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %8, %2 ]
  %4 = phi double [ 1.000000e+00, %0 ], [ %7, %2 ]
  %5 = getelementptr inbounds double, ptr @db, i64 %3
  %6 = load double, ptr %5, align 8, !tbaa !10
  %7 = fmul double %4, %6
  %8 = add nuw nsw i64 %3, 1
  %9 = icmp eq i64 %8, 4096
  br i1 %9, label %1, label %2, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @leibniz(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %35

3:                                                ; preds = %1
  %4 = icmp ult i32 %0, 8
  br i1 %4, label %5, label %8

5:                                                ; preds = %33, %3
  %6 = phi i32 [ 0, %3 ], [ %9, %33 ]
  %7 = phi double [ 0.000000e+00, %3 ], [ %29, %33 ]
  br label %37

8:                                                ; preds = %3
  %9 = and i32 %0, 2147483640
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i32 [ 0, %8 ], [ %30, %10 ]
  %12 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %8 ], [ %31, %10 ]
  %13 = phi double [ 0.000000e+00, %8 ], [ %29, %10 ]
  %14 = and <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %15 = and <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %16 = icmp eq <4 x i32> %14, zeroinitializer
  %17 = icmp eq <4 x i32> %15, zeroinitializer
  %18 = select <4 x i1> %16, <4 x double> <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>, <4 x double> <double -4.000000e+00, double -4.000000e+00, double -4.000000e+00, double -4.000000e+00>
  %19 = select <4 x i1> %17, <4 x double> <double 4.000000e+00, double 4.000000e+00, double 4.000000e+00, double 4.000000e+00>, <4 x double> <double -4.000000e+00, double -4.000000e+00, double -4.000000e+00, double -4.000000e+00>
  %20 = shl nuw nsw <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %21 = shl <4 x i32> %12, <i32 1, i32 1, i32 1, i32 1>
  %22 = or disjoint <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %23 = add <4 x i32> %21, <i32 9, i32 9, i32 9, i32 9>
  %24 = uitofp nneg <4 x i32> %22 to <4 x double>
  %25 = uitofp nneg <4 x i32> %23 to <4 x double>
  %26 = fdiv <4 x double> %18, %24
  %27 = fdiv <4 x double> %19, %25
  %28 = tail call double @llvm.vector.reduce.fadd.v4f64(double %13, <4 x double> %26)
  %29 = tail call double @llvm.vector.reduce.fadd.v4f64(double %28, <4 x double> %27)
  %30 = add nuw i32 %11, 8
  %31 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>
  %32 = icmp eq i32 %30, %9
  br i1 %32, label %33, label %10, !llvm.loop !24

33:                                               ; preds = %10
  %34 = icmp eq i32 %9, %0
  br i1 %34, label %35, label %5

35:                                               ; preds = %37, %33, %1
  %36 = phi double [ 0.000000e+00, %1 ], [ %29, %33 ], [ %47, %37 ]
  ret double %36

37:                                               ; preds = %5, %37
  %38 = phi i32 [ %48, %37 ], [ %6, %5 ]
  %39 = phi double [ %47, %37 ], [ %7, %5 ]
  %40 = and i32 %38, 1
  %41 = icmp eq i32 %40, 0
  %42 = select i1 %41, double 4.000000e+00, double -4.000000e+00
  %43 = shl nuw nsw i32 %38, 1
  %44 = or disjoint i32 %43, 1
  %45 = uitofp nneg i32 %44 to double
  %46 = fdiv double %42, %45
  %47 = fadd double %39, %46
  %48 = add nuw nsw i32 %38, 1
  %49 = icmp eq i32 %48, %0
  br i1 %49, label %35, label %37, !llvm.loop !25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v4f64(double, <4 x double>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !15, !16}
!19 = distinct !{!19, !13, !15, !16}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13, !15, !16}
!22 = distinct !{!22, !13, !15, !16}
!23 = distinct !{!23, !13}
!24 = distinct !{!24, !13, !15, !16}
!25 = distinct !{!25, !13, !16, !15}
