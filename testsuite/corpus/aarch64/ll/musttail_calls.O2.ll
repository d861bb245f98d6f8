; ModuleID = 'programs/musttail_calls.c'
source_filename = "programs/musttail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ping %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"step %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fsum %a %a\0A\00", align 1
@next_step = internal global ptr @step_b, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ %6, %1 ], [ 1, %0 ]
  %3 = phi i64 [ %5, %1 ], [ 10000000, %0 ]
  %4 = xor i64 %3, %2
  %5 = add nsw i64 %3, -2
  %6 = add nsw i64 %4, 3
  %7 = icmp eq i64 %5, 0
  br i1 %7, label %8, label %1

8:                                                ; preds = %1
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6)
  %10 = load volatile ptr, ptr @next_step, align 8, !tbaa !6
  %11 = tail call i64 %10(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 8) #3
  %12 = load volatile ptr, ptr @next_step, align 8, !tbaa !6
  %13 = tail call i64 %12(i64 noundef 8, i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 8, i64 noundef 1000000) #3
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %11, i64 noundef %13)
  br label %15

15:                                               ; preds = %15, %8
  %16 = phi i32 [ %27, %15 ], [ 100000, %8 ]
  %17 = phi fp128 [ %26, %15 ], [ 0xL00000000000000004002400000000000, %8 ]
  %18 = phi float [ %25, %15 ], [ 1.000000e+00, %8 ]
  %19 = phi double [ %24, %15 ], [ 5.000000e-01, %8 ]
  %20 = tail call double @llvm.fmuladd.f64(double %19, double 5.000000e-01, double 1.000000e+00)
  %21 = fadd float %18, 2.500000e-01
  %22 = tail call fp128 @llvm.fmuladd.f128(fp128 %17, fp128 0xL00000000000000004000000000000000, fp128 0xL0000000000000000BFFF000000000000)
  %23 = fpext float %21 to double
  %24 = fadd double %20, %23
  %25 = fmul float %21, 5.000000e-01
  %26 = fdiv fp128 %22, 0xL00000000000000004000800000000000
  %27 = add nsw i32 %16, -2
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %15

29:                                               ; preds = %15
  %30 = fpext float %25 to double
  %31 = fadd double %24, %30
  %32 = fptrunc fp128 %26 to double
  %33 = fadd double %31, %32
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 2.468750e+00, double noundef %33)
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
  %26 = load volatile ptr, ptr @next_step, align 8, !tbaa !6
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
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

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
