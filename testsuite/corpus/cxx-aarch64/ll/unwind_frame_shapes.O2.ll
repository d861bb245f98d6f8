; ModuleID = 'unwind_frame_shapes.cpp'
source_filename = "unwind_frame_shapes.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [22 x i8] c"total %ld, logged %d:\00", align 1
@_ZL6logged = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@_ZL9depth_log = internal unnamed_addr global [8 x i32] zeroinitializer, align 4
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
  %8 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %7, i32 noundef %8)
  %10 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %14, label %12

12:                                               ; preds = %14, %19, %24, %29, %34, %39, %44, %49, %0
  %13 = tail call i32 @putchar(i32 10)
  ret i32 0

14:                                               ; preds = %0
  %15 = load i32, ptr @_ZL9depth_log, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %15)
  %17 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %12, !llvm.loop !10

19:                                               ; preds = %14
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 4), align 4, !tbaa !6
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  %22 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %23 = icmp sgt i32 %22, 2
  br i1 %23, label %24, label %12, !llvm.loop !10

24:                                               ; preds = %19
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 8), align 4, !tbaa !6
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %25)
  %27 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %28 = icmp sgt i32 %27, 3
  br i1 %28, label %29, label %12, !llvm.loop !10

29:                                               ; preds = %24
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 12), align 4, !tbaa !6
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %30)
  %32 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %33 = icmp sgt i32 %32, 4
  br i1 %33, label %34, label %12, !llvm.loop !10

34:                                               ; preds = %29
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 16), align 4, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %38 = icmp sgt i32 %37, 5
  br i1 %38, label %39, label %12, !llvm.loop !10

39:                                               ; preds = %34
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 20), align 4, !tbaa !6
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %40)
  %42 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %43 = icmp sgt i32 %42, 6
  br i1 %43, label %44, label %12, !llvm.loop !10

44:                                               ; preds = %39
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 24), align 4, !tbaa !6
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %45)
  %47 = load i32, ptr @_ZL6logged, align 4, !tbaa !6
  %48 = icmp sgt i32 %47, 7
  br i1 %48, label %49, label %12, !llvm.loop !10

49:                                               ; preds = %44
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @_ZL9depth_log, i64 28), align 4, !tbaa !6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %50)
  br label %12
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
  %25 = load i32, ptr %24, align 4, !tbaa !6
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
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !12
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
  %2 = alloca [20000 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %2) #8
  %3 = trunc i32 %0 to i8
  %4 = srem i32 %0, 20000
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i8], ptr %2, i64 0, i64 %5
  store volatile i8 %3, ptr %6, align 1, !tbaa !13
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !14
  %7 = add nsw i32 %0, 1
  tail call fastcc void @_ZL16with_overalignedi(i32 noundef %7)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL16with_overalignedi(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !15
  %2 = srem i32 %0, 3
  %3 = add nsw i32 %2, 5
  %4 = add nsw i32 %0, 1
  tail call fastcc void @_ZL8with_vlaii(i32 noundef %3, i32 noundef %4)
  unreachable
}

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL8with_vlaii(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !16
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
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !17
  %7 = sext i32 %0 to i64
  %8 = getelementptr i8, ptr %4, i64 %7
  %9 = getelementptr i8, ptr %8, i64 -1
  %10 = load i8, ptr %9, align 1, !tbaa !13
  %11 = zext i8 %10 to i32
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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline norecurse noreturn uwtable
define internal fastcc void @_ZL7throweri(i32 noundef %0) unnamed_addr #4 {
  tail call void asm sideeffect "", "~{x19},~{x20},~{x21},~{x22},~{x23},~{x24},~{x25},~{x26},~{x27},~{x28},~{memory}"() #8, !srcloc !18
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 %0, ptr %2, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #9
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline norecurse noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

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
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{i64 2147861421}
!13 = !{!8, !8, i64 0}
!14 = !{i64 2147861321}
!15 = !{i64 2147861221}
!16 = !{i64 2147861121}
!17 = !{i64 2147861021}
!18 = !{i64 2147860921}
