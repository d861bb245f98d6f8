; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"rev %d %d %d %d | il %d %d %d %d | bc %d | concat[5]=%d | hi %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"byte_rev %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i2f %a %a %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"f2i %d %d %d %d f2d %a %a %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [74 x i8] c"widen16 %d %d %d %d widen8u %d %d %d %d narrow %d %d %d %d w64 %lld %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x i32>, align 16
  %2 = alloca <8 x i32>, align 16
  %3 = alloca <4 x double>, align 16
  %4 = alloca <4 x i64>, align 16
  %5 = tail call fastcc <4 x i32> @rev()
  %6 = tail call fastcc <4 x i32> @interleave_lo()
  %7 = tail call fastcc <4 x i32> @bcast()
  call fastcc void @concat(ptr dead_on_unwind nonnull writable sret(<8 x i32>) align 16 %1)
  %8 = load <8 x i32>, ptr %1, align 16, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #6
  store <8 x i32> %8, ptr %2, align 16, !tbaa !6
  %9 = call fastcc <4 x i32> @hi_half(ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #6
  %10 = extractelement <4 x i32> %5, i64 0
  %11 = extractelement <4 x i32> %5, i64 1
  %12 = extractelement <4 x i32> %5, i64 2
  %13 = extractelement <4 x i32> %5, i64 3
  %14 = extractelement <4 x i32> %6, i64 0
  %15 = extractelement <4 x i32> %6, i64 1
  %16 = extractelement <4 x i32> %6, i64 2
  %17 = extractelement <4 x i32> %6, i64 3
  %18 = extractelement <4 x i32> %7, i64 3
  %19 = extractelement <8 x i32> %8, i64 5
  %20 = extractelement <4 x i32> %9, i64 0
  %21 = extractelement <4 x i32> %9, i64 1
  %22 = extractelement <4 x i32> %9, i64 2
  %23 = extractelement <4 x i32> %9, i64 3
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %25 = tail call fastcc <16 x i8> @byte_rev()
  %26 = extractelement <16 x i8> %25, i64 0
  %27 = zext i8 %26 to i32
  %28 = extractelement <16 x i8> %25, i64 7
  %29 = zext i8 %28 to i32
  %30 = extractelement <16 x i8> %25, i64 15
  %31 = zext i8 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27, i32 noundef %29, i32 noundef %31)
  call fastcc void @f2d(ptr dead_on_unwind nonnull writable sret(<4 x double>) align 16 %3)
  %33 = load <4 x double>, ptr %3, align 16, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4170000000000000, double noundef -3.000000e+00, double noundef 0x41E0000000000000, double noundef 0.000000e+00)
  %35 = extractelement <4 x double> %33, i64 0
  %36 = extractelement <4 x double> %33, i64 1
  %37 = extractelement <4 x double> %33, i64 2
  %38 = extractelement <4 x double> %33, i64 3
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef -1, i32 noundef 1000000000, i32 noundef -2147483648, double noundef %35, double noundef %36, double noundef %37, double noundef %38)
  call fastcc void @widen64(ptr dead_on_unwind nonnull writable sret(<4 x i64>) align 16 %4)
  %40 = load <4 x i64>, ptr %4, align 16, !tbaa !6
  %41 = extractelement <4 x i64> %40, i64 0
  %42 = extractelement <4 x i64> %40, i64 3
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -32768, i32 noundef -1, i32 noundef 1, i32 noundef 32767, i32 noundef 0, i32 noundef 128, i32 noundef 255, i32 noundef 7, i32 noundef 4464, i32 noundef -4464, i32 noundef -1, i32 noundef -1, i64 noundef %41, i64 noundef %42)
  %44 = add i32 %19, 127
  %45 = and i32 %44, 127
  ret i32 %45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @rev() unnamed_addr #2 {
  ret <4 x i32> <i32 -4, i32 3, i32 -2, i32 1>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @interleave_lo() unnamed_addr #2 {
  ret <4 x i32> <i32 1, i32 100, i32 -2, i32 200>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <4 x i32> @bcast() unnamed_addr #2 {
  ret <4 x i32> <i32 300, i32 300, i32 300, i32 300>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @concat(ptr dead_on_unwind noalias nocapture writable writeonly sret(<8 x i32>) align 16 %0) unnamed_addr #3 {
  store <8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 100, i32 200, i32 300, i32 400>, ptr %0, align 16, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i32> @hi_half(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = load <8 x i32>, ptr %0, align 16, !tbaa !6
  %3 = shufflevector <8 x i32> %2, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  ret <4 x i32> %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <16 x i8> @byte_rev() unnamed_addr #2 {
  ret <16 x i8> <i8 15, i8 14, i8 13, i8 12, i8 11, i8 10, i8 9, i8 8, i8 7, i8 6, i8 5, i8 4, i8 3, i8 2, i8 1, i8 0>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @f2d(ptr dead_on_unwind noalias nocapture writable writeonly sret(<4 x double>) align 16 %0) unnamed_addr #3 {
  store <4 x double> <double 0x3FB99999A0000000, double -2.500000e+00, double 0x47D2CED320000000, double 0x36A0000000000000>, ptr %0, align 16, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @widen64(ptr dead_on_unwind noalias nocapture writable writeonly sret(<4 x i64>) align 16 %0) unnamed_addr #3 {
  store <4 x i64> <i64 -2147483648, i64 -1, i64 0, i64 2147483647>, ptr %0, align 16, !tbaa !6
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
