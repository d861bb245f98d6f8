; ModuleID = 'unwind_frame_shapes.cpp'
source_filename = "unwind_frame_shapes.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"total %ld, logged %d:\00", align 1
@_ZL6logged = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL9depth_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 16
@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [71 x i8] c"seed %d: caught %d; a %ld b %ld c %ld d %ld e %ld f %ld x %.2f y %.2f\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc noundef i64 @_ZL7catcheri(i32 noundef 1)
  %2 = tail call fastcc noundef i64 @_ZL7catcheri(i32 noundef 2)
  %3 = add nsw i64 %2, %1
  %4 = tail call fastcc noundef i64 @_ZL7catcheri(i32 noundef 3)
  %5 = add nsw i64 %4, %3
  %6 = tail call fastcc noundef i64 @_ZL7catcheri(i32 noundef 4)
  %7 = add nsw i64 %6, %5
  %8 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7, i32 noundef %8)
  %10 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %14, %0
  %13 = tail call i32 @putchar(i32 10)
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i64 [ %19, %14 ], [ 0, %0 ]
  %16 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %17)
  %19 = add nuw nsw i64 %15, 1
  %20 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  %22 = icmp slt i64 %19, %21
  %23 = icmp ult i64 %15, 7
  %24 = and i1 %23, %22
  br i1 %24, label %14, label %12, !llvm.loop !9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc noundef i64 @_ZL7catcheri(i32 noundef %0) unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  invoke fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0)
          to label %2 unwind label %3

2:                                                ; preds = %1
  unreachable

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %5 = extractvalue { ptr, i32 } %4, 1
  %6 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %7 = icmp eq i32 %5, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %3
  %9 = sitofp i32 %0 to double
  %10 = fmul double %9, 2.500000e-01
  %11 = fmul double %9, 5.000000e-01
  %12 = sext i32 %0 to i64
  %13 = mul nsw i64 %12, 11
  %14 = add nsw i32 %0, -7
  %15 = sext i32 %14 to i64
  %16 = mul nsw i32 %0, %0
  %17 = zext nneg i32 %16 to i64
  %18 = xor i32 %0, 85
  %19 = sext i32 %18 to i64
  %20 = mul nsw i64 %12, 5
  %21 = add nsw i64 %20, 1
  %22 = mul nsw i64 %12, 3
  %23 = extractvalue { ptr, i32 } %4, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #8
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %0, i32 noundef %25, i64 noundef %22, i64 noundef %21, i64 noundef %19, i64 noundef %17, i64 noundef %15, i64 noundef %13, double noundef %11, double noundef %10)
  %27 = fadd double %11, %10
  %28 = fptosi double %27 to i64
  %29 = sext i32 %25 to i64
  %30 = add nsw i64 %22, %19
  %31 = add nsw i64 %30, %17
  %32 = add nsw i64 %31, %15
  %33 = add nsw i64 %32, %13
  %34 = add nsw i64 %33, %21
  %35 = add nsw i64 %34, %28
  %36 = add nsw i64 %35, %29
  tail call void @__cxa_end_catch() #8
  ret i64 %36

37:                                               ; preds = %3
  resume { ptr, i32 } %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !11
  %2 = add nsw i32 %0, 59
  tail call fastcc void @_ZL16with_large_framei(i32 noundef %2)
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL16with_large_framei(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #8
  %3 = trunc i32 %0 to i8
  %4 = srem i32 %0, 20000
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr %2, i64 0, i64 %5
  store volatile i8 %3, ptr %6, align 1, !tbaa !12
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !13
  %7 = add nsw i32 %0, 1
  tail call fastcc void @_ZL16with_overalignedi(i32 noundef %7)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL16with_overalignedi(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !14
  %2 = srem i32 %0, 3
  %3 = add nsw i32 %2, 5
  %4 = add nsw i32 %0, 1
  tail call fastcc void @_ZL8with_vlaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !15
  %3 = mul nuw nsw i32 %0, 3
  %4 = add nsw i32 %1, 1
  tail call fastcc void @_ZL11with_allocaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL11with_allocaii(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext nneg i32 %0 to i64
  %4 = alloca i8, i64 %3, align 16
  %5 = trunc i32 %1 to i8
  %6 = and i8 %5, 127
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %4, i8 %6, i64 %3, i1 false)
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !16
  %7 = sext i32 %0 to i64
  %8 = getelementptr i8, ptr %4, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -1
  %10 = load i8, ptr %9, align 1, !tbaa !12
  %11 = sext i8 %10 to i32
  %12 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL6logged, align 4, !tbaa !5
  %14 = and i32 %12, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %15
  store i32 %11, ptr %16, align 4, !tbaa !5
  tail call fastcc void @_ZL7throweri(i32 noundef %1)
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #8, !srcloc !17
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 %0, ptr %2, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #9
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

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
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{i64 2147858012}
!12 = !{!7, !7, i64 0}
!13 = !{i64 2147857947}
!14 = !{i64 2147857882}
!15 = !{i64 2147857817}
!16 = !{i64 2147857752}
!17 = !{i64 2147857687}
