; ModuleID = 'programs/register_pressure.c'
source_filename = "programs/register_pressure.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"int=%016llx fp=%.10g loop=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1000 x i32], align 4
  br label %2

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %7, %2 ]
  %4 = phi i64 [ 0, %0 ], [ %6, %2 ]
  %5 = tail call fastcc i64 @int_pressure(i64 noundef %3)
  %6 = xor i64 %5, %4
  %7 = add nuw nsw i64 %3, 1
  %8 = icmp eq i64 %7, 100
  br i1 %8, label %20, label %2, !llvm.loop !6

9:                                                ; preds = %20
  call void @llvm.lifetime.start.p0(i64 4000, ptr nonnull %1) #6
  br label %10

10:                                               ; preds = %10, %9
  %11 = phi i64 [ 0, %9 ], [ %17, %10 ]
  %12 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %18, %10 ]
  %13 = mul <4 x i32> %12, <i32 7919, i32 7919, i32 7919, i32 7919>
  %14 = urem <4 x i32> %13, <i32 1000, i32 1000, i32 1000, i32 1000>
  %15 = add nsw <4 x i32> %14, <i32 -500, i32 -500, i32 -500, i32 -500>
  %16 = getelementptr inbounds [1000 x i32], ptr %1, i64 0, i64 %11
  store <4 x i32> %15, ptr %16, align 4, !tbaa !8
  %17 = add nuw i64 %11, 4
  %18 = add <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>
  %19 = icmp eq i64 %17, 1000
  br i1 %19, label %29, label %10, !llvm.loop !12

20:                                               ; preds = %2, %20
  %21 = phi i32 [ %27, %20 ], [ 0, %2 ]
  %22 = phi double [ %26, %20 ], [ 0.000000e+00, %2 ]
  %23 = uitofp nneg i32 %21 to double
  %24 = fmul double %23, 1.000000e-02
  %25 = tail call fastcc double @fp_pressure(double noundef %24)
  %26 = fadd double %22, %25
  %27 = add nuw nsw i32 %21, 1
  %28 = icmp eq i32 %27, 100
  br i1 %28, label %9, label %20, !llvm.loop !15

29:                                               ; preds = %10
  %30 = call fastcc i64 @loop_pressure(ptr noundef nonnull %1)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6, double noundef %26, i64 noundef %30)
  %32 = trunc i64 %6 to i32
  %33 = and i32 %32, 127
  call void @llvm.lifetime.end.p0(i64 4000, ptr nonnull %1) #6
  ret i32 %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @int_pressure(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call fastcc i64 @opaque(i64 noundef %0)
  %3 = tail call fastcc i64 @opaque(i64 noundef %2)
  %4 = tail call fastcc i64 @opaque(i64 noundef %3)
  %5 = tail call fastcc i64 @opaque(i64 noundef %4)
  %6 = tail call fastcc i64 @opaque(i64 noundef %5)
  %7 = tail call fastcc i64 @opaque(i64 noundef %6)
  %8 = tail call fastcc i64 @opaque(i64 noundef %7)
  %9 = tail call fastcc i64 @opaque(i64 noundef %8)
  %10 = tail call fastcc i64 @opaque(i64 noundef %9)
  %11 = tail call fastcc i64 @opaque(i64 noundef %10)
  %12 = tail call fastcc i64 @opaque(i64 noundef %11)
  %13 = tail call fastcc i64 @opaque(i64 noundef %12)
  %14 = tail call fastcc i64 @opaque(i64 noundef %13)
  %15 = tail call fastcc i64 @opaque(i64 noundef %14)
  %16 = tail call fastcc i64 @opaque(i64 noundef %15)
  %17 = tail call fastcc i64 @opaque(i64 noundef %16)
  %18 = xor i64 %17, %2
  %19 = tail call fastcc i64 @opaque(i64 noundef %18)
  %20 = xor i64 %16, %3
  %21 = tail call fastcc i64 @opaque(i64 noundef %20)
  %22 = xor i64 %15, %4
  %23 = tail call fastcc i64 @opaque(i64 noundef %22)
  %24 = xor i64 %14, %5
  %25 = tail call fastcc i64 @opaque(i64 noundef %24)
  %26 = mul i64 %3, 3
  %27 = add i64 %26, %2
  %28 = mul i64 %4, 5
  %29 = add i64 %27, %28
  %30 = mul i64 %5, 7
  %31 = add i64 %29, %30
  %32 = mul i64 %6, 11
  %33 = add i64 %31, %32
  %34 = mul i64 %7, 13
  %35 = add i64 %33, %34
  %36 = mul i64 %8, 17
  %37 = add i64 %35, %36
  %38 = mul i64 %9, 19
  %39 = add i64 %37, %38
  %40 = mul i64 %10, 23
  %41 = add i64 %39, %40
  %42 = mul i64 %11, 29
  %43 = add i64 %41, %42
  %44 = mul i64 %12, 31
  %45 = add i64 %43, %44
  %46 = mul i64 %13, 37
  %47 = add i64 %45, %46
  %48 = mul i64 %14, 41
  %49 = add i64 %47, %48
  %50 = mul i64 %15, 43
  %51 = add i64 %49, %50
  %52 = mul i64 %16, 47
  %53 = add i64 %51, %52
  %54 = mul i64 %17, 53
  %55 = add i64 %53, %54
  %56 = xor i64 %21, %19
  %57 = xor i64 %56, %23
  %58 = xor i64 %57, %25
  %59 = add i64 %55, %58
  ret i64 %59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @fp_pressure(double noundef %0) unnamed_addr #2 {
  %2 = tail call fastcc double @fopaque(double noundef %0)
  %3 = tail call fastcc double @fopaque(double noundef %2)
  %4 = tail call fastcc double @fopaque(double noundef %3)
  %5 = tail call fastcc double @fopaque(double noundef %4)
  %6 = tail call fastcc double @fopaque(double noundef %5)
  %7 = tail call fastcc double @fopaque(double noundef %6)
  %8 = tail call fastcc double @fopaque(double noundef %7)
  %9 = tail call fastcc double @fopaque(double noundef %8)
  %10 = tail call fastcc double @fopaque(double noundef %9)
  %11 = tail call fastcc double @fopaque(double noundef %10)
  %12 = tail call fastcc double @fopaque(double noundef %11)
  %13 = tail call fastcc double @fopaque(double noundef %12)
  %14 = tail call fastcc double @fopaque(double noundef %13)
  %15 = tail call fastcc double @fopaque(double noundef %14)
  %16 = tail call fastcc double @fopaque(double noundef %15)
  %17 = tail call fastcc double @fopaque(double noundef %16)
  %18 = tail call fastcc double @fopaque(double noundef %17)
  %19 = tail call fastcc double @fopaque(double noundef %18)
  %20 = fsub double %2, %3
  %21 = fadd double %20, %4
  %22 = fsub double %21, %5
  %23 = fadd double %22, %6
  %24 = fsub double %23, %7
  %25 = fadd double %24, %8
  %26 = fsub double %25, %9
  %27 = fadd double %26, %10
  %28 = fsub double %27, %11
  %29 = fadd double %28, %12
  %30 = fsub double %29, %13
  %31 = fadd double %30, %14
  %32 = fsub double %31, %15
  %33 = fadd double %32, %16
  %34 = fsub double %33, %17
  %35 = fadd double %34, %18
  %36 = fsub double %35, %19
  %37 = tail call double @llvm.fmuladd.f64(double %2, double %19, double %36)
  %38 = tail call double @llvm.fmuladd.f64(double %3, double %18, double %37)
  %39 = tail call double @llvm.fmuladd.f64(double %4, double %17, double %38)
  ret double %39
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @loop_pressure(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %16

2:                                                ; preds = %16
  %3 = add i64 %38, %35
  %4 = add i64 %3, %39
  %5 = add i64 %4, %42
  %6 = add i64 %5, %43
  %7 = add i64 %6, %46
  %8 = add i64 %7, %49
  %9 = add i64 %8, %51
  %10 = add i64 %9, %53
  %11 = add i64 %10, %56
  %12 = add i64 %11, %57
  %13 = add i64 %12, %59
  %14 = add i64 %13, 499500
  %15 = add i64 %14, %34
  ret i64 %15

16:                                               ; preds = %1, %16
  %17 = phi i64 [ 0, %1 ], [ %60, %16 ]
  %18 = phi i64 [ 0, %1 ], [ %34, %16 ]
  %19 = phi i64 [ 0, %1 ], [ %59, %16 ]
  %20 = phi i64 [ 0, %1 ], [ %57, %16 ]
  %21 = phi i64 [ 0, %1 ], [ %56, %16 ]
  %22 = phi i64 [ 0, %1 ], [ %53, %16 ]
  %23 = phi i64 [ 0, %1 ], [ %51, %16 ]
  %24 = phi i64 [ 0, %1 ], [ %49, %16 ]
  %25 = phi i64 [ 0, %1 ], [ %46, %16 ]
  %26 = phi i64 [ 0, %1 ], [ %43, %16 ]
  %27 = phi i64 [ 0, %1 ], [ %42, %16 ]
  %28 = phi i64 [ 0, %1 ], [ %39, %16 ]
  %29 = phi i64 [ 0, %1 ], [ %38, %16 ]
  %30 = phi i64 [ 0, %1 ], [ %35, %16 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %17
  %32 = load i32, ptr %31, align 4, !tbaa !8
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %18, %33
  %35 = xor i64 %30, %33
  %36 = mul nsw i32 %32, 3
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %29, %37
  %39 = sub nsw i64 %28, %33
  %40 = and i32 %32, 7
  %41 = zext nneg i32 %40 to i64
  %42 = add nuw nsw i64 %27, %41
  %43 = or i64 %26, %33
  %44 = ashr i32 %32, 2
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %25, %45
  %47 = srem i32 %32, 5
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %24, %48
  %50 = and i64 %34, 1
  %51 = add nuw nsw i64 %50, %23
  %52 = ashr i64 %35, 3
  %53 = add nsw i64 %52, %22
  %54 = mul nsw i32 %32, %32
  %55 = zext nneg i32 %54 to i64
  %56 = add nuw nsw i64 %21, %55
  %57 = xor i64 %56, %20
  %58 = sub i64 %19, %39
  %59 = add i64 %58, %38
  %60 = add nuw nsw i64 %17, 1
  %61 = icmp eq i64 %60, 1000
  br i1 %61, label %2, label %16, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @opaque(i64 noundef %0) unnamed_addr #2 {
  %2 = mul i64 %0, -7046029254386353131
  %3 = add i64 %2, 1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @fopaque(double noundef %0) unnamed_addr #2 {
  %2 = tail call double @llvm.fmuladd.f64(double %0, double 0x3FF000001AD7F29B, double 5.000000e-01)
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
