; ModuleID = 'patchable.c'
source_filename = "patchable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.fn = type { ptr, ptr, i32 }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@__const.main.fns = private unnamed_addr constant [7 x %struct.fn] [%struct.fn { ptr @.str, ptr @add, i32 3 }, %struct.fn { ptr @.str.1, ptr @mul, i32 3 }, %struct.fn { ptr @.str.2, ptr @sub, i32 0 }, %struct.fn { ptr @.str.3, ptr @neg, i32 20 }, %struct.fn { ptr @.str.4, ptr @twice, i32 3 }, %struct.fn { ptr @.str.5, ptr @plain, i32 3 }, %struct.fn { ptr @.str.6, ptr @main, i32 3 }], align 16
@.str.7 = private unnamed_addr constant [24 x i8] c"results %d %d %d %d %d\0A\00", align 1
@__stop___patchable_function_entries = external global [0 x ptr], align 8
@__start___patchable_function_entries = external global [0 x ptr], align 8
@.str.8 = private unnamed_addr constant [12 x i8] c"entries %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"%s: no entry\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"%s: prefix %d, nops\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @mul(i32 noundef %0, i32 noundef %1) #1 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #2 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @neg(i32 noundef %0) #3 {
  %2 = sub nsw i32 0, %0
  ret i32 %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @plain(i32 noundef %0) #4 {
  %2 = tail call i32 @twice(i32 noundef %0)
  %3 = add nsw i32 %2, 1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @twice(i32 noundef %0) #5 {
  %2 = shl nsw i32 %0, 1
  ret i32 %2
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() #6 {
  %1 = tail call i32 @twice(i32 noundef 5)
  %2 = add nsw i32 %1, 1
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef 6, i32 noundef -1, i32 noundef -4, i32 noundef %2)
  %4 = lshr exact i64 sub (i64 ptrtoint (ptr @__stop___patchable_function_entries to i64), i64 ptrtoint (ptr @__start___patchable_function_entries to i64)), 3
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %5)
  %7 = icmp sgt i32 %5, 0
  %8 = and i64 %4, 2147483647
  %9 = and i64 %4, 1
  %10 = icmp eq i64 %8, 1
  %11 = sub nsw i64 %8, %9
  %12 = icmp eq i64 %9, 0
  br label %14

13:                                               ; preds = %87
  ret i32 0

14:                                               ; preds = %0, %87
  %15 = phi i64 [ 0, %0 ], [ %88, %87 ]
  %16 = getelementptr inbounds [7 x %struct.fn], ptr @__const.main.fns, i64 0, i64 %15
  br i1 %7, label %17, label %61

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = ptrtoint ptr %19 to i64
  br i1 %10, label %21, label %37

21:                                               ; preds = %37, %17
  %22 = phi ptr [ poison, %17 ], [ %57, %37 ]
  %23 = phi i64 [ 0, %17 ], [ %58, %37 ]
  %24 = phi ptr [ null, %17 ], [ %57, %37 ]
  br i1 %12, label %34, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %23
  %27 = load ptr, ptr %26, align 8, !tbaa !11
  %28 = icmp ule ptr %27, %19
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %20, %29
  %31 = icmp slt i64 %30, 16
  %32 = and i1 %28, %31
  %33 = select i1 %32, ptr %27, ptr %24
  br label %34

34:                                               ; preds = %21, %25
  %35 = phi ptr [ %22, %21 ], [ %33, %25 ]
  %36 = icmp eq ptr %35, null
  br i1 %36, label %61, label %64

37:                                               ; preds = %17, %37
  %38 = phi i64 [ %58, %37 ], [ 0, %17 ]
  %39 = phi ptr [ %57, %37 ], [ null, %17 ]
  %40 = phi i64 [ %59, %37 ], [ 0, %17 ]
  %41 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %38
  %42 = load ptr, ptr %41, align 8, !tbaa !11
  %43 = icmp ule ptr %42, %19
  %44 = ptrtoint ptr %42 to i64
  %45 = sub i64 %20, %44
  %46 = icmp slt i64 %45, 16
  %47 = and i1 %43, %46
  %48 = select i1 %47, ptr %42, ptr %39
  %49 = or disjoint i64 %38, 1
  %50 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %49
  %51 = load ptr, ptr %50, align 8, !tbaa !11
  %52 = icmp ule ptr %51, %19
  %53 = ptrtoint ptr %51 to i64
  %54 = sub i64 %20, %53
  %55 = icmp slt i64 %54, 16
  %56 = and i1 %52, %55
  %57 = select i1 %56, ptr %51, ptr %48
  %58 = add nuw nsw i64 %38, 2
  %59 = add i64 %40, 2
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %21, label %37, !llvm.loop !12

61:                                               ; preds = %14, %34
  %62 = load ptr, ptr %16, align 8, !tbaa !14
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %62)
  br label %87

64:                                               ; preds = %34
  %65 = load ptr, ptr %16, align 8, !tbaa !14
  %66 = getelementptr inbounds i8, ptr %16, i64 8
  %67 = load ptr, ptr %66, align 8, !tbaa !5
  %68 = ptrtoint ptr %67 to i64
  %69 = ptrtoint ptr %35 to i64
  %70 = sub i64 %68, %69
  %71 = trunc i64 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %65, i32 noundef %71)
  %73 = getelementptr inbounds i8, ptr %16, i64 16
  %74 = load i32, ptr %73, align 8, !tbaa !15
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr %67, i64 %75
  %77 = icmp ult ptr %35, %76
  br i1 %77, label %80, label %78

78:                                               ; preds = %80, %64
  %79 = tail call i32 @putchar(i32 10)
  br label %87

80:                                               ; preds = %64, %80
  %81 = phi ptr [ %85, %80 ], [ %35, %64 ]
  %82 = load i8, ptr %81, align 1, !tbaa !16
  %83 = zext i8 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %83)
  %85 = getelementptr inbounds i8, ptr %81, i64 1
  %86 = icmp ult ptr %85, %76
  br i1 %86, label %80, label %78, !llvm.loop !17

87:                                               ; preds = %78, %61
  %88 = add nuw nsw i64 %15, 1
  %89 = icmp eq i64 %88, 7
  br i1 %89, label %13, label %14, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="2" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="20" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 8}
!6 = !{!"fn", !7, i64 0, !7, i64 8, !10, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!6, !7, i64 0}
!15 = !{!6, !10, i64 16}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
