; ModuleID = 'programs/globals_sections_aligned.c'
source_filename = "programs/globals_sections_aligned.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.reg = type { ptr, i32 }

@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@reg_alpha = internal constant %struct.reg { ptr @.str, i32 1 }, section "rllc_regs", align 16
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@reg_beta = internal constant %struct.reg { ptr @.str.1, i32 20 }, section "rllc_regs", align 16
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@reg_gamma = internal constant %struct.reg { ptr @.str.2, i32 300 }, section "rllc_regs", align 16
@unused_but_kept = internal global i32 42, align 4
@__start_rllc_regs = external constant [0 x %struct.reg], align 8
@__stop_rllc_regs = external constant [0 x %struct.reg], align 8
@.str.3 = private unnamed_addr constant [37 x i8] c"registered %d entries, value sum %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"alignment ok: %d %d c1=%d a64=%d a256=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"cv=%d custom=%d kept=%d\0A\00", align 1
@cv = internal constant i32 77, align 4
@llvm.compiler.used = appending global [4 x ptr] [ptr @reg_alpha, ptr @reg_beta, ptr @reg_gamma, ptr @unused_but_kept], section "llvm.metadata"

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = icmp ult ptr @__start_rllc_regs, @__stop_rllc_regs
  br i1 %1, label %2, label %68

2:                                                ; preds = %0
  %3 = tail call i64 @llvm.umax.i64(i64 ptrtoint (ptr @__stop_rllc_regs to i64), i64 add (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 16))
  %4 = add i64 %3, xor (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 -1)
  %5 = icmp ult i64 %4, 128
  br i1 %5, label %6, label %10

6:                                                ; preds = %63, %2
  %7 = phi ptr [ @__start_rllc_regs, %2 ], [ %18, %63 ]
  %8 = phi i32 [ 0, %2 ], [ %65, %63 ]
  %9 = phi i32 [ 0, %2 ], [ %67, %63 ]
  br label %81

10:                                               ; preds = %2
  %11 = lshr i64 %4, 4
  %12 = add nuw nsw i64 %11, 1
  %13 = and i64 %12, 7
  %14 = icmp eq i64 %13, 0
  %15 = select i1 %14, i64 8, i64 %13
  %16 = sub nsw i64 %12, %15
  %17 = shl i64 %16, 4
  %18 = getelementptr i8, ptr @__start_rllc_regs, i64 %17
  br label %19

19:                                               ; preds = %19, %10
  %20 = phi i64 [ 0, %10 ], [ %61, %19 ]
  %21 = phi <4 x i32> [ zeroinitializer, %10 ], [ %59, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %10 ], [ %60, %19 ]
  %23 = phi <4 x i32> [ zeroinitializer, %10 ], [ %33, %19 ]
  %24 = phi <4 x i32> [ zeroinitializer, %10 ], [ %34, %19 ]
  %25 = shl i64 %20, 4
  %26 = or disjoint i64 %25, 16
  %27 = or disjoint i64 %25, 32
  %28 = or disjoint i64 %25, 48
  %29 = or disjoint i64 %25, 64
  %30 = or disjoint i64 %25, 80
  %31 = or disjoint i64 %25, 96
  %32 = or disjoint i64 %25, 112
  %33 = add <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %34 = add <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %35 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %25
  %36 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %26
  %37 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %27
  %38 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %28
  %39 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %29
  %40 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %30
  %41 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %31
  %42 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %32
  %43 = load i32, ptr %35, align 8, !tbaa !5
  %44 = load i32, ptr %36, align 8, !tbaa !5
  %45 = load i32, ptr %37, align 8, !tbaa !5
  %46 = load i32, ptr %38, align 8, !tbaa !5
  %47 = insertelement <4 x i32> poison, i32 %43, i64 0
  %48 = insertelement <4 x i32> %47, i32 %44, i64 1
  %49 = insertelement <4 x i32> %48, i32 %45, i64 2
  %50 = insertelement <4 x i32> %49, i32 %46, i64 3
  %51 = load i32, ptr %39, align 8, !tbaa !5
  %52 = load i32, ptr %40, align 8, !tbaa !5
  %53 = load i32, ptr %41, align 8, !tbaa !5
  %54 = load i32, ptr %42, align 8, !tbaa !5
  %55 = insertelement <4 x i32> poison, i32 %51, i64 0
  %56 = insertelement <4 x i32> %55, i32 %52, i64 1
  %57 = insertelement <4 x i32> %56, i32 %53, i64 2
  %58 = insertelement <4 x i32> %57, i32 %54, i64 3
  %59 = add <4 x i32> %50, %21
  %60 = add <4 x i32> %58, %22
  %61 = add nuw i64 %20, 8
  %62 = icmp eq i64 %61, %16
  br i1 %62, label %63, label %19, !llvm.loop !11

63:                                               ; preds = %19
  %64 = add <4 x i32> %60, %59
  %65 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %64)
  %66 = add <4 x i32> %34, %33
  %67 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %66)
  br label %6

68:                                               ; preds = %81, %0
  %69 = phi i32 [ 0, %0 ], [ %85, %81 ]
  %70 = phi i32 [ 0, %0 ], [ %88, %81 ]
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %69, i32 noundef %70)
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %73 = load volatile i32, ptr @cv, align 4, !tbaa !15
  %74 = load volatile i32, ptr @cv, align 4, !tbaa !15
  %75 = tail call fastcc i32 @in_custom_text(i32 noundef %74)
  %76 = load i32, ptr @unused_but_kept, align 4, !tbaa !15
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %73, i32 noundef %75, i32 noundef %76)
  %78 = mul nuw nsw i32 %69, 10
  %79 = srem i32 %70, 10
  %80 = add nsw i32 %79, %78
  ret i32 %80

81:                                               ; preds = %6, %81
  %82 = phi ptr [ %89, %81 ], [ %7, %6 ]
  %83 = phi i32 [ %88, %81 ], [ %8, %6 ]
  %84 = phi i32 [ %85, %81 ], [ %9, %6 ]
  %85 = add nuw nsw i32 %84, 1
  %86 = getelementptr inbounds i8, ptr %82, i64 8
  %87 = load i32, ptr %86, align 8, !tbaa !5
  %88 = add nsw i32 %87, %83
  %89 = getelementptr inbounds i8, ptr %82, i64 16
  %90 = icmp ult ptr %89, @__stop_rllc_regs
  br i1 %90, label %81, label %68, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @in_custom_text(i32 noundef %0) unnamed_addr #2 section ".text.rllc_custom" {
  %2 = mul nsw i32 %0, 3
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !10, i64 8}
!6 = !{!"reg", !7, i64 0, !10, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = !{!10, !10, i64 0}
!16 = distinct !{!16, !12, !14, !13}
