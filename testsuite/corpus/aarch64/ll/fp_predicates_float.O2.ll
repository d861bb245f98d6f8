; ModuleID = 'programs/fp_predicates_float.c'
source_filename = "programs/fp_predicates_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@vals = internal global [12 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [5 x i8] c" %6s\00", align 1
@names.rel = internal unnamed_addr constant [12 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.8 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.9 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.10 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.11 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.12 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @names.rel to i64)) to i32)], align 4
@.str.4 = private unnamed_addr constant [24 x i8] c"[value/branch mismatch]\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c" %03x/%02x\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"-max\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"-tiny\00", align 1
@.str.11 = private unnamed_addr constant [3 x i8] c"-0\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"+0\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"+tiny\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"+minn\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"+1\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"+max\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 101) i32 @main() local_unnamed_addr #0 {
  store volatile float 0xFFF0000000000000, ptr @vals, align 4, !tbaa !6
  store volatile float 0xC7EFFFFFE0000000, ptr getelementptr inbounds (i8, ptr @vals, i64 4), align 4, !tbaa !6
  store volatile float -1.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 8), align 4, !tbaa !6
  store volatile float 0xB6A0000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 12), align 4, !tbaa !6
  store volatile float -0.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 16), align 4, !tbaa !6
  store volatile float 0.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 20), align 4, !tbaa !6
  store volatile float 0x36A0000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 24), align 4, !tbaa !6
  store volatile float 0x3810000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 28), align 4, !tbaa !6
  store volatile float 1.000000e+00, ptr getelementptr inbounds (i8, ptr @vals, i64 32), align 4, !tbaa !6
  store volatile float 0x47EFFFFFE0000000, ptr getelementptr inbounds (i8, ptr @vals, i64 36), align 4, !tbaa !6
  store volatile float 0x7FF0000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 40), align 4, !tbaa !6
  store volatile float 0x7FF8000000000000, ptr getelementptr inbounds (i8, ptr @vals, i64 44), align 4, !tbaa !6
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull @.str.1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.7)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.8)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.9)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.10)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.11)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.12)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.13)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.14)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.15)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.16)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.17)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef nonnull @.str.18)
  %14 = tail call i32 @putchar(i32 10)
  br label %21

15:                                               ; preds = %29
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %98, i32 noundef %48)
  %17 = icmp eq i32 %48, 0
  %18 = trunc i64 %98 to i32
  %19 = and i32 %18, 63
  %20 = select i1 %17, i32 %19, i32 100
  ret i32 %20

21:                                               ; preds = %0, %29
  %22 = phi i64 [ 0, %0 ], [ %31, %29 ]
  %23 = phi i32 [ 0, %0 ], [ %48, %29 ]
  %24 = phi i64 [ 0, %0 ], [ %98, %29 ]
  %25 = shl i64 %22, 2
  %26 = call ptr @llvm.load.relative.i64(ptr @names.rel, i64 %25)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %26)
  %28 = getelementptr inbounds [12 x float], ptr @vals, i64 0, i64 %22
  br label %33

29:                                               ; preds = %92
  %30 = tail call i32 @putchar(i32 10)
  %31 = add nuw nsw i64 %22, 1
  %32 = icmp eq i64 %31, 12
  br i1 %32, label %15, label %21, !llvm.loop !10

33:                                               ; preds = %21, %92
  %34 = phi i64 [ 0, %21 ], [ %99, %92 ]
  %35 = phi i32 [ %23, %21 ], [ %48, %92 ]
  %36 = phi i64 [ %24, %21 ], [ %98, %92 ]
  %37 = load volatile float, ptr %28, align 4, !tbaa !6
  %38 = getelementptr inbounds [12 x float], ptr @vals, i64 0, i64 %34
  %39 = load volatile float, ptr %38, align 4, !tbaa !6
  %40 = tail call fastcc i32 @as_values(float noundef %37, float noundef %39)
  %41 = tail call fastcc i32 @as_branches(float noundef %37, float noundef %39)
  %42 = tail call fastcc i32 @as_builtins(float noundef %37, float noundef %39)
  %43 = icmp eq i32 %40, %41
  br i1 %43, label %47, label %44

44:                                               ; preds = %33
  %45 = add nsw i32 %35, 1
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  br label %47

47:                                               ; preds = %44, %33
  %48 = phi i32 [ %45, %44 ], [ %35, %33 ]
  %49 = and i32 %40, 63
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %49, i32 noundef %42)
  %51 = mul i64 %36, 4099
  %52 = shl nuw nsw i32 %40, 6
  %53 = zext nneg i32 %52 to i64
  %54 = add i64 %51, %53
  %55 = zext nneg i32 %42 to i64
  %56 = add i64 %54, %55
  %57 = mul i64 %56, 31
  %58 = tail call fastcc float @sel_min(float noundef %37, float noundef %39)
  %59 = fcmp uno float %58, 0.000000e+00
  br i1 %59, label %74, label %60

60:                                               ; preds = %47
  %61 = fcmp olt float %58, 0.000000e+00
  br i1 %61, label %62, label %65

62:                                               ; preds = %60
  %63 = fcmp oeq float %58, 0xFFF0000000000000
  %64 = select i1 %63, i64 8, i64 16
  br label %74

65:                                               ; preds = %60
  %66 = fcmp ogt float %58, 0.000000e+00
  br i1 %66, label %67, label %70

67:                                               ; preds = %65
  %68 = fcmp oeq float %58, 0x7FF0000000000000
  %69 = select i1 %68, i64 40, i64 32
  br label %74

70:                                               ; preds = %65
  %71 = bitcast float %58 to i32
  %72 = icmp slt i32 %71, 0
  %73 = select i1 %72, i64 48, i64 24
  br label %74

74:                                               ; preds = %47, %62, %67, %70
  %75 = phi i64 [ 0, %47 ], [ %64, %62 ], [ %69, %67 ], [ %73, %70 ]
  %76 = tail call fastcc float @sel_max(float noundef %37, float noundef %39)
  %77 = fcmp uno float %76, 0.000000e+00
  br i1 %77, label %92, label %78

78:                                               ; preds = %74
  %79 = fcmp olt float %76, 0.000000e+00
  br i1 %79, label %80, label %83

80:                                               ; preds = %78
  %81 = fcmp oeq float %76, 0xFFF0000000000000
  %82 = select i1 %81, i64 1, i64 2
  br label %92

83:                                               ; preds = %78
  %84 = fcmp ogt float %76, 0.000000e+00
  br i1 %84, label %85, label %88

85:                                               ; preds = %83
  %86 = fcmp oeq float %76, 0x7FF0000000000000
  %87 = select i1 %86, i64 5, i64 4
  br label %92

88:                                               ; preds = %83
  %89 = bitcast float %76 to i32
  %90 = icmp slt i32 %89, 0
  %91 = select i1 %90, i64 6, i64 3
  br label %92

92:                                               ; preds = %74, %80, %85, %88
  %93 = phi i64 [ 0, %74 ], [ %82, %80 ], [ %87, %85 ], [ %91, %88 ]
  %94 = tail call fastcc i32 @sel_idx(float noundef %37, float noundef %39)
  %95 = zext nneg i32 %94 to i64
  %96 = add i64 %75, %57
  %97 = add i64 %96, %93
  %98 = add i64 %97, %95
  %99 = add nuw nsw i64 %34, 1
  %100 = icmp eq i64 %99, 12
  br i1 %100, label %29, label %33, !llvm.loop !12
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4096) i32 @as_values(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq float %0, %1
  br i1 %3, label %9, label %4

4:                                                ; preds = %2
  %5 = fcmp uno float %0, 0.000000e+00
  br i1 %5, label %9, label %6

6:                                                ; preds = %4
  %7 = fcmp uno float %1, 0.000000e+00
  %8 = select i1 %7, i32 2048, i32 0
  br label %9

9:                                                ; preds = %6, %4, %2
  %10 = phi i32 [ 1024, %6 ], [ 1024, %4 ], [ 0, %2 ]
  %11 = phi i32 [ %8, %6 ], [ 2048, %4 ], [ 2048, %2 ]
  %12 = fcmp une float %0, %1
  %13 = select i1 %12, i32 2, i32 0
  %14 = zext i1 %3 to i32
  %15 = or disjoint i32 %13, %14
  %16 = fcmp uge float %0, %1
  %17 = select i1 %16, i32 0, i32 4
  %18 = or disjoint i32 %15, %17
  %19 = fcmp ugt float %0, %1
  %20 = select i1 %19, i32 0, i32 8
  %21 = or disjoint i32 %18, %20
  %22 = fcmp ule float %0, %1
  %23 = select i1 %22, i32 0, i32 16
  %24 = or disjoint i32 %21, %23
  %25 = fcmp ult float %0, %1
  %26 = select i1 %25, i32 0, i32 32
  %27 = or disjoint i32 %24, %26
  %28 = select i1 %16, i32 64, i32 0
  %29 = or i32 %27, %28
  %30 = select i1 %19, i32 128, i32 0
  %31 = or i32 %29, %30
  %32 = select i1 %22, i32 256, i32 0
  %33 = or i32 %31, %32
  %34 = select i1 %25, i32 512, i32 0
  %35 = or i32 %33, %34
  %36 = or i32 %35, %10
  %37 = or i32 %36, %11
  ret i32 %37
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4096) i32 @as_branches(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp oeq float %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp une float %0, %1
  %6 = or disjoint i32 %4, 2
  %7 = select i1 %5, i32 %6, i32 %4
  %8 = fcmp olt float %0, %1
  %9 = or disjoint i32 %7, 4
  %10 = select i1 %8, i32 %9, i32 %7
  %11 = fcmp ole float %0, %1
  %12 = or disjoint i32 %10, 8
  %13 = select i1 %11, i32 %12, i32 %10
  %14 = fcmp ogt float %0, %1
  %15 = or i32 %13, 16
  %16 = select i1 %14, i32 %15, i32 %13
  %17 = fcmp oge float %0, %1
  %18 = or i32 %16, 32
  %19 = select i1 %17, i32 %18, i32 %16
  %20 = or i32 %19, 64
  %21 = select i1 %8, i32 %19, i32 %20
  %22 = or i32 %21, 128
  %23 = select i1 %11, i32 %21, i32 %22
  %24 = or i32 %23, 256
  %25 = select i1 %14, i32 %23, i32 %24
  %26 = or i32 %25, 512
  %27 = select i1 %17, i32 %25, i32 %26
  %28 = or i32 %27, 1024
  %29 = select i1 %3, i32 %27, i32 %28
  %30 = fcmp ueq float %1, %0
  %31 = or i32 %29, 2048
  %32 = select i1 %30, i32 %31, i32 %29
  ret i32 %32
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 64) i32 @as_builtins(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp ogt float %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp oge float %0, %1
  %6 = select i1 %5, i32 2, i32 0
  %7 = or disjoint i32 %6, %4
  %8 = fcmp olt float %0, %1
  %9 = select i1 %8, i32 4, i32 0
  %10 = or disjoint i32 %7, %9
  %11 = fcmp ole float %0, %1
  %12 = select i1 %11, i32 8, i32 0
  %13 = or disjoint i32 %10, %12
  %14 = fcmp one float %0, %1
  %15 = select i1 %14, i32 16, i32 0
  %16 = or disjoint i32 %13, %15
  %17 = fcmp uno float %0, %1
  %18 = select i1 %17, i32 32, i32 0
  %19 = or disjoint i32 %16, %18
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @sel_min(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp olt float %0, %1
  %4 = select i1 %3, float %0, float %1
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @sel_max(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp ogt float %0, %1
  %4 = select i1 %3, float %0, float %1
  ret float %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 1, 3) i32 @sel_idx(float noundef %0, float noundef %1) unnamed_addr #2 {
  %3 = fcmp oge float %0, %1
  %4 = select i1 %3, i32 1, i32 2
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
