; ModuleID = 'programs/alloca_dynamic.c'
source_filename = "programs/alloca_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"blocks ok=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"grow=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"aligned=%d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc i32 @blocks(i32 noundef 0)
  %2 = tail call fastcc i32 @blocks(i32 noundef 7)
  %3 = add nuw nsw i32 %2, %1
  %4 = tail call fastcc i32 @blocks(i32 noundef 14)
  %5 = add nuw nsw i32 %4, %3
  %6 = tail call fastcc i32 @blocks(i32 noundef 21)
  %7 = add nuw nsw i32 %6, %5
  %8 = tail call fastcc i32 @blocks(i32 noundef 28)
  %9 = add nuw nsw i32 %8, %7
  %10 = tail call fastcc i32 @blocks(i32 noundef 35)
  %11 = add nuw nsw i32 %10, %9
  %12 = tail call fastcc i32 @blocks(i32 noundef 42)
  %13 = add nuw nsw i32 %12, %11
  %14 = tail call fastcc i32 @blocks(i32 noundef 49)
  %15 = add nuw nsw i32 %14, %13
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  %17 = tail call fastcc i64 @grow(i32 noundef 40)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %17)
  %19 = tail call fastcc i32 @aligned_block()
  %20 = tail call fastcc i32 @aligned_block()
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19, i32 noundef %20)
  %22 = tail call fastcc i64 @grow(i32 noundef 10)
  %23 = trunc i64 %22 to i32
  %24 = and i32 %23, 63
  %25 = add nuw nsw i32 %24, %15
  ret i32 %25
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @blocks(i32 noundef %0) unnamed_addr #1 {
  %2 = sext i32 %0 to i64
  %3 = alloca i8, i64 %2, align 16
  %4 = shl nsw i64 %2, 1
  %5 = or disjoint i64 %4, 1
  %6 = alloca i8, i64 %5, align 16
  %7 = shl nsw i64 %2, 2
  %8 = alloca i8, i64 %7, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %3, i8 97, i64 %2, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %6, i8 98, i64 %5, i1 false)
  %9 = icmp sgt i32 %0, 0
  br i1 %9, label %10, label %56

10:                                               ; preds = %1
  %11 = zext nneg i32 %0 to i64
  %12 = icmp ult i32 %0, 8
  br i1 %12, label %13, label %15

13:                                               ; preds = %26, %10
  %14 = phi i64 [ 0, %10 ], [ %16, %26 ]
  br label %34

15:                                               ; preds = %10
  %16 = and i64 %11, 2147483640
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %23, %17 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %24, %17 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = getelementptr inbounds i32, ptr %8, i64 %18
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <4 x i32> %19, ptr %21, align 16, !tbaa !5
  store <4 x i32> %20, ptr %22, align 16, !tbaa !5
  %23 = add nuw i64 %18, 8
  %24 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, %16
  br i1 %25, label %26, label %17, !llvm.loop !9

26:                                               ; preds = %17
  %27 = icmp eq i64 %16, %11
  br i1 %27, label %28, label %13

28:                                               ; preds = %34, %26
  br i1 %9, label %29, label %56

29:                                               ; preds = %28
  %30 = and i64 %11, 1
  %31 = icmp eq i32 %0, 1
  br i1 %31, label %40, label %32

32:                                               ; preds = %29
  %33 = and i64 %11, 2147483646
  br label %90

34:                                               ; preds = %13, %34
  %35 = phi i64 [ %38, %34 ], [ %14, %13 ]
  %36 = getelementptr inbounds i32, ptr %8, i64 %35
  %37 = trunc nuw nsw i64 %35 to i32
  store i32 %37, ptr %36, align 4, !tbaa !5
  %38 = add nuw nsw i64 %35, 1
  %39 = icmp eq i64 %38, %11
  br i1 %39, label %28, label %34, !llvm.loop !13

40:                                               ; preds = %117, %29
  %41 = phi i32 [ poison, %29 ], [ %118, %117 ]
  %42 = phi i64 [ 0, %29 ], [ %119, %117 ]
  %43 = phi i32 [ 1, %29 ], [ %118, %117 ]
  %44 = icmp eq i64 %30, 0
  br i1 %44, label %56, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %3, i64 %42
  %47 = load i8, ptr %46, align 1, !tbaa !14
  %48 = icmp eq i8 %47, 97
  br i1 %48, label %49, label %56

49:                                               ; preds = %45
  %50 = getelementptr inbounds i32, ptr %8, i64 %42
  %51 = load i32, ptr %50, align 4, !tbaa !5
  %52 = zext i32 %51 to i64
  %53 = icmp eq i64 %42, %52
  %54 = freeze i1 %53
  %55 = select i1 %54, i32 %43, i32 0
  br label %56

56:                                               ; preds = %40, %49, %45, %1, %28
  %57 = phi i32 [ 1, %28 ], [ 1, %1 ], [ %41, %40 ], [ 0, %45 ], [ %55, %49 ]
  %58 = icmp slt i32 %0, 0
  br i1 %58, label %131, label %59

59:                                               ; preds = %56
  %60 = shl nuw i32 %0, 1
  %61 = tail call i32 @llvm.smax.i32(i32 %60, i32 0)
  %62 = or disjoint i32 %61, 1
  %63 = zext nneg i32 %62 to i64
  %64 = icmp slt i32 %60, 8
  br i1 %64, label %65, label %68

65:                                               ; preds = %84, %59
  %66 = phi i64 [ 0, %59 ], [ %69, %84 ]
  %67 = phi i32 [ %57, %59 ], [ %89, %84 ]
  br label %122

68:                                               ; preds = %59
  %69 = and i64 %63, 2147483640
  br label %70

70:                                               ; preds = %70, %68
  %71 = phi i64 [ 0, %68 ], [ %82, %70 ]
  %72 = phi <4 x i1> [ zeroinitializer, %68 ], [ %80, %70 ]
  %73 = phi <4 x i1> [ zeroinitializer, %68 ], [ %81, %70 ]
  %74 = getelementptr inbounds i8, ptr %6, i64 %71
  %75 = getelementptr inbounds i8, ptr %74, i64 4
  %76 = load <4 x i8>, ptr %74, align 8, !tbaa !14
  %77 = load <4 x i8>, ptr %75, align 4, !tbaa !14
  %78 = icmp ne <4 x i8> %76, <i8 98, i8 98, i8 98, i8 98>
  %79 = icmp ne <4 x i8> %77, <i8 98, i8 98, i8 98, i8 98>
  %80 = or <4 x i1> %72, %78
  %81 = or <4 x i1> %73, %79
  %82 = add nuw i64 %71, 8
  %83 = icmp eq i64 %82, %69
  br i1 %83, label %84, label %70, !llvm.loop !15

84:                                               ; preds = %70
  %85 = or <4 x i1> %81, %80
  %86 = freeze <4 x i1> %85
  %87 = bitcast <4 x i1> %86 to i4
  %88 = icmp eq i4 %87, 0
  %89 = select i1 %88, i32 %57, i32 0
  br label %65

90:                                               ; preds = %117, %32
  %91 = phi i64 [ 0, %32 ], [ %119, %117 ]
  %92 = phi i32 [ 1, %32 ], [ %118, %117 ]
  %93 = phi i64 [ 0, %32 ], [ %120, %117 ]
  %94 = getelementptr inbounds i8, ptr %3, i64 %91
  %95 = load i8, ptr %94, align 2, !tbaa !14
  %96 = icmp eq i8 %95, 97
  br i1 %96, label %97, label %104

97:                                               ; preds = %90
  %98 = getelementptr inbounds i32, ptr %8, i64 %91
  %99 = load i32, ptr %98, align 8, !tbaa !5
  %100 = zext i32 %99 to i64
  %101 = icmp eq i64 %91, %100
  %102 = freeze i1 %101
  %103 = select i1 %102, i32 %92, i32 0
  br label %104

104:                                              ; preds = %97, %90
  %105 = phi i32 [ 0, %90 ], [ %103, %97 ]
  %106 = or disjoint i64 %91, 1
  %107 = getelementptr inbounds i8, ptr %3, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !14
  %109 = icmp eq i8 %108, 97
  br i1 %109, label %110, label %117

110:                                              ; preds = %104
  %111 = getelementptr inbounds i32, ptr %8, i64 %106
  %112 = load i32, ptr %111, align 4, !tbaa !5
  %113 = zext i32 %112 to i64
  %114 = icmp eq i64 %106, %113
  %115 = freeze i1 %114
  %116 = select i1 %115, i32 %105, i32 0
  br label %117

117:                                              ; preds = %110, %104
  %118 = phi i32 [ 0, %104 ], [ %116, %110 ]
  %119 = add nuw nsw i64 %91, 2
  %120 = add i64 %93, 2
  %121 = icmp eq i64 %120, %33
  br i1 %121, label %40, label %90, !llvm.loop !16

122:                                              ; preds = %65, %122
  %123 = phi i64 [ %129, %122 ], [ %66, %65 ]
  %124 = phi i32 [ %128, %122 ], [ %67, %65 ]
  %125 = getelementptr inbounds i8, ptr %6, i64 %123
  %126 = load i8, ptr %125, align 1, !tbaa !14
  %127 = icmp eq i8 %126, 98
  %128 = select i1 %127, i32 %124, i32 0
  %129 = add nuw nsw i64 %123, 1
  %130 = icmp eq i64 %129, %63
  br i1 %130, label %131, label %122, !llvm.loop !17

131:                                              ; preds = %122, %56
  %132 = phi i32 [ %57, %56 ], [ %128, %122 ]
  ret i32 %132
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @grow(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %23

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = and i64 %4, 1
  %6 = icmp eq i32 %0, 1
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i64 %4, 2147483646
  br label %25

9:                                                ; preds = %25, %3
  %10 = phi i64 [ poison, %3 ], [ %45, %25 ]
  %11 = phi i64 [ 0, %3 ], [ %46, %25 ]
  %12 = phi i64 [ 0, %3 ], [ %45, %25 ]
  %13 = icmp eq i64 %5, 0
  br i1 %13, label %23, label %14

14:                                               ; preds = %9
  %15 = mul nuw nsw i64 %11, 10
  %16 = or disjoint i64 %15, 1
  %17 = alloca i8, i64 %16, align 16
  %18 = trunc i64 %11 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %17, i8 %18, i64 %16, i1 false)
  %19 = getelementptr inbounds i8, ptr %17, i64 %15
  %20 = load i8, ptr %19, align 2, !tbaa !14
  %21 = sext i8 %20 to i64
  %22 = add nsw i64 %12, %21
  br label %23

23:                                               ; preds = %14, %9, %1
  %24 = phi i64 [ 0, %1 ], [ %10, %9 ], [ %22, %14 ]
  ret i64 %24

25:                                               ; preds = %25, %7
  %26 = phi i64 [ 0, %7 ], [ %46, %25 ]
  %27 = phi i64 [ 0, %7 ], [ %45, %25 ]
  %28 = phi i64 [ 0, %7 ], [ %47, %25 ]
  %29 = mul nuw nsw i64 %26, 10
  %30 = or disjoint i64 %29, 1
  %31 = alloca i8, i64 %30, align 16
  %32 = trunc i64 %26 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %31, i8 %32, i64 %30, i1 false)
  %33 = getelementptr inbounds i8, ptr %31, i64 %29
  %34 = load i8, ptr %33, align 4, !tbaa !14
  %35 = sext i8 %34 to i64
  %36 = add nsw i64 %27, %35
  %37 = or disjoint i64 %26, 1
  %38 = mul nuw nsw i64 %37, 10
  %39 = or disjoint i64 %38, 1
  %40 = alloca i8, i64 %39, align 16
  %41 = trunc i64 %37 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %40, i8 %41, i64 %39, i1 false)
  %42 = getelementptr inbounds i8, ptr %40, i64 %38
  %43 = load i8, ptr %42, align 2, !tbaa !14
  %44 = sext i8 %43 to i64
  %45 = add nsw i64 %36, %44
  %46 = add nuw nsw i64 %26, 2
  %47 = add i64 %28, 2
  %48 = icmp eq i64 %47, %8
  br i1 %48, label %9, label %25, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @aligned_block() unnamed_addr #3 {
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = !{!7, !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10, !12, !11}
!18 = distinct !{!18, !10}
