; ModuleID = 'programs/globals_sections_aligned.c'
source_filename = "programs/globals_sections_aligned.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  br i1 %1, label %2, label %44

2:                                                ; preds = %0
  %3 = tail call i64 @llvm.umax.i64(i64 ptrtoint (ptr @__stop_rllc_regs to i64), i64 add (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 16))
  %4 = add i64 %3, xor (i64 ptrtoint (ptr @__start_rllc_regs to i64), i64 -1)
  %5 = icmp ult i64 %4, 128
  br i1 %5, label %6, label %10

6:                                                ; preds = %39, %2
  %7 = phi ptr [ @__start_rllc_regs, %2 ], [ %18, %39 ]
  %8 = phi i32 [ 0, %2 ], [ %41, %39 ]
  %9 = phi i32 [ 0, %2 ], [ %43, %39 ]
  br label %57

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
  %20 = phi i64 [ 0, %10 ], [ %37, %19 ]
  %21 = phi <4 x i32> [ zeroinitializer, %10 ], [ %35, %19 ]
  %22 = phi <4 x i32> [ zeroinitializer, %10 ], [ %36, %19 ]
  %23 = phi <4 x i32> [ zeroinitializer, %10 ], [ %27, %19 ]
  %24 = phi <4 x i32> [ zeroinitializer, %10 ], [ %28, %19 ]
  %25 = shl i64 %20, 4
  %26 = or disjoint i64 %25, 64
  %27 = add <4 x i32> %23, <i32 1, i32 1, i32 1, i32 1>
  %28 = add <4 x i32> %24, <i32 1, i32 1, i32 1, i32 1>
  %29 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %25
  %30 = getelementptr i8, ptr getelementptr (i8, ptr @__start_rllc_regs, i64 8), i64 %26
  %31 = load <16 x i32>, ptr %29, align 8, !tbaa !6
  %32 = load <16 x i32>, ptr %30, align 8, !tbaa !6
  %33 = shufflevector <16 x i32> %31, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %34 = shufflevector <16 x i32> %32, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %35 = add <4 x i32> %33, %21
  %36 = add <4 x i32> %34, %22
  %37 = add nuw i64 %20, 8
  %38 = icmp eq i64 %37, %16
  br i1 %38, label %39, label %19, !llvm.loop !12

39:                                               ; preds = %19
  %40 = add <4 x i32> %36, %35
  %41 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %40)
  %42 = add <4 x i32> %28, %27
  %43 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %42)
  br label %6

44:                                               ; preds = %57, %0
  %45 = phi i32 [ 0, %0 ], [ %61, %57 ]
  %46 = phi i32 [ 0, %0 ], [ %64, %57 ]
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %45, i32 noundef %46)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %49 = load volatile i32, ptr @cv, align 4, !tbaa !16
  %50 = load volatile i32, ptr @cv, align 4, !tbaa !16
  %51 = tail call fastcc i32 @in_custom_text(i32 noundef %50)
  %52 = load i32, ptr @unused_but_kept, align 4, !tbaa !16
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49, i32 noundef %51, i32 noundef %52)
  %54 = mul nuw nsw i32 %45, 10
  %55 = srem i32 %46, 10
  %56 = add nsw i32 %55, %54
  ret i32 %56

57:                                               ; preds = %6, %57
  %58 = phi ptr [ %65, %57 ], [ %7, %6 ]
  %59 = phi i32 [ %64, %57 ], [ %8, %6 ]
  %60 = phi i32 [ %61, %57 ], [ %9, %6 ]
  %61 = add nuw nsw i32 %60, 1
  %62 = getelementptr inbounds i8, ptr %58, i64 8
  %63 = load i32, ptr %62, align 8, !tbaa !6
  %64 = add nsw i32 %63, %59
  %65 = getelementptr inbounds i8, ptr %58, i64 16
  %66 = icmp ult ptr %65, @__stop_rllc_regs
  br i1 %66, label %57, label %44, !llvm.loop !17
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 8}
!7 = !{!"reg", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !13, !15, !14}
