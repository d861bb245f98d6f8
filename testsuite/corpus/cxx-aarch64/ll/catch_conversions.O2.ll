; ModuleID = 'catch_conversions.cpp'
source_filename = "catch_conversions.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Member = type { i32, i32 }

$_ZN4BaseD2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZTV7Derived = comdat any

$_ZTSP4Base = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTSPK4Base = comdat any

$_ZTIPK4Base = comdat any

$_ZTSPKPKi = comdat any

$_ZTIPKPKi = comdat any

$_ZTSPFivE = comdat any

$_ZTSFivE = comdat any

$_ZTIFivE = comdat any

$_ZTIPFivE = comdat any

$_ZTSM6Memberi = comdat any

$_ZTS6Member = comdat any

$_ZTI6Member = comdat any

$_ZTIM6Memberi = comdat any

$_ZTS7Derived = comdat any

$_ZTI7Derived = comdat any

$_ZTSP7Derived = comdat any

$_ZTIP7Derived = comdat any

$_ZTSPPi = comdat any

$_ZTIPPi = comdat any

$_ZTSPK7Derived = comdat any

$_ZTIPK7Derived = comdat any

@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev] }, comdat, align 8
@_ZL11the_derived = internal global { ptr, i32, i32 } { ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), i32 1, i32 2 }, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@_ZTSPK4Base = linkonce_odr dso_local constant [8 x i8] c"PK4Base\00", comdat, align 1
@_ZTIPK4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK4Base, i32 1, ptr @_ZTI4Base }, comdat, align 8
@_ZTSPKPKi = linkonce_odr dso_local constant [6 x i8] c"PKPKi\00", comdat, align 1
@_ZTIPKi = external constant ptr
@_ZTIPKPKi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPKPKi, i32 1, ptr @_ZTIPKi }, comdat, align 8
@_ZTIPKc = external constant ptr
@_ZTSPFivE = linkonce_odr dso_local constant [6 x i8] c"PFivE\00", comdat, align 1
@_ZTVN10__cxxabiv120__function_type_infoE = external global [0 x ptr]
@_ZTSFivE = linkonce_odr dso_local constant [5 x i8] c"FivE\00", comdat, align 1
@_ZTIFivE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__function_type_infoE, i64 2), ptr @_ZTSFivE }, comdat, align 8
@_ZTIPFivE = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPFivE, i32 0, ptr @_ZTIFivE }, comdat, align 8
@_ZTVN10__cxxabiv129__pointer_to_member_type_infoE = external global [0 x ptr]
@_ZTSM6Memberi = linkonce_odr dso_local constant [10 x i8] c"M6Memberi\00", comdat, align 1
@_ZTIi = external constant ptr
@_ZTS6Member = linkonce_odr dso_local constant [8 x i8] c"6Member\00", comdat, align 1
@_ZTI6Member = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Member }, comdat, align 8
@_ZTIM6Memberi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv129__pointer_to_member_type_infoE, i64 2), ptr @_ZTSM6Memberi, i32 0, ptr @_ZTIi, ptr @_ZTI6Member }, comdat, align 8
@__const.main.m = private unnamed_addr constant %struct.Member { i32 5, i32 6 }, align 4
@.str = private unnamed_addr constant [29 x i8] c"%d: pointer to member -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%d: function pointer -> %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"%d: const char* %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"%d: const int* -> %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"%d: const int* const* -> %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"%d: const Base* b=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"%d: Base* %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [9 x i8] c"non-null\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZTIDn = external constant ptr
@_ZTSP7Derived = linkonce_odr dso_local constant [10 x i8] c"P7Derived\00", comdat, align 1
@_ZTIP7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP7Derived, i32 0, ptr @_ZTI7Derived }, comdat, align 8
@_ZL7the_int = internal global i32 9, align 4
@_ZTIPi = external constant ptr
@.str.9 = private unnamed_addr constant [8 x i8] c"literal\00", align 1
@_ZL11the_int_ptr = internal global ptr @_ZL7the_int, align 8
@_ZTSPPi = linkonce_odr dso_local constant [4 x i8] c"PPi\00", comdat, align 1
@_ZTIPPi = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPPi, i32 0, ptr @_ZTIPi }, comdat, align 8
@_ZTSPK7Derived = linkonce_odr dso_local constant [11 x i8] c"PK7Derived\00", comdat, align 1
@_ZTIPK7Derived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSPK7Derived, i32 1, ptr @_ZTI7Derived }, comdat, align 8
@llvm.global_ctors = appending global [0 x { i32, ptr, ptr }] zeroinitializer

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat {
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  br label %2

1:                                                ; preds = %27
  ret i32 0

2:                                                ; preds = %0, %27
  %3 = phi i32 [ 0, %0 ], [ %28, %27 ]
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  switch i32 %3, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ]

5:                                                ; preds = %2
  store ptr null, ptr %4, align 16, !tbaa !6
  br label %13

6:                                                ; preds = %2
  store ptr @_ZL11the_derived, ptr %4, align 16, !tbaa !10
  br label %13

7:                                                ; preds = %2
  store ptr @_ZL7the_int, ptr %4, align 16, !tbaa !10
  br label %13

8:                                                ; preds = %2
  store ptr @.str.9, ptr %4, align 16, !tbaa !10
  br label %13

9:                                                ; preds = %2
  store ptr @_ZL6answerv, ptr %4, align 16, !tbaa !10
  br label %13

10:                                               ; preds = %2
  store i64 4, ptr %4, align 16, !tbaa !12
  br label %13

11:                                               ; preds = %2
  store ptr @_ZL11the_int_ptr, ptr %4, align 16, !tbaa !10
  br label %13

12:                                               ; preds = %2
  store ptr @_ZL11the_derived, ptr %4, align 16, !tbaa !10
  br label %13

13:                                               ; preds = %5, %6, %7, %8, %9, %10, %11, %12
  %14 = phi ptr [ @_ZTIPK7Derived, %12 ], [ @_ZTIPPi, %11 ], [ @_ZTIM6Memberi, %10 ], [ @_ZTIPFivE, %9 ], [ @_ZTIPKc, %8 ], [ @_ZTIPi, %7 ], [ @_ZTIP7Derived, %6 ], [ @_ZTIDn, %5 ]
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull %14, ptr null) #8
          to label %15 unwind label %16

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIPK4Base
          catch ptr @_ZTIPKPKi
          catch ptr @_ZTIPKi
          catch ptr @_ZTIPKc
          catch ptr @_ZTIPFivE
          catch ptr @_ZTIM6Memberi
  %18 = extractvalue { ptr, i32 } %17, 0
  %19 = extractvalue { ptr, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #7
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %24 = icmp eq ptr %23, null
  %25 = select i1 %24, ptr @.str.8, ptr @.str.7
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %3, ptr noundef nonnull %25)
  br label %27

27:                                               ; preds = %70, %65, %56, %49, %41, %33, %22
  tail call void @__cxa_end_catch() #7
  %28 = add nuw nsw i32 %3, 1
  %29 = icmp eq i32 %28, 8
  br i1 %29, label %1, label %2, !llvm.loop !13

30:                                               ; preds = %16
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK4Base) #7
  %32 = icmp eq i32 %19, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !15
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i32 noundef %36)
  br label %27

38:                                               ; preds = %30
  %39 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKPKi) #7
  %40 = icmp eq i32 %19, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %43 = load ptr, ptr %42, align 8, !tbaa !10
  %44 = load i32, ptr %43, align 4, !tbaa !18
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %3, i32 noundef %44)
  br label %27

46:                                               ; preds = %38
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #7
  %48 = icmp eq i32 %19, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %51 = load i32, ptr %50, align 4, !tbaa !18
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %3, i32 noundef %51)
  br label %27

53:                                               ; preds = %46
  %54 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #7
  %55 = icmp eq i32 %19, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3, ptr noundef %57)
  br label %27

59:                                               ; preds = %53
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPFivE) #7
  %61 = icmp eq i32 %19, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %64 = invoke noundef i32 %63()
          to label %65 unwind label %76

65:                                               ; preds = %62
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %3, i32 noundef %64)
  br label %27

67:                                               ; preds = %59
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM6Memberi) #7
  %69 = icmp eq i32 %19, %68
  br i1 %69, label %70, label %78

70:                                               ; preds = %67
  %71 = tail call ptr @__cxa_begin_catch(ptr %18) #7
  %72 = load i64, ptr %71, align 8, !tbaa !12
  %73 = getelementptr inbounds i8, ptr @__const.main.m, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !18
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %74)
  br label %27

76:                                               ; preds = %62
  %77 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #7
  br label %78

78:                                               ; preds = %67, %76
  %79 = phi { ptr, i32 } [ %77, %76 ], [ %17, %67 ]
  resume { ptr, i32 } %79
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #4 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #9
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL6answerv() #5 {
  ret i32 42
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"std::nullptr_t", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !17, i64 8}
!16 = !{!"_ZTS4Base", !17, i64 8}
!17 = !{!"int", !8, i64 0}
!18 = !{!17, !17, i64 0}
