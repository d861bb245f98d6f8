; ModuleID = 'raii_unwind_order.cpp'
source_filename = "raii_unwind_order.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Noisy = type { ptr }

$_Z6printfPKcz = comdat any

$_ZN5NoisyD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"v=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"try block\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"  middle returned\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"  caught %d (uncaught exceptions: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  + %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"middle a\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"middle scoped b\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"middle temporary\00", align 1
@.str.8 = private unnamed_addr constant [41 x i8] c"middle c (not constructed when throwing)\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"thrower local\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"after throw\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"  - %s (uncaught exceptions: %d)\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Noisy, align 8
  %2 = alloca %struct.Noisy, align 8
  %3 = alloca %struct.Noisy, align 8
  %4 = alloca %struct.Noisy, align 8
  %5 = alloca %struct.Noisy, align 8
  br label %7

6:                                                ; preds = %114
  ret i32 0

7:                                                ; preds = %0, %114
  %8 = phi i1 [ true, %0 ], [ false, %114 ]
  %9 = phi i32 [ 0, %0 ], [ 1, %114 ]
  %10 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %9)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10
  store ptr @.str.1, ptr %5, align 8, !tbaa !5
  %11 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.1)
          to label %12 unwind label %96

12:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  store ptr @.str.5, ptr %2, align 8, !tbaa !5
  %13 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.5)
          to label %14 unwind label %98

14:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10
  store ptr @.str.6, ptr %3, align 8, !tbaa !5
  %15 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.6)
          to label %16 unwind label %70

16:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store ptr @.str.7, ptr %4, align 8, !tbaa !5, !alias.scope !10
  %17 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.7)
          to label %18 unwind label %72

18:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  store ptr @.str.9, ptr %1, align 8, !tbaa !5
  %19 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.9)
          to label %20 unwind label %74

20:                                               ; preds = %18
  br i1 %8, label %25, label %21

21:                                               ; preds = %20
  %22 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 1, ptr %22, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #11
          to label %43 unwind label %23

23:                                               ; preds = %21
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %41

25:                                               ; preds = %20
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.10)
          to label %27 unwind label %39

27:                                               ; preds = %25
  %28 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %29 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.10, i32 noundef %28)
          to label %33 unwind label %30

30:                                               ; preds = %27
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #13
  unreachable

33:                                               ; preds = %27
  %34 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %35 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.9, i32 noundef %34)
          to label %44 unwind label %36

36:                                               ; preds = %33
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #13
  unreachable

39:                                               ; preds = %25
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %41

41:                                               ; preds = %39, %23
  %42 = phi { ptr, i32 } [ %24, %23 ], [ %40, %39 ]
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  br label %76

43:                                               ; preds = %21
  unreachable

44:                                               ; preds = %33
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  %45 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %46 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.7, i32 noundef %45)
          to label %50 unwind label %47

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #13
  unreachable

50:                                               ; preds = %44
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  %51 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %52 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.6, i32 noundef %51)
          to label %56 unwind label %53

53:                                               ; preds = %50
  %54 = landingpad { ptr, i32 }
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  call void @__clang_call_terminate(ptr %55) #13
  unreachable

56:                                               ; preds = %50
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  %57 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef nonnull @.str.8)
          to label %58 unwind label %82

58:                                               ; preds = %56
  %59 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %60 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.8, i32 noundef %59)
          to label %64 unwind label %61

61:                                               ; preds = %58
  %62 = landingpad { ptr, i32 }
          catch ptr null
  %63 = extractvalue { ptr, i32 } %62, 0
  call void @__clang_call_terminate(ptr %63) #13
  unreachable

64:                                               ; preds = %58
  %65 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %66 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef nonnull @.str.5, i32 noundef %65)
          to label %86 unwind label %67

67:                                               ; preds = %64
  %68 = landingpad { ptr, i32 }
          catch ptr null
  %69 = extractvalue { ptr, i32 } %68, 0
  call void @__clang_call_terminate(ptr %69) #13
  unreachable

70:                                               ; preds = %14
  %71 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %80

72:                                               ; preds = %16
  %73 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %78

74:                                               ; preds = %18
  %75 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %76

76:                                               ; preds = %74, %41
  %77 = phi { ptr, i32 } [ %75, %74 ], [ %42, %41 ]
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  br label %78

78:                                               ; preds = %76, %72
  %79 = phi { ptr, i32 } [ %77, %76 ], [ %73, %72 ]
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #10
  br label %80

80:                                               ; preds = %78, %70
  %81 = phi { ptr, i32 } [ %79, %78 ], [ %71, %70 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10
  br label %84

82:                                               ; preds = %56
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %84

84:                                               ; preds = %82, %80
  %85 = phi { ptr, i32 } [ %83, %82 ], [ %81, %80 ]
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  br label %100

86:                                               ; preds = %64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  %87 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
          to label %88 unwind label %98

88:                                               ; preds = %86
  %89 = load ptr, ptr %5, align 8, !tbaa !5
  %90 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %91 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %89, i32 noundef %90)
          to label %95 unwind label %92

92:                                               ; preds = %88
  %93 = landingpad { ptr, i32 }
          catch ptr null
  %94 = extractvalue { ptr, i32 } %93, 0
  call void @__clang_call_terminate(ptr %94) #13
  unreachable

95:                                               ; preds = %88
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  br label %114

96:                                               ; preds = %7
  %97 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %102

98:                                               ; preds = %12, %86
  %99 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %100

100:                                              ; preds = %84, %98
  %101 = phi { ptr, i32 } [ %99, %98 ], [ %85, %84 ]
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #10
  br label %102

102:                                              ; preds = %100, %96
  %103 = phi { ptr, i32 } [ %101, %100 ], [ %97, %96 ]
  %104 = extractvalue { ptr, i32 } %103, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10
  %105 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %106 = icmp eq i32 %104, %105
  br i1 %106, label %107, label %117

107:                                              ; preds = %102
  %108 = extractvalue { ptr, i32 } %103, 0
  %109 = call ptr @__cxa_begin_catch(ptr %108) #10
  %110 = load i32, ptr %109, align 4, !tbaa !13
  %111 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %112 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %110, i32 noundef %111)
          to label %113 unwind label %115

113:                                              ; preds = %107
  call void @__cxa_end_catch() #10
  br label %114

114:                                              ; preds = %95, %113
  br i1 %8, label %7, label %6, !llvm.loop !15

115:                                              ; preds = %107
  %116 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #10
  br label %117

117:                                              ; preds = %102, %115
  %118 = phi { ptr, i32 } [ %116, %115 ], [ %103, %102 ]
  resume { ptr, i32 } %118
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %2, i32 noundef %3)
          to label %5 unwind label %6

5:                                                ; preds = %1
  ret void

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  tail call void @__clang_call_terminate(ptr %8) #13
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #5

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Noisy", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZL4makePKc: argument 0"}
!12 = distinct !{!12, !"_ZL4makePKc"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!7, !7, i64 0}
