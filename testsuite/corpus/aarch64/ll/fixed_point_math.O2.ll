; ModuleID = 'programs/fixed_point_math.c'
source_filename = "programs/fixed_point_math.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mul %.5f div %.5f sqrt2 %.5f sqrt(10) %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [27 x i8] c"deg %3d sin %.4f cos %.4f\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"q31 0.5^2 = %lld (%.6f)\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1
@cordic_tab = internal unnamed_addr constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 4
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef -4.875000e+00, double noundef 0xC001555000000000, double noundef 0x3FF6A09000000000, double noundef 0x40094C5800000000)
  br label %2

2:                                                ; preds = %0, %32
  %3 = phi i64 [ -90, %0 ], [ %39, %32 ]
  %4 = mul nsw i64 %3, 205887
  %5 = sdiv i64 %4, 180
  %6 = trunc i64 %5 to i32
  br label %7

7:                                                ; preds = %26, %2
  %8 = phi i64 [ 0, %2 ], [ %30, %26 ]
  %9 = phi i32 [ 39797, %2 ], [ %29, %26 ]
  %10 = phi i32 [ 0, %2 ], [ %28, %26 ]
  %11 = phi i32 [ %6, %2 ], [ %27, %26 ]
  %12 = trunc nuw nsw i64 %8 to i32
  %13 = ashr i32 %10, %12
  %14 = ashr i32 %9, %12
  %15 = icmp sgt i32 %11, -1
  %16 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %8
  %17 = load i32, ptr %16, align 4, !tbaa !6
  br i1 %15, label %18, label %22

18:                                               ; preds = %7
  %19 = sub nsw i32 %9, %13
  %20 = add nsw i32 %14, %10
  %21 = sub nsw i32 %11, %17
  br label %26

22:                                               ; preds = %7
  %23 = add nsw i32 %13, %9
  %24 = sub nsw i32 %10, %14
  %25 = add nsw i32 %17, %11
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  %28 = phi i32 [ %20, %18 ], [ %24, %22 ]
  %29 = phi i32 [ %19, %18 ], [ %23, %22 ]
  %30 = add nuw nsw i64 %8, 1
  %31 = icmp eq i64 %30, 16
  br i1 %31, label %32, label %7, !llvm.loop !10

32:                                               ; preds = %26
  %33 = sitofp i32 %28 to double
  %34 = fmul double %33, 0x3EF0000000000000
  %35 = sitofp i32 %29 to double
  %36 = fmul double %35, 0x3EF0000000000000
  %37 = trunc nsw i64 %3 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37, double noundef %34, double noundef %36)
  %39 = add nsw i64 %3, 30
  %40 = icmp slt i64 %3, 61
  br i1 %40, label %2, label %41, !llvm.loop !12

41:                                               ; preds = %32, %50
  %42 = phi i32 [ %89, %50 ], [ 0, %32 ]
  %43 = phi i32 [ %53, %50 ], [ 0, %32 ]
  %44 = mul nuw nsw i32 %43, 6553
  %45 = add nsw i32 %44, -78643
  br label %55

46:                                               ; preds = %50
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 536870912, double noundef 2.500000e-01)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %89)
  %49 = srem i32 %89, 256
  ret i32 %49

50:                                               ; preds = %87
  %51 = load ptr, ptr @stdout, align 8, !tbaa !13
  %52 = tail call i32 @putc(i32 noundef 10, ptr noundef %51)
  %53 = add nuw nsw i32 %43, 1
  %54 = icmp eq i32 %53, 24
  br i1 %54, label %46, label %41, !llvm.loop !15

55:                                               ; preds = %41, %87
  %56 = phi i32 [ %42, %41 ], [ %89, %87 ]
  %57 = phi i32 [ 0, %41 ], [ %98, %87 ]
  %58 = mul nuw nsw i32 %57, 3276
  %59 = add nsw i32 %58, -144179
  br label %60

60:                                               ; preds = %55, %76
  %61 = phi i32 [ 0, %55 ], [ %85, %76 ]
  %62 = phi i32 [ 0, %55 ], [ %82, %76 ]
  %63 = phi i32 [ 0, %55 ], [ %84, %76 ]
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 %64, %64
  %66 = add nuw nsw i64 %65, 32768
  %67 = lshr i64 %66, 16
  %68 = trunc i64 %67 to i32
  %69 = sext i32 %62 to i64
  %70 = mul nsw i64 %69, %69
  %71 = add nuw nsw i64 %70, 32768
  %72 = lshr i64 %71, 16
  %73 = trunc i64 %72 to i32
  %74 = add nsw i32 %73, %68
  %75 = icmp sgt i32 %74, 262144
  br i1 %75, label %87, label %76

76:                                               ; preds = %60
  %77 = mul nsw i64 %69, %64
  %78 = add nsw i64 %77, 32768
  %79 = lshr i64 %78, 15
  %80 = trunc i64 %79 to i32
  %81 = and i32 %80, -2
  %82 = add nsw i32 %45, %81
  %83 = add i32 %59, %68
  %84 = sub i32 %83, %73
  %85 = add nuw nsw i32 %61, 1
  %86 = icmp eq i32 %85, 64
  br i1 %86, label %87, label %60

87:                                               ; preds = %60, %76
  %88 = phi i32 [ %61, %60 ], [ 64, %76 ]
  %89 = add nsw i32 %88, %56
  %90 = mul nuw nsw i32 %88, 9
  %91 = lshr i32 %90, 6
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds [11 x i8], ptr @.str.2, i64 0, i64 %92
  %94 = load i8, ptr %93, align 1, !tbaa !16
  %95 = zext i8 %94 to i32
  %96 = load ptr, ptr @stdout, align 8, !tbaa !13
  %97 = tail call i32 @putc(i32 noundef %95, ptr noundef %96)
  %98 = add nuw nsw i32 %57, 1
  %99 = icmp eq i32 %98, 64
  br i1 %99, label %50, label %55, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !11}
