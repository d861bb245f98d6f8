; ModuleID = 'throw_class_values.cpp'
source_filename = "throw_class_values.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Err = type { i32, [8 x i8] }

$_ZN3ErrC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  caught %s, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"  caught %s code %d, live %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"live %d copies %d\0A\00", align 1
@_ZL6copies = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"  copy Err(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"  ~Err(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"E%d\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"  Err(%d)\0A\00", align 1
@str = private unnamed_addr constant [10 x i8] c"by value:\00", align 1
@str.12 = private unnamed_addr constant [14 x i8] c"by reference:\00", align 1
@str.13 = private unnamed_addr constant [20 x i8] c"by const reference:\00", align 1
@str.14 = private unnamed_addr constant [31 x i8] c"throw a named object (copied):\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Err, align 4
  %2 = alloca %struct.Err, align 4
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = tail call ptr @__cxa_allocate_exception(i64 12) #8
  store i32 1, ptr %4, align 4, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %6 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 8, ptr noundef nonnull @.str.10, i32 noundef 1) #8
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !11
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #9
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = extractvalue { ptr, i32 } %12, 1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #8
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %100

17:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #8
  %18 = tail call ptr @__cxa_get_exception_ptr(ptr %13) #8
  invoke void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %18)
          to label %19 unwind label %102

19:                                               ; preds = %17
  %20 = call ptr @__cxa_begin_catch(ptr %13) #8
  %21 = getelementptr inbounds i8, ptr %1, i64 4
  %22 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %23 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %21, i32 noundef %22)
  %24 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %25 = add nsw i32 %24, -1
  store i32 %25, ptr @_ZL4live, align 4, !tbaa !11
  %26 = load i32, ptr %1, align 4, !tbaa !6
  %27 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %26)
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #8
  %28 = call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  %29 = call ptr @__cxa_allocate_exception(i64 12) #8
  store i32 2, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %29, i64 4
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %30, i64 noundef 8, ptr noundef nonnull @.str.10, i32 noundef 2) #8
  %32 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @_ZL4live, align 4, !tbaa !11
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 2)
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #9
          to label %35 unwind label %36

35:                                               ; preds = %19
  unreachable

36:                                               ; preds = %19
  %37 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %38 = extractvalue { ptr, i32 } %37, 1
  %39 = icmp eq i32 %38, %14
  br i1 %39, label %40, label %100

40:                                               ; preds = %36
  %41 = extractvalue { ptr, i32 } %37, 0
  %42 = call ptr @__cxa_begin_catch(ptr %41) #8
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = add nsw i32 %43, 100
  store i32 %44, ptr %42, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %42, i64 4
  %46 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %47 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %45, i32 noundef %44, i32 noundef %46)
  call void @__cxa_end_catch()
  %48 = call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  %49 = call ptr @__cxa_allocate_exception(i64 12) #8
  store i32 3, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds i8, ptr %49, i64 4
  %51 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %50, i64 noundef 8, ptr noundef nonnull @.str.10, i32 noundef 3) #8
  %52 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @_ZL4live, align 4, !tbaa !11
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 3)
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #9
          to label %55 unwind label %56

55:                                               ; preds = %40
  unreachable

56:                                               ; preds = %40
  %57 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %58 = extractvalue { ptr, i32 } %57, 1
  %59 = icmp eq i32 %58, %14
  br i1 %59, label %60, label %100

60:                                               ; preds = %56
  %61 = extractvalue { ptr, i32 } %57, 0
  %62 = call ptr @__cxa_begin_catch(ptr %61) #8
  %63 = getelementptr inbounds i8, ptr %62, i64 4
  %64 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %63, i32 noundef %64)
  call void @__cxa_end_catch()
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #8
  store i32 4, ptr %2, align 4, !tbaa !6
  %67 = getelementptr inbounds i8, ptr %2, i64 4
  %68 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %67, i64 noundef 8, ptr noundef nonnull @.str.10, i32 noundef 4) #8
  %69 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr @_ZL4live, align 4, !tbaa !11
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 4)
  %72 = call ptr @__cxa_allocate_exception(i64 12) #8
  %73 = load i32, ptr %2, align 4, !tbaa !6
  store i32 %73, ptr %72, align 4, !tbaa !6
  %74 = getelementptr inbounds i8, ptr %72, i64 4
  %75 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %74, i64 noundef 8, ptr noundef nonnull @.str.7, ptr noundef nonnull %67) #8
  %76 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr @_ZL4live, align 4, !tbaa !11
  %78 = load i32, ptr @_ZL6copies, align 4, !tbaa !11
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr @_ZL6copies, align 4, !tbaa !11
  %80 = load i32, ptr %72, align 4, !tbaa !6
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %80)
  invoke void @__cxa_throw(ptr nonnull %72, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #9
          to label %105 unwind label %82

82:                                               ; preds = %60
  %83 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %84 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %85 = add nsw i32 %84, -1
  store i32 %85, ptr @_ZL4live, align 4, !tbaa !11
  %86 = load i32, ptr %2, align 4, !tbaa !6
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %86)
  %88 = extractvalue { ptr, i32 } %83, 1
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #8
  %89 = icmp eq i32 %88, %14
  br i1 %89, label %90, label %100

90:                                               ; preds = %82
  %91 = extractvalue { ptr, i32 } %83, 0
  %92 = call ptr @__cxa_begin_catch(ptr %91) #8
  %93 = getelementptr inbounds i8, ptr %92, i64 4
  %94 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %93, i32 noundef %94)
  call void @__cxa_end_catch()
  %96 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %97 = load i32, ptr @_ZL6copies, align 4, !tbaa !11
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %96, i32 noundef %97)
  %99 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  ret i32 %99

100:                                              ; preds = %82, %56, %36, %11
  %101 = phi { ptr, i32 } [ %83, %82 ], [ %57, %56 ], [ %37, %36 ], [ %12, %11 ]
  resume { ptr, i32 } %101

102:                                              ; preds = %17
  %103 = landingpad { ptr, i32 }
          catch ptr null
  %104 = extractvalue { ptr, i32 } %103, 0
  call void @__clang_call_terminate(ptr %104) #10
  unreachable

105:                                              ; preds = %60
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  store i32 %3, ptr %0, align 4, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 8, ptr noundef nonnull @.str.7, ptr noundef nonnull %5) #8
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !11
  %9 = load i32, ptr @_ZL6copies, align 4, !tbaa !11
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL6copies, align 4, !tbaa !11
  %11 = load i32, ptr %0, align 4, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %11)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #8
  tail call void @_ZSt9terminatev() #10
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !11
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %4)
  ret void
}

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS3Err", !8, i64 0, !9, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!8, !8, i64 0}
