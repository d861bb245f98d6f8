; ModuleID = 'std_exception_hierarchy.cpp'
source_filename = "std_exception_hierarchy.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon.0 }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon.0 = type { i64, [8 x i8] }
%"class.std::error_code" = type { i32, ptr }
%"class.std::out_of_range" = type { %"class.std::logic_error" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN7MyErrorC2Ei = comdat any

$_ZN7MyErrorD2Ev = comdat any

$_ZNSt12system_errorC2ESt10error_codePKc = comdat any

$_ZN7MyErrorD0Ev = comdat any

$_ZNK7MyError4whatEv = comdat any

$_ZN10ParseErrorD0Ev = comdat any

$_ZTS10ParseError = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt13runtime_error = comdat any

$_ZTI10ParseError = comdat any

$_ZTSSt12system_error = comdat any

$_ZTISt12system_error = comdat any

$_ZTSSt16invalid_argument = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt16invalid_argument = comdat any

$_ZTSSt12out_of_range = comdat any

$_ZTISt12out_of_range = comdat any

$_ZTSSt11range_error = comdat any

$_ZTISt11range_error = comdat any

$_ZTSSt14overflow_error = comdat any

$_ZTISt14overflow_error = comdat any

$_ZTSSt15underflow_error = comdat any

$_ZTISt15underflow_error = comdat any

$_ZTSSt12domain_error = comdat any

$_ZTISt12domain_error = comdat any

$_ZTSSt12length_error = comdat any

$_ZTISt12length_error = comdat any

$_ZTS7MyError = comdat any

$_ZTI7MyError = comdat any

$_ZTV7MyError = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTV10ParseError = comdat any

@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS10ParseError = linkonce_odr dso_local constant [13 x i8] c"10ParseError\00", comdat, align 1
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTI10ParseError = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS10ParseError, ptr @_ZTISt13runtime_error }, comdat, align 8
@_ZTSSt12system_error = linkonce_odr dso_local constant [17 x i8] c"St12system_error\00", comdat, align 1
@_ZTISt12system_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12system_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@_ZTSSt16invalid_argument = linkonce_odr dso_local constant [21 x i8] c"St16invalid_argument\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt16invalid_argument = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16invalid_argument, ptr @_ZTISt11logic_error }, comdat, align 8
@.str = private unnamed_addr constant [24 x i8] c"%2d std::exception: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%2d logic_error family: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"%2d invalid_argument: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"%2d runtime_error family: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"%2d system_error %d: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"%2d ParseError line %d: %s\0A\00", align 1
@_ZTSSt12out_of_range = linkonce_odr dso_local constant [17 x i8] c"St12out_of_range\00", comdat, align 1
@_ZTISt12out_of_range = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12out_of_range, ptr @_ZTISt11logic_error }, comdat, align 8
@.str.6 = private unnamed_addr constant [12 x i8] c"copied: %s\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"runtime\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"range\00", align 1
@_ZTSSt11range_error = linkonce_odr dso_local constant [16 x i8] c"St11range_error\00", comdat, align 1
@_ZTISt11range_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11range_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@.str.9 = private unnamed_addr constant [9 x i8] c"overflow\00", align 1
@_ZTSSt14overflow_error = linkonce_odr dso_local constant [19 x i8] c"St14overflow_error\00", comdat, align 1
@_ZTISt14overflow_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt14overflow_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@.str.10 = private unnamed_addr constant [10 x i8] c"underflow\00", align 1
@_ZTSSt15underflow_error = linkonce_odr dso_local constant [20 x i8] c"St15underflow_error\00", comdat, align 1
@_ZTISt15underflow_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt15underflow_error, ptr @_ZTISt13runtime_error }, comdat, align 8
@.str.11 = private unnamed_addr constant [6 x i8] c"logic\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"domain\00", align 1
@_ZTSSt12domain_error = linkonce_odr dso_local constant [17 x i8] c"St12domain_error\00", comdat, align 1
@_ZTISt12domain_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12domain_error, ptr @_ZTISt11logic_error }, comdat, align 8
@.str.13 = private unnamed_addr constant [8 x i8] c"invalid\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c"length\00", align 1
@_ZTSSt12length_error = linkonce_odr dso_local constant [17 x i8] c"St12length_error\00", comdat, align 1
@_ZTISt12length_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12length_error, ptr @_ZTISt11logic_error }, comdat, align 8
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i64, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::error_code", align 8
  %4 = alloca %"class.std::out_of_range", align 8
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 8
  br label %14

8:                                                ; preds = %106
  %9 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str.15)
          to label %10 unwind label %12

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #19
          to label %11 unwind label %191

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  call void @__cxa_free_exception(ptr %9) #18
  br label %193

14:                                               ; preds = %0, %106
  %15 = phi i32 [ 0, %0 ], [ %107, %106 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  switch i32 %15, label %81 [
    i32 0, label %16
    i32 1, label %20
    i32 2, label %24
    i32 3, label %28
    i32 4, label %32
    i32 5, label %36
    i32 6, label %40
    i32 7, label %44
    i32 8, label %48
    i32 9, label %52
    i32 10, label %56
    i32 11, label %76
  ]

16:                                               ; preds = %14
  %17 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %17, ptr noundef nonnull @.str.7)
          to label %83 unwind label %18

18:                                               ; preds = %16
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %17) #18
  br label %91

20:                                               ; preds = %14
  %21 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt11range_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %21, ptr noundef nonnull @.str.8)
          to label %83 unwind label %22

22:                                               ; preds = %20
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %21) #18
  br label %91

24:                                               ; preds = %14
  %25 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull @.str.9)
          to label %83 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %25) #18
  br label %91

28:                                               ; preds = %14
  %29 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt15underflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %29, ptr noundef nonnull @.str.10)
          to label %83 unwind label %30

30:                                               ; preds = %28
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %29) #18
  br label %91

32:                                               ; preds = %14
  %33 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull @.str.11)
          to label %83 unwind label %34

34:                                               ; preds = %32
  %35 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %33) #18
  br label %91

36:                                               ; preds = %14
  %37 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %37, ptr noundef nonnull @.str.12)
          to label %83 unwind label %38

38:                                               ; preds = %36
  %39 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %37) #18
  br label %91

40:                                               ; preds = %14
  %41 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %41, ptr noundef nonnull @.str.13)
          to label %83 unwind label %42

42:                                               ; preds = %40
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %41) #18
  br label %91

44:                                               ; preds = %14
  %45 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt12length_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %45, ptr noundef nonnull @.str.14)
          to label %83 unwind label %46

46:                                               ; preds = %44
  %47 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %45) #18
  br label %91

48:                                               ; preds = %14
  %49 = call ptr @__cxa_allocate_exception(i64 16) #18
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %49, ptr noundef nonnull @.str.15)
          to label %83 unwind label %50

50:                                               ; preds = %48
  %51 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %49) #18
  br label %91

52:                                               ; preds = %14
  %53 = call ptr @__cxa_allocate_exception(i64 48) #18
  invoke void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %53, i32 noundef 9)
          to label %83 unwind label %54

54:                                               ; preds = %52
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @__cxa_free_exception(ptr %53) #18
  br label %91

56:                                               ; preds = %14
  %57 = call ptr @__cxa_allocate_exception(i64 24) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #18
  store ptr %6, ptr %2, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #18
  store i64 16, ptr %1, align 8, !tbaa !10
  %58 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 noundef 0)
          to label %59 unwind label %65

59:                                               ; preds = %56
  store ptr %58, ptr %2, align 8, !tbaa !12
  %60 = load i64, ptr %1, align 8, !tbaa !10
  store i64 %60, ptr %6, align 8, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %58, ptr noundef nonnull align 1 dereferenceable(16) @.str.16, i64 16, i1 false)
  store i64 %60, ptr %7, align 8, !tbaa !15
  %61 = load ptr, ptr %2, align 8, !tbaa !12
  %62 = getelementptr inbounds i8, ptr %61, i64 %60
  store i8 0, ptr %62, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #18
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %57, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %63 unwind label %67

63:                                               ; preds = %59
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV10ParseError, i64 16), ptr %57, align 8, !tbaa !16
  %64 = getelementptr inbounds i8, ptr %57, i64 16
  store i32 12, ptr %64, align 8, !tbaa !18
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTI10ParseError, ptr nonnull @_ZNSt13runtime_errorD2Ev) #19
          to label %88 unwind label %67

65:                                               ; preds = %56
  %66 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #18
  br label %74

67:                                               ; preds = %63, %59
  %68 = phi i1 [ false, %63 ], [ true, %59 ]
  %69 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI10ParseError
          catch ptr @_ZTISt12system_error
          catch ptr @_ZTISt13runtime_error
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt11logic_error
          catch ptr @_ZTISt9exception
  %70 = load ptr, ptr %2, align 8, !tbaa !12
  %71 = icmp eq ptr %70, %6
  br i1 %71, label %73, label %72

72:                                               ; preds = %67
  call void @_ZdlPv(ptr noundef %70) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #18
  br i1 %68, label %74, label %91

73:                                               ; preds = %67
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #18
  br i1 %68, label %74, label %91

74:                                               ; preds = %73, %72, %65
  %75 = phi { ptr, i32 } [ %66, %65 ], [ %69, %73 ], [ %69, %72 ]
  call void @__cxa_free_exception(ptr %57) #18
  br label %91

76:                                               ; preds = %14
  %77 = call ptr @__cxa_allocate_exception(i64 32) #18
  %78 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() #21
  store i32 22, ptr %3, align 8, !tbaa !24, !alias.scope !26
  store ptr %78, ptr %5, align 8, !tbaa !29, !alias.scope !26
  invoke void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %77, ptr noundef nonnull %3, ptr noundef nonnull @.str.17)
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
  call void @__cxa_free_exception(ptr %77) #18
  br label %91

81:                                               ; preds = %14
  %82 = call ptr @__cxa_allocate_exception(i64 8) #18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt9exception, i64 16), ptr %82, align 8, !tbaa !16
  br label %83

83:                                               ; preds = %76, %52, %48, %44, %40, %36, %32, %28, %24, %20, %16, %81
  %84 = phi ptr [ %82, %81 ], [ %17, %16 ], [ %21, %20 ], [ %25, %24 ], [ %29, %28 ], [ %33, %32 ], [ %37, %36 ], [ %41, %40 ], [ %45, %44 ], [ %49, %48 ], [ %53, %52 ], [ %77, %76 ]
  %85 = phi ptr [ @_ZTISt9exception, %81 ], [ @_ZTISt13runtime_error, %16 ], [ @_ZTISt11range_error, %20 ], [ @_ZTISt14overflow_error, %24 ], [ @_ZTISt15underflow_error, %28 ], [ @_ZTISt11logic_error, %32 ], [ @_ZTISt12domain_error, %36 ], [ @_ZTISt16invalid_argument, %40 ], [ @_ZTISt12length_error, %44 ], [ @_ZTISt12out_of_range, %48 ], [ @_ZTI7MyError, %52 ], [ @_ZTISt12system_error, %76 ]
  %86 = phi ptr [ @_ZNSt9exceptionD1Ev, %81 ], [ @_ZNSt13runtime_errorD1Ev, %16 ], [ @_ZNSt11range_errorD1Ev, %20 ], [ @_ZNSt14overflow_errorD1Ev, %24 ], [ @_ZNSt15underflow_errorD1Ev, %28 ], [ @_ZNSt11logic_errorD1Ev, %32 ], [ @_ZNSt12domain_errorD1Ev, %36 ], [ @_ZNSt16invalid_argumentD1Ev, %40 ], [ @_ZNSt12length_errorD1Ev, %44 ], [ @_ZNSt12out_of_rangeD1Ev, %48 ], [ @_ZN7MyErrorD2Ev, %52 ], [ @_ZNSt12system_errorD1Ev, %76 ]
  invoke void @__cxa_throw(ptr nonnull %84, ptr nonnull %85, ptr nonnull %86) #19
          to label %87 unwind label %89

87:                                               ; preds = %83
  unreachable

88:                                               ; preds = %63
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

91:                                               ; preds = %18, %22, %26, %30, %34, %38, %42, %46, %50, %54, %72, %73, %74, %79, %89
  %92 = phi { ptr, i32 } [ %90, %89 ], [ %80, %79 ], [ %75, %74 ], [ %69, %73 ], [ %55, %54 ], [ %51, %50 ], [ %47, %46 ], [ %43, %42 ], [ %39, %38 ], [ %35, %34 ], [ %31, %30 ], [ %27, %26 ], [ %23, %22 ], [ %19, %18 ], [ %69, %72 ]
  %93 = extractvalue { ptr, i32 } %92, 0
  %94 = extractvalue { ptr, i32 } %92, 1
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI10ParseError) #18
  %96 = icmp eq i32 %94, %95
  br i1 %96, label %97, label %109

97:                                               ; preds = %91
  %98 = call ptr @__cxa_begin_catch(ptr %93) #18
  %99 = getelementptr inbounds i8, ptr %98, i64 16
  %100 = load i32, ptr %99, align 8, !tbaa !18
  %101 = load ptr, ptr %98, align 8, !tbaa !16
  %102 = getelementptr inbounds i8, ptr %101, i64 16
  %103 = load ptr, ptr %102, align 8
  %104 = call noundef ptr %103(ptr noundef nonnull align 8 dereferenceable(16) %98) #18
  %105 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %15, i32 noundef %100, ptr noundef %104)
          to label %106 unwind label %186

106:                                              ; preds = %97, %154, %144, %134, %124, %112
  call void @__cxa_end_catch()
  %107 = add nuw nsw i32 %15, 1
  %108 = icmp eq i32 %107, 13
  br i1 %108, label %8, label %14, !llvm.loop !30

109:                                              ; preds = %91
  %110 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12system_error) #18
  %111 = icmp eq i32 %94, %110
  br i1 %111, label %112, label %121

112:                                              ; preds = %109
  %113 = call ptr @__cxa_begin_catch(ptr %93) #18
  %114 = getelementptr inbounds i8, ptr %113, i64 16
  %115 = load i32, ptr %114, align 8, !tbaa !24
  %116 = load ptr, ptr %113, align 8, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %116, i64 16
  %118 = load ptr, ptr %117, align 8
  %119 = call noundef ptr %118(ptr noundef nonnull align 8 dereferenceable(16) %113) #18
  %120 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %15, i32 noundef %115, ptr noundef %119)
          to label %106 unwind label %181

121:                                              ; preds = %109
  %122 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #18
  %123 = icmp eq i32 %94, %122
  br i1 %123, label %124, label %131

124:                                              ; preds = %121
  %125 = call ptr @__cxa_begin_catch(ptr %93) #18
  %126 = load ptr, ptr %125, align 8, !tbaa !16
  %127 = getelementptr inbounds i8, ptr %126, i64 16
  %128 = load ptr, ptr %127, align 8
  %129 = call noundef ptr %128(ptr noundef nonnull align 8 dereferenceable(16) %125) #18
  %130 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %15, ptr noundef %129)
          to label %106 unwind label %176

131:                                              ; preds = %121
  %132 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #18
  %133 = icmp eq i32 %94, %132
  br i1 %133, label %134, label %141

134:                                              ; preds = %131
  %135 = call ptr @__cxa_begin_catch(ptr %93) #18
  %136 = load ptr, ptr %135, align 8, !tbaa !16
  %137 = getelementptr inbounds i8, ptr %136, i64 16
  %138 = load ptr, ptr %137, align 8
  %139 = call noundef ptr %138(ptr noundef nonnull align 8 dereferenceable(16) %135) #18
  %140 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %15, ptr noundef %139)
          to label %106 unwind label %171

141:                                              ; preds = %131
  %142 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #18
  %143 = icmp eq i32 %94, %142
  br i1 %143, label %144, label %151

144:                                              ; preds = %141
  %145 = call ptr @__cxa_begin_catch(ptr %93) #18
  %146 = load ptr, ptr %145, align 8, !tbaa !16
  %147 = getelementptr inbounds i8, ptr %146, i64 16
  %148 = load ptr, ptr %147, align 8
  %149 = call noundef ptr %148(ptr noundef nonnull align 8 dereferenceable(16) %145) #18
  %150 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %15, ptr noundef %149)
          to label %106 unwind label %166

151:                                              ; preds = %141
  %152 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #18
  %153 = icmp eq i32 %94, %152
  br i1 %153, label %154, label %234

154:                                              ; preds = %151
  %155 = call ptr @__cxa_begin_catch(ptr %93) #18
  %156 = load ptr, ptr %155, align 8, !tbaa !16
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load ptr, ptr %157, align 8
  %159 = call noundef ptr %158(ptr noundef nonnull align 8 dereferenceable(8) %155) #18
  %160 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %15, ptr noundef %159)
          to label %106 unwind label %161

161:                                              ; preds = %154
  %162 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %163 unwind label %239

163:                                              ; preds = %161
  %164 = extractvalue { ptr, i32 } %162, 1
  %165 = extractvalue { ptr, i32 } %162, 0
  br label %234

166:                                              ; preds = %144
  %167 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %168 unwind label %239

168:                                              ; preds = %166
  %169 = extractvalue { ptr, i32 } %167, 1
  %170 = extractvalue { ptr, i32 } %167, 0
  br label %234

171:                                              ; preds = %134
  %172 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %173 unwind label %239

173:                                              ; preds = %171
  %174 = extractvalue { ptr, i32 } %172, 1
  %175 = extractvalue { ptr, i32 } %172, 0
  br label %234

176:                                              ; preds = %124
  %177 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %178 unwind label %239

178:                                              ; preds = %176
  %179 = extractvalue { ptr, i32 } %177, 1
  %180 = extractvalue { ptr, i32 } %177, 0
  br label %234

181:                                              ; preds = %112
  %182 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %183 unwind label %239

183:                                              ; preds = %181
  %184 = extractvalue { ptr, i32 } %182, 1
  %185 = extractvalue { ptr, i32 } %182, 0
  br label %234

186:                                              ; preds = %97
  %187 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %188 unwind label %239

188:                                              ; preds = %186
  %189 = extractvalue { ptr, i32 } %187, 1
  %190 = extractvalue { ptr, i32 } %187, 0
  br label %234

191:                                              ; preds = %10
  %192 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTISt12out_of_range
  br label %193

193:                                              ; preds = %12, %191
  %194 = phi { ptr, i32 } [ %192, %191 ], [ %13, %12 ]
  %195 = extractvalue { ptr, i32 } %194, 0
  %196 = extractvalue { ptr, i32 } %194, 1
  %197 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #18
  %198 = icmp eq i32 %196, %197
  br i1 %198, label %199, label %216

199:                                              ; preds = %193
  %200 = call ptr @__cxa_begin_catch(ptr %195) #18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #18
  %201 = call ptr @__dynamic_cast(ptr %200, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt12out_of_range, i64 0) #18
  %202 = icmp eq ptr %201, null
  br i1 %202, label %203, label %205

203:                                              ; preds = %199
  invoke void @__cxa_bad_cast() #19
          to label %204 unwind label %207

204:                                              ; preds = %203
  unreachable

205:                                              ; preds = %199
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(16) %201) #18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %4, align 8, !tbaa !16
  %206 = call ptr @__cxa_allocate_exception(i64 16) #18
  call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %206, ptr noundef nonnull align 8 dereferenceable(16) %4) #18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12out_of_range, i64 16), ptr %206, align 8, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %206, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #19
          to label %242 unwind label %209

207:                                              ; preds = %203
  %208 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  br label %211

209:                                              ; preds = %205
  %210 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  call void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #18
  br label %211

211:                                              ; preds = %209, %207
  %212 = phi { ptr, i32 } [ %208, %207 ], [ %210, %209 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #18
  invoke void @__cxa_end_catch()
          to label %213 unwind label %239

213:                                              ; preds = %211
  %214 = extractvalue { ptr, i32 } %212, 0
  %215 = extractvalue { ptr, i32 } %212, 1
  br label %216

216:                                              ; preds = %213, %193
  %217 = phi i32 [ %215, %213 ], [ %196, %193 ]
  %218 = phi ptr [ %214, %213 ], [ %195, %193 ]
  %219 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #18
  %220 = icmp eq i32 %217, %219
  br i1 %220, label %221, label %234

221:                                              ; preds = %216
  %222 = call ptr @__cxa_begin_catch(ptr %218) #18
  %223 = load ptr, ptr %222, align 8, !tbaa !16
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  %225 = load ptr, ptr %224, align 8
  %226 = call noundef ptr %225(ptr noundef nonnull align 8 dereferenceable(16) %222) #18
  %227 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, ptr noundef %226)
          to label %228 unwind label %229

228:                                              ; preds = %221
  call void @__cxa_end_catch()
  ret i32 0

229:                                              ; preds = %221
  %230 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %231 unwind label %239

231:                                              ; preds = %229
  %232 = extractvalue { ptr, i32 } %230, 1
  %233 = extractvalue { ptr, i32 } %230, 0
  br label %234

234:                                              ; preds = %151, %163, %168, %173, %178, %183, %188, %231, %216
  %235 = phi i32 [ %232, %231 ], [ %217, %216 ], [ %189, %188 ], [ %184, %183 ], [ %179, %178 ], [ %174, %173 ], [ %169, %168 ], [ %164, %163 ], [ %94, %151 ]
  %236 = phi ptr [ %233, %231 ], [ %218, %216 ], [ %190, %188 ], [ %185, %183 ], [ %180, %178 ], [ %175, %173 ], [ %170, %168 ], [ %165, %163 ], [ %93, %151 ]
  %237 = insertvalue { ptr, i32 } poison, ptr %236, 0
  %238 = insertvalue { ptr, i32 } %237, i32 %235, 1
  resume { ptr, i32 } %238

239:                                              ; preds = %229, %211, %186, %181, %176, %171, %166, %161
  %240 = landingpad { ptr, i32 }
          catch ptr null
  %241 = extractvalue { ptr, i32 } %240, 0
  call void @__clang_call_terminate(ptr %241) #22
  unreachable

242:                                              ; preds = %205
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #18
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !32
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #18
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #18
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #18
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #5

declare dso_local void @__cxa_bad_cast() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt11range_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt11range_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt14overflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt14overflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt15underflow_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt15underflow_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt12domain_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt12domain_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt12length_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: nounwind
declare dso_local void @_ZNSt12length_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

declare dso_local void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7MyErrorC2Ei(ptr noundef nonnull align 8 dereferenceable(48) %0, i32 noundef %1) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 %1, ptr %4, align 8, !tbaa !33
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #18
  tail call void @llvm.experimental.noalias.scope.decl(metadata !35)
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
  br i1 %25, label %26, label %8, !llvm.loop !38

26:                                               ; preds = %22, %20, %16, %12, %2
  %27 = phi i32 [ %13, %12 ], [ %17, %16 ], [ %21, %20 ], [ 1, %2 ], [ %24, %22 ]
  %28 = lshr i32 %1, 31
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %31, ptr %3, align 8, !tbaa !5, !alias.scope !35
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef %30, i8 noundef 45)
          to label %32 unwind label %75

32:                                               ; preds = %26
  %33 = zext nneg i32 %28 to i64
  %34 = load ptr, ptr %3, align 8, !tbaa !12, !alias.scope !35
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
  %48 = load i8, ptr %47, align 1, !tbaa !14, !noalias !35
  %49 = zext i32 %41 to i64
  %50 = getelementptr inbounds i8, ptr %35, i64 %49
  store i8 %48, ptr %50, align 1, !tbaa !14
  %51 = zext nneg i32 %43 to i64
  %52 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %51
  %53 = load i8, ptr %52, align 2, !tbaa !14, !noalias !35
  %54 = add i32 %41, -1
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i8, ptr %35, i64 %55
  store i8 %53, ptr %56, align 1, !tbaa !14
  %57 = add i32 %41, -2
  %58 = icmp ugt i32 %40, 9999
  br i1 %58, label %39, label %59, !llvm.loop !39

59:                                               ; preds = %39, %32
  %60 = phi i32 [ %6, %32 ], [ %44, %39 ]
  %61 = icmp ugt i32 %60, 9
  br i1 %61, label %62, label %72

62:                                               ; preds = %59
  %63 = shl nuw nsw i32 %60, 1
  %64 = or disjoint i32 %63, 1
  %65 = zext nneg i32 %64 to i64
  %66 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %65
  %67 = load i8, ptr %66, align 1, !tbaa !14, !noalias !35
  %68 = getelementptr inbounds i8, ptr %35, i64 1
  store i8 %67, ptr %68, align 1, !tbaa !14
  %69 = zext nneg i32 %63 to i64
  %70 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %69
  %71 = load i8, ptr %70, align 2, !tbaa !14, !noalias !35
  br label %78

72:                                               ; preds = %59
  %73 = trunc nuw i32 %60 to i8
  %74 = or disjoint i8 %73, 48
  br label %78

75:                                               ; preds = %26
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  call void @__clang_call_terminate(ptr %77) #22
  unreachable

78:                                               ; preds = %62, %72
  %79 = phi i8 [ %74, %72 ], [ %71, %62 ]
  store i8 %79, ptr %35, align 1, !tbaa !14
  %80 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.18, i64 noundef 13)
          to label %81 unwind label %104

81:                                               ; preds = %78
  %82 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %82, ptr %5, align 8, !tbaa !5, !alias.scope !40
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
  store ptr %83, ptr %5, align 8, !tbaa !12, !alias.scope !40
  %93 = load i64, ptr %84, align 8, !tbaa !14
  store i64 %93, ptr %82, align 8, !tbaa !14, !alias.scope !40
  %94 = getelementptr inbounds i8, ptr %80, i64 8
  %95 = load i64, ptr %94, align 8, !tbaa !15
  br label %96

96:                                               ; preds = %92, %91, %86
  %97 = phi i64 [ -1, %86 ], [ %88, %91 ], [ %95, %92 ]
  %98 = getelementptr inbounds i8, ptr %80, i64 8
  %99 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 %97, ptr %99, align 8, !tbaa !15, !alias.scope !40
  store ptr %84, ptr %80, align 8, !tbaa !12
  store i64 0, ptr %98, align 8, !tbaa !15
  store i8 0, ptr %84, align 8, !tbaa !14
  %100 = load ptr, ptr %3, align 8, !tbaa !12
  %101 = icmp eq ptr %100, %31
  br i1 %101, label %103, label %102

102:                                              ; preds = %96
  call void @_ZdlPv(ptr noundef %100) #20
  br label %103

103:                                              ; preds = %96, %102
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #18
  ret void

104:                                              ; preds = %78
  %105 = landingpad { ptr, i32 }
          cleanup
  %106 = load ptr, ptr %3, align 8, !tbaa !12
  %107 = icmp eq ptr %106, %31
  br i1 %107, label %109, label %108

108:                                              ; preds = %104
  call void @_ZdlPv(ptr noundef %106) #20
  br label %109

109:                                              ; preds = %104, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #18
  call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #18
  resume { ptr, i32 } %105
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @_ZdlPv(ptr noundef %3) #20
  br label %7

7:                                                ; preds = %1, %6
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #18
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt12system_errorC2ESt10error_codePKc(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef %2) unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #18
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #18
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !29, !noalias !43
  %9 = load i32, ptr %1, align 8, !tbaa !24, !noalias !43
  %10 = load ptr, ptr %8, align 8, !tbaa !16, !noalias !43
  %11 = getelementptr inbounds i8, ptr %10, i64 32
  %12 = load ptr, ptr %11, align 8, !noalias !43
  call void %12(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %6, ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %9)
  %13 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.22, i64 noundef 2)
          to label %14 unwind label %69

14:                                               ; preds = %3
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %15, ptr %5, align 8, !tbaa !5, !alias.scope !46
  %16 = load ptr, ptr %13, align 8, !tbaa !12
  %17 = getelementptr inbounds i8, ptr %13, i64 16
  %18 = icmp eq ptr %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !15
  %22 = add i64 %21, 1
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %29, label %24

24:                                               ; preds = %19
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %15, ptr nonnull align 8 %17, i64 %22, i1 false)
  br label %29

25:                                               ; preds = %14
  store ptr %16, ptr %5, align 8, !tbaa !12, !alias.scope !46
  %26 = load i64, ptr %17, align 8, !tbaa !14
  store i64 %26, ptr %15, align 8, !tbaa !14, !alias.scope !46
  %27 = getelementptr inbounds i8, ptr %13, i64 8
  %28 = load i64, ptr %27, align 8, !tbaa !15
  br label %29

29:                                               ; preds = %25, %24, %19
  %30 = phi i64 [ -1, %19 ], [ %21, %24 ], [ %28, %25 ]
  %31 = getelementptr inbounds i8, ptr %13, i64 8
  %32 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %30, ptr %32, align 8, !tbaa !15, !alias.scope !46
  store ptr %17, ptr %13, align 8, !tbaa !12
  store i64 0, ptr %31, align 8, !tbaa !15
  store i8 0, ptr %17, align 8, !tbaa !14
  call void @llvm.experimental.noalias.scope.decl(metadata !49)
  %33 = call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #18, !noalias !49
  %34 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef %2, i64 noundef %33)
          to label %35 unwind label %71

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %36, ptr %4, align 8, !tbaa !5, !alias.scope !49
  %37 = load ptr, ptr %34, align 8, !tbaa !12
  %38 = getelementptr inbounds i8, ptr %34, i64 16
  %39 = icmp eq ptr %37, %38
  br i1 %39, label %40, label %46

40:                                               ; preds = %35
  %41 = getelementptr inbounds i8, ptr %34, i64 8
  %42 = load i64, ptr %41, align 8, !tbaa !15
  %43 = add i64 %42, 1
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %40
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %36, ptr nonnull align 8 %38, i64 %43, i1 false)
  br label %50

46:                                               ; preds = %35
  store ptr %37, ptr %4, align 8, !tbaa !12, !alias.scope !49
  %47 = load i64, ptr %38, align 8, !tbaa !14
  store i64 %47, ptr %36, align 8, !tbaa !14, !alias.scope !49
  %48 = getelementptr inbounds i8, ptr %34, i64 8
  %49 = load i64, ptr %48, align 8, !tbaa !15
  br label %50

50:                                               ; preds = %46, %45, %40
  %51 = phi i64 [ -1, %40 ], [ %42, %45 ], [ %49, %46 ]
  %52 = getelementptr inbounds i8, ptr %34, i64 8
  %53 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %51, ptr %53, align 8, !tbaa !15, !alias.scope !49
  store ptr %38, ptr %34, align 8, !tbaa !12
  store i64 0, ptr %52, align 8, !tbaa !15
  store i8 0, ptr %38, align 8, !tbaa !14
  invoke void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %54 unwind label %73

54:                                               ; preds = %50
  %55 = load ptr, ptr %4, align 8, !tbaa !12
  %56 = icmp eq ptr %55, %36
  br i1 %56, label %58, label %57

57:                                               ; preds = %54
  call void @_ZdlPv(ptr noundef %55) #20
  br label %58

58:                                               ; preds = %54, %57
  %59 = load ptr, ptr %5, align 8, !tbaa !12
  %60 = icmp eq ptr %59, %15
  br i1 %60, label %62, label %61

61:                                               ; preds = %58
  call void @_ZdlPv(ptr noundef %59) #20
  br label %62

62:                                               ; preds = %58, %61
  %63 = load ptr, ptr %6, align 8, !tbaa !12
  %64 = getelementptr inbounds i8, ptr %6, i64 16
  %65 = icmp eq ptr %63, %64
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  call void @_ZdlPv(ptr noundef %63) #20
  br label %67

67:                                               ; preds = %62, %66
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12system_error, i64 16), ptr %0, align 8, !tbaa !16
  %68 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %68, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !52
  ret void

69:                                               ; preds = %3
  %70 = landingpad { ptr, i32 }
          cleanup
  br label %83

71:                                               ; preds = %29
  %72 = landingpad { ptr, i32 }
          cleanup
  br label %78

73:                                               ; preds = %50
  %74 = landingpad { ptr, i32 }
          cleanup
  %75 = load ptr, ptr %4, align 8, !tbaa !12
  %76 = icmp eq ptr %75, %36
  br i1 %76, label %78, label %77

77:                                               ; preds = %73
  call void @_ZdlPv(ptr noundef %75) #20
  br label %78

78:                                               ; preds = %77, %73, %71
  %79 = phi { ptr, i32 } [ %72, %71 ], [ %74, %73 ], [ %74, %77 ]
  %80 = load ptr, ptr %5, align 8, !tbaa !12
  %81 = icmp eq ptr %80, %15
  br i1 %81, label %83, label %82

82:                                               ; preds = %78
  call void @_ZdlPv(ptr noundef %80) #20
  br label %83

83:                                               ; preds = %82, %78, %69
  %84 = phi { ptr, i32 } [ %70, %69 ], [ %79, %78 ], [ %79, %82 ]
  %85 = load ptr, ptr %6, align 8, !tbaa !12
  %86 = getelementptr inbounds i8, ptr %6, i64 16
  %87 = icmp eq ptr %85, %86
  br i1 %87, label %89, label %88

88:                                               ; preds = %83
  call void @_ZdlPv(ptr noundef %85) #20
  br label %89

89:                                               ; preds = %83, %88
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #18
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #18
  resume { ptr, i32 } %84
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt12system_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

; Function Attrs: nounwind
declare dso_local void @_ZNSt9exceptionD1Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: nounwind
declare dso_local void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #6

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN7MyErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTV7MyError, i64 16), ptr %0, align 8, !tbaa !16
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  %4 = getelementptr inbounds i8, ptr %0, i64 32
  %5 = icmp eq ptr %3, %4
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  tail call void @_ZdlPv(ptr noundef %3) #20
  br label %7

7:                                                ; preds = %1, %6
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #18
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNK7MyError4whatEv(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !12
  ret ptr %3
}

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #7

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #13

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

declare dso_local void @_ZNSt13runtime_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #7

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN10ParseErrorD0Ev(ptr noundef nonnull align 8 dereferenceable(20) %0) unnamed_addr #9 comdat align 2 {
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(20) %0) #18
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: nounwind
declare dso_local noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() local_unnamed_addr #14

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #15

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #15

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #16

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #15 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { nounwind }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }
attributes #21 = { nounwind willreturn memory(none) }
attributes #22 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
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
!24 = !{!25, !23, i64 0}
!25 = !{!"_ZTSSt10error_code", !23, i64 0, !7, i64 8}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZSt15make_error_codeSt4errc: argument 0"}
!28 = distinct !{!28, !"_ZSt15make_error_codeSt4errc"}
!29 = !{!25, !7, i64 8}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!7, !7, i64 0}
!33 = !{!34, !23, i64 8}
!34 = !{!"_ZTS7MyError", !21, i64 0, !23, i64 8, !13, i64 16}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!37 = distinct !{!37, !"_ZNSt7__cxx119to_stringEi"}
!38 = distinct !{!38, !31}
!39 = distinct !{!39, !31}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!42 = distinct !{!42, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZNKSt10error_code7messageB5cxx11Ev: argument 0"}
!45 = distinct !{!45, !"_ZNKSt10error_code7messageB5cxx11Ev"}
!46 = !{!47}
!47 = distinct !{!47, !48, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!48 = distinct !{!48, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!51 = distinct !{!51, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!52 = !{i64 0, i64 4, !53, i64 8, i64 8, !32}
!53 = !{!23, !23, i64 0}
