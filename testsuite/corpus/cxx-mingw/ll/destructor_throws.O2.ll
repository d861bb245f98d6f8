; ModuleID = 'destructor_throws.cpp'
source_filename = "destructor_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Quiet = type { i32 }
%struct.Thrower = type <{ i32, i8, [3 x i8] }>

$_Z6printfPKcz = comdat any

$_ZN5QuietD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [10 x i8] c"armed=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [12 x i8] c"  returned\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"  caught %d from a destructor\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"during unwinding:\0A\00", align 1
@_ZTId = external constant ptr
@.str.4 = private unnamed_addr constant [15 x i8] c"  caught %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"  leaving scope\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"  ~Quiet %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"  ~Thrower %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Quiet, align 4
  %2 = alloca %struct.Thrower, align 4
  %3 = alloca %struct.Quiet, align 4
  %4 = getelementptr inbounds i8, ptr %2, i64 4
  %5 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #11
  store i32 1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store i32 2, ptr %2, align 4, !tbaa !10
  store i8 0, ptr %4, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #11
  store i32 3, ptr %3, align 4, !tbaa !5
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
          to label %20 unwind label %33

7:                                                ; preds = %92
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  %9 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 4)
          to label %10 unwind label %16

10:                                               ; preds = %7
  %11 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %97

13:                                               ; preds = %10
  %14 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 4, ptr %14, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #13
          to label %15 unwind label %16

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %13, %7
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #14
  unreachable

19:                                               ; preds = %92
  unreachable

20:                                               ; preds = %0
  %21 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 3)
          to label %25 unwind label %22

22:                                               ; preds = %62, %20
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  call void @__clang_call_terminate(ptr %24) #14
  unreachable

25:                                               ; preds = %20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 2)
          to label %28 unwind label %35

27:                                               ; preds = %69
  unreachable

28:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  %29 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 1)
          to label %42 unwind label %30

30:                                               ; preds = %75, %28
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #14
  unreachable

33:                                               ; preds = %0
  %34 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %2)
          to label %37 unwind label %39

35:                                               ; preds = %25
  %36 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %37

37:                                               ; preds = %35, %33
  %38 = phi { ptr, i32 } [ %36, %35 ], [ %34, %33 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  br label %46

39:                                               ; preds = %60, %33
  %40 = landingpad { ptr, i32 }
          catch ptr null
  %41 = extractvalue { ptr, i32 } %40, 0
  call void @__clang_call_terminate(ptr %41) #14
  unreachable

42:                                               ; preds = %28
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  %43 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %57 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %46

46:                                               ; preds = %37, %44
  %47 = phi { ptr, i32 } [ %45, %44 ], [ %38, %37 ]
  %48 = extractvalue { ptr, i32 } %47, 1
  %49 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %51, label %111

51:                                               ; preds = %46
  %52 = extractvalue { ptr, i32 } %47, 0
  %53 = call ptr @__cxa_begin_catch(ptr %52) #11
  %54 = load i32, ptr %53, align 4, !tbaa !14
  %55 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %54)
          to label %56 unwind label %95

56:                                               ; preds = %51
  call void @__cxa_end_catch() #11
  br label %57

57:                                               ; preds = %56, %42
  %58 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #11
  store i32 1, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  store i32 2, ptr %2, align 4, !tbaa !10
  store i8 1, ptr %4, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #11
  store i32 3, ptr %3, align 4, !tbaa !5
  %59 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
          to label %62 unwind label %60

60:                                               ; preds = %57
  %61 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %2)
          to label %73 unwind label %39

62:                                               ; preds = %57
  %63 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 3)
          to label %64 unwind label %22

64:                                               ; preds = %62
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #11
  %65 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 2)
          to label %66 unwind label %71

66:                                               ; preds = %64
  %67 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %68 = icmp eq i32 %67, 0
  br i1 %68, label %69, label %75

69:                                               ; preds = %66
  %70 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 2, ptr %70, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTIi, ptr null) #13
          to label %27 unwind label %71

71:                                               ; preds = %69, %64
  %72 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %73

73:                                               ; preds = %71, %60
  %74 = phi { ptr, i32 } [ %72, %71 ], [ %61, %60 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  br label %81

75:                                               ; preds = %66
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  %76 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 1)
          to label %77 unwind label %30

77:                                               ; preds = %75
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #11
  %78 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %92 unwind label %79

79:                                               ; preds = %77
  %80 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %81

81:                                               ; preds = %79, %73
  %82 = phi { ptr, i32 } [ %80, %79 ], [ %74, %73 ]
  %83 = extractvalue { ptr, i32 } %82, 1
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %111

86:                                               ; preds = %81
  %87 = extractvalue { ptr, i32 } %82, 0
  %88 = call ptr @__cxa_begin_catch(ptr %87) #11
  %89 = load i32, ptr %88, align 4, !tbaa !14
  %90 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %89)
          to label %91 unwind label %95

91:                                               ; preds = %86
  call void @__cxa_end_catch() #11
  br label %92

92:                                               ; preds = %91, %77
  %93 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3)
  %94 = call ptr @__cxa_allocate_exception(i64 8) #11
  store double 5.500000e+00, ptr %94, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %94, ptr nonnull @_ZTId, ptr null) #13
          to label %19 unwind label %7

95:                                               ; preds = %86, %51
  %96 = landingpad { ptr, i32 }
          cleanup
  br label %109

97:                                               ; preds = %10
  %98 = extractvalue { ptr, i32 } %8, 1
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #11
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %111

101:                                              ; preds = %97
  %102 = extractvalue { ptr, i32 } %8, 0
  %103 = call ptr @__cxa_begin_catch(ptr %102) #11
  %104 = load double, ptr %103, align 8, !tbaa !15
  %105 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, double noundef %104)
          to label %106 unwind label %107

106:                                              ; preds = %101
  call void @__cxa_end_catch() #11
  ret i32 0

107:                                              ; preds = %101
  %108 = landingpad { ptr, i32 }
          cleanup
  br label %109

109:                                              ; preds = %107, %95
  %110 = phi { ptr, i32 } [ %96, %95 ], [ %108, %107 ]
  call void @__cxa_end_catch() #11
  br label %111

111:                                              ; preds = %109, %46, %81, %97
  %112 = phi { ptr, i32 } [ %8, %97 ], [ %47, %46 ], [ %82, %81 ], [ %110, %109 ]
  resume { ptr, i32 } %112
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !17
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #11
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr %0, align 4, !tbaa !5
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %2)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #14
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #8 comdat align 2 {
  %2 = load i32, ptr %0, align 4, !tbaa !10
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %2)
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = load i8, ptr %4, align 4, !tbaa !13, !range !19, !noundef !20
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #11
  %12 = load i32, ptr %0, align 4, !tbaa !10
  store i32 %12, ptr %11, align 16, !tbaa !14
  tail call void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #13
  unreachable

13:                                               ; preds = %7, %1
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #10

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { nounwind willreturn memory(read) }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Quiet", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS7Thrower", !7, i64 0, !12, i64 4}
!12 = !{!"bool", !8, i64 0}
!13 = !{!11, !12, i64 4}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !8, i64 0}
!19 = !{i8 0, i8 2}
!20 = !{}
