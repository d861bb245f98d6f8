; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [74 x i8] c"rev %d %d %d %d | il %d %d %d %d | bc %d | concat[5]=%d | hi %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"byte_rev %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i2f %a %a %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"f2i %d %d %d %d f2d %a %a %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [74 x i8] c"widen16 %d %d %d %d widen8u %d %d %d %d narrow %d %d %d %d w64 %lld %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca <8 x i32>, align 32
  %2 = tail call fastcc <4 x i32> @rev()
  %3 = tail call fastcc <4 x i32> @interleave_lo()
  %4 = tail call fastcc <4 x i32> @bcast()
  %5 = tail call fastcc <8 x i32> @concat()
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #6
  store <8 x i32> %5, ptr %1, align 32, !tbaa !5
  %6 = tail call fastcc <4 x i32> @hi_half(ptr noundef nonnull byval(<8 x i32>) align 32 %1)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #6
  %7 = extractelement <4 x i32> %2, i64 0
  %8 = extractelement <4 x i32> %2, i64 1
  %9 = extractelement <4 x i32> %2, i64 2
  %10 = extractelement <4 x i32> %2, i64 3
  %11 = extractelement <4 x i32> %3, i64 0
  %12 = extractelement <4 x i32> %3, i64 1
  %13 = extractelement <4 x i32> %3, i64 2
  %14 = extractelement <4 x i32> %3, i64 3
  %15 = extractelement <4 x i32> %4, i64 3
  %16 = extractelement <8 x i32> %5, i64 5
  %17 = extractelement <4 x i32> %6, i64 0
  %18 = extractelement <4 x i32> %6, i64 1
  %19 = extractelement <4 x i32> %6, i64 2
  %20 = extractelement <4 x i32> %6, i64 3
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, i32 noundef %15, i32 noundef %16, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = tail call fastcc <16 x i8> @byte_rev()
  %23 = extractelement <16 x i8> %22, i64 0
  %24 = zext i8 %23 to i32
  %25 = extractelement <16 x i8> %22, i64 7
  %26 = zext i8 %25 to i32
  %27 = extractelement <16 x i8> %22, i64 15
  %28 = zext i8 %27 to i32
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24, i32 noundef %26, i32 noundef %28)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4170000000000000, double noundef -3.000000e+00, double noundef 0x41E0000000000000, double noundef 0.000000e+00)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef -1, i32 noundef 1000000000, i32 noundef -2147483648, double noundef 0x3FB99999A0000000, double noundef -2.500000e+00, double noundef 0x47D2CED320000000, double noundef 0x36A0000000000000)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -32768, i32 noundef -1, i32 noundef 1, i32 noundef 32767, i32 noundef 0, i32 noundef 128, i32 noundef 255, i32 noundef 7, i32 noundef 4464, i32 noundef -4464, i32 noundef -1, i32 noundef -1, i64 noundef -2147483648, i64 noundef 2147483647)
  %33 = add i32 %16, 127
  %34 = and i32 %33, 127
  ret i32 %34
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

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <8 x i32> @concat() unnamed_addr #3 {
  ret <8 x i32> <i32 1, i32 -2, i32 3, i32 -4, i32 100, i32 200, i32 300, i32 400>
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <4 x i32> @hi_half(ptr nocapture noundef readonly byval(<8 x i32>) align 32 %0) unnamed_addr #4 {
  %2 = load <8 x i32>, ptr %0, align 32, !tbaa !5
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
