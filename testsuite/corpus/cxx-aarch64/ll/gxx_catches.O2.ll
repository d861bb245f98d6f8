; ModuleID = 'gxx_catches.cpp'
source_filename = "gxx_catches.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTS10CrossError = comdat any

$_ZTI10CrossError = comdat any

@.str = private unnamed_addr constant [5 x i8] c"rllc\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10CrossError = linkonce_odr dso_local constant [13 x i8] c"10CrossError\00", comdat, align 1
@_ZTI10CrossError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10CrossError }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  rllc_throw_int(%d)\0A\00", align 1
@_ZTIi = external constant ptr

; Function Attrs: mustprogress noinline uwtable
define dso_local noundef i64 @_Z12rllc_computeilPFllE(i32 noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2) local_unnamed_addr #0 {
  %4 = alloca [8 x i64], align 8
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %6, label %18

6:                                                ; preds = %3
  %7 = srem i64 %1, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = tail call ptr @__cxa_allocate_exception(i64 16) #5
  %11 = srem i64 %1, 1000
  %12 = trunc nsw i64 %11 to i32
  store i32 %12, ptr %10, align 16, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr @.str, ptr %13, align 8, !tbaa !12
  tail call void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTI10CrossError, ptr null) #6
  unreachable

14:                                               ; preds = %6
  %15 = tail call noundef i64 %2(i64 noundef %1)
  br label %16

16:                                               ; preds = %18, %14
  %17 = phi i64 [ %15, %14 ], [ %29, %18 ]
  ret i64 %17

18:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #5
  %19 = and i32 %0, 7
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [8 x i64], ptr %4, i64 0, i64 %20
  store volatile i64 %1, ptr %21, align 8, !tbaa !13
  %22 = add nsw i32 %0, -1
  %23 = mul nsw i64 %1, 7
  %24 = sext i32 %0 to i64
  %25 = add nsw i64 %23, %24
  %26 = tail call noundef i64 @_Z12rllc_computeilPFllE(i32 noundef %22, i64 noundef %25, ptr noundef %2)
  %27 = load volatile i64, ptr %21, align 8, !tbaa !13
  %28 = srem i64 %27, 5
  %29 = add nsw i64 %28, %26
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #5
  br label %16
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noreturn uwtable
define dso_local void @_Z14rllc_throw_inti(i32 noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %3, label %4

3:                                                ; preds = %4, %1
  tail call fastcc void @_ZL4leafi()
  unreachable

4:                                                ; preds = %1, %4
  %5 = phi i32 [ %7, %4 ], [ %0, %1 ]
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5)
  %7 = add nsw i32 %5, -1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %3, label %4
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL4leafi() unnamed_addr #3 {
  %1 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 -1, ptr %1, align 16, !tbaa !15
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTIi, ptr null) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS10CrossError", !8, i64 0, !11, i64 8}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !9, i64 0}
!15 = !{!8, !8, i64 0}
