; ModuleID = 'gxx_throws.cpp'
source_filename = "gxx_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZN10BigPayloadD0Ev = comdat any

$_ZNK10BigPayload5valueEv = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

$_ZTS10BigPayload = comdat any

$_ZTI10BigPayload = comdat any

$_ZTV10BigPayload = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Payload }, comdat, align 8
@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [10 x i8] c"main loop\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"kind %d: no exception\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"kind %d: int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"kind %d: std::exception %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"kind %d: Payload value %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS10BigPayload = linkonce_odr dso_local constant [13 x i8] c"10BigPayload\00", comdat, align 1
@_ZTI10BigPayload = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10BigPayload, ptr @_ZTI7Payload }, comdat, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"cleanup %d: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"cleanup %d: BigPayload %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"rethrow %d: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"rethrow %d: Payload %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"  ~Scope %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"rllc callback\00", align 1
@_ZTV10BigPayload = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10BigPayload, ptr @_ZN7PayloadD2Ev, ptr @_ZN10BigPayloadD0Ev, ptr @_ZNK10BigPayload5valueEv] }, comdat, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %1

1:                                                ; preds = %0, %21
  %2 = phi i32 [ 0, %0 ], [ %22, %21 ]
  invoke void @_Z9gxx_throwi(i32 noundef %2)
          to label %3 unwind label %6

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str)
  br label %21

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = extractvalue { ptr, i32 } %7, 1
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str)
  %11 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #9
  %12 = icmp eq i32 %9, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %6
  %14 = tail call ptr @__cxa_begin_catch(ptr %8) #9
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  %17 = load ptr, ptr %16, align 8
  %18 = invoke noundef i32 %17(ptr noundef nonnull align 8 dereferenceable(12) %14)
          to label %19 unwind label %43

19:                                               ; preds = %13
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2, i32 noundef %18)
  tail call void @__cxa_end_catch()
  br label %21

21:                                               ; preds = %3, %39, %29, %19
  %22 = add nuw nsw i32 %2, 1
  %23 = icmp eq i32 %22, 5
  br i1 %23, label %24, label %1, !llvm.loop !9

24:                                               ; preds = %21
  %25 = invoke noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 2)
          to label %45 unwind label %47

26:                                               ; preds = %6
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #9
  %28 = icmp eq i32 %9, %27
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = tail call ptr @__cxa_begin_catch(ptr %8) #9
  %31 = load ptr, ptr %30, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load ptr, ptr %32, align 8
  %34 = tail call noundef ptr %33(ptr noundef nonnull align 8 dereferenceable(8) %30) #9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %2, ptr noundef %34)
  tail call void @__cxa_end_catch()
  br label %21

36:                                               ; preds = %26
  %37 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %38 = icmp eq i32 %9, %37
  br i1 %38, label %39, label %120

39:                                               ; preds = %36
  %40 = tail call ptr @__cxa_begin_catch(ptr %8) #9
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, i32 noundef %41)
  tail call void @__cxa_end_catch() #9
  br label %21

43:                                               ; preds = %13
  %44 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %120 unwind label %122

45:                                               ; preds = %24
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, i32 noundef %25)
  br label %61

47:                                               ; preds = %24
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10BigPayload
  %49 = extractvalue { ptr, i32 } %48, 1
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10BigPayload) #9
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %120

52:                                               ; preds = %47
  %53 = extractvalue { ptr, i32 } %48, 0
  %54 = tail call ptr @__cxa_begin_catch(ptr %53) #9
  %55 = load ptr, ptr %54, align 8, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load ptr, ptr %56, align 8
  %58 = invoke noundef i32 %57(ptr noundef nonnull align 8 dereferenceable(12) %54)
          to label %59 unwind label %65

59:                                               ; preds = %52
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 2, i32 noundef %58)
  tail call void @__cxa_end_catch()
  br label %61

61:                                               ; preds = %59, %45
  %62 = invoke noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 2)
          to label %63 unwind label %67

63:                                               ; preds = %61
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2, i32 noundef %62)
  br label %81

65:                                               ; preds = %88, %52
  %66 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %120 unwind label %122

67:                                               ; preds = %61
  %68 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %69 = extractvalue { ptr, i32 } %68, 1
  %70 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #9
  %71 = icmp eq i32 %69, %70
  br i1 %71, label %72, label %120

72:                                               ; preds = %67
  %73 = extractvalue { ptr, i32 } %68, 0
  %74 = tail call ptr @__cxa_begin_catch(ptr %73) #9
  %75 = load ptr, ptr %74, align 8, !tbaa !6
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  %77 = load ptr, ptr %76, align 8
  %78 = invoke noundef i32 %77(ptr noundef nonnull align 8 dereferenceable(12) %74)
          to label %79 unwind label %118

79:                                               ; preds = %72
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 2, i32 noundef %78)
  tail call void @__cxa_end_catch()
  br label %81

81:                                               ; preds = %63, %79
  %82 = invoke noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 3)
          to label %97 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10BigPayload
  %85 = extractvalue { ptr, i32 } %84, 1
  %86 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10BigPayload) #9
  %87 = icmp eq i32 %85, %86
  br i1 %87, label %88, label %120

88:                                               ; preds = %83
  %89 = extractvalue { ptr, i32 } %84, 0
  %90 = tail call ptr @__cxa_begin_catch(ptr %89) #9
  %91 = load ptr, ptr %90, align 8, !tbaa !6
  %92 = getelementptr inbounds i8, ptr %91, i64 16
  %93 = load ptr, ptr %92, align 8
  %94 = invoke noundef i32 %93(ptr noundef nonnull align 8 dereferenceable(12) %90)
          to label %95 unwind label %65

95:                                               ; preds = %88
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3, i32 noundef %94)
  tail call void @__cxa_end_catch()
  br label %99

97:                                               ; preds = %81
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef %82)
  br label %99

99:                                               ; preds = %97, %95
  %100 = invoke noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 3)
          to label %115 unwind label %101

101:                                              ; preds = %99
  %102 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %103 = extractvalue { ptr, i32 } %102, 1
  %104 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #9
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %120

106:                                              ; preds = %101
  %107 = extractvalue { ptr, i32 } %102, 0
  %108 = tail call ptr @__cxa_begin_catch(ptr %107) #9
  %109 = load ptr, ptr %108, align 8, !tbaa !6
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  %112 = invoke noundef i32 %111(ptr noundef nonnull align 8 dereferenceable(12) %108)
          to label %113 unwind label %118

113:                                              ; preds = %106
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 3, i32 noundef %112)
  tail call void @__cxa_end_catch()
  br label %117

115:                                              ; preds = %99
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 3, i32 noundef %100)
  br label %117

117:                                              ; preds = %115, %113
  ret i32 0

118:                                              ; preds = %106, %72
  %119 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %120 unwind label %122

120:                                              ; preds = %36, %47, %67, %83, %101, %118, %65, %43
  %121 = phi { ptr, i32 } [ %44, %43 ], [ %66, %65 ], [ %119, %118 ], [ %68, %67 ], [ %48, %47 ], [ %84, %83 ], [ %102, %101 ], [ %7, %36 ]
  resume { ptr, i32 } %121

122:                                              ; preds = %118, %65, %43
  %123 = landingpad { ptr, i32 }
          catch ptr null
  %124 = extractvalue { ptr, i32 } %123, 0
  tail call void @__clang_call_terminate(ptr %124) #10
  unreachable
}

declare void @_Z9gxx_throwi(i32 noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #9
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress uwtable
define internal noundef range(i32 -2147483648, 5) i32 @_ZL13rllc_callbacki(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = icmp sgt i32 %0, 2
  br i1 %2, label %3, label %9

3:                                                ; preds = %1
  %4 = tail call ptr @__cxa_allocate_exception(i64 16) #9
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %0, ptr %5, align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10BigPayload, i64 16), ptr %4, align 8, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI10BigPayload, ptr nonnull @_ZN7PayloadD2Ev) #11
          to label %12 unwind label %6

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10)
  resume { ptr, i32 } %7

9:                                                ; preds = %1
  %10 = shl nsw i32 %0, 1
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.10)
  ret i32 %10

12:                                               ; preds = %3
  unreachable
}

declare noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef, i32 noundef) local_unnamed_addr #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat {
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10BigPayloadD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK10BigPayload5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !14
  %4 = mul nsw i32 %3, 1000
  ret i32 %4
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { builtin nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !8, i64 0}
!14 = !{!15, !12, i64 8}
!15 = !{!"_ZTS7Payload", !12, i64 8}
