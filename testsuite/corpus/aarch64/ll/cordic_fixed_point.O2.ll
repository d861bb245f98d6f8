; ModuleID = 'programs/cordic_fixed_point.c'
source_filename = "programs/cordic_fixed_point.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"%4d deg: sin=%11d cos=%11d (x1e6: %7lld %7lld)\0A\00", align 1
@.str.1 = private unnamed_addr constant [42 x i8] c"atan2(1,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [43 x i8] c"atan2(-3,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"isqrt: %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"radius error sum=%ld\0A\00", align 1
@atan_tab = internal unnamed_addr constant [30 x i32] [i32 421657428, i32 248918915, i32 131521918, i32 66762579, i32 33510843, i32 16771758, i32 8387925, i32 4194219, i32 2097141, i32 1048575, i32 524288, i32 262144, i32 131072, i32 65536, i32 32768, i32 16384, i32 8192, i32 4096, i32 2048, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2, i32 1], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %67

1:                                                ; preds = %104, %19
  %2 = phi i64 [ %23, %19 ], [ 0, %104 ]
  %3 = phi i32 [ %22, %19 ], [ 0, %104 ]
  %4 = phi i64 [ %21, %19 ], [ 268435456, %104 ]
  %5 = phi i64 [ %20, %19 ], [ 268435456, %104 ]
  %6 = ashr i64 %4, %2
  %7 = ashr i64 %5, %2
  %8 = icmp sgt i64 %5, 0
  %9 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %2
  %10 = load i32, ptr %9, align 4, !tbaa !6
  br i1 %8, label %11, label %15

11:                                               ; preds = %1
  %12 = add nsw i64 %7, %4
  %13 = sub nsw i64 %5, %6
  %14 = add nsw i32 %10, %3
  br label %19

15:                                               ; preds = %1
  %16 = sub nsw i64 %4, %7
  %17 = add nsw i64 %6, %5
  %18 = sub nsw i32 %3, %10
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi i64 [ %13, %11 ], [ %17, %15 ]
  %21 = phi i64 [ %12, %11 ], [ %16, %15 ]
  %22 = phi i32 [ %14, %11 ], [ %18, %15 ]
  %23 = add nuw nsw i64 %2, 1
  %24 = icmp eq i64 %23, 30
  br i1 %24, label %25, label %1, !llvm.loop !10

25:                                               ; preds = %19
  %26 = mul nsw i64 %21, 326016437
  %27 = ashr i64 %26, 29
  %28 = sext i32 %22 to i64
  %29 = mul nsw i64 %28, 180000
  %30 = sdiv i64 %29, 1686629713
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i64 noundef %30, i64 noundef %27)
  br label %32

32:                                               ; preds = %50, %25
  %33 = phi i64 [ 0, %25 ], [ %54, %50 ]
  %34 = phi i32 [ 0, %25 ], [ %53, %50 ]
  %35 = phi i64 [ 134217728, %25 ], [ %52, %50 ]
  %36 = phi i64 [ -402653184, %25 ], [ %51, %50 ]
  %37 = ashr i64 %35, %33
  %38 = ashr i64 %36, %33
  %39 = icmp sgt i64 %36, 0
  %40 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %33
  %41 = load i32, ptr %40, align 4, !tbaa !6
  br i1 %39, label %42, label %46

42:                                               ; preds = %32
  %43 = add nsw i64 %38, %35
  %44 = sub nsw i64 %36, %37
  %45 = add nsw i32 %41, %34
  br label %50

46:                                               ; preds = %32
  %47 = sub nsw i64 %35, %38
  %48 = add nsw i64 %37, %36
  %49 = sub nsw i32 %34, %41
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi i64 [ %44, %42 ], [ %48, %46 ]
  %52 = phi i64 [ %43, %42 ], [ %47, %46 ]
  %53 = phi i32 [ %45, %42 ], [ %49, %46 ]
  %54 = add nuw nsw i64 %33, 1
  %55 = icmp eq i64 %54, 30
  br i1 %55, label %56, label %32, !llvm.loop !10

56:                                               ; preds = %50
  %57 = mul nsw i64 %52, 326016437
  %58 = ashr i64 %57, 29
  %59 = sext i32 %53 to i64
  %60 = mul nsw i64 %59, 180000
  %61 = sdiv i64 %60, 1686629713
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %53, i64 noundef %61, i64 noundef %58)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 759250124, i32 noundef 1000000007, i32 noundef -1)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %121)
  %65 = trunc i64 %121 to i32
  %66 = and i32 %65, 127
  ret i32 %66

67:                                               ; preds = %0, %104
  %68 = phi i64 [ -180, %0 ], [ %128, %104 ]
  %69 = phi i64 [ 0, %0 ], [ %121, %104 ]
  %70 = mul nsw i64 %68, 1686629713
  %71 = sdiv i64 %70, 180
  %72 = trunc i64 %71 to i32
  %73 = icmp slt i32 %72, 843314857
  %74 = add nsw i32 %72, -1686629713
  %75 = icmp sgt i32 %72, -843314857
  %76 = add nsw i32 %72, 1686629713
  %77 = select i1 %75, i32 %72, i32 %76
  %78 = select i1 %73, i32 %77, i32 %74
  br label %79

79:                                               ; preds = %98, %67
  %80 = phi i64 [ 0, %67 ], [ %102, %98 ]
  %81 = phi i32 [ %78, %67 ], [ %101, %98 ]
  %82 = phi i32 [ 0, %67 ], [ %100, %98 ]
  %83 = phi i32 [ 326016437, %67 ], [ %99, %98 ]
  %84 = trunc nuw nsw i64 %80 to i32
  %85 = ashr i32 %83, %84
  %86 = ashr i32 %82, %84
  %87 = icmp sgt i32 %81, -1
  %88 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %80
  %89 = load i32, ptr %88, align 4, !tbaa !6
  br i1 %87, label %90, label %94

90:                                               ; preds = %79
  %91 = sub nsw i32 %83, %86
  %92 = add nsw i32 %85, %82
  %93 = sub nsw i32 %81, %89
  br label %98

94:                                               ; preds = %79
  %95 = add nsw i32 %86, %83
  %96 = sub nsw i32 %82, %85
  %97 = add nsw i32 %89, %81
  br label %98

98:                                               ; preds = %94, %90
  %99 = phi i32 [ %91, %90 ], [ %95, %94 ]
  %100 = phi i32 [ %92, %90 ], [ %96, %94 ]
  %101 = phi i32 [ %93, %90 ], [ %97, %94 ]
  %102 = add nuw nsw i64 %80, 1
  %103 = icmp eq i64 %102, 30
  br i1 %103, label %104, label %79, !llvm.loop !12

104:                                              ; preds = %98
  %105 = add i32 %72, 843314856
  %106 = icmp ult i32 %105, 1686629713
  %107 = sub nsw i32 0, %99
  %108 = select i1 %106, i32 %99, i32 %107
  %109 = sub nsw i32 0, %100
  %110 = select i1 %106, i32 %100, i32 %109
  %111 = sext i32 %110 to i64
  %112 = mul nsw i64 %111, %111
  %113 = sext i32 %108 to i64
  %114 = mul nsw i64 %113, %113
  %115 = add nuw nsw i64 %112, %114
  %116 = lshr i64 %115, 29
  %117 = add nsw i64 %116, -536870912
  %118 = icmp ult i64 %115, 288230376151711744
  %119 = sub nsw i64 536870912, %116
  %120 = select i1 %118, i64 %119, i64 %117
  %121 = add nsw i64 %120, %69
  %122 = mul nsw i64 %111, 1000000
  %123 = sdiv i64 %122, 536870912
  %124 = mul nsw i64 %113, 1000000
  %125 = sdiv i64 %124, 536870912
  %126 = trunc nsw i64 %68 to i32
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %126, i32 noundef %110, i32 noundef %108, i64 noundef %123, i64 noundef %125)
  %128 = add nsw i64 %68, 15
  %129 = icmp slt i64 %68, 166
  br i1 %129, label %67, label %1, !llvm.loop !13
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

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
!13 = distinct !{!13, !11}
