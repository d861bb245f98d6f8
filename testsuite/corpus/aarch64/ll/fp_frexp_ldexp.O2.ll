; ModuleID = 'programs/fp_frexp_ldexp.c'
source_filename = "programs/fp_frexp_ldexp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [9 x double] [double 1.000000e+00, double 7.500000e-01, double -1.050000e+01, double 1.000000e+300, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [39 x i8] c"frexp(%a) = %a * 2^%d ilogb=%d logb=%g\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c" ldexp(m,e)=%a nextafter up=%a down=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [78 x i8] c"ldexp(1,1024)=%g ldexp(1,-1075)=%a ldexp(1,-1074)=%a ldexp(0x1.8p0,-1074)=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"scalbn(3,10)=%g scalbnf(1,-149)=%a scalbnl(1,16383)=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"frexpf(-96)=%a,%d frexpl(1e-4940)=%La,%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [74 x i8] c"nexttoward(1.0f, 2.0L)=%a nexttoward(0.0, -1.0L)=%a nextafterl(1, 2)=%La\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"modf %g %.17g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [9 x double], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.v, i64 72, i1 true)
  br label %37

7:                                                ; preds = %56
  %8 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef 1024) #8
  %9 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #8
  %10 = tail call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #8
  %11 = tail call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #8
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %8, double noundef %9, double noundef %10, double noundef %11)
  %13 = tail call double @scalbn(double noundef 3.000000e+00, i32 noundef 10) #8
  %14 = tail call float @scalbnf(float noundef 1.000000e+00, i32 noundef -149) #8
  %15 = fpext float %14 to double
  %16 = tail call fp128 @scalbnl(fp128 noundef 0xL00000000000000003FFF000000000000, i32 noundef 16383) #8
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %13, double noundef %15, fp128 noundef %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  %18 = call float @frexpf(float noundef -9.600000e+01, ptr noundef nonnull %3) #8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  %19 = call fp128 @frexpl(fp128 noundef 0xL1CC4376F7DA08F3900000000000CC64F, ptr noundef nonnull %4) #8
  %20 = fpext float %18 to double
  %21 = load i32, ptr %3, align 4, !tbaa !6
  %22 = load i32, ptr %4, align 4, !tbaa !6
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %20, i32 noundef %21, fp128 noundef %19, i32 noundef %22)
  %24 = tail call float @nexttowardf(float noundef 1.000000e+00, fp128 noundef 0xL00000000000000004000000000000000) #8
  %25 = fpext float %24 to double
  %26 = tail call double @nexttoward(double noundef 0.000000e+00, fp128 noundef 0xL0000000000000000BFFF000000000000) #8
  %27 = tail call fp128 @nextafterl(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000) #8
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %25, double noundef %26, fp128 noundef %27)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8
  %29 = call double @modf(double noundef -1.234560e+02, ptr noundef nonnull %5) #8
  %30 = load double, ptr %5, align 8, !tbaa !10
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %30, double noundef %29)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #8
  %32 = getelementptr inbounds i8, ptr %1, i64 24
  %33 = load volatile double, ptr %32, align 8, !tbaa !10
  %34 = call double @frexp(double noundef %33, ptr noundef nonnull %6) #8
  %35 = load i32, ptr %6, align 4, !tbaa !6
  %36 = and i32 %35, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %1) #8
  ret i32 %36

37:                                               ; preds = %0, %56
  %38 = phi i64 [ 0, %0 ], [ %65, %56 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  %39 = getelementptr inbounds [9 x double], ptr %1, i64 0, i64 %38
  %40 = load volatile double, ptr %39, align 8, !tbaa !10
  %41 = call double @frexp(double noundef %40, ptr noundef nonnull %2) #8
  %42 = load volatile double, ptr %39, align 8, !tbaa !10
  %43 = load i32, ptr %2, align 4, !tbaa !6
  %44 = load volatile double, ptr %39, align 8, !tbaa !10
  %45 = fcmp une double %44, 0.000000e+00
  br i1 %45, label %46, label %49

46:                                               ; preds = %37
  %47 = load volatile double, ptr %39, align 8, !tbaa !10
  %48 = tail call i32 @ilogb(double noundef %47) #8
  br label %49

49:                                               ; preds = %37, %46
  %50 = phi i32 [ %48, %46 ], [ 0, %37 ]
  %51 = load volatile double, ptr %39, align 8, !tbaa !10
  %52 = fcmp une double %51, 0.000000e+00
  br i1 %52, label %53, label %56

53:                                               ; preds = %49
  %54 = load volatile double, ptr %39, align 8, !tbaa !10
  %55 = tail call double @logb(double noundef %54) #8
  br label %56

56:                                               ; preds = %49, %53
  %57 = phi double [ %55, %53 ], [ 0.000000e+00, %49 ]
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %42, double noundef %41, i32 noundef %43, i32 noundef %50, double noundef %57)
  %59 = tail call double @ldexp(double noundef %41, i32 noundef %43) #8
  %60 = load volatile double, ptr %39, align 8, !tbaa !10
  %61 = tail call double @nextafter(double noundef %60, double noundef 0x7FF0000000000000) #8
  %62 = load volatile double, ptr %39, align 8, !tbaa !10
  %63 = tail call double @nextafter(double noundef %62, double noundef 0xFFF0000000000000) #8
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %59, double noundef %61, double noundef %63)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  %65 = add nuw nsw i64 %38, 1
  %66 = icmp eq i64 %65, 9
  br i1 %66, label %7, label %37, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @frexp(double noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @logb(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @ldexp(double noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare float @scalbnf(float noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare fp128 @scalbnl(fp128 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare float @frexpf(float noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare fp128 @frexpl(fp128 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare float @nexttowardf(float noundef, fp128 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare double @nexttoward(double noundef, fp128 noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare fp128 @nextafterl(fp128 noundef, fp128 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
