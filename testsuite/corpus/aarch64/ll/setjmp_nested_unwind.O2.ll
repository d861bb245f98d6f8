; ModuleID = 'programs/setjmp_nested_unwind.c'
source_filename = "programs/setjmp_nested_unwind.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"outer(0)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"outer(1)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"outer(2)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"longjmp(jb, 0) delivered %d\0A\00", align 1
@retry_buf = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [52 x i8] c"retries: attempts=%d last=%d try_count=%d depth=%d\0A\00", align 1
@attempts = internal unnamed_addr global i32 0, align 4
@try_count = internal unnamed_addr global i32 0, align 4
@depth = internal unnamed_addr global i32 0, align 4
@handlers = internal unnamed_addr global [8 x ptr] zeroinitializer, align 8

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = call fastcc i32 @outer(i32 noundef 0)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  %6 = call fastcc i32 @outer(i32 noundef 1)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %6)
  %8 = call fastcc i32 @outer(i32 noundef 2)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !6
  %10 = call i32 @_setjmp(ptr noundef nonnull %1) #7
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %0
  call void @longjmp(ptr noundef nonnull %1, i32 noundef 0) #8
  unreachable

13:                                               ; preds = %0
  store volatile i32 %10, ptr %2, align 4, !tbaa !6
  %14 = load volatile i32, ptr %2, align 4, !tbaa !6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %14)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 0, ptr %3, align 4, !tbaa !6
  %16 = call i32 @_setjmp(ptr noundef nonnull @retry_buf) #7
  store volatile i32 %16, ptr %3, align 4, !tbaa !6
  call fastcc void @flaky()
  %17 = load i32, ptr @attempts, align 4, !tbaa !6
  %18 = load volatile i32, ptr %3, align 4, !tbaa !6
  %19 = load i32, ptr @try_count, align 4, !tbaa !6
  %20 = load i32, ptr @depth, align 4, !tbaa !6
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %17, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = call fastcc i32 @outer(i32 noundef 1)
  %23 = sdiv i32 %22, 100
  %24 = load i32, ptr @attempts, align 4, !tbaa !6
  %25 = add nsw i32 %23, %24
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %1) #6
  ret i32 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @outer(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %2) #6
  %4 = load i32, ptr @depth, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @depth, align 4, !tbaa !6
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %6
  store ptr %2, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 0, ptr %3, align 4, !tbaa !6
  %8 = call i32 @_setjmp(ptr noundef nonnull %2) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %1
  store volatile i32 1, ptr %3, align 4, !tbaa !6
  %11 = call fastcc i32 @inner(i32 noundef %0)
  store volatile i32 2, ptr %3, align 4, !tbaa !6
  %12 = load i32, ptr @depth, align 4, !tbaa !6
  br label %18

13:                                               ; preds = %1
  %14 = load i32, ptr @depth, align 4, !tbaa !6
  %15 = load volatile i32, ptr %3, align 4, !tbaa !6
  %16 = mul i32 %15, -1000
  %17 = sub i32 %16, %8
  br label %18

18:                                               ; preds = %13, %10
  %19 = phi i32 [ %12, %10 ], [ %14, %13 ]
  %20 = phi i32 [ %11, %10 ], [ %17, %13 ]
  %21 = add nsw i32 %19, -1
  store i32 %21, ptr @depth, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %2) #6
  ret i32 %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @flaky() unnamed_addr #2 {
  %1 = load i32, ptr @attempts, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @attempts, align 4, !tbaa !6
  %3 = icmp slt i32 %1, 4
  br i1 %3, label %4, label %5

4:                                                ; preds = %0
  tail call void @longjmp(ptr noundef nonnull @retry_buf, i32 noundef %2) #8
  unreachable

5:                                                ; preds = %0
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @inner(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %2) #6
  %4 = load i32, ptr @depth, align 4, !tbaa !6
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @depth, align 4, !tbaa !6
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %6
  store ptr %2, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 -1, ptr %3, align 4, !tbaa !6
  %8 = call i32 @_setjmp(ptr noundef nonnull %2) #7
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %1
  %11 = load i32, ptr @try_count, align 4, !tbaa !6
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @try_count, align 4, !tbaa !6
  switch i32 %0, label %22 [
    i32 1, label %13
    i32 2, label %15
  ]

13:                                               ; preds = %10
  %14 = call fastcc i32 @recurse_then_throw(i32 noundef 100)
  br label %22

15:                                               ; preds = %10
  %16 = load i32, ptr @depth, align 4, !tbaa !6
  %17 = add nsw i32 %16, -1
  store i32 %17, ptr @depth, align 4, !tbaa !6
  %18 = add nsw i32 %16, -2
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %19
  %21 = load ptr, ptr %20, align 8, !tbaa !10
  call void @longjmp(ptr noundef %21, i32 noundef 99) #8
  unreachable

22:                                               ; preds = %13, %10
  store volatile i32 10, ptr %3, align 4, !tbaa !6
  br label %25

23:                                               ; preds = %1
  %24 = mul nsw i32 %8, 100
  store volatile i32 %24, ptr %3, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %23, %22
  %26 = load i32, ptr @depth, align 4, !tbaa !6
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr @depth, align 4, !tbaa !6
  %28 = load volatile i32, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %2) #6
  ret i32 %28
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @recurse_then_throw(i32 noundef %0) unnamed_addr #2 {
  %2 = alloca [64 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #6
  %3 = trunc i32 %0 to i8
  %4 = srem i32 %0, 64
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %5
  store volatile i8 %3, ptr %6, align 1, !tbaa !12
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %1
  %9 = load i32, ptr @depth, align 4, !tbaa !6
  %10 = add nsw i32 %9, -1
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [8 x ptr], ptr @handlers, i64 0, i64 %11
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  tail call void @longjmp(ptr noundef %13, i32 noundef 7) #8
  unreachable

14:                                               ; preds = %1
  %15 = add nsw i32 %0, -1
  %16 = tail call fastcc i32 @recurse_then_throw(i32 noundef %15)
  %17 = load volatile i8, ptr %6, align 1, !tbaa !12
  %18 = zext i8 %17 to i32
  %19 = add nsw i32 %16, %18
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #6
  ret i32 %19
}

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

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
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!8, !8, i64 0}
