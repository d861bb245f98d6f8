; ModuleID = 'probe.c'
source_filename = "probe.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"mid %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"vla %d: %d\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @fill(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %94

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = icmp ult i32 %1, 8
  br i1 %7, label %32, label %8

8:                                                ; preds = %5
  %9 = icmp ult i32 %1, 32
  br i1 %9, label %34, label %10

10:                                               ; preds = %8
  %11 = and i64 %6, 2147483616
  %12 = insertelement <16 x i32> poison, i32 %2, i64 0
  %13 = shufflevector <16 x i32> %12, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %14

14:                                               ; preds = %14, %10
  %15 = phi i64 [ 0, %10 ], [ %24, %14 ]
  %16 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %10 ], [ %25, %14 ]
  %17 = add <16 x i32> %16, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %18 = add <16 x i32> %16, %13
  %19 = add <16 x i32> %17, %13
  %20 = trunc <16 x i32> %18 to <16 x i8>
  %21 = trunc <16 x i32> %19 to <16 x i8>
  %22 = getelementptr inbounds i8, ptr %0, i64 %15
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  store <16 x i8> %20, ptr %22, align 1, !tbaa !6
  store <16 x i8> %21, ptr %23, align 1, !tbaa !6
  %24 = add nuw i64 %15, 32
  %25 = add <16 x i32> %16, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %26 = icmp eq i64 %24, %11
  br i1 %26, label %27, label %14, !llvm.loop !9

27:                                               ; preds = %14
  %28 = icmp eq i64 %11, %6
  br i1 %28, label %54, label %29

29:                                               ; preds = %27
  %30 = and i64 %6, 24
  %31 = icmp eq i64 %30, 0
  br i1 %31, label %32, label %34

32:                                               ; preds = %52, %5, %29
  %33 = phi i64 [ 0, %5 ], [ %11, %29 ], [ %36, %52 ]
  br label %86

34:                                               ; preds = %8, %29
  %35 = phi i64 [ %11, %29 ], [ 0, %8 ]
  %36 = and i64 %6, 2147483640
  %37 = trunc nuw nsw i64 %35 to i32
  %38 = insertelement <8 x i32> poison, i32 %37, i64 0
  %39 = shufflevector <8 x i32> %38, <8 x i32> poison, <8 x i32> zeroinitializer
  %40 = or disjoint <8 x i32> %39, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %41 = insertelement <8 x i32> poison, i32 %2, i64 0
  %42 = shufflevector <8 x i32> %41, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %43

43:                                               ; preds = %43, %34
  %44 = phi i64 [ %35, %34 ], [ %49, %43 ]
  %45 = phi <8 x i32> [ %40, %34 ], [ %50, %43 ]
  %46 = add <8 x i32> %45, %42
  %47 = trunc <8 x i32> %46 to <8 x i8>
  %48 = getelementptr inbounds i8, ptr %0, i64 %44
  store <8 x i8> %47, ptr %48, align 1, !tbaa !6
  %49 = add nuw i64 %44, 8
  %50 = add <8 x i32> %45, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %51 = icmp eq i64 %49, %36
  br i1 %51, label %52, label %43, !llvm.loop !13

52:                                               ; preds = %43
  %53 = icmp eq i64 %36, %6
  br i1 %53, label %54, label %32

54:                                               ; preds = %86, %52, %27
  br i1 %4, label %55, label %94

55:                                               ; preds = %54
  %56 = zext nneg i32 %1 to i64
  %57 = add nsw i64 %6, -1
  %58 = udiv i64 %57, 97
  %59 = add nuw nsw i64 %58, 1
  %60 = icmp ult i32 %1, 98
  br i1 %60, label %61, label %64

61:                                               ; preds = %83, %55
  %62 = phi i64 [ 0, %55 ], [ %66, %83 ]
  %63 = phi i32 [ 0, %55 ], [ %84, %83 ]
  br label %96

64:                                               ; preds = %55
  %65 = and i64 %59, 576460752303423486
  %66 = mul i64 %65, 97
  %67 = getelementptr i8, ptr %0, i64 97
  br label %68

68:                                               ; preds = %68, %64
  %69 = phi i64 [ 0, %64 ], [ %81, %68 ]
  %70 = phi i32 [ 0, %64 ], [ %79, %68 ]
  %71 = phi i32 [ 0, %64 ], [ %80, %68 ]
  %72 = mul i64 %69, 97
  %73 = getelementptr inbounds i8, ptr %0, i64 %72
  %74 = getelementptr i8, ptr %67, i64 %72
  %75 = load i8, ptr %73, align 1, !tbaa !6
  %76 = load i8, ptr %74, align 1, !tbaa !6
  %77 = zext i8 %75 to i32
  %78 = zext i8 %76 to i32
  %79 = add i32 %70, %77
  %80 = add i32 %71, %78
  %81 = add nuw i64 %69, 2
  %82 = icmp eq i64 %81, %65
  br i1 %82, label %83, label %68, !llvm.loop !14

83:                                               ; preds = %68
  %84 = add i32 %80, %79
  %85 = icmp eq i64 %59, %65
  br i1 %85, label %94, label %61

86:                                               ; preds = %32, %86
  %87 = phi i64 [ %92, %86 ], [ %33, %32 ]
  %88 = trunc i64 %87 to i32
  %89 = add i32 %88, %2
  %90 = trunc i32 %89 to i8
  %91 = getelementptr inbounds i8, ptr %0, i64 %87
  store i8 %90, ptr %91, align 1, !tbaa !6
  %92 = add nuw nsw i64 %87, 1
  %93 = icmp eq i64 %92, %6
  br i1 %93, label %54, label %86, !llvm.loop !15

94:                                               ; preds = %96, %83, %3, %54
  %95 = phi i32 [ 0, %54 ], [ 0, %3 ], [ %84, %83 ], [ %102, %96 ]
  ret i32 %95

96:                                               ; preds = %61, %96
  %97 = phi i64 [ %103, %96 ], [ %62, %61 ]
  %98 = phi i32 [ %102, %96 ], [ %63, %61 ]
  %99 = getelementptr inbounds i8, ptr %0, i64 %97
  %100 = load i8, ptr %99, align 1, !tbaa !6
  %101 = zext i8 %100 to i32
  %102 = add nuw nsw i32 %98, %101
  %103 = add nuw nsw i64 %97, 97
  %104 = icmp ult i64 %103, %56
  br i1 %104, label %96, label %94, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @big_frame(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [70000 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 70000, ptr nonnull %2) #5
  %3 = call i32 @fill(ptr noundef nonnull %2, i32 noundef 70000, i32 noundef %0)
  call void @llvm.lifetime.end.p0(i64 70000, ptr nonnull %2) #5
  ret i32 %3
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @mid_frame(i32 noundef %0) local_unnamed_addr #2 {
  %2 = alloca [10000 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %2) #5
  %3 = call i32 @fill(ptr noundef nonnull %2, i32 noundef 10000, i32 noundef %0)
  %4 = add nsw i32 %0, 1
  %5 = tail call i32 @big_frame(i32 noundef %4)
  %6 = add nsw i32 %5, %3
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %2) #5
  ret i32 %6
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla(i32 noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = alloca i8, i64 %3, align 1
  %5 = call i32 @fill(ptr noundef nonnull %4, i32 noundef %0, i32 noundef %1)
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 @mid_frame(i32 noundef 3)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %1)
  %3 = tail call i32 @vla(i32 noundef 16, i32 noundef 16)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 16, i32 noundef %3)
  %5 = tail call i32 @vla(i32 noundef 83, i32 noundef 83)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 83, i32 noundef %5)
  %7 = tail call i32 @vla(i32 noundef 418, i32 noundef 418)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 418, i32 noundef %7)
  %9 = tail call i32 @vla(i32 noundef 2093, i32 noundef 2093)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2093, i32 noundef %9)
  %11 = tail call i32 @vla(i32 noundef 10468, i32 noundef 10468)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10468, i32 noundef %11)
  %13 = tail call i32 @vla(i32 noundef 52343, i32 noundef 52343)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 52343, i32 noundef %13)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "instrument-function-entry-inlined"="\01_mcount" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10, !12, !11}
!16 = distinct !{!16, !10, !11}
