; ModuleID = 'catch_conversions.cpp'
source_filename = "catch_conversions.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Member = type { i32, i32 }
%struct.Base = type <{ ptr, i32, [4 x i8] }>

$_ZN7DerivedD2Ev = comdat any

$_Z6printfPKcz = comdat any

$_ZN7DerivedD0Ev = comdat any

$_ZN4BaseD2Ev = comdat any

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

@_ZTV7Derived = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI7Derived, ptr @_ZN7DerivedD2Ev, ptr @_ZN7DerivedD0Ev] }, comdat, align 8
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
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_catch_conversions.cpp, ptr null }]

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 {
  %1 = call i32 @atexit(ptr @__dtor__ZL11the_derived) #2
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #2
  ret void
}

; Function Attrs: noinline uwtable
define internal void @__dtor__ZL11the_derived() #0 {
  call void @_ZN7DerivedD2Ev(ptr @_ZL11the_derived)
  ret void
}

; Function Attrs: nounwind
declare dso_local i32 @atexit(ptr) #2

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #3 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca %struct.Member, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %38, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp sle i32 %14, 7
  br i1 %15, label %16, label %139

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  invoke void @_ZL5raisei(i32 noundef %17)
          to label %18 unwind label %19

18:                                               ; preds = %16
  br label %37

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          catch ptr @_ZTIP4Base
          catch ptr @_ZTIPK4Base
          catch ptr @_ZTIPKPKi
          catch ptr @_ZTIPKi
          catch ptr @_ZTIPKc
          catch ptr @_ZTIPFivE
          catch ptr @_ZTIM6Memberi
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %3, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %4, align 4
  br label %23

23:                                               ; preds = %19
  %24 = load i32, ptr %4, align 4
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIP4Base) #2
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %41

27:                                               ; preds = %23
  %28 = load ptr, ptr %3, align 8
  %29 = call ptr @__cxa_begin_catch(ptr %28) #2
  store ptr %29, ptr %12, align 8
  %30 = load i32, ptr %2, align 4
  %31 = load ptr, ptr %12, align 8
  %32 = icmp ne ptr %31, null
  %33 = zext i1 %32 to i64
  %34 = select i1 %32, ptr @.str.7, ptr @.str.8
  %35 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %30, ptr noundef %34)
          to label %36 unwind label %135

36:                                               ; preds = %27
  call void @__cxa_end_catch() #2
  br label %37

37:                                               ; preds = %36, %52, %64, %75, %85, %97, %110, %18
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %2, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %2, align 4
  br label %13, !llvm.loop !5

41:                                               ; preds = %23
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPK4Base) #2
  %43 = icmp eq i32 %24, %42
  br i1 %43, label %44, label %53

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8
  %46 = call ptr @__cxa_begin_catch(ptr %45) #2
  store ptr %46, ptr %11, align 8
  %47 = load i32, ptr %2, align 4
  %48 = load ptr, ptr %11, align 8
  %49 = getelementptr inbounds %struct.Base, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 8
  %51 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %47, i32 noundef %50)
          to label %52 unwind label %131

52:                                               ; preds = %44
  call void @__cxa_end_catch() #2
  br label %37

53:                                               ; preds = %41
  %54 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKPKi) #2
  %55 = icmp eq i32 %24, %54
  br i1 %55, label %56, label %65

56:                                               ; preds = %53
  %57 = load ptr, ptr %3, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #2
  store ptr %58, ptr %10, align 8
  %59 = load i32, ptr %2, align 4
  %60 = load ptr, ptr %10, align 8
  %61 = load ptr, ptr %60, align 8
  %62 = load i32, ptr %61, align 4
  %63 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %59, i32 noundef %62)
          to label %64 unwind label %127

64:                                               ; preds = %56
  call void @__cxa_end_catch() #2
  br label %37

65:                                               ; preds = %53
  %66 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKi) #2
  %67 = icmp eq i32 %24, %66
  br i1 %67, label %68, label %76

68:                                               ; preds = %65
  %69 = load ptr, ptr %3, align 8
  %70 = call ptr @__cxa_begin_catch(ptr %69) #2
  store ptr %70, ptr %9, align 8
  %71 = load i32, ptr %2, align 4
  %72 = load ptr, ptr %9, align 8
  %73 = load i32, ptr %72, align 4
  %74 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %71, i32 noundef %73)
          to label %75 unwind label %123

75:                                               ; preds = %68
  call void @__cxa_end_catch() #2
  br label %37

76:                                               ; preds = %65
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #2
  %78 = icmp eq i32 %24, %77
  br i1 %78, label %79, label %86

79:                                               ; preds = %76
  %80 = load ptr, ptr %3, align 8
  %81 = call ptr @__cxa_begin_catch(ptr %80) #2
  store ptr %81, ptr %8, align 8
  %82 = load i32, ptr %2, align 4
  %83 = load ptr, ptr %8, align 8
  %84 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %82, ptr noundef %83)
          to label %85 unwind label %119

85:                                               ; preds = %79
  call void @__cxa_end_catch() #2
  br label %37

86:                                               ; preds = %76
  %87 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPFivE) #2
  %88 = icmp eq i32 %24, %87
  br i1 %88, label %89, label %98

89:                                               ; preds = %86
  %90 = load ptr, ptr %3, align 8
  %91 = call ptr @__cxa_begin_catch(ptr %90) #2
  store ptr %91, ptr %7, align 8
  %92 = load i32, ptr %2, align 4
  %93 = load ptr, ptr %7, align 8
  %94 = invoke noundef i32 %93()
          to label %95 unwind label %115

95:                                               ; preds = %89
  %96 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %92, i32 noundef %94)
          to label %97 unwind label %115

97:                                               ; preds = %95
  call void @__cxa_end_catch() #2
  br label %37

98:                                               ; preds = %86
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIM6Memberi) #2
  %100 = icmp eq i32 %24, %99
  br i1 %100, label %101, label %140

101:                                              ; preds = %98
  %102 = load ptr, ptr %3, align 8
  %103 = call ptr @__cxa_begin_catch(ptr %102) #2
  %104 = load i64, ptr %103, align 8
  store i64 %104, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.m, i64 8, i1 false)
  %105 = load i32, ptr %2, align 4
  %106 = load i64, ptr %5, align 8
  %107 = getelementptr inbounds i8, ptr %6, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %105, i32 noundef %108)
          to label %110 unwind label %111

110:                                              ; preds = %101
  call void @__cxa_end_catch() #2
  br label %37

111:                                              ; preds = %101
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = extractvalue { ptr, i32 } %112, 0
  store ptr %113, ptr %3, align 8
  %114 = extractvalue { ptr, i32 } %112, 1
  store i32 %114, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

115:                                              ; preds = %95, %89
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %3, align 8
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

119:                                              ; preds = %79
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = extractvalue { ptr, i32 } %120, 0
  store ptr %121, ptr %3, align 8
  %122 = extractvalue { ptr, i32 } %120, 1
  store i32 %122, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

123:                                              ; preds = %68
  %124 = landingpad { ptr, i32 }
          cleanup
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %3, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

127:                                              ; preds = %56
  %128 = landingpad { ptr, i32 }
          cleanup
  %129 = extractvalue { ptr, i32 } %128, 0
  store ptr %129, ptr %3, align 8
  %130 = extractvalue { ptr, i32 } %128, 1
  store i32 %130, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

131:                                              ; preds = %44
  %132 = landingpad { ptr, i32 }
          cleanup
  %133 = extractvalue { ptr, i32 } %132, 0
  store ptr %133, ptr %3, align 8
  %134 = extractvalue { ptr, i32 } %132, 1
  store i32 %134, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

135:                                              ; preds = %27
  %136 = landingpad { ptr, i32 }
          cleanup
  %137 = extractvalue { ptr, i32 } %136, 0
  store ptr %137, ptr %3, align 8
  %138 = extractvalue { ptr, i32 } %136, 1
  store i32 %138, ptr %4, align 4
  call void @__cxa_end_catch() #2
  br label %140

139:                                              ; preds = %13
  ret i32 0

140:                                              ; preds = %135, %131, %127, %123, %119, %115, %111, %98
  %141 = load ptr, ptr %3, align 8
  %142 = load i32, ptr %4, align 4
  %143 = insertvalue { ptr, i32 } poison, ptr %141, 0
  %144 = insertvalue { ptr, i32 } %143, i32 %142, 1
  resume { ptr, i32 } %144
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5raisei(i32 noundef %0) #4 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %18 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr null, ptr %5, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTIDn, ptr null) #11
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @_ZL11the_derived, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIP7Derived, ptr null) #11
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @_ZL7the_int, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIPi, ptr null) #11
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @.str.9, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIPKc, ptr null) #11
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @_ZL6answerv, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIPFivE, ptr null) #11
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 8) #2
  store i64 4, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIM6Memberi, ptr null) #11
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @_ZL11the_int_ptr, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIPPi, ptr null) #11
  unreachable

18:                                               ; preds = %1
  %19 = call ptr @__cxa_allocate_exception(i64 8) #2
  store ptr @_ZL11the_derived, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIPK7Derived, ptr null) #11
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare dso_local ptr @__cxa_begin_catch(ptr)

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #4 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #2
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7DerivedD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7DerivedD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #2
  call void @_ZdlPv(ptr noundef %3) #12
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4BaseD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @_ZL6answerv() #1 {
  ret i32 42
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) #10

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_catch_conversions.cpp() #0 {
  call void @__cxx_global_var_init()
  ret void
}

attributes #0 = { noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind memory(none) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noreturn }
attributes #12 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
