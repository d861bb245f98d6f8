; ModuleID = 'programs/mandelbrot_ascii.c'
source_filename = "programs/mandelbrot_ascii.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %14 = load ptr, ptr @stdout, align 8, !tbaa !6
  %15 = tail call i32 @putc(i32 noundef 10, ptr noundef %14)
  %16 = add nuw nsw i32 %4, 1
  %17 = icmp eq i32 %16, 24
  br i1 %17, label %9, label %1, !llvm.loop !10

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
  %38 = load i8, ptr %37, align 1, !tbaa !12
  %39 = zext i8 %38 to i32
  %40 = load ptr, ptr @stdout, align 8, !tbaa !6
  %41 = tail call i32 @putc(i32 noundef %39, ptr noundef %40)
  %42 = add nuw nsw i32 %21, 1
  %43 = icmp eq i32 %42, 72
  br i1 %43, label %13, label %18, !llvm.loop !13
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escape(double noundef %0, double noundef %1) unnamed_addr #1 {
  br label %3

3:                                                ; preds = %2, %11
  %4 = phi double [ 0.000000e+00, %2 ], [ %16, %11 ]
  %5 = phi i32 [ 0, %2 ], [ %17, %11 ]
  %6 = phi double [ 0.000000e+00, %2 ], [ %14, %11 ]
  %7 = fmul double %4, %4
  %8 = fmul double %6, %6
  %9 = fadd double %8, %7
  %10 = fcmp ule double %9, 4.000000e+00
  br i1 %10, label %11, label %19

11:                                               ; preds = %3
  %12 = fmul double %4, 2.000000e+00
  %13 = fmul double %6, %12
  %14 = fadd double %13, %1
  %15 = fsub double %7, %8
  %16 = fadd double %15, %0
  %17 = add nuw nsw i32 %5, 1
  %18 = icmp eq i32 %17, 200
  br i1 %18, label %19, label %3, !llvm.loop !14

19:                                               ; preds = %3, %11
  %20 = phi i32 [ %5, %3 ], [ 200, %11 ]
  ret i32 %20
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @escapef(float noundef %0, float noundef %1) unnamed_addr #1 {
  br label %3

3:                                                ; preds = %2, %11
  %4 = phi float [ 0.000000e+00, %2 ], [ %16, %11 ]
  %5 = phi i32 [ 0, %2 ], [ %17, %11 ]
  %6 = phi float [ 0.000000e+00, %2 ], [ %14, %11 ]
  %7 = fmul float %4, %4
  %8 = fmul float %6, %6
  %9 = fadd float %8, %7
  %10 = fcmp ule float %9, 4.000000e+00
  br i1 %10, label %11, label %19

11:                                               ; preds = %3
  %12 = fmul float %4, 2.000000e+00
  %13 = fmul float %6, %12
  %14 = fadd float %13, %1
  %15 = fsub float %7, %8
  %16 = fadd float %15, %0
  %17 = add nuw nsw i32 %5, 1
  %18 = icmp eq i32 %17, 200
  br i1 %18, label %19, label %3, !llvm.loop !15

19:                                               ; preds = %3, %11
  %20 = phi i32 [ %5, %3 ], [ 200, %11 ]
  ret i32 %20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
