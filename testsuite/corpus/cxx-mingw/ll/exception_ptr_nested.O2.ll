; ModuleID = 'exception_ptr_nested.cpp'
source_filename = "exception_ptr_nested.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon.3 }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon.3 = type { i64, [8 x i8] }
%"class.std::runtime_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__exception_ptr::exception_ptr, std::allocator<std::__exception_ptr::exception_ptr>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::invalid_argument" = type { %"class.std::logic_error" }

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_ = comdat any

$__clang_call_terminate = comdat any

$_Z6printfPKcz = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev = comdat any

$_ZSt17throw_with_nestedISt11logic_errorEvOT_ = comdat any

$_ZSt17throw_with_nestedISt13runtime_errorEvOT_ = comdat any

$_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_ = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev = comdat any

$_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev = comdat any

$_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE = comdat any

$_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_ = comdat any

$_ZNSt17_Nested_exceptionISt11logic_errorED2Ev = comdat any

$_ZNSt17_Nested_exceptionISt11logic_errorED0Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt11logic_errorED1Ev = comdat any

$_ZThn16_NSt17_Nested_exceptionISt11logic_errorED0Ev = comdat any

$_ZNKSt16nested_exception14rethrow_nestedEv = comdat any

$_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_ = comdat any

$_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv = comdat any

$_ZTSSt12out_of_range = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt12out_of_range = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

$_ZTSSt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTSSt16nested_exception = comdat any

$_ZTISt16nested_exception = comdat any

$_ZTISt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTVSt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTSSt17_Nested_exceptionISt11logic_errorE = comdat any

$_ZTISt17_Nested_exceptionISt11logic_errorE = comdat any

$_ZTVSt17_Nested_exceptionISt11logic_errorE = comdat any

$_ZTSSt16invalid_argument = comdat any

$_ZTISt16invalid_argument = comdat any

@.str = private unnamed_addr constant [7 x i8] c"index \00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt12out_of_range = linkonce_odr dso_local constant [17 x i8] c"St12out_of_range\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt12out_of_range = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12out_of_range, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"made directly\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%zu captured\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"rethrown int: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"rethrown std::exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"empty exception_ptr is null: %d\0A\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str.6 = private unnamed_addr constant [15 x i8] c"startup failed\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"load \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" failed\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"file \00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c" unreadable\00", align 1
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTSSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant [41 x i8] c"St17_Nested_exceptionISt13runtime_errorE\00", comdat, align 1
@_ZTSSt16nested_exception = linkonce_odr dso_local constant [21 x i8] c"St16nested_exception\00", comdat, align 1
@_ZTISt16nested_exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt16nested_exception }, comdat, align 8
@_ZTISt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTSSt17_Nested_exceptionISt13runtime_errorE, i32 0, i32 2, ptr @_ZTISt13runtime_error, i64 2, ptr @_ZTISt16nested_exception, i64 4098 }, comdat, align 8
@_ZTVSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev, ptr @_ZNKSt13runtime_error4whatEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev] }, comdat, align 8
@_ZTVSt16nested_exception = external unnamed_addr constant { [4 x ptr] }, align 8
@.str.11 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@_ZTSSt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local constant [39 x i8] c"St17_Nested_exceptionISt11logic_errorE\00", comdat, align 1
@_ZTISt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTSSt17_Nested_exceptionISt11logic_errorE, i32 0, i32 2, ptr @_ZTISt11logic_error, i64 2, ptr @_ZTISt16nested_exception, i64 4098 }, comdat, align 8
@_ZTVSt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev, ptr @_ZNSt17_Nested_exceptionISt11logic_errorED0Ev, ptr @_ZNKSt11logic_error4whatEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED1Ev, ptr @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED0Ev] }, comdat, align 8
@.str.12 = private unnamed_addr constant [7 x i8] c"%*s%s\0A\00", align 1
@.str.13 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"%*sint %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTSSt16invalid_argument = linkonce_odr dso_local constant [21 x i8] c"St16invalid_argument\00", comdat, align 1
@_ZTISt16invalid_argument = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16invalid_argument, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZTVSt16invalid_argument = external unnamed_addr constant { [5 x ptr] }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %"class.std::__cxx11::basic_string", align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::runtime_error", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::logic_error", align 8
  %9 = alloca %"class.std::vector", align 8
  %10 = alloca %"class.std::__cxx11::basic_string", align 8
  %11 = alloca %"class.std::__cxx11::basic_string", align 8
  %12 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %13 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %14 = alloca %"class.std::invalid_argument", align 8
  %15 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #23
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  %16 = getelementptr inbounds i8, ptr %10, i64 16
  %17 = getelementptr inbounds i8, ptr %11, i64 16
  br label %19

18:                                               ; preds = %58
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #23
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull @.str.1)
          to label %69 unwind label %184

19:                                               ; preds = %0, %58
  %20 = phi i32 [ 0, %0 ], [ %59, %58 ]
  %21 = add nsw i32 %20, -3
  %22 = icmp ult i32 %20, 3
  %23 = select i1 %22, i32 %20, i32 %21
  switch i32 %23, label %58 [
    i32 0, label %24
    i32 1, label %44
  ]

24:                                               ; preds = %19
  %25 = call ptr @__cxa_allocate_exception(i64 16) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #23
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %11, i32 noundef %20) #23
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %10, ptr noundef nonnull @.str, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %26 unwind label %28

26:                                               ; preds = %24
  invoke void @_ZNSt12out_of_rangeC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %25, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %27 unwind label %30

27:                                               ; preds = %26
  invoke void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #24
          to label %456 unwind label %30

28:                                               ; preds = %24
  %29 = landingpad { ptr, i32 }
          catch ptr null
  br label %36

30:                                               ; preds = %27, %26
  %31 = phi i1 [ false, %27 ], [ true, %26 ]
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = load ptr, ptr %10, align 8, !tbaa !5
  %34 = icmp eq ptr %33, %16
  br i1 %34, label %36, label %35

35:                                               ; preds = %30
  call void @_ZdlPv(ptr noundef %33) #25
  br label %36

36:                                               ; preds = %35, %30, %28
  %37 = phi i1 [ true, %28 ], [ %31, %30 ], [ %31, %35 ]
  %38 = phi { ptr, i32 } [ %29, %28 ], [ %32, %30 ], [ %32, %35 ]
  %39 = load ptr, ptr %11, align 8, !tbaa !5
  %40 = icmp eq ptr %39, %17
  br i1 %40, label %42, label %41

41:                                               ; preds = %36
  call void @_ZdlPv(ptr noundef %39) #25
  br label %42

42:                                               ; preds = %36, %41
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br i1 %37, label %43, label %49

43:                                               ; preds = %42
  call void @__cxa_free_exception(ptr %25) #23
  br label %49

44:                                               ; preds = %19
  %45 = call ptr @__cxa_allocate_exception(i64 4) #23
  %46 = mul nuw nsw i32 %20, 11
  store i32 %46, ptr %45, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %45, ptr nonnull @_ZTIi, ptr null) #24
          to label %456 unwind label %47

47:                                               ; preds = %44
  %48 = landingpad { ptr, i32 }
          catch ptr null
  br label %49

49:                                               ; preds = %42, %43, %47
  %50 = phi { ptr, i32 } [ %38, %43 ], [ %38, %42 ], [ %48, %47 ]
  %51 = extractvalue { ptr, i32 } %50, 0
  %52 = call ptr @__cxa_begin_catch(ptr %51) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #23
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %12) #23
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(8) %12)
          to label %53 unwind label %61

53:                                               ; preds = %49
  %54 = load ptr, ptr %12, align 8, !tbaa !14
  %55 = icmp eq ptr %54, null
  br i1 %55, label %57, label %56

56:                                               ; preds = %53
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #23
  br label %57

57:                                               ; preds = %53, %56
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #23
  invoke void @__cxa_end_catch()
          to label %58 unwind label %67

58:                                               ; preds = %19, %57
  %59 = add nuw nsw i32 %20, 1
  %60 = icmp eq i32 %59, 6
  br i1 %60, label %18, label %19, !llvm.loop !16

61:                                               ; preds = %49
  %62 = landingpad { ptr, i32 }
          cleanup
  %63 = load ptr, ptr %12, align 8, !tbaa !14
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #23
  br label %66

66:                                               ; preds = %61, %65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #23
  invoke void @__cxa_end_catch()
          to label %451 unwind label %453

67:                                               ; preds = %57
  %68 = landingpad { ptr, i32 }
          cleanup
  br label %451

69:                                               ; preds = %18
  %70 = call ptr @__cxa_allocate_exception(i64 noundef 16) #23, !noalias !18
  %71 = call ptr @__cxa_init_primary_exception(ptr noundef %70, ptr noundef nonnull @_ZTISt16invalid_argument, ptr noundef nonnull @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv) #23, !noalias !18
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull align 8 dereferenceable(16) %14) #23, !noalias !18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt16invalid_argument, i64 16), ptr %70, align 8, !tbaa !21, !noalias !18
  call void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8) %13, ptr noundef nonnull %70) #23
  %72 = getelementptr inbounds i8, ptr %9, i64 8
  %73 = load ptr, ptr %72, align 8, !tbaa !23
  %74 = ptrtoint ptr %73 to i64
  %75 = getelementptr inbounds i8, ptr %9, i64 16
  %76 = load ptr, ptr %75, align 8, !tbaa !24
  %77 = icmp eq ptr %73, %76
  br i1 %77, label %81, label %78

78:                                               ; preds = %69
  %79 = load ptr, ptr %13, align 8, !tbaa !14
  store ptr %79, ptr %73, align 8, !tbaa !14
  store ptr null, ptr %13, align 8, !tbaa !14
  %80 = getelementptr inbounds i8, ptr %73, i64 8
  store ptr %80, ptr %72, align 8, !tbaa !26
  br label %161

81:                                               ; preds = %69
  %82 = ptrtoint ptr %73 to i64
  %83 = load ptr, ptr %9, align 8, !tbaa !23
  %84 = ptrtoint ptr %83 to i64
  %85 = sub i64 %82, %84
  %86 = icmp eq i64 %85, 9223372036854775800
  br i1 %86, label %87, label %89

87:                                               ; preds = %81
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #24
          to label %88 unwind label %186

88:                                               ; preds = %87
  unreachable

89:                                               ; preds = %81
  %90 = ashr exact i64 %85, 3
  %91 = call i64 @llvm.umax.i64(i64 %90, i64 1)
  %92 = add nsw i64 %91, %90
  %93 = icmp ult i64 %92, %90
  %94 = call i64 @llvm.umin.i64(i64 %92, i64 1152921504606846975)
  %95 = select i1 %93, i64 1152921504606846975, i64 %94
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %100, label %97

97:                                               ; preds = %89
  %98 = shl nuw nsw i64 %95, 3
  %99 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef %98) #26
          to label %100 unwind label %186

100:                                              ; preds = %97, %89
  %101 = phi ptr [ null, %89 ], [ %99, %97 ]
  %102 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %101, i64 %90
  %103 = load ptr, ptr %13, align 8, !tbaa !14
  store ptr %103, ptr %102, align 8, !tbaa !14
  store ptr null, ptr %13, align 8, !tbaa !14
  %104 = icmp eq ptr %83, %73
  br i1 %104, label %151, label %105

105:                                              ; preds = %100
  %106 = add i64 %74, -8
  %107 = sub i64 %106, %84
  %108 = lshr i64 %107, 3
  %109 = add nuw nsw i64 %108, 1
  %110 = icmp ult i64 %107, 152
  br i1 %110, label %141, label %111

111:                                              ; preds = %105
  %112 = add i64 %74, -8
  %113 = sub i64 %112, %84
  %114 = and i64 %113, -8
  %115 = add i64 %114, 8
  %116 = getelementptr i8, ptr %101, i64 %115
  %117 = getelementptr i8, ptr %83, i64 %115
  %118 = icmp ult ptr %101, %117
  %119 = icmp ult ptr %83, %116
  %120 = and i1 %118, %119
  br i1 %120, label %141, label %121

121:                                              ; preds = %111
  %122 = and i64 %109, 4611686018427387900
  %123 = shl i64 %122, 3
  %124 = getelementptr i8, ptr %101, i64 %123
  %125 = shl i64 %122, 3
  %126 = getelementptr i8, ptr %83, i64 %125
  br label %127

127:                                              ; preds = %127, %121
  %128 = phi i64 [ 0, %121 ], [ %137, %127 ]
  %129 = shl i64 %128, 3
  %130 = getelementptr i8, ptr %101, i64 %129
  %131 = shl i64 %128, 3
  %132 = getelementptr i8, ptr %83, i64 %131
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %133 = getelementptr i8, ptr %132, i64 16
  %134 = load <2 x ptr>, ptr %132, align 8, !tbaa !14, !alias.scope !32, !noalias !27
  %135 = load <2 x ptr>, ptr %133, align 8, !tbaa !14, !alias.scope !32, !noalias !27
  %136 = getelementptr i8, ptr %130, i64 16
  store <2 x ptr> %134, ptr %130, align 8, !tbaa !14, !alias.scope !35, !noalias !32
  store <2 x ptr> %135, ptr %136, align 8, !tbaa !14, !alias.scope !35, !noalias !32
  store <2 x ptr> zeroinitializer, ptr %132, align 8, !tbaa !14, !alias.scope !32, !noalias !27
  store <2 x ptr> zeroinitializer, ptr %133, align 8, !tbaa !14, !alias.scope !32, !noalias !27
  %137 = add nuw i64 %128, 4
  %138 = icmp eq i64 %137, %122
  br i1 %138, label %139, label %127, !llvm.loop !37

139:                                              ; preds = %127
  %140 = icmp eq i64 %109, %122
  br i1 %140, label %151, label %141

141:                                              ; preds = %139, %111, %105
  %142 = phi ptr [ %101, %111 ], [ %101, %105 ], [ %124, %139 ]
  %143 = phi ptr [ %83, %111 ], [ %83, %105 ], [ %126, %139 ]
  br label %144

144:                                              ; preds = %141, %144
  %145 = phi ptr [ %149, %144 ], [ %142, %141 ]
  %146 = phi ptr [ %148, %144 ], [ %143, %141 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !27)
  call void @llvm.experimental.noalias.scope.decl(metadata !30)
  %147 = load ptr, ptr %146, align 8, !tbaa !14, !alias.scope !30, !noalias !27
  store ptr %147, ptr %145, align 8, !tbaa !14, !alias.scope !27, !noalias !30
  store ptr null, ptr %146, align 8, !tbaa !14, !alias.scope !30, !noalias !27
  %148 = getelementptr inbounds i8, ptr %146, i64 8
  %149 = getelementptr inbounds i8, ptr %145, i64 8
  %150 = icmp eq ptr %148, %73
  br i1 %150, label %151, label %144, !llvm.loop !40

151:                                              ; preds = %144, %139, %100
  %152 = phi ptr [ %101, %100 ], [ %124, %139 ], [ %149, %144 ]
  %153 = getelementptr i8, ptr %152, i64 8
  %154 = icmp eq ptr %83, null
  br i1 %154, label %156, label %155

155:                                              ; preds = %151
  call void @_ZdlPv(ptr noundef nonnull %83) #25
  br label %156

156:                                              ; preds = %151, %155
  store ptr %101, ptr %9, align 8, !tbaa !41
  store ptr %153, ptr %72, align 8, !tbaa !26
  %157 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %101, i64 %95
  store ptr %157, ptr %75, align 8, !tbaa !24
  %158 = load ptr, ptr %13, align 8, !tbaa !14
  %159 = icmp eq ptr %158, null
  br i1 %159, label %161, label %160

160:                                              ; preds = %156
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %161

161:                                              ; preds = %78, %156, %160
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  %162 = load ptr, ptr %72, align 8, !tbaa !26
  %163 = load ptr, ptr %9, align 8, !tbaa !41
  %164 = ptrtoint ptr %162 to i64
  %165 = ptrtoint ptr %163 to i64
  %166 = sub i64 %164, %165
  %167 = ashr exact i64 %166, 3
  %168 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i64 noundef %167)
          to label %169 unwind label %194

169:                                              ; preds = %161
  %170 = load ptr, ptr %9, align 8, !tbaa !23
  %171 = load ptr, ptr %72, align 8, !tbaa !23
  %172 = icmp eq ptr %170, %171
  br i1 %172, label %173, label %196

173:                                              ; preds = %221, %169
  %174 = getelementptr inbounds i8, ptr %3, i64 16
  %175 = getelementptr inbounds i8, ptr %2, i64 16
  %176 = getelementptr inbounds i8, ptr %2, i64 8
  %177 = getelementptr inbounds i8, ptr %1, i64 16
  %178 = getelementptr inbounds i8, ptr %1, i64 8
  %179 = getelementptr inbounds i8, ptr %7, i64 16
  %180 = getelementptr inbounds i8, ptr %6, i64 16
  %181 = getelementptr inbounds i8, ptr %6, i64 8
  %182 = getelementptr inbounds i8, ptr %5, i64 16
  %183 = getelementptr inbounds i8, ptr %5, i64 8
  br label %240

184:                                              ; preds = %18
  %185 = landingpad { ptr, i32 }
          cleanup
  br label %192

186:                                              ; preds = %97, %87
  %187 = landingpad { ptr, i32 }
          cleanup
  %188 = load ptr, ptr %13, align 8, !tbaa !14
  %189 = icmp eq ptr %188, null
  br i1 %189, label %191, label %190

190:                                              ; preds = %186
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %191

191:                                              ; preds = %186, %190
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  br label %192

192:                                              ; preds = %191, %184
  %193 = phi { ptr, i32 } [ %187, %191 ], [ %185, %184 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  br label %451

194:                                              ; preds = %161
  %195 = landingpad { ptr, i32 }
          cleanup
  br label %451

196:                                              ; preds = %169, %221
  %197 = phi ptr [ %222, %221 ], [ %170, %169 ]
  %198 = load ptr, ptr %197, align 8, !tbaa !14
  store ptr %198, ptr %15, align 8, !tbaa !14
  %199 = icmp eq ptr %198, null
  br i1 %199, label %201, label %200

200:                                              ; preds = %196
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %201

201:                                              ; preds = %196, %200
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %15) #24
          to label %202 unwind label %203

202:                                              ; preds = %201
  unreachable

203:                                              ; preds = %201
  %204 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %205 = extractvalue { ptr, i32 } %204, 0
  %206 = extractvalue { ptr, i32 } %204, 1
  %207 = load ptr, ptr %15, align 8, !tbaa !14
  %208 = icmp eq ptr %207, null
  br i1 %208, label %210, label %209

209:                                              ; preds = %203
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %210

210:                                              ; preds = %203, %209
  %211 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %212 = icmp eq i32 %206, %211
  br i1 %212, label %213, label %224

213:                                              ; preds = %210
  %214 = call ptr @__cxa_begin_catch(ptr %205) #23
  %215 = load ptr, ptr %214, align 8, !tbaa !21
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  %217 = load ptr, ptr %216, align 8
  %218 = call noundef ptr %217(ptr noundef nonnull align 8 dereferenceable(8) %214) #23
  %219 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %218)
          to label %220 unwind label %234

220:                                              ; preds = %213
  invoke void @__cxa_end_catch()
          to label %221 unwind label %236

221:                                              ; preds = %220, %231
  %222 = getelementptr inbounds i8, ptr %197, i64 8
  %223 = icmp eq ptr %222, %171
  br i1 %223, label %173, label %196

224:                                              ; preds = %210
  %225 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #23
  %226 = icmp eq i32 %206, %225
  br i1 %226, label %227, label %451

227:                                              ; preds = %224
  %228 = call ptr @__cxa_begin_catch(ptr %205) #23
  %229 = load i32, ptr %228, align 4, !tbaa !12
  %230 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %229)
          to label %231 unwind label %232

231:                                              ; preds = %227
  call void @__cxa_end_catch() #23
  br label %221

232:                                              ; preds = %227
  %233 = landingpad { ptr, i32 }
          cleanup
  call void @__cxa_end_catch() #23
  br label %451

234:                                              ; preds = %213
  %235 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %451 unwind label %453

236:                                              ; preds = %220
  %237 = landingpad { ptr, i32 }
          cleanup
  br label %451

238:                                              ; preds = %425
  %239 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef 1)
          to label %430 unwind label %449

240:                                              ; preds = %173, %425
  %241 = phi i1 [ true, %173 ], [ false, %425 ]
  %242 = phi i8 [ 48, %173 ], [ 49, %425 ]
  br i1 %241, label %243, label %246

243:                                              ; preds = %240
  %244 = call ptr @__cxa_allocate_exception(i64 4) #23
  store i32 404, ptr %244, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %244, ptr nonnull @_ZTIi, ptr null) #24
          to label %245 unwind label %321

245:                                              ; preds = %243
  unreachable

246:                                              ; preds = %240
  %247 = call ptr @__cxa_allocate_exception(i64 16) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #23
  store ptr %174, ptr %3, align 8, !tbaa !42, !alias.scope !43
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 1, i8 noundef 45)
          to label %251 unwind label %248

248:                                              ; preds = %246
  %249 = landingpad { ptr, i32 }
          catch ptr null
  %250 = extractvalue { ptr, i32 } %249, 0
  call void @__clang_call_terminate(ptr %250) #27
  unreachable

251:                                              ; preds = %246
  %252 = load ptr, ptr %3, align 8, !tbaa !5, !alias.scope !43
  store i8 49, ptr %252, align 1, !tbaa !46
  %253 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.9, i64 noundef 5)
          to label %254 unwind label %296

254:                                              ; preds = %251
  store ptr %175, ptr %2, align 8, !tbaa !42, !alias.scope !47
  %255 = load ptr, ptr %253, align 8, !tbaa !5
  %256 = getelementptr inbounds i8, ptr %253, i64 16
  %257 = icmp eq ptr %255, %256
  br i1 %257, label %258, label %265

258:                                              ; preds = %254
  %259 = getelementptr inbounds i8, ptr %253, i64 8
  %260 = load i64, ptr %259, align 8, !tbaa !50
  %261 = add i64 %260, 1
  %262 = icmp eq i64 %261, 0
  br i1 %262, label %263, label %264

263:                                              ; preds = %258
  store i64 -1, ptr %176, align 8, !tbaa !50, !alias.scope !47
  store ptr %256, ptr %253, align 8, !tbaa !5
  store i64 0, ptr %259, align 8, !tbaa !50
  store i8 0, ptr %256, align 8, !tbaa !46
  br label %276

264:                                              ; preds = %258
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %175, ptr nonnull align 8 %256, i64 %261, i1 false)
  br label %269

265:                                              ; preds = %254
  store ptr %255, ptr %2, align 8, !tbaa !5, !alias.scope !47
  %266 = load i64, ptr %256, align 8, !tbaa !46
  store i64 %266, ptr %175, align 8, !tbaa !46, !alias.scope !47
  %267 = getelementptr inbounds i8, ptr %253, i64 8
  %268 = load i64, ptr %267, align 8, !tbaa !50
  br label %269

269:                                              ; preds = %265, %264
  %270 = phi i64 [ %260, %264 ], [ %268, %265 ]
  %271 = getelementptr inbounds i8, ptr %253, i64 8
  store i64 %270, ptr %176, align 8, !tbaa !50, !alias.scope !47
  store ptr %256, ptr %253, align 8, !tbaa !5
  store i64 0, ptr %271, align 8, !tbaa !50
  store i8 0, ptr %256, align 8, !tbaa !46
  %272 = add i64 %270, -4611686018427387893
  %273 = icmp ult i64 %272, 11
  br i1 %273, label %274, label %276

274:                                              ; preds = %269
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %275 unwind label %298

275:                                              ; preds = %274
  unreachable

276:                                              ; preds = %269, %263
  %277 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull @.str.10, i64 noundef 11)
          to label %278 unwind label %298

278:                                              ; preds = %276
  store ptr %177, ptr %1, align 8, !tbaa !42, !alias.scope !51
  %279 = load ptr, ptr %277, align 8, !tbaa !5
  %280 = getelementptr inbounds i8, ptr %277, i64 16
  %281 = icmp eq ptr %279, %280
  br i1 %281, label %282, label %288

282:                                              ; preds = %278
  %283 = getelementptr inbounds i8, ptr %277, i64 8
  %284 = load i64, ptr %283, align 8, !tbaa !50
  %285 = add i64 %284, 1
  %286 = icmp eq i64 %285, 0
  br i1 %286, label %292, label %287

287:                                              ; preds = %282
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %177, ptr nonnull align 8 %280, i64 %285, i1 false)
  br label %292

288:                                              ; preds = %278
  store ptr %279, ptr %1, align 8, !tbaa !5, !alias.scope !51
  %289 = load i64, ptr %280, align 8, !tbaa !46
  store i64 %289, ptr %177, align 8, !tbaa !46, !alias.scope !51
  %290 = getelementptr inbounds i8, ptr %277, i64 8
  %291 = load i64, ptr %290, align 8, !tbaa !50
  br label %292

292:                                              ; preds = %288, %287, %282
  %293 = phi i64 [ -1, %282 ], [ %284, %287 ], [ %291, %288 ]
  %294 = getelementptr inbounds i8, ptr %277, i64 8
  store i64 %293, ptr %178, align 8, !tbaa !50, !alias.scope !51
  store ptr %280, ptr %277, align 8, !tbaa !5
  store i64 0, ptr %294, align 8, !tbaa !50
  store i8 0, ptr %280, align 8, !tbaa !46
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %247, ptr noundef nonnull align 8 dereferenceable(32) %1)
          to label %295 unwind label %300

295:                                              ; preds = %292
  invoke void @__cxa_throw(ptr nonnull %247, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #24
          to label %320 unwind label %300

296:                                              ; preds = %251
  %297 = landingpad { ptr, i32 }
          catch ptr null
  br label %312

298:                                              ; preds = %276, %274
  %299 = landingpad { ptr, i32 }
          catch ptr null
  br label %306

300:                                              ; preds = %295, %292
  %301 = phi i1 [ false, %295 ], [ true, %292 ]
  %302 = landingpad { ptr, i32 }
          catch ptr null
  %303 = load ptr, ptr %1, align 8, !tbaa !5
  %304 = icmp eq ptr %303, %177
  br i1 %304, label %306, label %305

305:                                              ; preds = %300
  call void @_ZdlPv(ptr noundef %303) #25
  br label %306

306:                                              ; preds = %305, %300, %298
  %307 = phi { ptr, i32 } [ %299, %298 ], [ %302, %300 ], [ %302, %305 ]
  %308 = phi i1 [ true, %298 ], [ %301, %300 ], [ %301, %305 ]
  %309 = load ptr, ptr %2, align 8, !tbaa !5
  %310 = icmp eq ptr %309, %175
  br i1 %310, label %312, label %311

311:                                              ; preds = %306
  call void @_ZdlPv(ptr noundef %309) #25
  br label %312

312:                                              ; preds = %311, %306, %296
  %313 = phi { ptr, i32 } [ %297, %296 ], [ %307, %306 ], [ %307, %311 ]
  %314 = phi i1 [ true, %296 ], [ %308, %306 ], [ %308, %311 ]
  %315 = load ptr, ptr %3, align 8, !tbaa !5
  %316 = icmp eq ptr %315, %174
  br i1 %316, label %318, label %317

317:                                              ; preds = %312
  call void @_ZdlPv(ptr noundef %315) #25
  br label %318

318:                                              ; preds = %317, %312
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #23
  br i1 %314, label %319, label %323

319:                                              ; preds = %318
  call void @__cxa_free_exception(ptr %247) #23
  br label %323

320:                                              ; preds = %295
  unreachable

321:                                              ; preds = %243
  %322 = landingpad { ptr, i32 }
          catch ptr null
  br label %323

323:                                              ; preds = %321, %319, %318
  %324 = phi { ptr, i32 } [ %322, %321 ], [ %313, %319 ], [ %313, %318 ]
  %325 = extractvalue { ptr, i32 } %324, 0
  %326 = call ptr @__cxa_begin_catch(ptr %325) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #23
  store ptr %179, ptr %7, align 8, !tbaa !42, !alias.scope !54
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 1, i8 noundef 45)
          to label %327 unwind label %330

327:                                              ; preds = %323
  %328 = load ptr, ptr %7, align 8, !tbaa !5, !alias.scope !54
  store i8 %242, ptr %328, align 1, !tbaa !46
  %329 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.7, i64 noundef 5)
          to label %333 unwind label %376

330:                                              ; preds = %323
  %331 = landingpad { ptr, i32 }
          catch ptr null
  %332 = extractvalue { ptr, i32 } %331, 0
  call void @__clang_call_terminate(ptr %332) #27
  unreachable

333:                                              ; preds = %327
  store ptr %180, ptr %6, align 8, !tbaa !42, !alias.scope !57
  %334 = load ptr, ptr %329, align 8, !tbaa !5
  %335 = getelementptr inbounds i8, ptr %329, i64 16
  %336 = icmp eq ptr %334, %335
  br i1 %336, label %337, label %343

337:                                              ; preds = %333
  %338 = getelementptr inbounds i8, ptr %329, i64 8
  %339 = load i64, ptr %338, align 8, !tbaa !50
  %340 = add i64 %339, 1
  %341 = icmp eq i64 %340, 0
  br i1 %341, label %347, label %342

342:                                              ; preds = %337
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %180, ptr nonnull align 8 %335, i64 %340, i1 false)
  br label %347

343:                                              ; preds = %333
  store ptr %334, ptr %6, align 8, !tbaa !5, !alias.scope !57
  %344 = load i64, ptr %335, align 8, !tbaa !46
  store i64 %344, ptr %180, align 8, !tbaa !46, !alias.scope !57
  %345 = getelementptr inbounds i8, ptr %329, i64 8
  %346 = load i64, ptr %345, align 8, !tbaa !50
  br label %347

347:                                              ; preds = %343, %342, %337
  %348 = phi i64 [ -1, %337 ], [ %339, %342 ], [ %346, %343 ]
  %349 = getelementptr inbounds i8, ptr %329, i64 8
  store i64 %348, ptr %181, align 8, !tbaa !50, !alias.scope !57
  store ptr %335, ptr %329, align 8, !tbaa !5
  store i64 0, ptr %349, align 8, !tbaa !50
  store i8 0, ptr %335, align 8, !tbaa !46
  call void @llvm.experimental.noalias.scope.decl(metadata !60)
  %350 = load i64, ptr %181, align 8, !tbaa !50, !noalias !60
  %351 = add i64 %350, -4611686018427387897
  %352 = icmp ult i64 %351, 7
  br i1 %352, label %353, label %355

353:                                              ; preds = %347
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %354 unwind label %378

354:                                              ; preds = %353
  unreachable

355:                                              ; preds = %347
  %356 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.8, i64 noundef 7)
          to label %357 unwind label %378

357:                                              ; preds = %355
  store ptr %182, ptr %5, align 8, !tbaa !42, !alias.scope !60
  %358 = load ptr, ptr %356, align 8, !tbaa !5
  %359 = getelementptr inbounds i8, ptr %356, i64 16
  %360 = icmp eq ptr %358, %359
  br i1 %360, label %361, label %367

361:                                              ; preds = %357
  %362 = getelementptr inbounds i8, ptr %356, i64 8
  %363 = load i64, ptr %362, align 8, !tbaa !50
  %364 = add i64 %363, 1
  %365 = icmp eq i64 %364, 0
  br i1 %365, label %371, label %366

366:                                              ; preds = %361
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %182, ptr nonnull align 8 %359, i64 %364, i1 false)
  br label %371

367:                                              ; preds = %357
  store ptr %358, ptr %5, align 8, !tbaa !5, !alias.scope !60
  %368 = load i64, ptr %359, align 8, !tbaa !46
  store i64 %368, ptr %182, align 8, !tbaa !46, !alias.scope !60
  %369 = getelementptr inbounds i8, ptr %356, i64 8
  %370 = load i64, ptr %369, align 8, !tbaa !50
  br label %371

371:                                              ; preds = %367, %366, %361
  %372 = phi i64 [ -1, %361 ], [ %363, %366 ], [ %370, %367 ]
  %373 = getelementptr inbounds i8, ptr %356, i64 8
  store i64 %372, ptr %183, align 8, !tbaa !50, !alias.scope !60
  store ptr %359, ptr %356, align 8, !tbaa !5
  store i64 0, ptr %373, align 8, !tbaa !50
  store i8 0, ptr %359, align 8, !tbaa !46
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %374 unwind label %380

374:                                              ; preds = %371
  invoke void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
          to label %375 unwind label %382

375:                                              ; preds = %374
  unreachable

376:                                              ; preds = %327
  %377 = landingpad { ptr, i32 }
          catch ptr null
  br label %394

378:                                              ; preds = %355, %353
  %379 = landingpad { ptr, i32 }
          catch ptr null
  br label %389

380:                                              ; preds = %371
  %381 = landingpad { ptr, i32 }
          catch ptr null
  br label %384

382:                                              ; preds = %374
  %383 = landingpad { ptr, i32 }
          catch ptr null
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #23
  br label %384

384:                                              ; preds = %382, %380
  %385 = phi { ptr, i32 } [ %383, %382 ], [ %381, %380 ]
  %386 = load ptr, ptr %5, align 8, !tbaa !5
  %387 = icmp eq ptr %386, %182
  br i1 %387, label %389, label %388

388:                                              ; preds = %384
  call void @_ZdlPv(ptr noundef %386) #25
  br label %389

389:                                              ; preds = %388, %384, %378
  %390 = phi { ptr, i32 } [ %379, %378 ], [ %385, %384 ], [ %385, %388 ]
  %391 = load ptr, ptr %6, align 8, !tbaa !5
  %392 = icmp eq ptr %391, %180
  br i1 %392, label %394, label %393

393:                                              ; preds = %389
  call void @_ZdlPv(ptr noundef %391) #25
  br label %394

394:                                              ; preds = %393, %389, %376
  %395 = phi { ptr, i32 } [ %377, %376 ], [ %390, %389 ], [ %390, %393 ]
  %396 = load ptr, ptr %7, align 8, !tbaa !5
  %397 = icmp eq ptr %396, %179
  br i1 %397, label %399, label %398

398:                                              ; preds = %394
  call void @_ZdlPv(ptr noundef %396) #25
  br label %399

399:                                              ; preds = %398, %394
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #23
  invoke void @__cxa_end_catch()
          to label %403 unwind label %400

400:                                              ; preds = %399
  %401 = landingpad { ptr, i32 }
          catch ptr null
  %402 = extractvalue { ptr, i32 } %401, 0
  call void @__clang_call_terminate(ptr %402) #27
  unreachable

403:                                              ; preds = %399
  %404 = extractvalue { ptr, i32 } %395, 0
  %405 = call ptr @__cxa_begin_catch(ptr %404) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #23
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str.6)
          to label %406 unwind label %408

406:                                              ; preds = %403
  invoke void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
          to label %407 unwind label %410

407:                                              ; preds = %406
  unreachable

408:                                              ; preds = %403
  %409 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %412

410:                                              ; preds = %406
  %411 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  br label %412

412:                                              ; preds = %410, %408
  %413 = phi { ptr, i32 } [ %411, %410 ], [ %409, %408 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #23
  invoke void @__cxa_end_catch()
          to label %417 unwind label %414

414:                                              ; preds = %412
  %415 = landingpad { ptr, i32 }
          catch ptr null
  %416 = extractvalue { ptr, i32 } %415, 0
  call void @__clang_call_terminate(ptr %416) #27
  unreachable

417:                                              ; preds = %412
  %418 = extractvalue { ptr, i32 } %413, 1
  %419 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %420 = icmp eq i32 %418, %419
  br i1 %420, label %421, label %451

421:                                              ; preds = %417
  %422 = extractvalue { ptr, i32 } %413, 0
  %423 = call ptr @__cxa_begin_catch(ptr %422) #23
  invoke fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %423, i32 noundef 0)
          to label %424 unwind label %426

424:                                              ; preds = %421
  invoke void @__cxa_end_catch()
          to label %425 unwind label %428

425:                                              ; preds = %424
  br i1 %241, label %240, label %238, !llvm.loop !63

426:                                              ; preds = %421
  %427 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %451 unwind label %453

428:                                              ; preds = %424
  %429 = landingpad { ptr, i32 }
          cleanup
  br label %451

430:                                              ; preds = %238
  %431 = load ptr, ptr %9, align 8, !tbaa !41
  %432 = load ptr, ptr %72, align 8, !tbaa !26
  %433 = icmp eq ptr %431, %432
  br i1 %433, label %444, label %434

434:                                              ; preds = %430, %439
  %435 = phi ptr [ %440, %439 ], [ %431, %430 ]
  %436 = load ptr, ptr %435, align 8, !tbaa !14
  %437 = icmp eq ptr %436, null
  br i1 %437, label %439, label %438

438:                                              ; preds = %434
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %435) #23
  br label %439

439:                                              ; preds = %438, %434
  %440 = getelementptr inbounds i8, ptr %435, i64 8
  %441 = icmp eq ptr %440, %432
  br i1 %441, label %442, label %434, !llvm.loop !64

442:                                              ; preds = %439
  %443 = load ptr, ptr %9, align 8, !tbaa !41
  br label %444

444:                                              ; preds = %442, %430
  %445 = phi ptr [ %443, %442 ], [ %431, %430 ]
  %446 = icmp eq ptr %445, null
  br i1 %446, label %448, label %447

447:                                              ; preds = %444
  call void @_ZdlPv(ptr noundef nonnull %445) #25
  br label %448

448:                                              ; preds = %444, %447
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  ret i32 0

449:                                              ; preds = %238
  %450 = landingpad { ptr, i32 }
          cleanup
  br label %451

451:                                              ; preds = %224, %417, %428, %426, %236, %234, %67, %66, %232, %449, %194, %192
  %452 = phi { ptr, i32 } [ %450, %449 ], [ %195, %194 ], [ %193, %192 ], [ %233, %232 ], [ %68, %67 ], [ %62, %66 ], [ %237, %236 ], [ %235, %234 ], [ %429, %428 ], [ %427, %426 ], [ %413, %417 ], [ %204, %224 ]
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %9) #23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  resume { ptr, i32 } %452

453:                                              ; preds = %426, %234, %66
  %454 = landingpad { ptr, i32 }
          catch ptr null
  %455 = extractvalue { ptr, i32 } %454, 0
  call void @__clang_call_terminate(ptr %455) #27
  unreachable

456:                                              ; preds = %44, %27
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_seh0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #23
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !42
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !50
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !5
  %17 = load i64, ptr %8, align 8, !tbaa !46
  store i64 %17, ptr %6, align 8, !tbaa !46
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !50
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !50
  store ptr %8, ptr %5, align 8, !tbaa !5
  store i64 0, ptr %22, align 8, !tbaa !50
  store i8 0, ptr %8, align 8, !tbaa !46
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_seh0 {
  %3 = tail call i32 @llvm.abs.i32(i32 %1, i1 false)
  %4 = icmp ult i32 %3, 10
  br i1 %4, label %23, label %5

5:                                                ; preds = %2, %19
  %6 = phi i32 [ %20, %19 ], [ %3, %2 ]
  %7 = phi i32 [ %21, %19 ], [ 1, %2 ]
  %8 = icmp ult i32 %6, 100
  br i1 %8, label %9, label %11

9:                                                ; preds = %5
  %10 = add i32 %7, 1
  br label %23

11:                                               ; preds = %5
  %12 = icmp ult i32 %6, 1000
  br i1 %12, label %13, label %15

13:                                               ; preds = %11
  %14 = add i32 %7, 2
  br label %23

15:                                               ; preds = %11
  %16 = icmp ult i32 %6, 10000
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = add i32 %7, 3
  br label %23

19:                                               ; preds = %15
  %20 = udiv i32 %6, 10000
  %21 = add i32 %7, 4
  %22 = icmp ult i32 %6, 100000
  br i1 %22, label %23, label %5, !llvm.loop !65

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !42
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %74

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !5
  %32 = getelementptr inbounds i8, ptr %31, i64 %30
  %33 = icmp ugt i32 %3, 99
  br i1 %33, label %34, label %56

34:                                               ; preds = %29
  %35 = add i32 %24, -1
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i32 [ %41, %36 ], [ %3, %34 ]
  %38 = phi i32 [ %54, %36 ], [ %35, %34 ]
  %39 = urem i32 %37, 100
  %40 = shl nuw nsw i32 %39, 1
  %41 = udiv i32 %37, 100
  %42 = or disjoint i32 %40, 1
  %43 = zext nneg i32 %42 to i64
  %44 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !46
  %46 = zext i32 %38 to i64
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store i8 %45, ptr %47, align 1, !tbaa !46
  %48 = zext nneg i32 %40 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 2, !tbaa !46
  %51 = add i32 %38, -1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  store i8 %50, ptr %53, align 1, !tbaa !46
  %54 = add i32 %38, -2
  %55 = icmp ugt i32 %37, 9999
  br i1 %55, label %36, label %56, !llvm.loop !66

56:                                               ; preds = %36, %29
  %57 = phi i32 [ %3, %29 ], [ %41, %36 ]
  %58 = icmp ugt i32 %57, 9
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = shl nuw nsw i32 %57, 1
  %61 = or disjoint i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !46
  %65 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !46
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 2, !tbaa !46
  br label %72

69:                                               ; preds = %56
  %70 = trunc nuw i32 %57 to i8
  %71 = or disjoint i8 %70, 48
  br label %72

72:                                               ; preds = %59, %69
  %73 = phi i8 [ %71, %69 ], [ %68, %59 ]
  store i8 %73, ptr %32, align 1, !tbaa !46
  ret void

74:                                               ; preds = %23
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  tail call void @__clang_call_terminate(ptr %76) #27
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local void @_ZNSt12out_of_rangeC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !24
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %1, align 8, !tbaa !14
  store ptr %9, ptr %4, align 8, !tbaa !14
  store ptr null, ptr %1, align 8, !tbaa !14
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %10, ptr %3, align 8, !tbaa !26
  br label %13

11:                                               ; preds = %2
  %12 = ptrtoint ptr %4 to i64
  tail call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %12, ptr noundef nonnull align 8 dereferenceable(8) %1)
  br label %13

13:                                               ; preds = %8, %11
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #5

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #23
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #23
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !23
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #23
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #23
  ret i32 %5
}

; Function Attrs: noreturn
declare dso_local void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #9

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 personality ptr @__gxx_personality_seh0 {
  %3 = shl i32 %1, 1
  %4 = load ptr, ptr %0, align 8, !tbaa !21
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %0) #23
  %8 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12, i32 noundef %3, ptr noundef nonnull @.str.13, ptr noundef %7)
  %9 = tail call ptr @__dynamic_cast(ptr nonnull %0, ptr nonnull @_ZTISt9exception, ptr nonnull @_ZTISt16nested_exception, i64 -2) #23
  %10 = icmp eq ptr %9, null
  br i1 %10, label %23, label %11

11:                                               ; preds = %2
  invoke void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %9) #24
          to label %12 unwind label %13

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %11
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 0
  %16 = extractvalue { ptr, i32 } %14, 1
  %17 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %13
  %20 = tail call ptr @__cxa_begin_catch(ptr %15) #23
  %21 = add nsw i32 %1, 1
  invoke fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %20, i32 noundef %21)
          to label %22 unwind label %35

22:                                               ; preds = %19
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %2, %22, %32
  ret void

24:                                               ; preds = %13
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #23
  %26 = icmp eq i32 %16, %25
  br i1 %26, label %27, label %37

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %15) #23
  %29 = load i32, ptr %28, align 4, !tbaa !12
  %30 = add i32 %3, 2
  %31 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, i32 noundef %30, ptr noundef nonnull @.str.13, i32 noundef %29)
          to label %32 unwind label %33

32:                                               ; preds = %27
  tail call void @__cxa_end_catch() #23
  br label %23

33:                                               ; preds = %27
  %34 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #23
  br label %37

35:                                               ; preds = %19
  %36 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %37 unwind label %39

37:                                               ; preds = %35, %33, %24
  %38 = phi { ptr, i32 } [ %34, %33 ], [ %14, %24 ], [ %36, %35 ]
  resume { ptr, i32 } %38

39:                                               ; preds = %35
  %40 = landingpad { ptr, i32 }
          catch ptr null
  %41 = extractvalue { ptr, i32 } %40, 0
  tail call void @__clang_call_terminate(ptr %41) #27
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #10 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !41
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !26
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !14
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !64

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !41
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @_ZdlPv(ptr noundef nonnull %17) #25
  br label %20

20:                                               ; preds = %16, %19
  ret void
}

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #11

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #11

; Function Attrs: nounwind
declare dso_local void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 undef) #24
  unreachable
}

declare dso_local void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 undef) #24
  unreachable
}

declare dso_local void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_seh0 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #10 comdat align 2 {
  tail call void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 16), ptr %0, align 8, !tbaa !21
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 56), ptr %3, align 8, !tbaa !21
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPv(ptr noundef nonnull %0) #25
  ret void
}

; Function Attrs: nounwind
declare dso_local noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZdlPv(ptr noundef nonnull %2) #25
  ret void
}

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare dso_local void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_seh0 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #10 comdat align 2 {
  tail call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 16), ptr %0, align 8, !tbaa !21
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 56), ptr %3, align 8, !tbaa !21
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPv(ptr noundef nonnull %0) #25
  ret void
}

; Function Attrs: nounwind
declare dso_local noundef ptr @_ZNKSt11logic_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED1Ev(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED0Ev(ptr noundef %0) unnamed_addr #13 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZdlPv(ptr noundef nonnull %2) #25
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #17

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !14
  %5 = icmp eq ptr %4, null
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  store ptr %4, ptr %2, align 8, !tbaa !14
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #24
          to label %7 unwind label %8

7:                                                ; preds = %6
  unreachable

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = load ptr, ptr %2, align 8, !tbaa !14
  %11 = icmp eq ptr %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  br label %13

13:                                               ; preds = %8, %12
  resume { ptr, i32 } %9

14:                                               ; preds = %1
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !26
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !23
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = ptrtoint ptr %8 to i64
  %12 = sub i64 %10, %11
  %13 = icmp eq i64 %12, 9223372036854775800
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.17) #24
  unreachable

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 3
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = add nsw i64 %17, %16
  %19 = icmp ult i64 %18, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975)
  %21 = select i1 %19, i64 1152921504606846975, i64 %20
  %22 = sub i64 %1, %11
  %23 = ashr exact i64 %22, 3
  %24 = icmp eq i64 %21, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %15
  %26 = shl nuw nsw i64 %21, 3
  %27 = tail call noalias noundef nonnull ptr @_Znwy(i64 noundef %26) #26
  br label %28

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ]
  %30 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %23
  %31 = load ptr, ptr %2, align 8, !tbaa !14
  store ptr %31, ptr %30, align 8, !tbaa !14
  store ptr null, ptr %2, align 8, !tbaa !14
  %32 = icmp eq ptr %8, %4
  br i1 %32, label %79, label %33

33:                                               ; preds = %28
  %34 = add i64 %1, -8
  %35 = sub i64 %34, %9
  %36 = lshr i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %38 = icmp ult i64 %35, 152
  br i1 %38, label %69, label %39

39:                                               ; preds = %33
  %40 = add i64 %1, -8
  %41 = sub i64 %40, %9
  %42 = and i64 %41, -8
  %43 = add i64 %42, 8
  %44 = getelementptr i8, ptr %29, i64 %43
  %45 = getelementptr i8, ptr %8, i64 %43
  %46 = icmp ult ptr %29, %45
  %47 = icmp ult ptr %8, %44
  %48 = and i1 %46, %47
  br i1 %48, label %69, label %49

49:                                               ; preds = %39
  %50 = and i64 %37, 4611686018427387900
  %51 = shl i64 %50, 3
  %52 = getelementptr i8, ptr %29, i64 %51
  %53 = shl i64 %50, 3
  %54 = getelementptr i8, ptr %8, i64 %53
  br label %55

55:                                               ; preds = %55, %49
  %56 = phi i64 [ 0, %49 ], [ %65, %55 ]
  %57 = shl i64 %56, 3
  %58 = getelementptr i8, ptr %29, i64 %57
  %59 = shl i64 %56, 3
  %60 = getelementptr i8, ptr %8, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %61 = getelementptr i8, ptr %60, i64 16
  %62 = load <2 x ptr>, ptr %60, align 8, !tbaa !14, !alias.scope !72, !noalias !67
  %63 = load <2 x ptr>, ptr %61, align 8, !tbaa !14, !alias.scope !72, !noalias !67
  %64 = getelementptr i8, ptr %58, i64 16
  store <2 x ptr> %62, ptr %58, align 8, !tbaa !14, !alias.scope !75, !noalias !72
  store <2 x ptr> %63, ptr %64, align 8, !tbaa !14, !alias.scope !75, !noalias !72
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !tbaa !14, !alias.scope !72, !noalias !67
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !tbaa !14, !alias.scope !72, !noalias !67
  %65 = add nuw i64 %56, 4
  %66 = icmp eq i64 %65, %50
  br i1 %66, label %67, label %55, !llvm.loop !77

67:                                               ; preds = %55
  %68 = icmp eq i64 %37, %50
  br i1 %68, label %79, label %69

69:                                               ; preds = %67, %39, %33
  %70 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %52, %67 ]
  %71 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %54, %67 ]
  br label %72

72:                                               ; preds = %69, %72
  %73 = phi ptr [ %77, %72 ], [ %70, %69 ]
  %74 = phi ptr [ %76, %72 ], [ %71, %69 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %75 = load ptr, ptr %74, align 8, !tbaa !14, !alias.scope !70, !noalias !67
  store ptr %75, ptr %73, align 8, !tbaa !14, !alias.scope !67, !noalias !70
  store ptr null, ptr %74, align 8, !tbaa !14, !alias.scope !70, !noalias !67
  %76 = getelementptr inbounds i8, ptr %74, i64 8
  %77 = getelementptr inbounds i8, ptr %73, i64 8
  %78 = icmp eq ptr %76, %4
  br i1 %78, label %79, label %72, !llvm.loop !78

79:                                               ; preds = %72, %67, %28
  %80 = phi ptr [ %29, %28 ], [ %52, %67 ], [ %77, %72 ]
  %81 = getelementptr i8, ptr %80, i64 8
  %82 = icmp eq ptr %6, %4
  br i1 %82, label %129, label %83

83:                                               ; preds = %79
  %84 = add i64 %7, -8
  %85 = sub i64 %84, %1
  %86 = lshr i64 %85, 3
  %87 = add nuw nsw i64 %86, 1
  %88 = icmp ult i64 %85, 184
  br i1 %88, label %119, label %89

89:                                               ; preds = %83
  %90 = add i64 %7, -8
  %91 = sub i64 %90, %1
  %92 = and i64 %91, -8
  %93 = add i64 %92, 16
  %94 = getelementptr i8, ptr %80, i64 %93
  %95 = getelementptr i8, ptr %4, i64 %92
  %96 = icmp ult ptr %80, %95
  %97 = icmp ugt ptr %94, %4
  %98 = and i1 %96, %97
  br i1 %98, label %119, label %99

99:                                               ; preds = %89
  %100 = and i64 %87, 4611686018427387900
  %101 = shl i64 %100, 3
  %102 = getelementptr i8, ptr %81, i64 %101
  %103 = shl i64 %100, 3
  %104 = getelementptr i8, ptr %4, i64 %103
  br label %105

105:                                              ; preds = %105, %99
  %106 = phi i64 [ 0, %99 ], [ %115, %105 ]
  %107 = shl i64 %106, 3
  %108 = getelementptr i8, ptr %81, i64 %107
  %109 = shl i64 %106, 3
  %110 = getelementptr i8, ptr %4, i64 %109
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  %111 = getelementptr i8, ptr %110, i64 16
  %112 = load <2 x ptr>, ptr %110, align 8, !tbaa !14, !alias.scope !84, !noalias !79
  %113 = load <2 x ptr>, ptr %111, align 8, !tbaa !14, !alias.scope !84, !noalias !79
  %114 = getelementptr i8, ptr %108, i64 16
  store <2 x ptr> %112, ptr %108, align 8, !tbaa !14, !alias.scope !87, !noalias !84
  store <2 x ptr> %113, ptr %114, align 8, !tbaa !14, !alias.scope !87, !noalias !84
  store <2 x ptr> zeroinitializer, ptr %110, align 8, !tbaa !14, !alias.scope !84, !noalias !79
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !tbaa !14, !alias.scope !84, !noalias !79
  %115 = add nuw i64 %106, 4
  %116 = icmp eq i64 %115, %100
  br i1 %116, label %117, label %105, !llvm.loop !89

117:                                              ; preds = %105
  %118 = icmp eq i64 %87, %100
  br i1 %118, label %129, label %119

119:                                              ; preds = %117, %89, %83
  %120 = phi ptr [ %81, %89 ], [ %81, %83 ], [ %102, %117 ]
  %121 = phi ptr [ %4, %89 ], [ %4, %83 ], [ %104, %117 ]
  br label %122

122:                                              ; preds = %119, %122
  %123 = phi ptr [ %127, %122 ], [ %120, %119 ]
  %124 = phi ptr [ %126, %122 ], [ %121, %119 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  %125 = load ptr, ptr %124, align 8, !tbaa !14, !alias.scope !82, !noalias !79
  store ptr %125, ptr %123, align 8, !tbaa !14, !alias.scope !79, !noalias !82
  store ptr null, ptr %124, align 8, !tbaa !14, !alias.scope !82, !noalias !79
  %126 = getelementptr inbounds i8, ptr %124, i64 8
  %127 = getelementptr inbounds i8, ptr %123, i64 8
  %128 = icmp eq ptr %126, %6
  br i1 %128, label %129, label %122, !llvm.loop !90

129:                                              ; preds = %122, %117, %79
  %130 = phi ptr [ %81, %79 ], [ %102, %117 ], [ %127, %122 ]
  %131 = icmp eq ptr %8, null
  br i1 %131, label %133, label %132

132:                                              ; preds = %129
  tail call void @_ZdlPv(ptr noundef nonnull %8) #25
  br label %133

133:                                              ; preds = %129, %132
  %134 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %29, ptr %0, align 8, !tbaa !41
  store ptr %130, ptr %5, align 8, !tbaa !26
  %135 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %21
  store ptr %135, ptr %134, align 8, !tbaa !24
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #19

; Function Attrs: nounwind
declare dso_local ptr @__cxa_init_primary_exception(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv(ptr noundef %0) #3 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !21
  %3 = load ptr, ptr %2, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) unnamed_addr #5

; Function Attrs: nounwind
declare dso_local void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #20

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #22

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind memory(none) }
attributes #10 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #12 = { inlinehint mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #18 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { nounwind }
attributes #24 = { noreturn }
attributes #25 = { builtin nounwind }
attributes #26 = { builtin allocsize(0) }
attributes #27 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !11, i64 8, !9, i64 16}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"long long", !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
!14 = !{!15, !8, i64 0}
!15 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !8, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_: argument 0"}
!20 = distinct !{!20, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_"}
!21 = !{!22, !22, i64 0}
!22 = !{!"vtable pointer", !10, i64 0}
!23 = !{!8, !8, i64 0}
!24 = !{!25, !8, i64 16}
!25 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!26 = !{!25, !8, i64 8}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!29 = distinct !{!29, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!30 = !{!31}
!31 = distinct !{!31, !29, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!32 = !{!31, !33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!28, !36}
!36 = distinct !{!36, !34}
!37 = distinct !{!37, !17, !38, !39}
!38 = !{!"llvm.loop.isvectorized", i32 1}
!39 = !{!"llvm.loop.unroll.runtime.disable"}
!40 = distinct !{!40, !17, !38}
!41 = !{!25, !8, i64 0}
!42 = !{!7, !8, i64 0}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!45 = distinct !{!45, !"_ZNSt7__cxx119to_stringEi"}
!46 = !{!9, !9, i64 0}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!49 = distinct !{!49, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!50 = !{!6, !11, i64 8}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!53 = distinct !{!53, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!56 = distinct !{!56, !"_ZNSt7__cxx119to_stringEi"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!59 = distinct !{!59, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!60 = !{!61}
!61 = distinct !{!61, !62, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!62 = distinct !{!62, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!63 = distinct !{!63, !17}
!64 = distinct !{!64, !17}
!65 = distinct !{!65, !17}
!66 = distinct !{!66, !17}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!69 = distinct !{!69, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!70 = !{!71}
!71 = distinct !{!71, !69, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!72 = !{!71, !73}
!73 = distinct !{!73, !74}
!74 = distinct !{!74, !"LVerDomain"}
!75 = !{!68, !76}
!76 = distinct !{!76, !74}
!77 = distinct !{!77, !17, !38, !39}
!78 = distinct !{!78, !17, !38}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!81 = distinct !{!81, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!82 = !{!83}
!83 = distinct !{!83, !81, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!84 = !{!83, !85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !{!80, !88}
!88 = distinct !{!88, !86}
!89 = distinct !{!89, !17, !38, !39}
!90 = distinct !{!90, !17, !38}
