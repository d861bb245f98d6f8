; ModuleID = 'programs/fp_int_mixed_compare.c'
source_filename = "programs/fp_int_mixed_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store volatile i64 9007199254740992, ptr %1, align 8, !tbaa !5
  %2 = load volatile i64, ptr %1, align 8, !tbaa !5
  %3 = add nsw i64 %2, 1
  %4 = load volatile i64, ptr %1, align 8, !tbaa !5
  %5 = sitofp i64 %4 to double
  %6 = tail call fastcc i32 @eq_i64_d(i64 noundef %3, double noundef %5)
  %7 = load volatile i64, ptr %1, align 8, !tbaa !5
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
  br label %32

29:                                               ; preds = %32
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %41, i32 noundef 0)
  %31 = and i32 %41, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %31

32:                                               ; preds = %43, %0
  %33 = phi i64 [ 20, %0 ], [ %51, %43 ]
  %34 = phi i32 [ 28572, %0 ], [ %50, %43 ]
  %35 = shl nsw i64 -1, %33
  %36 = xor i64 %35, -1
  %37 = uitofp nneg i64 %36 to double
  %38 = fptosi double %37 to i64
  %39 = icmp eq i64 %38, %36
  %40 = zext i1 %39 to i32
  %41 = add nuw nsw i32 %34, %40
  %42 = icmp eq i64 %33, 62
  br i1 %42, label %29, label %43, !llvm.loop !9

43:                                               ; preds = %32
  %44 = shl nsw i64 -2, %33
  %45 = xor i64 %44, -1
  %46 = uitofp nneg i64 %45 to double
  %47 = fptosi double %46 to i64
  %48 = icmp eq i64 %47, %45
  %49 = zext i1 %48 to i32
  %50 = add nuw nsw i32 %41, %49
  %51 = add nuw nsw i64 %33, 2
  br label %32
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
