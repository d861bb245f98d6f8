; ModuleID = 'catch_in_loop.cpp'
source_filename = "catch_in_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

$_ZN7CountedD2Ev = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

@_ZN7Counted4liveE = dso_local local_unnamed_addr global i32 0, align 4
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@.str = private unnamed_addr constant [56 x i8] c"ints %d errors %d objects %d returns %d acc %u live %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %4

1:                                                ; preds = %31
  %2 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %35, i32 noundef %34, i32 noundef %33, i32 noundef %32, i32 noundef %36, i32 noundef %2)
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
  %23 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %24 = icmp eq i32 %22, %23
  br i1 %24, label %25, label %41

25:                                               ; preds = %19
  %26 = tail call ptr @__cxa_begin_catch(ptr %21) #9
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = mul i32 %6, 3
  %29 = add i32 %27, %28
  %30 = add nsw i32 %7, 1
  tail call void @__cxa_end_catch() #9
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
  br i1 %40, label %1, label %4, !llvm.loop !9

41:                                               ; preds = %19
  %42 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %43 = icmp eq i32 %22, %42
  br i1 %43, label %44, label %55

44:                                               ; preds = %41
  %45 = tail call ptr @__cxa_begin_catch(ptr %21) #9
  %46 = mul i32 %6, 5
  %47 = load ptr, ptr %45, align 8, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  %50 = tail call noundef ptr %49(ptr noundef nonnull align 8 dereferenceable(8) %45) #9
  %51 = load i8, ptr %50, align 1, !tbaa !13
  %52 = sext i8 %51 to i32
  %53 = add i32 %46, %52
  %54 = add nsw i32 %8, 1
  tail call void @__cxa_end_catch()
  br label %31

55:                                               ; preds = %41
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Counted) #9
  %57 = icmp eq i32 %22, %56
  br i1 %57, label %58, label %64

58:                                               ; preds = %55
  %59 = tail call ptr @__cxa_begin_catch(ptr %21) #9
  %60 = mul i32 %6, 7
  %61 = load i32, ptr %59, align 4, !tbaa !14
  %62 = add i32 %61, %60
  %63 = add nsw i32 %9, 1
  tail call void @__cxa_end_catch()
  br label %31

64:                                               ; preds = %55
  resume { ptr, i32 } %20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define internal fastcc noundef range(i32 0, 16) i32 @_ZL4stepji(i32 noundef %0, i32 noundef %1) unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %3 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
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
  %13 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
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
  %21 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  %22 = urem i32 %0, 1000
  store i32 %22, ptr %21, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTIi, ptr null) #10
          to label %47 unwind label %15

23:                                               ; preds = %17
  %24 = tail call ptr @__cxa_allocate_exception(i64 16) #9
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %24, ptr noundef nonnull @.str.1)
          to label %32 unwind label %25

25:                                               ; preds = %23
  %26 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %24) #9
  br label %43

27:                                               ; preds = %17
  %28 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  %29 = urem i32 %0, 77
  store i32 %29, ptr %28, align 4, !tbaa !14
  %30 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  br label %32

32:                                               ; preds = %23, %27
  %33 = phi ptr [ %28, %27 ], [ %24, %23 ]
  %34 = phi ptr [ @_ZTI7Counted, %27 ], [ @_ZTISt13runtime_error, %23 ]
  %35 = phi ptr [ @_ZN7CountedD2Ev, %27 ], [ @_ZNSt13runtime_errorD1Ev, %23 ]
  invoke void @__cxa_throw(ptr nonnull %33, ptr nonnull %34, ptr nonnull %35) #10
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
  store i32 %41, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  ret i32 %42

43:                                               ; preds = %25, %15
  %44 = phi { ptr, i32 } [ %16, %15 ], [ %26, %25 ]
  %45 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  resume { ptr, i32 } %44

47:                                               ; preds = %20
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #4 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %5
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #5

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 {
  %2 = load i32, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZN7Counted4liveE, align 4, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind }
attributes #10 = { noreturn }

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
!12 = !{!"vtable pointer", !8, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !6, i64 0}
!15 = !{!"_ZTS7Counted", !6, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !7, i64 0}
