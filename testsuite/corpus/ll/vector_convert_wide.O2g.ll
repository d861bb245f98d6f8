; ModuleID = 'programs/vector_convert_wide.c'
source_filename = "programs/vector_convert_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@signed_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 16, !dbg !0
@unsigned_in = internal unnamed_addr global [64 x i64] zeroinitializer, align 16, !dbg !25
@fractions = internal unnamed_addr global [64 x float] zeroinitializer, align 16, !dbg !39
@out_signed = internal unnamed_addr global [64 x float] zeroinitializer, align 16, !dbg !34
@out_unsigned = internal unnamed_addr global [64 x float] zeroinitializer, align 16, !dbg !37
@flags = internal unnamed_addr global [64 x i8] zeroinitializer, align 16, !dbg !41
@.str = private unnamed_addr constant [21 x i8] c"%.9g %.9g %.9g %.9g\0A\00", align 1, !dbg !14
@.str.1 = private unnamed_addr constant [25 x i8] c"sums %.17g %.17g set %d\0A\00", align 1, !dbg !20

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !54 {
    #dbg_value(i64 -7046029254386353131, !59, !DIExpression(), !68)
    #dbg_value(i32 0, !60, !DIExpression(), !69)
  br label %2, !dbg !70

1:                                                ; preds = %2
  tail call fastcc void @to_float(), !dbg !71
  tail call fastcc void @to_flags(), !dbg !72
    #dbg_value(double 0.000000e+00, !62, !DIExpression(), !68)
    #dbg_value(double 0.000000e+00, !64, !DIExpression(), !68)
    #dbg_value(i32 0, !65, !DIExpression(), !68)
    #dbg_value(i32 0, !66, !DIExpression(), !73)
  br label %40, !dbg !74

2:                                                ; preds = %0, %2
  %3 = phi i64 [ 0, %0 ], [ %25, %2 ]
  %4 = phi i64 [ -7046029254386353131, %0 ], [ %10, %2 ]
    #dbg_value(i64 %3, !60, !DIExpression(), !69)
    #dbg_value(i64 %4, !59, !DIExpression(), !68)
  %5 = shl i64 %4, 13, !dbg !75
  %6 = xor i64 %5, %4, !dbg !78
    #dbg_value(i64 %6, !59, !DIExpression(), !68)
  %7 = lshr i64 %6, 7, !dbg !79
  %8 = xor i64 %7, %6, !dbg !80
    #dbg_value(i64 %8, !59, !DIExpression(), !68)
  %9 = shl i64 %8, 17, !dbg !81
  %10 = xor i64 %9, %8, !dbg !82
    #dbg_value(i64 %10, !59, !DIExpression(), !68)
  %11 = add nuw i64 %3, 4294967256, !dbg !83
  %12 = icmp ult i64 %3, 40, !dbg !83
  %13 = select i1 %12, i64 %3, i64 %11, !dbg !83
  %14 = and i64 %13, 4294967295, !dbg !84
  %15 = lshr i64 %10, %14, !dbg !84
  %16 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %3, !dbg !85
  store i64 %15, ptr %16, align 8, !dbg !86, !tbaa !87
  %17 = trunc i64 %3 to i8, !dbg !91
  %18 = urem i8 %17, 23, !dbg !91
  %19 = zext nneg i8 %18 to i64, !dbg !92
  %20 = lshr i64 %10, %19, !dbg !92
  %21 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %3, !dbg !93
  store i64 %20, ptr %21, align 8, !dbg !94, !tbaa !87
  %22 = urem i8 %17, 3, !dbg !95
  %23 = uitofp nneg i8 %22 to float, !dbg !96
  %24 = getelementptr inbounds [64 x float], ptr @fractions, i64 0, i64 %3, !dbg !97
  store float %23, ptr %24, align 4, !dbg !98, !tbaa !99
  %25 = add nuw nsw i64 %3, 1, !dbg !101
    #dbg_value(i64 %25, !60, !DIExpression(), !69)
  %26 = icmp eq i64 %25, 64, !dbg !102
  br i1 %26, label %1, label %2, !dbg !70, !llvm.loop !103

27:                                               ; preds = %40
  %28 = load float, ptr @out_signed, align 16, !dbg !106, !tbaa !99
  %29 = fpext float %28 to double, !dbg !106
  %30 = load float, ptr getelementptr inbounds (i8, ptr @out_signed, i64 252), align 4, !dbg !107, !tbaa !99
  %31 = fpext float %30 to double, !dbg !107
  %32 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 4), align 4, !dbg !108, !tbaa !99
  %33 = fpext float %32 to double, !dbg !108
  %34 = load float, ptr getelementptr inbounds (i8, ptr @out_unsigned, i64 248), align 8, !dbg !109, !tbaa !99
  %35 = fpext float %34 to double, !dbg !109
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %29, double noundef %31, double noundef %33, double noundef %35), !dbg !110
  %37 = extractelement <2 x double> %64, i64 0, !dbg !111
  %38 = extractelement <2 x double> %64, i64 1, !dbg !111
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %38, double noundef %37, i32 noundef %68), !dbg !111
  ret i32 0, !dbg !112

40:                                               ; preds = %40, %1
  %41 = phi i64 [ 0, %1 ], [ %69, %40 ]
  %42 = phi i32 [ 0, %1 ], [ %68, %40 ]
  %43 = phi <2 x double> [ zeroinitializer, %1 ], [ %64, %40 ]
    #dbg_value(i64 %41, !66, !DIExpression(), !73)
    #dbg_value(i32 %42, !65, !DIExpression(), !68)
    #dbg_value(double poison, !64, !DIExpression(), !68)
    #dbg_value(double poison, !62, !DIExpression(), !68)
  %44 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %41, !dbg !113
  %45 = load float, ptr %44, align 8, !dbg !113, !tbaa !99
  %46 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %41, !dbg !116
  %47 = load float, ptr %46, align 8, !dbg !116, !tbaa !99
  %48 = insertelement <2 x float> poison, float %47, i64 0, !dbg !116
  %49 = insertelement <2 x float> %48, float %45, i64 1, !dbg !116
  %50 = fpext <2 x float> %49 to <2 x double>, !dbg !116
  %51 = fadd <2 x double> %43, %50, !dbg !117
  %52 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %41, !dbg !118
  %53 = load i8, ptr %52, align 2, !dbg !118, !tbaa !119
  %54 = zext i8 %53 to i32, !dbg !118
  %55 = add nuw nsw i32 %42, %54, !dbg !120
    #dbg_value(i32 %55, !65, !DIExpression(), !68)
  %56 = or disjoint i64 %41, 1, !dbg !121
    #dbg_value(i64 %56, !66, !DIExpression(), !73)
  %57 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %56, !dbg !113
  %58 = load float, ptr %57, align 4, !dbg !113, !tbaa !99
  %59 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %56, !dbg !116
  %60 = load float, ptr %59, align 4, !dbg !116, !tbaa !99
  %61 = insertelement <2 x float> poison, float %60, i64 0, !dbg !116
  %62 = insertelement <2 x float> %61, float %58, i64 1, !dbg !116
  %63 = fpext <2 x float> %62 to <2 x double>, !dbg !116
  %64 = fadd <2 x double> %51, %63, !dbg !117
  %65 = getelementptr inbounds [64 x i8], ptr @flags, i64 0, i64 %56, !dbg !118
  %66 = load i8, ptr %65, align 1, !dbg !118, !tbaa !119
  %67 = zext i8 %66 to i32, !dbg !118
  %68 = add nuw nsw i32 %55, %67, !dbg !120
    #dbg_value(i32 %68, !65, !DIExpression(), !68)
  %69 = add nuw nsw i64 %41, 2, !dbg !121
    #dbg_value(i64 %69, !66, !DIExpression(), !73)
  %70 = icmp eq i64 %69, 64, !dbg !122
  br i1 %70, label %27, label %40, !dbg !74, !llvm.loop !123
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_float() unnamed_addr #1 !dbg !125 {
    #dbg_value(i32 0, !129, !DIExpression(), !133)
  br label %1, !dbg !134

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ], !dbg !135
  %3 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %2, !dbg !137
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !137
  %5 = load <2 x i64>, ptr %3, align 16, !dbg !137, !tbaa !87
  %6 = load <2 x i64>, ptr %4, align 16, !dbg !137, !tbaa !87
  %7 = sitofp <2 x i64> %5 to <2 x float>, !dbg !138
  %8 = sitofp <2 x i64> %6 to <2 x float>, !dbg !138
  %9 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %2, !dbg !139
  %10 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !140
  store <2 x float> %7, ptr %9, align 16, !dbg !140, !tbaa !99
  store <2 x float> %8, ptr %10, align 8, !dbg !140, !tbaa !99
  %11 = or disjoint i64 %2, 4, !dbg !135
  %12 = getelementptr inbounds [64 x i64], ptr @signed_in, i64 0, i64 %11, !dbg !137
  %13 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !137
  %14 = load <2 x i64>, ptr %12, align 16, !dbg !137, !tbaa !87
  %15 = load <2 x i64>, ptr %13, align 16, !dbg !137, !tbaa !87
  %16 = sitofp <2 x i64> %14 to <2 x float>, !dbg !138
  %17 = sitofp <2 x i64> %15 to <2 x float>, !dbg !138
  %18 = getelementptr inbounds [64 x float], ptr @out_signed, i64 0, i64 %11, !dbg !139
  %19 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !140
  store <2 x float> %16, ptr %18, align 16, !dbg !140, !tbaa !99
  store <2 x float> %17, ptr %19, align 8, !dbg !140, !tbaa !99
  %20 = add nuw nsw i64 %2, 8, !dbg !135
  %21 = icmp eq i64 %20, 64, !dbg !135
  br i1 %21, label %22, label %1, !dbg !135, !llvm.loop !141

22:                                               ; preds = %1, %22
  %23 = phi i64 [ %33, %22 ], [ 0, %1 ], !dbg !145
  %24 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %23, !dbg !147
  %25 = load <2 x i64>, ptr %24, align 16, !dbg !147, !tbaa !87
  %26 = uitofp <2 x i64> %25 to <2 x float>, !dbg !148
  %27 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %23, !dbg !149
  store <2 x float> %26, ptr %27, align 16, !dbg !150, !tbaa !99
  %28 = or disjoint i64 %23, 2, !dbg !145
  %29 = getelementptr inbounds [64 x i64], ptr @unsigned_in, i64 0, i64 %28, !dbg !147
  %30 = load <2 x i64>, ptr %29, align 16, !dbg !147, !tbaa !87
  %31 = uitofp <2 x i64> %30 to <2 x float>, !dbg !148
  %32 = getelementptr inbounds [64 x float], ptr @out_unsigned, i64 0, i64 %28, !dbg !149
  store <2 x float> %31, ptr %32, align 8, !dbg !150, !tbaa !99
  %33 = add nuw nsw i64 %23, 4, !dbg !145
  %34 = icmp eq i64 %33, 64, !dbg !145
  br i1 %34, label %35, label %22, !dbg !145, !llvm.loop !151

35:                                               ; preds = %22
  ret void, !dbg !154
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @to_flags() unnamed_addr #1 !dbg !155 {
    #dbg_value(i32 0, !157, !DIExpression(), !159)
  %1 = load <4 x float>, ptr @fractions, align 16, !dbg !160, !tbaa !99
  %2 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 16), align 16, !dbg !160, !tbaa !99
  %3 = fptoui <4 x float> %1 to <4 x i32>, !dbg !162
  %4 = fptoui <4 x float> %2 to <4 x i32>, !dbg !162
  %5 = icmp ne <4 x i32> %3, zeroinitializer, !dbg !163
  %6 = icmp ne <4 x i32> %4, zeroinitializer, !dbg !163
  %7 = zext <4 x i1> %5 to <4 x i8>, !dbg !163
  %8 = zext <4 x i1> %6 to <4 x i8>, !dbg !163
  store <4 x i8> %7, ptr @flags, align 16, !dbg !164, !tbaa !119
  store <4 x i8> %8, ptr getelementptr inbounds (i8, ptr @flags, i64 4), align 4, !dbg !164, !tbaa !119
  %9 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 32), align 16, !dbg !160, !tbaa !99
  %10 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 48), align 16, !dbg !160, !tbaa !99
  %11 = fptoui <4 x float> %9 to <4 x i32>, !dbg !162
  %12 = fptoui <4 x float> %10 to <4 x i32>, !dbg !162
  %13 = icmp ne <4 x i32> %11, zeroinitializer, !dbg !163
  %14 = icmp ne <4 x i32> %12, zeroinitializer, !dbg !163
  %15 = zext <4 x i1> %13 to <4 x i8>, !dbg !163
  %16 = zext <4 x i1> %14 to <4 x i8>, !dbg !163
  store <4 x i8> %15, ptr getelementptr inbounds (i8, ptr @flags, i64 8), align 8, !dbg !164, !tbaa !119
  store <4 x i8> %16, ptr getelementptr inbounds (i8, ptr @flags, i64 12), align 4, !dbg !164, !tbaa !119
  %17 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 64), align 16, !dbg !160, !tbaa !99
  %18 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 80), align 16, !dbg !160, !tbaa !99
  %19 = fptoui <4 x float> %17 to <4 x i32>, !dbg !162
  %20 = fptoui <4 x float> %18 to <4 x i32>, !dbg !162
  %21 = icmp ne <4 x i32> %19, zeroinitializer, !dbg !163
  %22 = icmp ne <4 x i32> %20, zeroinitializer, !dbg !163
  %23 = zext <4 x i1> %21 to <4 x i8>, !dbg !163
  %24 = zext <4 x i1> %22 to <4 x i8>, !dbg !163
  store <4 x i8> %23, ptr getelementptr inbounds (i8, ptr @flags, i64 16), align 16, !dbg !164, !tbaa !119
  store <4 x i8> %24, ptr getelementptr inbounds (i8, ptr @flags, i64 20), align 4, !dbg !164, !tbaa !119
  %25 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 96), align 16, !dbg !160, !tbaa !99
  %26 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 112), align 16, !dbg !160, !tbaa !99
  %27 = fptoui <4 x float> %25 to <4 x i32>, !dbg !162
  %28 = fptoui <4 x float> %26 to <4 x i32>, !dbg !162
  %29 = icmp ne <4 x i32> %27, zeroinitializer, !dbg !163
  %30 = icmp ne <4 x i32> %28, zeroinitializer, !dbg !163
  %31 = zext <4 x i1> %29 to <4 x i8>, !dbg !163
  %32 = zext <4 x i1> %30 to <4 x i8>, !dbg !163
  store <4 x i8> %31, ptr getelementptr inbounds (i8, ptr @flags, i64 24), align 8, !dbg !164, !tbaa !119
  store <4 x i8> %32, ptr getelementptr inbounds (i8, ptr @flags, i64 28), align 4, !dbg !164, !tbaa !119
  %33 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 128), align 16, !dbg !160, !tbaa !99
  %34 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 144), align 16, !dbg !160, !tbaa !99
  %35 = fptoui <4 x float> %33 to <4 x i32>, !dbg !162
  %36 = fptoui <4 x float> %34 to <4 x i32>, !dbg !162
  %37 = icmp ne <4 x i32> %35, zeroinitializer, !dbg !163
  %38 = icmp ne <4 x i32> %36, zeroinitializer, !dbg !163
  %39 = zext <4 x i1> %37 to <4 x i8>, !dbg !163
  %40 = zext <4 x i1> %38 to <4 x i8>, !dbg !163
  store <4 x i8> %39, ptr getelementptr inbounds (i8, ptr @flags, i64 32), align 16, !dbg !164, !tbaa !119
  store <4 x i8> %40, ptr getelementptr inbounds (i8, ptr @flags, i64 36), align 4, !dbg !164, !tbaa !119
  %41 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 160), align 16, !dbg !160, !tbaa !99
  %42 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 176), align 16, !dbg !160, !tbaa !99
  %43 = fptoui <4 x float> %41 to <4 x i32>, !dbg !162
  %44 = fptoui <4 x float> %42 to <4 x i32>, !dbg !162
  %45 = icmp ne <4 x i32> %43, zeroinitializer, !dbg !163
  %46 = icmp ne <4 x i32> %44, zeroinitializer, !dbg !163
  %47 = zext <4 x i1> %45 to <4 x i8>, !dbg !163
  %48 = zext <4 x i1> %46 to <4 x i8>, !dbg !163
  store <4 x i8> %47, ptr getelementptr inbounds (i8, ptr @flags, i64 40), align 8, !dbg !164, !tbaa !119
  store <4 x i8> %48, ptr getelementptr inbounds (i8, ptr @flags, i64 44), align 4, !dbg !164, !tbaa !119
  %49 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 192), align 16, !dbg !160, !tbaa !99
  %50 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 208), align 16, !dbg !160, !tbaa !99
  %51 = fptoui <4 x float> %49 to <4 x i32>, !dbg !162
  %52 = fptoui <4 x float> %50 to <4 x i32>, !dbg !162
  %53 = icmp ne <4 x i32> %51, zeroinitializer, !dbg !163
  %54 = icmp ne <4 x i32> %52, zeroinitializer, !dbg !163
  %55 = zext <4 x i1> %53 to <4 x i8>, !dbg !163
  %56 = zext <4 x i1> %54 to <4 x i8>, !dbg !163
  store <4 x i8> %55, ptr getelementptr inbounds (i8, ptr @flags, i64 48), align 16, !dbg !164, !tbaa !119
  store <4 x i8> %56, ptr getelementptr inbounds (i8, ptr @flags, i64 52), align 4, !dbg !164, !tbaa !119
  %57 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 224), align 16, !dbg !160, !tbaa !99
  %58 = load <4 x float>, ptr getelementptr inbounds (i8, ptr @fractions, i64 240), align 16, !dbg !160, !tbaa !99
  %59 = fptoui <4 x float> %57 to <4 x i32>, !dbg !162
  %60 = fptoui <4 x float> %58 to <4 x i32>, !dbg !162
  %61 = icmp ne <4 x i32> %59, zeroinitializer, !dbg !163
  %62 = icmp ne <4 x i32> %60, zeroinitializer, !dbg !163
  %63 = zext <4 x i1> %61 to <4 x i8>, !dbg !163
  %64 = zext <4 x i1> %62 to <4 x i8>, !dbg !163
  store <4 x i8> %63, ptr getelementptr inbounds (i8, ptr @flags, i64 56), align 8, !dbg !164, !tbaa !119
  store <4 x i8> %64, ptr getelementptr inbounds (i8, ptr @flags, i64 60), align 4, !dbg !164, !tbaa !119
  ret void, !dbg !165
}

; Function Attrs: nofree nounwind
declare !dbg !166 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "signed_in", scope: !2, file: !3, line: 9, type: !45, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !13, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/vector_convert_wide.c", directory: ".", checksumkind: CSK_MD5, checksum: "d0084f31b024f6a9fd971cf6120ae44a")
!4 = !{!5, !10, !11, !12}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!11 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !20, !0, !25, !34, !37, !39, !41}
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 168, elements: !18)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19}
!19 = !DISubrange(count: 21)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 200, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 25)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "unsigned_in", scope: !2, file: !3, line: 10, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 4096, elements: !32)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !29, line: 27, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !31)
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !{!33}
!33 = !DISubrange(count: 64)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "out_signed", scope: !2, file: !3, line: 11, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2048, elements: !32)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "out_unsigned", scope: !2, file: !3, line: 11, type: !36, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "fractions", scope: !2, file: !3, line: 11, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "flags", scope: !2, file: !3, line: 12, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 512, elements: !32)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !32)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !55, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !{!59, !60, !62, !64, !65, !66}
!59 = !DILocalVariable(name: "x", scope: !54, file: !3, line: 27, type: !28)
!60 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 28, type: !57)
!61 = distinct !DILexicalBlock(scope: !54, file: !3, line: 28, column: 3)
!62 = !DILocalVariable(name: "sum_s", scope: !54, file: !3, line: 38, type: !63)
!63 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!64 = !DILocalVariable(name: "sum_u", scope: !54, file: !3, line: 38, type: !63)
!65 = !DILocalVariable(name: "set", scope: !54, file: !3, line: 39, type: !57)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 40, type: !57)
!67 = distinct !DILexicalBlock(scope: !54, file: !3, line: 40, column: 3)
!68 = !DILocation(line: 0, scope: !54)
!69 = !DILocation(line: 0, scope: !61)
!70 = !DILocation(line: 28, column: 3, scope: !61)
!71 = !DILocation(line: 36, column: 3, scope: !54)
!72 = !DILocation(line: 37, column: 3, scope: !54)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 40, column: 3, scope: !67)
!75 = !DILocation(line: 29, column: 12, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 31)
!77 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 3)
!78 = !DILocation(line: 29, column: 7, scope: !76)
!79 = !DILocation(line: 30, column: 12, scope: !76)
!80 = !DILocation(line: 30, column: 7, scope: !76)
!81 = !DILocation(line: 31, column: 12, scope: !76)
!82 = !DILocation(line: 31, column: 7, scope: !76)
!83 = !DILocation(line: 32, column: 38, scope: !76)
!84 = !DILocation(line: 32, column: 32, scope: !76)
!85 = !DILocation(line: 32, column: 5, scope: !76)
!86 = !DILocation(line: 32, column: 18, scope: !76)
!87 = !{!88, !88, i64 0}
!88 = !{!"long", !89, i64 0}
!89 = !{!"omnipotent char", !90, i64 0}
!90 = !{!"Simple C/C++ TBAA"}
!91 = !DILocation(line: 33, column: 30, scope: !76)
!92 = !DILocation(line: 33, column: 24, scope: !76)
!93 = !DILocation(line: 33, column: 5, scope: !76)
!94 = !DILocation(line: 33, column: 20, scope: !76)
!95 = !DILocation(line: 34, column: 30, scope: !76)
!96 = !DILocation(line: 34, column: 20, scope: !76)
!97 = !DILocation(line: 34, column: 5, scope: !76)
!98 = !DILocation(line: 34, column: 18, scope: !76)
!99 = !{!100, !100, i64 0}
!100 = !{!"float", !89, i64 0}
!101 = !DILocation(line: 28, column: 27, scope: !77)
!102 = !DILocation(line: 28, column: 21, scope: !77)
!103 = distinct !{!103, !70, !104, !105}
!104 = !DILocation(line: 35, column: 3, scope: !61)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 45, column: 35, scope: !54)
!107 = !DILocation(line: 45, column: 50, scope: !54)
!108 = !DILocation(line: 45, column: 69, scope: !54)
!109 = !DILocation(line: 46, column: 10, scope: !54)
!110 = !DILocation(line: 45, column: 3, scope: !54)
!111 = !DILocation(line: 47, column: 3, scope: !54)
!112 = !DILocation(line: 48, column: 3, scope: !54)
!113 = !DILocation(line: 41, column: 14, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 40, column: 31)
!115 = distinct !DILexicalBlock(scope: !67, file: !3, line: 40, column: 3)
!116 = !DILocation(line: 42, column: 14, scope: !114)
!117 = !DILocation(line: 42, column: 11, scope: !114)
!118 = !DILocation(line: 43, column: 12, scope: !114)
!119 = !{!89, !89, i64 0}
!120 = !DILocation(line: 43, column: 9, scope: !114)
!121 = !DILocation(line: 40, column: 27, scope: !115)
!122 = !DILocation(line: 40, column: 21, scope: !115)
!123 = distinct !{!123, !74, !124, !105}
!124 = !DILocation(line: 44, column: 3, scope: !67)
!125 = distinct !DISubprogram(name: "to_float", scope: !3, file: !3, line: 14, type: !126, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{null}
!128 = !{!129, !131}
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 15, type: !57)
!130 = distinct !DILexicalBlock(scope: !125, file: !3, line: 15, column: 3)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 17, type: !57)
!132 = distinct !DILexicalBlock(scope: !125, file: !3, line: 17, column: 3)
!133 = !DILocation(line: 0, scope: !130)
!134 = !DILocation(line: 15, column: 3, scope: !130)
!135 = !DILocation(line: 15, column: 27, scope: !136)
!136 = distinct !DILexicalBlock(scope: !130, file: !3, line: 15, column: 3)
!137 = !DILocation(line: 16, column: 28, scope: !136)
!138 = !DILocation(line: 16, column: 21, scope: !136)
!139 = !DILocation(line: 16, column: 5, scope: !136)
!140 = !DILocation(line: 16, column: 19, scope: !136)
!141 = distinct !{!141, !134, !142, !105, !143, !144}
!142 = !DILocation(line: 16, column: 39, scope: !130)
!143 = !{!"llvm.loop.isvectorized", i32 1}
!144 = !{!"llvm.loop.unroll.runtime.disable"}
!145 = !DILocation(line: 17, column: 27, scope: !146)
!146 = distinct !DILexicalBlock(scope: !132, file: !3, line: 17, column: 3)
!147 = !DILocation(line: 18, column: 30, scope: !146)
!148 = !DILocation(line: 18, column: 23, scope: !146)
!149 = !DILocation(line: 18, column: 5, scope: !146)
!150 = !DILocation(line: 18, column: 21, scope: !146)
!151 = distinct !{!151, !152, !153, !105, !143, !144}
!152 = !DILocation(line: 17, column: 3, scope: !132)
!153 = !DILocation(line: 18, column: 43, scope: !132)
!154 = !DILocation(line: 19, column: 1, scope: !125)
!155 = distinct !DISubprogram(name: "to_flags", scope: !3, file: !3, line: 21, type: !126, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !156)
!156 = !{!157}
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 22, type: !57)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 22, column: 3)
!159 = !DILocation(line: 0, scope: !158)
!160 = !DILocation(line: 23, column: 33, scope: !161)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 22, column: 3)
!162 = !DILocation(line: 23, column: 23, scope: !161)
!163 = !DILocation(line: 23, column: 16, scope: !161)
!164 = !DILocation(line: 23, column: 14, scope: !161)
!165 = !DILocation(line: 24, column: 1, scope: !155)
!166 = !DISubprogram(name: "printf", scope: !167, file: !167, line: 356, type: !168, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!168 = !DISubroutineType(types: !169)
!169 = !{!57, !170, null}
!170 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
