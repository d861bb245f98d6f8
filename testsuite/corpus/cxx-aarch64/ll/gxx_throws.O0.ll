; ModuleID = 'gxx_throws.cpp'
source_filename = "gxx_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Scope = type { ptr }
%struct.Payload = type <{ ptr, i32, [4 x i8] }>

$_ZN5ScopeD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN10BigPayloadCI27PayloadEi = comdat any

$_ZN10BigPayloadD2Ev = comdat any

$_ZN7PayloadC2Ei = comdat any

$_ZN10BigPayloadD0Ev = comdat any

$_ZNK10BigPayload5valueEv = comdat any

$_ZN7PayloadD2Ev = comdat any

$_ZN7PayloadD0Ev = comdat any

$_ZNK7Payload5valueEv = comdat any

$_ZTS7Payload = comdat any

$_ZTI7Payload = comdat any

$_ZTS10BigPayload = comdat any

$_ZTI10BigPayload = comdat any

$_ZTV10BigPayload = comdat any

$_ZTV7Payload = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS7Payload = linkonce_odr dso_local constant [9 x i8] c"7Payload\00", comdat, align 1
@_ZTI7Payload = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Payload }, comdat, align 8
@_ZTISt9exception = external constant ptr
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [10 x i8] c"main loop\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"kind %d: no exception\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"kind %d: int %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"kind %d: std::exception %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"kind %d: Payload value %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS10BigPayload = linkonce_odr dso_local constant [13 x i8] c"10BigPayload\00", comdat, align 1
@_ZTI10BigPayload = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10BigPayload, ptr @_ZTI7Payload }, comdat, align 8
@.str.5 = private unnamed_addr constant [16 x i8] c"cleanup %d: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"cleanup %d: BigPayload %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"rethrow %d: %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [24 x i8] c"rethrow %d: Payload %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"  ~Scope %s\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"rllc callback\00", align 1
@_ZTV10BigPayload = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10BigPayload, ptr @_ZN10BigPayloadD2Ev, ptr @_ZN10BigPayloadD0Ev, ptr @_ZNK10BigPayload5valueEv] }, comdat, align 8
@_ZTV7Payload = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7Payload, ptr @_ZN7PayloadD2Ev, ptr @_ZN7PayloadD0Ev, ptr @_ZNK7Payload5valueEv] }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Scope, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %43, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %13, 5
  br i1 %14, label %15, label %85

15:                                               ; preds = %12
  %16 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  store ptr @.str, ptr %16, align 8
  %17 = load i32, ptr %2, align 4
  invoke void @_Z9gxx_throwi(i32 noundef %17)
          to label %18 unwind label %22

18:                                               ; preds = %15
  %19 = load i32, ptr %2, align 4
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %19)
          to label %21 unwind label %22

21:                                               ; preds = %18
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %42

22:                                               ; preds = %18, %15
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI7Payload
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %4, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %5, align 4
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Payload) #7
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %46

30:                                               ; preds = %26
  %31 = load ptr, ptr %4, align 8
  %32 = call ptr @__cxa_begin_catch(ptr %31) #7
  store ptr %32, ptr %8, align 8
  %33 = load i32, ptr %2, align 4
  %34 = load ptr, ptr %8, align 8
  %35 = load ptr, ptr %34, align 8
  %36 = getelementptr inbounds ptr, ptr %35, i64 2
  %37 = load ptr, ptr %36, align 8
  %38 = invoke noundef i32 %37(ptr noundef nonnull align 8 dereferenceable(12) %34)
          to label %39 unwind label %80

39:                                               ; preds = %30
  %40 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %33, i32 noundef %38)
          to label %41 unwind label %80

41:                                               ; preds = %39
  call void @__cxa_end_catch()
  br label %42

42:                                               ; preds = %41, %59, %70, %21
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %2, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %2, align 4
  br label %12, !llvm.loop !6

46:                                               ; preds = %26
  %47 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #7
  %48 = icmp eq i32 %27, %47
  br i1 %48, label %49, label %60

49:                                               ; preds = %46
  %50 = load ptr, ptr %4, align 8
  %51 = call ptr @__cxa_begin_catch(ptr %50) #7
  store ptr %51, ptr %7, align 8
  %52 = load i32, ptr %2, align 4
  %53 = load ptr, ptr %7, align 8
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds ptr, ptr %54, i64 2
  %56 = load ptr, ptr %55, align 8
  %57 = call noundef ptr %56(ptr noundef nonnull align 8 dereferenceable(8) %53) #7
  %58 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %52, ptr noundef %57)
          to label %59 unwind label %75

59:                                               ; preds = %49
  call void @__cxa_end_catch()
  br label %42

60:                                               ; preds = %46
  %61 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %62 = icmp eq i32 %27, %61
  br i1 %62, label %63, label %158

63:                                               ; preds = %60
  %64 = load ptr, ptr %4, align 8
  %65 = call ptr @__cxa_begin_catch(ptr %64) #7
  %66 = load i32, ptr %65, align 4
  store i32 %66, ptr %6, align 4
  %67 = load i32, ptr %2, align 4
  %68 = load i32, ptr %6, align 4
  %69 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %67, i32 noundef %68)
          to label %70 unwind label %71

70:                                               ; preds = %63
  call void @__cxa_end_catch() #7
  br label %42

71:                                               ; preds = %63
  %72 = landingpad { ptr, i32 }
          cleanup
  %73 = extractvalue { ptr, i32 } %72, 0
  store ptr %73, ptr %4, align 8
  %74 = extractvalue { ptr, i32 } %72, 1
  store i32 %74, ptr %5, align 4
  call void @__cxa_end_catch() #7
  br label %158

75:                                               ; preds = %49
  %76 = landingpad { ptr, i32 }
          cleanup
  %77 = extractvalue { ptr, i32 } %76, 0
  store ptr %77, ptr %4, align 8
  %78 = extractvalue { ptr, i32 } %76, 1
  store i32 %78, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %79 unwind label %163

79:                                               ; preds = %75
  br label %158

80:                                               ; preds = %39, %30
  %81 = landingpad { ptr, i32 }
          cleanup
  %82 = extractvalue { ptr, i32 } %81, 0
  store ptr %82, ptr %4, align 8
  %83 = extractvalue { ptr, i32 } %81, 1
  store i32 %83, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %84 unwind label %163

84:                                               ; preds = %80
  br label %158

85:                                               ; preds = %12
  store i32 2, ptr %9, align 4
  br label %86

86:                                               ; preds = %149, %85
  %87 = load i32, ptr %9, align 4
  %88 = icmp sle i32 %87, 3
  br i1 %88, label %89, label %157

89:                                               ; preds = %86
  %90 = load i32, ptr %9, align 4
  %91 = load i32, ptr %9, align 4
  %92 = invoke noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef @_ZL13rllc_callbacki, i32 noundef %91)
          to label %93 unwind label %96

93:                                               ; preds = %89
  %94 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %90, i32 noundef %92)
          to label %95 unwind label %96

95:                                               ; preds = %93
  br label %116

96:                                               ; preds = %93, %89
  %97 = landingpad { ptr, i32 }
          catch ptr @_ZTI10BigPayload
  %98 = extractvalue { ptr, i32 } %97, 0
  store ptr %98, ptr %4, align 8
  %99 = extractvalue { ptr, i32 } %97, 1
  store i32 %99, ptr %5, align 4
  br label %100

100:                                              ; preds = %96
  %101 = load i32, ptr %5, align 4
  %102 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI10BigPayload) #7
  %103 = icmp eq i32 %101, %102
  br i1 %103, label %104, label %158

104:                                              ; preds = %100
  %105 = load ptr, ptr %4, align 8
  %106 = call ptr @__cxa_begin_catch(ptr %105) #7
  store ptr %106, ptr %10, align 8
  %107 = load i32, ptr %9, align 4
  %108 = load ptr, ptr %10, align 8
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds ptr, ptr %109, i64 2
  %111 = load ptr, ptr %110, align 8
  %112 = invoke noundef i32 %111(ptr noundef nonnull align 8 dereferenceable(12) %108)
          to label %113 unwind label %123

113:                                              ; preds = %104
  %114 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %107, i32 noundef %112)
          to label %115 unwind label %123

115:                                              ; preds = %113
  call void @__cxa_end_catch()
  br label %116

116:                                              ; preds = %115, %95
  %117 = load i32, ptr %9, align 4
  %118 = load i32, ptr %9, align 4
  %119 = invoke noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef @_ZL13rllc_callbacki, i32 noundef %118)
          to label %120 unwind label %128

120:                                              ; preds = %116
  %121 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %117, i32 noundef %119)
          to label %122 unwind label %128

122:                                              ; preds = %120
  br label %148

123:                                              ; preds = %113, %104
  %124 = landingpad { ptr, i32 }
          cleanup
  %125 = extractvalue { ptr, i32 } %124, 0
  store ptr %125, ptr %4, align 8
  %126 = extractvalue { ptr, i32 } %124, 1
  store i32 %126, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %127 unwind label %163

127:                                              ; preds = %123
  br label %158

128:                                              ; preds = %120, %116
  %129 = landingpad { ptr, i32 }
          catch ptr @_ZTI7Payload
  %130 = extractvalue { ptr, i32 } %129, 0
  store ptr %130, ptr %4, align 8
  %131 = extractvalue { ptr, i32 } %129, 1
  store i32 %131, ptr %5, align 4
  br label %132

132:                                              ; preds = %128
  %133 = load i32, ptr %5, align 4
  %134 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Payload) #7
  %135 = icmp eq i32 %133, %134
  br i1 %135, label %136, label %158

136:                                              ; preds = %132
  %137 = load ptr, ptr %4, align 8
  %138 = call ptr @__cxa_begin_catch(ptr %137) #7
  store ptr %138, ptr %11, align 8
  %139 = load i32, ptr %9, align 4
  %140 = load ptr, ptr %11, align 8
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds ptr, ptr %141, i64 2
  %143 = load ptr, ptr %142, align 8
  %144 = invoke noundef i32 %143(ptr noundef nonnull align 8 dereferenceable(12) %140)
          to label %145 unwind label %152

145:                                              ; preds = %136
  %146 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %139, i32 noundef %144)
          to label %147 unwind label %152

147:                                              ; preds = %145
  call void @__cxa_end_catch()
  br label %148

148:                                              ; preds = %147, %122
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %9, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %9, align 4
  br label %86, !llvm.loop !8

152:                                              ; preds = %145, %136
  %153 = landingpad { ptr, i32 }
          cleanup
  %154 = extractvalue { ptr, i32 } %153, 0
  store ptr %154, ptr %4, align 8
  %155 = extractvalue { ptr, i32 } %153, 1
  store i32 %155, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %156 unwind label %163

156:                                              ; preds = %152
  br label %158

157:                                              ; preds = %86
  ret i32 0

158:                                              ; preds = %156, %132, %127, %100, %84, %79, %71, %60
  %159 = load ptr, ptr %4, align 8
  %160 = load i32, ptr %5, align 4
  %161 = insertvalue { ptr, i32 } poison, ptr %159, 0
  %162 = insertvalue { ptr, i32 } %161, i32 %160, 1
  resume { ptr, i32 } %162

163:                                              ; preds = %152, %123, %80, %75
  %164 = landingpad { ptr, i32 }
          catch ptr null
  %165 = extractvalue { ptr, i32 } %164, 0
  call void @__clang_call_terminate(ptr %165) #8
  unreachable
}

declare void @_Z9gxx_throwi(i32 noundef) #1

declare i32 @__gxx_personality_v0(...)

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #8
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

declare noundef i32 @_Z21gxx_call_with_cleanupPFiiEi(ptr noundef, i32 noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL13rllc_callbacki(i32 noundef %0) #5 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Scope, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Scope, ptr %3, i32 0, i32 0
  store ptr @.str.10, ptr %6, align 8
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 2
  br i1 %8, label %9, label %21

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 16) #7
  %11 = load i32, ptr %2, align 4
  invoke void @_ZN10BigPayloadCI27PayloadEi(ptr noundef nonnull align 8 dereferenceable(12) %10, i32 noundef %11)
          to label %12 unwind label %13

12:                                               ; preds = %9
  invoke void @__cxa_throw(ptr %10, ptr @_ZTI10BigPayload, ptr @_ZN10BigPayloadD2Ev) #9
          to label %30 unwind label %17

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = extractvalue { ptr, i32 } %14, 0
  store ptr %15, ptr %4, align 8
  %16 = extractvalue { ptr, i32 } %14, 1
  store i32 %16, ptr %5, align 4
  call void @__cxa_free_exception(ptr %10) #7
  br label %24

17:                                               ; preds = %12
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = extractvalue { ptr, i32 } %18, 0
  store ptr %19, ptr %4, align 8
  %20 = extractvalue { ptr, i32 } %18, 1
  store i32 %20, ptr %5, align 4
  br label %24

21:                                               ; preds = %1
  %22 = load i32, ptr %2, align 4
  %23 = mul nsw i32 %22, 2
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  ret i32 %23

24:                                               ; preds = %17, %13
  call void @_ZN5ScopeD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #7
  br label %25

25:                                               ; preds = %24
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %5, align 4
  %28 = insertvalue { ptr, i32 } poison, ptr %26, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

30:                                               ; preds = %12
  unreachable
}

declare noundef i32 @_Z21gxx_catch_and_rethrowPFiiEi(ptr noundef, i32 noundef) #1

declare ptr @__cxa_allocate_exception(i64)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10BigPayloadCI27PayloadEi(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #5 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  call void @_ZN7PayloadC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %5, i32 noundef %6)
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV10BigPayload, i32 0, i32 0, i32 2), ptr %5, align 8
  ret void
}

declare void @__cxa_free_exception(ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10BigPayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7PayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadC2Ei(ptr noundef nonnull align 8 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  store ptr getelementptr inbounds inrange(-16, 24) ({ [5 x ptr] }, ptr @_ZTV7Payload, i32 0, i32 0, i32 2), ptr %5, align 8
  %6 = getelementptr inbounds %struct.Payload, ptr %5, i32 0, i32 1
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10BigPayloadD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN10BigPayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK10BigPayload5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Payload, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = mul nsw i32 %5, 1000
  ret i32 %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7PayloadD0Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  call void @_ZN7PayloadD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %3) #7
  call void @_ZdlPvm(ptr noundef %3, i64 noundef 16) #10
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK7Payload5valueEv(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Payload, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }
attributes #10 = { builtin nounwind }

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
