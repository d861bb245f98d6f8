; ModuleID = 'throw_scalars.cpp'
source_filename = "throw_scalars.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@.str.3 = private unnamed_addr constant [32 x i8] c"  int* -> %d (same object: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  Colour %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"  char '%c'\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"  long %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"  const char* \22%s\22\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"  double %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"  int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZTIf = external constant ptr
@.str.11 = private unnamed_addr constant [19 x i8] c"  no throw for %d\0A\00", align 1
@str = private unnamed_addr constant [39 x i8] c"  something else (float is not double)\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %4

1:                                                ; preds = %87
  %2 = load i32, ptr @_ZL7counter, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2)
  ret i32 0

4:                                                ; preds = %0, %87
  %5 = phi i32 [ 0, %0 ], [ %88, %87 ]
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5)
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
  %8 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 42, ptr %8, align 16, !tbaa !6
  br label %23

9:                                                ; preds = %4
  %10 = tail call ptr @__cxa_allocate_exception(i64 8) #4
  store double 2.500000e+00, ptr %10, align 16, !tbaa !10
  br label %23

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr @.str.10, ptr %12, align 16, !tbaa !12
  br label %23

13:                                               ; preds = %4
  %14 = tail call ptr @__cxa_allocate_exception(i64 8) #4
  store i64 1234567890123, ptr %14, align 16, !tbaa !14
  br label %23

15:                                               ; preds = %4
  %16 = tail call ptr @__cxa_allocate_exception(i64 1) #4
  store i8 120, ptr %16, align 16, !tbaa !16
  br label %23

17:                                               ; preds = %4
  %18 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store i32 2, ptr %18, align 16, !tbaa !17
  br label %23

19:                                               ; preds = %4
  %20 = tail call ptr @__cxa_allocate_exception(i64 8) #4
  store ptr @_ZL7counter, ptr %20, align 16, !tbaa !12
  br label %23

21:                                               ; preds = %4
  %22 = tail call ptr @__cxa_allocate_exception(i64 4) #4
  store float 3.250000e+00, ptr %22, align 16, !tbaa !19
  br label %23

23:                                               ; preds = %21, %19, %17, %15, %13, %11, %9, %7
  %24 = phi ptr [ %22, %21 ], [ %20, %19 ], [ %18, %17 ], [ %16, %15 ], [ %14, %13 ], [ %12, %11 ], [ %10, %9 ], [ %8, %7 ]
  %25 = phi ptr [ @_ZTIf, %21 ], [ @_ZTIPi, %19 ], [ @_ZTI6Colour, %17 ], [ @_ZTIc, %15 ], [ @_ZTIl, %13 ], [ @_ZTIPKc, %11 ], [ @_ZTId, %9 ], [ @_ZTIi, %7 ]
  invoke void @__cxa_throw(ptr nonnull %24, ptr nonnull %25, ptr null) #5
          to label %26 unwind label %29

26:                                               ; preds = %23
  unreachable

27:                                               ; preds = %4
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %5)
  br label %87

29:                                               ; preds = %23
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
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #4
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %29
  %36 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %37)
  tail call void @__cxa_end_catch() #4
  br label %87

39:                                               ; preds = %29
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #4
  %41 = icmp eq i32 %32, %40
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %44 = load double, ptr %43, align 8, !tbaa !10
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %44)
  tail call void @__cxa_end_catch() #4
  br label %87

46:                                               ; preds = %39
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #4
  %48 = icmp eq i32 %32, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %50)
  tail call void @__cxa_end_catch() #4
  br label %87

52:                                               ; preds = %46
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #4
  %54 = icmp eq i32 %32, %53
  br i1 %54, label %55, label %59

55:                                               ; preds = %52
  %56 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %57 = load i64, ptr %56, align 8, !tbaa !14
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %57)
  tail call void @__cxa_end_catch() #4
  br label %87

59:                                               ; preds = %52
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIc) #4
  %61 = icmp eq i32 %32, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %64 = load i8, ptr %63, align 1, !tbaa !16
  %65 = zext i8 %64 to i32
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %65)
  tail call void @__cxa_end_catch() #4
  br label %87

67:                                               ; preds = %59
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6Colour) #4
  %69 = icmp eq i32 %32, %68
  br i1 %69, label %70, label %74

70:                                               ; preds = %67
  %71 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  %72 = load i32, ptr %71, align 4, !tbaa !17
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %72)
  tail call void @__cxa_end_catch() #4
  br label %87

74:                                               ; preds = %67
  %75 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPi) #4
  %76 = icmp eq i32 %32, %75
  %77 = tail call ptr @__cxa_begin_catch(ptr %31) #4
  br i1 %76, label %78, label %85

78:                                               ; preds = %74
  %79 = load i32, ptr %77, align 4, !tbaa !6
  %80 = icmp eq ptr %77, @_ZL7counter
  %81 = zext i1 %80 to i32
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %79, i32 noundef %81)
  %83 = load i32, ptr %77, align 4, !tbaa !6
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %77, align 4, !tbaa !6
  tail call void @__cxa_end_catch() #4
  br label %87

85:                                               ; preds = %74
  %86 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %87

87:                                               ; preds = %27, %35, %42, %49, %55, %62, %70, %78, %85
  %88 = add nuw nsw i32 %5, 1
  %89 = icmp eq i32 %88, 9
  br i1 %89, label %1, label %4, !llvm.loop !21
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

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"_ZTS6Colour", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"float", !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
