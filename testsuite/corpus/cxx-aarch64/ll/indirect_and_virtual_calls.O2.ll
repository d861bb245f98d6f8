; ModuleID = 'indirect_and_virtual_calls.cpp'
source_filename = "indirect_and_virtual_calls.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Square = type { %struct.Shape, double }
%struct.Shape = type { ptr }
%struct.Broken = type { %struct.Shape }

$_ZN5ShapeD2Ev = comdat any

$_ZN6SquareD0Ev = comdat any

$_ZNK6Square4areaEv = comdat any

$_ZN6BrokenD0Ev = comdat any

$_ZNK6Broken4areaEv = comdat any

$_ZTV6Square = comdat any

$_ZTS6Square = comdat any

$_ZTS5Shape = comdat any

$_ZTI5Shape = comdat any

$_ZTI6Square = comdat any

$_ZTV6Broken = comdat any

$_ZTS6Broken = comdat any

$_ZTI6Broken = comdat any

@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [19 x i8] c"set %d: area %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"set %d: int %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"set %d: std::exception %s\0A\00", align 1
@_ZTISt14overflow_error = external constant ptr
@.str.3 = private unnamed_addr constant [12 x i8] c"84/%d = %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"member pointer: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"table[%d] threw %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"acc %d\0A\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Square, ptr @_ZN5ShapeD2Ev, ptr @_ZN6SquareD0Ev, ptr @_ZNK6Square4areaEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Shape }, comdat, align 8
@_ZTI6Square = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Square, ptr @_ZTI5Shape }, comdat, align 8
@.str.7 = private unnamed_addr constant [14 x i8] c"negative side\00", align 1
@_ZTISt12domain_error = external constant ptr
@_ZTV6Broken = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Broken, ptr @_ZN5ShapeD2Ev, ptr @_ZN6BrokenD0Ev, ptr @_ZNK6Broken4areaEv] }, comdat, align 8
@_ZTS6Broken = linkonce_odr dso_local constant [8 x i8] c"6Broken\00", comdat, align 1
@_ZTI6Broken = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS6Broken, ptr @_ZTI5Shape }, comdat, align 8
@.str.8 = private unnamed_addr constant [17 x i8] c"division by zero\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Square, align 8
  %2 = alloca %struct.Broken, align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Square, i64 16), ptr %1, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  store double 2.000000e+00, ptr %3, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Broken, i64 16), ptr %2, align 8, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef 1.300000e+01)
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str.7)
          to label %28 unwind label %30

6:                                                ; preds = %28
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  br label %8

8:                                                ; preds = %30, %6
  %9 = phi { ptr, i32 } [ %31, %30 ], [ %7, %6 ]
  %10 = extractvalue { ptr, i32 } %9, 0
  %11 = extractvalue { ptr, i32 } %9, 1
  %12 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #11
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %21, label %14

14:                                               ; preds = %8
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %16 = icmp eq i32 %11, %15
  br i1 %16, label %17, label %94

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %10) #11
  %19 = load i32, ptr %18, align 4, !tbaa !14
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %19)
  tail call void @__cxa_end_catch() #11
  br label %32

21:                                               ; preds = %8
  %22 = tail call ptr @__cxa_begin_catch(ptr %10) #11
  %23 = load ptr, ptr %22, align 8, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %23, i64 16
  %25 = load ptr, ptr %24, align 8
  %26 = tail call noundef ptr %25(ptr noundef nonnull align 8 dereferenceable(8) %22) #11
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, ptr noundef %26)
  tail call void @__cxa_end_catch()
  br label %32

28:                                               ; preds = %0
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #12
          to label %29 unwind label %6

29:                                               ; preds = %28
  unreachable

30:                                               ; preds = %0
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  tail call void @__cxa_free_exception(ptr %5) #11
  br label %8

32:                                               ; preds = %21, %17
  %33 = invoke noundef double @_ZNK6Broken4areaEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %53 unwind label %34

34:                                               ; preds = %53, %32
  %35 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %36 = extractvalue { ptr, i32 } %35, 0
  %37 = extractvalue { ptr, i32 } %35, 1
  %38 = icmp eq i32 %37, %12
  br i1 %38, label %46, label %39

39:                                               ; preds = %34
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %41 = icmp eq i32 %37, %40
  br i1 %41, label %42, label %94

42:                                               ; preds = %39
  %43 = call ptr @__cxa_begin_catch(ptr %36) #11
  %44 = load i32, ptr %43, align 4, !tbaa !14
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %44)
  call void @__cxa_end_catch() #11
  br label %60

46:                                               ; preds = %34
  %47 = call ptr @__cxa_begin_catch(ptr %36) #11
  %48 = load ptr, ptr %47, align 8, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = call noundef ptr %50(ptr noundef nonnull align 8 dereferenceable(8) %47) #11
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, ptr noundef %51)
  call void @__cxa_end_catch()
  br label %60

53:                                               ; preds = %32
  %54 = invoke noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(8) %1)
          to label %55 unwind label %34

55:                                               ; preds = %53
  %56 = fadd double %33, 0.000000e+00
  %57 = fadd double %56, %54
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef %57)
  br label %60

59:                                               ; preds = %65
  unreachable

60:                                               ; preds = %42, %46, %55
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2, i32 noundef 42)
  %62 = call ptr @__cxa_allocate_exception(i64 16) #11
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %62, ptr noundef nonnull @.str.8)
          to label %65 unwind label %63

63:                                               ; preds = %60
  %64 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  call void @__cxa_free_exception(ptr %62) #11
  br label %68

65:                                               ; preds = %60
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTISt14overflow_error, ptr nonnull @_ZNSt14overflow_errorD1Ev) #12
          to label %59 unwind label %66

66:                                               ; preds = %65
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt14overflow_error
  br label %68

68:                                               ; preds = %66, %63
  %69 = phi { ptr, i32 } [ %67, %66 ], [ %64, %63 ]
  %70 = extractvalue { ptr, i32 } %69, 1
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt14overflow_error) #11
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %94

73:                                               ; preds = %68
  %74 = extractvalue { ptr, i32 } %69, 0
  %75 = call ptr @__cxa_begin_catch(ptr %74) #11
  %76 = load ptr, ptr %75, align 8, !tbaa !6
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  %79 = call noundef ptr %78(ptr noundef nonnull align 8 dereferenceable(16) %75) #11
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %79)
  call void @__cxa_end_catch()
  %81 = invoke fastcc noundef i32 @_ZL4boomi(i32 noundef 5)
          to label %93 unwind label %82

82:                                               ; preds = %73
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %84 = extractvalue { ptr, i32 } %83, 1
  %85 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %86 = icmp eq i32 %84, %85
  br i1 %86, label %87, label %94

87:                                               ; preds = %82
  %88 = extractvalue { ptr, i32 } %83, 0
  %89 = call ptr @__cxa_begin_catch(ptr %88) #11
  %90 = load i32, ptr %89, align 4, !tbaa !14
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %90)
  call void @__cxa_end_catch() #11
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  ret i32 0

93:                                               ; preds = %73
  unreachable

94:                                               ; preds = %14, %39, %68, %82
  %95 = phi { ptr, i32 } [ %83, %82 ], [ %69, %68 ], [ %9, %14 ], [ %35, %39 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #11
  resume { ptr, i32 } %95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ShapeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6SquareD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #13
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load double, ptr %2, align 8, !tbaa !9
  %4 = fcmp olt double %3, 0.000000e+00
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 16) #11
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %6, ptr noundef nonnull @.str.7)
          to label %7 unwind label %8

7:                                                ; preds = %5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTISt12domain_error, ptr nonnull @_ZNSt12domain_errorD1Ev) #12
  unreachable

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %6) #11
  resume { ptr, i32 } %9

10:                                               ; preds = %1
  %11 = fmul double %3, %3
  ret double %11
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #7

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #8

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6BrokenD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #13
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef double @_ZNK6Broken4areaEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 7, ptr %2, align 16, !tbaa !14
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #8

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal fastcc noundef i32 @_ZL4boomi(i32 noundef %0) unnamed_addr #10 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 %0, ptr %2, align 16, !tbaa !14
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIi, ptr null) #12
  unreachable
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress norecurse noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !12, i64 8}
!10 = !{!"_ZTS6Square", !11, i64 0, !12, i64 8}
!11 = !{!"_ZTS5Shape"}
!12 = !{!"double", !13, i64 0}
!13 = !{!"omnipotent char", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !13, i64 0}
