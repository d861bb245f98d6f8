; ModuleID = 'constructor_throws.cpp'
source_filename = "constructor_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Widget = type { %struct.BaseA, %struct.Part, %struct.Part, %struct.Part }
%struct.BaseA = type { %struct.Part }
%struct.Part = type { ptr }
%struct.Delegating = type { %struct.Part }

$_Z6printfPKcz = comdat any

$_ZN6WidgetC2Ei = comdat any

$_ZN6WidgetD2Ev = comdat any

$_ZN6WidgetnwEy = comdat any

$_ZN6WidgetdlEPv = comdat any

$_ZN10DelegatingC2Ev = comdat any

$_ZN10DelegatingD2Ev = comdat any

$_ZN5BaseAC2Ev = comdat any

$_ZN4PartC2EPKcb = comdat any

$_ZN4PartD2Ev = comdat any

$_ZN5BaseAD2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZN10DelegatingC2Ei = comdat any

@.str = private unnamed_addr constant [24 x i8] c"fail at %d, automatic:\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.1 = private unnamed_addr constant [15 x i8] c"  constructed\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"  caught \22%s\22\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"fail at %d, new:\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"  caught \22%s\22, allocs %d frees %d\0A\00", align 1
@_ZL6allocs = internal global i32 0, align 4
@_ZL5frees = internal global i32 0, align 4
@.str.5 = private unnamed_addr constant [13 x i8] c"delegating:\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"allocs %d frees %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.10 = private unnamed_addr constant [15 x i8] c"  Widget body\0A\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"body\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"BaseA member\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"  BaseA body\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"  Part %s throws\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"  Part %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"  ~Part %s\0A\00", align 1
@.str.17 = private unnamed_addr constant [10 x i8] c"  ~BaseA\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"  ~Widget\0A\00", align 1
@.str.19 = private unnamed_addr constant [26 x i8] c"  delegating body throws\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"delegating\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"delegated\00", align 1
@.str.22 = private unnamed_addr constant [27 x i8] c"  target constructor done\0A\00", align 1
@.str.23 = private unnamed_addr constant [56 x i8] c"  ~Delegating (runs: the target constructor completed)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Widget, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Delegating, align 8
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %12

12:                                               ; preds = %41, %0
  %13 = load i32, ptr %2, align 4
  %14 = icmp sle i32 %13, 5
  br i1 %14, label %15, label %48

15:                                               ; preds = %12
  %16 = load i32, ptr %2, align 4
  %17 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %16)
  %18 = load i32, ptr %2, align 4
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %3, i32 noundef %18)
          to label %19 unwind label %22

19:                                               ; preds = %15
  %20 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %21 unwind label %26

21:                                               ; preds = %19
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  br label %40

22:                                               ; preds = %15
  %23 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %4, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %5, align 4
  br label %30

26:                                               ; preds = %19
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %4, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %5, align 4
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %3) #9
  br label %30

30:                                               ; preds = %26, %22
  %31 = load i32, ptr %5, align 4
  %32 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %119

34:                                               ; preds = %30
  %35 = load ptr, ptr %4, align 8
  %36 = call ptr @__cxa_begin_catch(ptr %35) #9
  store ptr %36, ptr %6, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %37)
          to label %39 unwind label %44

39:                                               ; preds = %34
  call void @__cxa_end_catch() #9
  br label %40

40:                                               ; preds = %39, %21
  br label %41

41:                                               ; preds = %40
  %42 = load i32, ptr %2, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %2, align 4
  br label %12, !llvm.loop !5

44:                                               ; preds = %34
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %4, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %5, align 4
  call void @__cxa_end_catch() #9
  br label %119

48:                                               ; preds = %12
  store i32 2, ptr %7, align 4
  br label %49

49:                                               ; preds = %84, %48
  %50 = load i32, ptr %7, align 4
  %51 = icmp sle i32 %50, 4
  br i1 %51, label %52, label %91

52:                                               ; preds = %49
  %53 = load i32, ptr %7, align 4
  %54 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %53)
  %55 = invoke noundef ptr @_ZN6WidgetnwEy(i64 noundef 32)
          to label %56 unwind label %63

56:                                               ; preds = %52
  %57 = load i32, ptr %7, align 4
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %55, i32 noundef %57)
          to label %58 unwind label %67

58:                                               ; preds = %56
  store ptr %55, ptr %8, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = icmp eq ptr %59, null
  br i1 %60, label %62, label %61

61:                                               ; preds = %58
  call void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %59) #9
  call void @_ZN6WidgetdlEPv(ptr noundef %59) #9
  br label %62

62:                                               ; preds = %61, %58
  br label %83

63:                                               ; preds = %52
  %64 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %65 = extractvalue { ptr, i32 } %64, 0
  store ptr %65, ptr %4, align 8
  %66 = extractvalue { ptr, i32 } %64, 1
  store i32 %66, ptr %5, align 4
  br label %71

67:                                               ; preds = %56
  %68 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %69 = extractvalue { ptr, i32 } %68, 0
  store ptr %69, ptr %4, align 8
  %70 = extractvalue { ptr, i32 } %68, 1
  store i32 %70, ptr %5, align 4
  call void @_ZN6WidgetdlEPv(ptr noundef %55) #9
  br label %71

71:                                               ; preds = %67, %63
  %72 = load i32, ptr %5, align 4
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9
  %74 = icmp eq i32 %72, %73
  br i1 %74, label %75, label %119

75:                                               ; preds = %71
  %76 = load ptr, ptr %4, align 8
  %77 = call ptr @__cxa_begin_catch(ptr %76) #9
  store ptr %77, ptr %9, align 8
  %78 = load ptr, ptr %9, align 8
  %79 = load i32, ptr @_ZL6allocs, align 4
  %80 = load i32, ptr @_ZL5frees, align 4
  %81 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %78, i32 noundef %79, i32 noundef %80)
          to label %82 unwind label %87

82:                                               ; preds = %75
  call void @__cxa_end_catch() #9
  br label %83

83:                                               ; preds = %82, %62
  br label %84

84:                                               ; preds = %83
  %85 = load i32, ptr %7, align 4
  %86 = add nsw i32 %85, 2
  store i32 %86, ptr %7, align 4
  br label %49, !llvm.loop !7

87:                                               ; preds = %75
  %88 = landingpad { ptr, i32 }
          cleanup
  %89 = extractvalue { ptr, i32 } %88, 0
  store ptr %89, ptr %4, align 8
  %90 = extractvalue { ptr, i32 } %88, 1
  store i32 %90, ptr %5, align 4
  call void @__cxa_end_catch() #9
  br label %119

91:                                               ; preds = %49
  %92 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  invoke void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10)
          to label %93 unwind label %94

93:                                               ; preds = %91
  call void @_ZN10DelegatingD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %10) #9
  br label %108

94:                                               ; preds = %91
  %95 = landingpad { ptr, i32 }
          catch ptr @_ZTIPKc
  %96 = extractvalue { ptr, i32 } %95, 0
  store ptr %96, ptr %4, align 8
  %97 = extractvalue { ptr, i32 } %95, 1
  store i32 %97, ptr %5, align 4
  br label %98

98:                                               ; preds = %94
  %99 = load i32, ptr %5, align 4
  %100 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #9
  %101 = icmp eq i32 %99, %100
  br i1 %101, label %102, label %119

102:                                              ; preds = %98
  %103 = load ptr, ptr %4, align 8
  %104 = call ptr @__cxa_begin_catch(ptr %103) #9
  store ptr %104, ptr %11, align 8
  %105 = load ptr, ptr %11, align 8
  %106 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %105)
          to label %107 unwind label %115

107:                                              ; preds = %102
  call void @__cxa_end_catch() #9
  br label %108

108:                                              ; preds = %107, %93
  %109 = load i32, ptr @_ZL6allocs, align 4
  %110 = load i32, ptr @_ZL5frees, align 4
  %111 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %109, i32 noundef %110)
  %112 = load i32, ptr @_ZL6allocs, align 4
  %113 = load i32, ptr @_ZL5frees, align 4
  %114 = sub nsw i32 %112, %113
  ret i32 %114

115:                                              ; preds = %102
  %116 = landingpad { ptr, i32 }
          cleanup
  %117 = extractvalue { ptr, i32 } %116, 0
  store ptr %117, ptr %4, align 8
  %118 = extractvalue { ptr, i32 } %116, 1
  store i32 %118, ptr %5, align 4
  call void @__cxa_end_catch() #9
  br label %119

119:                                              ; preds = %115, %98, %87, %71, %44, %30
  %120 = load ptr, ptr %4, align 8
  %121 = load i32, ptr %5, align 4
  %122 = insertvalue { ptr, i32 } poison, ptr %120, 0
  %123 = insertvalue { ptr, i32 } %122, i32 %121, 1
  resume { ptr, i32 } %123
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  call void @_ZN5BaseAC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7)
  %8 = getelementptr inbounds %struct.Widget, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %4, align 4
  %10 = icmp eq i32 %9, 1
  invoke void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.7, i1 noundef zeroext %10)
          to label %11 unwind label %26

11:                                               ; preds = %2
  %12 = getelementptr inbounds %struct.Widget, ptr %7, i32 0, i32 2
  %13 = load i32, ptr %4, align 4
  %14 = icmp eq i32 %13, 2
  invoke void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef @.str.8, i1 noundef zeroext %14)
          to label %15 unwind label %30

15:                                               ; preds = %11
  %16 = getelementptr inbounds %struct.Widget, ptr %7, i32 0, i32 3
  %17 = load i32, ptr %4, align 4
  %18 = icmp eq i32 %17, 3
  invoke void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %16, ptr noundef @.str.9, i1 noundef zeroext %18)
          to label %19 unwind label %34

19:                                               ; preds = %15
  %20 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10)
          to label %21 unwind label %38

21:                                               ; preds = %19
  %22 = load i32, ptr %4, align 4
  %23 = icmp eq i32 %22, 4
  br i1 %23, label %24, label %42

24:                                               ; preds = %21
  %25 = call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.11, ptr %25, align 16
  invoke void @__cxa_throw(ptr %25, ptr @_ZTIPKc, ptr null) #10
          to label %51 unwind label %38

26:                                               ; preds = %2
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %5, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %6, align 4
  br label %45

30:                                               ; preds = %11
  %31 = landingpad { ptr, i32 }
          cleanup
  %32 = extractvalue { ptr, i32 } %31, 0
  store ptr %32, ptr %5, align 8
  %33 = extractvalue { ptr, i32 } %31, 1
  store i32 %33, ptr %6, align 4
  br label %44

34:                                               ; preds = %15
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %5, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %6, align 4
  br label %43

38:                                               ; preds = %24, %19
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %5, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %6, align 4
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %16) #9
  br label %43

42:                                               ; preds = %21
  ret void

43:                                               ; preds = %38, %34
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %12) #9
  br label %44

44:                                               ; preds = %43, %30
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  br label %45

45:                                               ; preds = %44, %26
  call void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #9
  br label %46

46:                                               ; preds = %45
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %6, align 4
  %49 = insertvalue { ptr, i32 } poison, ptr %47, 0
  %50 = insertvalue { ptr, i32 } %49, i32 %48, 1
  resume { ptr, i32 } %50

51:                                               ; preds = %24
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18)
          to label %5 unwind label %9

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 3
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  %7 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 2
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #9
  %8 = getelementptr inbounds %struct.Widget, ptr %3, i32 0, i32 1
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  call void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #11
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZN6WidgetnwEy(i64 noundef %0) #1 comdat align 2 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL6allocs, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL6allocs, align 4
  %5 = load i64, ptr %2, align 8
  %6 = call ptr @malloc(i64 noundef %5) #12
  ret ptr %6
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6WidgetdlEPv(ptr noundef %0) #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load i32, ptr @_ZL5frees, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @_ZL5frees, align 4
  %5 = load ptr, ptr %2, align 8
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #11
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  call void @_ZN10DelegatingC2Ei(ptr noundef nonnull align 8 dereferenceable(8) %5, i32 noundef 1)
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19)
          to label %7 unwind label %9

7:                                                ; preds = %1
  %8 = call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.20, ptr %8, align 16
  invoke void @__cxa_throw(ptr %8, ptr @_ZTIPKc, ptr null) #10
          to label %18 unwind label %9

9:                                                ; preds = %7, %1
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %3, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %4, align 4
  call void @_ZN10DelegatingD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %5) #9
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %4, align 4
  %16 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %17 = insertvalue { ptr, i32 } %16, i32 %15, 1
  resume { ptr, i32 } %17

18:                                               ; preds = %7
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN10DelegatingD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Delegating, ptr %3, i32 0, i32 0
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #11
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN5BaseAC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = getelementptr inbounds %struct.BaseA, ptr %5, i32 0, i32 0
  call void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef @.str.12, i1 noundef zeroext false)
  %7 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          cleanup
  %11 = extractvalue { ptr, i32 } %10, 0
  store ptr %11, ptr %3, align 8
  %12 = extractvalue { ptr, i32 } %10, 1
  store i32 %12, ptr %4, align 4
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  br label %13

13:                                               ; preds = %9
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %4, align 4
  %16 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %17 = insertvalue { ptr, i32 } %16, i32 %15, 1
  resume { ptr, i32 } %17
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1, i1 noundef zeroext %2) unnamed_addr #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = zext i1 %2 to i8
  store i8 %7, ptr %6, align 1
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Part, ptr %8, i32 0, i32 0
  %10 = load ptr, ptr %5, align 8
  store ptr %10, ptr %9, align 8
  %11 = load i8, ptr %6, align 1
  %12 = trunc i8 %11 to i1
  br i1 %12, label %13, label %18

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  %15 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, ptr noundef %14)
  %16 = call ptr @__cxa_allocate_exception(i64 8) #9
  %17 = load ptr, ptr %5, align 8
  store ptr %17, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIPKc, ptr null) #10
  unreachable

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, ptr noundef %19)
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Part, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.16, ptr noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #11
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.17)
          to label %5 unwind label %7

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.BaseA, ptr %3, i32 0, i32 0
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #11
  unreachable
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #8

declare dso_local void @free(ptr noundef) #6

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN10DelegatingC2Ei(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #1 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Delegating, ptr %7, i32 0, i32 0
  call void @_ZN4PartC2EPKcb(ptr noundef nonnull align 8 dereferenceable(8) %8, ptr noundef @.str.21, i1 noundef zeroext false)
  %9 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22)
          to label %10 unwind label %11

10:                                               ; preds = %2
  ret void

11:                                               ; preds = %2
  %12 = landingpad { ptr, i32 }
          cleanup
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %5, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %6, align 4
  call void @_ZN4PartD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  br label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn }
attributes #11 = { noreturn nounwind }
attributes #12 = { allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
