; ModuleID = 'programs/alloca_dynamic.c'
source_filename = "programs/alloca_dynamic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  br i1 %9, label %10, label %37

10:                                               ; preds = %1
  %11 = zext nneg i32 %0 to i64
  %12 = icmp ult i32 %0, 8
  br i1 %12, label %13, label %15

13:                                               ; preds = %26, %10
  %14 = phi i64 [ 0, %10 ], [ %16, %26 ]
  br label %31

15:                                               ; preds = %10
  %16 = and i64 %11, 2147483640
  br label %17

17:                                               ; preds = %17, %15
  %18 = phi i64 [ 0, %15 ], [ %23, %17 ]
  %19 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %15 ], [ %24, %17 ]
  %20 = add <4 x i32> %19, <i32 4, i32 4, i32 4, i32 4>
  %21 = getelementptr inbounds i32, ptr %8, i64 %18
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <4 x i32> %19, ptr %21, align 16, !tbaa !6
  store <4 x i32> %20, ptr %22, align 16, !tbaa !6
  %23 = add nuw i64 %18, 8
  %24 = add <4 x i32> %19, <i32 8, i32 8, i32 8, i32 8>
  %25 = icmp eq i64 %23, %16
  br i1 %25, label %26, label %17, !llvm.loop !10

26:                                               ; preds = %17
  %27 = icmp eq i64 %16, %11
  br i1 %27, label %28, label %13

28:                                               ; preds = %31, %26
  br i1 %9, label %29, label %37

29:                                               ; preds = %28
  %30 = zext nneg i32 %0 to i64
  br label %96

31:                                               ; preds = %13, %31
  %32 = phi i64 [ %35, %31 ], [ %14, %13 ]
  %33 = getelementptr inbounds i32, ptr %8, i64 %32
  %34 = trunc nuw nsw i64 %32 to i32
  store i32 %34, ptr %33, align 4, !tbaa !6
  %35 = add nuw nsw i64 %32, 1
  %36 = icmp eq i64 %35, %11
  br i1 %36, label %28, label %31, !llvm.loop !14

37:                                               ; preds = %109, %1, %28
  %38 = phi i32 [ 1, %28 ], [ 1, %1 ], [ %110, %109 ]
  %39 = icmp slt i32 %0, 0
  br i1 %39, label %122, label %40

40:                                               ; preds = %37
  %41 = shl nuw i32 %0, 1
  %42 = tail call i32 @llvm.smax.i32(i32 %41, i32 0)
  %43 = or disjoint i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = icmp slt i32 %41, 8
  br i1 %45, label %72, label %46

46:                                               ; preds = %40
  %47 = icmp slt i32 %41, 32
  br i1 %47, label %75, label %48

48:                                               ; preds = %46
  %49 = and i64 %44, 2147483616
  br label %50

50:                                               ; preds = %50, %48
  %51 = phi i64 [ 0, %48 ], [ %62, %50 ]
  %52 = phi <16 x i1> [ zeroinitializer, %48 ], [ %60, %50 ]
  %53 = phi <16 x i1> [ zeroinitializer, %48 ], [ %61, %50 ]
  %54 = getelementptr inbounds i8, ptr %6, i64 %51
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load <16 x i8>, ptr %54, align 16, !tbaa !15
  %57 = load <16 x i8>, ptr %55, align 16, !tbaa !15
  %58 = icmp ne <16 x i8> %56, <i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98>
  %59 = icmp ne <16 x i8> %57, <i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98>
  %60 = or <16 x i1> %52, %58
  %61 = or <16 x i1> %53, %59
  %62 = add nuw i64 %51, 32
  %63 = icmp eq i64 %62, %49
  br i1 %63, label %64, label %50, !llvm.loop !16

64:                                               ; preds = %50
  %65 = or <16 x i1> %61, %60
  %66 = freeze <16 x i1> %65
  %67 = bitcast <16 x i1> %66 to i16
  %68 = icmp eq i16 %67, 0
  %69 = select i1 %68, i32 %38, i32 0
  %70 = and i64 %44, 24
  %71 = icmp eq i64 %70, 0
  br i1 %71, label %72, label %75

72:                                               ; preds = %92, %40, %64
  %73 = phi i64 [ 0, %40 ], [ %49, %64 ], [ %79, %92 ]
  %74 = phi i32 [ %38, %40 ], [ %69, %64 ], [ %95, %92 ]
  br label %113

75:                                               ; preds = %46, %64
  %76 = phi i32 [ %69, %64 ], [ %38, %46 ]
  %77 = phi i64 [ %49, %64 ], [ 0, %46 ]
  %78 = icmp ne i32 %76, %38
  %79 = and i64 %44, 2147483640
  %80 = insertelement <8 x i1> poison, i1 %78, i64 0
  %81 = shufflevector <8 x i1> %80, <8 x i1> poison, <8 x i32> zeroinitializer
  br label %82

82:                                               ; preds = %82, %75
  %83 = phi i64 [ %77, %75 ], [ %90, %82 ]
  %84 = phi <8 x i1> [ %81, %75 ], [ %89, %82 ]
  %85 = getelementptr inbounds i8, ptr %6, i64 %83
  %86 = load <8 x i8>, ptr %85, align 8, !tbaa !15
  %87 = icmp ne <8 x i8> %86, <i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98, i8 98>
  %88 = or <8 x i1> %84, %87
  %89 = freeze <8 x i1> %88
  %90 = add nuw i64 %83, 8
  %91 = icmp eq i64 %90, %79
  br i1 %91, label %92, label %82, !llvm.loop !17

92:                                               ; preds = %82
  %93 = bitcast <8 x i1> %89 to i8
  %94 = icmp eq i8 %93, 0
  %95 = select i1 %94, i32 %38, i32 0
  br label %72

96:                                               ; preds = %29, %109
  %97 = phi i64 [ 0, %29 ], [ %111, %109 ]
  %98 = phi i32 [ 1, %29 ], [ %110, %109 ]
  %99 = getelementptr inbounds i8, ptr %3, i64 %97
  %100 = load i8, ptr %99, align 1, !tbaa !15
  %101 = icmp eq i8 %100, 97
  br i1 %101, label %102, label %109

102:                                              ; preds = %96
  %103 = getelementptr inbounds i32, ptr %8, i64 %97
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = zext i32 %104 to i64
  %106 = icmp eq i64 %97, %105
  %107 = freeze i1 %106
  %108 = select i1 %107, i32 %98, i32 0
  br label %109

109:                                              ; preds = %102, %96
  %110 = phi i32 [ 0, %96 ], [ %108, %102 ]
  %111 = add nuw nsw i64 %97, 1
  %112 = icmp eq i64 %111, %30
  br i1 %112, label %37, label %96, !llvm.loop !18

113:                                              ; preds = %72, %113
  %114 = phi i64 [ %120, %113 ], [ %73, %72 ]
  %115 = phi i32 [ %119, %113 ], [ %74, %72 ]
  %116 = getelementptr inbounds i8, ptr %6, i64 %114
  %117 = load i8, ptr %116, align 1, !tbaa !15
  %118 = icmp eq i8 %117, 98
  %119 = select i1 %118, i32 %115, i32 0
  %120 = add nuw nsw i64 %114, 1
  %121 = icmp eq i64 %120, %44
  br i1 %121, label %122, label %113, !llvm.loop !19

122:                                              ; preds = %113, %37
  %123 = phi i32 [ %38, %37 ], [ %119, %113 ]
  ret i32 %123
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @grow(i32 noundef %0) unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %8

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  br label %10

5:                                                ; preds = %10
  %6 = zext nneg i32 %20 to i64
  %7 = mul nuw nsw i64 %24, %6
  br label %8

8:                                                ; preds = %5, %1
  %9 = phi i64 [ 0, %1 ], [ %7, %5 ]
  ret i64 %9

10:                                               ; preds = %3, %10
  %11 = phi i64 [ 0, %3 ], [ %25, %10 ]
  %12 = phi i64 [ 0, %3 ], [ %24, %10 ]
  %13 = phi i32 [ 1, %3 ], [ %20, %10 ]
  %14 = phi ptr [ null, %3 ], [ %17, %10 ]
  %15 = mul nuw nsw i64 %11, 10
  %16 = or disjoint i64 %15, 1
  %17 = alloca i8, i64 %16, align 16
  %18 = trunc i64 %11 to i8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1) %17, i8 %18, i64 %16, i1 false)
  %19 = icmp eq ptr %17, %14
  %20 = select i1 %19, i32 0, i32 %13
  %21 = getelementptr inbounds i8, ptr %17, i64 %15
  %22 = load i8, ptr %21, align 2, !tbaa !15
  %23 = zext i8 %22 to i64
  %24 = add nuw nsw i64 %12, %23
  %25 = add nuw nsw i64 %11, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %5, label %10, !llvm.loop !20
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 0, 2) i32 @aligned_block() unnamed_addr #3 {
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = !{!8, !8, i64 0}
!16 = distinct !{!16, !11, !12, !13}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11, !13, !12}
!20 = distinct !{!20, !11}
