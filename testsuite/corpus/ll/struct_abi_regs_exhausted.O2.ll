; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LL = type { i64, i64 }
%struct.DD = type { double, double }
%struct.LD = type { i64, double }

@__const.main.s = private unnamed_addr constant %struct.LL { i64 11, i64 13 }, align 8
@__const.main.d = private unnamed_addr constant %struct.DD { double 5.000000e-01, double 2.500000e-01 }, align 8
@__const.main.m = private unnamed_addr constant %struct.LD { i64 7, double 1.500000e+00 }, align 8
@.str = private unnamed_addr constant [40 x i8] c"r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"via pointer %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.LL, align 8
  %2 = tail call fastcc i64 @ll_after5(i64 noundef 1, i64 noundef 2, i64 noundef 4, i64 noundef 5, ptr noundef nonnull byval(%struct.LL) align 8 @__const.main.s, i64 noundef 17)
  %3 = tail call fastcc double @dd_after7(ptr noundef nonnull byval(%struct.DD) align 8 @__const.main.d)
  %4 = tail call fastcc double @ld_mixed(i64 7, double 1.500000e+00)
  %5 = tail call fastcc double @ld_sse_out(ptr noundef nonnull byval(%struct.LD) align 8 @__const.main.m)
  %6 = tail call fastcc i64 @order(ptr noundef nonnull byval(%struct.LL) align 8 @__const.main.s)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %2, i64 noundef 9545, double noundef %3, double noundef %4, double noundef %5, i64 noundef %6)
  store i64 -1, ptr %1, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 -2, ptr %8, align 8, !tbaa !10
  %9 = tail call fastcc i64 @ll_after5(i64 noundef 5, i64 noundef 4, i64 noundef 2, i64 noundef 1, ptr noundef nonnull byval(%struct.LL) align 8 %1, i64 noundef 100)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %9)
  %11 = add i64 %2, 73
  %12 = add i64 %11, %6
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 127
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775672, -9223372036854775808) i64 @ll_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, ptr nocapture noundef readonly byval(%struct.LL) align 8 %4, i64 noundef %5) unnamed_addr #1 {
  %7 = shl nuw nsw i64 %1, 1
  %8 = shl nuw nsw i64 %2, 2
  %9 = mul nuw nsw i64 %3, 5
  %10 = load i64, ptr %4, align 8, !tbaa !5
  %11 = mul nsw i64 %10, 6
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !10
  %14 = mul nsw i64 %13, 7
  %15 = shl nuw nsw i64 %5, 3
  %16 = add i64 %0, 9
  %17 = add i64 %16, %7
  %18 = add i64 %17, %8
  %19 = add i64 %18, %9
  %20 = add i64 %19, %15
  %21 = add i64 %20, %11
  %22 = add i64 %21, %14
  ret i64 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @dd_after7(ptr nocapture noundef readonly byval(%struct.DD) align 8 %0) unnamed_addr #1 {
  %2 = load <2 x double>, ptr %0, align 8, !tbaa !11
  %3 = fmul <2 x double> %2, <double 1.000000e+01, double 1.000000e+02>
  %4 = extractelement <2 x double> %3, i64 0
  %5 = fadd double %4, 2.800000e+01
  %6 = extractelement <2 x double> %3, i64 1
  %7 = fadd double %5, %6
  %8 = fadd double %7, 1.250000e+02
  ret double %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @ld_mixed(i64 %0, double %1) unnamed_addr #2 {
  %3 = sitofp i64 %0 to double
  %4 = fmul double %3, 2.000000e+00
  %5 = fadd double %4, 2.100000e+01
  %6 = fmul double %1, 3.000000e+00
  %7 = fadd double %6, %5
  %8 = fadd double %7, 5.000000e-01
  %9 = fadd double %8, 2.500000e-01
  %10 = fadd double %9, 1.250000e-01
  ret double %10
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @ld_sse_out(ptr nocapture noundef readonly byval(%struct.LD) align 8 %0) unnamed_addr #1 {
  %2 = load i64, ptr %0, align 8, !tbaa !13
  %3 = sitofp i64 %2 to double
  %4 = fadd double %3, 3.600000e+01
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load double, ptr %5, align 8, !tbaa !15
  %7 = fmul double %6, 5.000000e-01
  %8 = fadd double %4, %7
  %9 = fadd double %8, 9.000000e+00
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775806, -9223372036854775808) i64 @order(ptr nocapture noundef readonly byval(%struct.LL) align 8 %0) unnamed_addr #1 {
  %2 = load i64, ptr %0, align 8, !tbaa !5
  %3 = mul nsw i64 %2, 100
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !10
  %6 = mul nsw i64 %5, 10
  %7 = add i64 %3, 34066002
  %8 = add i64 %7, %6
  ret i64 %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 8}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !8, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"", !7, i64 0, !12, i64 8}
!15 = !{!14, !12, i64 8}
