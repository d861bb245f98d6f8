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

13:                                               ; preds = %84
  ret i32 0

14:                                               ; preds = %0, %84
  %15 = phi i64 [ 0, %0 ], [ %85, %84 ]
  %16 = getelementptr inbounds [7 x %struct.fn], ptr @__const.main.fns, i64 0, i64 %15
  br i1 %7, label %17, label %58

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  %20 = ptrtoint ptr %19 to i64
  br i1 %10, label %21, label %36

21:                                               ; preds = %36, %17
  %22 = phi ptr [ poison, %17 ], [ %54, %36 ]
  %23 = phi i64 [ 0, %17 ], [ %55, %36 ]
  %24 = phi ptr [ null, %17 ], [ %54, %36 ]
  br i1 %12, label %33, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %23
  %27 = load ptr, ptr %26, align 8, !tbaa !11
  %28 = ptrtoint ptr %27 to i64
  %29 = sub i64 %20, %28
  %30 = add i64 %29, 4
  %31 = icmp ult i64 %30, 20
  %32 = select i1 %31, ptr %27, ptr %24
  br label %33

33:                                               ; preds = %21, %25
  %34 = phi ptr [ %22, %21 ], [ %32, %25 ]
  %35 = icmp eq ptr %34, null
  br i1 %35, label %58, label %61

36:                                               ; preds = %17, %36
  %37 = phi i64 [ %55, %36 ], [ 0, %17 ]
  %38 = phi ptr [ %54, %36 ], [ null, %17 ]
  %39 = phi i64 [ %56, %36 ], [ 0, %17 ]
  %40 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %37
  %41 = load ptr, ptr %40, align 8, !tbaa !11
  %42 = ptrtoint ptr %41 to i64
  %43 = sub i64 %20, %42
  %44 = add i64 %43, 4
  %45 = icmp ult i64 %44, 20
  %46 = select i1 %45, ptr %41, ptr %38
  %47 = or disjoint i64 %37, 1
  %48 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8, !tbaa !11
  %50 = ptrtoint ptr %49 to i64
  %51 = sub i64 %20, %50
  %52 = add i64 %51, 4
  %53 = icmp ult i64 %52, 20
  %54 = select i1 %53, ptr %49, ptr %46
  %55 = add nuw nsw i64 %37, 2
  %56 = add i64 %39, 2
  %57 = icmp eq i64 %56, %11
  br i1 %57, label %21, label %36, !llvm.loop !12

58:                                               ; preds = %14, %33
  %59 = load ptr, ptr %16, align 8, !tbaa !14
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %59)
  br label %84

61:                                               ; preds = %33
  %62 = load ptr, ptr %16, align 8, !tbaa !14
  %63 = getelementptr inbounds i8, ptr %16, i64 8
  %64 = load ptr, ptr %63, align 8, !tbaa !5
  %65 = ptrtoint ptr %64 to i64
  %66 = ptrtoint ptr %34 to i64
  %67 = sub i64 %65, %66
  %68 = trunc i64 %67 to i32
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %62, i32 noundef %68)
  %70 = getelementptr inbounds i8, ptr %16, i64 16
  %71 = load i32, ptr %70, align 8, !tbaa !15
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %64, i64 %72
  %74 = icmp ult ptr %34, %73
  br i1 %74, label %77, label %75

75:                                               ; preds = %77, %61
  %76 = tail call i32 @putchar(i32 10)
  br label %84

77:                                               ; preds = %61, %77
  %78 = phi ptr [ %82, %77 ], [ %34, %61 ]
  %79 = load i8, ptr %78, align 1, !tbaa !16
  %80 = zext i8 %79 to i32
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %80)
  %82 = getelementptr inbounds i8, ptr %78, i64 1
  %83 = icmp ult ptr %82, %73
  br i1 %83, label %77, label %75, !llvm.loop !17

84:                                               ; preds = %75, %58
  %85 = add nuw nsw i64 %15, 1
  %86 = icmp eq i64 %85, 7
  br i1 %86, label %13, label %14, !llvm.loop !18
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
