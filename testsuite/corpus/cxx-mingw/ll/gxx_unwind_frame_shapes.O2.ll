; ModuleID = 'gxx_unwind_frame_shapes.cpp'
source_filename = "gxx_unwind_frame_shapes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@_ZL6logged = internal unnamed_addr global i32 0, align 4
@_ZL9depth_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 16
@_ZTIi = external constant ptr

; Function Attrs: mustprogress noreturn uwtable
define dso_local noundef i32 @_Z12frames_entryi(i32 noundef %0) local_unnamed_addr #0 {
  tail call fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0)
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0) unnamed_addr #1 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !5
  %2 = add nsw i32 %0, 59
  tail call fastcc void @_ZL16with_large_framei(i32 noundef %2)
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local noundef i32 @_Z13frames_loggedi(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp slt i32 %0, 0
  %3 = and i32 %0, 7
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %4
  %6 = select i1 %2, ptr @_ZL6logged, ptr %5
  %7 = load i32, ptr %6, align 4, !tbaa !6
  ret i32 %7
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL16with_large_framei(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #5
  %3 = trunc i32 %0 to i8
  %4 = srem i32 %0, 20000
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr %2, i64 0, i64 %5
  store volatile i8 %3, ptr %6, align 1, !tbaa !10
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !11
  %7 = add nsw i32 %0, 1
  tail call fastcc void @_ZL16with_overalignedi(i32 noundef %7)
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL16with_overalignedi(i32 noundef %0) unnamed_addr #1 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !12
  %2 = srem i32 %0, 3
  %3 = add nsw i32 %2, 5
  %4 = add nsw i32 %0, 1
  tail call fastcc void @_ZL8with_vlaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !13
  %3 = mul nuw nsw i32 %0, 3
  %4 = add nsw i32 %1, 1
  tail call fastcc void @_ZL11with_allocaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL11with_allocaii(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = zext nneg i32 %0 to i64
  %4 = alloca i8, i64 %3, align 16
  %5 = trunc i32 %1 to i8
  %6 = and i8 %5, 127
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %4, i8 %6, i64 %3, i1 false)
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !14
  %7 = sext i32 %0 to i64
  %8 = getelementptr i8, ptr %4, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -1
  %10 = load i8, ptr %9, align 1, !tbaa !10
  %11 = sext i8 %10 to i32
  %12 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL6logged, align 4, !tbaa !6
  %14 = and i32 %12, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %15
  store i32 %11, ptr %16, align 4, !tbaa !6
  tail call fastcc void @_ZL7throweri(i32 noundef %1)
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #1 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #5, !srcloc !15
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 %0, ptr %2, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 2147962625}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{i64 2147962546}
!12 = !{i64 2147962467}
!13 = !{i64 2147962388}
!14 = !{i64 2147962309}
!15 = !{i64 2147962230}
