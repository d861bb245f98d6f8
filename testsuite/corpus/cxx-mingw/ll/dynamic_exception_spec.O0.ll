; ModuleID = 'dynamic_exception_spec.cpp'
source_filename = "dynamic_exception_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Res = type { ptr }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN3ResD2Ev = comdat any

$_ZTSSt13bad_exception = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt13bad_exception = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [17 x i8] c"allowed: int %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"replaced: int %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt13bad_exception = linkonce_odr dso_local constant [18 x i8] c"St13bad_exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt13bad_exception = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13bad_exception, ptr @_ZTISt9exception }, comdat, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"not allowed\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"bad_exception: %s\0A\00", align 1
@_ZTIl = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"nested: long %ld\0A\00", align 1
@_ZTId = external constant ptr
@_ZTIPKc = external constant ptr
@.str.5 = private unnamed_addr constant [43 x i8] c"  unexpected handler: \22%s\22, rethrowing it\0A\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"  unexpected handler: double %.1f, throwing int\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"allowed\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"  ~Res %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"replaced\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"becomes_bad_exception\00", align 1
@.str.11 = private unnamed_addr constant [39 x i8] c"  nested caught int %d, throwing long\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %8 = call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef @_ZL13on_unexpectedv) #8
  invoke void @_ZL7allowedi(i32 noundef 0)
          to label %9 unwind label %11

9:                                                ; preds = %0
  invoke void @_ZL7allowedi(i32 noundef 5)
          to label %10 unwind label %11

10:                                               ; preds = %9
  br label %26

11:                                               ; preds = %9, %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %98

19:                                               ; preds = %15
  %20 = load ptr, ptr %2, align 8
  %21 = call ptr @__cxa_begin_catch(ptr %20) #8
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr %4, align 4
  %23 = load i32, ptr %4, align 4
  %24 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %23)
          to label %25 unwind label %28

25:                                               ; preds = %19
  call void @__cxa_end_catch() #8
  br label %26

26:                                               ; preds = %25, %10
  invoke void @_ZL8replacedd(double noundef 7.900000e+00)
          to label %27 unwind label %32

27:                                               ; preds = %26
  br label %47

28:                                               ; preds = %19
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %2, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %98

32:                                               ; preds = %26
  %33 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %3, align 4
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %98

40:                                               ; preds = %36
  %41 = load ptr, ptr %2, align 8
  %42 = call ptr @__cxa_begin_catch(ptr %41) #8
  %43 = load i32, ptr %42, align 4
  store i32 %43, ptr %5, align 4
  %44 = load i32, ptr %5, align 4
  %45 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %44)
          to label %46 unwind label %49

46:                                               ; preds = %40
  call void @__cxa_end_catch() #8
  br label %47

47:                                               ; preds = %46, %27
  invoke void @_ZL21becomes_bad_exceptionPKc(ptr noundef @.str.2)
          to label %48 unwind label %53

48:                                               ; preds = %47
  br label %71

49:                                               ; preds = %40
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = extractvalue { ptr, i32 } %50, 0
  store ptr %51, ptr %2, align 8
  %52 = extractvalue { ptr, i32 } %50, 1
  store i32 %52, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %98

53:                                               ; preds = %47
  %54 = landingpad { ptr, i32 }
          catch ptr @_ZTISt13bad_exception
  %55 = extractvalue { ptr, i32 } %54, 0
  store ptr %55, ptr %2, align 8
  %56 = extractvalue { ptr, i32 } %54, 1
  store i32 %56, ptr %3, align 4
  br label %57

57:                                               ; preds = %53
  %58 = load i32, ptr %3, align 4
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt13bad_exception) #8
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %98

61:                                               ; preds = %57
  %62 = load ptr, ptr %2, align 8
  %63 = call ptr @__cxa_begin_catch(ptr %62) #8
  store ptr %63, ptr %6, align 8
  %64 = load ptr, ptr %6, align 8
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds ptr, ptr %65, i64 2
  %67 = load ptr, ptr %66, align 8
  %68 = call noundef ptr %67(ptr noundef nonnull align 8 dereferenceable(8) %64) #8
  %69 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, ptr noundef %68)
          to label %70 unwind label %73

70:                                               ; preds = %61
  call void @__cxa_end_catch()
  br label %71

71:                                               ; preds = %70, %48
  invoke void @_ZL6nestedi(i32 noundef 21)
          to label %72 unwind label %78

72:                                               ; preds = %71
  br label %93

73:                                               ; preds = %61
  %74 = landingpad { ptr, i32 }
          cleanup
  %75 = extractvalue { ptr, i32 } %74, 0
  store ptr %75, ptr %2, align 8
  %76 = extractvalue { ptr, i32 } %74, 1
  store i32 %76, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %77 unwind label %103

77:                                               ; preds = %73
  br label %98

78:                                               ; preds = %71
  %79 = landingpad { ptr, i32 }
          catch ptr @_ZTIl
  %80 = extractvalue { ptr, i32 } %79, 0
  store ptr %80, ptr %2, align 8
  %81 = extractvalue { ptr, i32 } %79, 1
  store i32 %81, ptr %3, align 4
  br label %82

82:                                               ; preds = %78
  %83 = load i32, ptr %3, align 4
  %84 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #8
  %85 = icmp eq i32 %83, %84
  br i1 %85, label %86, label %98

86:                                               ; preds = %82
  %87 = load ptr, ptr %2, align 8
  %88 = call ptr @__cxa_begin_catch(ptr %87) #8
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %7, align 4
  %90 = load i32, ptr %7, align 4
  %91 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %90)
          to label %92 unwind label %94

92:                                               ; preds = %86
  call void @__cxa_end_catch() #8
  br label %93

93:                                               ; preds = %92, %72
  ret i32 0

94:                                               ; preds = %86
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %2, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %3, align 4
  call void @__cxa_end_catch() #8
  br label %98

98:                                               ; preds = %94, %82, %77, %57, %49, %36, %28, %15
  %99 = load ptr, ptr %2, align 8
  %100 = load i32, ptr %3, align 4
  %101 = insertvalue { ptr, i32 } poison, ptr %99, 0
  %102 = insertvalue { ptr, i32 } %101, i32 %100, 1
  resume { ptr, i32 } %102

103:                                              ; preds = %73
  %104 = landingpad { ptr, i32 }
          catch ptr null
  %105 = extractvalue { ptr, i32 } %104, 0
  call void @__clang_call_terminate(ptr %105) #9
  unreachable
}

; Function Attrs: nounwind
declare dso_local noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL13on_unexpectedv() #2 personality ptr @__gxx_personality_seh0 {
  %1 = alloca ptr, align 8
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  invoke void @__cxa_rethrow() #10
          to label %46 unwind label %5

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
  %7 = extractvalue { ptr, i32 } %6, 0
  store ptr %7, ptr %1, align 8
  %8 = extractvalue { ptr, i32 } %6, 1
  store i32 %8, ptr %2, align 4
  br label %9

9:                                                ; preds = %5
  %10 = load i32, ptr %2, align 4
  %11 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #8
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %23

13:                                               ; preds = %9
  %14 = load ptr, ptr %1, align 8
  %15 = call ptr @__cxa_begin_catch(ptr %14) #8
  %16 = load double, ptr %15, align 8
  store double %16, ptr %4, align 8
  %17 = load double, ptr %4, align 8
  %18 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, double noundef %17)
          to label %19 unwind label %36

19:                                               ; preds = %13
  %20 = call ptr @__cxa_allocate_exception(i64 4) #8
  %21 = load double, ptr %4, align 8
  %22 = fptosi double %21 to i32
  store i32 %22, ptr %20, align 16
  invoke void @__cxa_throw(ptr %20, ptr @_ZTIi, ptr null) #10
          to label %46 unwind label %36

23:                                               ; preds = %9
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #8
  %25 = icmp eq i32 %10, %24
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load ptr, ptr %1, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #8
  store ptr %28, ptr %3, align 8
  %29 = load ptr, ptr %3, align 8
  %30 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, ptr noundef %29)
          to label %31 unwind label %32

31:                                               ; preds = %26
  invoke void @__cxa_rethrow() #10
          to label %46 unwind label %32

32:                                               ; preds = %31, %26
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %1, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %2, align 4
  call void @__cxa_end_catch() #8
  br label %41

36:                                               ; preds = %19, %13
  %37 = landingpad { ptr, i32 }
          cleanup
  %38 = extractvalue { ptr, i32 } %37, 0
  store ptr %38, ptr %1, align 8
  %39 = extractvalue { ptr, i32 } %37, 1
  store i32 %39, ptr %2, align 4
  call void @__cxa_end_catch() #8
  br label %41

40:                                               ; No predecessors!
  ret void

41:                                               ; preds = %36, %32, %23
  %42 = load ptr, ptr %1, align 8
  %43 = load i32, ptr %2, align 4
  %44 = insertvalue { ptr, i32 } poison, ptr %42, 0
  %45 = insertvalue { ptr, i32 } %44, i32 %43, 1
  resume { ptr, i32 } %45

46:                                               ; preds = %19, %31, %0
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7allowedi(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Res, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = getelementptr inbounds %struct.Res, ptr %3, i32 0, i32 0
  store ptr @.str.7, ptr %6, align 8
  %7 = load i32, ptr %2, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %21

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #8
  %11 = load i32, ptr %2, align 4
  store i32 %11, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #10
          to label %27 unwind label %12

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTIl]
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  call void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %16

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %16
  %20 = load ptr, ptr %4, align 8
  call void @__cxa_call_unexpected(ptr %20) #10
  unreachable

21:                                               ; preds = %1
  call void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  ret void

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %5, align 4
  %25 = insertvalue { ptr, i32 } poison, ptr %23, 0
  %26 = insertvalue { ptr, i32 } %25, i32 %24, 1
  resume { ptr, i32 } %26

27:                                               ; preds = %9
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #2 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL8replacedd(double noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca double, align 8
  %3 = alloca %struct.Res, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Res, ptr %3, i32 0, i32 0
  store ptr @.str.9, ptr %6, align 8
  %7 = call ptr @__cxa_allocate_exception(i64 8) #8
  %8 = load double, ptr %2, align 8
  store double %8, ptr %7, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTId, ptr null) #10
          to label %23 unwind label %9

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %4, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %5, align 4
  call void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8
  call void @__cxa_call_unexpected(ptr %17) #10
  unreachable

18:                                               ; preds = %13
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %5, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

23:                                               ; preds = %1
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL21becomes_bad_exceptionPKc(ptr noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Res, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %6 = getelementptr inbounds %struct.Res, ptr %3, i32 0, i32 0
  store ptr @.str.10, ptr %6, align 8
  %7 = call ptr @__cxa_allocate_exception(i64 8) #8
  %8 = load ptr, ptr %2, align 8
  store ptr %8, ptr %7, align 16
  invoke void @__cxa_throw(ptr %7, ptr @_ZTIPKc, ptr null) #10
          to label %23 unwind label %9

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTISt13bad_exception]
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %4, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %5, align 4
  call void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #8
  br label %13

13:                                               ; preds = %9
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load ptr, ptr %4, align 8
  call void @__cxa_call_unexpected(ptr %17) #10
  unreachable

18:                                               ; preds = %13
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %5, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

23:                                               ; preds = %1
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #8
  call void @_ZSt9terminatev() #9
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6nestedi(i32 noundef %0) #2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL7allowedi(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %35

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIl]
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %30

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = call ptr @__cxa_begin_catch(ptr %17) #8
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %5, align 4
  %20 = load i32, ptr %5, align 4
  %21 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef %20)
          to label %22 unwind label %26

22:                                               ; preds = %16
  %23 = call ptr @__cxa_allocate_exception(i64 4) #8
  %24 = load i32, ptr %5, align 4
  %25 = mul nsw i32 %24, 2
  store i32 %25, ptr %23, align 16
  invoke void @__cxa_throw(ptr %23, ptr @_ZTIl, ptr null) #10
          to label %41 unwind label %26

26:                                               ; preds = %22, %16
  %27 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIl]
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  call void @__cxa_end_catch() #8
  br label %30

30:                                               ; preds = %26, %12
  %31 = load i32, ptr %4, align 4
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 8
  call void @__cxa_call_unexpected(ptr %34) #10
  unreachable

35:                                               ; preds = %7
  ret void

36:                                               ; preds = %30
  %37 = load ptr, ptr %3, align 8
  %38 = load i32, ptr %4, align 4
  %39 = insertvalue { ptr, i32 } poison, ptr %37, 0
  %40 = insertvalue { ptr, i32 } %39, i32 %38, 1
  resume { ptr, i32 } %40

41:                                               ; preds = %22
  unreachable
}

declare dso_local void @__cxa_rethrow()

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Res, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

declare dso_local void @__cxa_call_unexpected(ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
