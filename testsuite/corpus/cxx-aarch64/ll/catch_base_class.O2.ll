; ModuleID = 'catch_base_class.cpp'
source_filename = "catch_base_class.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN9AmbiguousD2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN11MoreDerivedD0Ev = comdat any

$_ZNK11MoreDerived4nameEv = comdat any

$_ZN4BothD0Ev = comdat any

$_ZNK4Both4nameEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZN9AmbiguousD0Ev = comdat any

$_ZThn16_N9AmbiguousD1Ev = comdat any

$_ZThn16_N9AmbiguousD0Ev = comdat any

$_ZN6HiddenD0Ev = comdat any

$_ZTS11MoreDerived = comdat any

$_ZTS7Derived = comdat any

$_ZTS4Base = comdat any

$_ZTI4Base = comdat any

$_ZTI7Derived = comdat any

$_ZTI11MoreDerived = comdat any

$_ZTS5Other = comdat any

$_ZTI5Other = comdat any

$_ZTSP4Base = comdat any

$_ZTIP4Base = comdat any

$_ZTS4Both = comdat any

$_ZTI4Both = comdat any

$_ZTS9Ambiguous = comdat any

$_ZTS1A = comdat any

$_ZTI1A = comdat any

$_ZTS1B = comdat any

$_ZTI1B = comdat any

$_ZTI9Ambiguous = comdat any

$_ZTS6Hidden = comdat any

$_ZTI6Hidden = comdat any

$_ZTSP11MoreDerived = comdat any

$_ZTIP11MoreDerived = comdat any

$_ZTV7Derived = comdat any

$_ZTV4Base = comdat any

$_ZTV11MoreDerived = comdat any

$_ZTV4Both = comdat any

$_ZTV9Ambiguous = comdat any

$_ZTV6Hidden = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS11MoreDerived = linkonce_odr dso_local constant [14 x i8] c"11MoreDerived\00", comdat, align 1
@_ZTS7Derived = linkonce_odr dso_local constant [9 x i8] c"7Derived\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS4Base = linkonce_odr dso_local constant [6 x i8] c"4Base\00", comdat, align 1
@_ZTI4Base = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS4Base }, comdat, align 8
@_ZTI7Derived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Derived, ptr @_ZTI4Base }, comdat, align 8
@_ZTI11MoreDerived = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS11MoreDerived, ptr @_ZTI7Derived }, comdat, align 8
@_ZTS5Other = linkonce_odr dso_local constant [7 x i8] c"5Other\00", comdat, align 1
@_ZTI5Other = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Other }, comdat, align 8
@_ZTVN10__cxxabiv119__pointer_type_infoE = external global [0 x ptr]
@_ZTSP4Base = linkonce_odr dso_local constant [7 x i8] c"P4Base\00", comdat, align 1
@_ZTIP4Base = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP4Base, i32 0, ptr @_ZTI4Base }, comdat, align 8
@.str = private unnamed_addr constant [15 x i8] c"%d: catch-all\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%d: Base* handler, name %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"%d: Base& handler, name %s id %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%d: Other& handler, other %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [41 x i8] c"%d: MoreDerived& handler, name %s id %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [43 x i8] c"%d: Base by value (sliced), name %s id %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"Both as Derived, cross-cast to Other: %d\0A\00", align 1
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTS4Both = linkonce_odr dso_local constant [6 x i8] c"4Both\00", comdat, align 1
@_ZTI4Both = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS4Both, i32 0, i32 2, ptr @_ZTI7Derived, i64 2, ptr @_ZTI5Other, i64 4098 }, comdat, align 8
@_ZTS9Ambiguous = linkonce_odr dso_local constant [11 x i8] c"9Ambiguous\00", comdat, align 1
@_ZTS1A = linkonce_odr dso_local constant [3 x i8] c"1A\00", comdat, align 1
@_ZTI1A = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1A, ptr @_ZTI4Base }, comdat, align 8
@_ZTS1B = linkonce_odr dso_local constant [3 x i8] c"1B\00", comdat, align 1
@_ZTI1B = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS1B, ptr @_ZTI4Base }, comdat, align 8
@_ZTI9Ambiguous = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS9Ambiguous, i32 1, i32 2, ptr @_ZTI1A, i64 2, ptr @_ZTI1B, i64 4098 }, comdat, align 8
@_ZTS6Hidden = linkonce_odr dso_local constant [8 x i8] c"6Hidden\00", comdat, align 1
@_ZTI6Hidden = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTS6Hidden, i32 0, i32 1, ptr @_ZTI4Base, i64 0 }, comdat, align 8
@_ZTSP11MoreDerived = linkonce_odr dso_local constant [15 x i8] c"P11MoreDerived\00", comdat, align 1
@_ZTIP11MoreDerived = linkonce_odr dso_local constant { ptr, ptr, i32, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv119__pointer_type_infoE, i64 2), ptr @_ZTSP11MoreDerived, i32 0, ptr @_ZTI11MoreDerived }, comdat, align 8
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN4BaseD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4nameEv] }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@_ZTV11MoreDerived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11MoreDerived, ptr @_ZN4BaseD2Ev, ptr @_ZN11MoreDerivedD0Ev, ptr @_ZNK11MoreDerived4nameEv] }, comdat, align 8
@.str.8 = private unnamed_addr constant [12 x i8] c"MoreDerived\00", align 1
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZNK4Both4nameEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev] }, comdat, align 8
@.str.9 = private unnamed_addr constant [5 x i8] c"Both\00", align 1
@_ZTV9Ambiguous = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI9Ambiguous, ptr @_ZN9AmbiguousD2Ev, ptr @_ZN9AmbiguousD0Ev, ptr @_ZNK4Base4nameEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI9Ambiguous, ptr @_ZThn16_N9AmbiguousD1Ev, ptr @_ZThn16_N9AmbiguousD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@_ZTV6Hidden = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Hidden, ptr @_ZN4BaseD2Ev, ptr @_ZN6HiddenD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"Base\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %1

1:                                                ; preds = %0, %20
  %2 = phi i32 [ 0, %0 ], [ %21, %20 ]
  invoke fastcc void @_ZL10throw_kindi(i32 noundef %2)
          to label %19 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI11MoreDerived
          catch ptr @_ZTI5Other
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP4Base
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI11MoreDerived) #12
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %24

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = invoke noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(12) %10)
          to label %15 unwind label %65

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !9
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %2, ptr noundef %14, i32 noundef %17)
  tail call void @__cxa_end_catch()
  br label %20

19:                                               ; preds = %1
  unreachable

20:                                               ; preds = %59, %54, %41, %27, %15
  %21 = add nuw nsw i32 %2, 1
  %22 = icmp eq i32 %21, 7
  br i1 %22, label %23, label %1, !llvm.loop !13

23:                                               ; preds = %20
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 0)
          to label %106 unwind label %68

24:                                               ; preds = %3
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Other) #12
  %26 = icmp eq i32 %6, %25
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  %29 = getelementptr inbounds i8, ptr %28, i64 8
  %30 = load i32, ptr %29, align 8, !tbaa !15
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %2, i32 noundef %30)
  tail call void @__cxa_end_catch()
  br label %20

32:                                               ; preds = %24
  %33 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #12
  %34 = icmp eq i32 %6, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %32
  %36 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  %37 = load ptr, ptr %36, align 8, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %37, i64 16
  %39 = load ptr, ptr %38, align 8
  %40 = invoke noundef ptr %39(ptr noundef nonnull align 8 dereferenceable(12) %36)
          to label %41 unwind label %63

41:                                               ; preds = %35
  %42 = getelementptr inbounds i8, ptr %36, i64 8
  %43 = load i32, ptr %42, align 8, !tbaa !9
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %2, ptr noundef %40, i32 noundef %43)
  tail call void @__cxa_end_catch()
  br label %20

45:                                               ; preds = %32
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #12
  %47 = icmp eq i32 %6, %46
  %48 = tail call ptr @__cxa_begin_catch(ptr %5) #12
  br i1 %47, label %49, label %59

49:                                               ; preds = %45
  %50 = load ptr, ptr %48, align 8, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %50, i64 16
  %52 = load ptr, ptr %51, align 8
  %53 = invoke noundef ptr %52(ptr noundef nonnull align 8 dereferenceable(12) %48)
          to label %54 unwind label %61

54:                                               ; preds = %49
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %2, ptr noundef %53)
  %56 = load ptr, ptr %48, align 8, !tbaa !6
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  %58 = load ptr, ptr %57, align 8
  tail call void %58(ptr noundef nonnull align 8 dereferenceable(12) %48) #12
  tail call void @__cxa_end_catch() #12
  br label %20

59:                                               ; preds = %45
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %2)
  tail call void @__cxa_end_catch()
  br label %20

61:                                               ; preds = %49
  %62 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #12
  br label %125

63:                                               ; preds = %35
  %64 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %125 unwind label %127

65:                                               ; preds = %9
  %66 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %125 unwind label %127

67:                                               ; preds = %95
  unreachable

68:                                               ; preds = %23
  %69 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %70 = extractvalue { ptr, i32 } %69, 1
  %71 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #12
  %72 = icmp eq i32 %70, %71
  br i1 %72, label %73, label %125

73:                                               ; preds = %68
  %74 = extractvalue { ptr, i32 } %69, 0
  %75 = tail call ptr @__cxa_get_exception_ptr(ptr %74) #12
  %76 = getelementptr inbounds i8, ptr %75, i64 8
  %77 = load i32, ptr %76, align 8, !tbaa !9
  %78 = tail call ptr @__cxa_begin_catch(ptr %74) #12
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, ptr noundef nonnull @.str.10, i32 noundef %77)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 1)
          to label %106 unwind label %80

80:                                               ; preds = %73
  %81 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %82 = extractvalue { ptr, i32 } %81, 1
  %83 = icmp eq i32 %82, %71
  br i1 %83, label %84, label %125

84:                                               ; preds = %80
  %85 = extractvalue { ptr, i32 } %81, 0
  %86 = tail call ptr @__cxa_get_exception_ptr(ptr %85) #12
  %87 = getelementptr inbounds i8, ptr %86, i64 8
  %88 = load i32, ptr %87, align 8, !tbaa !9
  %89 = tail call ptr @__cxa_begin_catch(ptr %85) #12
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %88)
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 2)
          to label %106 unwind label %91

91:                                               ; preds = %84
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %93 = extractvalue { ptr, i32 } %92, 1
  %94 = icmp eq i32 %93, %71
  br i1 %94, label %95, label %125

95:                                               ; preds = %91
  %96 = extractvalue { ptr, i32 } %92, 0
  %97 = tail call ptr @__cxa_get_exception_ptr(ptr %96) #12
  %98 = getelementptr inbounds i8, ptr %97, i64 8
  %99 = load i32, ptr %98, align 8, !tbaa !9
  %100 = tail call ptr @__cxa_begin_catch(ptr %96) #12
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, ptr noundef nonnull @.str.10, i32 noundef %99)
  tail call void @__cxa_end_catch()
  %102 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %103 = getelementptr inbounds i8, ptr %102, i64 8
  store i32 12, ptr %103, align 8, !tbaa !9
  %104 = getelementptr inbounds i8, ptr %102, i64 16
  %105 = getelementptr inbounds i8, ptr %102, i64 24
  store i32 5, ptr %105, align 8, !tbaa !15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 16), ptr %102, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Both, i64 56), ptr %104, align 8, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %102, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #13
          to label %67 unwind label %107

106:                                              ; preds = %84, %73, %23
  unreachable

107:                                              ; preds = %95
  %108 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Derived
  %109 = extractvalue { ptr, i32 } %108, 1
  %110 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #12
  %111 = icmp eq i32 %109, %110
  br i1 %111, label %112, label %125

112:                                              ; preds = %107
  %113 = extractvalue { ptr, i32 } %108, 0
  %114 = tail call ptr @__cxa_begin_catch(ptr %113) #12
  %115 = icmp eq ptr %114, null
  br i1 %115, label %122, label %116

116:                                              ; preds = %112
  %117 = tail call ptr @__dynamic_cast(ptr nonnull %114, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZTI5Other, i64 -2) #12
  %118 = icmp eq ptr %117, null
  br i1 %118, label %122, label %119

119:                                              ; preds = %116
  %120 = getelementptr inbounds i8, ptr %117, i64 8
  %121 = load i32, ptr %120, align 8, !tbaa !15
  br label %122

122:                                              ; preds = %112, %116, %119
  %123 = phi i32 [ %121, %119 ], [ -1, %116 ], [ -1, %112 ]
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %123)
  tail call void @__cxa_end_catch()
  ret i32 0

125:                                              ; preds = %68, %80, %91, %61, %63, %65, %107
  %126 = phi { ptr, i32 } [ %108, %107 ], [ %62, %61 ], [ %64, %63 ], [ %66, %65 ], [ %69, %68 ], [ %81, %80 ], [ %92, %91 ]
  resume { ptr, i32 } %126

127:                                              ; preds = %65, %63
  %128 = landingpad { ptr, i32 }
          catch ptr null
  %129 = extractvalue { ptr, i32 } %128, 0
  tail call void @__clang_call_terminate(ptr %129) #14
  unreachable
}

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal fastcc void @_ZL10throw_kindi(i32 noundef %0) unnamed_addr #1 personality ptr @__gxx_personality_v0 {
  switch i32 %0, label %24 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
    i32 3, label %13
    i32 4, label %16
    i32 5, label %18
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 10, ptr %4, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Derived, i64 16), ptr %3, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #13
  unreachable

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 11, ptr %7, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV11MoreDerived, i64 16), ptr %6, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI11MoreDerived, ptr nonnull @_ZN4BaseD2Ev) #13
  unreachable

8:                                                ; preds = %1
  %9 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 12, ptr %10, align 8, !tbaa !9
  %11 = getelementptr inbounds i8, ptr %9, i64 16
  %12 = getelementptr inbounds i8, ptr %9, i64 24
  store i32 5, ptr %12, align 8, !tbaa !15
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 16), ptr %9, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Both, i64 56), ptr %11, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #13
  unreachable

13:                                               ; preds = %1
  %14 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV9Ambiguous, i64 16), ptr %14, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV9Ambiguous, i64 56), ptr %15, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI9Ambiguous, ptr nonnull @_ZN9AmbiguousD2Ev) #13
  unreachable

16:                                               ; preds = %1
  %17 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %17, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Hidden, i64 16), ptr %17, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTI6Hidden, ptr nonnull @_ZN4BaseD2Ev) #13
  unreachable

18:                                               ; preds = %1
  %19 = tail call ptr @__cxa_allocate_exception(i64 8) #12
  %20 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #15
          to label %21 unwind label %22

21:                                               ; preds = %18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV11MoreDerived, i64 16), ptr %20, align 8, !tbaa !6
  store ptr %20, ptr %19, align 16, !tbaa !17
  tail call void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIP11MoreDerived, ptr null) #13
  unreachable

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %19) #12
  resume { ptr, i32 } %23

24:                                               ; preds = %1
  %25 = tail call ptr @__cxa_allocate_exception(i64 16) #12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %25, align 8, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #13
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  ret ptr @.str.10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #6

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat {
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7Derived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK11MoreDerived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  ret ptr @.str.8
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #16
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Both4nameEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  ret ptr @.str.9
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD1Ev(ptr noundef %0) unnamed_addr #11 comdat {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD0Ev(ptr noundef %0) unnamed_addr #11 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #16
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6HiddenD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #7 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #16
  ret void
}

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress norecurse noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #7 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }
attributes #15 = { builtin allocsize(0) }
attributes #16 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"vtable pointer", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !11, i64 8}
!10 = !{!"_ZTS4Base", !11, i64 8}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !11, i64 8}
!16 = !{!"_ZTS5Other", !11, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"any pointer", !12, i64 0}
