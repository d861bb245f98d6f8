; ModuleID = 'unwind_frame_shapes.cpp'
source_filename = "unwind_frame_shapes.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

@.str = private unnamed_addr constant [22 x i8] c"total %ld, logged %d:\00", align 1
@_ZL6logged = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL9depth_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [71 x i8] c"seed %d: caught %d; a %ld b %ld c %ld d %ld e %ld f %ld x %.2f y %.2f\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc noundef i32 @_ZL7catcheri(i32 noundef 1)
  %2 = tail call fastcc noundef i32 @_ZL7catcheri(i32 noundef 2)
  %3 = add nsw i32 %2, %1
  %4 = tail call fastcc noundef i32 @_ZL7catcheri(i32 noundef 3)
  %5 = add nsw i32 %4, %3
  %6 = tail call fastcc noundef i32 @_ZL7catcheri(i32 noundef 4)
  %7 = add nsw i32 %6, %5
  %8 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %9 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %7, i32 noundef %8)
  %10 = load i32, ptr @_ZL6logged, align 4, !tbaa !5
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %14, %0
  %13 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
  ret i32 0

14:                                               ; preds = %0, %14
  %15 = phi i64 [ %19, %14 ], [ 0, %0 ]
  %16 = getelementptr inbounds [8 x i32], ptr @_ZL9depth_log, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %17)
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
define internal fastcc noundef i32 @_ZL7catcheri(i32 noundef %0) unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %2 = mul nsw i32 %0, 3
  %3 = mul nsw i32 %0, 5
  %4 = add nsw i32 %3, 1
  %5 = xor i32 %0, 85
  %6 = mul nsw i32 %0, %0
  %7 = add nsw i32 %0, -7
  %8 = mul nsw i32 %0, 11
  %9 = sitofp i32 %0 to double
  %10 = fmul double %9, 5.000000e-01
  %11 = fmul double %9, 2.500000e-01
  invoke fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0)
          to label %12 unwind label %13

12:                                               ; preds = %1
  unreachable

13:                                               ; preds = %1
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 1
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %13
  %19 = extractvalue { ptr, i32 } %14, 0
  %20 = tail call ptr @__cxa_begin_catch(ptr %19) #10
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %0, i32 noundef %21, i32 noundef %2, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, double noundef %10, double noundef %11)
          to label %23 unwind label %33

23:                                               ; preds = %18
  %24 = fadd double %10, %11
  %25 = fptosi double %24 to i32
  %26 = add i32 %5, %2
  %27 = add i32 %26, %6
  %28 = add i32 %27, %7
  %29 = add i32 %28, %8
  %30 = add i32 %29, %4
  %31 = add nsw i32 %30, %25
  %32 = add nsw i32 %31, %21
  tail call void @__cxa_end_catch() #10
  ret i32 %32

33:                                               ; preds = %18
  %34 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #10
  br label %35

35:                                               ; preds = %33, %13
  %36 = phi { ptr, i32 } [ %34, %33 ], [ %14, %13 ]
  resume { ptr, i32 } %36
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %5
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL9many_argsiiiiiiiiiildd(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !13
  %2 = add nsw i32 %0, 59
  tail call fastcc void @_ZL16with_large_framei(i32 noundef %2)
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL16with_large_framei(i32 noundef %0) unnamed_addr #4 {
  %2 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #10
  %3 = trunc i32 %0 to i8
  %4 = srem i32 %0, 20000
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr %2, i64 0, i64 %5
  store volatile i8 %3, ptr %6, align 1, !tbaa !14
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !15
  %7 = add nsw i32 %0, 1
  tail call fastcc void @_ZL16with_overalignedi(i32 noundef %7)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL16with_overalignedi(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !16
  %2 = srem i32 %0, 3
  %3 = add nsw i32 %2, 5
  %4 = add nsw i32 %0, 1
  tail call fastcc void @_ZL8with_vlaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !17
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
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !18
  %7 = sext i32 %0 to i64
  %8 = getelementptr i8, ptr %4, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -1
  %10 = load i8, ptr %9, align 1, !tbaa !14
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
  tail call void asm sideeffect "", "~{rbx},~{rsi},~{rdi},~{r12},~{r13},~{r14},~{r15},~{memory},~{dirflag},~{fpsr},~{flags}"() #10, !srcloc !19
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 %0, ptr %2, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #11
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{i64 2147963366}
!14 = !{!7, !7, i64 0}
!15 = !{i64 2147963287}
!16 = !{i64 2147963208}
!17 = !{i64 2147963129}
!18 = !{i64 2147963050}
!19 = !{i64 2147962971}
