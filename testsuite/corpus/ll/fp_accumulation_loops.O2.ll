; ModuleID = 'programs/fp_accumulation_loops.c'
source_filename = "programs/fp_accumulation_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fa = internal global [4096 x float] zeroinitializer, align 16
@fb = internal global [4096 x float] zeroinitializer, align 16
@da = internal global [4096 x double] zeroinitializer, align 16
@db = internal unnamed_addr global [4096 x double] zeroinitializer, align 16
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
  store float %35, ptr %36, align 4, !tbaa !5
  %37 = add nuw nsw i64 %28, 1
  %38 = trunc nuw nsw i64 %37 to i32
  %39 = uitofp nneg i32 %38 to float
  %40 = fdiv float 1.000000e+00, %39
  %41 = getelementptr inbounds [4096 x float], ptr @fb, i64 0, i64 %28
  store float %40, ptr %41, align 4, !tbaa !5
  %42 = fpext float %35 to double
  %43 = fmul double %42, 1.000000e+03
  %44 = trunc nuw nsw i64 %28 to i32
  %45 = uitofp nneg i32 %44 to double
  %46 = fmul double %45, 1.000000e-03
  %47 = fadd double %46, %43
  %48 = getelementptr inbounds [4096 x double], ptr @da, i64 0, i64 %28
  store double %47, ptr %48, align 8, !tbaa !9
  %49 = trunc i64 %28 to i16
  %50 = urem i16 %49, 7
  %51 = uitofp nneg i16 %50 to double
  %52 = fmul double %51, 1.000000e-04
  %53 = fadd double %52, 1.000000e+00
  %54 = getelementptr inbounds [4096 x double], ptr @db, i64 0, i64 %28
  store double %53, ptr %54, align 8, !tbaa !9
  %55 = icmp eq i64 %37, 4096
  br i1 %55, label %1, label %27, !llvm.loop !11
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc float @sumf(ptr nocapture noundef readonly %0) unnamed_addr #2 {
  br label %3

2:                                                ; preds = %3
  ret float %36

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %37, %3 ]
  %5 = phi float [ 0.000000e+00, %1 ], [ %36, %3 ]
  %6 = getelementptr inbounds float, ptr %0, i64 %4
  %7 = load float, ptr %6, align 4, !tbaa !5
  %8 = fadd float %5, %7
  %9 = or disjoint i64 %4, 1
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !5
  %12 = fadd float %8, %11
  %13 = or disjoint i64 %4, 2
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fadd float %12, %15
  %17 = or disjoint i64 %4, 3
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !5
  %20 = fadd float %16, %19
  %21 = or disjoint i64 %4, 4
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !5
  %24 = fadd float %20, %23
  %25 = or disjoint i64 %4, 5
  %26 = getelementptr inbounds float, ptr %0, i64 %25
  %27 = load float, ptr %26, align 4, !tbaa !5
  %28 = fadd float %24, %27
  %29 = or disjoint i64 %4, 6
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !5
  %32 = fadd float %28, %31
  %33 = or disjoint i64 %4, 7
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !5
  %36 = fadd float %32, %35
  %37 = add nuw nsw i64 %4, 8
  %38 = icmp eq i64 %37, 4096
  br i1 %38, label %2, label %3, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @kahan() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret float %16

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %19, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %16, %2 ]
  %5 = phi float [ 0.000000e+00, %0 ], [ %18, %2 ]
  %6 = getelementptr inbounds float, ptr @fa, i64 %3
  %7 = load float, ptr %6, align 8, !tbaa !5
  %8 = fsub float %7, %5
  %9 = fadd float %4, %8
  %10 = fsub float %9, %4
  %11 = fsub float %10, %8
  %12 = or disjoint i64 %3, 1
  %13 = getelementptr inbounds float, ptr @fa, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !5
  %15 = fsub float %14, %11
  %16 = fadd float %9, %15
  %17 = fsub float %16, %9
  %18 = fsub float %17, %15
  %19 = add nuw nsw i64 %3, 2
  %20 = icmp eq i64 %19, 4096
  br i1 %20, label %1, label %2, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @wide_sum() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %23

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %24, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %23, %2 ]
  %5 = getelementptr inbounds float, ptr @fa, i64 %3
  %6 = load float, ptr %5, align 16, !tbaa !5
  %7 = fpext float %6 to double
  %8 = fadd double %4, %7
  %9 = or disjoint i64 %3, 1
  %10 = getelementptr inbounds float, ptr @fa, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !5
  %12 = fpext float %11 to double
  %13 = fadd double %8, %12
  %14 = or disjoint i64 %3, 2
  %15 = getelementptr inbounds float, ptr @fa, i64 %14
  %16 = load float, ptr %15, align 8, !tbaa !5
  %17 = fpext float %16 to double
  %18 = fadd double %13, %17
  %19 = or disjoint i64 %3, 3
  %20 = getelementptr inbounds float, ptr @fa, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !5
  %22 = fpext float %21 to double
  %23 = fadd double %18, %22
  %24 = add nuw nsw i64 %3, 4
  %25 = icmp eq i64 %24, 4096
  br i1 %25, label %1, label %2, !llvm.loop !15
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @sumd() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %19

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %19, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 16, !tbaa !9
  %7 = fadd double %4, %6
  %8 = or disjoint i64 %3, 1
  %9 = getelementptr inbounds double, ptr @da, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = fadd double %7, %10
  %12 = or disjoint i64 %3, 2
  %13 = getelementptr inbounds double, ptr @da, i64 %12
  %14 = load double, ptr %13, align 16, !tbaa !9
  %15 = fadd double %11, %14
  %16 = or disjoint i64 %3, 3
  %17 = getelementptr inbounds double, ptr @da, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fadd double %15, %18
  %20 = add nuw nsw i64 %3, 4
  %21 = icmp eq i64 %20, 4096
  br i1 %21, label %1, label %2, !llvm.loop !16
}

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define internal fastcc double @pairwise(ptr noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i32 %1, 9
  br i1 %3, label %4, label %46

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %44

6:                                                ; preds = %4
  %7 = load double, ptr %0, align 8, !tbaa !9
  %8 = fadd double %7, 0.000000e+00
  %9 = icmp eq i32 %1, 1
  br i1 %9, label %44, label %10, !llvm.loop !17

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = fadd double %8, %12
  %14 = icmp eq i32 %1, 2
  br i1 %14, label %44, label %15, !llvm.loop !17

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load double, ptr %16, align 8, !tbaa !9
  %18 = fadd double %13, %17
  %19 = icmp eq i32 %1, 3
  br i1 %19, label %44, label %20, !llvm.loop !17

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = fadd double %18, %22
  %24 = icmp eq i32 %1, 4
  br i1 %24, label %44, label %25, !llvm.loop !17

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 32
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = fadd double %23, %27
  %29 = icmp eq i32 %1, 5
  br i1 %29, label %44, label %30, !llvm.loop !17

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %0, i64 40
  %32 = load double, ptr %31, align 8, !tbaa !9
  %33 = fadd double %28, %32
  %34 = icmp eq i32 %1, 6
  br i1 %34, label %44, label %35, !llvm.loop !17

35:                                               ; preds = %30
  %36 = getelementptr inbounds i8, ptr %0, i64 48
  %37 = load double, ptr %36, align 8, !tbaa !9
  %38 = fadd double %33, %37
  %39 = icmp eq i32 %1, 7
  br i1 %39, label %44, label %40, !llvm.loop !17

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %0, i64 56
  %42 = load double, ptr %41, align 8, !tbaa !9
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
  br label %2

1:                                                ; preds = %2
  ret float %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi float [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds float, ptr @fa, i64 %3
  %6 = load float, ptr %5, align 8, !tbaa !5
  %7 = getelementptr inbounds float, ptr @fb, i64 %3
  %8 = load float, ptr %7, align 8, !tbaa !5
  %9 = fmul float %6, %8
  %10 = fadd float %4, %9
  %11 = or disjoint i64 %3, 1
  %12 = getelementptr inbounds float, ptr @fa, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !5
  %14 = getelementptr inbounds float, ptr @fb, i64 %11
  %15 = load float, ptr %14, align 4, !tbaa !5
  %16 = fmul float %13, %15
  %17 = fadd float %10, %16
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 4096
  br i1 %19, label %1, label %2, !llvm.loop !18
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @dotd() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %17

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %18, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %17, %2 ]
  %5 = getelementptr inbounds double, ptr @da, i64 %3
  %6 = load double, ptr %5, align 16, !tbaa !9
  %7 = getelementptr inbounds double, ptr @db, i64 %3
  %8 = load double, ptr %7, align 16, !tbaa !9
  %9 = fmul double %6, %8
  %10 = fadd double %4, %9
  %11 = or disjoint i64 %3, 1
  %12 = getelementptr inbounds double, ptr @da, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = getelementptr inbounds double, ptr @db, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = fmul double %13, %15
  %17 = fadd double %10, %16
  %18 = add nuw nsw i64 %3, 2
  %19 = icmp eq i64 %18, 4096
  br i1 %19, label %1, label %2, !llvm.loop !19
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @prod() unnamed_addr #3 {
  br label %2

1:                                                ; preds = %2
  ret double %19

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 1.000000e+00, %0 ], [ %19, %2 ]
  %5 = getelementptr inbounds double, ptr @db, i64 %3
  %6 = load double, ptr %5, align 16, !tbaa !9
  %7 = fmul double %4, %6
  %8 = or disjoint i64 %3, 1
  %9 = getelementptr inbounds double, ptr @db, i64 %8
  %10 = load double, ptr %9, align 8, !tbaa !9
  %11 = fmul double %7, %10
  %12 = or disjoint i64 %3, 2
  %13 = getelementptr inbounds double, ptr @db, i64 %12
  %14 = load double, ptr %13, align 16, !tbaa !9
  %15 = fmul double %11, %14
  %16 = or disjoint i64 %3, 3
  %17 = getelementptr inbounds double, ptr @db, i64 %16
  %18 = load double, ptr %17, align 8, !tbaa !9
  %19 = fmul double %15, %18
  %20 = add nuw nsw i64 %3, 4
  %21 = icmp eq i64 %20, 4096
  br i1 %21, label %1, label %2, !llvm.loop !20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @leibniz(i32 noundef %0) unnamed_addr #5 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %22

3:                                                ; preds = %1
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %0, 1
  br i1 %5, label %8, label %6

6:                                                ; preds = %3
  %7 = and i32 %0, 2147483646
  br label %24

8:                                                ; preds = %24, %3
  %9 = phi double [ poison, %3 ], [ %37, %24 ]
  %10 = phi i32 [ 0, %3 ], [ %38, %24 ]
  %11 = phi double [ 0.000000e+00, %3 ], [ %37, %24 ]
  %12 = icmp eq i32 %4, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %8
  %14 = and i32 %10, 1
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, double 4.000000e+00, double -4.000000e+00
  %17 = shl nuw nsw i32 %10, 1
  %18 = or disjoint i32 %17, 1
  %19 = uitofp nneg i32 %18 to double
  %20 = fdiv double %16, %19
  %21 = fadd double %11, %20
  br label %22

22:                                               ; preds = %13, %8, %1
  %23 = phi double [ 0.000000e+00, %1 ], [ %9, %8 ], [ %21, %13 ]
  ret double %23

24:                                               ; preds = %24, %6
  %25 = phi i32 [ 0, %6 ], [ %38, %24 ]
  %26 = phi double [ 0.000000e+00, %6 ], [ %37, %24 ]
  %27 = phi i32 [ 0, %6 ], [ %39, %24 ]
  %28 = shl nuw nsw i32 %25, 1
  %29 = or disjoint i32 %28, 1
  %30 = uitofp nneg i32 %29 to double
  %31 = fdiv double 4.000000e+00, %30
  %32 = fadd double %26, %31
  %33 = shl nuw i32 %25, 1
  %34 = or disjoint i32 %33, 3
  %35 = uitofp nneg i32 %34 to double
  %36 = fdiv double -4.000000e+00, %35
  %37 = fadd double %32, %36
  %38 = add nuw nsw i32 %25, 2
  %39 = add i32 %27, 2
  %40 = icmp eq i32 %39, %7
  br i1 %40, label %8, label %24, !llvm.loop !21
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
