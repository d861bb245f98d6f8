; ModuleID = 'template_exceptions.cpp'
source_filename = "template_exceptions.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%class.Stack = type { [4 x i32], i32 }
%class.Stack.1 = type <{ [2 x %"class.std::__cxx11::basic_string"], i32, [4 x i8] }>
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator" = type { i8 }
%struct.Error = type { i32, ptr }
%struct.Error.0 = type { ptr, ptr }
%struct.Error.2 = type { double, ptr }
%"struct.std::forward_iterator_tag" = type { i8 }
%struct._Guard = type { ptr }
%"struct.std::random_access_iterator_tag" = type { i8 }
%struct.Error.3 = type { i64, ptr }

$_ZN5StackIiLi4EEC2Ev = comdat any

$_ZNK5StackIiLi4EE4sizeEv = comdat any

$__clang_call_terminate = comdat any

$_ZN5StackIiLi4EE3popEv = comdat any

$_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EEC2Ev = comdat any

$_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE4pushERKS5_ = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_Z11checked_divIiET_S0_S0_ = comdat any

$_Z11checked_divIdET_S0_S0_ = comdat any

$_Z11checked_divIlET_S0_S0_ = comdat any

$_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev = comdat any

$_ZN5StackIiLi4EE4pushERKi = comdat any

$_ZNSt11char_traitsIcE6lengthEPKc = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderD2Ev = comdat any

$_ZSt8distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_ = comdat any

$_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardC2EPS4_ = comdat any

$_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardD2Ev = comdat any

$_ZSt10__distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_St26random_access_iterator_tag = comdat any

$_ZSt19__iterator_categoryIPKcENSt15iterator_traitsIT_E17iterator_categoryERKS3_ = comdat any

$_Z5raiseIiEvT_ = comdat any

$_Z5raiseIdEvT_ = comdat any

$_Z5raiseIlEvT_ = comdat any

$_ZTS5ErrorIiE = comdat any

$_ZTI5ErrorIiE = comdat any

$_ZTS5ErrorIPKcE = comdat any

$_ZTI5ErrorIPKcE = comdat any

$_ZTS5ErrorIdE = comdat any

$_ZTI5ErrorIdE = comdat any

$_ZTS5ErrorIlE = comdat any

$_ZTI5ErrorIlE = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5ErrorIiE = linkonce_odr dso_local constant [10 x i8] c"5ErrorIiE\00", comdat, align 1
@_ZTI5ErrorIiE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIiE }, comdat, align 8
@.str = private unnamed_addr constant [26 x i8] c"%s: capacity %d, size %d\0A\00", align 1
@_ZTS5ErrorIPKcE = linkonce_odr dso_local constant [12 x i8] c"5ErrorIPKcE\00", comdat, align 1
@_ZTI5ErrorIPKcE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIPKcE }, comdat, align 8
@.str.1 = private unnamed_addr constant [16 x i8] c"%s: %s, sum %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"string stack: %s (%d)\0A\00", align 1
@_ZTS5ErrorIdE = linkonce_odr dso_local constant [10 x i8] c"5ErrorIdE\00", comdat, align 1
@_ZTI5ErrorIdE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIdE }, comdat, align 8
@.str.6 = private unnamed_addr constant [9 x i8] c"int: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"double: %.2f\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"long: %ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [28 x i8] c"Error<double> %.1f from %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [23 x i8] c"Error<int> %d from %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"push on a full stack\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"empty\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"pop\00", align 1
@.str.14 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"raise\00", align 1
@_ZTS5ErrorIlE = linkonce_odr dso_local constant [10 x i8] c"5ErrorIlE\00", comdat, align 1
@_ZTI5ErrorIlE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5ErrorIlE }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %class.Stack, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %class.Stack.1, align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = alloca %"class.std::allocator", align 1
  %11 = alloca %"class.std::__cxx11::basic_string", align 8
  %12 = alloca %"class.std::allocator", align 1
  %13 = alloca %"class.std::__cxx11::basic_string", align 8
  %14 = alloca %"class.std::allocator", align 1
  %15 = alloca %struct.Error, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @_ZN5StackIiLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %2) #10
  invoke void @_ZL4fillI5StackIiLi4EEEvRT_i(ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef 10)
          to label %19 unwind label %20

19:                                               ; preds = %0
  br label %41

20:                                               ; preds = %0
  %21 = landingpad { ptr, i32 }
          catch ptr @_ZTI5ErrorIiE
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %3, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %4, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load i32, ptr %4, align 4
  %26 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5ErrorIiE) #10
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %208

28:                                               ; preds = %24
  %29 = load ptr, ptr %3, align 8
  %30 = call ptr @__cxa_begin_catch(ptr %29) #10
  store ptr %30, ptr %5, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.Error, ptr %31, i32 0, i32 1
  %33 = load ptr, ptr %32, align 8
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Error, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 8
  %37 = invoke noundef i32 @_ZNK5StackIiLi4EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(20) %2)
          to label %38 unwind label %47

38:                                               ; preds = %28
  %39 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %33, i32 noundef %36, i32 noundef %37)
          to label %40 unwind label %47

40:                                               ; preds = %38
  call void @__cxa_end_catch()
  br label %41

41:                                               ; preds = %40, %19
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %44, %41
  %43 = invoke noundef i32 @_ZN5StackIiLi4EE3popEv(ptr noundef nonnull align 4 dereferenceable(20) %2)
          to label %44 unwind label %52

44:                                               ; preds = %42
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, %43
  store i32 %46, ptr %6, align 4
  br label %42, !llvm.loop !6

47:                                               ; preds = %38, %28
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  store ptr %49, ptr %3, align 8
  %50 = extractvalue { ptr, i32 } %48, 1
  store i32 %50, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %51 unwind label %213

51:                                               ; preds = %47
  br label %208

52:                                               ; preds = %42
  %53 = landingpad { ptr, i32 }
          catch ptr @_ZTI5ErrorIPKcE
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %3, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %4, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %4, align 4
  %58 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5ErrorIPKcE) #10
  %59 = icmp eq i32 %57, %58
  br i1 %59, label %60, label %208

60:                                               ; preds = %56
  %61 = load ptr, ptr %3, align 8
  %62 = call ptr @__cxa_begin_catch(ptr %61) #10
  store ptr %62, ptr %7, align 8
  %63 = load ptr, ptr %7, align 8
  %64 = getelementptr inbounds %struct.Error.0, ptr %63, i32 0, i32 1
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %7, align 8
  %67 = getelementptr inbounds %struct.Error.0, ptr %66, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = load i32, ptr %6, align 4
  %70 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %65, ptr noundef %68, i32 noundef %69)
          to label %71 unwind label %79

71:                                               ; preds = %60
  call void @__cxa_end_catch()
  br label %72

72:                                               ; preds = %71
  call void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(68) %8) #10
  call void @_ZNSaIcEC1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef @.str.2, ptr noundef nonnull align 1 dereferenceable(1) %10)
          to label %73 unwind label %84

73:                                               ; preds = %72
  invoke void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE4pushERKS5_(ptr noundef nonnull align 8 dereferenceable(68) %8, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %74 unwind label %88

74:                                               ; preds = %73
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #10
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  call void @_ZNSaIcEC1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #10
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef @.str.3, ptr noundef nonnull align 1 dereferenceable(1) %12)
          to label %75 unwind label %93

75:                                               ; preds = %74
  invoke void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE4pushERKS5_(ptr noundef nonnull align 8 dereferenceable(68) %8, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %76 unwind label %97

76:                                               ; preds = %75
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #10
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #10
  call void @_ZNSaIcEC1Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #10
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %13, ptr noundef @.str.4, ptr noundef nonnull align 1 dereferenceable(1) %14)
          to label %77 unwind label %102

77:                                               ; preds = %76
  invoke void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE4pushERKS5_(ptr noundef nonnull align 8 dereferenceable(68) %8, ptr noundef nonnull align 8 dereferenceable(32) %13)
          to label %78 unwind label %106

78:                                               ; preds = %77
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #10
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #10
  br label %125

79:                                               ; preds = %60
  %80 = landingpad { ptr, i32 }
          cleanup
  %81 = extractvalue { ptr, i32 } %80, 0
  store ptr %81, ptr %3, align 8
  %82 = extractvalue { ptr, i32 } %80, 1
  store i32 %82, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %83 unwind label %213

83:                                               ; preds = %79
  br label %208

84:                                               ; preds = %72
  %85 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %86 = extractvalue { ptr, i32 } %85, 0
  store ptr %86, ptr %3, align 8
  %87 = extractvalue { ptr, i32 } %85, 1
  store i32 %87, ptr %4, align 4
  br label %92

88:                                               ; preds = %73
  %89 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %90 = extractvalue { ptr, i32 } %89, 0
  store ptr %90, ptr %3, align 8
  %91 = extractvalue { ptr, i32 } %89, 1
  store i32 %91, ptr %4, align 4
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #10
  br label %92

92:                                               ; preds = %88, %84
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %10) #10
  br label %111

93:                                               ; preds = %74
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %95 = extractvalue { ptr, i32 } %94, 0
  store ptr %95, ptr %3, align 8
  %96 = extractvalue { ptr, i32 } %94, 1
  store i32 %96, ptr %4, align 4
  br label %101

97:                                               ; preds = %75
  %98 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %99 = extractvalue { ptr, i32 } %98, 0
  store ptr %99, ptr %3, align 8
  %100 = extractvalue { ptr, i32 } %98, 1
  store i32 %100, ptr %4, align 4
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %11) #10
  br label %101

101:                                              ; preds = %97, %93
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %12) #10
  br label %111

102:                                              ; preds = %76
  %103 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %104 = extractvalue { ptr, i32 } %103, 0
  store ptr %104, ptr %3, align 8
  %105 = extractvalue { ptr, i32 } %103, 1
  store i32 %105, ptr %4, align 4
  br label %110

106:                                              ; preds = %77
  %107 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %3, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %4, align 4
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %13) #10
  br label %110

110:                                              ; preds = %106, %102
  call void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1) %14) #10
  br label %111

111:                                              ; preds = %110, %101, %92
  %112 = load i32, ptr %4, align 4
  %113 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5ErrorIiE) #10
  %114 = icmp eq i32 %112, %113
  br i1 %114, label %115, label %207

115:                                              ; preds = %111
  %116 = load ptr, ptr %3, align 8
  %117 = call ptr @__cxa_begin_catch(ptr %116) #10
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %117, i64 16, i1 false)
  %118 = getelementptr inbounds %struct.Error, ptr %15, i32 0, i32 1
  %119 = load ptr, ptr %118, align 8
  %120 = getelementptr inbounds %struct.Error, ptr %15, i32 0, i32 0
  %121 = load i32, ptr %120, align 8
  %122 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %119, i32 noundef %121)
          to label %123 unwind label %131

123:                                              ; preds = %115
  invoke void @__cxa_end_catch()
          to label %124 unwind label %135

124:                                              ; preds = %123
  br label %125

125:                                              ; preds = %124, %78
  store i32 0, ptr %16, align 4
  br label %126

126:                                              ; preds = %166, %125
  %127 = load i32, ptr %16, align 4
  %128 = icmp slt i32 %127, 3
  br i1 %128, label %129, label %205

129:                                              ; preds = %126
  %130 = load i32, ptr %16, align 4
  switch i32 %130, label %189 [
    i32 0, label %140
    i32 1, label %184
  ]

131:                                              ; preds = %115
  %132 = landingpad { ptr, i32 }
          cleanup
  %133 = extractvalue { ptr, i32 } %132, 0
  store ptr %133, ptr %3, align 8
  %134 = extractvalue { ptr, i32 } %132, 1
  store i32 %134, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %139 unwind label %213

135:                                              ; preds = %163, %182, %123
  %136 = landingpad { ptr, i32 }
          cleanup
  %137 = extractvalue { ptr, i32 } %136, 0
  store ptr %137, ptr %3, align 8
  %138 = extractvalue { ptr, i32 } %136, 1
  store i32 %138, ptr %4, align 4
  br label %207

139:                                              ; preds = %131
  br label %207

140:                                              ; preds = %129
  %141 = invoke noundef i32 @_Z11checked_divIiET_S0_S0_(i32 noundef 7, i32 noundef 0)
          to label %142 unwind label %145

142:                                              ; preds = %140
  %143 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %141)
          to label %144 unwind label %145

144:                                              ; preds = %142
  br label %194

145:                                              ; preds = %191, %189, %186, %184, %142, %140
  %146 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI5ErrorIiE
          catch ptr @_ZTI5ErrorIdE
  %147 = extractvalue { ptr, i32 } %146, 0
  store ptr %147, ptr %3, align 8
  %148 = extractvalue { ptr, i32 } %146, 1
  store i32 %148, ptr %4, align 4
  br label %149

149:                                              ; preds = %145
  %150 = load i32, ptr %4, align 4
  %151 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5ErrorIiE) #10
  %152 = icmp eq i32 %150, %151
  br i1 %152, label %153, label %169

153:                                              ; preds = %149
  %154 = load ptr, ptr %3, align 8
  %155 = call ptr @__cxa_begin_catch(ptr %154) #10
  store ptr %155, ptr %18, align 8
  %156 = load ptr, ptr %18, align 8
  %157 = getelementptr inbounds %struct.Error, ptr %156, i32 0, i32 0
  %158 = load i32, ptr %157, align 8
  %159 = load ptr, ptr %18, align 8
  %160 = getelementptr inbounds %struct.Error, ptr %159, i32 0, i32 1
  %161 = load ptr, ptr %160, align 8
  %162 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %158, ptr noundef %161)
          to label %163 unwind label %200

163:                                              ; preds = %153
  invoke void @__cxa_end_catch()
          to label %164 unwind label %135

164:                                              ; preds = %163
  br label %165

165:                                              ; preds = %164, %183, %194
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %16, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %16, align 4
  br label %126, !llvm.loop !8

169:                                              ; preds = %149
  %170 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5ErrorIdE) #10
  %171 = icmp eq i32 %150, %170
  br i1 %171, label %172, label %207

172:                                              ; preds = %169
  %173 = load ptr, ptr %3, align 8
  %174 = call ptr @__cxa_begin_catch(ptr %173) #10
  store ptr %174, ptr %17, align 8
  %175 = load ptr, ptr %17, align 8
  %176 = getelementptr inbounds %struct.Error.2, ptr %175, i32 0, i32 0
  %177 = load double, ptr %176, align 8
  %178 = load ptr, ptr %17, align 8
  %179 = getelementptr inbounds %struct.Error.2, ptr %178, i32 0, i32 1
  %180 = load ptr, ptr %179, align 8
  %181 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %177, ptr noundef %180)
          to label %182 unwind label %195

182:                                              ; preds = %172
  invoke void @__cxa_end_catch()
          to label %183 unwind label %135

183:                                              ; preds = %182
  br label %165

184:                                              ; preds = %129
  %185 = invoke noundef double @_Z11checked_divIdET_S0_S0_(double noundef 7.000000e+00, double noundef 0.000000e+00)
          to label %186 unwind label %145

186:                                              ; preds = %184
  %187 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %185)
          to label %188 unwind label %145

188:                                              ; preds = %186
  br label %194

189:                                              ; preds = %129
  %190 = invoke noundef i64 @_Z11checked_divIlET_S0_S0_(i64 noundef 7, i64 noundef 2)
          to label %191 unwind label %145

191:                                              ; preds = %189
  %192 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %190)
          to label %193 unwind label %145

193:                                              ; preds = %191
  br label %194

194:                                              ; preds = %193, %188, %144
  br label %165

195:                                              ; preds = %172
  %196 = landingpad { ptr, i32 }
          cleanup
  %197 = extractvalue { ptr, i32 } %196, 0
  store ptr %197, ptr %3, align 8
  %198 = extractvalue { ptr, i32 } %196, 1
  store i32 %198, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %199 unwind label %213

199:                                              ; preds = %195
  br label %207

200:                                              ; preds = %153
  %201 = landingpad { ptr, i32 }
          cleanup
  %202 = extractvalue { ptr, i32 } %201, 0
  store ptr %202, ptr %3, align 8
  %203 = extractvalue { ptr, i32 } %201, 1
  store i32 %203, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %204 unwind label %213

204:                                              ; preds = %200
  br label %207

205:                                              ; preds = %126
  store i32 0, ptr %1, align 4
  call void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %8) #10
  %206 = load i32, ptr %1, align 4
  ret i32 %206

207:                                              ; preds = %204, %199, %169, %139, %135, %111
  call void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %8) #10
  br label %208

208:                                              ; preds = %207, %83, %56, %51, %24
  %209 = load ptr, ptr %3, align 8
  %210 = load i32, ptr %4, align 4
  %211 = insertvalue { ptr, i32 } poison, ptr %209, 0
  %212 = insertvalue { ptr, i32 } %211, i32 %210, 1
  resume { ptr, i32 } %212

213:                                              ; preds = %200, %195, %131, %79, %47
  %214 = landingpad { ptr, i32 }
          catch ptr null
  %215 = extractvalue { ptr, i32 } %214, 0
  call void @__clang_call_terminate(ptr %215) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5StackIiLi4EEC2Ev(ptr noundef nonnull align 4 dereferenceable(20) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Stack, ptr %3, i32 0, i32 1
  store i32 0, ptr %4, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4fillI5StackIiLi4EEEvRT_i(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %15, %2
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %5, align 4
  %14 = mul nsw i32 %13, 3
  store i32 %14, ptr %6, align 4
  call void @_ZN5StackIiLi4EE4pushERKi(ptr noundef nonnull align 4 dereferenceable(20) %12, ptr noundef nonnull align 4 dereferenceable(4) %6)
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %7, !llvm.loop !9

18:                                               ; preds = %7
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK5StackIiLi4EE4sizeEv(ptr noundef nonnull align 4 dereferenceable(20) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Stack, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  ret i32 %5
}

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #10
  call void @_ZSt9terminatev() #11
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5StackIiLi4EE3popEv(ptr noundef nonnull align 4 dereferenceable(20) %0) #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Stack, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 16) #10
  %9 = getelementptr inbounds %struct.Error.0, ptr %8, i32 0, i32 0
  store ptr @.str.12, ptr %9, align 16
  %10 = getelementptr inbounds %struct.Error.0, ptr %8, i32 0, i32 1
  store ptr @.str.13, ptr %10, align 8
  call void @__cxa_throw(ptr %8, ptr @_ZTI5ErrorIPKcE, ptr null) #12
  unreachable

11:                                               ; preds = %1
  %12 = getelementptr inbounds %class.Stack, ptr %3, i32 0, i32 0
  %13 = getelementptr inbounds %class.Stack, ptr %3, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr %13, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4 x i32], ptr %12, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  ret i32 %18
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EEC2Ev(ptr noundef nonnull align 8 dereferenceable(68) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Stack.1, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %5, i64 2
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi ptr [ %5, %1 ], [ %9, %7 ]
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(32) %8) #10
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %8, i64 1
  %10 = icmp eq ptr %9, %6
  br i1 %10, label %11, label %7

11:                                               ; preds = %7
  %12 = getelementptr inbounds %class.Stack.1, ptr %3, i32 0, i32 1
  store i32 0, ptr %12, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EE4pushERKS5_(ptr noundef nonnull align 8 dereferenceable(68) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Stack.1, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = icmp eq i32 %7, 2
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = call ptr @__cxa_allocate_exception(i64 16) #10
  %11 = getelementptr inbounds %struct.Error, ptr %10, i32 0, i32 0
  store i32 2, ptr %11, align 16
  %12 = getelementptr inbounds %struct.Error, ptr %10, i32 0, i32 1
  store ptr @.str.11, ptr %12, align 8
  call void @__cxa_throw(ptr %10, ptr @_ZTI5ErrorIiE, ptr null) #12
  unreachable

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %class.Stack.1, ptr %5, i32 0, i32 0
  %16 = getelementptr inbounds %class.Stack.1, ptr %5, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 8
  %19 = sext i32 %17 to i64
  %20 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %15, i64 0, i64 %19
  %21 = call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull align 8 dereferenceable(32) %14)
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSaIcEC1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca %"struct.std::forward_iterator_tag", align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %11, i32 0, i32 0
  %13 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv(ptr noundef nonnull align 8 dereferenceable(32) %11)
  %14 = load ptr, ptr %6, align 8
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC1EPcRKS3_(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef %13, ptr noundef nonnull align 1 dereferenceable(1) %14)
  %15 = load ptr, ptr %5, align 8
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %23

17:                                               ; preds = %3
  invoke void @_ZSt19__throw_logic_errorPKc(ptr noundef @.str.14) #12
          to label %18 unwind label %19

18:                                               ; preds = %17
  unreachable

19:                                               ; preds = %27, %23, %17
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %7, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %8, align 4
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %12) #10
  br label %34

23:                                               ; preds = %3
  %24 = load ptr, ptr %5, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = invoke noundef i64 @_ZNSt11char_traitsIcE6lengthEPKc(ptr noundef %25)
          to label %27 unwind label %19

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %24, i64 %26
  store ptr %28, ptr %9, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = load ptr, ptr %9, align 8
  %31 = getelementptr inbounds %"struct.std::forward_iterator_tag", ptr %10, i32 0, i32 0
  %32 = load i8, ptr %31, align 1
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(32) %11, ptr noundef %29, ptr noundef %30, i8 %32)
          to label %33 unwind label %19

33:                                               ; preds = %27
  ret void

34:                                               ; preds = %19
  %35 = load ptr, ptr %7, align 8
  %36 = load i32, ptr %8, align 4
  %37 = insertvalue { ptr, i32 } poison, ptr %35, 0
  %38 = insertvalue { ptr, i32 } %37, i32 %36, 1
  resume { ptr, i32 } %38
}

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSaIcED1Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z11checked_divIiET_S0_S0_(i32 noundef %0, i32 noundef %1) #2 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i32, ptr %3, align 4
  call void @_Z5raiseIiEvT_(i32 noundef %8) #12
  unreachable

9:                                                ; preds = %2
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sdiv i32 %10, %11
  ret i32 %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_Z11checked_divIdET_S0_S0_(double noundef %0, double noundef %1) #2 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fcmp oeq double %5, 0.000000e+00
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load double, ptr %3, align 8
  call void @_Z5raiseIdEvT_(double noundef %8) #12
  unreachable

9:                                                ; preds = %2
  %10 = load double, ptr %3, align 8
  %11 = load double, ptr %4, align 8
  %12 = fdiv double %10, %11
  ret double %12
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_Z11checked_divIlET_S0_S0_(i64 noundef %0, i64 noundef %1) #2 comdat {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = load i64, ptr %3, align 8
  call void @_Z5raiseIlEvT_(i64 noundef %8) #12
  unreachable

9:                                                ; preds = %2
  %10 = load i64, ptr %3, align 8
  %11 = load i64, ptr %4, align 8
  %12 = sdiv i64 %10, %11
  ret i64 %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5StackINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEELi2EED2Ev(ptr noundef nonnull align 8 dereferenceable(68) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %class.Stack.1, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [2 x %"class.std::__cxx11::basic_string"], ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %5, i64 2
  br label %7

7:                                                ; preds = %7, %1
  %8 = phi ptr [ %6, %1 ], [ %9, %7 ]
  %9 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %8, i64 -1
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED1Ev(ptr noundef nonnull align 8 dereferenceable(32) %9) #10
  %10 = icmp eq ptr %9, %5
  br i1 %10, label %11, label %7

11:                                               ; preds = %7
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5StackIiLi4EE4pushERKi(ptr noundef nonnull align 4 dereferenceable(20) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %class.Stack, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %6, align 4
  %8 = icmp eq i32 %7, 4
  br i1 %8, label %9, label %13

9:                                                ; preds = %2
  %10 = call ptr @__cxa_allocate_exception(i64 16) #10
  %11 = getelementptr inbounds %struct.Error, ptr %10, i32 0, i32 0
  store i32 4, ptr %11, align 16
  %12 = getelementptr inbounds %struct.Error, ptr %10, i32 0, i32 1
  store ptr @.str.11, ptr %12, align 8
  call void @__cxa_throw(ptr %10, ptr @_ZTI5ErrorIiE, ptr null) #12
  unreachable

13:                                               ; preds = %2
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %class.Stack, ptr %5, i32 0, i32 0
  %17 = getelementptr inbounds %class.Stack, ptr %5, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds [4 x i32], ptr %16, i64 0, i64 %20
  store i32 %15, ptr %21, align 4
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEaSERKS4_(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(32)) #4

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv(ptr noundef nonnull align 8 dereferenceable(32)) #4

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderC1EPcRKS3_(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #4

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) #8

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZNSt11char_traitsIcE6lengthEPKc(ptr noundef %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @strlen(ptr noundef %3) #10
  ret i64 %4
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tag(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef %2, i8 %3) #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca ptr, align 8
  %6 = alloca %"struct.std::forward_iterator_tag", align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct._Guard, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = getelementptr inbounds %"struct.std::forward_iterator_tag", ptr %6, i32 0, i32 0
  store i8 %3, ptr %14, align 1
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = load ptr, ptr %9, align 8
  %18 = call noundef i64 @_ZSt8distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_(ptr noundef %16, ptr noundef %17)
  store i64 %18, ptr %10, align 8
  %19 = load i64, ptr %10, align 8
  %20 = icmp ugt i64 %19, 15
  br i1 %20, label %21, label %24

21:                                               ; preds = %4
  %22 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef nonnull align 8 dereferenceable(8) %10, i64 noundef 0)
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc(ptr noundef nonnull align 8 dereferenceable(32) %15, ptr noundef %22)
  %23 = load i64, ptr %10, align 8
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm(ptr noundef nonnull align 8 dereferenceable(32) %15, i64 noundef %23)
  br label %31

24:                                               ; preds = %4
  store ptr %15, ptr %5, align 8
  %25 = load ptr, ptr %5, align 8
  %26 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_local_dataEv(ptr noundef nonnull align 8 dereferenceable(32) %25)
          to label %30 unwind label %27

27:                                               ; preds = %24
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  call void @__clang_call_terminate(ptr %29) #11
  unreachable

30:                                               ; preds = %24
  br label %31

31:                                               ; preds = %30, %21
  call void @_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardC2EPS4_(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef %15)
  %32 = invoke noundef ptr @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv(ptr noundef nonnull align 8 dereferenceable(32) %15)
          to label %33 unwind label %39

33:                                               ; preds = %31
  %34 = load ptr, ptr %8, align 8
  %35 = load ptr, ptr %9, align 8
  call void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_(ptr noundef %32, ptr noundef %34, ptr noundef %35) #10
  %36 = getelementptr inbounds %struct._Guard, ptr %11, i32 0, i32 0
  store ptr null, ptr %36, align 8
  %37 = load i64, ptr %10, align 8
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm(ptr noundef nonnull align 8 dereferenceable(32) %15, i64 noundef %37)
          to label %38 unwind label %39

38:                                               ; preds = %33
  call void @_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %11) #10
  ret void

39:                                               ; preds = %33, %31
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %12, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %13, align 4
  call void @_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %11) #10
  br label %43

43:                                               ; preds = %39
  %44 = load ptr, ptr %12, align 8
  %45 = load i32, ptr %13, align 4
  %46 = insertvalue { ptr, i32 } poison, ptr %44, 0
  %47 = insertvalue { ptr, i32 } %46, i32 %45, 1
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZNSaIcED2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3) #10
  ret void
}

; Function Attrs: nounwind
declare i64 @strlen(ptr noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt8distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_(ptr noundef %0, ptr noundef %1) #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"struct.std::random_access_iterator_tag", align 1
  %6 = alloca %"struct.std::random_access_iterator_tag", align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @_ZSt19__iterator_categoryIPKcENSt15iterator_traitsIT_E17iterator_categoryERKS3_(ptr noundef nonnull align 8 dereferenceable(8) %3)
  %9 = getelementptr inbounds %"struct.std::random_access_iterator_tag", ptr %5, i32 0, i32 0
  %10 = load i8, ptr %9, align 1
  %11 = call noundef i64 @_ZSt10__distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_St26random_access_iterator_tag(ptr noundef %7, ptr noundef %8, i8 %10)
  ret i64 %11
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEPc(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef) #4

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) #4

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE11_M_capacityEm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardC2EPS4_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct._Guard, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_S_copy_charsEPcPKcS7_(ptr noundef, ptr noundef, ptr noundef) #6

declare noundef ptr @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE7_M_dataEv(ptr noundef nonnull align 8 dereferenceable(32)) #4

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE13_M_set_lengthEm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef) #4

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructIPKcEEvT_S8_St20forward_iterator_tagEN6_GuardD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct._Guard, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = getelementptr inbounds %struct._Guard, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %10 unwind label %12

10:                                               ; preds = %7
  br label %11

11:                                               ; preds = %10, %1
  ret void

12:                                               ; preds = %7
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i64 @_ZSt10__distanceIPKcENSt15iterator_traitsIT_E15difference_typeES3_S3_St26random_access_iterator_tag(ptr noundef %0, ptr noundef %1, i8 %2) #1 comdat {
  %4 = alloca %"struct.std::random_access_iterator_tag", align 1
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = getelementptr inbounds %"struct.std::random_access_iterator_tag", ptr %4, i32 0, i32 0
  store i8 %2, ptr %7, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  %8 = load ptr, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = ptrtoint ptr %8 to i64
  %11 = ptrtoint ptr %9 to i64
  %12 = sub i64 %10, %11
  ret i64 %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZSt19__iterator_categoryIPKcENSt15iterator_traitsIT_E17iterator_categoryERKS3_(ptr noundef nonnull align 8 dereferenceable(8) %0) #1 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(32)) #4

; Function Attrs: nounwind
declare void @_ZNSaIcED2Ev(ptr noundef nonnull align 1 dereferenceable(1)) unnamed_addr #6

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define linkonce_odr dso_local void @_Z5raiseIiEvT_(i32 noundef %0) #9 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 16) #10
  %4 = getelementptr inbounds %struct.Error, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 16
  %6 = getelementptr inbounds %struct.Error, ptr %3, i32 0, i32 1
  store ptr @.str.15, ptr %6, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTI5ErrorIiE, ptr null) #12
  unreachable
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define linkonce_odr dso_local void @_Z5raiseIdEvT_(double noundef %0) #9 comdat {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = call ptr @__cxa_allocate_exception(i64 16) #10
  %4 = getelementptr inbounds %struct.Error.2, ptr %3, i32 0, i32 0
  %5 = load double, ptr %2, align 8
  store double %5, ptr %4, align 16
  %6 = getelementptr inbounds %struct.Error.2, ptr %3, i32 0, i32 1
  store ptr @.str.15, ptr %6, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTI5ErrorIdE, ptr null) #12
  unreachable
}

; Function Attrs: mustprogress noinline noreturn optnone uwtable
define linkonce_odr dso_local void @_Z5raiseIlEvT_(i64 noundef %0) #9 comdat {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = call ptr @__cxa_allocate_exception(i64 16) #10
  %4 = getelementptr inbounds %struct.Error.3, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %2, align 8
  store i64 %5, ptr %4, align 16
  %6 = getelementptr inbounds %struct.Error.3, ptr %3, i32 0, i32 1
  store ptr @.str.15, ptr %6, align 8
  call void @__cxa_throw(ptr %3, ptr @_ZTI5ErrorIlE, ptr null) #12
  unreachable
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress noinline noreturn optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }

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
!9 = distinct !{!9, !7}
