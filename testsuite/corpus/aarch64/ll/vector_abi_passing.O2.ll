; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.withvec = type { i32, <4 x i32> }

@.str = private unnamed_addr constant [50 x i8] c"a=%d,%d b=%d,%d,%d c=%g,%g d=%d,%d,%d,%d e=%g,%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"f=%d,%d,%d g=%lld,%lld,%lld,%lld h=%g,%g s=%d,%d,%d,%d,%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"many=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <4 x i64>, align 16
  %2 = alloca <4 x i64>, align 16
  %3 = alloca <4 x i64>, align 16
  %4 = alloca <16 x float>, align 16
  %5 = alloca <16 x float>, align 16
  %6 = alloca %struct.withvec, align 16
  %7 = alloca %struct.withvec, align 16
  %8 = tail call fastcc <2 x float> @f2sf()
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %2, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #6
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %3, align 16, !tbaa !6
  call fastcc void @f4di(ptr dead_on_unwind nonnull writable sret(<4 x i64>) align 16 %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %9 = load <4 x i64>, ptr %1, align 16, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #6
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %5, align 16, !tbaa !6
  call fastcc void @f16sf(ptr dead_on_unwind nonnull writable sret(<16 x float>) align 16 %4, ptr noundef nonnull %5)
  %10 = load <16 x float>, ptr %4, align 16, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #6
  store i32 7, ptr %7, align 16, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %7, i64 16
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %11, align 16, !tbaa !6
  call fastcc void @fsv(ptr dead_on_unwind nonnull writable sret(%struct.withvec) align 16 %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #6
  %12 = extractelement <2 x float> %8, i64 0
  %13 = fpext float %12 to double
  %14 = extractelement <2 x float> %8, i64 1
  %15 = fpext float %14 to double
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 16, i32 noundef -23, i32 noundef 9, i32 noundef 63, i32 noundef 120, double noundef %13, double noundef %15, i32 noundef 244, i32 noundef 230, i32 noundef 46, i32 noundef 44, double noundef 5.000000e-01, double noundef -2.500000e-01)
  %17 = extractelement <4 x i64> %9, i64 0
  %18 = extractelement <4 x i64> %9, i64 1
  %19 = extractelement <4 x i64> %9, i64 2
  %20 = extractelement <4 x i64> %9, i64 3
  %21 = extractelement <16 x float> %10, i64 0
  %22 = fpext float %21 to double
  %23 = extractelement <16 x float> %10, i64 15
  %24 = fpext float %23 to double
  %25 = load i32, ptr %6, align 16, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %6, i64 16
  %27 = load <4 x i32>, ptr %26, align 16, !tbaa !6
  %28 = extractelement <4 x i32> %27, i64 0
  %29 = extractelement <4 x i32> %27, i64 1
  %30 = extractelement <4 x i32> %27, i64 2
  %31 = extractelement <4 x i32> %27, i64 3
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef 0, i32 noundef 254, i64 noundef %17, i64 noundef %18, i64 noundef %19, i64 noundef %20, double noundef %22, double noundef %24, i32 noundef %25, i32 noundef %28, i32 noundef %29, i32 noundef %30, i32 noundef %31)
  %33 = tail call fastcc i64 @many()
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %33)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #6
  ret i32 116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @f2sf() unnamed_addr #2 {
  ret <2 x float> <float 6.000000e+00, float -1.000000e+00>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @f4di(ptr dead_on_unwind noalias nocapture writable writeonly sret(<4 x i64>) align 16 %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #3 {
  %4 = load <4 x i64>, ptr %1, align 16, !tbaa !6
  %5 = load <4 x i64>, ptr %2, align 16, !tbaa !6
  %6 = mul <4 x i64> %5, %4
  %7 = ashr <4 x i64> %4, <i64 2, i64 2, i64 2, i64 2>
  %8 = sub <4 x i64> %6, %7
  store <4 x i64> %8, ptr %0, align 16, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @f16sf(ptr dead_on_unwind noalias nocapture writable writeonly sret(<16 x float>) align 16 %0, ptr nocapture noundef readonly %1) unnamed_addr #3 {
  %3 = load <16 x float>, ptr %1, align 16, !tbaa !6
  %4 = fmul <16 x float> %3, %3
  store <16 x float> %4, ptr %0, align 16, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @fsv(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.withvec) align 16 %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = load i32, ptr %1, align 16, !tbaa !11
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %1, align 16, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load <4 x i32>, ptr %5, align 16, !tbaa !6
  %7 = shl <4 x i32> %6, <i32 1, i32 1, i32 1, i32 1>
  store <4 x i32> %7, ptr %5, align 16, !tbaa !6
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %0, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i64 -8589934493, 8589934688) i64 @many() unnamed_addr #2 {
  ret i64 43924
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !10, i64 0}
!12 = !{!"withvec", !10, i64 0, !7, i64 16}
!13 = !{i64 0, i64 4, !9, i64 16, i64 16, !6}
