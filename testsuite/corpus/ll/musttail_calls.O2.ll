; ModuleID = 'programs/musttail_calls.c'
source_filename = "programs/musttail_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ping %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"step %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fsum %a %a\0A\00", align 1
@next_step = internal global ptr @step_b, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 1, %0 ], [ %27, %1 ]
  %3 = phi i64 [ 10000000, %0 ], [ %26, %1 ]
  %4 = xor i64 %3, %2
  %5 = add nsw i64 %3, -2
  %6 = add nsw i64 %4, 3
  %7 = xor i64 %5, %6
  %8 = add nsw i64 %3, -4
  %9 = add nsw i64 %7, 3
  %10 = xor i64 %8, %9
  %11 = add nsw i64 %3, -6
  %12 = add nsw i64 %10, 3
  %13 = xor i64 %11, %12
  %14 = add nsw i64 %3, -8
  %15 = add nsw i64 %13, 3
  %16 = xor i64 %14, %15
  %17 = add nsw i64 %3, -10
  %18 = add nsw i64 %16, 3
  %19 = xor i64 %17, %18
  %20 = add nsw i64 %3, -12
  %21 = add nsw i64 %19, 3
  %22 = xor i64 %20, %21
  %23 = add nsw i64 %3, -14
  %24 = add nsw i64 %22, 3
  %25 = xor i64 %23, %24
  %26 = add nsw i64 %3, -16
  %27 = add nsw i64 %25, 3
  %28 = icmp eq i64 %26, 0
  br i1 %28, label %29, label %1

29:                                               ; preds = %1
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %27)
  %31 = load volatile ptr, ptr @next_step, align 8, !tbaa !5
  %32 = tail call i64 %31(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 8) #3
  %33 = load volatile ptr, ptr @next_step, align 8, !tbaa !5
  %34 = tail call i64 %33(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 1000000) #3
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %32, i64 noundef %34)
  br label %36

36:                                               ; preds = %36, %29
  %37 = phi i32 [ 100000, %29 ], [ %55, %36 ]
  %38 = phi x86_fp80 [ 0xK4002A000000000000000, %29 ], [ %54, %36 ]
  %39 = phi float [ 1.000000e+00, %29 ], [ %53, %36 ]
  %40 = phi double [ 5.000000e-01, %29 ], [ %52, %36 ]
  %41 = tail call double @llvm.fmuladd.f64(double %40, double 5.000000e-01, double 1.000000e+00)
  %42 = fadd float %39, 2.500000e-01
  %43 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %38, x86_fp80 0xK40008000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %44 = fpext float %42 to double
  %45 = fadd double %41, %44
  %46 = fmul float %42, 5.000000e-01
  %47 = fdiv x86_fp80 %43, 0xK4000C000000000000000
  %48 = tail call double @llvm.fmuladd.f64(double %45, double 5.000000e-01, double 1.000000e+00)
  %49 = fadd float %46, 2.500000e-01
  %50 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %47, x86_fp80 0xK40008000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %51 = fpext float %49 to double
  %52 = fadd double %48, %51
  %53 = fmul float %49, 5.000000e-01
  %54 = fdiv x86_fp80 %50, 0xK4000C000000000000000
  %55 = add nsw i32 %37, -4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %36

57:                                               ; preds = %36
  %58 = fpext float %53 to double
  %59 = fadd double %52, %58
  %60 = fptrunc x86_fp80 %54 to double
  %61 = fadd double %59, %60
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 2.468750e+00, double noundef %61)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal i64 @step_b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 {
  %10 = icmp eq i64 %8, 0
  br i1 %10, label %13, label %21

11:                                               ; preds = %30, %13
  %12 = phi i64 [ %20, %13 ], [ %44, %30 ]
  ret i64 %12

13:                                               ; preds = %9
  %14 = add i64 %0, %2
  %15 = add i64 %1, %3
  %16 = add i64 %14, %4
  %17 = add i64 %15, %5
  %18 = add i64 %16, %6
  %19 = add i64 %17, %7
  %20 = sub i64 %18, %19
  br label %11

21:                                               ; preds = %9
  %22 = mul nsw i64 %0, 3
  %23 = srem i64 %22, 1009
  %24 = icmp eq i64 %8, 1
  br i1 %24, label %30, label %25

25:                                               ; preds = %21
  %26 = load volatile ptr, ptr @next_step, align 8, !tbaa !5
  %27 = add nsw i64 %7, 1
  %28 = add nsw i64 %8, -2
  %29 = musttail call i64 %26(i64 noundef %23, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %27, i64 noundef %28) #3
  ret i64 %29

30:                                               ; preds = %21
  %31 = shl nsw i64 %2, 1
  %32 = add nsw i64 %31, %1
  %33 = mul nsw i64 %3, 3
  %34 = mul nsw i64 %4, 5
  %35 = mul nsw i64 %5, 7
  %36 = mul nsw i64 %6, 11
  %37 = mul nsw i64 %7, 13
  %38 = mul nsw i64 %23, 17
  %39 = add i64 %32, %38
  %40 = add i64 %39, %33
  %41 = add i64 %40, %34
  %42 = add i64 %41, %35
  %43 = add i64 %42, %36
  %44 = add i64 %43, %37
  br label %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
