; ModuleID = 'throw_scalars.cpp'
source_filename = "throw_scalars.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZTS6Colour = comdat any

$_ZTI6Colour = comdat any

@.str = private unnamed_addr constant [10 x i8] c"case %d:\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@_ZL7counter = internal global i32 7, align 4
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIPKc = external constant ptr
@_ZTIl = external constant ptr
@_ZTIc = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS6Colour = linkonce_odr dso_local constant [8 x i8] c"6Colour\00", comdat, align 1
@_ZTI6Colour = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2), ptr @_ZTS6Colour }, comdat, align 8
@_ZTIPi = external constant ptr
@.str.2 = private unnamed_addr constant [40 x i8] c"  something else (float is not double)\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"  int* -> %d (same object: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  Colour %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"  char '%c'\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"  long %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"  const char* \22%s\22\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"  double %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"  int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZTIx = external constant ptr
@_ZTIf = external constant ptr
@.str.11 = private unnamed_addr constant [19 x i8] c"  no throw for %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %4

1:                                                ; preds = %118
  %2 = load i32, ptr @_ZL7counter, align 4, !tbaa !5
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %118
  %5 = phi i32 [ 0, %0 ], [ %119, %118 ]
  %6 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %5)
  switch i32 %5, label %27 [
    i32 0, label %7
    i32 1, label %9
    i32 2, label %11
    i32 3, label %13
    i32 4, label %15
    i32 5, label %17
    i32 6, label %19
    i32 7, label %21
  ]

7:                                                ; preds = %4
  %8 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 42, ptr %8, align 16, !tbaa !5
  br label %23

9:                                                ; preds = %4
  %10 = tail call ptr @__cxa_allocate_exception(i64 8) #8
  store double 2.500000e+00, ptr %10, align 16, !tbaa !9
  br label %23

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @.str.10, ptr %12, align 16, !tbaa !11
  br label %23

13:                                               ; preds = %4
  %14 = tail call ptr @__cxa_allocate_exception(i64 8) #8
  store i64 1234567890123, ptr %14, align 16, !tbaa !13
  br label %23

15:                                               ; preds = %4
  %16 = tail call ptr @__cxa_allocate_exception(i64 1) #8
  store i8 120, ptr %16, align 16, !tbaa !15
  br label %23

17:                                               ; preds = %4
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 2, ptr %18, align 16, !tbaa !16
  br label %23

19:                                               ; preds = %4
  %20 = tail call ptr @__cxa_allocate_exception(i64 8) #8
  store ptr @_ZL7counter, ptr %20, align 16, !tbaa !11
  br label %23

21:                                               ; preds = %4
  %22 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store float 3.250000e+00, ptr %22, align 16, !tbaa !18
  br label %23

23:                                               ; preds = %21, %19, %17, %15, %13, %11, %9, %7
  %24 = phi ptr [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ]
  %25 = phi ptr [ @_ZTIf, %21 ], [ @_ZTIPi, %19 ], [ @_ZTI6Colour, %17 ], [ @_ZTIc, %15 ], [ @_ZTIx, %13 ], [ @_ZTIPKc, %11 ], [ @_ZTId, %9 ], [ @_ZTIi, %7 ]
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull %25, ptr null) #9
          to label %26 unwind label %29

26:                                               ; preds = %23
  unreachable

27:                                               ; preds = %4
  %28 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef %5)
          to label %118 unwind label %29

29:                                               ; preds = %27, %23
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
          catch ptr @_ZTIl
          catch ptr @_ZTIc
          catch ptr @_ZTI6Colour
          catch ptr @_ZTIPi
          catch ptr null
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %40

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %37)
          to label %39 unwind label %109

39:                                               ; preds = %35
  tail call void @__cxa_end_catch() #8
  br label %118

40:                                               ; preds = %29
  %41 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #8
  %42 = icmp eq i32 %32, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %45 = load double, ptr %44, align 8, !tbaa !9
  %46 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, double noundef %45)
          to label %47 unwind label %107

47:                                               ; preds = %43
  tail call void @__cxa_end_catch() #8
  br label %118

48:                                               ; preds = %40
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #8
  %50 = icmp eq i32 %32, %49
  br i1 %50, label %51, label %55

51:                                               ; preds = %48
  %52 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %53 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, ptr noundef %52)
          to label %54 unwind label %105

54:                                               ; preds = %51
  tail call void @__cxa_end_catch() #8
  br label %118

55:                                               ; preds = %48
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #8
  %57 = icmp eq i32 %32, %56
  br i1 %57, label %58, label %63

58:                                               ; preds = %55
  %59 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %60 = load i32, ptr %59, align 4, !tbaa !20
  %61 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %60)
          to label %62 unwind label %103

62:                                               ; preds = %58
  tail call void @__cxa_end_catch() #8
  br label %118

63:                                               ; preds = %55
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIc) #8
  %65 = icmp eq i32 %32, %64
  br i1 %65, label %66, label %72

66:                                               ; preds = %63
  %67 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %68 = load i8, ptr %67, align 1, !tbaa !15
  %69 = sext i8 %68 to i32
  %70 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %69)
          to label %71 unwind label %101

71:                                               ; preds = %66
  tail call void @__cxa_end_catch() #8
  br label %118

72:                                               ; preds = %63
  %73 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6Colour) #8
  %74 = icmp eq i32 %32, %73
  br i1 %74, label %75, label %80

75:                                               ; preds = %72
  %76 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  %77 = load i32, ptr %76, align 4, !tbaa !16
  %78 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %77)
          to label %79 unwind label %99

79:                                               ; preds = %75
  tail call void @__cxa_end_catch() #8
  br label %118

80:                                               ; preds = %72
  %81 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #8
  %82 = icmp eq i32 %32, %81
  %83 = tail call ptr @__cxa_begin_catch(ptr %31) #8
  br i1 %82, label %84, label %92

84:                                               ; preds = %80
  %85 = load i32, ptr %83, align 4, !tbaa !5
  %86 = icmp eq ptr %83, @_ZL7counter
  %87 = zext i1 %86 to i32
  %88 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %85, i32 noundef %87)
          to label %89 unwind label %97

89:                                               ; preds = %84
  %90 = load i32, ptr %83, align 4, !tbaa !5
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %83, align 4, !tbaa !5
  tail call void @__cxa_end_catch() #8
  br label %118

92:                                               ; preds = %80
  %93 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
          to label %94 unwind label %95

94:                                               ; preds = %92
  tail call void @__cxa_end_catch()
  br label %118

95:                                               ; preds = %92
  %96 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %113 unwind label %115

97:                                               ; preds = %84
  %98 = landingpad { ptr, i32 }
          cleanup
  br label %111

99:                                               ; preds = %75
  %100 = landingpad { ptr, i32 }
          cleanup
  br label %111

101:                                              ; preds = %66
  %102 = landingpad { ptr, i32 }
          cleanup
  br label %111

103:                                              ; preds = %58
  %104 = landingpad { ptr, i32 }
          cleanup
  br label %111

105:                                              ; preds = %51
  %106 = landingpad { ptr, i32 }
          cleanup
  br label %111

107:                                              ; preds = %43
  %108 = landingpad { ptr, i32 }
          cleanup
  br label %111

109:                                              ; preds = %35
  %110 = landingpad { ptr, i32 }
          cleanup
  br label %111

111:                                              ; preds = %109, %107, %105, %103, %101, %99, %97
  %112 = phi { ptr, i32 } [ %98, %97 ], [ %100, %99 ], [ %102, %101 ], [ %104, %103 ], [ %106, %105 ], [ %108, %107 ], [ %110, %109 ]
  tail call void @__cxa_end_catch() #8
  br label %113

113:                                              ; preds = %111, %95
  %114 = phi { ptr, i32 } [ %96, %95 ], [ %112, %111 ]
  resume { ptr, i32 } %114

115:                                              ; preds = %95
  %116 = landingpad { ptr, i32 }
          catch ptr null
  %117 = extractvalue { ptr, i32 } %116, 0
  tail call void @__clang_call_terminate(ptr %117) #10
  unreachable

118:                                              ; preds = %27, %39, %47, %54, %62, %71, %79, %89, %94
  %119 = add nuw nsw i32 %5, 1
  %120 = icmp eq i32 %119, 9
  br i1 %120, label %1, label %4, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #8
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"_ZTS6Colour", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !7, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !7, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
