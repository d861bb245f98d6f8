; ModuleID = 'catch_base_class.cpp'
source_filename = "catch_base_class.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Base = type <{ ptr, i32, [4 x i8] }>
%struct.Other = type <{ ptr, i32, [4 x i8] }>
%struct.Derived = type { %struct.Base.base, [4 x i8] }
%struct.Base.base = type <{ ptr, i32 }>
%struct.MoreDerived = type { %struct.Derived.base, [4 x i8] }
%struct.Derived.base = type { %struct.Base.base }
%struct.Both = type { %struct.Derived.base, [4 x i8], %struct.Other.base, [4 x i8] }
%struct.Other.base = type <{ ptr, i32 }>

$__clang_call_terminate = comdat any

$_ZN4BaseC2ERKS_ = comdat any

$_ZNK4Base4nameEv = comdat any

$_ZN4BaseD2Ev = comdat any

$_ZN7DerivedC2Ev = comdat any

$_ZN7DerivedC2EOS_ = comdat any

$_ZN7DerivedD2Ev = comdat any

$_ZN11MoreDerivedC2Ev = comdat any

$_ZN11MoreDerivedC2EOS_ = comdat any

$_ZN11MoreDerivedD2Ev = comdat any

$_ZN4BothC2Ev = comdat any

$_ZN4BothC2EOS_ = comdat any

$_ZN4BothD2Ev = comdat any

$_ZN9AmbiguousC2Ev = comdat any

$_ZN9AmbiguousD2Ev = comdat any

$_ZN6HiddenC2Ev = comdat any

$_ZN6HiddenD2Ev = comdat any

$_ZN4BaseC2Ev = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZNK7Derived4nameEv = comdat any

$_ZN4BaseD0Ev = comdat any

$_ZN11MoreDerivedD0Ev = comdat any

$_ZNK11MoreDerived4nameEv = comdat any

$_ZN5OtherC2Ev = comdat any

$_ZN4BothD0Ev = comdat any

$_ZNK4Both4nameEv = comdat any

$_ZThn16_N4BothD1Ev = comdat any

$_ZThn16_N4BothD0Ev = comdat any

$_ZN5OtherD2Ev = comdat any

$_ZN5OtherD0Ev = comdat any

$_ZN5OtherC2ERKS_ = comdat any

$_ZN1AC2Ev = comdat any

$_ZN1BC2Ev = comdat any

$_ZN9AmbiguousD0Ev = comdat any

$_ZThn16_N9AmbiguousD1Ev = comdat any

$_ZThn16_N9AmbiguousD0Ev = comdat any

$_ZN1AD2Ev = comdat any

$_ZN1AD0Ev = comdat any

$_ZN1BD2Ev = comdat any

$_ZN1BD0Ev = comdat any

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

$_ZTV5Other = comdat any

$_ZTV9Ambiguous = comdat any

$_ZTV1A = comdat any

$_ZTV1B = comdat any

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
@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev, ptr @_ZNK7Derived4nameEv] }, comdat, align 8
@_ZTV4Base = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev, ptr @_ZN4BaseD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@.str.7 = private unnamed_addr constant [8 x i8] c"Derived\00", align 1
@_ZTV11MoreDerived = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI11MoreDerived, ptr @_ZN11MoreDerivedD2Ev, ptr @_ZN11MoreDerivedD0Ev, ptr @_ZNK11MoreDerived4nameEv] }, comdat, align 8
@.str.8 = private unnamed_addr constant [12 x i8] c"MoreDerived\00", align 1
@_ZTV4Both = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev, ptr @_ZN4BothD0Ev, ptr @_ZNK4Both4nameEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI4Both, ptr @_ZThn16_N4BothD1Ev, ptr @_ZThn16_N4BothD0Ev] }, comdat, align 8
@_ZTV5Other = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI5Other, ptr @_ZN5OtherD2Ev, ptr @_ZN5OtherD0Ev] }, comdat, align 8
@.str.9 = private unnamed_addr constant [5 x i8] c"Both\00", align 1
@_ZTV9Ambiguous = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI9Ambiguous, ptr @_ZN9AmbiguousD2Ev, ptr @_ZN9AmbiguousD0Ev, ptr @_ZNK4Base4nameEv], [5 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTI9Ambiguous, ptr @_ZThn16_N9AmbiguousD1Ev, ptr @_ZThn16_N9AmbiguousD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@_ZTV1A = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1A, ptr @_ZN1AD2Ev, ptr @_ZN1AD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@_ZTV1B = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI1B, ptr @_ZN1BD2Ev, ptr @_ZN1BD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@_ZTV6Hidden = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI6Hidden, ptr @_ZN6HiddenD2Ev, ptr @_ZN6HiddenD0Ev, ptr @_ZNK4Base4nameEv] }, comdat, align 8
@.str.10 = private unnamed_addr constant [5 x i8] c"Base\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca %struct.Base, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %43, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp sle i32 %14, 6
  br i1 %15, label %16, label %128

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  invoke void @_ZL10throw_kindi(i32 noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %16
  br label %42

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          catch ptr @_ZTI11MoreDerived
          catch ptr @_ZTI5Other
          catch ptr @_ZTI4Base
          catch ptr @_ZTIP4Base
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %4, align 4
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI11MoreDerived) #11
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %46

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = call ptr @__cxa_begin_catch(ptr %28) #11
  store ptr %29, ptr %8, align 8
  %30 = load i32, ptr %2, align 4
  %31 = load ptr, ptr %8, align 8
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds ptr, ptr %32, i64 2
  %34 = load ptr, ptr %33, align 8
  %35 = invoke noundef ptr %34(ptr noundef nonnull align 8 dereferenceable(12) %31)
          to label %36 unwind label %123

36:                                               ; preds = %27
  %37 = load ptr, ptr %8, align 8
  %38 = getelementptr inbounds %struct.Base, ptr %37, i32 0, i32 1
  %39 = load i32, ptr %38, align 8
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %30, ptr noundef %35, i32 noundef %39)
          to label %41 unwind label %123

41:                                               ; preds = %36
  call void @__cxa_end_catch()
  br label %42

42:                                               ; preds = %41, %57, %75, %97, %103, %18
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %2, align 4
  br label %13, !llvm.loop !6

46:                                               ; preds = %23
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Other) #11
  %48 = icmp eq i32 %24, %47
  br i1 %48, label %49, label %58

49:                                               ; preds = %46
  %50 = load ptr, ptr %3, align 8
  %51 = call ptr @__cxa_begin_catch(ptr %50) #11
  store ptr %51, ptr %7, align 8
  %52 = load i32, ptr %2, align 4
  %53 = load ptr, ptr %7, align 8
  %54 = getelementptr inbounds %struct.Other, ptr %53, i32 0, i32 1
  %55 = load i32, ptr %54, align 8
  %56 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, i32 noundef %55)
          to label %57 unwind label %118

57:                                               ; preds = %49
  call void @__cxa_end_catch()
  br label %42

58:                                               ; preds = %46
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #11
  %60 = icmp eq i32 %24, %59
  br i1 %60, label %61, label %76

61:                                               ; preds = %58
  %62 = load ptr, ptr %3, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #11
  store ptr %63, ptr %6, align 8
  %64 = load i32, ptr %2, align 4
  %65 = load ptr, ptr %6, align 8
  %66 = load ptr, ptr %65, align 8
  %67 = getelementptr inbounds ptr, ptr %66, i64 2
  %68 = load ptr, ptr %67, align 8
  %69 = invoke noundef ptr %68(ptr noundef nonnull align 8 dereferenceable(12) %65)
          to label %70 unwind label %113

70:                                               ; preds = %61
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.Base, ptr %71, i32 0, i32 1
  %73 = load i32, ptr %72, align 8
  %74 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %64, ptr noundef %69, i32 noundef %73)
          to label %75 unwind label %113

75:                                               ; preds = %70
  call void @__cxa_end_catch()
  br label %42

76:                                               ; preds = %58
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #11
  %78 = icmp eq i32 %24, %77
  br i1 %78, label %79, label %98

79:                                               ; preds = %76
  %80 = load ptr, ptr %3, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #11
  store ptr %81, ptr %5, align 8
  %82 = load i32, ptr %2, align 4
  %83 = load ptr, ptr %5, align 8
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr inbounds ptr, ptr %84, i64 2
  %86 = load ptr, ptr %85, align 8
  %87 = invoke noundef ptr %86(ptr noundef nonnull align 8 dereferenceable(12) %83)
          to label %88 unwind label %109

88:                                               ; preds = %79
  %89 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %82, ptr noundef %87)
          to label %90 unwind label %109

90:                                               ; preds = %88
  %91 = load ptr, ptr %5, align 8
  %92 = icmp eq ptr %91, null
  br i1 %92, label %97, label %93

93:                                               ; preds = %90
  %94 = load ptr, ptr %91, align 8
  %95 = getelementptr inbounds ptr, ptr %94, i64 1
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(12) %91) #11
  br label %97

97:                                               ; preds = %93, %90
  call void @__cxa_end_catch() #11
  br label %42

98:                                               ; preds = %76
  %99 = load ptr, ptr %3, align 8
  %100 = call ptr @__cxa_begin_catch(ptr %99) #11
  %101 = load i32, ptr %2, align 4
  %102 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %101)
          to label %103 unwind label %104

103:                                              ; preds = %98
  call void @__cxa_end_catch()
  br label %42

104:                                              ; preds = %98
  %105 = landingpad { ptr, i32 }
          cleanup
  %106 = extractvalue { ptr, i32 } %105, 0
  store ptr %106, ptr %3, align 8
  %107 = extractvalue { ptr, i32 } %105, 1
  store i32 %107, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %108 unwind label %205

108:                                              ; preds = %104
  br label %200

109:                                              ; preds = %88, %79
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = extractvalue { ptr, i32 } %110, 0
  store ptr %111, ptr %3, align 8
  %112 = extractvalue { ptr, i32 } %110, 1
  store i32 %112, ptr %4, align 4
  call void @__cxa_end_catch() #11
  br label %200

113:                                              ; preds = %70, %61
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = extractvalue { ptr, i32 } %114, 0
  store ptr %115, ptr %3, align 8
  %116 = extractvalue { ptr, i32 } %114, 1
  store i32 %116, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %117 unwind label %205

117:                                              ; preds = %113
  br label %200

118:                                              ; preds = %49
  %119 = landingpad { ptr, i32 }
          cleanup
  %120 = extractvalue { ptr, i32 } %119, 0
  store ptr %120, ptr %3, align 8
  %121 = extractvalue { ptr, i32 } %119, 1
  store i32 %121, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %122 unwind label %205

122:                                              ; preds = %118
  br label %200

123:                                              ; preds = %36, %27
  %124 = landingpad { ptr, i32 }
          cleanup
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %3, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %127 unwind label %205

127:                                              ; preds = %123
  br label %200

128:                                              ; preds = %13
  store i32 0, ptr %9, align 4
  br label %129

129:                                              ; preds = %155, %128
  %130 = load i32, ptr %9, align 4
  %131 = icmp sle i32 %130, 2
  br i1 %131, label %132, label %163

132:                                              ; preds = %129
  %133 = load i32, ptr %9, align 4
  invoke void @_ZL10throw_kindi(i32 noundef %133)
          to label %134 unwind label %135

134:                                              ; preds = %132
  br label %154

135:                                              ; preds = %132
  %136 = landingpad { ptr, i32 }
          catch ptr @_ZTI4Base
  %137 = extractvalue { ptr, i32 } %136, 0
  store ptr %137, ptr %3, align 8
  %138 = extractvalue { ptr, i32 } %136, 1
  store i32 %138, ptr %4, align 4
  br label %139

139:                                              ; preds = %135
  %140 = load i32, ptr %4, align 4
  %141 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Base) #11
  %142 = icmp eq i32 %140, %141
  br i1 %142, label %143, label %200

143:                                              ; preds = %139
  %144 = load ptr, ptr %3, align 8
  %145 = call ptr @__cxa_get_exception_ptr(ptr %144) #11
  call void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %10, ptr noundef nonnull align 8 dereferenceable(12) %145) #11
  %146 = call ptr @__cxa_begin_catch(ptr %144) #11
  %147 = load i32, ptr %9, align 4
  %148 = invoke noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %10)
          to label %149 unwind label %158

149:                                              ; preds = %143
  %150 = getelementptr inbounds %struct.Base, ptr %10, i32 0, i32 1
  %151 = load i32, ptr %150, align 8
  %152 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %147, ptr noundef %148, i32 noundef %151)
          to label %153 unwind label %158

153:                                              ; preds = %149
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %10) #11
  call void @__cxa_end_catch()
  br label %154

154:                                              ; preds = %153, %134
  br label %155

155:                                              ; preds = %154
  %156 = load i32, ptr %9, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %9, align 4
  br label %129, !llvm.loop !8

158:                                              ; preds = %149, %143
  %159 = landingpad { ptr, i32 }
          cleanup
  %160 = extractvalue { ptr, i32 } %159, 0
  store ptr %160, ptr %3, align 8
  %161 = extractvalue { ptr, i32 } %159, 1
  store i32 %161, ptr %4, align 4
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %10) #11
  invoke void @__cxa_end_catch()
          to label %162 unwind label %205

162:                                              ; preds = %158
  br label %200

163:                                              ; preds = %129
  invoke void @_ZL10throw_kindi(i32 noundef 2)
          to label %164 unwind label %165

164:                                              ; preds = %163
  br label %194

165:                                              ; preds = %163
  %166 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Derived
  %167 = extractvalue { ptr, i32 } %166, 0
  store ptr %167, ptr %3, align 8
  %168 = extractvalue { ptr, i32 } %166, 1
  store i32 %168, ptr %4, align 4
  br label %169

169:                                              ; preds = %165
  %170 = load i32, ptr %4, align 4
  %171 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Derived) #11
  %172 = icmp eq i32 %170, %171
  br i1 %172, label %173, label %200

173:                                              ; preds = %169
  %174 = load ptr, ptr %3, align 8
  %175 = call ptr @__cxa_begin_catch(ptr %174) #11
  store ptr %175, ptr %11, align 8
  %176 = load ptr, ptr %11, align 8
  %177 = icmp eq ptr %176, null
  br i1 %177, label %180, label %178

178:                                              ; preds = %173
  %179 = call ptr @__dynamic_cast(ptr %176, ptr @_ZTI7Derived, ptr @_ZTI5Other, i64 -2) #11
  br label %181

180:                                              ; preds = %173
  br label %181

181:                                              ; preds = %180, %178
  %182 = phi ptr [ %179, %178 ], [ null, %180 ]
  store ptr %182, ptr %12, align 8
  %183 = load ptr, ptr %12, align 8
  %184 = icmp ne ptr %183, null
  br i1 %184, label %185, label %189

185:                                              ; preds = %181
  %186 = load ptr, ptr %12, align 8
  %187 = getelementptr inbounds %struct.Other, ptr %186, i32 0, i32 1
  %188 = load i32, ptr %187, align 8
  br label %190

189:                                              ; preds = %181
  br label %190

190:                                              ; preds = %189, %185
  %191 = phi i32 [ %188, %185 ], [ -1, %189 ]
  %192 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %191)
          to label %193 unwind label %195

193:                                              ; preds = %190
  call void @__cxa_end_catch()
  br label %194

194:                                              ; preds = %193, %164
  ret i32 0

195:                                              ; preds = %190
  %196 = landingpad { ptr, i32 }
          cleanup
  %197 = extractvalue { ptr, i32 } %196, 0
  store ptr %197, ptr %3, align 8
  %198 = extractvalue { ptr, i32 } %196, 1
  store i32 %198, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %199 unwind label %205

199:                                              ; preds = %195
  br label %200

200:                                              ; preds = %199, %169, %162, %139, %127, %122, %117, %109, %108
  %201 = load ptr, ptr %3, align 8
  %202 = load i32, ptr %4, align 4
  %203 = insertvalue { ptr, i32 } poison, ptr %201, 0
  %204 = insertvalue { ptr, i32 } %203, i32 %202, 1
  resume { ptr, i32 } %204

205:                                              ; preds = %195, %158, %123, %118, %113, %104
  %206 = landingpad { ptr, i32 }
          catch ptr null
  %207 = extractvalue { ptr, i32 } %206, 0
  call void @__clang_call_terminate(ptr %207) #12
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL10throw_kindi(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Derived, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.MoreDerived, align 8
  %7 = alloca %struct.Both, align 8
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  switch i32 %8, label %42 [
    i32 0, label %9
    i32 1, label %16
    i32 2, label %23
    i32 3, label %30
    i32 4, label %32
    i32 5, label %34
  ]

9:                                                ; preds = %1
  call void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  %10 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  store i32 10, ptr %10, align 8
  %11 = call ptr @__cxa_allocate_exception(i64 16) #11
  call void @_ZN7DerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %11, ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  invoke void @__cxa_throw(ptr %11, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev) #13
          to label %49 unwind label %12

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  br label %44

16:                                               ; preds = %1
  call void @_ZN11MoreDerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  %17 = getelementptr inbounds %struct.Base, ptr %6, i32 0, i32 1
  store i32 11, ptr %17, align 8
  %18 = call ptr @__cxa_allocate_exception(i64 16) #11
  call void @_ZN11MoreDerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %18, ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  invoke void @__cxa_throw(ptr %18, ptr @_ZTI11MoreDerived, ptr @_ZN11MoreDerivedD2Ev) #13
          to label %49 unwind label %19

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %4, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %5, align 4
  call void @_ZN11MoreDerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  br label %44

23:                                               ; preds = %1
  call void @_ZN4BothC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %7) #11
  %24 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  store i32 12, ptr %24, align 8
  %25 = call ptr @__cxa_allocate_exception(i64 32) #11
  call void @_ZN4BothC2EOS_(ptr noundef nonnull align 8 dereferenceable(28) %25, ptr noundef nonnull align 8 dereferenceable(28) %7) #11
  invoke void @__cxa_throw(ptr %25, ptr @_ZTI4Both, ptr @_ZN4BothD2Ev) #13
          to label %49 unwind label %26

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %4, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %5, align 4
  call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %7) #11
  br label %44

30:                                               ; preds = %1
  %31 = call ptr @__cxa_allocate_exception(i64 32) #11
  call void @llvm.memset.p0.i64(ptr align 16 %31, i8 0, i64 32, i1 false)
  call void @_ZN9AmbiguousC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %31) #11
  call void @__cxa_throw(ptr %31, ptr @_ZTI9Ambiguous, ptr @_ZN9AmbiguousD2Ev) #13
  unreachable

32:                                               ; preds = %1
  %33 = call ptr @__cxa_allocate_exception(i64 16) #11
  call void @llvm.memset.p0.i64(ptr align 16 %33, i8 0, i64 16, i1 false)
  call void @_ZN6HiddenC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %33) #11
  call void @__cxa_throw(ptr %33, ptr @_ZTI6Hidden, ptr @_ZN6HiddenD2Ev) #13
  unreachable

34:                                               ; preds = %1
  %35 = call ptr @__cxa_allocate_exception(i64 8) #11
  %36 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef 16) #14
          to label %37 unwind label %38

37:                                               ; preds = %34
  call void @llvm.memset.p0.i64(ptr align 16 %36, i8 0, i64 16, i1 false)
  call void @_ZN11MoreDerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %36) #11
  store ptr %36, ptr %35, align 16
  call void @__cxa_throw(ptr %35, ptr @_ZTIP11MoreDerived, ptr null) #13
  unreachable

38:                                               ; preds = %34
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %4, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %5, align 4
  call void @__cxa_free_exception(ptr %35) #11
  br label %44

42:                                               ; preds = %1
  %43 = call ptr @__cxa_allocate_exception(i64 16) #11
  call void @llvm.memset.p0.i64(ptr align 16 %43, i8 0, i64 16, i1 false)
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %43) #11
  call void @__cxa_throw(ptr %43, ptr @_ZTI4Base, ptr @_ZN4BaseD2Ev) #13
  unreachable

44:                                               ; preds = %38, %26, %19, %12
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %5, align 4
  %47 = insertvalue { ptr, i32 } poison, ptr %45, 0
  %48 = insertvalue { ptr, i32 } %47, i32 %46, 1
  resume { ptr, i32 } %48

49:                                               ; preds = %23, %16, %9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #3

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #11
  call void @_ZSt9terminatev() #12
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Base, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Base, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Base4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.10
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) #6

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN4BaseC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7Derived, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV11MoreDerived, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN7DerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV11MoreDerived, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN5OtherC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr], [4 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 2), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) ({ [5 x ptr], [4 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothC2EOS_(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef nonnull align 8 dereferenceable(28) %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  call void @_ZN7DerivedC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef nonnull align 8 dereferenceable(12) %6) #11
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds i8, ptr %8, i64 16
  call void @_ZN5OtherC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef nonnull align 8 dereferenceable(12) %9) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr], [4 x ptr] }, ptr @_ZTV4Both, i32 0, i32 0, i32 2), ptr %5, align 8
  %10 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) ({ [5 x ptr], [4 x ptr] }, ptr @_ZTV4Both, i32 0, i32 1, i32 2), ptr %10, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN5OtherD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousC2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV9Ambiguous, i32 0, i32 0, i32 2), ptr %3, align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr], [5 x ptr] }, ptr @_ZTV9Ambiguous, i32 0, i32 1, i32 2), ptr %5, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %4) #11
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV6Hidden, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) #8

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV4Base, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Base, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7Derived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.7
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #9

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN11MoreDerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN11MoreDerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK11MoreDerived4nameEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OtherC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV5Other, i32 0, i32 0, i32 2), ptr %3, align 8
  %4 = getelementptr inbounds %struct.Other, ptr %3, i32 0, i32 1
  store i32 5, ptr %4, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK4Both4nameEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr @.str.9
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD1Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN4BothD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N4BothD0Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN4BothD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OtherD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OtherD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN5OtherD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5OtherC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @_ZTV5Other, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Other, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Other, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV1A, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseC2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV1B, i32 0, i32 0, i32 2), ptr %3, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN9AmbiguousD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN9AmbiguousD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 32) #15
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD1Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN9AmbiguousD2Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZThn16_N9AmbiguousD0Ev(ptr noundef %0) unnamed_addr #10 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 -16
  tail call void @_ZN9AmbiguousD0Ev(ptr noundef nonnull align 8 dereferenceable(28) %4) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1AD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1AD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN1BD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN1BD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6HiddenD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN6HiddenD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #11
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #15
  ret void
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind }
attributes #12 = { noreturn nounwind }
attributes #13 = { noreturn }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
