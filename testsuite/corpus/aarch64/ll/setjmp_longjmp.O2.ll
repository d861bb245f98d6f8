; ModuleID = 'programs/setjmp_longjmp.c'
source_filename = "programs/setjmp_longjmp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__jmp_buf_tag = type { [22 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@env = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [42 x i8] c"longjmp returned %d, counter=%d depth=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"zero value -> %d pass=%d\0A\00", align 1
@__const.main.divs = private unnamed_addr constant [3 x i32] [i32 0, i32 0, i32 5], align 4
@env2 = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 8
@.str.3 = private unnamed_addr constant [23 x i8] c"div error, attempt %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"result=%d attempts=%d\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [6 x i32] [i32 5, i32 3, i32 9, i32 13, i32 1, i32 7], align 4
@.str.6 = private unnamed_addr constant [23 x i8] c"qsort aborted with %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"stage=%d\0A\00", align 1
@str.8 = private unnamed_addr constant [7 x i8] c"sorted\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [6 x i32], align 4
  %6 = alloca [1 x %struct.__jmp_buf_tag], align 8
  %7 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 0, ptr %1, align 4, !tbaa !6
  %8 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %0
  store volatile i32 1, ptr %1, align 4, !tbaa !6
  call fastcc void @deep()
  unreachable

11:                                               ; preds = %0
  %12 = load volatile i32, ptr %1, align 4, !tbaa !6
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %12, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 0, ptr %2, align 4, !tbaa !6
  %14 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %15 = icmp eq i32 %14, 0
  %16 = load volatile i32, ptr %2, align 4, !tbaa !6
  br i1 %15, label %17, label %19

17:                                               ; preds = %11
  %18 = add nsw i32 %16, 1
  store volatile i32 %18, ptr %2, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 0) #11
  unreachable

19:                                               ; preds = %11
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %14, i32 noundef %16)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile i32 0, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 0, ptr %4, align 4, !tbaa !6
  %21 = call i32 @_setjmp(ptr noundef nonnull @env2) #10
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %28, label %23

23:                                               ; preds = %19
  %24 = load volatile i32, ptr %3, align 4, !tbaa !6
  %25 = add nsw i32 %24, 1
  store volatile i32 %25, ptr %3, align 4, !tbaa !6
  %26 = load volatile i32, ptr %3, align 4, !tbaa !6
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %26)
  br label %28

28:                                               ; preds = %23, %19
  %29 = load volatile i32, ptr %3, align 4, !tbaa !6
  %30 = icmp slt i32 %29, 3
  br i1 %30, label %31, label %37

31:                                               ; preds = %28
  %32 = load volatile i32, ptr %3, align 4, !tbaa !6
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [3 x i32], ptr @__const.main.divs, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = call fastcc i32 @checked_div(i32 noundef %35)
  store volatile i32 %36, ptr %4, align 4, !tbaa !6
  br label %37

37:                                               ; preds = %31, %28
  %38 = load volatile i32, ptr %4, align 4, !tbaa !6
  %39 = load volatile i32, ptr %3, align 4, !tbaa !6
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %38, i32 noundef %39)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(24) %5, ptr noundef nonnull align 4 dereferenceable(24) @__const.main.arr, i64 24, i1 false)
  %41 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %45

43:                                               ; preds = %37
  call void @qsort(ptr noundef nonnull %5, i64 noundef 6, i64 noundef 4, ptr noundef nonnull @cmp_abort) #12
  %44 = call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  br label %47

45:                                               ; preds = %37
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %41)
  br label %47

47:                                               ; preds = %45, %43
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %6) #12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  store volatile i32 0, ptr %7, align 4, !tbaa !6
  %48 = call i32 @_setjmp(ptr noundef nonnull @env) #10
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %50, label %55

50:                                               ; preds = %47
  store volatile i32 1, ptr %7, align 4, !tbaa !6
  %51 = call i32 @_setjmp(ptr noundef nonnull %6) #10
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %53, label %54

53:                                               ; preds = %50
  store volatile i32 2, ptr %7, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull %6, i32 noundef 1) #11
  unreachable

54:                                               ; preds = %50
  store volatile i32 3, ptr %7, align 4, !tbaa !6
  call void @longjmp(ptr noundef nonnull @env, i32 noundef 2) #11
  unreachable

55:                                               ; preds = %47
  %56 = load volatile i32, ptr %7, align 4, !tbaa !6
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %56)
  %58 = load volatile i32, ptr %1, align 4, !tbaa !6
  %59 = load volatile i32, ptr %3, align 4, !tbaa !6
  %60 = mul nsw i32 %59, 10
  %61 = add nsw i32 %60, %58
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %61
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(ptr noundef) local_unnamed_addr #2

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @deep() unnamed_addr #3 {
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 42) #11
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(ptr noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: noinline nounwind uwtable
define internal fastcc noundef range(i32 -100, 101) i32 @checked_div(i32 noundef %0) unnamed_addr #7 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @longjmp(ptr noundef nonnull @env2, i32 noundef 1) #11
  unreachable

4:                                                ; preds = %1
  %5 = sdiv i32 100, %0
  ret i32 %5
}

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nounwind uwtable
define internal range(i32 -1, 2) i32 @cmp_abort(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #0 {
  %3 = load i32, ptr %0, align 4, !tbaa !6
  %4 = load i32, ptr %1, align 4, !tbaa !6
  %5 = icmp eq i32 %3, 13
  %6 = icmp eq i32 %4, 13
  %7 = select i1 %5, i1 true, i1 %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  tail call void @longjmp(ptr noundef nonnull @env, i32 noundef 13) #11
  unreachable

9:                                                ; preds = %2
  %10 = icmp sgt i32 %3, %4
  %11 = zext i1 %10 to i32
  %12 = icmp slt i32 %3, %4
  %13 = sext i1 %12 to i32
  %14 = add nsw i32 %13, %11
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind returns_twice "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nounwind returns_twice }
attributes #11 = { noreturn nounwind }
attributes #12 = { nounwind }

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
