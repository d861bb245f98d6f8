; ModuleID = 'programs/fp_int_mixed_compare.c'
source_filename = "programs/fp_int_mixed_compare.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"2^53+1 == (double)2^53: %d, 2^53 == 2^53: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [56 x i8] c"u64 max < 2^64: %d, 2^63 < 2^63: %d, 2^63-1 < 2^63: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [58 x i8] c"16777217 == 16777216.0f: %d, 16777216 == 16777216.0f: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"int+float: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"long+double: %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"floor_div: %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"exact counts: %d bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 9007199254740992, ptr %1, align 8, !tbaa !6
  %2 = load volatile i64, ptr %1, align 8, !tbaa !6
  %3 = add nsw i64 %2, 1
  %4 = load volatile i64, ptr %1, align 8, !tbaa !6
  %5 = sitofp i64 %4 to double
  %6 = tail call fastcc i32 @eq_i64_d(i64 noundef %3, double noundef %5)
  %7 = load volatile i64, ptr %1, align 8, !tbaa !6
  %8 = tail call fastcc i32 @eq_i64_d(i64 noundef %7, double noundef 0x4340000000000000)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %6, i32 noundef %8)
  %10 = tail call fastcc i32 @lt_u64_d(i64 noundef -1, double noundef 0x43F0000000000000)
  %11 = tail call fastcc i32 @lt_u64_d(i64 noundef -9223372036854775808, double noundef 0x43E0000000000000)
  %12 = tail call fastcc i32 @lt_u64_d(i64 noundef 9223372036854775807, double noundef 0x43E0000000000000)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %12)
  %14 = tail call fastcc i32 @eq_i32_f(i32 noundef 16777217)
  %15 = tail call fastcc i32 @eq_i32_f(i32 noundef 16777216)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %15)
  %17 = tail call fastcc float @add_i_f(i32 noundef 16777217, float noundef 0.000000e+00)
  %18 = fpext float %17 to double
  %19 = tail call fastcc float @add_i_f(i32 noundef -3, float noundef 5.000000e-01)
  %20 = fpext float %19 to double
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %18, double noundef %20)
  %22 = tail call fastcc double @add_l_d(i64 noundef 4611686018427387905, double noundef 0.000000e+00)
  %23 = tail call fastcc double @add_l_d(i64 noundef -1, double noundef 2.500000e-01)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %22, double noundef %23)
  %25 = tail call fastcc i32 @floor_div(i32 noundef 7, double noundef 2.000000e+00)
  %26 = tail call fastcc i32 @floor_div(i32 noundef -7, double noundef 2.000000e+00)
  %27 = tail call fastcc i32 @floor_div(i32 noundef 1000000, double noundef 3.000000e+00)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %25, i32 noundef %26, i32 noundef %27)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 28606, i32 noundef 0)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @eq_i64_d(i64 noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = sitofp i64 %0 to double
  %4 = fcmp oeq double %3, %1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @lt_u64_d(i64 noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = uitofp i64 %0 to double
  %4 = fcmp olt double %3, %1
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @eq_i32_f(i32 noundef %0) unnamed_addr #3 {
  %2 = uitofp nneg i32 %0 to float
  %3 = fcmp oeq float %2, 0x4170000000000000
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @add_i_f(i32 noundef %0, float noundef %1) unnamed_addr #3 {
  %3 = sitofp i32 %0 to float
  %4 = fadd float %3, %1
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_l_d(i64 noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = sitofp i64 %0 to double
  %4 = fadd double %3, %1
  ret double %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @floor_div(i32 noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = sitofp i32 %0 to double
  %4 = fdiv double %3, %1
  %5 = fptosi double %4 to i32
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
