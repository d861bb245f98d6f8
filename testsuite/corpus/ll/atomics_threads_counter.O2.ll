; ModuleID = 'programs/atomics_threads_counter.c'
source_filename = "programs/atomics_threads_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@log_len = internal unnamed_addr global i32 0, align 4
@log_ = internal unnamed_addr global [100 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [63 x i8] c"counter=%d sum=%lld log_len=%d first=%d,%d last=%d check=%llu\0A\00", align 1
@counter = internal global i32 0, align 4
@sum = internal global i64 0, align 8
@turn = internal unnamed_addr global i32 0, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5
  store i32 0, ptr %3, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #5
  store i32 1, ptr %4, align 4, !tbaa !5
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %3) #5
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %4) #5
  %7 = load i64, ptr %1, align 8, !tbaa !9
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5
  %9 = load i64, ptr %2, align 8, !tbaa !9
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5
  %11 = load i32, ptr @log_len, align 4, !tbaa !5
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %36

13:                                               ; preds = %0
  %14 = zext nneg i32 %11 to i64
  %15 = and i64 %14, 3
  %16 = icmp ult i32 %11, 4
  br i1 %16, label %19, label %17

17:                                               ; preds = %13
  %18 = and i64 %14, 2147483644
  br label %50

19:                                               ; preds = %50, %13
  %20 = phi i64 [ poison, %13 ], [ %76, %50 ]
  %21 = phi i64 [ 0, %13 ], [ %77, %50 ]
  %22 = phi i64 [ 0, %13 ], [ %76, %50 ]
  %23 = icmp eq i64 %15, 0
  br i1 %23, label %36, label %24

24:                                               ; preds = %19, %24
  %25 = phi i64 [ %33, %24 ], [ %21, %19 ]
  %26 = phi i64 [ %32, %24 ], [ %22, %19 ]
  %27 = phi i64 [ %34, %24 ], [ 0, %19 ]
  %28 = mul i64 %26, 3
  %29 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %25
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = zext i32 %30 to i64
  %32 = add i64 %28, %31
  %33 = add nuw nsw i64 %25, 1
  %34 = add i64 %27, 1
  %35 = icmp eq i64 %34, %15
  br i1 %35, label %36, label %24, !llvm.loop !11

36:                                               ; preds = %19, %24, %0
  %37 = phi i64 [ 0, %0 ], [ %20, %19 ], [ %32, %24 ]
  %38 = load atomic i32, ptr @counter seq_cst, align 4
  %39 = load atomic i64, ptr @sum seq_cst, align 8
  %40 = load i32, ptr @log_len, align 4, !tbaa !5
  %41 = load i32, ptr @log_, align 16, !tbaa !5
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @log_, i64 4), align 4, !tbaa !5
  %43 = add nsw i32 %40, -1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !5
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38, i64 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %46, i64 noundef %37)
  %48 = load i32, ptr @log_len, align 4, !tbaa !5
  %49 = srem i32 %48, 128
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 %49

50:                                               ; preds = %50, %17
  %51 = phi i64 [ 0, %17 ], [ %77, %50 ]
  %52 = phi i64 [ 0, %17 ], [ %76, %50 ]
  %53 = phi i64 [ 0, %17 ], [ %78, %50 ]
  %54 = mul i64 %52, 3
  %55 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %51
  %56 = load i32, ptr %55, align 16, !tbaa !5
  %57 = zext i32 %56 to i64
  %58 = add i64 %54, %57
  %59 = or disjoint i64 %51, 1
  %60 = mul i64 %58, 3
  %61 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %59
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = zext i32 %62 to i64
  %64 = add i64 %60, %63
  %65 = or disjoint i64 %51, 2
  %66 = mul i64 %64, 3
  %67 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %65
  %68 = load i32, ptr %67, align 8, !tbaa !5
  %69 = zext i32 %68 to i64
  %70 = add i64 %66, %69
  %71 = or disjoint i64 %51, 3
  %72 = mul i64 %70, 3
  %73 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %71
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = zext i32 %74 to i64
  %76 = add i64 %72, %75
  %77 = add nuw nsw i64 %51, 4
  %78 = add i64 %53, 4
  %79 = icmp eq i64 %78, %18
  br i1 %79, label %19, label %50, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  %4 = sext i32 %3 to i64
  br label %8

5:                                                ; preds = %8
  %6 = mul nuw nsw i32 %2, 1000
  %7 = sub nuw nsw i32 1, %2
  br label %31

8:                                                ; preds = %8, %1
  %9 = phi i64 [ 0, %1 ], [ %29, %8 ]
  %10 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %11 = mul nsw i64 %9, %4
  %12 = atomicrmw add ptr @sum, i64 %11 seq_cst, align 8
  %13 = add nuw nsw i64 %9, 1
  %14 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %15 = mul nsw i64 %13, %4
  %16 = atomicrmw add ptr @sum, i64 %15 seq_cst, align 8
  %17 = add nuw nsw i64 %9, 2
  %18 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %19 = mul nsw i64 %17, %4
  %20 = atomicrmw add ptr @sum, i64 %19 seq_cst, align 8
  %21 = add nuw nsw i64 %9, 3
  %22 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %23 = mul nsw i64 %21, %4
  %24 = atomicrmw add ptr @sum, i64 %23 seq_cst, align 8
  %25 = add nuw nsw i64 %9, 4
  %26 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %27 = mul nsw i64 %25, %4
  %28 = atomicrmw add ptr @sum, i64 %27 seq_cst, align 8
  %29 = add nuw nsw i64 %9, 5
  %30 = icmp eq i64 %29, 10000
  br i1 %30, label %5, label %8, !llvm.loop !15

31:                                               ; preds = %5, %40
  %32 = phi i32 [ 0, %5 ], [ %46, %40 ]
  %33 = load atomic i32, ptr @turn acquire, align 4
  %34 = icmp eq i32 %33, %2
  br i1 %34, label %40, label %36

35:                                               ; preds = %40
  ret ptr null

36:                                               ; preds = %31, %36
  %37 = tail call i32 @sched_yield() #5
  %38 = load atomic i32, ptr @turn acquire, align 4
  %39 = icmp eq i32 %38, %2
  br i1 %39, label %40, label %36, !llvm.loop !16

40:                                               ; preds = %36, %31
  %41 = add nsw i32 %32, %6
  %42 = load i32, ptr @log_len, align 4, !tbaa !5
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr @log_len, align 4, !tbaa !5
  %44 = sext i32 %42 to i64
  %45 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %44
  store i32 %41, ptr %45, align 4, !tbaa !5
  store atomic i32 %7, ptr @turn release, align 4
  %46 = add nuw nsw i32 %32, 1
  %47 = icmp eq i32 %46, 50
  br i1 %47, label %35, label %31, !llvm.loop !17
}

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
