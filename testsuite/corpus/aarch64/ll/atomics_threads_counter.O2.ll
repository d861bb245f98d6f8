; ModuleID = 'programs/atomics_threads_counter.c'
source_filename = "programs/atomics_threads_counter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@log_len = internal unnamed_addr global i32 0, align 4
@log_ = internal unnamed_addr global [100 x i32] zeroinitializer, align 4
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
  store i32 0, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #5
  store i32 1, ptr %4, align 4, !tbaa !6
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %3) #5
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %4) #5
  %7 = load i64, ptr %1, align 8, !tbaa !10
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5
  %9 = load i64, ptr %2, align 8, !tbaa !10
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5
  %11 = load i32, ptr @log_len, align 4, !tbaa !6
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %15

13:                                               ; preds = %0
  %14 = zext nneg i32 %11 to i64
  br label %29

15:                                               ; preds = %29, %0
  %16 = phi i64 [ 0, %0 ], [ %36, %29 ]
  %17 = load atomic i32, ptr @counter seq_cst, align 4
  %18 = load atomic i64, ptr @sum seq_cst, align 8
  %19 = load i32, ptr @log_len, align 4, !tbaa !6
  %20 = load i32, ptr @log_, align 4, !tbaa !6
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @log_, i64 4), align 4, !tbaa !6
  %22 = add nsw i32 %19, -1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, i64 noundef %18, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %25, i64 noundef %16)
  %27 = load i32, ptr @log_len, align 4, !tbaa !6
  %28 = srem i32 %27, 128
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  ret i32 %28

29:                                               ; preds = %13, %29
  %30 = phi i64 [ 0, %13 ], [ %37, %29 ]
  %31 = phi i64 [ 0, %13 ], [ %36, %29 ]
  %32 = mul i64 %31, 3
  %33 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %30
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = zext i32 %34 to i64
  %36 = add i64 %32, %35
  %37 = add nuw nsw i64 %30, 1
  %38 = icmp eq i64 %37, %14
  br i1 %38, label %15, label %29, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture noundef readonly %0) #0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = add nsw i32 %2, 1
  %4 = sext i32 %3 to i64
  br label %8

5:                                                ; preds = %8
  %6 = mul nuw nsw i32 %2, 1000
  %7 = sub nuw nsw i32 1, %2
  br label %15

8:                                                ; preds = %1, %8
  %9 = phi i64 [ 0, %1 ], [ %13, %8 ]
  %10 = atomicrmw add ptr @counter, i32 1 monotonic, align 4
  %11 = mul nsw i64 %9, %4
  %12 = atomicrmw add ptr @sum, i64 %11 seq_cst, align 8
  %13 = add nuw nsw i64 %9, 1
  %14 = icmp eq i64 %13, 10000
  br i1 %14, label %5, label %8, !llvm.loop !14

15:                                               ; preds = %5, %24
  %16 = phi i32 [ 0, %5 ], [ %30, %24 ]
  %17 = load atomic i32, ptr @turn acquire, align 4
  %18 = icmp eq i32 %17, %2
  br i1 %18, label %24, label %20

19:                                               ; preds = %24
  ret ptr null

20:                                               ; preds = %15, %20
  %21 = tail call i32 @sched_yield() #5
  %22 = load atomic i32, ptr @turn acquire, align 4
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %24, label %20, !llvm.loop !15

24:                                               ; preds = %20, %15
  %25 = add nsw i32 %16, %6
  %26 = load i32, ptr @log_len, align 4, !tbaa !6
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr @log_len, align 4, !tbaa !6
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [100 x i32], ptr @log_, i64 0, i64 %28
  store i32 %25, ptr %29, align 4, !tbaa !6
  store atomic i32 %7, ptr @turn release, align 4
  %30 = add nuw nsw i32 %16, 1
  %31 = icmp eq i32 %30, 50
  br i1 %31, label %19, label %15, !llvm.loop !16
}

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sched_yield() local_unnamed_addr #2

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
