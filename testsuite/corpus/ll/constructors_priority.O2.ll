; ModuleID = 'programs/constructors_priority.c'
source_filename = "programs/constructors_priority.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@order = internal unnamed_addr global [16 x i32] [i32 101, i32 200, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 16
@norder = internal unnamed_addr global i32 2, align 4
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@stdout = external local_unnamed_addr global ptr, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"constructors ran:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"table sum=%ld\0A\00", align 1
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @init_third, ptr null }, { i32, ptr, ptr } { i32 65535, ptr @init_default, ptr null }]
@llvm.global_dtors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 101, ptr @fini_last, ptr null }, { i32, ptr, ptr } { i32 200, ptr @fini_first, ptr null }]
@str = private unnamed_addr constant [27 x i8] c"destructor 101 (runs last)\00", align 1
@str.8 = private unnamed_addr constant [28 x i8] c"destructor 200 (runs first)\00", align 1
@str.9 = private unnamed_addr constant [9 x i8] c"atexit 1\00", align 1
@str.10 = private unnamed_addr constant [9 x i8] c"atexit 2\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_third() #0 {
  %1 = load i32, ptr @norder, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 300, ptr %4, align 4, !tbaa !5
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %13, %5 ]
  %7 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %0 ], [ %14, %5 ]
  %8 = mul nuw nsw <4 x i64> %7, %7
  %9 = trunc <4 x i64> %8 to <4 x i16>
  %10 = urem <4 x i16> %9, <i16 251, i16 251, i16 251, i16 251>
  %11 = zext nneg <4 x i16> %10 to <4 x i32>
  %12 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6
  store <4 x i32> %11, ptr %12, align 16, !tbaa !5
  %13 = add nuw i64 %6, 4
  %14 = add <4 x i64> %7, <i64 4, i64 4, i64 4, i64 4>
  %15 = icmp eq i64 %13, 256
  br i1 %15, label %16, label %5, !llvm.loop !9

16:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #1 {
  %1 = load i32, ptr @norder, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4, !tbaa !5
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 999, ptr %4, align 4, !tbaa !5
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini_last() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = load ptr, ptr @stdout, align 8, !tbaa !13
  %3 = tail call i32 @fflush(ptr noundef %2)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @fini_first() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @main() local_unnamed_addr #2 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %2 = load i32, ptr @norder, align 4, !tbaa !5
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %36, label %4

4:                                                ; preds = %36, %0
  %5 = tail call i32 @putchar(i32 10)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %27, %6 ]
  %8 = phi <2 x i64> [ zeroinitializer, %4 ], [ %25, %6 ]
  %9 = phi <2 x i64> [ zeroinitializer, %4 ], [ %26, %6 ]
  %10 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %7
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  %12 = load <2 x i32>, ptr %10, align 16, !tbaa !5
  %13 = load <2 x i32>, ptr %11, align 8, !tbaa !5
  %14 = sext <2 x i32> %12 to <2 x i64>
  %15 = sext <2 x i32> %13 to <2 x i64>
  %16 = add <2 x i64> %8, %14
  %17 = add <2 x i64> %9, %15
  %18 = or disjoint i64 %7, 4
  %19 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %18
  %20 = getelementptr inbounds i8, ptr %19, i64 8
  %21 = load <2 x i32>, ptr %19, align 16, !tbaa !5
  %22 = load <2 x i32>, ptr %20, align 8, !tbaa !5
  %23 = sext <2 x i32> %21 to <2 x i64>
  %24 = sext <2 x i32> %22 to <2 x i64>
  %25 = add <2 x i64> %16, %23
  %26 = add <2 x i64> %17, %24
  %27 = add nuw nsw i64 %7, 8
  %28 = icmp eq i64 %27, 256
  br i1 %28, label %29, label %6, !llvm.loop !15

29:                                               ; preds = %6
  %30 = add <2 x i64> %26, %25
  %31 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %31)
  %33 = tail call i32 @atexit(ptr noundef nonnull @at1) #6
  %34 = tail call i32 @atexit(ptr noundef nonnull @at2) #6
  %35 = load i32, ptr @norder, align 4, !tbaa !5
  ret i32 %35

36:                                               ; preds = %0, %36
  %37 = phi i64 [ %41, %36 ], [ 0, %0 ]
  %38 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %39)
  %41 = add nuw nsw i64 %37, 1
  %42 = load i32, ptr @norder, align 4, !tbaa !5
  %43 = sext i32 %42 to i64
  %44 = icmp slt i64 %41, %43
  br i1 %44, label %36, label %4, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare i32 @atexit(ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal void @at1() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @at2() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = distinct !{!15, !10, !11, !12}
!16 = distinct !{!16, !10}
