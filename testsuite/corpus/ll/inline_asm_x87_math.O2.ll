; ModuleID = 'programs/inline_asm_x87_math.c'
source_filename = "programs/inline_asm_x87_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sqrt: %.17g %.9g %.21Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"fabs/rint: %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"log2: %.21Lg %.21Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"scale: %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"atan2: %.17g %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sincos(0.5): %.17g %.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"pi: %.21Lg fmod: %.17g %.17g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = tail call fastcc double @x87_sqrt(double noundef 2.000000e+00)
  %4 = tail call fastcc float @x87_sqrtf()
  %5 = fpext float %4 to double
  %6 = tail call fastcc x86_fp80 @x87_sqrtl()
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3, double noundef %5, x86_fp80 noundef %6)
  %8 = tail call fastcc double @x87_fabs()
  %9 = tail call fastcc double @x87_rint(double noundef 2.500000e+00)
  %10 = tail call fastcc double @x87_rint(double noundef -3.700000e+00)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %8, double noundef %9, double noundef %10)
  %12 = tail call fastcc x86_fp80 @x87_log2l(x86_fp80 noundef 0xK40028000000000000000)
  %13 = tail call fastcc x86_fp80 @x87_log2l(x86_fp80 noundef 0xK4002A000000000000000)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %12, x86_fp80 noundef %13)
  %15 = tail call fastcc double @x87_scale(double noundef 3.000000e+00, double noundef 4.000000e+00)
  %16 = tail call fastcc double @x87_scale(double noundef 1.000000e+00, double noundef -2.000000e+00)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %16)
  %18 = tail call fastcc double @x87_atan2(double noundef 1.000000e+00, double noundef 1.000000e+00)
  %19 = tail call fastcc double @x87_atan2(double noundef -1.000000e+00, double noundef -2.000000e+00)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %18, double noundef %19)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call fastcc void @x87_sincos(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %21 = load double, ptr %1, align 8, !tbaa !5
  %22 = load double, ptr %2, align 8, !tbaa !5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %21, double noundef %22)
  %24 = tail call fastcc x86_fp80 @x87_pi()
  %25 = tail call fastcc double @x87_fmod(double noundef 1.000000e+01, double noundef 3.000000e+00)
  %26 = tail call fastcc double @x87_fmod(double noundef -7.500000e+00, double noundef 2.000000e+00)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, x86_fp80 noundef %24, double noundef %25, double noundef %26)
  %28 = tail call fastcc double @x87_sqrt(double noundef 1.600000e+03)
  %29 = fptosi double %28 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 %29
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_sqrt(double noundef %0) unnamed_addr #2 {
  %2 = tail call double asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %0) #6, !srcloc !9
  ret double %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc float @x87_sqrtf() unnamed_addr #2 {
  %1 = tail call float asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(float 3.000000e+00) #6, !srcloc !10
  ret float %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_sqrtl() unnamed_addr #2 {
  %1 = tail call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 0xK4001A000000000000000) #6, !srcloc !11
  ret x86_fp80 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_fabs() unnamed_addr #2 {
  %1 = tail call double asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(double -4.250000e+00) #6, !srcloc !12
  ret double %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_rint(double noundef %0) unnamed_addr #2 {
  %2 = tail call double asm "frndint", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %0) #6, !srcloc !13
  ret double %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_log2l(x86_fp80 noundef %0) unnamed_addr #2 {
  %2 = tail call x86_fp80 asm "fld1\0A\09fxch\0A\09fyl2x", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %0) #6, !srcloc !14
  ret x86_fp80 %2
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_scale(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = tail call double asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(double %0, double %1) #6, !srcloc !15
  ret double %3
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_atan2(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = tail call double asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(double %1, double %0) #6, !srcloc !16
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind memory(argmem: write) uwtable
define internal fastcc void @x87_sincos(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #4 {
  %3 = tail call { double, double } asm "fsincos", "={st},={st(1)},0,~{dirflag},~{fpsr},~{flags}"(double 5.000000e-01) #6, !srcloc !17
  %4 = extractvalue { double, double } %3, 0
  %5 = extractvalue { double, double } %3, 1
  store double %5, ptr %0, align 8, !tbaa !5
  store double %4, ptr %1, align 8, !tbaa !5
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc x86_fp80 @x87_pi() unnamed_addr #2 {
  %1 = tail call x86_fp80 asm "fldpi", "={st},~{dirflag},~{fpsr},~{flags}"() #6, !srcloc !18
  ret x86_fp80 %1
}

; Function Attrs: nofree noinline nosync nounwind memory(none) uwtable
define internal fastcc double @x87_fmod(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = tail call double asm "1:\0A\09fprem\0A\09fnstsw %ax\0A\09testw $$0x400, %ax\0A\09jnz 1b", "={st},0,{st(1)},~{ax},~{cc},~{dirflag},~{fpsr},~{flags}"(double %0, double %1) #6, !srcloc !19
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noinline nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 447}
!10 = !{i64 565}
!11 = !{i64 701}
!12 = !{i64 811}
!13 = !{i64 921}
!14 = !{i64 1141, i64 1148, i64 1156}
!15 = !{i64 1300}
!16 = !{i64 1452}
!17 = !{i64 1630}
!18 = !{i64 1783}
!19 = !{i64 1912, i64 1917, i64 1926, i64 1941, i64 1963}
