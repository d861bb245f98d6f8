; ModuleID = 'programs/sigsetjmp_signal.c'
source_filename = "programs/sigsetjmp_signal.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }
%struct.sigaction = type { %union.anon, %struct.__sigset_t, i32, ptr }
%union.anon = type { ptr }

@.str = private unnamed_addr constant [9 x i8] c"got1=%d\0A\00", align 1
@got1 = internal global i32 0, align 4
@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,1): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1
@got2 = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [63 x i8] c"after sigsetjmp(env,0): r=%d phase=%d got2=%d usr2 blocked=%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.__sigset_t, align 8
  %2 = alloca %struct.__sigset_t, align 8
  %3 = alloca %struct.sigaction, align 8
  %4 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 152, ptr nonnull %3) #10
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(152) %5, i8 0, i64 144, i1 false)
  store ptr @on_usr1, ptr %3, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = call i32 @sigemptyset(ptr noundef nonnull %6) #10
  %8 = call i32 @sigaction(i32 noundef 10, ptr noundef nonnull %3, ptr noundef null) #10
  store ptr @on_usr2, ptr %3, align 8, !tbaa !6
  %9 = call i32 @sigaction(i32 noundef 12, ptr noundef nonnull %3, ptr noundef null) #10
  %10 = call i32 @raise(i32 noundef 10) #10
  %11 = call i32 @raise(i32 noundef 10) #10
  %12 = call i32 @raise(i32 noundef 10) #10
  %13 = call i32 @raise(i32 noundef 10) #10
  %14 = call i32 @raise(i32 noundef 10) #10
  %15 = load volatile i32, ptr @got1, align 4, !tbaa !9
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %15)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 0, ptr %4, align 4, !tbaa !9
  %17 = call i32 @__sigsetjmp(ptr noundef nonnull @env, i32 noundef 1) #11
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %20

19:                                               ; preds = %0
  store volatile i32 1, ptr %4, align 4, !tbaa !9
  call fastcc void @nested(i32 noundef 50)
  store volatile i32 2, ptr %4, align 4, !tbaa !9
  br label %20

20:                                               ; preds = %19, %0
  %21 = icmp eq i32 %17, 12
  %22 = zext i1 %21 to i32
  %23 = load volatile i32, ptr %4, align 4, !tbaa !9
  %24 = load volatile i32, ptr @got2, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #10
  %25 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef nonnull %2) #10
  %26 = call i32 @sigismember(ptr noundef nonnull %2, i32 noundef 12) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #10
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %26)
  %28 = call i32 @__sigsetjmp(ptr noundef nonnull @env, i32 noundef 0) #11
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %30, label %31

30:                                               ; preds = %20
  store volatile i32 3, ptr %4, align 4, !tbaa !9
  call fastcc void @nested(i32 noundef 5)
  br label %31

31:                                               ; preds = %30, %20
  %32 = icmp eq i32 %28, 12
  %33 = zext i1 %32 to i32
  %34 = load volatile i32, ptr %4, align 4, !tbaa !9
  %35 = load volatile i32, ptr @got2, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10
  %36 = call i32 @sigprocmask(i32 noundef 0, ptr noundef null, ptr noundef nonnull %1) #10
  %37 = call i32 @sigismember(ptr noundef nonnull %1, i32 noundef 12) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %37)
  %39 = load volatile i32, ptr @got1, align 4, !tbaa !9
  %40 = mul nsw i32 %39, 10
  %41 = load volatile i32, ptr @got2, align 4, !tbaa !9
  %42 = add nsw i32 %40, %41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 152, ptr nonnull %3) #10
  ret i32 %42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal void @on_usr1(i32 noundef %0) #3 {
  %2 = icmp eq i32 %0, 10
  %3 = zext i1 %2 to i32
  %4 = load volatile i32, ptr @got1, align 4, !tbaa !9
  %5 = add nsw i32 %4, %3
  store volatile i32 %5, ptr @got1, align 4, !tbaa !9
  ret void
}

; Function Attrs: nounwind
declare i32 @sigemptyset(ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigaction(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind uwtable
define internal void @on_usr2(i32 noundef %0) #5 {
  %2 = load volatile i32, ptr @got2, align 4, !tbaa !9
  %3 = add nsw i32 %2, 1
  store volatile i32 %3, ptr @got2, align 4, !tbaa !9
  tail call void @siglongjmp(ptr noundef nonnull @env, i32 noundef %0) #12
  unreachable
}

; Function Attrs: nounwind
declare i32 @raise(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nounwind returns_twice
declare i32 @__sigsetjmp(ptr noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @nested(i32 noundef %0) unnamed_addr #8 {
  %2 = tail call i32 @raise(i32 noundef 12) #10
  ret void
}

; Function Attrs: noreturn nounwind
declare void @siglongjmp(ptr noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nounwind
declare i32 @sigprocmask(i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare i32 @sigismember(ptr noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { nounwind returns_twice }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
