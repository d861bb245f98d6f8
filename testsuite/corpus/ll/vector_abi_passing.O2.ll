; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withvec = type { i32, <4 x i32> }

@.str = private unnamed_addr constant [50 x i8] c"a=%d,%d b=%d,%d,%d c=%g,%g d=%d,%d,%d,%d e=%g,%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"f=%d,%d,%d g=%lld,%lld,%lld,%lld h=%g,%g s=%d,%d,%d,%d,%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"many=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <4 x i64>, align 32
  %2 = alloca <4 x i64>, align 32
  %3 = alloca <16 x float>, align 64
  %4 = alloca %struct.withvec, align 16
  %5 = alloca %struct.withvec, align 16
  %6 = tail call fastcc double @f2sf()
  %7 = bitcast double %6 to <2 x float>
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %1, align 32, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #9
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %2, align 32, !tbaa !5
  %8 = tail call fastcc <4 x i64> @f4di(ptr noundef nonnull byval(<4 x i64>) align 32 %1, ptr noundef nonnull byval(<4 x i64>) align 32 %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #9
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %3, align 64, !tbaa !5
  %9 = tail call fastcc <16 x float> @f16sf(ptr noundef nonnull byval(<16 x float>) align 64 %3)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #9
  store i32 7, ptr %5, align 16, !tbaa !8
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %10, align 16, !tbaa !5
  call fastcc void @fsv(ptr dead_on_unwind nonnull writable sret(%struct.withvec) align 16 %4, ptr noundef nonnull byval(%struct.withvec) align 16 %5)
  %11 = extractelement <2 x float> %7, i64 0
  %12 = fpext float %11 to double
  %13 = extractelement <2 x float> %7, i64 1
  %14 = fpext float %13 to double
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef -23, i32 noundef 9, i32 noundef 63, i32 noundef 120, double noundef %12, double noundef %14, i32 noundef 244, i32 noundef 230, i32 noundef 46, i32 noundef 44, double noundef 5.000000e-01, double noundef -2.500000e-01)
  %16 = extractelement <4 x i64> %8, i64 0
  %17 = extractelement <4 x i64> %8, i64 1
  %18 = extractelement <4 x i64> %8, i64 2
  %19 = extractelement <4 x i64> %8, i64 3
  %20 = extractelement <16 x float> %9, i64 0
  %21 = fpext float %20 to double
  %22 = extractelement <16 x float> %9, i64 15
  %23 = fpext float %22 to double
  %24 = load i32, ptr %4, align 16, !tbaa !8
  %25 = getelementptr inbounds i8, ptr %4, i64 16
  %26 = load i32, ptr %25, align 16
  %27 = getelementptr inbounds i8, ptr %4, i64 20
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds i8, ptr %4, i64 24
  %30 = load i32, ptr %29, align 8
  %31 = getelementptr inbounds i8, ptr %4, i64 28
  %32 = load i32, ptr %31, align 4
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 0, i32 noundef 254, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19, double noundef %21, double noundef %23, i32 noundef %24, i32 noundef %26, i32 noundef %28, i32 noundef %30, i32 noundef %32)
  %34 = tail call fastcc i64 @many()
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %34)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #9
  ret i32 116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2sf() unnamed_addr #2 {
  ret double 0xBF80000040C00000
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i64> @f4di(ptr nocapture noundef readonly byval(<4 x i64>) align 32 %0, ptr nocapture noundef readonly byval(<4 x i64>) align 32 %1) unnamed_addr #3 {
  %3 = load <4 x i64>, ptr %0, align 32, !tbaa !5
  %4 = load <4 x i64>, ptr %1, align 32, !tbaa !5
  %5 = mul <4 x i64> %4, %3
  %6 = ashr <4 x i64> %3, <i64 2, i64 2, i64 2, i64 2>
  %7 = sub <4 x i64> %5, %6
  ret <4 x i64> %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <16 x float> @f16sf(ptr nocapture noundef readonly byval(<16 x float>) align 64 %0) unnamed_addr #4 {
  %2 = load <16 x float>, ptr %0, align 64, !tbaa !5
  %3 = fmul <16 x float> %2, %2
  ret <16 x float> %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fsv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withvec) align 16 %0, ptr nocapture noundef byval(%struct.withvec) align 16 %1) unnamed_addr #5 {
  %3 = load i32, ptr %1, align 16, !tbaa !8
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %1, align 16, !tbaa !8
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i32>, ptr %5, align 16, !tbaa !5
  %7 = shl <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %7, ptr %5, align 16, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !11
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -8589934493, 8589934688) i64 @many() unnamed_addr #7 {
  ret i64 43924
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"withvec", !10, i64 0, !6, i64 16}
!10 = !{!"int", !6, i64 0}
!11 = !{i64 0, i64 4, !12, i64 16, i64 16, !5}
!12 = !{!10, !10, i64 0}
