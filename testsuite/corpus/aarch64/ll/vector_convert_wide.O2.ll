; ModuleID = 'programs/vector_convert_wide.c'
source_filename = "programs/vector_convert_wide.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@signed_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 32
@unsigned_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 32
@fractions = internal unnamed_addr global [64 x float] zeroinitializer, align 64
@out_signed = internal unnamed_addr global [64 x float] zeroinitializer, align 16
@out_unsigned = internal unnamed_addr global [64 x float] zeroinitializer, align 16
@flags = internal unnamed_addr global [64 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [21 x i8] c"%.9g %.9g %.9g %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"sums %.17g %.17g set %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %33

1:                                                ; preds = %33
  tail call fastcc void @to_float()
  tail call fastcc void @to_flags()
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %19, %2 ]
  %4 = phi <16 x i32> [ zeroinitializer, %1 ], [ %16, %2 ]
  %5 = phi double [ 0.000000e+00, %1 ], [ %17, %2 ]
  %6 = phi double [ 0.000000e+00, %1 ], [ %18, %2 ]
  %7 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %3
  %8 = load <16 x float>, ptr %7, align 4, !tbaa !6
  %9 = fpext <16 x float> %8 to <16 x double>
  %10 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %3
  %11 = load <16 x float>, ptr %10, align 4, !tbaa !6
  %12 = fpext <16 x float> %11 to <16 x double>
  %13 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %3
  %14 = load <16 x i8>, ptr %13, align 1, !tbaa !10
  %15 = zext <16 x i8> %14 to <16 x i32>
  %16 = add <16 x i32> %4, %15
  %17 = tail call double @llvm.vector.reduce.fadd.v16f64(double %5, <16 x double> %12)
  %18 = tail call double @llvm.vector.reduce.fadd.v16f64(double %6, <16 x double> %9)
  %19 = add nuw i64 %3, 16
  %20 = icmp eq i64 %19, 64
  br i1 %20, label %21, label %2, !llvm.loop !11

21:                                               ; preds = %2
  %22 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16)
  %23 = load float, ptr @out_signed, align 4, !tbaa !6
  %24 = fpext float %23 to double
  %25 = load float, ptr getelementptr inbounds (i8, ptr @out_signed, i64 252), align 4, !tbaa !6
  %26 = fpext float %25 to double
  %27 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 4), align 4, !tbaa !6
  %28 = fpext float %27 to double
  %29 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 248), align 4, !tbaa !6
  %30 = fpext float %29 to double
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %24, double noundef %26, double noundef %28, double noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %18, double noundef %17, i32 noundef %22)
  ret i32 0

33:                                               ; preds = %0, %33
  %34 = phi i64 [ 0, %0 ], [ %56, %33 ]
  %35 = phi i64 [ -7046029254386353131, %0 ], [ %41, %33 ]
  %36 = shl i64 %35, 13
  %37 = xor i64 %36, %35
  %38 = lshr i64 %37, 7
  %39 = xor i64 %38, %37
  %40 = shl i64 %39, 17
  %41 = xor i64 %40, %39
  %42 = add nuw i64 %34, 4294967256
  %43 = icmp ult i64 %34, 40
  %44 = select i1 %43, i64 %34, i64 %42
  %45 = and i64 %44, 4294967295
  %46 = lshr i64 %41, %45
  %47 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %34
  store i64 %46, ptr %47, align 8, !tbaa !15
  %48 = trunc i64 %34 to i8
  %49 = urem i8 %48, 23
  %50 = zext nneg i8 %49 to i64
  %51 = lshr i64 %41, %50
  %52 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %34
  store i64 %51, ptr %52, align 8, !tbaa !15
  %53 = urem i8 %48, 3
  %54 = uitofp nneg i8 %53 to float
  %55 = getelementptr inbounds [64 x float], ptr @fractions, i64 0, i64 %34
  store float %54, ptr %55, align 4, !tbaa !6
  %56 = add nuw nsw i64 %34, 1
  %57 = icmp eq i64 %56, 64
  br i1 %57, label %1, label %33, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #1 {
  %1 = load <4 x i64>, ptr @signed_in, align 32, !tbaa !15
  %2 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 32), align 32, !tbaa !15
  %3 = sitofp <4 x i64> %1 to <4 x float>
  %4 = sitofp <4 x i64> %2 to <4 x float>
  store <4 x float> %3, ptr @out_signed, align 16, !tbaa !6
  store <4 x float> %4, ptr getelementptr inbounds (i8, ptr @out_signed, i64 16), align 16, !tbaa !6
  %5 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 64), align 32, !tbaa !15
  %6 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 96), align 32, !tbaa !15
  %7 = sitofp <4 x i64> %5 to <4 x float>
  %8 = sitofp <4 x i64> %6 to <4 x float>
  store <4 x float> %7, ptr getelementptr inbounds (i8, ptr @out_signed, i64 32), align 16, !tbaa !6
  store <4 x float> %8, ptr getelementptr inbounds (i8, ptr @out_signed, i64 48), align 16, !tbaa !6
  %9 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 128), align 32, !tbaa !15
  %10 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 160), align 32, !tbaa !15
  %11 = sitofp <4 x i64> %9 to <4 x float>
  %12 = sitofp <4 x i64> %10 to <4 x float>
  store <4 x float> %11, ptr getelementptr inbounds (i8, ptr @out_signed, i64 64), align 16, !tbaa !6
  store <4 x float> %12, ptr getelementptr inbounds (i8, ptr @out_signed, i64 80), align 16, !tbaa !6
  %13 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 192), align 32, !tbaa !15
  %14 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 224), align 32, !tbaa !15
  %15 = sitofp <4 x i64> %13 to <4 x float>
  %16 = sitofp <4 x i64> %14 to <4 x float>
  store <4 x float> %15, ptr getelementptr inbounds (i8, ptr @out_signed, i64 96), align 16, !tbaa !6
  store <4 x float> %16, ptr getelementptr inbounds (i8, ptr @out_signed, i64 112), align 16, !tbaa !6
  %17 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 256), align 32, !tbaa !15
  %18 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 288), align 32, !tbaa !15
  %19 = sitofp <4 x i64> %17 to <4 x float>
  %20 = sitofp <4 x i64> %18 to <4 x float>
  store <4 x float> %19, ptr getelementptr inbounds (i8, ptr @out_signed, i64 128), align 16, !tbaa !6
  store <4 x float> %20, ptr getelementptr inbounds (i8, ptr @out_signed, i64 144), align 16, !tbaa !6
  %21 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 320), align 32, !tbaa !15
  %22 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 352), align 32, !tbaa !15
  %23 = sitofp <4 x i64> %21 to <4 x float>
  %24 = sitofp <4 x i64> %22 to <4 x float>
  store <4 x float> %23, ptr getelementptr inbounds (i8, ptr @out_signed, i64 160), align 16, !tbaa !6
  store <4 x float> %24, ptr getelementptr inbounds (i8, ptr @out_signed, i64 176), align 16, !tbaa !6
  %25 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 384), align 32, !tbaa !15
  %26 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 416), align 32, !tbaa !15
  %27 = sitofp <4 x i64> %25 to <4 x float>
  %28 = sitofp <4 x i64> %26 to <4 x float>
  store <4 x float> %27, ptr getelementptr inbounds (i8, ptr @out_signed, i64 192), align 16, !tbaa !6
  store <4 x float> %28, ptr getelementptr inbounds (i8, ptr @out_signed, i64 208), align 16, !tbaa !6
  %29 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 448), align 32, !tbaa !15
  %30 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @signed_in, i64 480), align 32, !tbaa !15
  %31 = sitofp <4 x i64> %29 to <4 x float>
  %32 = sitofp <4 x i64> %30 to <4 x float>
  store <4 x float> %31, ptr getelementptr inbounds (i8, ptr @out_signed, i64 224), align 16, !tbaa !6
  store <4 x float> %32, ptr getelementptr inbounds (i8, ptr @out_signed, i64 240), align 16, !tbaa !6
  %33 = load <4 x i64>, ptr @unsigned_in, align 32, !tbaa !15
  %34 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 32), align 32, !tbaa !15
  %35 = uitofp <4 x i64> %33 to <4 x float>
  %36 = uitofp <4 x i64> %34 to <4 x float>
  store <4 x float> %35, ptr @out_unsigned, align 16, !tbaa !6
  store <4 x float> %36, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 16), align 16, !tbaa !6
  %37 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 64), align 32, !tbaa !15
  %38 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 96), align 32, !tbaa !15
  %39 = uitofp <4 x i64> %37 to <4 x float>
  %40 = uitofp <4 x i64> %38 to <4 x float>
  store <4 x float> %39, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 32), align 16, !tbaa !6
  store <4 x float> %40, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 48), align 16, !tbaa !6
  %41 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 128), align 32, !tbaa !15
  %42 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 160), align 32, !tbaa !15
  %43 = uitofp <4 x i64> %41 to <4 x float>
  %44 = uitofp <4 x i64> %42 to <4 x float>
  store <4 x float> %43, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 64), align 16, !tbaa !6
  store <4 x float> %44, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 80), align 16, !tbaa !6
  %45 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 192), align 32, !tbaa !15
  %46 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 224), align 32, !tbaa !15
  %47 = uitofp <4 x i64> %45 to <4 x float>
  %48 = uitofp <4 x i64> %46 to <4 x float>
  store <4 x float> %47, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 96), align 16, !tbaa !6
  store <4 x float> %48, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 112), align 16, !tbaa !6
  %49 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 256), align 32, !tbaa !15
  %50 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 288), align 32, !tbaa !15
  %51 = uitofp <4 x i64> %49 to <4 x float>
  %52 = uitofp <4 x i64> %50 to <4 x float>
  store <4 x float> %51, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 128), align 16, !tbaa !6
  store <4 x float> %52, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 144), align 16, !tbaa !6
  %53 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 320), align 32, !tbaa !15
  %54 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 352), align 32, !tbaa !15
  %55 = uitofp <4 x i64> %53 to <4 x float>
  %56 = uitofp <4 x i64> %54 to <4 x float>
  store <4 x float> %55, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 160), align 16, !tbaa !6
  store <4 x float> %56, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 176), align 16, !tbaa !6
  %57 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 384), align 32, !tbaa !15
  %58 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 416), align 32, !tbaa !15
  %59 = uitofp <4 x i64> %57 to <4 x float>
  %60 = uitofp <4 x i64> %58 to <4 x float>
  store <4 x float> %59, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 192), align 16, !tbaa !6
  store <4 x float> %60, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 208), align 16, !tbaa !6
  %61 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 448), align 32, !tbaa !15
  %62 = load <4 x i64>, ptr getelementptr inbounds (i8, ptr @unsigned_in, i64 480), align 32, !tbaa !15
  %63 = uitofp <4 x i64> %61 to <4 x float>
  %64 = uitofp <4 x i64> %62 to <4 x float>
  store <4 x float> %63, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 224), align 16, !tbaa !6
  store <4 x float> %64, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 240), align 16, !tbaa !6
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_flags() unnamed_addr #1 {
  %1 = load <16 x float>, ptr @fractions, align 64, !tbaa !6
  %2 = load <16 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 64), align 64, !tbaa !6
  %3 = fptoui <16 x float> %1 to <16 x i32>
  %4 = fptoui <16 x float> %2 to <16 x i32>
  %5 = icmp ne <16 x i32> %3, zeroinitializer
  %6 = icmp ne <16 x i32> %4, zeroinitializer
  %7 = zext <16 x i1> %5 to <16 x i8>
  %8 = zext <16 x i1> %6 to <16 x i8>
  store <16 x i8> %7, ptr @flags, align 16, !tbaa !10
  store <16 x i8> %8, ptr getelementptr inbounds (i8, ptr @flags, i64 16), align 16, !tbaa !10
  %9 = load <16 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 128), align 64, !tbaa !6
  %10 = load <16 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 192), align 64, !tbaa !6
  %11 = fptoui <16 x float> %9 to <16 x i32>
  %12 = fptoui <16 x float> %10 to <16 x i32>
  %13 = icmp ne <16 x i32> %11, zeroinitializer
  %14 = icmp ne <16 x i32> %12, zeroinitializer
  %15 = zext <16 x i1> %13 to <16 x i8>
  %16 = zext <16 x i1> %14 to <16 x i8>
  store <16 x i8> %15, ptr getelementptr inbounds (i8, ptr @flags, i64 32), align 16, !tbaa !10
  store <16 x i8> %16, ptr getelementptr inbounds (i8, ptr @flags, i64 48), align 16, !tbaa !10
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v16f64(double, <16 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !8, i64 0}
!17 = distinct !{!17, !12}
