; ModuleID = 'programs/builtin_setjmp.c'
source_filename = "programs/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@trace = internal global i32 0, align 4
@.str = private unnamed_addr constant [15 x i8] c"try_it(%d)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"inner_catch(%d)=%d\0A\00", align 1
@buf = internal global [5 x ptr] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [18 x i8] c"acc=%ld total=%d\0A\00", align 1
@buf2 = internal global [5 x ptr] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  store volatile i32 0, ptr @trace, align 4, !tbaa !5
  %2 = tail call fastcc i32 @try_it(i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %2)
  store volatile i32 0, ptr @trace, align 4, !tbaa !5
  %4 = tail call fastcc i32 @try_it(i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %4)
  store volatile i32 0, ptr @trace, align 4, !tbaa !5
  %6 = tail call fastcc i32 @try_it(i32 noundef 2)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %6)
  store volatile i32 0, ptr @trace, align 4, !tbaa !5
  %8 = tail call fastcc i32 @try_it(i32 noundef 3)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %8)
  store volatile i32 0, ptr @trace, align 4, !tbaa !5
  %10 = tail call fastcc i32 @try_it(i32 noundef 4)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %10)
  %12 = tail call fastcc i32 @inner_catch(i32 noundef 0)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %12)
  %14 = tail call fastcc i32 @inner_catch(i32 noundef 1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %14)
  %16 = tail call fastcc i32 @inner_catch(i32 noundef 2)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %16)
  %18 = tail call fastcc i32 @inner_catch(i32 noundef 3)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %18)
  %20 = tail call fastcc i32 @inner_catch(i32 noundef 4)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %20)
  %22 = tail call fastcc i32 @inner_catch(i32 noundef 5)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %22)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 0, ptr %1, align 8, !tbaa !9
  %24 = tail call ptr @llvm.frameaddress.p0(i32 0)
  br label %39

25:                                               ; preds = %56
  %26 = add nsw i32 %4, %2
  %27 = add nsw i32 %6, %26
  %28 = add nsw i32 %8, %27
  %29 = add nsw i32 %10, %28
  %30 = add nsw i32 %12, %29
  %31 = add nsw i32 %14, %30
  %32 = add nsw i32 %16, %31
  %33 = add nsw i32 %18, %32
  %34 = add nsw i32 %20, %33
  %35 = add nsw i32 %22, %34
  %36 = load volatile i64, ptr %1, align 8, !tbaa !9
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %36, i32 noundef %35)
  %38 = and i32 %35, 255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %38

39:                                               ; preds = %0, %56
  %40 = phi i64 [ 0, %0 ], [ %57, %56 ]
  store ptr %24, ptr @buf, align 16
  %41 = tail call ptr @llvm.stacksave.p0()
  store ptr %41, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16
  %42 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf)
  %43 = icmp eq i32 %42, 0
  %44 = load volatile i64, ptr %1, align 8, !tbaa !9
  br i1 %43, label %45, label %54

45:                                               ; preds = %39
  %46 = add nsw i64 %44, %40
  store volatile i64 %46, ptr %1, align 8, !tbaa !9
  %47 = trunc i64 %40 to i8
  %48 = urem i8 %47, 7
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %50, label %51

50:                                               ; preds = %45
  tail call fastcc void @jump1()
  unreachable

51:                                               ; preds = %45
  %52 = load volatile i64, ptr %1, align 8, !tbaa !9
  %53 = add nsw i64 %52, 1000
  store volatile i64 %53, ptr %1, align 8, !tbaa !9
  br label %56

54:                                               ; preds = %39
  %55 = add nsw i64 %44, -1
  store volatile i64 %55, ptr %1, align 8, !tbaa !9
  br label %56

56:                                               ; preds = %51, %54
  %57 = add nuw nsw i64 %40, 1
  %58 = icmp eq i64 %57, 100
  br i1 %58, label %25, label %39, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @try_it(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %2, ptr @buf, align 16
  %3 = tail call ptr @llvm.stacksave.p0()
  store ptr %3, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16
  %4 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  tail call fastcc void @thrower(i32 noundef %0)
  unreachable

7:                                                ; preds = %1
  %8 = load volatile i32, ptr @trace, align 4, !tbaa !5
  ret i32 %8
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @inner_catch(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0)
  store ptr %2, ptr @buf2, align 16
  %3 = tail call ptr @llvm.stacksave.p0()
  store ptr %3, ptr getelementptr inbounds (i8, ptr @buf2, i64 16), align 16
  %4 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf2)
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %11

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 2
  br i1 %7, label %8, label %9

8:                                                ; preds = %6
  tail call fastcc void @jump2()
  unreachable

9:                                                ; preds = %6
  %10 = mul nsw i32 %0, 100
  br label %13

11:                                               ; preds = %1
  %12 = sub nsw i32 0, %0
  br label %13

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ]
  ret i32 %14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @jump1() unnamed_addr #7 {
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf)
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #7 {
  %2 = add i32 %0, 1
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %11, %5 ], [ %0, %1 ]
  %7 = phi i32 [ %12, %5 ], [ 0, %1 ]
  %8 = load volatile i32, ptr @trace, align 4, !tbaa !5
  %9 = mul nsw i32 %8, 10
  %10 = add nsw i32 %9, %6
  store volatile i32 %10, ptr @trace, align 4, !tbaa !5
  %11 = add nsw i32 %6, -1
  %12 = add i32 %7, 1
  %13 = icmp eq i32 %12, %3
  br i1 %13, label %14, label %5, !llvm.loop !13

14:                                               ; preds = %5, %1
  %15 = phi i32 [ %0, %1 ], [ %11, %5 ]
  %16 = icmp ult i32 %0, 3
  br i1 %16, label %36, label %17

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %35, %17 ], [ %15, %14 ]
  %19 = load volatile i32, ptr @trace, align 4, !tbaa !5
  %20 = mul nsw i32 %19, 10
  %21 = add nsw i32 %20, %18
  store volatile i32 %21, ptr @trace, align 4, !tbaa !5
  %22 = add nsw i32 %18, -1
  %23 = load volatile i32, ptr @trace, align 4, !tbaa !5
  %24 = mul nsw i32 %23, 10
  %25 = add nsw i32 %24, %22
  store volatile i32 %25, ptr @trace, align 4, !tbaa !5
  %26 = add nsw i32 %18, -2
  %27 = load volatile i32, ptr @trace, align 4, !tbaa !5
  %28 = mul nsw i32 %27, 10
  %29 = add nsw i32 %28, %26
  store volatile i32 %29, ptr @trace, align 4, !tbaa !5
  %30 = add nsw i32 %18, -3
  %31 = load volatile i32, ptr @trace, align 4, !tbaa !5
  %32 = mul nsw i32 %31, 10
  %33 = add nsw i32 %32, %30
  store volatile i32 %33, ptr @trace, align 4, !tbaa !5
  %34 = icmp eq i32 %30, 0
  %35 = add nsw i32 %18, -4
  br i1 %34, label %36, label %17

36:                                               ; preds = %17, %14
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf)
  unreachable
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #8

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @jump2() unnamed_addr #7 {
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf2)
  unreachable
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }

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
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
