; ModuleID = 'std_exception_hierarchy.cpp'
source_filename = "std_exception_hierarchy.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon.0 }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon.0 = type { i64, [8 x i8] }
%"class.std::out_of_range" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }

$__clang_call_terminate = comdat any

$_ZN7MyErrorC2Ei = comdat any

$_ZN7MyErrorD2Ev = comdat any

$_ZNSt12system_errorC2ESt10error_codePKc = comdat any

$_ZN7MyErrorD0Ev = comdat any

$_ZNK7MyError4whatEv = comdat any

$_ZN10ParseErrorD0Ev = comdat any

$_ZTS10ParseError = comdat any

$_ZTI10ParseError = comdat any

$_ZTS7MyError = comdat any

$_ZTI7MyError = comdat any

$_ZTV7MyError = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTV10ParseError = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS10ParseError = linkonce_odr dso_local constant [13 x i8] c"10ParseError\00", comdat, align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTI10ParseError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10ParseError, ptr @_ZTISt13runtime_error }, comdat, align 8
@_ZTISt12system_error = external constant ptr
@_ZTISt16invalid_argument = external constant ptr
@_ZTISt11logic_error = external constant ptr
@_ZTISt9exception = external constant ptr
@.str = private unnamed_addr constant [24 x i8] c"%2d std::exception: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%2d logic_error family: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"%2d invalid_argument: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%2d runtime_error family: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"%2d system_error %d: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"%2d ParseError line %d: %s\0A\00", align 1
@_ZTISt12out_of_range = external constant ptr
@.str.6 = private unnamed_addr constant [12 x i8] c"copied: %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"runtime\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"range\00", align 1
@_ZTISt11range_error = external constant ptr
@.str.9 = private unnamed_addr constant [9 x i8] c"overflow\00", align 1
@_ZTISt14overflow_error = external constant ptr
@.str.10 = private unnamed_addr constant [10 x i8] c"underflow\00", align 1
@_ZTISt15underflow_error = external constant ptr
@.str.11 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTISt12domain_error = external constant ptr
@.str.13 = private unnamed_addr constant [8 x i8] c"invalid\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"length\00", align 1
@_ZTISt12length_error = external constant ptr
@.str.15 = private unnamed_addr constant [13 x i8] c"out of range\00", align 1
@_ZTS7MyError = linkonce_odr dso_local constant [9 x i8] c"7MyError\00", comdat, align 1
@_ZTI7MyError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7MyError, ptr @_ZTISt9exception }, comdat, align 8
@.str.16 = private unnamed_addr constant [17 x i8] c"unexpected token\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"syscall\00", align 1
@_ZTV7MyError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI7MyError, ptr @_ZN7MyErrorD2Ev, ptr @_ZN7MyErrorD0Ev, ptr @_ZNK7MyError4whatEv] }, comdat, align 8
@.str.18 = private unnamed_addr constant [14 x i8] c"MyError code \00", align 1
@_ZTVSt9exception = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
@_ZTV10ParseError = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTI10ParseError, ptr @_ZNSt13runtime_errorD2Ev, ptr @_ZN10ParseErrorD0Ev, ptr @_ZNKSt13runtime_error4whatEv] }, comdat, align 8
@.str.22 = private unnamed_addr constant [3 x i8] c": \00", align 1
@_ZTVSt12system_error = external unnamed_addr constant { [5 x ptr] }, align 8
@_ZTVSt12out_of_range = external unnamed_addr constant { [5 x ptr] }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i64, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::out_of_range", align 8
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  br label %12

6:                                                ; preds = %108
  %7 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str.15)
          to label %8 unwind label %10

8:                                                ; preds = %6
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #18
          to label %9 unwind label %163

9:                                                ; preds = %8
  unreachable

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  call void @__cxa_free_exception(ptr %7) #17
  br label %165

12:                                               ; preds = %0, %108
  %13 = phi i32 [ 0, %0 ], [ %109, %108 ]
  switch i32 %13, label %83 [
    i32 0, label %14
    i32 1, label %18
    i32 2, label %22
    i32 3, label %26
    i32 4, label %30
    i32 5, label %34
    i32 6, label %38
    i32 7, label %42
    i32 8, label %46
    i32 9, label %50
    i32 10, label %54
    i32 11, label %76
  ]

14:                                               ; preds = %12
  %15 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %15, ptr noundef nonnull @.str.7)
          to label %85 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %15) #17
  br label %93

18:                                               ; preds = %12
  %19 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt11range_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull @.str.8)
          to label %85 unwind label %20

20:                                               ; preds = %18
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %19) #17
  br label %93

22:                                               ; preds = %12
  %23 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull @.str.9)
          to label %85 unwind label %24

24:                                               ; preds = %22
  %25 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %23) #17
  br label %93

26:                                               ; preds = %12
  %27 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt15underflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull @.str.10)
          to label %85 unwind label %28

28:                                               ; preds = %26
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %27) #17
  br label %93

30:                                               ; preds = %12
  %31 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull @.str.11)
          to label %85 unwind label %32

32:                                               ; preds = %30
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %31) #17
  br label %93

34:                                               ; preds = %12
  %35 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @.str.12)
          to label %85 unwind label %36

36:                                               ; preds = %34
  %37 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %35) #17
  br label %93

38:                                               ; preds = %12
  %39 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull @.str.13)
          to label %85 unwind label %40

40:                                               ; preds = %38
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %39) #17
  br label %93

42:                                               ; preds = %12
  %43 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12length_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull @.str.14)
          to label %85 unwind label %44

44:                                               ; preds = %42
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %43) #17
  br label %93

46:                                               ; preds = %12
  %47 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %47, ptr noundef nonnull @.str.15)
          to label %85 unwind label %48

48:                                               ; preds = %46
  %49 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %47) #17
  br label %93

50:                                               ; preds = %12
  %51 = call ptr @__cxa_allocate_exception(i64 48) #17
  invoke void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %51, i32 noundef 9)
          to label %85 unwind label %52

52:                                               ; preds = %50
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %51) #17
  br label %93

54:                                               ; preds = %12
  %55 = call ptr @__cxa_allocate_exception(i64 24) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #17
  store ptr %4, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #17
  store i64 16, ptr %1, align 8, !tbaa !11
  %56 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 noundef 0)
          to label %57 unwind label %63

57:                                               ; preds = %54
  store ptr %56, ptr %2, align 8, !tbaa !13
  %58 = load i64, ptr %1, align 8, !tbaa !11
  store i64 %58, ptr %4, align 8, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %56, ptr noundef nonnull align 1 dereferenceable(16) @.str.16, i64 16, i1 false)
  store i64 %58, ptr %5, align 8, !tbaa !16
  %59 = load ptr, ptr %2, align 8, !tbaa !13
  %60 = getelementptr inbounds i8, ptr %59, i64 %58
  store i8 0, ptr %60, align 1, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #17
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %55, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %61 unwind label %65

61:                                               ; preds = %57
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10ParseError, i64 16), ptr %55, align 8, !tbaa !17
  %62 = getelementptr inbounds i8, ptr %55, i64 16
  store i32 12, ptr %62, align 8, !tbaa !19
  invoke void @__cxa_throw(ptr nonnull %55, ptr nonnull @_ZTI10ParseError, ptr nonnull @_ZNSt13runtime_errorD2Ev) #18
          to label %90 unwind label %65

63:                                               ; preds = %54
  %64 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #17
  br label %74

65:                                               ; preds = %61, %57
  %66 = phi i1 [ false, %61 ], [ true, %57 ]
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  %68 = load ptr, ptr %2, align 8, !tbaa !13
  %69 = icmp eq ptr %68, %4
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = load i64, ptr %4, align 8, !tbaa !15
  %72 = add i64 %71, 1
  call void @_ZdlPvm(ptr noundef %68, i64 noundef %72) #19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #17
  br i1 %66, label %74, label %93

73:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #17
  br i1 %66, label %74, label %93

74:                                               ; preds = %73, %70, %63
  %75 = phi { ptr, i32 } [ %64, %63 ], [ %67, %73 ], [ %67, %70 ]
  call void @__cxa_free_exception(ptr %55) #17
  br label %93

76:                                               ; preds = %12
  %77 = call ptr @__cxa_allocate_exception(i64 32) #17
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() #20
  %79 = ptrtoint ptr %78 to i64
  %80 = insertvalue [2 x i64] [i64 22, i64 poison], i64 %79, 1
  invoke void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %77, [2 x i64] %80, ptr noundef nonnull @.str.17)
          to label %85 unwind label %81

81:                                               ; preds = %76
  %82 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %77) #17
  br label %93

83:                                               ; preds = %12
  %84 = call ptr @__cxa_allocate_exception(i64 8) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9exception, i64 16), ptr %84, align 8, !tbaa !17
  br label %85

85:                                               ; preds = %76, %50, %46, %42, %38, %34, %30, %26, %22, %18, %14, %83
  %86 = phi ptr [ %84, %83 ], [ %15, %14 ], [ %19, %18 ], [ %23, %22 ], [ %27, %26 ], [ %31, %30 ], [ %35, %34 ], [ %39, %38 ], [ %43, %42 ], [ %47, %46 ], [ %51, %50 ], [ %77, %76 ]
  %87 = phi ptr [ @_ZTISt9exception, %83 ], [ @_ZTISt13runtime_error, %14 ], [ @_ZTISt11range_error, %18 ], [ @_ZTISt14overflow_error, %22 ], [ @_ZTISt15underflow_error, %26 ], [ @_ZTISt11logic_error, %30 ], [ @_ZTISt12domain_error, %34 ], [ @_ZTISt16invalid_argument, %38 ], [ @_ZTISt12length_error, %42 ], [ @_ZTISt12out_of_range, %46 ], [ @_ZTI7MyError, %50 ], [ @_ZTISt12system_error, %76 ]
  %88 = phi ptr [ @_ZNSt9exceptionD1Ev, %83 ], [ @_ZNSt13runtime_errorD1Ev, %14 ], [ @_ZNSt11range_errorD1Ev, %18 ], [ @_ZNSt14overflow_errorD1Ev, %22 ], [ @_ZNSt15underflow_errorD1Ev, %26 ], [ @_ZNSt11logic_errorD1Ev, %30 ], [ @_ZNSt12domain_errorD1Ev, %34 ], [ @_ZNSt16invalid_argumentD1Ev, %38 ], [ @_ZNSt12length_errorD1Ev, %42 ], [ @_ZNSt12out_of_rangeD1Ev, %46 ], [ @_ZN7MyErrorD2Ev, %50 ], [ @_ZNSt12system_errorD1Ev, %76 ]
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull %87, ptr nonnull %88) #18
          to label %89 unwind label %91

89:                                               ; preds = %85
  unreachable

90:                                               ; preds = %61
  unreachable

91:                                               ; preds = %85
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  br label %93

93:                                               ; preds = %16, %20, %24, %28, %32, %36, %40, %44, %48, %52, %70, %73, %74, %81, %91
  %94 = phi { ptr, i32 } [ %92, %91 ], [ %82, %81 ], [ %75, %74 ], [ %67, %73 ], [ %53, %52 ], [ %49, %48 ], [ %45, %44 ], [ %41, %40 ], [ %37, %36 ], [ %33, %32 ], [ %29, %28 ], [ %25, %24 ], [ %21, %20 ], [ %17, %16 ], [ %67, %70 ]
  %95 = extractvalue { ptr, i32 } %94, 0
  %96 = extractvalue { ptr, i32 } %94, 1
  %97 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10ParseError) #17
  %98 = icmp eq i32 %96, %97
  br i1 %98, label %99, label %111

99:                                               ; preds = %93
  %100 = call ptr @__cxa_begin_catch(ptr %95) #17
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  %102 = load i32, ptr %101, align 8, !tbaa !19
  %103 = load ptr, ptr %100, align 8, !tbaa !17
  %104 = getelementptr inbounds i8, ptr %103, i64 16
  %105 = load ptr, ptr %104, align 8
  %106 = call noundef ptr %105(ptr noundef nonnull align 8 dereferenceable(16) %100) #17
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %13, i32 noundef %102, ptr noundef %106)
  br label %108

108:                                              ; preds = %156, %146, %136, %126, %114, %99
  call void @__cxa_end_catch()
  %109 = add nuw nsw i32 %13, 1
  %110 = icmp eq i32 %109, 13
  br i1 %110, label %6, label %12, !llvm.loop !25

111:                                              ; preds = %93
  %112 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12system_error) #17
  %113 = icmp eq i32 %96, %112
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = call ptr @__cxa_begin_catch(ptr %95) #17
  %116 = getelementptr inbounds i8, ptr %115, i64 16
  %117 = load i32, ptr %116, align 8, !tbaa !27
  %118 = load ptr, ptr %115, align 8, !tbaa !17
  %119 = getelementptr inbounds i8, ptr %118, i64 16
  %120 = load ptr, ptr %119, align 8
  %121 = call noundef ptr %120(ptr noundef nonnull align 8 dereferenceable(16) %115) #17
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, i32 noundef %117, ptr noundef %121)
  br label %108

123:                                              ; preds = %111
  %124 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #17
  %125 = icmp eq i32 %96, %124
  br i1 %125, label %126, label %133

126:                                              ; preds = %123
  %127 = call ptr @__cxa_begin_catch(ptr %95) #17
  %128 = load ptr, ptr %127, align 8, !tbaa !17
  %129 = getelementptr inbounds i8, ptr %128, i64 16
  %130 = load ptr, ptr %129, align 8
  %131 = call noundef ptr %130(ptr noundef nonnull align 8 dereferenceable(16) %127) #17
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13, ptr noundef %131)
  br label %108

133:                                              ; preds = %123
  %134 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #17
  %135 = icmp eq i32 %96, %134
  br i1 %135, label %136, label %143

136:                                              ; preds = %133
  %137 = call ptr @__cxa_begin_catch(ptr %95) #17
  %138 = load ptr, ptr %137, align 8, !tbaa !17
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  %140 = load ptr, ptr %139, align 8
  %141 = call noundef ptr %140(ptr noundef nonnull align 8 dereferenceable(16) %137) #17
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, ptr noundef %141)
  br label %108

143:                                              ; preds = %133
  %144 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #17
  %145 = icmp eq i32 %96, %144
  br i1 %145, label %146, label %153

146:                                              ; preds = %143
  %147 = call ptr @__cxa_begin_catch(ptr %95) #17
  %148 = load ptr, ptr %147, align 8, !tbaa !17
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  %150 = load ptr, ptr %149, align 8
  %151 = call noundef ptr %150(ptr noundef nonnull align 8 dereferenceable(16) %147) #17
  %152 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, ptr noundef %151)
  br label %108

153:                                              ; preds = %143
  %154 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %155 = icmp eq i32 %96, %154
  br i1 %155, label %156, label %200

156:                                              ; preds = %153
  %157 = call ptr @__cxa_begin_catch(ptr %95) #17
  %158 = load ptr, ptr %157, align 8, !tbaa !17
  %159 = getelementptr inbounds i8, ptr %158, i64 16
  %160 = load ptr, ptr %159, align 8
  %161 = call noundef ptr %160(ptr noundef nonnull align 8 dereferenceable(8) %157) #17
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, ptr noundef %161)
  br label %108

163:                                              ; preds = %8
  %164 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  br label %165

165:                                              ; preds = %10, %163
  %166 = phi { ptr, i32 } [ %164, %163 ], [ %11, %10 ]
  %167 = extractvalue { ptr, i32 } %166, 0
  %168 = extractvalue { ptr, i32 } %166, 1
  %169 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %170 = icmp eq i32 %168, %169
  br i1 %170, label %171, label %188

171:                                              ; preds = %165
  %172 = call ptr @__cxa_begin_catch(ptr %167) #17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #17
  %173 = call ptr @__dynamic_cast(ptr %172, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt12out_of_range, i64 0) #17
  %174 = icmp eq ptr %173, null
  br i1 %174, label %175, label %177

175:                                              ; preds = %171
  invoke void @__cxa_bad_cast() #18
          to label %176 unwind label %179

176:                                              ; preds = %175
  unreachable

177:                                              ; preds = %171
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %173) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %3, align 8, !tbaa !17
  %178 = call ptr @__cxa_allocate_exception(i64 16) #17
  call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %178, ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %178, align 8, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %178, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #18
          to label %208 unwind label %181

179:                                              ; preds = %175
  %180 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  br label %183

181:                                              ; preds = %177
  %182 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  call void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %183

183:                                              ; preds = %181, %179
  %184 = phi { ptr, i32 } [ %180, %179 ], [ %182, %181 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  invoke void @__cxa_end_catch()
          to label %185 unwind label %205

185:                                              ; preds = %183
  %186 = extractvalue { ptr, i32 } %184, 0
  %187 = extractvalue { ptr, i32 } %184, 1
  br label %188

188:                                              ; preds = %185, %165
  %189 = phi i32 [ %187, %185 ], [ %168, %165 ]
  %190 = phi ptr [ %186, %185 ], [ %167, %165 ]
  %191 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #17
  %192 = icmp eq i32 %189, %191
  br i1 %192, label %193, label %200

193:                                              ; preds = %188
  %194 = call ptr @__cxa_begin_catch(ptr %190) #17
  %195 = load ptr, ptr %194, align 8, !tbaa !17
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load ptr, ptr %196, align 8
  %198 = call noundef ptr %197(ptr noundef nonnull align 8 dereferenceable(16) %194) #17
  %199 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %198)
  call void @__cxa_end_catch()
  ret i32 0

200:                                              ; preds = %153, %188
  %201 = phi i32 [ %189, %188 ], [ %96, %153 ]
  %202 = phi ptr [ %190, %188 ], [ %95, %153 ]
  %203 = insertvalue { ptr, i32 } poison, ptr %202, 0
  %204 = insertvalue { ptr, i32 } %203, i32 %201, 1
  resume { ptr, i32 } %204

205:                                              ; preds = %183
  %206 = landingpad { ptr, i32 }
          catch ptr null
  %207 = extractvalue { ptr, i32 } %206, 0
  call void @__clang_call_terminate(ptr %207) #21
  unreachable

208:                                              ; preds = %177
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #17
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

declare void @__cxa_bad_cast() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt11range_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt11range_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt15underflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt15underflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt12length_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare void @_ZNSt12length_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !17
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %1, ptr %4, align 8, !tbaa !29
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !31)
  %6 = tail call i32 @llvm.abs.i32(i32 %1, i1 false)
  %7 = icmp ult i32 %6, 10
  br i1 %7, label %26, label %8

8:                                                ; preds = %2, %22
  %9 = phi i32 [ %23, %22 ], [ %6, %2 ]
  %10 = phi i32 [ %24, %22 ], [ 1, %2 ]
  %11 = icmp ult i32 %9, 100
  br i1 %11, label %12, label %14

12:                                               ; preds = %8
  %13 = add i32 %10, 1
  br label %26

14:                                               ; preds = %8
  %15 = icmp ult i32 %9, 1000
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = add i32 %10, 2
  br label %26

18:                                               ; preds = %14
  %19 = icmp ult i32 %9, 10000
  br i1 %19, label %20, label %22

20:                                               ; preds = %18
  %21 = add i32 %10, 3
  br label %26

22:                                               ; preds = %18
  %23 = udiv i32 %9, 10000
  %24 = add i32 %10, 4
  %25 = icmp ult i32 %9, 100000
  br i1 %25, label %26, label %8, !llvm.loop !34

26:                                               ; preds = %22, %20, %16, %12, %2
  %27 = phi i32 [ %13, %12 ], [ %17, %16 ], [ %21, %20 ], [ 1, %2 ], [ %24, %22 ]
  %28 = lshr i32 %1, 31
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %31, ptr %3, align 8, !tbaa !6, !alias.scope !31
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %30, i8 noundef 45)
          to label %32 unwind label %77

32:                                               ; preds = %26
  %33 = zext nneg i32 %28 to i64
  %34 = load ptr, ptr %3, align 8, !tbaa !13, !alias.scope !31
  %35 = getelementptr inbounds i8, ptr %34, i64 %33
  %36 = icmp ugt i32 %6, 99
  br i1 %36, label %37, label %61

37:                                               ; preds = %32
  %38 = add i32 %27, -1
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i32 [ %43, %39 ], [ %6, %37 ]
  %41 = phi i32 [ %59, %39 ], [ %38, %37 ]
  %42 = freeze i32 %40
  %43 = udiv i32 %42, 100
  %44 = mul i32 %43, 100
  %45 = sub i32 %42, %44
  %46 = shl nuw nsw i32 %45, 1
  %47 = or disjoint i32 %46, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !15, !noalias !31
  %51 = zext i32 %41 to i64
  %52 = getelementptr inbounds i8, ptr %35, i64 %51
  store i8 %50, ptr %52, align 1, !tbaa !15
  %53 = zext nneg i32 %46 to i64
  %54 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !15, !noalias !31
  %56 = add i32 %41, -1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %35, i64 %57
  store i8 %55, ptr %58, align 1, !tbaa !15
  %59 = add i32 %41, -2
  %60 = icmp ugt i32 %40, 9999
  br i1 %60, label %39, label %61, !llvm.loop !35

61:                                               ; preds = %39, %32
  %62 = phi i32 [ %6, %32 ], [ %43, %39 ]
  %63 = icmp ugt i32 %62, 9
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = shl nuw nsw i32 %62, 1
  %66 = or disjoint i32 %65, 1
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !15, !noalias !31
  %70 = getelementptr inbounds i8, ptr %35, i64 1
  store i8 %69, ptr %70, align 1, !tbaa !15
  %71 = zext nneg i32 %65 to i64
  %72 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !15, !noalias !31
  br label %80

74:                                               ; preds = %61
  %75 = trunc nuw i32 %62 to i8
  %76 = or disjoint i8 %75, 48
  br label %80

77:                                               ; preds = %26
  %78 = landingpad { ptr, i32 }
          catch ptr null
  %79 = extractvalue { ptr, i32 } %78, 0
  call void @__clang_call_terminate(ptr %79) #21
  unreachable

80:                                               ; preds = %64, %74
  %81 = phi i8 [ %76, %74 ], [ %73, %64 ]
  store i8 %81, ptr %35, align 1, !tbaa !15
  %82 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.18, i64 noundef 13)
          to label %83 unwind label %108

83:                                               ; preds = %80
  %84 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %84, ptr %5, align 8, !tbaa !6, !alias.scope !36
  %85 = load ptr, ptr %82, align 8, !tbaa !13
  %86 = getelementptr inbounds i8, ptr %82, i64 16
  %87 = icmp eq ptr %85, %86
  br i1 %87, label %88, label %94

88:                                               ; preds = %83
  %89 = getelementptr inbounds i8, ptr %82, i64 8
  %90 = load i64, ptr %89, align 8, !tbaa !16
  %91 = add i64 %90, 1
  %92 = icmp eq i64 %91, 0
  br i1 %92, label %98, label %93

93:                                               ; preds = %88
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %84, ptr nonnull align 8 %86, i64 %91, i1 false)
  br label %98

94:                                               ; preds = %83
  store ptr %85, ptr %5, align 8, !tbaa !13, !alias.scope !36
  %95 = load i64, ptr %86, align 8, !tbaa !15
  store i64 %95, ptr %84, align 8, !tbaa !15, !alias.scope !36
  %96 = getelementptr inbounds i8, ptr %82, i64 8
  %97 = load i64, ptr %96, align 8, !tbaa !16
  br label %98

98:                                               ; preds = %94, %93, %88
  %99 = phi i64 [ -1, %88 ], [ %90, %93 ], [ %97, %94 ]
  %100 = getelementptr inbounds i8, ptr %82, i64 8
  %101 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %99, ptr %101, align 8, !tbaa !16, !alias.scope !36
  store ptr %86, ptr %82, align 8, !tbaa !13
  store i64 0, ptr %100, align 8, !tbaa !16
  store i8 0, ptr %86, align 8, !tbaa !15
  %102 = load ptr, ptr %3, align 8, !tbaa !13
  %103 = icmp eq ptr %102, %31
  br i1 %103, label %107, label %104

104:                                              ; preds = %98
  %105 = load i64, ptr %31, align 8, !tbaa !15
  %106 = add i64 %105, 1
  call void @_ZdlPvm(ptr noundef %102, i64 noundef %106) #19
  br label %107

107:                                              ; preds = %98, %104
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  ret void

108:                                              ; preds = %80
  %109 = landingpad { ptr, i32 }
          cleanup
  %110 = load ptr, ptr %3, align 8, !tbaa !13
  %111 = icmp eq ptr %110, %31
  br i1 %111, label %115, label %112

112:                                              ; preds = %108
  %113 = load i64, ptr %31, align 8, !tbaa !15
  %114 = add i64 %113, 1
  call void @_ZdlPvm(ptr noundef %110, i64 noundef %114) #19
  br label %115

115:                                              ; preds = %108, %112
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #17
  resume { ptr, i32 } %109
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !17
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %4, align 8, !tbaa !15
  %8 = add i64 %7, 1
  tail call void @_ZdlPvm(ptr noundef %3, i64 noundef %8) #19
  br label %9

9:                                                ; preds = %1, %6
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #17
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %0, [2 x i64] %1, ptr noundef %2) unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = extractvalue [2 x i64] %1, 0
  %8 = trunc i64 %7 to i32
  %9 = extractvalue [2 x i64] %1, 1
  %10 = inttoptr i64 %9 to ptr
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #17
  %11 = load ptr, ptr %10, align 8, !tbaa !17, !noalias !39
  %12 = getelementptr inbounds i8, ptr %11, i64 32
  %13 = load ptr, ptr %12, align 8, !noalias !39
  call void %13(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %6, ptr noundef nonnull align 8 dereferenceable(8) %10, i32 noundef %8)
  %14 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.22, i64 noundef 2)
          to label %15 unwind label %77

15:                                               ; preds = %3
  %16 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %16, ptr %5, align 8, !tbaa !6, !alias.scope !42
  %17 = load ptr, ptr %14, align 8, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  %19 = icmp eq ptr %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %15
  %21 = getelementptr inbounds i8, ptr %14, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !16
  %23 = add i64 %22, 1
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %16, ptr nonnull align 8 %18, i64 %23, i1 false)
  br label %30

26:                                               ; preds = %15
  store ptr %17, ptr %5, align 8, !tbaa !13, !alias.scope !42
  %27 = load i64, ptr %18, align 8, !tbaa !15
  store i64 %27, ptr %16, align 8, !tbaa !15, !alias.scope !42
  %28 = getelementptr inbounds i8, ptr %14, i64 8
  %29 = load i64, ptr %28, align 8, !tbaa !16
  br label %30

30:                                               ; preds = %26, %25, %20
  %31 = phi i64 [ -1, %20 ], [ %22, %25 ], [ %29, %26 ]
  %32 = getelementptr inbounds i8, ptr %14, i64 8
  %33 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %31, ptr %33, align 8, !tbaa !16, !alias.scope !42
  store ptr %18, ptr %14, align 8, !tbaa !13
  store i64 0, ptr %32, align 8, !tbaa !16
  store i8 0, ptr %18, align 8, !tbaa !15
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %34 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #17, !noalias !45
  %35 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef %2, i64 noundef %34)
          to label %36 unwind label %79

36:                                               ; preds = %30
  %37 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %37, ptr %4, align 8, !tbaa !6, !alias.scope !45
  %38 = load ptr, ptr %35, align 8, !tbaa !13
  %39 = getelementptr inbounds i8, ptr %35, i64 16
  %40 = icmp eq ptr %38, %39
  br i1 %40, label %41, label %47

41:                                               ; preds = %36
  %42 = getelementptr inbounds i8, ptr %35, i64 8
  %43 = load i64, ptr %42, align 8, !tbaa !16
  %44 = add i64 %43, 1
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %51, label %46

46:                                               ; preds = %41
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %37, ptr nonnull align 8 %39, i64 %44, i1 false)
  br label %51

47:                                               ; preds = %36
  store ptr %38, ptr %4, align 8, !tbaa !13, !alias.scope !45
  %48 = load i64, ptr %39, align 8, !tbaa !15
  store i64 %48, ptr %37, align 8, !tbaa !15, !alias.scope !45
  %49 = getelementptr inbounds i8, ptr %35, i64 8
  %50 = load i64, ptr %49, align 8, !tbaa !16
  br label %51

51:                                               ; preds = %47, %46, %41
  %52 = phi i64 [ -1, %41 ], [ %43, %46 ], [ %50, %47 ]
  %53 = getelementptr inbounds i8, ptr %35, i64 8
  %54 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %52, ptr %54, align 8, !tbaa !16, !alias.scope !45
  store ptr %39, ptr %35, align 8, !tbaa !13
  store i64 0, ptr %53, align 8, !tbaa !16
  store i8 0, ptr %39, align 8, !tbaa !15
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %55 unwind label %81

55:                                               ; preds = %51
  %56 = load ptr, ptr %4, align 8, !tbaa !13
  %57 = icmp eq ptr %56, %37
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load i64, ptr %37, align 8, !tbaa !15
  %60 = add i64 %59, 1
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %60) #19
  br label %61

61:                                               ; preds = %55, %58
  %62 = load ptr, ptr %5, align 8, !tbaa !13
  %63 = icmp eq ptr %62, %16
  br i1 %63, label %67, label %64

64:                                               ; preds = %61
  %65 = load i64, ptr %16, align 8, !tbaa !15
  %66 = add i64 %65, 1
  call void @_ZdlPvm(ptr noundef %62, i64 noundef %66) #19
  br label %67

67:                                               ; preds = %61, %64
  %68 = load ptr, ptr %6, align 8, !tbaa !13
  %69 = getelementptr inbounds i8, ptr %6, i64 16
  %70 = icmp eq ptr %68, %69
  br i1 %70, label %74, label %71

71:                                               ; preds = %67
  %72 = load i64, ptr %69, align 8, !tbaa !15
  %73 = add i64 %72, 1
  call void @_ZdlPvm(ptr noundef %68, i64 noundef %73) #19
  br label %74

74:                                               ; preds = %67, %71
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12system_error, i64 16), ptr %0, align 8, !tbaa !17
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %7, ptr %75, align 8
  %76 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %10, ptr %76, align 8, !tbaa !48
  ret void

77:                                               ; preds = %3
  %78 = landingpad { ptr, i32 }
          cleanup
  br label %95

79:                                               ; preds = %30
  %80 = landingpad { ptr, i32 }
          cleanup
  br label %88

81:                                               ; preds = %51
  %82 = landingpad { ptr, i32 }
          cleanup
  %83 = load ptr, ptr %4, align 8, !tbaa !13
  %84 = icmp eq ptr %83, %37
  br i1 %84, label %88, label %85

85:                                               ; preds = %81
  %86 = load i64, ptr %37, align 8, !tbaa !15
  %87 = add i64 %86, 1
  call void @_ZdlPvm(ptr noundef %83, i64 noundef %87) #19
  br label %88

88:                                               ; preds = %85, %81, %79
  %89 = phi { ptr, i32 } [ %80, %79 ], [ %82, %81 ], [ %82, %85 ]
  %90 = load ptr, ptr %5, align 8, !tbaa !13
  %91 = icmp eq ptr %90, %16
  br i1 %91, label %95, label %92

92:                                               ; preds = %88
  %93 = load i64, ptr %16, align 8, !tbaa !15
  %94 = add i64 %93, 1
  call void @_ZdlPvm(ptr noundef %90, i64 noundef %94) #19
  br label %95

95:                                               ; preds = %92, %88, %77
  %96 = phi { ptr, i32 } [ %78, %77 ], [ %89, %88 ], [ %89, %92 ]
  %97 = load ptr, ptr %6, align 8, !tbaa !13
  %98 = getelementptr inbounds i8, ptr %6, i64 16
  %99 = icmp eq ptr %97, %98
  br i1 %99, label %103, label %100

100:                                              ; preds = %95
  %101 = load i64, ptr %98, align 8, !tbaa !15
  %102 = add i64 %101, 1
  call void @_ZdlPvm(ptr noundef %97, i64 noundef %102) #19
  br label %103

103:                                              ; preds = %95, %100
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #17
  resume { ptr, i32 } %96
}

; Function Attrs: nounwind
declare void @_ZNSt12system_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !17
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !13
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %4, align 8, !tbaa !15
  %8 = add i64 %7, 1
  tail call void @_ZdlPvm(ptr noundef %3, i64 noundef %8) #19
  br label %9

9:                                                ; preds = %1, %6
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #17
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #19
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7MyError4whatEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #10 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !13
  ret ptr %3
}

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

declare void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #9 comdat {
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(20) %0) #17
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #19
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #16

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #17 = { nounwind }
attributes #18 = { noreturn }
attributes #19 = { builtin nounwind }
attributes #20 = { nounwind willreturn memory(none) }
attributes #21 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!14, !8, i64 0}
!14 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !12, i64 8, !9, i64 16}
!15 = !{!9, !9, i64 0}
!16 = !{!14, !12, i64 8}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !10, i64 0}
!19 = !{!20, !24, i64 16}
!20 = !{!"_ZTS10ParseError", !21, i64 0, !24, i64 16}
!21 = !{!"_ZTSSt13runtime_error", !22, i64 0, !23, i64 8}
!22 = !{!"_ZTSSt9exception"}
!23 = !{!"_ZTSSt12__cow_string", !9, i64 0}
!24 = !{!"int", !9, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = !{!28, !24, i64 0}
!28 = !{!"_ZTSSt10error_code", !24, i64 0, !8, i64 8}
!29 = !{!30, !24, i64 8}
!30 = !{!"_ZTS7MyError", !22, i64 0, !24, i64 8, !14, i64 16}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!33 = distinct !{!33, !"_ZNSt7__cxx119to_stringEi"}
!34 = distinct !{!34, !26}
!35 = distinct !{!35, !26}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!38 = distinct !{!38, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZNKSt10error_code7messageB5cxx11Ev: argument 0"}
!41 = distinct !{!41, !"_ZNKSt10error_code7messageB5cxx11Ev"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!44 = distinct !{!44, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!47 = distinct !{!47, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!48 = !{!8, !8, i64 0}
