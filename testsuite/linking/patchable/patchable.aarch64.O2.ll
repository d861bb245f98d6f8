; ModuleID = 'patchable.c'
source_filename = "patchable.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.fn = type { ptr, ptr, i32 }

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"twice\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"plain\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"main\00", align 1
@__const.main.fns = private unnamed_addr constant [7 x %struct.fn] [%struct.fn { ptr @.str, ptr @add, i32 3 }, %struct.fn { ptr @.str.1, ptr @mul, i32 3 }, %struct.fn { ptr @.str.2, ptr @sub, i32 0 }, %struct.fn { ptr @.str.3, ptr @neg, i32 20 }, %struct.fn { ptr @.str.4, ptr @twice, i32 3 }, %struct.fn { ptr @.str.5, ptr @plain, i32 3 }, %struct.fn { ptr @.str.6, ptr @main, i32 3 }], align 8
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
  %2 = tail call i32 @twice(i32 noundef %0) #9
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
  %1 = tail call i32 @twice(i32 noundef 5) #9
  %2 = add nsw i32 %1, 1
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 5, i32 noundef 6, i32 noundef -1, i32 noundef -4, i32 noundef %2) #9
  %4 = lshr exact i64 sub (i64 ptrtoint (ptr @__stop___patchable_function_entries to i64), i64 ptrtoint (ptr @__start___patchable_function_entries to i64)), 3
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %5) #9
  %7 = icmp sgt i32 %5, 0
  %8 = and i64 %4, 2147483647
  br label %10

9:                                                ; preds = %61
  ret i32 0

10:                                               ; preds = %0, %61
  %11 = phi i64 [ 0, %0 ], [ %62, %61 ]
  %12 = getelementptr inbounds [7 x %struct.fn], ptr @__const.main.fns, i64 0, i64 %11
  br i1 %7, label %13, label %32

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !9
  %16 = ptrtoint ptr %15 to i64
  br label %20

17:                                               ; preds = %20
  %18 = ptrtoint ptr %29 to i64
  %19 = icmp eq ptr %29, null
  br i1 %19, label %32, label %35

20:                                               ; preds = %13, %20
  %21 = phi i64 [ 0, %13 ], [ %30, %20 ]
  %22 = phi ptr [ null, %13 ], [ %29, %20 ]
  %23 = getelementptr inbounds [0 x ptr], ptr @__start___patchable_function_entries, i64 0, i64 %21
  %24 = load ptr, ptr %23, align 8, !tbaa !15
  %25 = ptrtoint ptr %24 to i64
  %26 = sub i64 %16, %25
  %27 = add i64 %26, 4
  %28 = icmp ult i64 %27, 20
  %29 = select i1 %28, ptr %24, ptr %22
  %30 = add nuw nsw i64 %21, 1
  %31 = icmp eq i64 %30, %8
  br i1 %31, label %17, label %20, !llvm.loop !16

32:                                               ; preds = %10, %17
  %33 = load ptr, ptr %12, align 8, !tbaa !18
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %33) #9
  br label %61

35:                                               ; preds = %17
  %36 = load ptr, ptr %12, align 8, !tbaa !18
  %37 = getelementptr inbounds i8, ptr %12, i64 8
  %38 = load ptr, ptr %37, align 8, !tbaa !9
  %39 = ptrtoint ptr %38 to i64
  %40 = sub i64 %39, %18
  %41 = trunc i64 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %36, i32 noundef %41) #9
  %43 = getelementptr inbounds i8, ptr %12, i64 16
  %44 = load i32, ptr %43, align 8, !tbaa !19
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %38, i64 %45
  %47 = icmp ult ptr %29, %46
  br i1 %47, label %48, label %52

48:                                               ; preds = %35
  %49 = add i64 %39, %45
  %50 = sub i64 %49, %18
  %51 = getelementptr i8, ptr %29, i64 %50
  br label %54

52:                                               ; preds = %54, %35
  %53 = tail call i32 @putchar(i32 10)
  br label %61

54:                                               ; preds = %48, %54
  %55 = phi ptr [ %59, %54 ], [ %29, %48 ]
  %56 = load i8, ptr %55, align 1, !tbaa !20
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %57) #9
  %59 = getelementptr inbounds i8, ptr %55, i64 1
  %60 = icmp eq ptr %59, %51
  br i1 %60, label %52, label %54, !llvm.loop !21

61:                                               ; preds = %52, %32
  %62 = add nuw nsw i64 %11, 1
  %63 = icmp eq i64 %62, 7
  br i1 %63, label %9, label %10, !llvm.loop !22
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="2" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="20" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind uwtable "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "patchable-function-entry"="3" "patchable-function-prefix"="1" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind "branch-target-enforcement" "frame-pointer"="non-leaf" "guarded-control-stack" "no-trapping-math"="true" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { "branch-target-enforcement" "guarded-control-stack" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"branch-target-enforcement", i32 1}
!2 = !{i32 8, !"guarded-control-stack", i32 1}
!3 = !{i32 8, !"sign-return-address", i32 1}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 7, !"frame-pointer", i32 1}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = !{!10, !11, i64 8}
!10 = !{!"fn", !11, i64 0, !11, i64 8, !14, i64 16}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!"int", !12, i64 0}
!15 = !{!11, !11, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!10, !11, i64 0}
!19 = !{!10, !14, i64 16}
!20 = !{!12, !12, i64 0}
!21 = distinct !{!21, !17}
!22 = distinct !{!22, !17}
