; ModuleID = 'programs/short_circuit_effects.c'
source_filename = "programs/short_circuit_effects.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"x=%d y=%d calls:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@calls = internal unnamed_addr global [8 x i32] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [17 x i8] c"comma r=%d n=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"lvalue ternary p=%d q=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"ternary v=%d evals=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"ptr logic %d %d fp logic %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"cnt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %61

1:                                                ; preds = %86
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79, i32 noundef %89)
  %3 = load i32, ptr @calls, align 16, !tbaa !5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 4), align 4, !tbaa !5
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 8), align 8, !tbaa !5
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7)
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 12), align 4, !tbaa !5
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9)
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 16), align 16, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 20), align 4, !tbaa !5
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 24), align 8, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 28), align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  %19 = tail call i32 @putchar(i32 10)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 2)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 27, i32 noundef 18)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 100, i32 noundef 1)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  br label %24

24:                                               ; preds = %24, %1
  %25 = phi i32 [ 0, %1 ], [ %49, %24 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %50, %24 ]
  %27 = phi <4 x i32> [ zeroinitializer, %1 ], [ %46, %24 ]
  %28 = phi <4 x i32> [ zeroinitializer, %1 ], [ %48, %24 ]
  %29 = phi <4 x i8> [ <i8 0, i8 1, i8 2, i8 3>, %1 ], [ %51, %24 ]
  %30 = add <4 x i8> %29, <i8 4, i8 4, i8 4, i8 4>
  %31 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %32 = and <4 x i32> %26, <i32 1, i32 1, i32 1, i32 1>
  %33 = icmp eq <4 x i32> %31, zeroinitializer
  %34 = icmp eq <4 x i32> %32, zeroinitializer
  %35 = urem <4 x i8> %29, <i8 3, i8 3, i8 3, i8 3>
  %36 = urem <4 x i8> %30, <i8 3, i8 3, i8 3, i8 3>
  %37 = urem <4 x i8> %29, <i8 5, i8 5, i8 5, i8 5>
  %38 = urem <4 x i8> %30, <i8 5, i8 5, i8 5, i8 5>
  %39 = or <4 x i8> %35, %37
  %40 = or <4 x i8> %36, %38
  %41 = icmp eq <4 x i8> %39, zeroinitializer
  %42 = icmp eq <4 x i8> %40, zeroinitializer
  %43 = select <4 x i1> %41, <4 x i32> <i32 1001, i32 1001, i32 1001, i32 1001>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %44 = select <4 x i1> %42, <4 x i32> <i32 1001, i32 1001, i32 1001, i32 1001>, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %45 = select <4 x i1> %33, <4 x i32> %43, <4 x i32> zeroinitializer
  %46 = add <4 x i32> %27, %45
  %47 = select <4 x i1> %34, <4 x i32> %44, <4 x i32> zeroinitializer
  %48 = add <4 x i32> %28, %47
  %49 = add nuw i32 %25, 8
  %50 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %51 = add <4 x i8> %29, <i8 8, i8 8, i8 8, i8 8>
  %52 = icmp eq i32 %49, 96
  br i1 %52, label %53, label %24, !llvm.loop !9

53:                                               ; preds = %24
  %54 = add <4 x i32> %48, %46
  %55 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %54)
  %56 = add nsw i32 %55, 2
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56)
  %58 = add nsw i32 %79, %89
  %59 = add nsw i32 %58, %56
  %60 = and i32 %59, 127
  ret i32 %60

61:                                               ; preds = %0, %86
  %62 = phi i32 [ 0, %0 ], [ %79, %86 ]
  %63 = phi i32 [ 0, %0 ], [ %89, %86 ]
  %64 = phi i32 [ 0, %0 ], [ %90, %86 ]
  %65 = and i32 %64, 1
  %66 = and i32 %64, 2
  %67 = and i32 %64, 4
  %68 = and i32 %64, 8
  tail call fastcc void @t(i32 noundef 0)
  %69 = icmp eq i32 %65, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %61
  tail call fastcc void @t(i32 noundef 1)
  %71 = icmp eq i32 %66, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %70, %61
  tail call fastcc void @t(i32 noundef 2)
  %73 = icmp eq i32 %67, 0
  br i1 %73, label %78, label %74

74:                                               ; preds = %72
  tail call fastcc void @t(i32 noundef 3)
  %75 = icmp eq i32 %68, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %74, %70
  %77 = add nsw i32 %62, 1
  br label %78

78:                                               ; preds = %76, %74, %72
  %79 = phi i32 [ %77, %76 ], [ %62, %74 ], [ %62, %72 ]
  tail call fastcc void @t(i32 noundef 4)
  br i1 %69, label %80, label %86

80:                                               ; preds = %78
  tail call fastcc void @t(i32 noundef 5)
  %81 = icmp eq i32 %66, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  tail call fastcc void @t(i32 noundef 6)
  %83 = icmp eq i32 %67, 0
  br i1 %83, label %84, label %86

84:                                               ; preds = %82
  tail call fastcc void @t(i32 noundef 7)
  %85 = icmp ne i32 %68, 0
  br label %86

86:                                               ; preds = %84, %82, %80, %78
  %87 = phi i1 [ true, %82 ], [ true, %80 ], [ true, %78 ], [ %85, %84 ]
  %88 = zext i1 %87 to i32
  %89 = add nuw nsw i32 %63, %88
  %90 = add nuw nsw i32 %64, 1
  %91 = icmp eq i32 %90, 16
  br i1 %91, label %1, label %61, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @t(i32 noundef %0) unnamed_addr #1 {
  %2 = zext nneg i32 %0 to i64
  %3 = getelementptr inbounds [8 x i32], ptr @calls, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
