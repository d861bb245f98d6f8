; ModuleID = 'programs/fannkuch_redux.c'
source_filename = "programs/fannkuch_redux.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%d\0APfannkuchen(%d) = %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 4
  %2 = alloca [8 x i32], align 16
  %3 = alloca [8 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %4, align 16, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %3, i64 4
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = getelementptr inbounds i8, ptr %3, i64 12
  %8 = getelementptr inbounds i8, ptr %3, i64 16
  %9 = getelementptr inbounds i8, ptr %3, i64 20
  %10 = getelementptr inbounds i8, ptr %3, i64 24
  %11 = getelementptr inbounds i8, ptr %3, i64 28
  %12 = getelementptr inbounds i8, ptr %2, i64 4
  %13 = getelementptr inbounds i8, ptr %2, i64 8
  %14 = getelementptr inbounds i8, ptr %2, i64 4
  %15 = getelementptr inbounds i8, ptr %2, i64 12
  %16 = getelementptr inbounds i8, ptr %2, i64 4
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = getelementptr inbounds i8, ptr %2, i64 4
  %19 = getelementptr inbounds i8, ptr %2, i64 20
  %20 = getelementptr inbounds i8, ptr %2, i64 4
  %21 = getelementptr inbounds i8, ptr %2, i64 24
  %22 = getelementptr inbounds i8, ptr %2, i64 4
  %23 = getelementptr inbounds i8, ptr %2, i64 28
  br label %24

24:                                               ; preds = %0, %142
  %25 = phi i32 [ %143, %142 ], [ 8, %0 ]
  %26 = phi i32 [ %144, %142 ], [ 0, %0 ]
  %27 = phi i32 [ %103, %142 ], [ 0, %0 ]
  %28 = phi i32 [ %98, %142 ], [ 0, %0 ]
  %29 = icmp eq i32 %25, 1
  br i1 %29, label %71, label %30

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64
  %32 = add nuw nsw i64 %31, 2
  %33 = and i64 %32, 8589934588
  %34 = add nsw i64 %31, -2
  %35 = insertelement <4 x i64> poison, i64 %34, i64 0
  %36 = shufflevector <4 x i64> %35, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %37

37:                                               ; preds = %68, %30
  %38 = phi i64 [ 0, %30 ], [ %69, %68 ]
  %39 = sub i64 %31, %38
  %40 = trunc i64 %38 to i32
  %41 = sub i32 %25, %40
  %42 = insertelement <4 x i64> poison, i64 %38, i64 0
  %43 = shufflevector <4 x i64> %42, <4 x i64> poison, <4 x i32> zeroinitializer
  %44 = or disjoint <4 x i64> %43, <i64 0, i64 1, i64 2, i64 3>
  %45 = icmp ule <4 x i64> %44, %36
  %46 = extractelement <4 x i1> %45, i64 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %37
  %48 = add nsw i64 %39, -1
  %49 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %48
  store i32 %41, ptr %49, align 4, !tbaa !6
  br label %50

50:                                               ; preds = %47, %37
  %51 = extractelement <4 x i1> %45, i64 1
  br i1 %51, label %52, label %56

52:                                               ; preds = %50
  %53 = add i64 %39, -2
  %54 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %53
  %55 = add i32 %41, -1
  store i32 %55, ptr %54, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %52, %50
  %57 = extractelement <4 x i1> %45, i64 2
  br i1 %57, label %58, label %62

58:                                               ; preds = %56
  %59 = add i64 %39, -3
  %60 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %59
  %61 = add i32 %41, -2
  store i32 %61, ptr %60, align 4, !tbaa !6
  br label %62

62:                                               ; preds = %58, %56
  %63 = extractelement <4 x i1> %45, i64 3
  br i1 %63, label %64, label %68

64:                                               ; preds = %62
  %65 = add i64 %39, -4
  %66 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %65
  %67 = add i32 %41, -3
  store i32 %67, ptr %66, align 4, !tbaa !6
  br label %68

68:                                               ; preds = %64, %62
  %69 = add i64 %38, 4
  %70 = icmp eq i64 %69, %33
  br i1 %70, label %71, label %37, !llvm.loop !10

71:                                               ; preds = %68, %24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !tbaa !6
  %72 = load i32, ptr %1, align 4, !tbaa !6
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %96, label %74

74:                                               ; preds = %71, %82
  %75 = phi i32 [ %83, %82 ], [ %72, %71 ]
  %76 = phi i32 [ %84, %82 ], [ 0, %71 ]
  %77 = icmp sgt i32 %75, 0
  br i1 %77, label %78, label %82

78:                                               ; preds = %74
  %79 = zext nneg i32 %75 to i64
  br label %86

80:                                               ; preds = %86
  %81 = load i32, ptr %1, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %80, %74
  %83 = phi i32 [ %81, %80 ], [ %75, %74 ]
  %84 = add nuw nsw i32 %76, 1
  %85 = icmp eq i32 %83, 0
  br i1 %85, label %96, label %74, !llvm.loop !14

86:                                               ; preds = %78, %86
  %87 = phi i64 [ 0, %78 ], [ %93, %86 ]
  %88 = phi i64 [ %79, %78 ], [ %94, %86 ]
  %89 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %87
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %88
  %92 = load i32, ptr %91, align 4, !tbaa !6
  store i32 %92, ptr %89, align 4, !tbaa !6
  store i32 %90, ptr %91, align 4, !tbaa !6
  %93 = add nuw nsw i64 %87, 1
  %94 = add nsw i64 %88, -1
  %95 = icmp slt i64 %93, %94
  br i1 %95, label %86, label %80, !llvm.loop !15

96:                                               ; preds = %82, %71
  %97 = phi i32 [ 0, %71 ], [ %84, %82 ]
  %98 = tail call i32 @llvm.smax.i32(i32 %97, i32 %28)
  %99 = and i32 %26, 1
  %100 = icmp eq i32 %99, 0
  %101 = sub nsw i32 0, %97
  %102 = select i1 %100, i32 %97, i32 %101
  %103 = add nsw i32 %102, %27
  %104 = load <2 x i32>, ptr %2, align 16, !tbaa !6
  %105 = shufflevector <2 x i32> %104, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %105, ptr %2, align 16, !tbaa !6
  %106 = load i32, ptr %5, align 4, !tbaa !6
  %107 = add nsw i32 %106, -1
  store i32 %107, ptr %5, align 4, !tbaa !6
  %108 = icmp sgt i32 %106, 1
  br i1 %108, label %142, label %111

109:                                              ; preds = %137
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %103, i32 noundef 8, i32 noundef %98)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 %98

111:                                              ; preds = %96
  %112 = load i32, ptr %2, align 16, !tbaa !6
  %113 = load i64, ptr %12, align 4, !tbaa !6
  store i64 %113, ptr %2, align 16, !tbaa !6
  store i32 %112, ptr %13, align 8, !tbaa !6
  %114 = load i32, ptr %6, align 4, !tbaa !6
  %115 = add nsw i32 %114, -1
  store i32 %115, ptr %6, align 4, !tbaa !6
  %116 = icmp sgt i32 %114, 1
  br i1 %116, label %142, label %117

117:                                              ; preds = %111
  %118 = load i32, ptr %2, align 16, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %14, i64 12, i1 false), !tbaa !6
  store i32 %118, ptr %15, align 4, !tbaa !6
  %119 = load i32, ptr %7, align 4, !tbaa !6
  %120 = add nsw i32 %119, -1
  store i32 %120, ptr %7, align 4, !tbaa !6
  %121 = icmp sgt i32 %119, 1
  br i1 %121, label %142, label %122

122:                                              ; preds = %117
  %123 = load i32, ptr %2, align 16, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(16) %16, i64 16, i1 false), !tbaa !6
  store i32 %123, ptr %17, align 16, !tbaa !6
  %124 = load i32, ptr %8, align 4, !tbaa !6
  %125 = add nsw i32 %124, -1
  store i32 %125, ptr %8, align 4, !tbaa !6
  %126 = icmp sgt i32 %124, 1
  br i1 %126, label %142, label %127

127:                                              ; preds = %122
  %128 = load i32, ptr %2, align 16, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %18, i64 20, i1 false), !tbaa !6
  store i32 %128, ptr %19, align 4, !tbaa !6
  %129 = load i32, ptr %9, align 4, !tbaa !6
  %130 = add nsw i32 %129, -1
  store i32 %130, ptr %9, align 4, !tbaa !6
  %131 = icmp sgt i32 %129, 1
  br i1 %131, label %142, label %132

132:                                              ; preds = %127
  %133 = load i32, ptr %2, align 16, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) %20, i64 24, i1 false), !tbaa !6
  store i32 %133, ptr %21, align 8, !tbaa !6
  %134 = load i32, ptr %10, align 4, !tbaa !6
  %135 = add nsw i32 %134, -1
  store i32 %135, ptr %10, align 4, !tbaa !6
  %136 = icmp sgt i32 %134, 1
  br i1 %136, label %142, label %137

137:                                              ; preds = %132
  %138 = load i32, ptr %2, align 16, !tbaa !6
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %2, ptr noundef nonnull align 4 dereferenceable(28) %22, i64 28, i1 false), !tbaa !6
  store i32 %138, ptr %23, align 4, !tbaa !6
  %139 = load i32, ptr %11, align 4, !tbaa !6
  %140 = add nsw i32 %139, -1
  store i32 %140, ptr %11, align 4, !tbaa !6
  %141 = icmp sgt i32 %139, 1
  br i1 %141, label %142, label %109

142:                                              ; preds = %137, %132, %127, %122, %117, %111, %96
  %143 = phi i32 [ 1, %96 ], [ 2, %111 ], [ 3, %117 ], [ 4, %122 ], [ 5, %127 ], [ 6, %132 ], [ 7, %137 ]
  %144 = add nuw nsw i32 %26, 1
  br label %24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
