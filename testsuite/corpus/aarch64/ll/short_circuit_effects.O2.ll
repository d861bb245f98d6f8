; ModuleID = 'programs/short_circuit_effects.c'
source_filename = "programs/short_circuit_effects.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"x=%d y=%d calls:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@calls = internal unnamed_addr global [8 x i32] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"comma r=%d n=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"lvalue ternary p=%d q=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"ternary v=%d evals=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"ptr logic %d %d fp logic %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"cnt=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %24

1:                                                ; preds = %49
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %42, i32 noundef %52)
  %3 = load i32, ptr @calls, align 4, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3)
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 4), align 4, !tbaa !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 8), align 4, !tbaa !6
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %7)
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 12), align 4, !tbaa !6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %9)
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 16), align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 20), align 4, !tbaa !6
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13)
  %15 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 24), align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @calls, i64 28), align 4, !tbaa !6
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  %19 = tail call i32 @putchar(i32 10)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 20, i32 noundef 2)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 27, i32 noundef 18)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 100, i32 noundef 1)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  br label %60

24:                                               ; preds = %0, %49
  %25 = phi i32 [ 0, %0 ], [ %42, %49 ]
  %26 = phi i32 [ 0, %0 ], [ %52, %49 ]
  %27 = phi i32 [ 0, %0 ], [ %53, %49 ]
  %28 = and i32 %27, 1
  %29 = and i32 %27, 2
  %30 = and i32 %27, 4
  %31 = and i32 %27, 8
  tail call fastcc void @t(i32 noundef 0)
  %32 = icmp eq i32 %28, 0
  br i1 %32, label %35, label %33

33:                                               ; preds = %24
  tail call fastcc void @t(i32 noundef 1)
  %34 = icmp eq i32 %29, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %33, %24
  tail call fastcc void @t(i32 noundef 2)
  %36 = icmp eq i32 %30, 0
  br i1 %36, label %41, label %37

37:                                               ; preds = %35
  tail call fastcc void @t(i32 noundef 3)
  %38 = icmp eq i32 %31, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %37, %33
  %40 = add nsw i32 %25, 1
  br label %41

41:                                               ; preds = %39, %37, %35
  %42 = phi i32 [ %40, %39 ], [ %25, %37 ], [ %25, %35 ]
  tail call fastcc void @t(i32 noundef 4)
  br i1 %32, label %43, label %49

43:                                               ; preds = %41
  tail call fastcc void @t(i32 noundef 5)
  %44 = icmp eq i32 %29, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %43
  tail call fastcc void @t(i32 noundef 6)
  %46 = icmp eq i32 %30, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %45
  tail call fastcc void @t(i32 noundef 7)
  %48 = icmp ne i32 %31, 0
  br label %49

49:                                               ; preds = %47, %45, %43, %41
  %50 = phi i1 [ true, %45 ], [ true, %43 ], [ true, %41 ], [ %48, %47 ]
  %51 = zext i1 %50 to i32
  %52 = add nuw nsw i32 %26, %51
  %53 = add nuw nsw i32 %27, 1
  %54 = icmp eq i32 %53, 16
  br i1 %54, label %1, label %24, !llvm.loop !10

55:                                               ; preds = %73
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %74)
  %57 = add nsw i32 %42, %52
  %58 = add nsw i32 %57, %74
  %59 = and i32 %58, 127
  ret i32 %59

60:                                               ; preds = %1, %73
  %61 = phi i32 [ 0, %1 ], [ %75, %73 ]
  %62 = phi i32 [ 0, %1 ], [ %74, %73 ]
  %63 = and i32 %61, 1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %65, label %73

65:                                               ; preds = %60
  %66 = trunc nuw i32 %61 to i8
  %67 = urem i8 %66, 3
  %68 = urem i8 %66, 5
  %69 = or i8 %67, %68
  %70 = icmp eq i8 %69, 0
  %71 = select i1 %70, i32 1001, i32 1
  %72 = add nsw i32 %71, %62
  br label %73

73:                                               ; preds = %65, %60
  %74 = phi i32 [ %62, %60 ], [ %72, %65 ]
  %75 = add nuw nsw i32 %61, 1
  %76 = icmp eq i32 %75, 100
  br i1 %76, label %55, label %60, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @t(i32 noundef %0) unnamed_addr #1 {
  %2 = zext nneg i32 %0 to i64
  %3 = getelementptr inbounds [8 x i32], ptr @calls, i64 0, i64 %2
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind }

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
