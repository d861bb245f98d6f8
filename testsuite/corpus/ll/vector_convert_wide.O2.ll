; ModuleID = 'programs/vector_convert_wide.c'
source_filename = "programs/vector_convert_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@signed_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@unsigned_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@fractions = internal unnamed_addr global [64 x float] zeroinitializer, align 16
@out_signed = internal unnamed_addr global [64 x float] zeroinitializer, align 16
@out_unsigned = internal unnamed_addr global [64 x float] zeroinitializer, align 16
@flags = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [21 x i8] c"%.9g %.9g %.9g %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"sums %.17g %.17g set %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %2

1:                                                ; preds = %2
  tail call fastcc void @to_float()
  tail call fastcc void @to_flags()
  br label %40

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %25, %2 ]
  %4 = phi i64 [ -7046029254386353131, %0 ], [ %10, %2 ]
  %5 = shl i64 %4, 13
  %6 = xor i64 %5, %4
  %7 = lshr i64 %6, 7
  %8 = xor i64 %7, %6
  %9 = shl i64 %8, 17
  %10 = xor i64 %9, %8
  %11 = add nuw i64 %3, 4294967256
  %12 = icmp ult i64 %3, 40
  %13 = select i1 %12, i64 %3, i64 %11
  %14 = and i64 %13, 4294967295
  %15 = lshr i64 %10, %14
  %16 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %3
  store i64 %15, ptr %16, align 8, !tbaa !5
  %17 = trunc i64 %3 to i8
  %18 = urem i8 %17, 23
  %19 = zext nneg i8 %18 to i64
  %20 = lshr i64 %10, %19
  %21 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %3
  store i64 %20, ptr %21, align 8, !tbaa !5
  %22 = urem i8 %17, 3
  %23 = uitofp nneg i8 %22 to float
  %24 = getelementptr inbounds [64 x float], ptr @fractions, i64 0, i64 %3
  store float %23, ptr %24, align 4, !tbaa !9
  %25 = add nuw nsw i64 %3, 1
  %26 = icmp eq i64 %25, 64
  br i1 %26, label %1, label %2, !llvm.loop !11

27:                                               ; preds = %40
  %28 = load float, ptr @out_signed, align 16, !tbaa !9
  %29 = fpext float %28 to double
  %30 = load float, ptr getelementptr inbounds (i8, ptr @out_signed, i64 252), align 4, !tbaa !9
  %31 = fpext float %30 to double
  %32 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 4), align 4, !tbaa !9
  %33 = fpext float %32 to double
  %34 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 248), align 8, !tbaa !9
  %35 = fpext float %34 to double
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, double noundef %31, double noundef %33, double noundef %35)
  %37 = extractelement <2 x double> %64, i64 0
  %38 = extractelement <2 x double> %64, i64 1
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, double noundef %37, i32 noundef %68)
  ret i32 0

40:                                               ; preds = %40, %1
  %41 = phi i64 [ 0, %1 ], [ %69, %40 ]
  %42 = phi i32 [ 0, %1 ], [ %68, %40 ]
  %43 = phi <2 x double> [ zeroinitializer, %1 ], [ %64, %40 ]
  %44 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %41
  %45 = load float, ptr %44, align 8, !tbaa !9
  %46 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %41
  %47 = load float, ptr %46, align 8, !tbaa !9
  %48 = insertelement <2 x float> poison, float %47, i64 0
  %49 = insertelement <2 x float> %48, float %45, i64 1
  %50 = fpext <2 x float> %49 to <2 x double>
  %51 = fadd <2 x double> %43, %50
  %52 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %41
  %53 = load i8, ptr %52, align 2, !tbaa !13
  %54 = zext i8 %53 to i32
  %55 = add nuw nsw i32 %42, %54
  %56 = or disjoint i64 %41, 1
  %57 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !9
  %59 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %56
  %60 = load float, ptr %59, align 4, !tbaa !9
  %61 = insertelement <2 x float> poison, float %60, i64 0
  %62 = insertelement <2 x float> %61, float %58, i64 1
  %63 = fpext <2 x float> %62 to <2 x double>
  %64 = fadd <2 x double> %51, %63
  %65 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %56
  %66 = load i8, ptr %65, align 1, !tbaa !13
  %67 = zext i8 %66 to i32
  %68 = add nuw nsw i32 %55, %67
  %69 = add nuw nsw i64 %41, 2
  %70 = icmp eq i64 %69, 64
  br i1 %70, label %27, label %40, !llvm.loop !14
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #1 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ]
  %3 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x i64>, ptr %3, align 16, !tbaa !5
  %6 = load <2 x i64>, ptr %4, align 16, !tbaa !5
  %7 = sitofp <2 x i64> %5 to <2 x float>
  %8 = sitofp <2 x i64> %6 to <2 x float>
  %9 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store <2 x float> %7, ptr %9, align 16, !tbaa !9
  store <2 x float> %8, ptr %10, align 8, !tbaa !9
  %11 = or disjoint i64 %2, 4
  %12 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <2 x i64>, ptr %12, align 16, !tbaa !5
  %15 = load <2 x i64>, ptr %13, align 16, !tbaa !5
  %16 = sitofp <2 x i64> %14 to <2 x float>
  %17 = sitofp <2 x i64> %15 to <2 x float>
  %18 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %11
  %19 = getelementptr inbounds i8, ptr %18, i64 8
  store <2 x float> %16, ptr %18, align 16, !tbaa !9
  store <2 x float> %17, ptr %19, align 8, !tbaa !9
  %20 = add nuw nsw i64 %2, 8
  %21 = icmp eq i64 %20, 64
  br i1 %21, label %22, label %1, !llvm.loop !15

22:                                               ; preds = %1, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %1 ]
  %24 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %23
  %25 = load <2 x i64>, ptr %24, align 16, !tbaa !5
  %26 = uitofp <2 x i64> %25 to <2 x float>
  %27 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %23
  store <2 x float> %26, ptr %27, align 16, !tbaa !9
  %28 = or disjoint i64 %23, 2
  %29 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %28
  %30 = load <2 x i64>, ptr %29, align 16, !tbaa !5
  %31 = uitofp <2 x i64> %30 to <2 x float>
  %32 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %28
  store <2 x float> %31, ptr %32, align 8, !tbaa !9
  %33 = add nuw nsw i64 %23, 4
  %34 = icmp eq i64 %33, 64
  br i1 %34, label %35, label %22, !llvm.loop !18

35:                                               ; preds = %22
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_flags() unnamed_addr #1 {
  %1 = load <4 x float>, ptr @fractions, align 16, !tbaa !9
  %2 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 16), align 16, !tbaa !9
  %3 = fptoui <4 x float> %1 to <4 x i32>
  %4 = fptoui <4 x float> %2 to <4 x i32>
  %5 = icmp ne <4 x i32> %3, zeroinitializer
  %6 = icmp ne <4 x i32> %4, zeroinitializer
  %7 = zext <4 x i1> %5 to <4 x i8>
  %8 = zext <4 x i1> %6 to <4 x i8>
  store <4 x i8> %7, ptr @flags, align 16, !tbaa !13
  store <4 x i8> %8, ptr getelementptr inbounds (i8, ptr @flags, i64 4), align 4, !tbaa !13
  %9 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 32), align 16, !tbaa !9
  %10 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 48), align 16, !tbaa !9
  %11 = fptoui <4 x float> %9 to <4 x i32>
  %12 = fptoui <4 x float> %10 to <4 x i32>
  %13 = icmp ne <4 x i32> %11, zeroinitializer
  %14 = icmp ne <4 x i32> %12, zeroinitializer
  %15 = zext <4 x i1> %13 to <4 x i8>
  %16 = zext <4 x i1> %14 to <4 x i8>
  store <4 x i8> %15, ptr getelementptr inbounds (i8, ptr @flags, i64 8), align 8, !tbaa !13
  store <4 x i8> %16, ptr getelementptr inbounds (i8, ptr @flags, i64 12), align 4, !tbaa !13
  %17 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 64), align 16, !tbaa !9
  %18 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 80), align 16, !tbaa !9
  %19 = fptoui <4 x float> %17 to <4 x i32>
  %20 = fptoui <4 x float> %18 to <4 x i32>
  %21 = icmp ne <4 x i32> %19, zeroinitializer
  %22 = icmp ne <4 x i32> %20, zeroinitializer
  %23 = zext <4 x i1> %21 to <4 x i8>
  %24 = zext <4 x i1> %22 to <4 x i8>
  store <4 x i8> %23, ptr getelementptr inbounds (i8, ptr @flags, i64 16), align 16, !tbaa !13
  store <4 x i8> %24, ptr getelementptr inbounds (i8, ptr @flags, i64 20), align 4, !tbaa !13
  %25 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 96), align 16, !tbaa !9
  %26 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 112), align 16, !tbaa !9
  %27 = fptoui <4 x float> %25 to <4 x i32>
  %28 = fptoui <4 x float> %26 to <4 x i32>
  %29 = icmp ne <4 x i32> %27, zeroinitializer
  %30 = icmp ne <4 x i32> %28, zeroinitializer
  %31 = zext <4 x i1> %29 to <4 x i8>
  %32 = zext <4 x i1> %30 to <4 x i8>
  store <4 x i8> %31, ptr getelementptr inbounds (i8, ptr @flags, i64 24), align 8, !tbaa !13
  store <4 x i8> %32, ptr getelementptr inbounds (i8, ptr @flags, i64 28), align 4, !tbaa !13
  %33 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 128), align 16, !tbaa !9
  %34 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 144), align 16, !tbaa !9
  %35 = fptoui <4 x float> %33 to <4 x i32>
  %36 = fptoui <4 x float> %34 to <4 x i32>
  %37 = icmp ne <4 x i32> %35, zeroinitializer
  %38 = icmp ne <4 x i32> %36, zeroinitializer
  %39 = zext <4 x i1> %37 to <4 x i8>
  %40 = zext <4 x i1> %38 to <4 x i8>
  store <4 x i8> %39, ptr getelementptr inbounds (i8, ptr @flags, i64 32), align 16, !tbaa !13
  store <4 x i8> %40, ptr getelementptr inbounds (i8, ptr @flags, i64 36), align 4, !tbaa !13
  %41 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 160), align 16, !tbaa !9
  %42 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 176), align 16, !tbaa !9
  %43 = fptoui <4 x float> %41 to <4 x i32>
  %44 = fptoui <4 x float> %42 to <4 x i32>
  %45 = icmp ne <4 x i32> %43, zeroinitializer
  %46 = icmp ne <4 x i32> %44, zeroinitializer
  %47 = zext <4 x i1> %45 to <4 x i8>
  %48 = zext <4 x i1> %46 to <4 x i8>
  store <4 x i8> %47, ptr getelementptr inbounds (i8, ptr @flags, i64 40), align 8, !tbaa !13
  store <4 x i8> %48, ptr getelementptr inbounds (i8, ptr @flags, i64 44), align 4, !tbaa !13
  %49 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 192), align 16, !tbaa !9
  %50 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 208), align 16, !tbaa !9
  %51 = fptoui <4 x float> %49 to <4 x i32>
  %52 = fptoui <4 x float> %50 to <4 x i32>
  %53 = icmp ne <4 x i32> %51, zeroinitializer
  %54 = icmp ne <4 x i32> %52, zeroinitializer
  %55 = zext <4 x i1> %53 to <4 x i8>
  %56 = zext <4 x i1> %54 to <4 x i8>
  store <4 x i8> %55, ptr getelementptr inbounds (i8, ptr @flags, i64 48), align 16, !tbaa !13
  store <4 x i8> %56, ptr getelementptr inbounds (i8, ptr @flags, i64 52), align 4, !tbaa !13
  %57 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 224), align 16, !tbaa !9
  %58 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 240), align 16, !tbaa !9
  %59 = fptoui <4 x float> %57 to <4 x i32>
  %60 = fptoui <4 x float> %58 to <4 x i32>
  %61 = icmp ne <4 x i32> %59, zeroinitializer
  %62 = icmp ne <4 x i32> %60, zeroinitializer
  %63 = zext <4 x i1> %61 to <4 x i8>
  %64 = zext <4 x i1> %62 to <4 x i8>
  store <4 x i8> %63, ptr getelementptr inbounds (i8, ptr @flags, i64 56), align 8, !tbaa !13
  store <4 x i8> %64, ptr getelementptr inbounds (i8, ptr @flags, i64 60), align 4, !tbaa !13
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!7, !7, i64 0}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !12, !16, !17}
