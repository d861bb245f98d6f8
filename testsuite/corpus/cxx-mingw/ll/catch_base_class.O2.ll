; ModuleID = 'catch_base_class.cpp'
source_filename = "catch_base_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %1

1:                                                ; preds = %0, %21
  %2 = phi i32 [ 0, %0 ], [ %22, %21 ]
  invoke fastcc void @_ZL10throw_kindi(i32 noundef %2)
          to label %20 unwind label %3

3:                                                ; preds = %1
  %4 = landingpad { ptr, i32 }
          catch ptr @_ZTI11MoreDerived
          catch ptr @_ZTI5Other
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP4Base
          catch ptr null
  %5 = extractvalue { ptr, i32 } %4, 0
  %6 = extractvalue { ptr, i32 } %4, 1
  %7 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI11MoreDerived) #16
  %8 = icmp eq i32 %6, %7
  br i1 %8, label %9, label %25

9:                                                ; preds = %3
  %10 = tail call ptr @__cxa_begin_catch(ptr %5) #16
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  %14 = invoke noundef ptr %13(ptr noundef nonnull align 8 dereferenceable(12) %10)
          to label %15 unwind label %74

15:                                               ; preds = %9
  %16 = getelementptr inbounds i8, ptr %10, i64 8
  %17 = load i32, ptr %16, align 8, !tbaa !8
  %18 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %2, ptr noundef %14, i32 noundef %17)
          to label %19 unwind label %74

19:                                               ; preds = %15
  tail call void @__cxa_end_catch()
  br label %21

20:                                               ; preds = %1
  unreachable

21:                                               ; preds = %65, %59, %47, %33, %19
  %22 = add nuw nsw i32 %2, 1
  %23 = icmp eq i32 %22, 7
  br i1 %23, label %24, label %1, !llvm.loop !12

24:                                               ; preds = %21
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 0)
          to label %118 unwind label %77

25:                                               ; preds = %3
  %26 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI5Other) #16
  %27 = icmp eq i32 %6, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %25
  %29 = tail call ptr @__cxa_begin_catch(ptr %5) #16
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load i32, ptr %30, align 8, !tbaa !14
  %32 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %2, i32 noundef %31)
          to label %33 unwind label %72

33:                                               ; preds = %28
  tail call void @__cxa_end_catch()
  br label %21

34:                                               ; preds = %25
  %35 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #16
  %36 = icmp eq i32 %6, %35
  br i1 %36, label %37, label %48

37:                                               ; preds = %34
  %38 = tail call ptr @__cxa_begin_catch(ptr %5) #16
  %39 = load ptr, ptr %38, align 8, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %39, i64 16
  %41 = load ptr, ptr %40, align 8
  %42 = invoke noundef ptr %41(ptr noundef nonnull align 8 dereferenceable(12) %38)
          to label %43 unwind label %70

43:                                               ; preds = %37
  %44 = getelementptr inbounds i8, ptr %38, i64 8
  %45 = load i32, ptr %44, align 8, !tbaa !8
  %46 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %2, ptr noundef %42, i32 noundef %45)
          to label %47 unwind label %70

47:                                               ; preds = %43
  tail call void @__cxa_end_catch()
  br label %21

48:                                               ; preds = %34
  %49 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIP4Base) #16
  %50 = icmp eq i32 %6, %49
  %51 = tail call ptr @__cxa_begin_catch(ptr %5) #16
  br i1 %50, label %52, label %63

52:                                               ; preds = %48
  %53 = load ptr, ptr %51, align 8, !tbaa !5
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  %55 = load ptr, ptr %54, align 8
  %56 = invoke noundef ptr %55(ptr noundef nonnull align 8 dereferenceable(12) %51)
          to label %57 unwind label %68

57:                                               ; preds = %52
  %58 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %2, ptr noundef %56)
          to label %59 unwind label %68

59:                                               ; preds = %57
  %60 = load ptr, ptr %51, align 8, !tbaa !5
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(12) %51) #16
  tail call void @__cxa_end_catch() #16
  br label %21

63:                                               ; preds = %48
  %64 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %2)
          to label %65 unwind label %66

65:                                               ; preds = %63
  tail call void @__cxa_end_catch()
  br label %21

66:                                               ; preds = %63
  %67 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

68:                                               ; preds = %57, %52
  %69 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #16
  br label %142

70:                                               ; preds = %43, %37
  %71 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

72:                                               ; preds = %28
  %73 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

74:                                               ; preds = %15, %9
  %75 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

76:                                               ; preds = %113
  unreachable

77:                                               ; preds = %24
  %78 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %79 = extractvalue { ptr, i32 } %78, 1
  %80 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI4Base) #16
  %81 = icmp eq i32 %79, %80
  br i1 %81, label %82, label %142

82:                                               ; preds = %77
  %83 = extractvalue { ptr, i32 } %78, 0
  %84 = tail call ptr @__cxa_get_exception_ptr(ptr %83) #16
  %85 = getelementptr inbounds i8, ptr %84, i64 8
  %86 = load i32, ptr %85, align 8, !tbaa !8
  %87 = tail call ptr @__cxa_begin_catch(ptr %83) #16
  %88 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 0, ptr noundef nonnull @.str.10, i32 noundef %86)
          to label %89 unwind label %119

89:                                               ; preds = %82
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 1)
          to label %118 unwind label %90

90:                                               ; preds = %89
  %91 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %92 = extractvalue { ptr, i32 } %91, 1
  %93 = icmp eq i32 %92, %80
  br i1 %93, label %94, label %142

94:                                               ; preds = %90
  %95 = extractvalue { ptr, i32 } %91, 0
  %96 = tail call ptr @__cxa_get_exception_ptr(ptr %95) #16
  %97 = getelementptr inbounds i8, ptr %96, i64 8
  %98 = load i32, ptr %97, align 8, !tbaa !8
  %99 = tail call ptr @__cxa_begin_catch(ptr %95) #16
  %100 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 1, ptr noundef nonnull @.str.10, i32 noundef %98)
          to label %101 unwind label %119

101:                                              ; preds = %94
  tail call void @__cxa_end_catch()
  invoke fastcc void @_ZL10throw_kindi(i32 noundef 2)
          to label %118 unwind label %102

102:                                              ; preds = %101
  %103 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI4Base
  %104 = extractvalue { ptr, i32 } %103, 1
  %105 = icmp eq i32 %104, %80
  br i1 %105, label %106, label %142

106:                                              ; preds = %102
  %107 = extractvalue { ptr, i32 } %103, 0
  %108 = tail call ptr @__cxa_get_exception_ptr(ptr %107) #16
  %109 = getelementptr inbounds i8, ptr %108, i64 8
  %110 = load i32, ptr %109, align 8, !tbaa !8
  %111 = tail call ptr @__cxa_begin_catch(ptr %107) #16
  %112 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 2, ptr noundef nonnull @.str.10, i32 noundef %110)
          to label %113 unwind label %119

113:                                              ; preds = %106
  tail call void @__cxa_end_catch()
  %114 = tail call ptr @__cxa_allocate_exception(i64 32) #16
  %115 = getelementptr inbounds i8, ptr %114, i64 8
  store i32 12, ptr %115, align 8, !tbaa !8
  %116 = getelementptr inbounds i8, ptr %114, i64 16
  %117 = getelementptr inbounds i8, ptr %114, i64 24
  store i32 5, ptr %117, align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 16), ptr %114, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Both, i64 56), ptr %116, align 8, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %114, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #17
          to label %76 unwind label %121

118:                                              ; preds = %101, %89, %24
  unreachable

119:                                              ; preds = %106, %94, %82
  %120 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

121:                                              ; preds = %113
  %122 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Derived
  %123 = extractvalue { ptr, i32 } %122, 1
  %124 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI7Derived) #16
  %125 = icmp eq i32 %123, %124
  br i1 %125, label %126, label %142

126:                                              ; preds = %121
  %127 = extractvalue { ptr, i32 } %122, 0
  %128 = tail call ptr @__cxa_begin_catch(ptr %127) #16
  %129 = icmp eq ptr %128, null
  br i1 %129, label %136, label %130

130:                                              ; preds = %126
  %131 = tail call ptr @__dynamic_cast(ptr nonnull %128, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZTI5Other, i64 -2) #16
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %130
  %134 = getelementptr inbounds i8, ptr %131, i64 8
  %135 = load i32, ptr %134, align 8, !tbaa !14
  br label %136

136:                                              ; preds = %126, %130, %133
  %137 = phi i32 [ %135, %133 ], [ -1, %130 ], [ -1, %126 ]
  %138 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %137)
          to label %139 unwind label %140

139:                                              ; preds = %136
  tail call void @__cxa_end_catch()
  ret i32 0

140:                                              ; preds = %136
  %141 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

142:                                              ; preds = %77, %90, %102, %140, %119, %68, %66, %70, %72, %74, %121
  %143 = phi { ptr, i32 } [ %122, %121 ], [ %69, %68 ], [ %67, %66 ], [ %71, %70 ], [ %73, %72 ], [ %75, %74 ], [ %120, %119 ], [ %141, %140 ], [ %78, %77 ], [ %91, %90 ], [ %103, %102 ]
  resume { ptr, i32 } %143

144:                                              ; preds = %140, %119, %74, %72, %70, %66
  %145 = landingpad { ptr, i32 }
          catch ptr null
  %146 = extractvalue { ptr, i32 } %145, 0
  tail call void @__clang_call_terminate(ptr %146) #18
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress norecurse noreturn uwtable
define internal fastcc void @_ZL10throw_kindi(i32 noundef %0) unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  switch i32 %0, label %24 [
    i32 0, label %2
    i32 1, label %5
    i32 2, label %8
    i32 3, label %13
    i32 4, label %16
    i32 5, label %18
  ]

2:                                                ; preds = %1
  %3 = tail call ptr @__cxa_allocate_exception(i64 16) #16
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 10, ptr %4, align 8, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7Derived, i64 16), ptr %3, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTI7Derived, ptr nonnull @_ZN4BaseD2Ev) #17
  unreachable

5:                                                ; preds = %1
  %6 = tail call ptr @__cxa_allocate_exception(i64 16) #16
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 11, ptr %7, align 8, !tbaa !8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV11MoreDerived, i64 16), ptr %6, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTI11MoreDerived, ptr nonnull @_ZN4BaseD2Ev) #17
  unreachable

8:                                                ; preds = %1
  %9 = tail call ptr @__cxa_allocate_exception(i64 32) #16
  %10 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 12, ptr %10, align 8, !tbaa !8
  %11 = getelementptr inbounds i8, ptr %9, i64 16
  %12 = getelementptr inbounds i8, ptr %9, i64 24
  store i32 5, ptr %12, align 8, !tbaa !14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Both, i64 16), ptr %9, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV4Both, i64 56), ptr %11, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTI4Both, ptr nonnull @_ZN4BothD2Ev) #17
  unreachable

13:                                               ; preds = %1
  %14 = tail call ptr @__cxa_allocate_exception(i64 32) #16
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %14, i8 0, i64 32, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV9Ambiguous, i64 16), ptr %14, align 8, !tbaa !5
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV9Ambiguous, i64 56), ptr %15, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTI9Ambiguous, ptr nonnull @_ZN9AmbiguousD2Ev) #17
  unreachable

16:                                               ; preds = %1
  %17 = tail call ptr @__cxa_allocate_exception(i64 16) #16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %17, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV6Hidden, i64 16), ptr %17, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTI6Hidden, ptr nonnull @_ZN4BaseD2Ev) #17
  unreachable

18:                                               ; preds = %1
  %19 = tail call ptr @__cxa_allocate_exception(i64 8) #16
  %20 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwy(i64 noundef 16) #19
          to label %21 unwind label %22

21:                                               ; preds = %18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %20, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV11MoreDerived, i64 16), ptr %20, align 8, !tbaa !5
  store ptr %20, ptr %19, align 16, !tbaa !16
  tail call void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIP11MoreDerived, ptr null) #17
  unreachable

22:                                               ; preds = %18
  %23 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %19) #16
  resume { ptr, i32 } %23

24:                                               ; preds = %1
  %25 = tail call ptr @__cxa_allocate_exception(i64 16) #16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV4Base, i64 16), ptr %25, align 8, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTI4Base, ptr nonnull @_ZN4BaseD2Ev) #17
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #4 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #16
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #16
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #16
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #16
  tail call void @_ZSt9terminatev() #18
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #7

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #10

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7Derived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.7
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK11MoreDerived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.8
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Both4nameEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #6 comdat align 2 {
  ret ptr @.str.9
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #20
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD1Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD0Ev(ptr noundef %0) unnamed_addr #12 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #20
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6HiddenD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #8 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #13

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #14

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #13

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #14 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nounwind }
attributes #17 = { noreturn }
attributes #18 = { noreturn nounwind }
attributes #19 = { builtin allocsize(0) }
attributes #20 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"vtable pointer", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 8}
!9 = !{!"_ZTS4Base", !10, i64 8}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !10, i64 8}
!15 = !{!"_ZTS5Other", !10, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !11, i64 0}
