; ModuleID = 'programs/fannkuch_redux.c'
source_filename = "programs/fannkuch_redux.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"%d\0APfannkuchen(%d) = %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, -2147483648) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i32], align 16
  %2 = alloca [8 x i32], align 16
  %3 = alloca [8 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %2, align 16, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 4, i32 5, i32 6, i32 7>, ptr %4, align 16, !tbaa !5
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

24:                                               ; preds = %0, %129
  %25 = phi i32 [ %130, %129 ], [ 8, %0 ]
  %26 = phi i32 [ %131, %129 ], [ 0, %0 ]
  %27 = phi i32 [ %90, %129 ], [ 0, %0 ]
  %28 = phi i32 [ %85, %129 ], [ 0, %0 ]
  %29 = icmp eq i32 %25, 1
  br i1 %29, label %58, label %30

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64
  %32 = and i64 %31, 4294967294
  %33 = add nsw i64 %31, -2
  %34 = insertelement <2 x i64> poison, i64 %33, i64 0
  %35 = shufflevector <2 x i64> %34, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %36

36:                                               ; preds = %55, %30
  %37 = phi i64 [ 0, %30 ], [ %56, %55 ]
  %38 = sub i64 %31, %37
  %39 = trunc i64 %37 to i32
  %40 = sub i32 %25, %39
  %41 = insertelement <2 x i64> poison, i64 %37, i64 0
  %42 = shufflevector <2 x i64> %41, <2 x i64> poison, <2 x i32> zeroinitializer
  %43 = or disjoint <2 x i64> %42, <i64 0, i64 1>
  %44 = icmp ule <2 x i64> %43, %35
  %45 = extractelement <2 x i1> %44, i64 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %36
  %47 = add nsw i64 %38, -1
  %48 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %47
  store i32 %40, ptr %48, align 4, !tbaa !5
  br label %49

49:                                               ; preds = %46, %36
  %50 = extractelement <2 x i1> %44, i64 1
  br i1 %50, label %51, label %55

51:                                               ; preds = %49
  %52 = add i64 %38, -2
  %53 = getelementptr inbounds [8 x i32], ptr %3, i64 0, i64 %52
  %54 = add i32 %40, -1
  store i32 %54, ptr %53, align 4, !tbaa !5
  br label %55

55:                                               ; preds = %51, %49
  %56 = add i64 %37, 2
  %57 = icmp eq i64 %56, %32
  br i1 %57, label %58, label %36, !llvm.loop !9

58:                                               ; preds = %55, %24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !tbaa !5
  %59 = load i32, ptr %1, align 16, !tbaa !5
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %83, label %61

61:                                               ; preds = %58, %69
  %62 = phi i32 [ %70, %69 ], [ %59, %58 ]
  %63 = phi i32 [ %71, %69 ], [ 0, %58 ]
  %64 = icmp sgt i32 %62, 0
  br i1 %64, label %65, label %69

65:                                               ; preds = %61
  %66 = zext nneg i32 %62 to i64
  br label %73

67:                                               ; preds = %73
  %68 = load i32, ptr %1, align 16, !tbaa !5
  br label %69

69:                                               ; preds = %67, %61
  %70 = phi i32 [ %68, %67 ], [ %62, %61 ]
  %71 = add nuw nsw i32 %63, 1
  %72 = icmp eq i32 %70, 0
  br i1 %72, label %83, label %61, !llvm.loop !13

73:                                               ; preds = %65, %73
  %74 = phi i64 [ 0, %65 ], [ %80, %73 ]
  %75 = phi i64 [ %66, %65 ], [ %81, %73 ]
  %76 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %74
  %77 = load i32, ptr %76, align 4, !tbaa !5
  %78 = getelementptr inbounds [8 x i32], ptr %1, i64 0, i64 %75
  %79 = load i32, ptr %78, align 4, !tbaa !5
  store i32 %79, ptr %76, align 4, !tbaa !5
  store i32 %77, ptr %78, align 4, !tbaa !5
  %80 = add nuw nsw i64 %74, 1
  %81 = add nsw i64 %75, -1
  %82 = icmp slt i64 %80, %81
  br i1 %82, label %73, label %67, !llvm.loop !14

83:                                               ; preds = %69, %58
  %84 = phi i32 [ 0, %58 ], [ %71, %69 ]
  %85 = tail call i32 @llvm.smax.i32(i32 %84, i32 %28)
  %86 = and i32 %26, 1
  %87 = icmp eq i32 %86, 0
  %88 = sub nsw i32 0, %84
  %89 = select i1 %87, i32 %84, i32 %88
  %90 = add nsw i32 %89, %27
  %91 = load <2 x i32>, ptr %2, align 16, !tbaa !5
  %92 = shufflevector <2 x i32> %91, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %92, ptr %2, align 16, !tbaa !5
  %93 = load i32, ptr %5, align 4, !tbaa !5
  %94 = add nsw i32 %93, -1
  store i32 %94, ptr %5, align 4, !tbaa !5
  %95 = icmp sgt i32 %93, 1
  br i1 %95, label %129, label %98

96:                                               ; preds = %124
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %90, i32 noundef 8, i32 noundef %85)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #5
  ret i32 %85

98:                                               ; preds = %83
  %99 = load i32, ptr %2, align 16, !tbaa !5
  %100 = load i64, ptr %12, align 4, !tbaa !5
  store i64 %100, ptr %2, align 16, !tbaa !5
  store i32 %99, ptr %13, align 8, !tbaa !5
  %101 = load i32, ptr %6, align 8, !tbaa !5
  %102 = add nsw i32 %101, -1
  store i32 %102, ptr %6, align 8, !tbaa !5
  %103 = icmp sgt i32 %101, 1
  br i1 %103, label %129, label %104

104:                                              ; preds = %98
  %105 = load i32, ptr %2, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(12) %2, ptr noundef nonnull align 4 dereferenceable(12) %14, i64 12, i1 false), !tbaa !5
  store i32 %105, ptr %15, align 4, !tbaa !5
  %106 = load i32, ptr %7, align 4, !tbaa !5
  %107 = add nsw i32 %106, -1
  store i32 %107, ptr %7, align 4, !tbaa !5
  %108 = icmp sgt i32 %106, 1
  br i1 %108, label %129, label %109

109:                                              ; preds = %104
  %110 = load i32, ptr %2, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, ptr noundef nonnull align 4 dereferenceable(16) %16, i64 16, i1 false), !tbaa !5
  store i32 %110, ptr %17, align 16, !tbaa !5
  %111 = load i32, ptr %8, align 16, !tbaa !5
  %112 = add nsw i32 %111, -1
  store i32 %112, ptr %8, align 16, !tbaa !5
  %113 = icmp sgt i32 %111, 1
  br i1 %113, label %129, label %114

114:                                              ; preds = %109
  %115 = load i32, ptr %2, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) %18, i64 20, i1 false), !tbaa !5
  store i32 %115, ptr %19, align 4, !tbaa !5
  %116 = load i32, ptr %9, align 4, !tbaa !5
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %9, align 4, !tbaa !5
  %118 = icmp sgt i32 %116, 1
  br i1 %118, label %129, label %119

119:                                              ; preds = %114
  %120 = load i32, ptr %2, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, ptr noundef nonnull align 4 dereferenceable(24) %20, i64 24, i1 false), !tbaa !5
  store i32 %120, ptr %21, align 8, !tbaa !5
  %121 = load i32, ptr %10, align 8, !tbaa !5
  %122 = add nsw i32 %121, -1
  store i32 %122, ptr %10, align 8, !tbaa !5
  %123 = icmp sgt i32 %121, 1
  br i1 %123, label %129, label %124

124:                                              ; preds = %119
  %125 = load i32, ptr %2, align 16, !tbaa !5
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %2, ptr noundef nonnull align 4 dereferenceable(28) %22, i64 28, i1 false), !tbaa !5
  store i32 %125, ptr %23, align 4, !tbaa !5
  %126 = load i32, ptr %11, align 4, !tbaa !5
  %127 = add nsw i32 %126, -1
  store i32 %127, ptr %11, align 4, !tbaa !5
  %128 = icmp sgt i32 %126, 1
  br i1 %128, label %129, label %96

129:                                              ; preds = %124, %119, %114, %109, %104, %98, %83
  %130 = phi i32 [ 1, %83 ], [ 2, %98 ], [ 3, %104 ], [ 4, %109 ], [ 5, %114 ], [ 6, %119 ], [ 7, %124 ]
  %131 = add nuw nsw i32 %26, 1
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
