; ModuleID = 'catch_in_loop.cpp'
source_filename = "catch_in_loop.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZN7CountedD2Ev = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

@_ZN7Counted4liveE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@.str = private unnamed_addr constant [56 x i8] c"ints %d errors %d objects %d returns %d acc %u live %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@_ZTISt13runtime_error = external constant ptr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %4

1:                                                ; preds = %31
  %2 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i32 noundef %34, i32 noundef %33, i32 noundef %32, i32 noundef %36, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %31
  %5 = phi i32 [ 1, %0 ], [ %38, %31 ]
  %6 = phi i32 [ 0, %0 ], [ %36, %31 ]
  %7 = phi i32 [ 0, %0 ], [ %35, %31 ]
  %8 = phi i32 [ 0, %0 ], [ %34, %31 ]
  %9 = phi i32 [ 0, %0 ], [ %33, %31 ]
  %10 = phi i32 [ 0, %0 ], [ %39, %31 ]
  %11 = phi i32 [ 0, %0 ], [ %32, %31 ]
  %12 = trunc nuw i32 %10 to i16
  %13 = urem i16 %12, 5
  %14 = zext nneg i16 %13 to i32
  %15 = invoke fastcc noundef i32 @_ZL4stepji(i32 noundef %5, i32 noundef %14)
          to label %16 unwind label %19

16:                                               ; preds = %4
  %17 = add i32 %15, %6
  %18 = add nsw i32 %11, 1
  br label %31

19:                                               ; preds = %4
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTISt9exception
          catch ptr @_ZTI7Counted
  %21 = extractvalue { ptr, i32 } %20, 0
  %22 = extractvalue { ptr, i32 } %20, 1
  %23 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %41

25:                                               ; preds = %19
  %26 = tail call ptr @__cxa_begin_catch(ptr %21) #7
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = mul i32 %6, 3
  %29 = add i32 %27, %28
  %30 = add nsw i32 %7, 1
  tail call void @__cxa_end_catch() #7
  br label %31

31:                                               ; preds = %25, %44, %58, %16
  %32 = phi i32 [ %18, %16 ], [ %11, %25 ], [ %11, %44 ], [ %11, %58 ]
  %33 = phi i32 [ %9, %16 ], [ %9, %25 ], [ %9, %44 ], [ %63, %58 ]
  %34 = phi i32 [ %8, %16 ], [ %8, %25 ], [ %54, %44 ], [ %8, %58 ]
  %35 = phi i32 [ %7, %16 ], [ %30, %25 ], [ %7, %44 ], [ %7, %58 ]
  %36 = phi i32 [ %17, %16 ], [ %29, %25 ], [ %53, %44 ], [ %62, %58 ]
  %37 = mul i32 %5, 69069
  %38 = add i32 %37, 1
  %39 = add nuw nsw i32 %10, 1
  %40 = icmp eq i32 %39, 20000
  br i1 %40, label %1, label %4, !llvm.loop !10

41:                                               ; preds = %19
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #7
  %43 = icmp eq i32 %22, %42
  br i1 %43, label %44, label %55

44:                                               ; preds = %41
  %45 = tail call ptr @__cxa_begin_catch(ptr %21) #7
  %46 = mul i32 %6, 5
  %47 = load ptr, ptr %45, align 8, !tbaa !12
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  %50 = tail call noundef ptr %49(ptr noundef nonnull align 8 dereferenceable(8) %45) #7
  %51 = load i8, ptr %50, align 1, !tbaa !14
  %52 = zext i8 %51 to i32
  %53 = add i32 %46, %52
  %54 = add nsw i32 %8, 1
  tail call void @__cxa_end_catch()
  br label %31

55:                                               ; preds = %41
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Counted) #7
  %57 = icmp eq i32 %22, %56
  br i1 %57, label %58, label %64

58:                                               ; preds = %55
  %59 = tail call ptr @__cxa_begin_catch(ptr %21) #7
  %60 = mul i32 %6, 7
  %61 = load i32, ptr %59, align 4, !tbaa !15
  %62 = add i32 %61, %60
  %63 = add nsw i32 %9, 1
  tail call void @__cxa_end_catch()
  br label %31

64:                                               ; preds = %55
  resume { ptr, i32 } %20
}

; Function Attrs: mustprogress uwtable
define internal fastcc noundef range(i32 0, 16) i32 @_ZL4stepji(i32 noundef %0, i32 noundef %1) unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  %3 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = mul i32 %0, 1103515245
  %8 = add i32 %7, 12345
  %9 = add nsw i32 %1, -1
  %10 = invoke fastcc noundef i32 @_ZL4stepji(i32 noundef %8, i32 noundef %9)
          to label %11 unwind label %15

11:                                               ; preds = %6
  %12 = xor i32 %10, 1
  %13 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %14 = add nsw i32 %13, -1
  br label %40

15:                                               ; preds = %32, %20, %6
  %16 = landingpad { ptr, i32 }
          cleanup
  br label %43

17:                                               ; preds = %2
  %18 = lshr i32 %0, 16
  %19 = and i32 %18, 3
  switch i32 %19, label %37 [
    i32 0, label %20
    i32 1, label %23
    i32 2, label %27
    i32 3, label %38
  ]

20:                                               ; preds = %17
  %21 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  %22 = urem i32 %0, 1000
  store i32 %22, ptr %21, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTIi, ptr null) #8
          to label %47 unwind label %15

23:                                               ; preds = %17
  %24 = tail call ptr @__cxa_allocate_exception(i64 16) #7
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull @.str.1)
          to label %32 unwind label %25

25:                                               ; preds = %23
  %26 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %24) #7
  br label %43

27:                                               ; preds = %17
  %28 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  %29 = urem i32 %0, 77
  store i32 %29, ptr %28, align 4, !tbaa !15
  %30 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  br label %32

32:                                               ; preds = %23, %27
  %33 = phi ptr [ %28, %27 ], [ %24, %23 ]
  %34 = phi ptr [ @_ZTI7Counted, %27 ], [ @_ZTISt13runtime_error, %23 ]
  %35 = phi ptr [ @_ZN7CountedD2Ev, %27 ], [ @_ZNSt13runtime_errorD1Ev, %23 ]
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull %34, ptr nonnull %35) #8
          to label %36 unwind label %15

36:                                               ; preds = %32
  unreachable

37:                                               ; preds = %17
  unreachable

38:                                               ; preds = %17
  %39 = urem i32 %0, 13
  br label %40

40:                                               ; preds = %38, %11
  %41 = phi i32 [ %14, %11 ], [ %3, %38 ]
  %42 = phi i32 [ %12, %11 ], [ %39, %38 ]
  store i32 %41, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  ret i32 %42

43:                                               ; preds = %25, %15
  %44 = phi { ptr, i32 } [ %16, %15 ], [ %26, %25 ]
  %45 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  resume { ptr, i32 } %44

47:                                               ; preds = %20
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN7Counted4liveE, align 4, !tbaa !6
  ret void
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !9, i64 0}
!14 = !{!8, !8, i64 0}
!15 = !{!16, !7, i64 0}
!16 = !{!"_ZTS7Counted", !7, i64 0}
