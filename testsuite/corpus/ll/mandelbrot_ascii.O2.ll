; ModuleID = 'programs/mandelbrot_ascii.c'
source_filename = "programs/mandelbrot_ascii.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"total iterations=%ld float/double differ=%d\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %0, %13
  %2 = phi i64 [ 0, %0 ], [ %32, %13 ]
  %3 = phi i32 [ 0, %0 ], [ %30, %13 ]
  %4 = phi i32 [ 0, %0 ], [ %16, %13 ]
  %5 = uitofp nneg i32 %4 to double
  %6 = fmul double %5, 0x3FB9999999999999
  %7 = fadd double %6, -1.200000e+00
  %8 = fptrunc double %7 to float
  br label %18

9:                                                ; preds = %13
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32, i32 noundef %30)
  %11 = srem i64 %32, 128
  %12 = trunc nsw i64 %11 to i32
  ret i32 %12

13:                                               ; preds = %18
  %14 = load ptr, ptr @stdout, align 8, !tbaa !5
  %15 = tail call i32 @putc(i32 noundef 10, ptr noundef %14)
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp eq i32 %16, 24
  br i1 %17, label %9, label %1, !llvm.loop !9

18:                                               ; preds = %1, %18
  %19 = phi i64 [ %2, %1 ], [ %32, %18 ]
  %20 = phi i32 [ %3, %1 ], [ %30, %18 ]
  %21 = phi i32 [ 0, %1 ], [ %42, %18 ]
  %22 = uitofp nneg i32 %21 to double
  %23 = fmul double %22, 0x3FA5555555555555
  %24 = fadd double %23, -2.200000e+00
  %25 = tail call fastcc i32 @escape(double noundef %24, double noundef %7)
  %26 = fptrunc double %24 to float
  %27 = tail call fastcc i32 @escapef(float noundef %26, float noundef %8)
  %28 = icmp ne i32 %25, %27
  %29 = zext i1 %28 to i32
  %30 = add nsw i32 %20, %29
  %31 = sext i32 %25 to i64
  %32 = add nsw i64 %19, %31
  %33 = icmp eq i32 %25, 200
  %34 = srem i32 %25, 9
  %35 = select i1 %33, i32 9, i32 %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr @.str, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !11
  %39 = sext i8 %38 to i32
  %40 = load ptr, ptr @stdout, align 8, !tbaa !5
  %41 = tail call i32 @putc(i32 noundef %39, ptr noundef %40)
  %42 = add nuw nsw i32 %21, 1
  %43 = icmp eq i32 %42, 72
  br i1 %43, label %13, label %18, !llvm.loop !12
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escape(double noundef %0, double noundef %1) unnamed_addr #1 {
  br label %3

3:                                                ; preds = %21, %2
  %4 = phi double [ 0.000000e+00, %2 ], [ %26, %21 ]
  %5 = phi i32 [ 0, %2 ], [ %27, %21 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %24, %21 ]
  %7 = fmul double %4, %4
  %8 = fmul double %6, %6
  %9 = fadd double %8, %7
  %10 = fcmp ule double %9, 4.000000e+00
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = fmul double %4, 2.000000e+00
  %13 = fmul double %6, %12
  %14 = fadd double %13, %1
  %15 = fsub double %7, %8
  %16 = fadd double %15, %0
  %17 = fmul double %16, %16
  %18 = fmul double %14, %14
  %19 = fadd double %18, %17
  %20 = fcmp ule double %19, 4.000000e+00
  br i1 %20, label %21, label %29

21:                                               ; preds = %11
  %22 = fmul double %16, 2.000000e+00
  %23 = fmul double %14, %22
  %24 = fadd double %23, %1
  %25 = fsub double %17, %18
  %26 = fadd double %25, %0
  %27 = add nuw nsw i32 %5, 2
  %28 = icmp eq i32 %27, 200
  br i1 %28, label %31, label %3, !llvm.loop !13

29:                                               ; preds = %11
  %30 = or disjoint i32 %5, 1
  br label %31

31:                                               ; preds = %3, %21, %29
  %32 = phi i32 [ %30, %29 ], [ 200, %21 ], [ %5, %3 ]
  ret i32 %32
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escapef(float noundef %0, float noundef %1) unnamed_addr #1 {
  br label %3

3:                                                ; preds = %21, %2
  %4 = phi float [ 0.000000e+00, %2 ], [ %26, %21 ]
  %5 = phi i32 [ 0, %2 ], [ %27, %21 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %24, %21 ]
  %7 = fmul float %4, %4
  %8 = fmul float %6, %6
  %9 = fadd float %8, %7
  %10 = fcmp ule float %9, 4.000000e+00
  br i1 %10, label %11, label %31

11:                                               ; preds = %3
  %12 = fmul float %4, 2.000000e+00
  %13 = fmul float %6, %12
  %14 = fadd float %13, %1
  %15 = fsub float %7, %8
  %16 = fadd float %15, %0
  %17 = fmul float %16, %16
  %18 = fmul float %14, %14
  %19 = fadd float %18, %17
  %20 = fcmp ule float %19, 4.000000e+00
  br i1 %20, label %21, label %29

21:                                               ; preds = %11
  %22 = fmul float %16, 2.000000e+00
  %23 = fmul float %14, %22
  %24 = fadd float %23, %1
  %25 = fsub float %17, %18
  %26 = fadd float %25, %0
  %27 = add nuw nsw i32 %5, 2
  %28 = icmp eq i32 %27, 200
  br i1 %28, label %31, label %3, !llvm.loop !14

29:                                               ; preds = %11
  %30 = or disjoint i32 %5, 1
  br label %31

31:                                               ; preds = %3, %21, %29
  %32 = phi i32 [ %30, %29 ], [ 200, %21 ], [ %5, %3 ]
  ret i32 %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
