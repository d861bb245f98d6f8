; ModuleID = 'programs/nqueens.c'
source_filename = "programs/nqueens.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@found_first = internal unnamed_addr global i1 false, align 4
@.str = private unnamed_addr constant [28 x i8] c"n=%d solutions=%d agree=%d\0A\00", align 1
@first = internal unnamed_addr global [16 x i32] zeroinitializer, align 4
@pos = internal unnamed_addr global [16 x i32] zeroinitializer, align 4
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  store i1 false, ptr @found_first, align 4
  %2 = tail call fastcc i32 @solve_arr(i32 noundef 8, i32 noundef 0)
  br label %14

3:                                                ; preds = %0, %3
  %4 = phi i32 [ 0, %0 ], [ %11, %3 ]
  %5 = phi i32 [ 1, %0 ], [ %12, %3 ]
  %6 = tail call fastcc i32 @count_bits(i32 noundef %5, i32 noundef 0, i32 noundef 0, i32 noundef 0)
  store i1 false, ptr @found_first, align 4
  %7 = tail call fastcc i32 @solve_arr(i32 noundef %5, i32 noundef 0)
  %8 = icmp eq i32 %6, %7
  %9 = zext i1 %8 to i32
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %9)
  %11 = add nsw i32 %6, %4
  %12 = add nuw nsw i32 %5, 1
  %13 = icmp eq i32 %12, 11
  br i1 %13, label %1, label %3, !llvm.loop !6

14:                                               ; preds = %1, %14
  %15 = phi i64 [ 0, %1 ], [ %59, %14 ]
  %16 = getelementptr inbounds [16 x i32], ptr @first, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !8
  %18 = icmp eq i32 %17, 0
  %19 = select i1 %18, i32 81, i32 46
  %20 = load ptr, ptr @stdout, align 8, !tbaa !12
  %21 = tail call i32 @putc(i32 noundef %19, ptr noundef %20)
  %22 = load i32, ptr %16, align 4, !tbaa !8
  %23 = icmp eq i32 %22, 1
  %24 = select i1 %23, i32 81, i32 46
  %25 = load ptr, ptr @stdout, align 8, !tbaa !12
  %26 = tail call i32 @putc(i32 noundef %24, ptr noundef %25)
  %27 = load i32, ptr %16, align 4, !tbaa !8
  %28 = icmp eq i32 %27, 2
  %29 = select i1 %28, i32 81, i32 46
  %30 = load ptr, ptr @stdout, align 8, !tbaa !12
  %31 = tail call i32 @putc(i32 noundef %29, ptr noundef %30)
  %32 = load i32, ptr %16, align 4, !tbaa !8
  %33 = icmp eq i32 %32, 3
  %34 = select i1 %33, i32 81, i32 46
  %35 = load ptr, ptr @stdout, align 8, !tbaa !12
  %36 = tail call i32 @putc(i32 noundef %34, ptr noundef %35)
  %37 = load i32, ptr %16, align 4, !tbaa !8
  %38 = icmp eq i32 %37, 4
  %39 = select i1 %38, i32 81, i32 46
  %40 = load ptr, ptr @stdout, align 8, !tbaa !12
  %41 = tail call i32 @putc(i32 noundef %39, ptr noundef %40)
  %42 = load i32, ptr %16, align 4, !tbaa !8
  %43 = icmp eq i32 %42, 5
  %44 = select i1 %43, i32 81, i32 46
  %45 = load ptr, ptr @stdout, align 8, !tbaa !12
  %46 = tail call i32 @putc(i32 noundef %44, ptr noundef %45)
  %47 = load i32, ptr %16, align 4, !tbaa !8
  %48 = icmp eq i32 %47, 6
  %49 = select i1 %48, i32 81, i32 46
  %50 = load ptr, ptr @stdout, align 8, !tbaa !12
  %51 = tail call i32 @putc(i32 noundef %49, ptr noundef %50)
  %52 = load i32, ptr %16, align 4, !tbaa !8
  %53 = icmp eq i32 %52, 7
  %54 = select i1 %53, i32 81, i32 46
  %55 = load ptr, ptr @stdout, align 8, !tbaa !12
  %56 = tail call i32 @putc(i32 noundef %54, ptr noundef %55)
  %57 = load ptr, ptr @stdout, align 8, !tbaa !12
  %58 = tail call i32 @putc(i32 noundef 10, ptr noundef %57)
  %59 = add nuw nsw i64 %15, 1
  %60 = icmp eq i64 %59, 8
  br i1 %60, label %61, label %14, !llvm.loop !14

61:                                               ; preds = %14
  %62 = srem i32 %11, 256
  ret i32 %62
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @count_bits(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 {
  %5 = shl nsw i32 -1, %0
  %6 = xor i32 %5, -1
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %28, label %8

8:                                                ; preds = %4
  %9 = or i32 %2, %1
  %10 = or i32 %9, %3
  %11 = xor i32 %10, -1
  %12 = and i32 %11, %6
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %28, label %14

14:                                               ; preds = %8, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %8 ]
  %16 = phi i32 [ %26, %14 ], [ 0, %8 ]
  %17 = sub i32 0, %15
  %18 = and i32 %15, %17
  %19 = xor i32 %18, %15
  %20 = or i32 %18, %1
  %21 = or i32 %18, %2
  %22 = shl i32 %21, 1
  %23 = or i32 %18, %3
  %24 = lshr i32 %23, 1
  %25 = tail call fastcc i32 @count_bits(i32 noundef %0, i32 noundef %20, i32 noundef %22, i32 noundef %24)
  %26 = add nsw i32 %25, %16
  %27 = icmp eq i32 %18, %15
  br i1 %27, label %28, label %14, !llvm.loop !15

28:                                               ; preds = %14, %8, %4
  %29 = phi i32 [ 1, %4 ], [ 0, %8 ], [ %26, %14 ]
  ret i32 %29
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @solve_arr(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = icmp eq i32 %1, %0
  br i1 %3, label %13, label %4

4:                                                ; preds = %2
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %57

6:                                                ; preds = %4
  %7 = icmp slt i32 %1, 1
  %8 = zext nneg i32 %1 to i64
  %9 = sext i32 %1 to i64
  %10 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %9
  %11 = add nsw i32 %1, 1
  %12 = sub nsw i32 0, %1
  br label %21

13:                                               ; preds = %2
  %14 = load i1, ptr @found_first, align 4
  br i1 %14, label %57, label %15

15:                                               ; preds = %13
  %16 = icmp sgt i32 %1, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %15
  %18 = zext nneg i32 %1 to i64
  %19 = shl nuw nsw i64 %18, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 @first, ptr nonnull align 4 @pos, i64 %19, i1 false), !tbaa !8
  br label %20

20:                                               ; preds = %17, %15
  store i1 true, ptr @found_first, align 4
  br label %57

21:                                               ; preds = %6, %53
  %22 = phi i32 [ 0, %6 ], [ %55, %53 ]
  %23 = phi i32 [ 0, %6 ], [ %54, %53 ]
  br i1 %7, label %50, label %24

24:                                               ; preds = %21
  %25 = load i32, ptr @pos, align 4, !tbaa !8
  %26 = icmp eq i32 %25, %22
  br i1 %26, label %53, label %27

27:                                               ; preds = %24
  %28 = sub nsw i32 %25, %22
  %29 = icmp eq i32 %28, %12
  %30 = icmp eq i32 %28, %1
  %31 = or i1 %29, %30
  br i1 %31, label %53, label %32

32:                                               ; preds = %27, %40
  %33 = phi i64 [ %34, %40 ], [ 0, %27 ]
  %34 = add nuw nsw i64 %33, 1
  %35 = icmp eq i64 %34, %8
  br i1 %35, label %48, label %36, !llvm.loop !16

36:                                               ; preds = %32
  %37 = getelementptr inbounds [16 x i32], ptr @pos, i64 0, i64 %34
  %38 = load i32, ptr %37, align 4, !tbaa !8
  %39 = icmp eq i32 %38, %22
  br i1 %39, label %48, label %40, !llvm.loop !16

40:                                               ; preds = %36
  %41 = sub nsw i32 %38, %22
  %42 = trunc i64 %34 to i32
  %43 = sub i32 %42, %1
  %44 = icmp eq i32 %41, %43
  %45 = sub i32 %1, %42
  %46 = icmp eq i32 %41, %45
  %47 = or i1 %44, %46
  br i1 %47, label %48, label %32, !llvm.loop !16

48:                                               ; preds = %32, %36, %40
  %49 = icmp ult i64 %34, %8
  br i1 %49, label %53, label %50

50:                                               ; preds = %21, %48
  store i32 %22, ptr %10, align 4, !tbaa !8
  %51 = tail call fastcc i32 @solve_arr(i32 noundef %0, i32 noundef %11)
  %52 = add nsw i32 %51, %23
  br label %53

53:                                               ; preds = %27, %24, %48, %50
  %54 = phi i32 [ %52, %50 ], [ %23, %48 ], [ %23, %24 ], [ %23, %27 ]
  %55 = add nuw nsw i32 %22, 1
  %56 = icmp eq i32 %55, %0
  br i1 %56, label %57, label %21, !llvm.loop !17

57:                                               ; preds = %53, %4, %13, %20
  %58 = phi i32 [ 1, %20 ], [ 1, %13 ], [ 0, %4 ], [ %54, %53 ]
  ret i32 %58
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !10, i64 0}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
