; ModuleID = 'catch_conversions.cpp'
source_filename = "catch_conversions.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Member = type { i32, i32 }

$_ZN4BaseD2Ev = comdat any

$_Z6printfPKcz = comdat any

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
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #0 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 personality ptr @__gxx_personality_seh0 {
  br label %2

1:                                                ; preds = %27
  ret i32 0

2:                                                ; preds = %0, %27
  %3 = phi i32 [ 0, %0 ], [ %28, %27 ]
  %4 = tail call ptr @__cxa_allocate_exception(i64 8) #11
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
  store ptr null, ptr %4, align 16, !tbaa !5
  br label %13

6:                                                ; preds = %2
  store ptr @_ZL11the_derived, ptr %4, align 16, !tbaa !9
  br label %13

7:                                                ; preds = %2
  store ptr @_ZL7the_int, ptr %4, align 16, !tbaa !9
  br label %13

8:                                                ; preds = %2
  store ptr @.str.9, ptr %4, align 16, !tbaa !9
  br label %13

9:                                                ; preds = %2
  store ptr @_ZL6answerv, ptr %4, align 16, !tbaa !9
  br label %13

10:                                               ; preds = %2
  store i64 4, ptr %4, align 16, !tbaa !11
  br label %13

11:                                               ; preds = %2
  store ptr @_ZL11the_int_ptr, ptr %4, align 16, !tbaa !9
  br label %13

12:                                               ; preds = %2
  store ptr @_ZL11the_derived, ptr %4, align 16, !tbaa !9
  br label %13

13:                                               ; preds = %5, %6, %7, %8, %9, %10, %11, %12
  %14 = phi ptr [ @_ZTIPK7Derived, %12 ], [ @_ZTIPPi, %11 ], [ @_ZTIM6Memberi, %10 ], [ @_ZTIPFivE, %9 ], [ @_ZTIPKc, %8 ], [ @_ZTIPi, %7 ], [ @_ZTIP7Derived, %6 ], [ @_ZTIDn, %5 ]
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull %14, ptr null) #12
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
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #11
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %24 = icmp eq ptr %23, null
  %25 = select i1 %24, ptr @.str.8, ptr @.str.7
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %3, ptr noundef nonnull %25)
          to label %27 unwind label %88

27:                                               ; preds = %22, %70, %65, %56, %49, %41, %33
  tail call void @__cxa_end_catch() #11
  %28 = add nuw nsw i32 %3, 1
  %29 = icmp eq i32 %28, 8
  br i1 %29, label %1, label %2, !llvm.loop !12

30:                                               ; preds = %16
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPK4Base) #11
  %32 = icmp eq i32 %19, %31
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !14
  %37 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %3, i32 noundef %36)
          to label %27 unwind label %86

38:                                               ; preds = %30
  %39 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKPKi) #11
  %40 = icmp eq i32 %19, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %43 = load ptr, ptr %42, align 8, !tbaa !9
  %44 = load i32, ptr %43, align 4, !tbaa !17
  %45 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %3, i32 noundef %44)
          to label %27 unwind label %84

46:                                               ; preds = %38
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKi) #11
  %48 = icmp eq i32 %19, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %46
  %50 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %51 = load i32, ptr %50, align 4, !tbaa !17
  %52 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %3, i32 noundef %51)
          to label %27 unwind label %82

53:                                               ; preds = %46
  %54 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #11
  %55 = icmp eq i32 %19, %54
  br i1 %55, label %56, label %59

56:                                               ; preds = %53
  %57 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %58 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %3, ptr noundef %57)
          to label %27 unwind label %80

59:                                               ; preds = %53
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPFivE) #11
  %61 = icmp eq i32 %19, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %59
  %63 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %64 = invoke noundef i32 %63()
          to label %65 unwind label %78

65:                                               ; preds = %62
  %66 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %3, i32 noundef %64)
          to label %27 unwind label %78

67:                                               ; preds = %59
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIM6Memberi) #11
  %69 = icmp eq i32 %19, %68
  br i1 %69, label %70, label %92

70:                                               ; preds = %67
  %71 = tail call ptr @__cxa_begin_catch(ptr %18) #11
  %72 = load i64, ptr %71, align 8, !tbaa !11
  %73 = getelementptr inbounds i8, ptr @__const.main.m, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !17
  %75 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %3, i32 noundef %74)
          to label %27 unwind label %76

76:                                               ; preds = %70
  %77 = landingpad { ptr, i32 }
          cleanup
  br label %90

78:                                               ; preds = %65, %62
  %79 = landingpad { ptr, i32 }
          cleanup
  br label %90

80:                                               ; preds = %56
  %81 = landingpad { ptr, i32 }
          cleanup
  br label %90

82:                                               ; preds = %49
  %83 = landingpad { ptr, i32 }
          cleanup
  br label %90

84:                                               ; preds = %41
  %85 = landingpad { ptr, i32 }
          cleanup
  br label %90

86:                                               ; preds = %33
  %87 = landingpad { ptr, i32 }
          cleanup
  br label %90

88:                                               ; preds = %22
  %89 = landingpad { ptr, i32 }
          cleanup
  br label %90

90:                                               ; preds = %76, %78, %80, %82, %84, %86, %88
  %91 = phi { ptr, i32 } [ %77, %76 ], [ %79, %78 ], [ %81, %80 ], [ %83, %82 ], [ %85, %84 ], [ %87, %86 ], [ %89, %88 ]
  tail call void @__cxa_end_catch() #11
  br label %92

92:                                               ; preds = %67, %90
  %93 = phi { ptr, i32 } [ %91, %90 ], [ %17, %67 ]
  resume { ptr, i32 } %93
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #4 comdat {
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #13
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal noundef i32 @_ZL6answerv() #6 {
  ret i32 42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #10

attributes #0 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind }
attributes #12 = { noreturn }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"std::nullptr_t", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !16, i64 8}
!15 = !{!"_ZTS4Base", !16, i64 8}
!16 = !{!"int", !7, i64 0}
!17 = !{!16, !16, i64 0}
