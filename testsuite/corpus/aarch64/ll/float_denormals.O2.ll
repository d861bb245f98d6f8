; ModuleID = 'programs/float_denormals.c'
source_filename = "programs/float_denormals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"d step %2d: %a %g sub=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"double halvings below DBL_MIN: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"f step %2d: %a %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"float halvings below FLT_MIN: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"true_min %a *3=%a /3=%a sum=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"min-sub diff: %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"exact subnormal sub: %a eq=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"d2f %g -> %a back=%a\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"frexp %g %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"ldexp %a %a %a\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"ilogb %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"sub*big %g\0A\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"acc %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"bits %016llx\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2147483648, 2147482648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  br label %3

3:                                                ; preds = %0, %12
  %4 = phi double [ 0x10000000000000, %0 ], [ %13, %12 ]
  %5 = phi i32 [ 0, %0 ], [ %14, %12 ]
  %6 = and i32 %5, 7
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %3
  %9 = tail call i1 @llvm.is.fpclass.f64(double %4, i32 128)
  %10 = zext i1 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, double noundef %4, double noundef %4, i32 noundef %10)
  br label %12

12:                                               ; preds = %8, %3
  %13 = tail call fastcc double @halve(double noundef %4)
  %14 = add nuw nsw i32 %5, 1
  %15 = fcmp ogt double %13, 0.000000e+00
  br i1 %15, label %3, label %16, !llvm.loop !6

16:                                               ; preds = %12
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %14)
  br label %18

18:                                               ; preds = %16, %26
  %19 = phi float [ 0x3810000000000000, %16 ], [ %27, %26 ]
  %20 = phi i32 [ 0, %16 ], [ %28, %26 ]
  %21 = urem i32 %20, 6
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %26

23:                                               ; preds = %18
  %24 = fpext float %19 to double
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %20, double noundef %24, double noundef %24)
  br label %26

26:                                               ; preds = %23, %18
  %27 = tail call fastcc float @halvef(float noundef %19)
  %28 = add nuw nsw i32 %20, 1
  %29 = fcmp ogt float %27, 0.000000e+00
  br i1 %29, label %18, label %30, !llvm.loop !8

30:                                               ; preds = %26
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %28)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 4.940660e-324, ptr %1, align 8, !tbaa !9
  %32 = load volatile double, ptr %1, align 8, !tbaa !9
  %33 = load volatile double, ptr %1, align 8, !tbaa !9
  %34 = fmul double %33, 3.000000e+00
  %35 = load volatile double, ptr %1, align 8, !tbaa !9
  %36 = fdiv double %35, 3.000000e+00
  %37 = fmul double %36, 3.000000e+00
  %38 = load volatile double, ptr %1, align 8, !tbaa !9
  %39 = load volatile double, ptr %1, align 8, !tbaa !9
  %40 = fadd double %38, %39
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %32, double noundef %34, double noundef %37, double noundef %40)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 0xFFFFFFFFFFFFF)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 4.940660e-324, i32 noundef 1)
  %44 = tail call fastcc float @d2f(double noundef 0x380B38FB9DAA78E4)
  %45 = fpext float %44 to double
  %46 = tail call fastcc double @f2d(float noundef %44)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x380B38FB9DAA78E4, double noundef %45, double noundef %46)
  %48 = tail call fastcc float @d2f(double noundef 0x37A16C262777579C)
  %49 = fpext float %48 to double
  %50 = tail call fastcc double @f2d(float noundef %48)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x37A16C262777579C, double noundef %49, double noundef %50)
  %52 = tail call fastcc float @d2f(double noundef 0x3696D601AD376AB9)
  %53 = fpext float %52 to double
  %54 = tail call fastcc double @f2d(float noundef %52)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3696D601AD376AB9, double noundef %53, double noundef %54)
  %56 = tail call fastcc float @d2f(double noundef 7.000000e-46)
  %57 = fpext float %56 to double
  %58 = tail call fastcc double @f2d(float noundef %56)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 7.000000e-46, double noundef %57, double noundef %58)
  %60 = tail call fastcc float @d2f(double noundef 1.000000e-46)
  %61 = fpext float %60 to double
  %62 = tail call fastcc double @f2d(float noundef %60)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000000e-46, double noundef %61, double noundef %62)
  %64 = tail call fastcc float @d2f(double noundef 1.400000e-45)
  %65 = fpext float %64 to double
  %66 = tail call fastcc double @f2d(float noundef %64)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.400000e-45, double noundef %65, double noundef %66)
  %68 = tail call fastcc float @d2f(double noundef 2.800000e-45)
  %69 = fpext float %68 to double
  %70 = tail call fastcc double @f2d(float noundef %68)
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 2.800000e-45, double noundef %69, double noundef %70)
  %72 = tail call fastcc float @d2f(double noundef 0x3808000000000000)
  %73 = fpext float %72 to double
  %74 = tail call fastcc double @f2d(float noundef %72)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3808000000000000, double noundef %73, double noundef %74)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  %76 = call double @frexp(double noundef 4.940660e-324, ptr noundef nonnull %2) #8
  %77 = load i32, ptr %2, align 4, !tbaa !13
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %76, i32 noundef %77)
  %79 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #8
  %80 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #8
  %81 = tail call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #8
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %79, double noundef %80, double noundef %81)
  %83 = tail call i32 @ilogb(double noundef 4.940660e-324) #8
  %84 = tail call i32 @ilogb(double noundef 0x10000000000000) #8
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %83, i32 noundef %84)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 0x3BC79C98C0000000)
  br label %87

87:                                               ; preds = %87, %30
  %88 = phi i32 [ 0, %30 ], [ %100, %87 ]
  %89 = phi double [ 0.000000e+00, %30 ], [ %99, %87 ]
  %90 = trunc i32 %88 to i16
  %91 = or disjoint i16 %90, 1
  %92 = urem i16 %90, 7
  %93 = urem i16 %91, 7
  %94 = uitofp nneg i16 %92 to double
  %95 = uitofp nneg i16 %93 to double
  %96 = fmul double %94, 4.940660e-324
  %97 = fmul double %95, 4.940660e-324
  %98 = fadd double %89, %96
  %99 = fadd double %98, %97
  %100 = add nuw i32 %88, 2
  %101 = icmp eq i32 %100, 1000
  br i1 %101, label %102, label %87, !llvm.loop !15

102:                                              ; preds = %87
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %99)
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef 12345)
  %105 = add nsw i32 %5, -999
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %105
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @halve(double noundef %0) unnamed_addr #3 {
  %2 = fmul double %0, 5.000000e-01
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @halvef(float noundef %0) unnamed_addr #3 {
  %2 = fmul float %0, 5.000000e-01
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 {
  %2 = fpext float %0 to double
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !7, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
