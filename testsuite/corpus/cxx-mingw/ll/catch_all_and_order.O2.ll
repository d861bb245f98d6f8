; ModuleID = 'catch_all_and_order.cpp'
source_filename = "catch_all_and_order.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZTS5Small = comdat any

$_ZTI5Small = comdat any

$_ZTS5Large = comdat any

$_ZTI5Large = comdat any

@.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [21 x i8] c"  returned normally\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"  outer: catch-all\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"  outer: int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Small = linkonce_odr dso_local constant [7 x i8] c"5Small\00", comdat, align 1
@_ZTI5Small = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Small }, comdat, align 8
@.str.4 = private unnamed_addr constant [25 x i8] c"swallowed by catch(...)\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"after the swallowing handler\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"passes %d\0A\00", align 1
@_ZL6passes = internal unnamed_addr global i32 0, align 4
@_ZTS5Large = linkonce_odr dso_local constant [7 x i8] c"5Large\00", comdat, align 1
@_ZTI5Large = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Large }, comdat, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"  middle: Large %ld\0A\00", align 1
@_ZTId = external constant ptr
@.str.9 = private unnamed_addr constant [19 x i8] c"  inner: Small %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %3

1:                                                ; preds = %77
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 1, ptr %2, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5Small, ptr null) #10
          to label %115 unwind label %87

3:                                                ; preds = %0, %77
  %4 = phi i32 [ 0, %0 ], [ %78, %77 ]
  %5 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %4)
  switch i32 %4, label %28 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %26
  ]

6:                                                ; preds = %3
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 3, ptr %7, align 16, !tbaa !5
  br label %30

8:                                                ; preds = %30
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Small
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  br label %15

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 32) #9
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  %12 = getelementptr inbounds i8, ptr %11, i64 28
  store i32 99, ptr %12, align 4, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTI5Large, ptr null) #10
          to label %39 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Small
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  br label %15

15:                                               ; preds = %13, %8
  %16 = phi { ptr, i32 } [ %9, %8 ], [ %14, %13 ]
  %17 = extractvalue { ptr, i32 } %16, 1
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Small) #9
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %45

20:                                               ; preds = %15
  %21 = extractvalue { ptr, i32 } %16, 0
  %22 = tail call ptr @__cxa_begin_catch(ptr %21) #9
  %23 = load i32, ptr %22, align 4, !tbaa !11
  %24 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %23)
          to label %25 unwind label %34

25:                                               ; preds = %20
  invoke void @__cxa_end_catch()
          to label %40 unwind label %43

26:                                               ; preds = %3
  %27 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store double 1.000000e+00, ptr %27, align 16, !tbaa !12
  br label %30

28:                                               ; preds = %3
  %29 = tail call ptr @__cxa_allocate_exception(i64 4) #9
  store i32 %4, ptr %29, align 16, !tbaa !11
  br label %30

30:                                               ; preds = %28, %26, %6
  %31 = phi ptr [ %29, %28 ], [ %27, %26 ], [ %7, %6 ]
  %32 = phi ptr [ @_ZTIi, %28 ], [ @_ZTId, %26 ], [ @_ZTI5Small, %6 ]
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull %32, ptr null) #10
          to label %33 unwind label %8

33:                                               ; preds = %30
  unreachable

34:                                               ; preds = %20
  %35 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %45 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  tail call void @__clang_call_terminate(ptr %38) #11
  unreachable

39:                                               ; preds = %10
  unreachable

40:                                               ; preds = %25
  %41 = load i32, ptr @_ZL6passes, align 4, !tbaa !11
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr @_ZL6passes, align 4, !tbaa !11
  br label %62

43:                                               ; preds = %25
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  br label %45

45:                                               ; preds = %43, %34, %15
  %46 = phi { ptr, i32 } [ %44, %43 ], [ %16, %15 ], [ %35, %34 ]
  %47 = extractvalue { ptr, i32 } %46, 1
  %48 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Large) #9
  %49 = icmp eq i32 %47, %48
  br i1 %49, label %50, label %66

50:                                               ; preds = %45
  %51 = extractvalue { ptr, i32 } %46, 0
  %52 = tail call ptr @__cxa_begin_catch(ptr %51) #9
  %53 = getelementptr inbounds i8, ptr %52, i64 28
  %54 = load i32, ptr %53, align 4, !tbaa !14
  %55 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef %54)
          to label %56 unwind label %57

56:                                               ; preds = %50
  invoke void @__cxa_end_catch()
          to label %62 unwind label %64

57:                                               ; preds = %50
  %58 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %66 unwind label %59

59:                                               ; preds = %57
  %60 = landingpad { ptr, i32 }
          catch ptr null
  %61 = extractvalue { ptr, i32 } %60, 0
  tail call void @__clang_call_terminate(ptr %61) #11
  unreachable

62:                                               ; preds = %40, %56
  %63 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %77 unwind label %64

64:                                               ; preds = %56, %62
  %65 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  br label %66

66:                                               ; preds = %45, %57, %64
  %67 = phi { ptr, i32 } [ %65, %64 ], [ %46, %45 ], [ %58, %57 ]
  %68 = extractvalue { ptr, i32 } %67, 0
  %69 = extractvalue { ptr, i32 } %67, 1
  %70 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #9
  %71 = icmp eq i32 %69, %70
  %72 = tail call ptr @__cxa_begin_catch(ptr %68) #9
  br i1 %71, label %73, label %80

73:                                               ; preds = %66
  %74 = load i32, ptr %72, align 4, !tbaa !11
  %75 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %74)
          to label %76 unwind label %85

76:                                               ; preds = %73
  tail call void @__cxa_end_catch() #9
  br label %77

77:                                               ; preds = %82, %76, %62
  %78 = add nuw nsw i32 %4, 1
  %79 = icmp eq i32 %78, 5
  br i1 %79, label %1, label %3, !llvm.loop !16

80:                                               ; preds = %66
  %81 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
          to label %82 unwind label %83

82:                                               ; preds = %80
  tail call void @__cxa_end_catch()
  br label %77

83:                                               ; preds = %80
  %84 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %110 unwind label %112

85:                                               ; preds = %73
  %86 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #9
  br label %110

87:                                               ; preds = %1
  %88 = landingpad { ptr, i32 }
          catch ptr null
  %89 = extractvalue { ptr, i32 } %88, 0
  %90 = tail call ptr @__cxa_begin_catch(ptr %89) #9
  %91 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4)
          to label %92 unwind label %95

92:                                               ; preds = %87
  invoke void @__cxa_end_catch()
          to label %93 unwind label %97

93:                                               ; preds = %92
  %94 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
          to label %105 unwind label %97

95:                                               ; preds = %87
  %96 = landingpad { ptr, i32 }
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %99 unwind label %112

97:                                               ; preds = %93, %92
  %98 = landingpad { ptr, i32 }
          catch ptr null
  br label %99

99:                                               ; preds = %95, %97
  %100 = phi { ptr, i32 } [ %98, %97 ], [ %96, %95 ]
  %101 = extractvalue { ptr, i32 } %100, 0
  %102 = tail call ptr @__cxa_begin_catch(ptr %101) #9
  %103 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6)
          to label %104 unwind label %108

104:                                              ; preds = %99
  tail call void @__cxa_end_catch()
  br label %105

105:                                              ; preds = %93, %104
  %106 = load i32, ptr @_ZL6passes, align 4, !tbaa !11
  %107 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %106)
  ret i32 0

108:                                              ; preds = %99
  %109 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %110 unwind label %112

110:                                              ; preds = %85, %83, %108
  %111 = phi { ptr, i32 } [ %109, %108 ], [ %86, %85 ], [ %84, %83 ]
  resume { ptr, i32 } %111

112:                                              ; preds = %108, %95, %83
  %113 = landingpad { ptr, i32 }
          catch ptr null
  %114 = extractvalue { ptr, i32 } %113, 0
  tail call void @__clang_call_terminate(ptr %114) #11
  unreachable

115:                                              ; preds = %1
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #9
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #9
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS5Small", !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !8, i64 0}
