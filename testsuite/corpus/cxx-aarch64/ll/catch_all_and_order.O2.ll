; ModuleID = 'catch_all_and_order.cpp'
source_filename = "catch_all_and_order.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$_ZTS5Small = comdat any

$_ZTI5Small = comdat any

$_ZTS5Large = comdat any

$_ZTI5Large = comdat any

@.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.3 = private unnamed_addr constant [17 x i8] c"  outer: int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Small = linkonce_odr dso_local constant [7 x i8] c"5Small\00", comdat, align 1
@_ZTI5Small = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Small }, comdat, align 8
@.str.7 = private unnamed_addr constant [11 x i8] c"passes %d\0A\00", align 1
@_ZL6passes = internal unnamed_addr global i32 0, align 4
@_ZTS5Large = linkonce_odr dso_local constant [7 x i8] c"5Large\00", comdat, align 1
@_ZTI5Large = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Large }, comdat, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"  middle: Large %ld\0A\00", align 1
@_ZTId = external constant ptr
@.str.9 = private unnamed_addr constant [19 x i8] c"  inner: Small %d\0A\00", align 1
@str = private unnamed_addr constant [24 x i8] c"swallowed by catch(...)\00", align 1
@str.10 = private unnamed_addr constant [12 x i8] c"not reached\00", align 1
@str.11 = private unnamed_addr constant [29 x i8] c"after the swallowing handler\00", align 1
@str.12 = private unnamed_addr constant [19 x i8] c"  outer: catch-all\00", align 1
@str.13 = private unnamed_addr constant [20 x i8] c"  returned normally\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %3

1:                                                ; preds = %65
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 1, ptr %2, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI5Small, ptr null) #6
          to label %85 unwind label %70

3:                                                ; preds = %0, %65
  %4 = phi i32 [ 0, %0 ], [ %66, %65 ]
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4)
  switch i32 %4, label %27 [
    i32 0, label %6
    i32 1, label %10
    i32 2, label %25
  ]

6:                                                ; preds = %3
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 3, ptr %7, align 16, !tbaa !6
  br label %29

8:                                                ; preds = %29
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Small
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  br label %15

10:                                               ; preds = %3
  %11 = tail call ptr @__cxa_allocate_exception(i64 64) #5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %11, i8 0, i64 56, i1 false)
  %12 = getelementptr inbounds i8, ptr %11, i64 56
  store i64 99, ptr %12, align 8, !tbaa !11
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTI5Large, ptr null) #6
          to label %33 unwind label %13

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
  %18 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Small) #5
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %40

20:                                               ; preds = %15
  %21 = extractvalue { ptr, i32 } %16, 0
  %22 = tail call ptr @__cxa_begin_catch(ptr %21) #5
  %23 = load i32, ptr %22, align 4, !tbaa !12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %23)
  invoke void @__cxa_end_catch()
          to label %34 unwind label %37

25:                                               ; preds = %3
  %26 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store double 1.000000e+00, ptr %26, align 16, !tbaa !13
  br label %29

27:                                               ; preds = %3
  %28 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 %4, ptr %28, align 16, !tbaa !12
  br label %29

29:                                               ; preds = %27, %25, %6
  %30 = phi ptr [ %28, %27 ], [ %26, %25 ], [ %7, %6 ]
  %31 = phi ptr [ @_ZTIi, %27 ], [ @_ZTId, %25 ], [ @_ZTI5Small, %6 ]
  invoke void @__cxa_throw(ptr nonnull %30, ptr nonnull %31, ptr null) #6
          to label %32 unwind label %8

32:                                               ; preds = %29
  unreachable

33:                                               ; preds = %10
  unreachable

34:                                               ; preds = %20
  %35 = load i32, ptr @_ZL6passes, align 4, !tbaa !12
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr @_ZL6passes, align 4, !tbaa !12
  br label %51

37:                                               ; preds = %20
  %38 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Large
          catch ptr @_ZTIi
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 1
  br label %40

40:                                               ; preds = %37, %15
  %41 = phi i32 [ %17, %15 ], [ %39, %37 ]
  %42 = phi { ptr, i32 } [ %16, %15 ], [ %38, %37 ]
  %43 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Large) #5
  %44 = icmp eq i32 %41, %43
  br i1 %44, label %45, label %55

45:                                               ; preds = %40
  %46 = extractvalue { ptr, i32 } %42, 0
  %47 = tail call ptr @__cxa_begin_catch(ptr %46) #5
  %48 = getelementptr inbounds i8, ptr %47, i64 56
  %49 = load i64, ptr %48, align 8, !tbaa !15
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %49)
  invoke void @__cxa_end_catch()
          to label %51 unwind label %53

51:                                               ; preds = %34, %45
  %52 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.13)
  br label %65

53:                                               ; preds = %45
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  br label %55

55:                                               ; preds = %40, %53
  %56 = phi { ptr, i32 } [ %54, %53 ], [ %42, %40 ]
  %57 = extractvalue { ptr, i32 } %56, 0
  %58 = extractvalue { ptr, i32 } %56, 1
  %59 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %60 = icmp eq i32 %58, %59
  %61 = tail call ptr @__cxa_begin_catch(ptr %57) #5
  br i1 %60, label %62, label %68

62:                                               ; preds = %55
  %63 = load i32, ptr %61, align 4, !tbaa !12
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %63)
  tail call void @__cxa_end_catch() #5
  br label %65

65:                                               ; preds = %51, %68, %62
  %66 = add nuw nsw i32 %4, 1
  %67 = icmp eq i32 %66, 5
  br i1 %67, label %1, label %3, !llvm.loop !17

68:                                               ; preds = %55
  %69 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.12)
  tail call void @__cxa_end_catch()
  br label %65

70:                                               ; preds = %1
  %71 = landingpad { ptr, i32 }
          catch ptr null
  %72 = extractvalue { ptr, i32 } %71, 0
  %73 = tail call ptr @__cxa_begin_catch(ptr %72) #5
  %74 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_end_catch()
          to label %75 unwind label %77

75:                                               ; preds = %70
  %76 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.11)
  br label %82

77:                                               ; preds = %70
  %78 = landingpad { ptr, i32 }
          catch ptr null
  %79 = extractvalue { ptr, i32 } %78, 0
  %80 = tail call ptr @__cxa_begin_catch(ptr %79) #5
  %81 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.10)
  tail call void @__cxa_end_catch()
  br label %82

82:                                               ; preds = %77, %75
  %83 = load i32, ptr @_ZL6passes, align 4, !tbaa !12
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %83)
  ret i32 0

85:                                               ; preds = %1
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS5Small", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !9, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
