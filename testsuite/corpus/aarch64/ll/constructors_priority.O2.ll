; ModuleID = 'programs/constructors_priority.c'
source_filename = "programs/constructors_priority.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@order = internal unnamed_addr global [16 x i32] [i32 101, i32 200, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0], align 4
@norder = internal unnamed_addr global i32 2, align 4
@table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
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
  %1 = load i32, ptr @norder, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4, !tbaa !6
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 300, ptr %4, align 4, !tbaa !6
  br label %5

5:                                                ; preds = %5, %0
  %6 = phi i64 [ 0, %0 ], [ %18, %5 ]
  %7 = or disjoint i64 %6, 1
  %8 = mul nuw nsw i64 %6, %6
  %9 = mul nuw nsw i64 %7, %7
  %10 = trunc i64 %8 to i16
  %11 = trunc i64 %9 to i16
  %12 = urem i16 %10, 251
  %13 = urem i16 %11, 251
  %14 = zext nneg i16 %12 to i32
  %15 = zext nneg i16 %13 to i32
  %16 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %6
  %17 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %7
  store i32 %14, ptr %16, align 4, !tbaa !6
  store i32 %15, ptr %17, align 4, !tbaa !6
  %18 = add nuw i64 %6, 2
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %20, label %5, !llvm.loop !10

20:                                               ; preds = %5
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal void @init_default() #1 {
  %1 = load i32, ptr @norder, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @norder, align 4, !tbaa !6
  %3 = sext i32 %1 to i64
  %4 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %3
  store i32 999, ptr %4, align 4, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal void @fini_last() #2 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = load ptr, ptr @stdout, align 8, !tbaa !14
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
  %2 = load i32, ptr @norder, align 4, !tbaa !6
  %3 = icmp sgt i32 %2, 0
  br i1 %3, label %27, label %4

4:                                                ; preds = %27, %0
  %5 = tail call i32 @putchar(i32 10)
  br label %6

6:                                                ; preds = %6, %4
  %7 = phi i64 [ 0, %4 ], [ %18, %6 ]
  %8 = phi <4 x i64> [ zeroinitializer, %4 ], [ %16, %6 ]
  %9 = phi <4 x i64> [ zeroinitializer, %4 ], [ %17, %6 ]
  %10 = getelementptr inbounds [256 x i32], ptr @table, i64 0, i64 %7
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load <4 x i32>, ptr %10, align 4, !tbaa !6
  %13 = load <4 x i32>, ptr %11, align 4, !tbaa !6
  %14 = sext <4 x i32> %12 to <4 x i64>
  %15 = sext <4 x i32> %13 to <4 x i64>
  %16 = add <4 x i64> %8, %14
  %17 = add <4 x i64> %9, %15
  %18 = add nuw i64 %7, 8
  %19 = icmp eq i64 %18, 256
  br i1 %19, label %20, label %6, !llvm.loop !16

20:                                               ; preds = %6
  %21 = add <4 x i64> %17, %16
  %22 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %21)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %22)
  %24 = tail call i32 @atexit(ptr noundef nonnull @at1) #6
  %25 = tail call i32 @atexit(ptr noundef nonnull @at2) #6
  %26 = load i32, ptr @norder, align 4, !tbaa !6
  ret i32 %26

27:                                               ; preds = %0, %27
  %28 = phi i64 [ %32, %27 ], [ 0, %0 ]
  %29 = getelementptr inbounds [16 x i32], ptr @order, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %30)
  %32 = add nuw nsw i64 %28, 1
  %33 = load i32, ptr @norder, align 4, !tbaa !6
  %34 = sext i32 %33 to i64
  %35 = icmp slt i64 %32, %34
  br i1 %35, label %27, label %4, !llvm.loop !17
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
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #5

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = distinct !{!16, !11, !12, !13}
!17 = distinct !{!17, !11}
