; ModuleID = 'gxx_throws.cpp'
source_filename = "gxx_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Scope = type { ptr }

$_Z6printfPKcz = comdat any

$_ZN5ScopeD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZN10BigPayloadD0Ev = comdat any

$_ZNK10BigPayload5valueEv = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTS10BigPayload = comdat any

$_ZTI10BigPayload = comdat any

$_ZTV10BigPayload = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Payload }, comdat, align 8
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Scope, align 8
  br label %2

2:                                                ; preds = %0, %28
  %3 = phi i32 [ 0, %0 ], [ %29, %28 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  store ptr @.str, ptr %1, align 8, !tbaa !5
  invoke void @_Z9gxx_throwi(i32 noundef %3)
          to label %4 unwind label %13

4:                                                ; preds = %2
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %3)
          to label %6 unwind label %13

6:                                                ; preds = %4
  %7 = load ptr, ptr %1, align 8, !tbaa !5
  %8 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, ptr noundef %7)
          to label %12 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #13
  unreachable

12:                                               ; preds = %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  br label %28

13:                                               ; preds = %4, %2
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #12
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %33

19:                                               ; preds = %13
  %20 = call ptr @__cxa_begin_catch(ptr %15) #12
  %21 = load ptr, ptr %20, align 8, !tbaa !10
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  %23 = load ptr, ptr %22, align 8
  %24 = invoke noundef i32 %23(ptr noundef nonnull align 8 dereferenceable(12) %20)
          to label %25 unwind label %56

25:                                               ; preds = %19
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %3, i32 noundef %24)
          to label %27 unwind label %56

27:                                               ; preds = %25
  call void @__cxa_end_catch()
  br label %28

28:                                               ; preds = %12, %51, %43, %27
  %29 = add nuw nsw i32 %3, 1
  %30 = icmp eq i32 %29, 5
  br i1 %30, label %31, label %2, !llvm.loop !12

31:                                               ; preds = %28
  %32 = invoke noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 2)
          to label %58 unwind label %60

33:                                               ; preds = %13
  %34 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #12
  %35 = icmp eq i32 %16, %34
  br i1 %35, label %36, label %44

36:                                               ; preds = %33
  %37 = call ptr @__cxa_begin_catch(ptr %15) #12
  %38 = load ptr, ptr %37, align 8, !tbaa !10
  %39 = getelementptr inbounds i8, ptr %38, i64 16
  %40 = load ptr, ptr %39, align 8
  %41 = call noundef ptr %40(ptr noundef nonnull align 8 dereferenceable(8) %37) #12
  %42 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %3, ptr noundef %41)
          to label %43 unwind label %54

43:                                               ; preds = %36
  call void @__cxa_end_catch()
  br label %28

44:                                               ; preds = %33
  %45 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %46 = icmp eq i32 %16, %45
  br i1 %46, label %47, label %137

47:                                               ; preds = %44
  %48 = call ptr @__cxa_begin_catch(ptr %15) #12
  %49 = load i32, ptr %48, align 4, !tbaa !14
  %50 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %3, i32 noundef %49)
          to label %51 unwind label %52

51:                                               ; preds = %47
  call void @__cxa_end_catch() #12
  br label %28

52:                                               ; preds = %47
  %53 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #12
  br label %137

54:                                               ; preds = %36
  %55 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %137 unwind label %139

56:                                               ; preds = %25, %19
  %57 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %137 unwind label %139

58:                                               ; preds = %31
  %59 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 2, i32 noundef %32)
          to label %75 unwind label %60

60:                                               ; preds = %58, %31
  %61 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10BigPayload
  %62 = extractvalue { ptr, i32 } %61, 1
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10BigPayload) #12
  %64 = icmp eq i32 %62, %63
  br i1 %64, label %65, label %137

65:                                               ; preds = %60
  %66 = extractvalue { ptr, i32 } %61, 0
  %67 = call ptr @__cxa_begin_catch(ptr %66) #12
  %68 = load ptr, ptr %67, align 8, !tbaa !10
  %69 = getelementptr inbounds i8, ptr %68, i64 16
  %70 = load ptr, ptr %69, align 8
  %71 = invoke noundef i32 %70(ptr noundef nonnull align 8 dereferenceable(12) %67)
          to label %72 unwind label %79

72:                                               ; preds = %65
  %73 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 2, i32 noundef %71)
          to label %74 unwind label %79

74:                                               ; preds = %72
  call void @__cxa_end_catch()
  br label %75

75:                                               ; preds = %58, %74
  %76 = invoke noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 2)
          to label %77 unwind label %81

77:                                               ; preds = %75
  %78 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 2, i32 noundef %76)
          to label %96 unwind label %81

79:                                               ; preds = %112, %105, %72, %65
  %80 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %137 unwind label %139

81:                                               ; preds = %77, %75
  %82 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %83 = extractvalue { ptr, i32 } %82, 1
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #12
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %137

86:                                               ; preds = %81
  %87 = extractvalue { ptr, i32 } %82, 0
  %88 = call ptr @__cxa_begin_catch(ptr %87) #12
  %89 = load ptr, ptr %88, align 8, !tbaa !10
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load ptr, ptr %90, align 8
  %92 = invoke noundef i32 %91(ptr noundef nonnull align 8 dereferenceable(12) %88)
          to label %93 unwind label %135

93:                                               ; preds = %86
  %94 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef 2, i32 noundef %92)
          to label %95 unwind label %135

95:                                               ; preds = %93
  call void @__cxa_end_catch()
  br label %96

96:                                               ; preds = %95, %77
  %97 = invoke noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 3)
          to label %98 unwind label %100

98:                                               ; preds = %96
  %99 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 3, i32 noundef %97)
          to label %115 unwind label %100

100:                                              ; preds = %98, %96
  %101 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10BigPayload
  %102 = extractvalue { ptr, i32 } %101, 1
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10BigPayload) #12
  %104 = icmp eq i32 %102, %103
  br i1 %104, label %105, label %137

105:                                              ; preds = %100
  %106 = extractvalue { ptr, i32 } %101, 0
  %107 = call ptr @__cxa_begin_catch(ptr %106) #12
  %108 = load ptr, ptr %107, align 8, !tbaa !10
  %109 = getelementptr inbounds i8, ptr %108, i64 16
  %110 = load ptr, ptr %109, align 8
  %111 = invoke noundef i32 %110(ptr noundef nonnull align 8 dereferenceable(12) %107)
          to label %112 unwind label %79

112:                                              ; preds = %105
  %113 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 3, i32 noundef %111)
          to label %114 unwind label %79

114:                                              ; preds = %112
  call void @__cxa_end_catch()
  br label %115

115:                                              ; preds = %114, %98
  %116 = invoke noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef nonnull @_ZL13rllc_callbacki, i32 noundef 3)
          to label %117 unwind label %119

117:                                              ; preds = %115
  %118 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 3, i32 noundef %116)
          to label %134 unwind label %119

119:                                              ; preds = %117, %115
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
  %121 = extractvalue { ptr, i32 } %120, 1
  %122 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Payload) #12
  %123 = icmp eq i32 %121, %122
  br i1 %123, label %124, label %137

124:                                              ; preds = %119
  %125 = extractvalue { ptr, i32 } %120, 0
  %126 = call ptr @__cxa_begin_catch(ptr %125) #12
  %127 = load ptr, ptr %126, align 8, !tbaa !10
  %128 = getelementptr inbounds i8, ptr %127, i64 16
  %129 = load ptr, ptr %128, align 8
  %130 = invoke noundef i32 %129(ptr noundef nonnull align 8 dereferenceable(12) %126)
          to label %131 unwind label %135

131:                                              ; preds = %124
  %132 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef 3, i32 noundef %130)
          to label %133 unwind label %135

133:                                              ; preds = %131
  call void @__cxa_end_catch()
  br label %134

134:                                              ; preds = %133, %117
  ret i32 0

135:                                              ; preds = %131, %124, %93, %86
  %136 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %137 unwind label %139

137:                                              ; preds = %44, %60, %81, %100, %119, %135, %79, %56, %54, %52
  %138 = phi { ptr, i32 } [ %53, %52 ], [ %55, %54 ], [ %57, %56 ], [ %80, %79 ], [ %136, %135 ], [ %82, %81 ], [ %61, %60 ], [ %101, %100 ], [ %120, %119 ], [ %14, %44 ]
  resume { ptr, i32 } %138

139:                                              ; preds = %135, %79, %56, %54
  %140 = landingpad { ptr, i32 }
          catch ptr null
  %141 = extractvalue { ptr, i32 } %140, 0
  call void @__clang_call_terminate(ptr %141) #13
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @_Z9gxx_throwi(i32 noundef) local_unnamed_addr #2

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %5
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, ptr noundef %2)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #13
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define internal noundef range(i32 -2147483648, 5) i32 @_ZL13rllc_callbacki(i32 noundef %0) #7 personality ptr @__gxx_personality_seh0 {
  %2 = alloca %struct.Scope, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store ptr @.str.10, ptr %2, align 8, !tbaa !5
  %3 = icmp sgt i32 %0, 2
  br i1 %3, label %4, label %9

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 %0, ptr %6, align 8, !tbaa !17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10BigPayload, i64 16), ptr %5, align 8, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTI10BigPayload, ptr nonnull @_ZN7PayloadD2Ev) #14
          to label %16 unwind label %7

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  resume { ptr, i32 } %8

9:                                                ; preds = %1
  %10 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, ptr noundef nonnull @.str.10)
          to label %14 unwind label %11

11:                                               ; preds = %9
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  tail call void @__clang_call_terminate(ptr %13) #13
  unreachable

14:                                               ; preds = %9
  %15 = shl nsw i32 %0, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %15

16:                                               ; preds = %4
  unreachable
}

declare dso_local noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  ret void
}

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10BigPayloadD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #10 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i32 @_ZNK10BigPayload5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #4 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !17
  %4 = mul nsw i32 %3, 1000
  ret i32 %4
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn nounwind }
attributes #14 = { noreturn }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Scope", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"vtable pointer", !9, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !8, i64 0}
!16 = !{!7, !7, i64 0}
!17 = !{!18, !15, i64 8}
!18 = !{!"_ZTS7Payload", !15, i64 8}
