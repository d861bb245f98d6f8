; ModuleID = 'programs/tls_threads.c'
source_filename = "programs/tls_threads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.result = type { i32, i32, i64, [16 x i8], ptr }

@tl_counter = dso_local thread_local global i32 100, align 4
@tl_name = dso_local thread_local global [16 x i8] c"initial\00\00\00\00\00\00\00\00\00", align 1
@main_addr = internal unnamed_addr global ptr null, align 8
@.str = private unnamed_addr constant [51 x i8] c"thread %d: counter=%d acc=%ld name=%s own_copy=%d\0A\00", align 1
@differs = internal unnamed_addr global [4 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"main: counter=%d name=%s acc=%ld\0A\00", align 1
@tl_acc = internal thread_local unnamed_addr global i64 0, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [4 x i64], align 8
  %2 = alloca [4 x %struct.result], align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %2) #7
  %3 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  store ptr %3, ptr @main_addr, align 8, !tbaa !6
  store i32 5, ptr %3, align 4, !tbaa !10
  store i32 0, ptr %2, align 8, !tbaa !12
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #7
  %5 = getelementptr inbounds i8, ptr %2, i64 40
  store i32 1, ptr %5, align 8, !tbaa !12
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = call i32 @pthread_create(ptr noundef nonnull %6, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %5) #7
  %8 = getelementptr inbounds i8, ptr %2, i64 80
  store i32 2, ptr %8, align 8, !tbaa !12
  %9 = getelementptr inbounds i8, ptr %1, i64 16
  %10 = call i32 @pthread_create(ptr noundef nonnull %9, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %8) #7
  %11 = getelementptr inbounds i8, ptr %2, i64 120
  store i32 3, ptr %11, align 8, !tbaa !12
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %11) #7
  %14 = load i64, ptr %1, align 8, !tbaa !15
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #7
  %16 = load i64, ptr %6, align 8, !tbaa !15
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null) #7
  %18 = load i64, ptr %9, align 8, !tbaa !15
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null) #7
  %20 = load i64, ptr %12, align 8, !tbaa !15
  %21 = call i32 @pthread_join(i64 noundef %20, ptr noundef null) #7
  %22 = load i32, ptr %2, align 8, !tbaa !12
  %23 = getelementptr inbounds i8, ptr %2, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !16
  %25 = getelementptr inbounds i8, ptr %2, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !17
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  %28 = load i32, ptr @differs, align 4, !tbaa !10
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %22, i32 noundef %24, i64 noundef %26, ptr noundef nonnull %27, i32 noundef %28)
  %30 = load i32, ptr %5, align 8, !tbaa !12
  %31 = getelementptr inbounds i8, ptr %2, i64 44
  %32 = load i32, ptr %31, align 4, !tbaa !16
  %33 = getelementptr inbounds i8, ptr %2, i64 48
  %34 = load i64, ptr %33, align 8, !tbaa !17
  %35 = getelementptr inbounds i8, ptr %2, i64 56
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 4), align 4, !tbaa !10
  %37 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %30, i32 noundef %32, i64 noundef %34, ptr noundef nonnull %35, i32 noundef %36)
  %38 = load i32, ptr %8, align 8, !tbaa !12
  %39 = getelementptr inbounds i8, ptr %2, i64 84
  %40 = load i32, ptr %39, align 4, !tbaa !16
  %41 = getelementptr inbounds i8, ptr %2, i64 88
  %42 = load i64, ptr %41, align 8, !tbaa !17
  %43 = getelementptr inbounds i8, ptr %2, i64 96
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 8), align 4, !tbaa !10
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %38, i32 noundef %40, i64 noundef %42, ptr noundef nonnull %43, i32 noundef %44)
  %46 = load i32, ptr %11, align 8, !tbaa !12
  %47 = getelementptr inbounds i8, ptr %2, i64 124
  %48 = load i32, ptr %47, align 4, !tbaa !16
  %49 = getelementptr inbounds i8, ptr %2, i64 128
  %50 = load i64, ptr %49, align 8, !tbaa !17
  %51 = getelementptr inbounds i8, ptr %2, i64 136
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @differs, i64 12), align 4, !tbaa !10
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %46, i32 noundef %48, i64 noundef %50, ptr noundef nonnull %51, i32 noundef %52)
  %54 = load i32, ptr %3, align 4, !tbaa !10
  %55 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @tl_name)
  %56 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  %57 = load i64, ptr %56, align 8, !tbaa !15
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %54, ptr noundef nonnull %55, i64 noundef %57)
  %59 = load i32, ptr %3, align 4, !tbaa !10
  %60 = getelementptr inbounds i8, ptr %2, i64 124
  %61 = load i32, ptr %60, align 4, !tbaa !16
  %62 = srem i32 %61, 100
  %63 = add nsw i32 %62, %59
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  ret i32 %63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind uwtable
define internal noalias noundef ptr @worker(ptr nocapture noundef %0) #4 {
  %2 = load i32, ptr %0, align 8, !tbaa !12
  %3 = icmp slt i32 %2, 0
  %4 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %5 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  br i1 %3, label %10, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %5, align 8, !tbaa !15
  %8 = load i32, ptr %4, align 4, !tbaa !10
  br label %26

9:                                                ; preds = %26
  store i64 %31, ptr %5, align 8, !tbaa !15
  br label %10

10:                                               ; preds = %1, %9
  %11 = phi i32 [ %33, %9 ], [ %2, %1 ]
  %12 = tail call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @tl_name)
  %13 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %12, i64 noundef 16, ptr noundef nonnull @.str.2, i32 noundef %11) #7
  %14 = load i32, ptr %4, align 4, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %14, ptr %15, align 4, !tbaa !16
  %16 = load i64, ptr %5, align 8, !tbaa !15
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %16, ptr %17, align 8, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %0, i64 16
  %19 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 16, ptr noundef nonnull @.str.3, ptr noundef nonnull %12) #7
  %20 = load ptr, ptr @main_addr, align 8, !tbaa !6
  %21 = icmp ne ptr %4, %20
  %22 = zext i1 %21 to i32
  %23 = load i32, ptr %0, align 8, !tbaa !12
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %24
  store i32 %22, ptr %25, align 4, !tbaa !10
  ret ptr null

26:                                               ; preds = %6, %26
  %27 = phi i32 [ %8, %6 ], [ %30, %26 ]
  %28 = phi i64 [ 0, %6 ], [ %32, %26 ]
  %29 = phi i64 [ %7, %6 ], [ %31, %26 ]
  %30 = add nsw i32 %27, 1
  store i32 %30, ptr %4, align 4, !tbaa !10
  %31 = add nsw i64 %29, %28
  %32 = add nuw nsw i64 %28, 1
  %33 = load i32, ptr %0, align 8, !tbaa !12
  %34 = mul nsw i32 %33, 10
  %35 = sext i32 %34 to i64
  %36 = icmp slt i64 %28, %35
  br i1 %36, label %26, label %9, !llvm.loop !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !11, i64 0}
!13 = !{!"result", !11, i64 0, !11, i64 4, !14, i64 8, !8, i64 16, !7, i64 32}
!14 = !{!"long", !8, i64 0}
!15 = !{!14, !14, i64 0}
!16 = !{!13, !11, i64 4}
!17 = !{!13, !14, i64 8}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
