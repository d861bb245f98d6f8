; ModuleID = 'cet.c'
source_filename = "cet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@side = dso_local local_unnamed_addr global i32 0, align 4
@interp.ops = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@interp, %2), ptr blockaddress(@interp, %6), ptr blockaddress(@interp, %8)], align 16
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16
@.str = private unnamed_addr constant [11 x i8] c"op %d: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"class %d: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"side: %d\0A\00", align 1
@main.prog = internal constant [5 x i8] c"\00\01\00\01\02", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"interp: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"setjmp returned %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"rounds %d\0A\00", align 1
@switch.table.classify = private unnamed_addr constant [7 x i32] [i32 11, i32 23, i32 37, i32 41, i32 59, i32 61, i32 73], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = sub nsw i32 %0, %1
  ret i32 %3
}

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @apply(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 %0(i32 noundef %1, i32 noundef %2) #11
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 74) i32 @classify(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [7 x i32], ptr @switch.table.classify, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @act(i32 noundef %0) local_unnamed_addr #3 {
  switch i32 %0, label %23 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
    i32 3, label %11
    i32 4, label %14
    i32 5, label %17
    i32 6, label %20
  ]

2:                                                ; preds = %1
  %3 = load i32, ptr @side, align 4, !tbaa !7
  %4 = add nsw i32 %3, 3
  br label %23

5:                                                ; preds = %1
  %6 = load i32, ptr @side, align 4, !tbaa !7
  %7 = mul nsw i32 %6, 5
  br label %23

8:                                                ; preds = %1
  %9 = load i32, ptr @side, align 4, !tbaa !7
  %10 = add nsw i32 %9, -7
  br label %23

11:                                               ; preds = %1
  %12 = load i32, ptr @side, align 4, !tbaa !7
  %13 = xor i32 %12, 9
  br label %23

14:                                               ; preds = %1
  %15 = load i32, ptr @side, align 4, !tbaa !7
  %16 = shl i32 %15, 2
  br label %23

17:                                               ; preds = %1
  %18 = load i32, ptr @side, align 4, !tbaa !7
  %19 = add nsw i32 %18, 100
  br label %23

20:                                               ; preds = %1
  %21 = load i32, ptr @side, align 4, !tbaa !7
  %22 = or i32 %21, 64
  br label %23

23:                                               ; preds = %1, %20, %17, %14, %11, %8, %5, %2
  %24 = phi i32 [ %22, %20 ], [ %19, %17 ], [ %16, %14 ], [ %13, %11 ], [ %10, %8 ], [ %7, %5 ], [ %4, %2 ], [ 0, %1 ]
  store i32 %24, ptr @side, align 4, !tbaa !7
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @interp(ptr nocapture noundef readonly %0) #4 {
  br label %9

2:                                                ; preds = %9
  %3 = add nsw i32 %11, 1
  br label %4

4:                                                ; preds = %2, %6
  %5 = phi i32 [ %3, %2 ], [ %7, %6 ]
  br label %9

6:                                                ; preds = %9
  %7 = shl nsw i32 %11, 1
  br label %4

8:                                                ; preds = %9
  ret i32 %11

9:                                                ; preds = %4, %1
  %10 = phi ptr [ %0, %1 ], [ %15, %4 ]
  %11 = phi i32 [ 1, %1 ], [ %5, %4 ]
  %12 = load i8, ptr %10, align 1, !tbaa !11
  %13 = zext i8 %12 to i64
  %14 = getelementptr inbounds [3 x ptr], ptr @interp.ops, i64 0, i64 %13
  %15 = getelementptr inbounds i8, ptr %10, i64 1
  %16 = load ptr, ptr %14, align 8, !tbaa !12
  indirectbr ptr %16, [label %2, label %6, label %8]
}

; Function Attrs: noinline noreturn nounwind uwtable
define dso_local void @jump_back(i32 noundef %0) local_unnamed_addr #5 {
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef %0) #12
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #7 {
  %1 = alloca i32, align 4
  %2 = call i32 @apply(ptr noundef nonnull @add, i32 noundef 7, i32 noundef 5)
  %3 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %2)
  %4 = call i32 @apply(ptr noundef nonnull @mul, i32 noundef 7, i32 noundef 5)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %4)
  %6 = call i32 @apply(ptr noundef nonnull @sub, i32 noundef 7, i32 noundef 5)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %6)
  %8 = call i32 @classify(i32 noundef 0)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %8)
  %10 = call i32 @classify(i32 noundef 1)
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %10)
  %12 = call i32 @classify(i32 noundef 2)
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %12)
  %14 = call i32 @classify(i32 noundef 3)
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %14)
  %16 = call i32 @classify(i32 noundef 4)
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %16)
  %18 = call i32 @classify(i32 noundef 5)
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %18)
  %20 = call i32 @classify(i32 noundef 6)
  %21 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %20)
  %22 = call i32 @classify(i32 noundef 7)
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %22)
  call void @act(i32 noundef 0)
  call void @act(i32 noundef 1)
  call void @act(i32 noundef 2)
  call void @act(i32 noundef 3)
  call void @act(i32 noundef 4)
  call void @act(i32 noundef 5)
  call void @act(i32 noundef 6)
  %24 = load i32, ptr @side, align 4, !tbaa !7
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24)
  %26 = call i32 @interp(ptr noundef nonnull @main.prog)
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !7
  %28 = call i32 @_setjmp(ptr noundef nonnull @env) #13
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %28)
  %30 = icmp slt i32 %28, 3
  %31 = load volatile i32, ptr %1, align 4, !tbaa !7
  br i1 %30, label %32, label %35

32:                                               ; preds = %0
  %33 = add nsw i32 %31, 1
  store volatile i32 %33, ptr %1, align 4, !tbaa !7
  %34 = add nsw i32 %28, 1
  call void @jump_back(i32 noundef %34)
  unreachable

35:                                               ; preds = %0
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %31)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #8

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind returns_twice "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind returns_twice }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"cf-protection-return", i32 1}
!2 = !{i32 8, !"cf-protection-branch", i32 1}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"PIE Level", i32 2}
!5 = !{i32 7, !"uwtable", i32 2}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !9, i64 0}
