; ModuleID = 'cleanup_attribute.cpp'
source_filename = "cleanup_attribute.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Dtor = type { i32 }

$_Z6printfPKcz = comdat any

$_Z8snprintfPcyPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN4DtorD2Ev = comdat any

@.str = private unnamed_addr constant [9 x i8] c"fail=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [13 x i8] c"  caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL8cleanups = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"work%d\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"  work body done\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"  cleanup int %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"  cleanup buffer \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  ~Dtor %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca ptr, align 8
  %2 = alloca %struct.Dtor, align 4
  br label %6

3:                                                ; preds = %82
  %4 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %5 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %4)
  ret i32 0

6:                                                ; preds = %0, %82
  %7 = phi i1 [ true, %0 ], [ false, %82 ]
  %8 = phi i32 [ 0, %0 ], [ 1, %82 ]
  %9 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %8)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11
  %10 = call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #12
  store ptr %10, ptr %1, align 8, !tbaa !9
  %11 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef %10, i64 noundef 16, ptr noundef @.str.3, i32 noundef %8)
          to label %12 unwind label %17

12:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #11
  store i32 2, ptr %2, align 4, !tbaa !11
  br i1 %7, label %24, label %13

13:                                               ; preds = %12
  %14 = call ptr @__cxa_allocate_exception(i64 4) #11
  store i32 1, ptr %14, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #13
          to label %68 unwind label %19

15:                                               ; preds = %39
  %16 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %60

17:                                               ; preds = %6
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %58

19:                                               ; preds = %13
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %21 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @_ZL8cleanups, align 4, !tbaa !5
  %23 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 3)
          to label %56 unwind label %65

24:                                               ; preds = %12
  %25 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @_ZL8cleanups, align 4, !tbaa !5
  %27 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 3)
          to label %28 unwind label %47

28:                                               ; preds = %24
  %29 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4)
          to label %30 unwind label %49

30:                                               ; preds = %28
  %31 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %33 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 4)
          to label %34 unwind label %54

34:                                               ; preds = %30
  %35 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef 2)
          to label %39 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #14
  unreachable

39:                                               ; preds = %34
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  %40 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @_ZL8cleanups, align 4, !tbaa !5
  %42 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, ptr noundef %10)
          to label %43 unwind label %15

43:                                               ; preds = %39
  call void @free(ptr noundef %10)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %44 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr @_ZL8cleanups, align 4, !tbaa !5
  %46 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 1)
          to label %82 unwind label %69

47:                                               ; preds = %24
  %48 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %56

49:                                               ; preds = %28
  %50 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %51 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr @_ZL8cleanups, align 4, !tbaa !5
  %53 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 4)
          to label %56 unwind label %65

54:                                               ; preds = %30
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %56

56:                                               ; preds = %54, %49, %47, %19
  %57 = phi { ptr, i32 } [ %48, %47 ], [ %20, %19 ], [ %55, %54 ], [ %50, %49 ]
  call void @_ZN4DtorD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #11
  br label %58

58:                                               ; preds = %56, %17
  %59 = phi { ptr, i32 } [ %57, %56 ], [ %18, %17 ]
  invoke fastcc void @_ZL8free_bufPPc(ptr noundef nonnull %1)
          to label %60 unwind label %65

60:                                               ; preds = %58, %15
  %61 = phi { ptr, i32 } [ %59, %58 ], [ %16, %15 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11
  %62 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr @_ZL8cleanups, align 4, !tbaa !5
  %64 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 1)
          to label %71 unwind label %65

65:                                               ; preds = %60, %58, %49, %19
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #14
  unreachable

68:                                               ; preds = %13
  unreachable

69:                                               ; preds = %43
  %70 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %71

71:                                               ; preds = %60, %69
  %72 = phi { ptr, i32 } [ %70, %69 ], [ %61, %60 ]
  %73 = extractvalue { ptr, i32 } %72, 1
  %74 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #11
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %85

76:                                               ; preds = %71
  %77 = extractvalue { ptr, i32 } %72, 0
  %78 = call ptr @__cxa_begin_catch(ptr %77) #11
  %79 = load i32, ptr %78, align 4, !tbaa !5
  %80 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %79)
          to label %81 unwind label %83

81:                                               ; preds = %76
  call void @__cxa_end_catch() #11
  br label %82

82:                                               ; preds = %43, %81
  br i1 %7, label %6, label %3, !llvm.loop !13

83:                                               ; preds = %76
  %84 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #11
  br label %85

85:                                               ; preds = %71, %83
  %86 = phi { ptr, i32 } [ %84, %83 ], [ %72, %71 ]
  resume { ptr, i32 } %86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !9
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

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc void @_ZL8free_bufPPc(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL8cleanups, align 4, !tbaa !5
  %4 = load ptr, ptr %0, align 8, !tbaa !9
  %5 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, ptr noundef %4)
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  tail call void @free(ptr noundef %6)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z8snprintfPcyPKcz(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) local_unnamed_addr #2 comdat {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #11
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !9
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5)
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #11
  ret i32 %6
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #8 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #11
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4DtorD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr %0, align 4, !tbaa !11
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %2)
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

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { allocsize(0) }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

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
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !6, i64 0}
!12 = !{!"_ZTS4Dtor", !6, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
