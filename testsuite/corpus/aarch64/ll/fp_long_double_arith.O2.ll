; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"eps=%La 1+eps=%La 1+eps/2=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"2^64+1=%.0Lf 2^64+0.5=%.1Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"big: %Lg %Lg tiny: %Lg %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"max=%La min=%La true_min=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"1/3=%.25Lf 2/3=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"poly: %La %La %La\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"harmonic50=%.21Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"many=%.21Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"largest factorial below max/1e10: %d! = %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"halvings to zero: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca fp128, align 16
  %2 = alloca [50 x fp128], align 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  store volatile fp128 0xL00000000000000003FFF000000000000, ptr %1, align 16, !tbaa !6
  %3 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %4 = tail call fastcc fp128 @add(fp128 noundef %3, fp128 noundef 0xL00000000000000003F8F000000000000)
  %5 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %6 = tail call fastcc fp128 @add(fp128 noundef %5, fp128 noundef 0xL00000000000000003F8E000000000000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef %4, fp128 noundef %6)
  %8 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %9 = tail call fastcc fp128 @add(fp128 noundef 0xL0000000000000000403F000000000000, fp128 noundef %8)
  %10 = tail call fastcc fp128 @add(fp128 noundef 0xL0000000000000000403F000000000000, fp128 noundef 0xL00000000000000003FFE000000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %9, fp128 noundef %10)
  %12 = tail call fastcc fp128 @mul(fp128 noundef 0xL84A294E53EDC955F59F2CF6C9C9BC5F8, fp128 noundef 0xL84A294E53EDC955F59F2CF6C9C9BC5F8)
  %13 = tail call fastcc fp128 @dv(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB)
  %14 = tail call fastcc fp128 @mul(fp128 noundef 0xL13BAE4C694F59D611FF1C97E3073C444, fp128 noundef 0xL13BAE4C694F59D611FF1C97E3073C444)
  %15 = tail call fastcc fp128 @dv(fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000004009000000000000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, fp128 noundef %12, fp128 noundef %13, fp128 noundef %14, fp128 noundef %15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000010000000000000000)
  %18 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %19 = tail call fastcc fp128 @dv(fp128 noundef %18, fp128 noundef 0xL00000000000000004000800000000000)
  %20 = tail call fastcc fp128 @dv(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %19, fp128 noundef %20)
  %22 = tail call fastcc fp128 @poly(fp128 noundef 0xL999999999999999A3FFB999999999999)
  %23 = tail call fastcc fp128 @poly(fp128 noundef 0xL0000000000000000C001D00000000000)
  %24 = tail call fastcc fp128 @poly(fp128 noundef 0xL000000000000000040202A05F2000000)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, fp128 noundef %22, fp128 noundef %23, fp128 noundef %24)
  %26 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %27 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %28 = tail call fastcc fp128 @add(fp128 noundef %27, fp128 noundef 0xL00000000000000003F8F000000000000)
  %29 = tail call fastcc i32 @cmp(fp128 noundef %26, fp128 noundef %28)
  %30 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %31 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %32 = tail call fastcc i32 @cmp(fp128 noundef %30, fp128 noundef %31)
  %33 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %34 = tail call fastcc i32 @cmp(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef %33)
  %35 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %36 = tail call fastcc i32 @cmp(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef %35)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %29, i32 noundef %32, i32 noundef %34, i32 noundef %36)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #7
  br label %62

38:                                               ; preds = %62
  %39 = call fastcc fp128 @sum_array(ptr noundef nonnull %2)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, fp128 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, fp128 noundef 0xL0049C97747490EAF3FFD000000000000)
  %42 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %43 = fmul fp128 %42, 0xL00000000000000004000000000000000
  %44 = tail call fp128 @sqrtl(fp128 noundef %43) #7
  %45 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %46 = fmul fp128 %45, 0xL0000000000000000C000A00000000000
  %47 = tail call fp128 @llvm.fabs.f128(fp128 %46)
  %48 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %49 = fadd fp128 %48, 0xL00000000000000003F8F000000000000
  %50 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %51 = fadd fp128 %50, 0xL0000000000000000BF8F000000000000
  %52 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %53 = fneg fp128 %52
  %54 = tail call fp128 @llvm.fma.f128(fp128 %49, fp128 %51, fp128 %53)
  %55 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %56 = fmul fp128 %55, 0xL0000000000000000C000400000000000
  %57 = tail call fp128 @llvm.floor.f128(fp128 %56)
  %58 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %59 = fmul fp128 %58, 0xL0000000000000000C000400000000000
  %60 = tail call fp128 @llvm.ceil.f128(fp128 %59)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, fp128 noundef %44, fp128 noundef %47, fp128 noundef %54, fp128 noundef %57, fp128 noundef %60)
  br label %71

62:                                               ; preds = %0, %62
  %63 = phi i64 [ 0, %0 ], [ %65, %62 ]
  %64 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %65 = add nuw nsw i64 %63, 1
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to fp128
  %68 = tail call fastcc fp128 @dv(fp128 noundef %64, fp128 noundef %67)
  %69 = getelementptr inbounds [50 x fp128], ptr %2, i64 0, i64 %63
  store fp128 %68, ptr %69, align 16, !tbaa !6
  %70 = icmp eq i64 %65, 50
  br i1 %70, label %38, label %62, !llvm.loop !10

71:                                               ; preds = %71, %38
  %72 = phi fp128 [ 0xL00000000000000003FFF000000000000, %38 ], [ %75, %71 ]
  %73 = phi i32 [ 1, %38 ], [ %77, %71 ]
  %74 = uitofp nneg i32 %73 to fp128
  %75 = fmul fp128 %72, %74
  %76 = fcmp olt fp128 %75, 0xLAB7D6AE6881CB5107FDDB7CDFD9D7BDB
  %77 = add nuw nsw i32 %73, 1
  br i1 %76, label %71, label %78, !llvm.loop !12

78:                                               ; preds = %71
  %79 = add nsw i32 %73, -1
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %79, fp128 noundef %72)
  %81 = load volatile fp128, ptr %1, align 16, !tbaa !6
  %82 = fcmp une fp128 %81, 0xL00000000000000000000000000000000
  br i1 %82, label %83, label %89

83:                                               ; preds = %78, %83
  %84 = phi i32 [ %87, %83 ], [ 0, %78 ]
  %85 = phi fp128 [ %86, %83 ], [ %81, %78 ]
  %86 = fmul fp128 %85, 0xL00000000000000003FFE000000000000
  %87 = add nuw nsw i32 %84, 1
  %88 = fcmp une fp128 %86, 0xL00000000000000000000000000000000
  br i1 %88, label %83, label %89, !llvm.loop !13

89:                                               ; preds = %83, %78
  %90 = phi i32 [ 0, %78 ], [ %87, %83 ]
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90)
  %92 = and i32 %90, 127
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  ret i32 %92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @add(fp128 noundef %0, fp128 noundef %1) unnamed_addr #3 {
  %3 = fadd fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @mul(fp128 noundef %0, fp128 noundef %1) unnamed_addr #3 {
  %3 = fmul fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @dv(fp128 noundef %0, fp128 noundef %1) unnamed_addr #3 {
  %3 = fdiv fp128 %0, %1
  ret fp128 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @poly(fp128 noundef %0) unnamed_addr #3 {
  %2 = fmul fp128 %0, 0xL00000000000000004000800000000000
  %3 = fadd fp128 %2, 0xL0000000000000000C000000000000000
  %4 = fmul fp128 %3, %0
  %5 = fadd fp128 %4, 0xL00000000000000003FFF000000000000
  %6 = fmul fp128 %5, %0
  %7 = fadd fp128 %6, 0xL0000000000000000BFFE000000000000
  ret fp128 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp(fp128 noundef %0, fp128 noundef %1) unnamed_addr #3 {
  %3 = fcmp olt fp128 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp oeq fp128 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %6, %4
  %8 = fcmp ogt fp128 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or disjoint i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc fp128 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ 0, %1 ], [ %12, %2 ]
  %4 = phi fp128 [ 0xL00000000000000000000000000000000, %1 ], [ %11, %2 ]
  %5 = or disjoint i64 %3, 1
  %6 = getelementptr inbounds fp128, ptr %0, i64 %3
  %7 = getelementptr inbounds fp128, ptr %0, i64 %5
  %8 = load fp128, ptr %6, align 16, !tbaa !6
  %9 = load fp128, ptr %7, align 16, !tbaa !6
  %10 = fadd fp128 %4, %8
  %11 = fadd fp128 %10, %9
  %12 = add nuw i64 %3, 2
  %13 = icmp eq i64 %12, 50
  br i1 %13, label %14, label %2, !llvm.loop !14

14:                                               ; preds = %2
  ret fp128 %11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare fp128 @sqrtl(fp128 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.ceil.f128(fp128) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
