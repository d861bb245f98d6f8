; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca x86_fp80, align 16
  %2 = alloca [50 x x86_fp80], align 16
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1)
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr %1, align 16, !tbaa !5
  %3 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %4 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %3, x86_fp80 noundef 0xK3FC08000000000000000)
  %5 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %6 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %5, x86_fp80 noundef 0xK3FBF8000000000000000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, x86_fp80 noundef 0xK3FC08000000000000000, x86_fp80 noundef %4, x86_fp80 noundef %6)
  %8 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %9 = tail call fastcc x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef %8)
  %10 = tail call fastcc x86_fp80 @add(x86_fp80 noundef 0xK403F8000000000000000, x86_fp80 noundef 0xK3FFE8000000000000000)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef %9, x86_fp80 noundef %10)
  %12 = tail call fastcc x86_fp80 @mul(x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251, x86_fp80 noundef 0xK59F2E7B64E4DE2FC4251)
  %13 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF)
  %14 = tail call fastcc x86_fp80 @mul(x86_fp80 noundef 0xK1FF1E4BF1839E22209DD, x86_fp80 noundef 0xK1FF1E4BF1839E22209DD)
  %15 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK40098000000000000000)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, x86_fp80 noundef %12, x86_fp80 noundef %13, x86_fp80 noundef %14, x86_fp80 noundef %15)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, x86_fp80 noundef 0xK7FFEFFFFFFFFFFFFFFFF, x86_fp80 noundef 0xK00018000000000000000, x86_fp80 noundef 0xK00000000000000000001)
  %18 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %19 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef %18, x86_fp80 noundef 0xK4000C000000000000000)
  %20 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef 0xK4000C000000000000000)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %19, x86_fp80 noundef %20)
  %22 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK3FFBCCCCCCCCCCCCCCCD)
  %23 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xKC001E800000000000000)
  %24 = tail call fastcc x86_fp80 @poly(x86_fp80 noundef 0xK40209502F90000000000)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, x86_fp80 noundef %22, x86_fp80 noundef %23, x86_fp80 noundef %24)
  %26 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %27 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %28 = tail call fastcc x86_fp80 @add(x86_fp80 noundef %27, x86_fp80 noundef 0xK3FC08000000000000000)
  %29 = tail call fastcc i32 @cmp(x86_fp80 noundef %26, x86_fp80 noundef %28)
  %30 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %31 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %32 = tail call fastcc i32 @cmp(x86_fp80 noundef %30, x86_fp80 noundef %31)
  %33 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %34 = tail call fastcc i32 @cmp(x86_fp80 noundef 0xK40008000000000000000, x86_fp80 noundef %33)
  %35 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %36 = tail call fastcc i32 @cmp(x86_fp80 noundef 0xK7FFFC000000000000000, x86_fp80 noundef %35)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %29, i32 noundef %32, i32 noundef %34, i32 noundef %36)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #7
  br label %62

38:                                               ; preds = %62
  %39 = call fastcc x86_fp80 @sum_array(ptr noundef nonnull %2)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, x86_fp80 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef 0xK3FFD8000000000000025)
  %42 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %43 = fmul x86_fp80 %42, 0xK40008000000000000000
  %44 = tail call x86_fp80 @sqrtl(x86_fp80 noundef %43) #7
  %45 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %46 = fmul x86_fp80 %45, 0xKC000D000000000000000
  %47 = tail call x86_fp80 @llvm.fabs.f80(x86_fp80 %46)
  %48 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %49 = fadd x86_fp80 %48, 0xK3FC08000000000000000
  %50 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %51 = fadd x86_fp80 %50, 0xKBFC08000000000000000
  %52 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %53 = fneg x86_fp80 %52
  %54 = tail call x86_fp80 @llvm.fma.f80(x86_fp80 %49, x86_fp80 %51, x86_fp80 %53)
  %55 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %56 = fmul x86_fp80 %55, 0xKC000A000000000000000
  %57 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %56)
  %58 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %59 = fmul x86_fp80 %58, 0xKC000A000000000000000
  %60 = tail call x86_fp80 @llvm.ceil.f80(x86_fp80 %59)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, x86_fp80 noundef %44, x86_fp80 noundef %47, x86_fp80 noundef %54, x86_fp80 noundef %57, x86_fp80 noundef %60)
  br label %71

62:                                               ; preds = %0, %62
  %63 = phi i64 [ 0, %0 ], [ %65, %62 ]
  %64 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %65 = add nuw nsw i64 %63, 1
  %66 = trunc nuw nsw i64 %65 to i32
  %67 = uitofp nneg i32 %66 to x86_fp80
  %68 = tail call fastcc x86_fp80 @dv(x86_fp80 noundef %64, x86_fp80 noundef %67)
  %69 = getelementptr inbounds [50 x x86_fp80], ptr %2, i64 0, i64 %63
  store x86_fp80 %68, ptr %69, align 16, !tbaa !5
  %70 = icmp eq i64 %65, 50
  br i1 %70, label %38, label %62, !llvm.loop !9

71:                                               ; preds = %71, %38
  %72 = phi x86_fp80 [ 0xK3FFF8000000000000000, %38 ], [ %75, %71 ]
  %73 = phi i32 [ 1, %38 ], [ %77, %71 ]
  %74 = uitofp nneg i32 %73 to x86_fp80
  %75 = fmul x86_fp80 %72, %74
  %76 = fcmp olt x86_fp80 %75, 0xK7FDDDBE6FECEBDEDD5BE
  %77 = add nuw nsw i32 %73, 1
  br i1 %76, label %71, label %78, !llvm.loop !11

78:                                               ; preds = %71
  %79 = add nsw i32 %73, -1
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %79, x86_fp80 noundef %72)
  %81 = load volatile x86_fp80, ptr %1, align 16, !tbaa !5
  %82 = fcmp une x86_fp80 %81, 0xK00000000000000000000
  br i1 %82, label %83, label %89

83:                                               ; preds = %78, %83
  %84 = phi i32 [ %87, %83 ], [ 0, %78 ]
  %85 = phi x86_fp80 [ %86, %83 ], [ %81, %78 ]
  %86 = fmul x86_fp80 %85, 0xK3FFE8000000000000000
  %87 = add nuw nsw i32 %84, 1
  %88 = fcmp une x86_fp80 %86, 0xK00000000000000000000
  br i1 %88, label %83, label %89, !llvm.loop !12

89:                                               ; preds = %83, %78
  %90 = phi i32 [ 0, %78 ], [ %87, %83 ]
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %90)
  %92 = and i32 %90, 127
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1)
  ret i32 %92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @add(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = fadd x86_fp80 %0, %1
  ret x86_fp80 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @mul(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = fmul x86_fp80 %0, %1
  ret x86_fp80 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @dv(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = fdiv x86_fp80 %0, %1
  ret x86_fp80 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc x86_fp80 @poly(x86_fp80 noundef %0) unnamed_addr #3 {
  %2 = fmul x86_fp80 %0, 0xK4000C000000000000000
  %3 = fadd x86_fp80 %2, 0xKC0008000000000000000
  %4 = fmul x86_fp80 %3, %0
  %5 = fadd x86_fp80 %4, 0xK3FFF8000000000000000
  %6 = fmul x86_fp80 %5, %0
  %7 = fadd x86_fp80 %6, 0xKBFFE8000000000000000
  ret x86_fp80 %7
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 8) i32 @cmp(x86_fp80 noundef %0, x86_fp80 noundef %1) unnamed_addr #3 {
  %3 = fcmp olt x86_fp80 %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp oeq x86_fp80 %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %6, %4
  %8 = fcmp ogt x86_fp80 %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or disjoint i32 %7, %9
  ret i32 %10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc x86_fp80 @sum_array(ptr nocapture noundef readonly %0) unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = getelementptr inbounds i8, ptr %0, i64 32
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  br label %7

6:                                                ; preds = %7
  ret x86_fp80 %24

7:                                                ; preds = %7, %1
  %8 = phi i64 [ 0, %1 ], [ %25, %7 ]
  %9 = phi x86_fp80 [ 0xK00000000000000000000, %1 ], [ %24, %7 ]
  %10 = getelementptr inbounds x86_fp80, ptr %0, i64 %8
  %11 = load x86_fp80, ptr %10, align 16, !tbaa !5
  %12 = fadd x86_fp80 %9, %11
  %13 = getelementptr inbounds x86_fp80, ptr %2, i64 %8
  %14 = load x86_fp80, ptr %13, align 16, !tbaa !5
  %15 = fadd x86_fp80 %12, %14
  %16 = getelementptr inbounds x86_fp80, ptr %3, i64 %8
  %17 = load x86_fp80, ptr %16, align 16, !tbaa !5
  %18 = fadd x86_fp80 %15, %17
  %19 = getelementptr inbounds x86_fp80, ptr %4, i64 %8
  %20 = load x86_fp80, ptr %19, align 16, !tbaa !5
  %21 = fadd x86_fp80 %18, %20
  %22 = getelementptr inbounds x86_fp80, ptr %5, i64 %8
  %23 = load x86_fp80, ptr %22, align 16, !tbaa !5
  %24 = fadd x86_fp80 %21, %23
  %25 = add nuw nsw i64 %8, 5
  %26 = icmp eq i64 %25, 50
  br i1 %26, label %6, label %7, !llvm.loop !13
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare x86_fp80 @sqrtl(x86_fp80 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
