; ModuleID = 'std_exception_hierarchy.cpp'
source_filename = "std_exception_hierarchy.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
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

6:                                                ; preds = %106
  %7 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull @.str.15)
          to label %8 unwind label %10

8:                                                ; preds = %6
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #18
          to label %9 unwind label %161

9:                                                ; preds = %8
  unreachable

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  call void @__cxa_free_exception(ptr %7) #17
  br label %163

12:                                               ; preds = %0, %106
  %13 = phi i32 [ 0, %0 ], [ %107, %106 ]
  switch i32 %13, label %81 [
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
          to label %83 unwind label %16

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
  br label %91

18:                                               ; preds = %12
  %19 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt11range_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %19, ptr noundef nonnull @.str.8)
          to label %83 unwind label %20

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
  br label %91

22:                                               ; preds = %12
  %23 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %23, ptr noundef nonnull @.str.9)
          to label %83 unwind label %24

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
  br label %91

26:                                               ; preds = %12
  %27 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt15underflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %27, ptr noundef nonnull @.str.10)
          to label %83 unwind label %28

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
  br label %91

30:                                               ; preds = %12
  %31 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %31, ptr noundef nonnull @.str.11)
          to label %83 unwind label %32

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
  br label %91

34:                                               ; preds = %12
  %35 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @.str.12)
          to label %83 unwind label %36

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
  br label %91

38:                                               ; preds = %12
  %39 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %39, ptr noundef nonnull @.str.13)
          to label %83 unwind label %40

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
  br label %91

42:                                               ; preds = %12
  %43 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12length_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %43, ptr noundef nonnull @.str.14)
          to label %83 unwind label %44

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
  br label %91

46:                                               ; preds = %12
  %47 = call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %47, ptr noundef nonnull @.str.15)
          to label %83 unwind label %48

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
  br label %91

50:                                               ; preds = %12
  %51 = call ptr @__cxa_allocate_exception(i64 48) #17
  invoke void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %51, i32 noundef 9)
          to label %83 unwind label %52

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
  br label %91

54:                                               ; preds = %12
  %55 = call ptr @__cxa_allocate_exception(i64 24) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #17
  store ptr %4, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #17
  store i64 16, ptr %1, align 8, !tbaa !10
  %56 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 noundef 0)
          to label %57 unwind label %63

57:                                               ; preds = %54
  store ptr %56, ptr %2, align 8, !tbaa !12
  %58 = load i64, ptr %1, align 8, !tbaa !10
  store i64 %58, ptr %4, align 8, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %56, ptr noundef nonnull align 1 dereferenceable(16) @.str.16, i64 16, i1 false)
  store i64 %58, ptr %5, align 8, !tbaa !15
  %59 = load ptr, ptr %2, align 8, !tbaa !12
  %60 = getelementptr inbounds i8, ptr %59, i64 %58
  store i8 0, ptr %60, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #17
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %55, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %61 unwind label %65

61:                                               ; preds = %57
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10ParseError, i64 16), ptr %55, align 8, !tbaa !16
  %62 = getelementptr inbounds i8, ptr %55, i64 16
  store i32 12, ptr %62, align 8, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %55, ptr nonnull @_ZTI10ParseError, ptr nonnull @_ZNSt13runtime_errorD2Ev) #18
          to label %88 unwind label %65

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
  %68 = load ptr, ptr %2, align 8, !tbaa !12
  %69 = icmp eq ptr %68, %4
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = load i64, ptr %4, align 8, !tbaa !14
  %72 = add i64 %71, 1
  call void @_ZdlPvm(ptr noundef %68, i64 noundef %72) #19
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #17
  br i1 %66, label %74, label %91

73:                                               ; preds = %65
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #17
  br i1 %66, label %74, label %91

74:                                               ; preds = %73, %70, %63
  %75 = phi { ptr, i32 } [ %64, %63 ], [ %67, %73 ], [ %67, %70 ]
  call void @__cxa_free_exception(ptr %55) #17
  br label %91

76:                                               ; preds = %12
  %77 = call ptr @__cxa_allocate_exception(i64 32) #17
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() #20
  invoke void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %77, i32 22, ptr nonnull %78, ptr noundef nonnull @.str.17)
          to label %83 unwind label %79

79:                                               ; preds = %76
  %80 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %77) #17
  br label %91

81:                                               ; preds = %12
  %82 = call ptr @__cxa_allocate_exception(i64 8) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9exception, i64 16), ptr %82, align 8, !tbaa !16
  br label %83

83:                                               ; preds = %76, %50, %46, %42, %38, %34, %30, %26, %22, %18, %14, %81
  %84 = phi ptr [ %82, %81 ], [ %15, %14 ], [ %19, %18 ], [ %23, %22 ], [ %27, %26 ], [ %31, %30 ], [ %35, %34 ], [ %39, %38 ], [ %43, %42 ], [ %47, %46 ], [ %51, %50 ], [ %77, %76 ]
  %85 = phi ptr [ @_ZTISt9exception, %81 ], [ @_ZTISt13runtime_error, %14 ], [ @_ZTISt11range_error, %18 ], [ @_ZTISt14overflow_error, %22 ], [ @_ZTISt15underflow_error, %26 ], [ @_ZTISt11logic_error, %30 ], [ @_ZTISt12domain_error, %34 ], [ @_ZTISt16invalid_argument, %38 ], [ @_ZTISt12length_error, %42 ], [ @_ZTISt12out_of_range, %46 ], [ @_ZTI7MyError, %50 ], [ @_ZTISt12system_error, %76 ]
  %86 = phi ptr [ @_ZNSt9exceptionD1Ev, %81 ], [ @_ZNSt13runtime_errorD1Ev, %14 ], [ @_ZNSt11range_errorD1Ev, %18 ], [ @_ZNSt14overflow_errorD1Ev, %22 ], [ @_ZNSt15underflow_errorD1Ev, %26 ], [ @_ZNSt11logic_errorD1Ev, %30 ], [ @_ZNSt12domain_errorD1Ev, %34 ], [ @_ZNSt16invalid_argumentD1Ev, %38 ], [ @_ZNSt12length_errorD1Ev, %42 ], [ @_ZNSt12out_of_rangeD1Ev, %46 ], [ @_ZN7MyErrorD2Ev, %50 ], [ @_ZNSt12system_errorD1Ev, %76 ]
  invoke void @__cxa_throw(ptr nonnull %84, ptr nonnull %85, ptr nonnull %86) #18
          to label %87 unwind label %89

87:                                               ; preds = %83
  unreachable

88:                                               ; preds = %61
  unreachable

89:                                               ; preds = %83
  %90 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  br label %91

91:                                               ; preds = %16, %20, %24, %28, %32, %36, %40, %44, %48, %52, %70, %73, %74, %79, %89
  %92 = phi { ptr, i32 } [ %90, %89 ], [ %80, %79 ], [ %75, %74 ], [ %67, %73 ], [ %53, %52 ], [ %49, %48 ], [ %45, %44 ], [ %41, %40 ], [ %37, %36 ], [ %33, %32 ], [ %29, %28 ], [ %25, %24 ], [ %21, %20 ], [ %17, %16 ], [ %67, %70 ]
  %93 = extractvalue { ptr, i32 } %92, 0
  %94 = extractvalue { ptr, i32 } %92, 1
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10ParseError) #17
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %109

97:                                               ; preds = %91
  %98 = call ptr @__cxa_begin_catch(ptr %93) #17
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load i32, ptr %99, align 8, !tbaa !18
  %101 = load ptr, ptr %98, align 8, !tbaa !16
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  %104 = call noundef ptr %103(ptr noundef nonnull align 8 dereferenceable(16) %98) #17
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %13, i32 noundef %100, ptr noundef %104)
  br label %106

106:                                              ; preds = %154, %144, %134, %124, %112, %97
  call void @__cxa_end_catch()
  %107 = add nuw nsw i32 %13, 1
  %108 = icmp eq i32 %107, 13
  br i1 %108, label %6, label %12, !llvm.loop !24

109:                                              ; preds = %91
  %110 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12system_error) #17
  %111 = icmp eq i32 %94, %110
  br i1 %111, label %112, label %121

112:                                              ; preds = %109
  %113 = call ptr @__cxa_begin_catch(ptr %93) #17
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load i32, ptr %114, align 8, !tbaa !26
  %116 = load ptr, ptr %113, align 8, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  %119 = call noundef ptr %118(ptr noundef nonnull align 8 dereferenceable(16) %113) #17
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %13, i32 noundef %115, ptr noundef %119)
  br label %106

121:                                              ; preds = %109
  %122 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #17
  %123 = icmp eq i32 %94, %122
  br i1 %123, label %124, label %131

124:                                              ; preds = %121
  %125 = call ptr @__cxa_begin_catch(ptr %93) #17
  %126 = load ptr, ptr %125, align 8, !tbaa !16
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  %129 = call noundef ptr %128(ptr noundef nonnull align 8 dereferenceable(16) %125) #17
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %13, ptr noundef %129)
  br label %106

131:                                              ; preds = %121
  %132 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #17
  %133 = icmp eq i32 %94, %132
  br i1 %133, label %134, label %141

134:                                              ; preds = %131
  %135 = call ptr @__cxa_begin_catch(ptr %93) #17
  %136 = load ptr, ptr %135, align 8, !tbaa !16
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  %139 = call noundef ptr %138(ptr noundef nonnull align 8 dereferenceable(16) %135) #17
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13, ptr noundef %139)
  br label %106

141:                                              ; preds = %131
  %142 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #17
  %143 = icmp eq i32 %94, %142
  br i1 %143, label %144, label %151

144:                                              ; preds = %141
  %145 = call ptr @__cxa_begin_catch(ptr %93) #17
  %146 = load ptr, ptr %145, align 8, !tbaa !16
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8
  %149 = call noundef ptr %148(ptr noundef nonnull align 8 dereferenceable(16) %145) #17
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %13, ptr noundef %149)
  br label %106

151:                                              ; preds = %141
  %152 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %153 = icmp eq i32 %94, %152
  br i1 %153, label %154, label %198

154:                                              ; preds = %151
  %155 = call ptr @__cxa_begin_catch(ptr %93) #17
  %156 = load ptr, ptr %155, align 8, !tbaa !16
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  %159 = call noundef ptr %158(ptr noundef nonnull align 8 dereferenceable(8) %155) #17
  %160 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %13, ptr noundef %159)
  br label %106

161:                                              ; preds = %8
  %162 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  br label %163

163:                                              ; preds = %10, %161
  %164 = phi { ptr, i32 } [ %162, %161 ], [ %11, %10 ]
  %165 = extractvalue { ptr, i32 } %164, 0
  %166 = extractvalue { ptr, i32 } %164, 1
  %167 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %168 = icmp eq i32 %166, %167
  br i1 %168, label %169, label %186

169:                                              ; preds = %163
  %170 = call ptr @__cxa_begin_catch(ptr %165) #17
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #17
  %171 = call ptr @__dynamic_cast(ptr %170, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt12out_of_range, i64 0) #17
  %172 = icmp eq ptr %171, null
  br i1 %172, label %173, label %175

173:                                              ; preds = %169
  invoke void @__cxa_bad_cast() #18
          to label %174 unwind label %177

174:                                              ; preds = %173
  unreachable

175:                                              ; preds = %169
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %3, ptr noundef nonnull align 8 dereferenceable(16) %171) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %3, align 8, !tbaa !16
  %176 = call ptr @__cxa_allocate_exception(i64 16) #17
  call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %176, ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %176, align 8, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %176, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #18
          to label %206 unwind label %179

177:                                              ; preds = %173
  %178 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  br label %181

179:                                              ; preds = %175
  %180 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  call void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %181

181:                                              ; preds = %179, %177
  %182 = phi { ptr, i32 } [ %178, %177 ], [ %180, %179 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  invoke void @__cxa_end_catch()
          to label %183 unwind label %203

183:                                              ; preds = %181
  %184 = extractvalue { ptr, i32 } %182, 0
  %185 = extractvalue { ptr, i32 } %182, 1
  br label %186

186:                                              ; preds = %183, %163
  %187 = phi i32 [ %185, %183 ], [ %166, %163 ]
  %188 = phi ptr [ %184, %183 ], [ %165, %163 ]
  %189 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #17
  %190 = icmp eq i32 %187, %189
  br i1 %190, label %191, label %198

191:                                              ; preds = %186
  %192 = call ptr @__cxa_begin_catch(ptr %188) #17
  %193 = load ptr, ptr %192, align 8, !tbaa !16
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  %196 = call noundef ptr %195(ptr noundef nonnull align 8 dereferenceable(16) %192) #17
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %196)
  call void @__cxa_end_catch()
  ret i32 0

198:                                              ; preds = %151, %186
  %199 = phi i32 [ %187, %186 ], [ %94, %151 ]
  %200 = phi ptr [ %188, %186 ], [ %93, %151 ]
  %201 = insertvalue { ptr, i32 } poison, ptr %200, 0
  %202 = insertvalue { ptr, i32 } %201, i32 %199, 1
  resume { ptr, i32 } %202

203:                                              ; preds = %181
  %204 = landingpad { ptr, i32 }
          catch ptr null
  %205 = extractvalue { ptr, i32 } %204, 0
  call void @__clang_call_terminate(ptr %205) #21
  unreachable

206:                                              ; preds = %175
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
define linkonce_odr dso_local void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %1, ptr %4, align 8, !tbaa !28
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !30)
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
  br i1 %25, label %26, label %8, !llvm.loop !33

26:                                               ; preds = %22, %20, %16, %12, %2
  %27 = phi i32 [ %13, %12 ], [ %17, %16 ], [ %21, %20 ], [ 1, %2 ], [ %24, %22 ]
  %28 = lshr i32 %1, 31
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %31, ptr %3, align 8, !tbaa !5, !alias.scope !30
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %30, i8 noundef signext 45)
          to label %32 unwind label %75

32:                                               ; preds = %26
  %33 = zext nneg i32 %28 to i64
  %34 = load ptr, ptr %3, align 8, !tbaa !12, !alias.scope !30
  %35 = getelementptr inbounds i8, ptr %34, i64 %33
  %36 = icmp ugt i32 %6, 99
  br i1 %36, label %37, label %59

37:                                               ; preds = %32
  %38 = add i32 %27, -1
  br label %39

39:                                               ; preds = %39, %37
  %40 = phi i32 [ %44, %39 ], [ %6, %37 ]
  %41 = phi i32 [ %57, %39 ], [ %38, %37 ]
  %42 = urem i32 %40, 100
  %43 = shl nuw nsw i32 %42, 1
  %44 = udiv i32 %40, 100
  %45 = or disjoint i32 %43, 1
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !14, !noalias !30
  %49 = zext i32 %41 to i64
  %50 = getelementptr inbounds i8, ptr %35, i64 %49
  store i8 %48, ptr %50, align 1, !tbaa !14
  %51 = zext nneg i32 %43 to i64
  %52 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %51
  %53 = load i8, ptr %52, align 2, !tbaa !14, !noalias !30
  %54 = add i32 %41, -1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %35, i64 %55
  store i8 %53, ptr %56, align 1, !tbaa !14
  %57 = add i32 %41, -2
  %58 = icmp ugt i32 %40, 9999
  br i1 %58, label %39, label %59, !llvm.loop !34

59:                                               ; preds = %39, %32
  %60 = phi i32 [ %6, %32 ], [ %44, %39 ]
  %61 = icmp ugt i32 %60, 9
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = shl nuw nsw i32 %60, 1
  %64 = or disjoint i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !14, !noalias !30
  %68 = getelementptr inbounds i8, ptr %35, i64 1
  store i8 %67, ptr %68, align 1, !tbaa !14
  %69 = zext nneg i32 %63 to i64
  %70 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %69
  %71 = load i8, ptr %70, align 2, !tbaa !14, !noalias !30
  br label %78

72:                                               ; preds = %59
  %73 = trunc nuw i32 %60 to i8
  %74 = or disjoint i8 %73, 48
  br label %78

75:                                               ; preds = %26
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  call void @__clang_call_terminate(ptr %77) #21
  unreachable

78:                                               ; preds = %62, %72
  %79 = phi i8 [ %74, %72 ], [ %71, %62 ]
  store i8 %79, ptr %35, align 1, !tbaa !14
  %80 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.18, i64 noundef 13)
          to label %81 unwind label %106

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %82, ptr %5, align 8, !tbaa !5, !alias.scope !35
  %83 = load ptr, ptr %80, align 8, !tbaa !12
  %84 = getelementptr inbounds i8, ptr %80, i64 16
  %85 = icmp eq ptr %83, %84
  br i1 %85, label %86, label %92

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %80, i64 8
  %88 = load i64, ptr %87, align 8, !tbaa !15
  %89 = add i64 %88, 1
  %90 = icmp eq i64 %89, 0
  br i1 %90, label %96, label %91

91:                                               ; preds = %86
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %82, ptr nonnull align 8 %84, i64 %89, i1 false)
  br label %96

92:                                               ; preds = %81
  store ptr %83, ptr %5, align 8, !tbaa !12, !alias.scope !35
  %93 = load i64, ptr %84, align 8, !tbaa !14
  store i64 %93, ptr %82, align 8, !tbaa !14, !alias.scope !35
  %94 = getelementptr inbounds i8, ptr %80, i64 8
  %95 = load i64, ptr %94, align 8, !tbaa !15
  br label %96

96:                                               ; preds = %92, %91, %86
  %97 = phi i64 [ -1, %86 ], [ %88, %91 ], [ %95, %92 ]
  %98 = getelementptr inbounds i8, ptr %80, i64 8
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %97, ptr %99, align 8, !tbaa !15, !alias.scope !35
  store ptr %84, ptr %80, align 8, !tbaa !12
  store i64 0, ptr %98, align 8, !tbaa !15
  store i8 0, ptr %84, align 8, !tbaa !14
  %100 = load ptr, ptr %3, align 8, !tbaa !12
  %101 = icmp eq ptr %100, %31
  br i1 %101, label %105, label %102

102:                                              ; preds = %96
  %103 = load i64, ptr %31, align 8, !tbaa !14
  %104 = add i64 %103, 1
  call void @_ZdlPvm(ptr noundef %100, i64 noundef %104) #19
  br label %105

105:                                              ; preds = %96, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  ret void

106:                                              ; preds = %78
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = load ptr, ptr %3, align 8, !tbaa !12
  %109 = icmp eq ptr %108, %31
  br i1 %109, label %113, label %110

110:                                              ; preds = %106
  %111 = load i64, ptr %31, align 8, !tbaa !14
  %112 = add i64 %111, 1
  call void @_ZdlPvm(ptr noundef %108, i64 noundef %112) #19
  br label %113

113:                                              ; preds = %106, %110
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #17
  call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #17
  resume { ptr, i32 } %107
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %4, align 8, !tbaa !14
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
define linkonce_odr dso_local void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 %1, ptr %2, ptr noundef %3) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #17
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #17
  %8 = load ptr, ptr %2, align 8, !tbaa !16, !noalias !38
  %9 = getelementptr inbounds i8, ptr %8, i64 32
  %10 = load ptr, ptr %9, align 8, !noalias !38
  call void %10(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %7, ptr noundef nonnull align 8 dereferenceable(8) %2, i32 noundef %1)
  %11 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.22, i64 noundef 2)
          to label %12 unwind label %74

12:                                               ; preds = %4
  %13 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %13, ptr %6, align 8, !tbaa !5, !alias.scope !41
  %14 = load ptr, ptr %11, align 8, !tbaa !12
  %15 = getelementptr inbounds i8, ptr %11, i64 16
  %16 = icmp eq ptr %14, %15
  br i1 %16, label %17, label %23

17:                                               ; preds = %12
  %18 = getelementptr inbounds i8, ptr %11, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !15
  %20 = add i64 %19, 1
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %27, label %22

22:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %13, ptr nonnull align 8 %15, i64 %20, i1 false)
  br label %27

23:                                               ; preds = %12
  store ptr %14, ptr %6, align 8, !tbaa !12, !alias.scope !41
  %24 = load i64, ptr %15, align 8, !tbaa !14
  store i64 %24, ptr %13, align 8, !tbaa !14, !alias.scope !41
  %25 = getelementptr inbounds i8, ptr %11, i64 8
  %26 = load i64, ptr %25, align 8, !tbaa !15
  br label %27

27:                                               ; preds = %23, %22, %17
  %28 = phi i64 [ -1, %17 ], [ %19, %22 ], [ %26, %23 ]
  %29 = getelementptr inbounds i8, ptr %11, i64 8
  %30 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 %28, ptr %30, align 8, !tbaa !15, !alias.scope !41
  store ptr %15, ptr %11, align 8, !tbaa !12
  store i64 0, ptr %29, align 8, !tbaa !15
  store i8 0, ptr %15, align 8, !tbaa !14
  call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %31 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #17, !noalias !44
  %32 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef 0, i64 noundef 0, ptr noundef %3, i64 noundef %31)
          to label %33 unwind label %76

33:                                               ; preds = %27
  %34 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %34, ptr %5, align 8, !tbaa !5, !alias.scope !44
  %35 = load ptr, ptr %32, align 8, !tbaa !12
  %36 = getelementptr inbounds i8, ptr %32, i64 16
  %37 = icmp eq ptr %35, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %33
  %39 = getelementptr inbounds i8, ptr %32, i64 8
  %40 = load i64, ptr %39, align 8, !tbaa !15
  %41 = add i64 %40, 1
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %38
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %34, ptr nonnull align 8 %36, i64 %41, i1 false)
  br label %48

44:                                               ; preds = %33
  store ptr %35, ptr %5, align 8, !tbaa !12, !alias.scope !44
  %45 = load i64, ptr %36, align 8, !tbaa !14
  store i64 %45, ptr %34, align 8, !tbaa !14, !alias.scope !44
  %46 = getelementptr inbounds i8, ptr %32, i64 8
  %47 = load i64, ptr %46, align 8, !tbaa !15
  br label %48

48:                                               ; preds = %44, %43, %38
  %49 = phi i64 [ -1, %38 ], [ %40, %43 ], [ %47, %44 ]
  %50 = getelementptr inbounds i8, ptr %32, i64 8
  %51 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %49, ptr %51, align 8, !tbaa !15, !alias.scope !44
  store ptr %36, ptr %32, align 8, !tbaa !12
  store i64 0, ptr %50, align 8, !tbaa !15
  store i8 0, ptr %36, align 8, !tbaa !14
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %52 unwind label %78

52:                                               ; preds = %48
  %53 = load ptr, ptr %5, align 8, !tbaa !12
  %54 = icmp eq ptr %53, %34
  br i1 %54, label %58, label %55

55:                                               ; preds = %52
  %56 = load i64, ptr %34, align 8, !tbaa !14
  %57 = add i64 %56, 1
  call void @_ZdlPvm(ptr noundef %53, i64 noundef %57) #19
  br label %58

58:                                               ; preds = %52, %55
  %59 = load ptr, ptr %6, align 8, !tbaa !12
  %60 = icmp eq ptr %59, %13
  br i1 %60, label %64, label %61

61:                                               ; preds = %58
  %62 = load i64, ptr %13, align 8, !tbaa !14
  %63 = add i64 %62, 1
  call void @_ZdlPvm(ptr noundef %59, i64 noundef %63) #19
  br label %64

64:                                               ; preds = %58, %61
  %65 = load ptr, ptr %7, align 8, !tbaa !12
  %66 = getelementptr inbounds i8, ptr %7, i64 16
  %67 = icmp eq ptr %65, %66
  br i1 %67, label %71, label %68

68:                                               ; preds = %64
  %69 = load i64, ptr %66, align 8, !tbaa !14
  %70 = add i64 %69, 1
  call void @_ZdlPvm(ptr noundef %65, i64 noundef %70) #19
  br label %71

71:                                               ; preds = %64, %68
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #17
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12system_error, i64 16), ptr %0, align 8, !tbaa !16
  %72 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %1, ptr %72, align 8, !tbaa !47
  %73 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %2, ptr %73, align 8, !tbaa !48
  ret void

74:                                               ; preds = %4
  %75 = landingpad { ptr, i32 }
          cleanup
  br label %92

76:                                               ; preds = %27
  %77 = landingpad { ptr, i32 }
          cleanup
  br label %85

78:                                               ; preds = %48
  %79 = landingpad { ptr, i32 }
          cleanup
  %80 = load ptr, ptr %5, align 8, !tbaa !12
  %81 = icmp eq ptr %80, %34
  br i1 %81, label %85, label %82

82:                                               ; preds = %78
  %83 = load i64, ptr %34, align 8, !tbaa !14
  %84 = add i64 %83, 1
  call void @_ZdlPvm(ptr noundef %80, i64 noundef %84) #19
  br label %85

85:                                               ; preds = %82, %78, %76
  %86 = phi { ptr, i32 } [ %77, %76 ], [ %79, %78 ], [ %79, %82 ]
  %87 = load ptr, ptr %6, align 8, !tbaa !12
  %88 = icmp eq ptr %87, %13
  br i1 %88, label %92, label %89

89:                                               ; preds = %85
  %90 = load i64, ptr %13, align 8, !tbaa !14
  %91 = add i64 %90, 1
  call void @_ZdlPvm(ptr noundef %87, i64 noundef %91) #19
  br label %92

92:                                               ; preds = %89, %85, %74
  %93 = phi { ptr, i32 } [ %75, %74 ], [ %86, %85 ], [ %86, %89 ]
  %94 = load ptr, ptr %7, align 8, !tbaa !12
  %95 = getelementptr inbounds i8, ptr %7, i64 16
  %96 = icmp eq ptr %94, %95
  br i1 %96, label %100, label %97

97:                                               ; preds = %92
  %98 = load i64, ptr %95, align 8, !tbaa !14
  %99 = add i64 %98, 1
  call void @_ZdlPvm(ptr noundef %94, i64 noundef %99) #19
  br label %100

100:                                              ; preds = %92, %97
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #17
  resume { ptr, i32 } %93
}

; Function Attrs: nounwind
declare void @_ZNSt12system_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %1
  %7 = load i64, ptr %4, align 8, !tbaa !14
  %8 = add i64 %7, 1
  tail call void @_ZdlPvm(ptr noundef %3, i64 noundef %8) #19
  br label %9

9:                                                ; preds = %1, %6
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #17
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #19
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7MyError4whatEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  ret ptr %3
}

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

declare void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #9 comdat align 2 {
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #17 = { nounwind }
attributes #18 = { noreturn }
attributes #19 = { builtin nounwind }
attributes #20 = { nounwind willreturn memory(none) }
attributes #21 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !11, i64 8, !8, i64 16}
!14 = !{!8, !8, i64 0}
!15 = !{!13, !11, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"vtable pointer", !9, i64 0}
!18 = !{!19, !23, i64 16}
!19 = !{!"_ZTS10ParseError", !20, i64 0, !23, i64 16}
!20 = !{!"_ZTSSt13runtime_error", !21, i64 0, !22, i64 8}
!21 = !{!"_ZTSSt9exception"}
!22 = !{!"_ZTSSt12__cow_string", !8, i64 0}
!23 = !{!"int", !8, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!27, !23, i64 0}
!27 = !{!"_ZTSSt10error_code", !23, i64 0, !7, i64 8}
!28 = !{!29, !23, i64 8}
!29 = !{!"_ZTS7MyError", !21, i64 0, !23, i64 8, !13, i64 16}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!32 = distinct !{!32, !"_ZNSt7__cxx119to_stringEi"}
!33 = distinct !{!33, !25}
!34 = distinct !{!34, !25}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!37 = distinct !{!37, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZNKSt10error_code7messageB5cxx11Ev: argument 0"}
!40 = distinct !{!40, !"_ZNKSt10error_code7messageB5cxx11Ev"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!43 = distinct !{!43, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!46 = distinct !{!46, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!47 = !{!23, !23, i64 0}
!48 = !{!7, !7, i64 0}
