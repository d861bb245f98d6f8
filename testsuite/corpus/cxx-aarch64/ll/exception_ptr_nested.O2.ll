; ModuleID = 'exception_ptr_nested.cpp'
source_filename = "exception_ptr_nested.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTSSt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTISt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTVSt17_Nested_exceptionISt13runtime_errorE = comdat any

$_ZTSSt17_Nested_exceptionISt11logic_errorE = comdat any

$_ZTISt17_Nested_exceptionISt11logic_errorE = comdat any

$_ZTVSt17_Nested_exceptionISt11logic_errorE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"index \00", align 1
@_ZTISt12out_of_range = external constant ptr
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"made directly\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%zu captured\0A\00", align 1
@_ZTISt9exception = external constant ptr
@.str.3 = private unnamed_addr constant [18 x i8] c"rethrown int: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"rethrown std::exception: %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"empty exception_ptr is null: %d\0A\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"startup failed\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"load \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" failed\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"file \00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c" unreadable\00", align 1
@_ZTISt13runtime_error = external constant ptr
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global [0 x ptr]
@_ZTSSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant [41 x i8] c"St17_Nested_exceptionISt13runtime_errorE\00", comdat, align 1
@_ZTISt16nested_exception = external constant ptr
@_ZTISt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTSSt17_Nested_exceptionISt13runtime_errorE, i32 0, i32 2, ptr @_ZTISt13runtime_error, i64 2, ptr @_ZTISt16nested_exception, i64 4098 }, comdat, align 8
@_ZTVSt17_Nested_exceptionISt13runtime_errorE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev, ptr @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev, ptr @_ZNKSt13runtime_error4whatEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev, ptr @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev] }, comdat, align 8
@_ZTVSt16nested_exception = external unnamed_addr constant { [4 x ptr] }, align 8
@.str.11 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@_ZTSSt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local constant [39 x i8] c"St17_Nested_exceptionISt11logic_errorE\00", comdat, align 1
@_ZTISt11logic_error = external constant ptr
@_ZTISt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2), ptr @_ZTSSt17_Nested_exceptionISt11logic_errorE, i32 0, i32 2, ptr @_ZTISt11logic_error, i64 2, ptr @_ZTISt16nested_exception, i64 4098 }, comdat, align 8
@_ZTVSt17_Nested_exceptionISt11logic_errorE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr], [4 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev, ptr @_ZNSt17_Nested_exceptionISt11logic_errorED0Ev, ptr @_ZNKSt11logic_error4whatEv], [4 x ptr] [ptr inttoptr (i64 -16 to ptr), ptr @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED1Ev, ptr @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED0Ev] }, comdat, align 8
@.str.12 = private unnamed_addr constant [7 x i8] c"%*s%s\0A\00", align 1
@.str.13 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"%*sint %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTISt16invalid_argument = external constant ptr
@_ZTVSt16invalid_argument = external unnamed_addr constant { [5 x ptr] }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
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

18:                                               ; preds = %62
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #23
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull @.str.1)
          to label %73 unwind label %112

19:                                               ; preds = %0, %62
  %20 = phi i32 [ 0, %0 ], [ %63, %62 ]
  %21 = add nsw i32 %20, -3
  %22 = icmp ult i32 %20, 3
  %23 = select i1 %22, i32 %20, i32 %21
  switch i32 %23, label %62 [
    i32 0, label %24
    i32 1, label %48
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
          to label %389 unwind label %30

28:                                               ; preds = %24
  %29 = landingpad { ptr, i32 }
          catch ptr null
  br label %38

30:                                               ; preds = %27, %26
  %31 = phi i1 [ false, %27 ], [ true, %26 ]
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = load ptr, ptr %10, align 8, !tbaa !6
  %34 = icmp eq ptr %33, %16
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = load i64, ptr %16, align 8, !tbaa !13
  %37 = add i64 %36, 1
  call void @_ZdlPvm(ptr noundef %33, i64 noundef %37) #25
  br label %38

38:                                               ; preds = %35, %30, %28
  %39 = phi i1 [ true, %28 ], [ %31, %30 ], [ %31, %35 ]
  %40 = phi { ptr, i32 } [ %29, %28 ], [ %32, %30 ], [ %32, %35 ]
  %41 = load ptr, ptr %11, align 8, !tbaa !6
  %42 = icmp eq ptr %41, %17
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = load i64, ptr %17, align 8, !tbaa !13
  %45 = add i64 %44, 1
  call void @_ZdlPvm(ptr noundef %41, i64 noundef %45) #25
  br label %46

46:                                               ; preds = %38, %43
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #23
  br i1 %39, label %47, label %53

47:                                               ; preds = %46
  call void @__cxa_free_exception(ptr %25) #23
  br label %53

48:                                               ; preds = %19
  %49 = call ptr @__cxa_allocate_exception(i64 4) #23
  %50 = mul nuw nsw i32 %20, 11
  store i32 %50, ptr %49, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTIi, ptr null) #24
          to label %389 unwind label %51

51:                                               ; preds = %48
  %52 = landingpad { ptr, i32 }
          catch ptr null
  br label %53

53:                                               ; preds = %46, %47, %51
  %54 = phi { ptr, i32 } [ %40, %47 ], [ %40, %46 ], [ %52, %51 ]
  %55 = extractvalue { ptr, i32 } %54, 0
  %56 = call ptr @__cxa_begin_catch(ptr %55) #23
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #23
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %12) #23
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr noundef nonnull align 8 dereferenceable(8) %12)
          to label %57 unwind label %65

57:                                               ; preds = %53
  %58 = load ptr, ptr %12, align 8, !tbaa !16
  %59 = icmp eq ptr %58, null
  br i1 %59, label %61, label %60

60:                                               ; preds = %57
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #23
  br label %61

61:                                               ; preds = %57, %60
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #23
  invoke void @__cxa_end_catch()
          to label %62 unwind label %71

62:                                               ; preds = %19, %61
  %63 = add nuw nsw i32 %20, 1
  %64 = icmp eq i32 %63, 6
  br i1 %64, label %18, label %19, !llvm.loop !18

65:                                               ; preds = %53
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = load ptr, ptr %12, align 8, !tbaa !16
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %65
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #23
  br label %70

70:                                               ; preds = %65, %69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #23
  invoke void @__cxa_end_catch()
          to label %384 unwind label %386

71:                                               ; preds = %61
  %72 = landingpad { ptr, i32 }
          cleanup
  br label %384

73:                                               ; preds = %18
  %74 = call ptr @__cxa_allocate_exception(i64 noundef 16) #23, !noalias !20
  %75 = call ptr @__cxa_init_primary_exception(ptr noundef %74, ptr noundef nonnull @_ZTISt16invalid_argument, ptr noundef nonnull @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv) #23, !noalias !20
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 8 dereferenceable(16) %14) #23, !noalias !20
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt16invalid_argument, i64 16), ptr %74, align 8, !tbaa !23, !noalias !20
  call void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8) %13, ptr noundef nonnull %74) #23
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !25
  %78 = getelementptr inbounds i8, ptr %9, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !26
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %84, label %81

81:                                               ; preds = %73
  %82 = load ptr, ptr %13, align 8, !tbaa !16
  store ptr %82, ptr %77, align 8, !tbaa !16
  store ptr null, ptr %13, align 8, !tbaa !16
  %83 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %83, ptr %76, align 8, !tbaa !28
  br label %90

84:                                               ; preds = %73
  %85 = ptrtoint ptr %77 to i64
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %9, i64 %85, ptr noundef nonnull align 8 dereferenceable(8) %13)
          to label %86 unwind label %114

86:                                               ; preds = %84
  %87 = load ptr, ptr %13, align 8, !tbaa !16
  %88 = icmp eq ptr %87, null
  br i1 %88, label %90, label %89

89:                                               ; preds = %86
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %90

90:                                               ; preds = %81, %86, %89
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  %91 = load ptr, ptr %76, align 8, !tbaa !28
  %92 = load ptr, ptr %9, align 8, !tbaa !29
  %93 = ptrtoint ptr %91 to i64
  %94 = ptrtoint ptr %92 to i64
  %95 = sub i64 %93, %94
  %96 = ashr exact i64 %95, 3
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %96)
  %98 = load ptr, ptr %9, align 8, !tbaa !25
  %99 = load ptr, ptr %76, align 8, !tbaa !25
  %100 = icmp eq ptr %98, %99
  br i1 %100, label %101, label %122

101:                                              ; preds = %146, %90
  %102 = getelementptr inbounds i8, ptr %3, i64 16
  %103 = getelementptr inbounds i8, ptr %2, i64 16
  %104 = getelementptr inbounds i8, ptr %2, i64 8
  %105 = getelementptr inbounds i8, ptr %1, i64 16
  %106 = getelementptr inbounds i8, ptr %1, i64 8
  %107 = getelementptr inbounds i8, ptr %7, i64 16
  %108 = getelementptr inbounds i8, ptr %6, i64 16
  %109 = getelementptr inbounds i8, ptr %6, i64 8
  %110 = getelementptr inbounds i8, ptr %5, i64 16
  %111 = getelementptr inbounds i8, ptr %5, i64 8
  br label %182

112:                                              ; preds = %18
  %113 = landingpad { ptr, i32 }
          cleanup
  br label %120

114:                                              ; preds = %84
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = load ptr, ptr %13, align 8, !tbaa !16
  %117 = icmp eq ptr %116, null
  br i1 %117, label %119, label %118

118:                                              ; preds = %114
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %119

119:                                              ; preds = %114, %118
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  br label %120

120:                                              ; preds = %119, %112
  %121 = phi { ptr, i32 } [ %115, %119 ], [ %113, %112 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  br label %384

122:                                              ; preds = %90, %146
  %123 = phi ptr [ %147, %146 ], [ %98, %90 ]
  %124 = load ptr, ptr %123, align 8, !tbaa !16
  store ptr %124, ptr %15, align 8, !tbaa !16
  %125 = icmp eq ptr %124, null
  br i1 %125, label %127, label %126

126:                                              ; preds = %122
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %127

127:                                              ; preds = %122, %126
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %15) #24
          to label %128 unwind label %129

128:                                              ; preds = %127
  unreachable

129:                                              ; preds = %127
  %130 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %131 = extractvalue { ptr, i32 } %130, 0
  %132 = extractvalue { ptr, i32 } %130, 1
  %133 = load ptr, ptr %15, align 8, !tbaa !16
  %134 = icmp eq ptr %133, null
  br i1 %134, label %136, label %135

135:                                              ; preds = %129
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %136

136:                                              ; preds = %129, %135
  %137 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %138 = icmp eq i32 %132, %137
  br i1 %138, label %139, label %149

139:                                              ; preds = %136
  %140 = call ptr @__cxa_begin_catch(ptr %131) #23
  %141 = load ptr, ptr %140, align 8, !tbaa !23
  %142 = getelementptr inbounds i8, ptr %141, i64 16
  %143 = load ptr, ptr %142, align 8
  %144 = call noundef ptr %143(ptr noundef nonnull align 8 dereferenceable(8) %140) #23
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %144)
  invoke void @__cxa_end_catch()
          to label %146 unwind label %156

146:                                              ; preds = %139, %152
  %147 = getelementptr inbounds i8, ptr %123, i64 8
  %148 = icmp eq ptr %147, %99
  br i1 %148, label %101, label %122

149:                                              ; preds = %136
  %150 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #23
  %151 = icmp eq i32 %132, %150
  br i1 %151, label %152, label %384

152:                                              ; preds = %149
  %153 = call ptr @__cxa_begin_catch(ptr %131) #23
  %154 = load i32, ptr %153, align 4, !tbaa !14
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %154)
  call void @__cxa_end_catch() #23
  br label %146

156:                                              ; preds = %139
  %157 = landingpad { ptr, i32 }
          cleanup
  br label %384

158:                                              ; preds = %379
  %159 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %160 = load ptr, ptr %9, align 8, !tbaa !29
  %161 = load ptr, ptr %76, align 8, !tbaa !28
  %162 = icmp eq ptr %160, %161
  br i1 %162, label %173, label %163

163:                                              ; preds = %158, %168
  %164 = phi ptr [ %169, %168 ], [ %160, %158 ]
  %165 = load ptr, ptr %164, align 8, !tbaa !16
  %166 = icmp eq ptr %165, null
  br i1 %166, label %168, label %167

167:                                              ; preds = %163
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %164) #23
  br label %168

168:                                              ; preds = %167, %163
  %169 = getelementptr inbounds i8, ptr %164, i64 8
  %170 = icmp eq ptr %169, %161
  br i1 %170, label %171, label %163, !llvm.loop !30

171:                                              ; preds = %168
  %172 = load ptr, ptr %9, align 8, !tbaa !29
  br label %173

173:                                              ; preds = %171, %158
  %174 = phi ptr [ %172, %171 ], [ %160, %158 ]
  %175 = icmp eq ptr %174, null
  br i1 %175, label %181, label %176

176:                                              ; preds = %173
  %177 = load ptr, ptr %78, align 8, !tbaa !26
  %178 = ptrtoint ptr %177 to i64
  %179 = ptrtoint ptr %174 to i64
  %180 = sub i64 %178, %179
  call void @_ZdlPvm(ptr noundef nonnull %174, i64 noundef %180) #25
  br label %181

181:                                              ; preds = %173, %176
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  ret i32 0

182:                                              ; preds = %101, %379
  %183 = phi i1 [ true, %101 ], [ false, %379 ]
  %184 = phi i8 [ 48, %101 ], [ 49, %379 ]
  br i1 %183, label %185, label %188

185:                                              ; preds = %182
  %186 = call ptr @__cxa_allocate_exception(i64 4) #23
  store i32 404, ptr %186, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %186, ptr nonnull @_ZTIi, ptr null) #24
          to label %187 unwind label %269

187:                                              ; preds = %185
  unreachable

188:                                              ; preds = %182
  %189 = call ptr @__cxa_allocate_exception(i64 16) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #23
  store ptr %102, ptr %3, align 8, !tbaa !31, !alias.scope !32
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 1, i8 noundef 45)
          to label %193 unwind label %190

190:                                              ; preds = %188
  %191 = landingpad { ptr, i32 }
          catch ptr null
  %192 = extractvalue { ptr, i32 } %191, 0
  call void @__clang_call_terminate(ptr %192) #26
  unreachable

193:                                              ; preds = %188
  %194 = load ptr, ptr %3, align 8, !tbaa !6, !alias.scope !32
  store i8 49, ptr %194, align 1, !tbaa !13
  %195 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.9, i64 noundef 5)
          to label %196 unwind label %238

196:                                              ; preds = %193
  store ptr %103, ptr %2, align 8, !tbaa !31, !alias.scope !35
  %197 = load ptr, ptr %195, align 8, !tbaa !6
  %198 = getelementptr inbounds i8, ptr %195, i64 16
  %199 = icmp eq ptr %197, %198
  br i1 %199, label %200, label %207

200:                                              ; preds = %196
  %201 = getelementptr inbounds i8, ptr %195, i64 8
  %202 = load i64, ptr %201, align 8, !tbaa !38
  %203 = add i64 %202, 1
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %205, label %206

205:                                              ; preds = %200
  store i64 -1, ptr %104, align 8, !tbaa !38, !alias.scope !35
  store ptr %198, ptr %195, align 8, !tbaa !6
  store i64 0, ptr %201, align 8, !tbaa !38
  store i8 0, ptr %198, align 8, !tbaa !13
  br label %218

206:                                              ; preds = %200
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %103, ptr nonnull align 8 %198, i64 %203, i1 false)
  br label %211

207:                                              ; preds = %196
  store ptr %197, ptr %2, align 8, !tbaa !6, !alias.scope !35
  %208 = load i64, ptr %198, align 8, !tbaa !13
  store i64 %208, ptr %103, align 8, !tbaa !13, !alias.scope !35
  %209 = getelementptr inbounds i8, ptr %195, i64 8
  %210 = load i64, ptr %209, align 8, !tbaa !38
  br label %211

211:                                              ; preds = %207, %206
  %212 = phi i64 [ %202, %206 ], [ %210, %207 ]
  %213 = getelementptr inbounds i8, ptr %195, i64 8
  store i64 %212, ptr %104, align 8, !tbaa !38, !alias.scope !35
  store ptr %198, ptr %195, align 8, !tbaa !6
  store i64 0, ptr %213, align 8, !tbaa !38
  store i8 0, ptr %198, align 8, !tbaa !13
  %214 = add i64 %212, -4611686018427387893
  %215 = icmp ult i64 %214, 11
  br i1 %215, label %216, label %218

216:                                              ; preds = %211
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %217 unwind label %240

217:                                              ; preds = %216
  unreachable

218:                                              ; preds = %211, %205
  %219 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull @.str.10, i64 noundef 11)
          to label %220 unwind label %240

220:                                              ; preds = %218
  store ptr %105, ptr %1, align 8, !tbaa !31, !alias.scope !39
  %221 = load ptr, ptr %219, align 8, !tbaa !6
  %222 = getelementptr inbounds i8, ptr %219, i64 16
  %223 = icmp eq ptr %221, %222
  br i1 %223, label %224, label %230

224:                                              ; preds = %220
  %225 = getelementptr inbounds i8, ptr %219, i64 8
  %226 = load i64, ptr %225, align 8, !tbaa !38
  %227 = add i64 %226, 1
  %228 = icmp eq i64 %227, 0
  br i1 %228, label %234, label %229

229:                                              ; preds = %224
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %105, ptr nonnull align 8 %222, i64 %227, i1 false)
  br label %234

230:                                              ; preds = %220
  store ptr %221, ptr %1, align 8, !tbaa !6, !alias.scope !39
  %231 = load i64, ptr %222, align 8, !tbaa !13
  store i64 %231, ptr %105, align 8, !tbaa !13, !alias.scope !39
  %232 = getelementptr inbounds i8, ptr %219, i64 8
  %233 = load i64, ptr %232, align 8, !tbaa !38
  br label %234

234:                                              ; preds = %230, %229, %224
  %235 = phi i64 [ -1, %224 ], [ %226, %229 ], [ %233, %230 ]
  %236 = getelementptr inbounds i8, ptr %219, i64 8
  store i64 %235, ptr %106, align 8, !tbaa !38, !alias.scope !39
  store ptr %222, ptr %219, align 8, !tbaa !6
  store i64 0, ptr %236, align 8, !tbaa !38
  store i8 0, ptr %222, align 8, !tbaa !13
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %189, ptr noundef nonnull align 8 dereferenceable(32) %1)
          to label %237 unwind label %242

237:                                              ; preds = %234
  invoke void @__cxa_throw(ptr nonnull %189, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #24
          to label %268 unwind label %242

238:                                              ; preds = %193
  %239 = landingpad { ptr, i32 }
          catch ptr null
  br label %258

240:                                              ; preds = %218, %216
  %241 = landingpad { ptr, i32 }
          catch ptr null
  br label %250

242:                                              ; preds = %237, %234
  %243 = phi i1 [ false, %237 ], [ true, %234 ]
  %244 = landingpad { ptr, i32 }
          catch ptr null
  %245 = load ptr, ptr %1, align 8, !tbaa !6
  %246 = icmp eq ptr %245, %105
  br i1 %246, label %250, label %247

247:                                              ; preds = %242
  %248 = load i64, ptr %105, align 8, !tbaa !13
  %249 = add i64 %248, 1
  call void @_ZdlPvm(ptr noundef %245, i64 noundef %249) #25
  br label %250

250:                                              ; preds = %247, %242, %240
  %251 = phi { ptr, i32 } [ %241, %240 ], [ %244, %242 ], [ %244, %247 ]
  %252 = phi i1 [ true, %240 ], [ %243, %242 ], [ %243, %247 ]
  %253 = load ptr, ptr %2, align 8, !tbaa !6
  %254 = icmp eq ptr %253, %103
  br i1 %254, label %258, label %255

255:                                              ; preds = %250
  %256 = load i64, ptr %103, align 8, !tbaa !13
  %257 = add i64 %256, 1
  call void @_ZdlPvm(ptr noundef %253, i64 noundef %257) #25
  br label %258

258:                                              ; preds = %255, %250, %238
  %259 = phi { ptr, i32 } [ %239, %238 ], [ %251, %250 ], [ %251, %255 ]
  %260 = phi i1 [ true, %238 ], [ %252, %250 ], [ %252, %255 ]
  %261 = load ptr, ptr %3, align 8, !tbaa !6
  %262 = icmp eq ptr %261, %102
  br i1 %262, label %266, label %263

263:                                              ; preds = %258
  %264 = load i64, ptr %102, align 8, !tbaa !13
  %265 = add i64 %264, 1
  call void @_ZdlPvm(ptr noundef %261, i64 noundef %265) #25
  br label %266

266:                                              ; preds = %263, %258
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #23
  br i1 %260, label %267, label %271

267:                                              ; preds = %266
  call void @__cxa_free_exception(ptr %189) #23
  br label %271

268:                                              ; preds = %237
  unreachable

269:                                              ; preds = %185
  %270 = landingpad { ptr, i32 }
          catch ptr null
  br label %271

271:                                              ; preds = %269, %267, %266
  %272 = phi { ptr, i32 } [ %270, %269 ], [ %259, %267 ], [ %259, %266 ]
  %273 = extractvalue { ptr, i32 } %272, 0
  %274 = call ptr @__cxa_begin_catch(ptr %273) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #23
  store ptr %107, ptr %7, align 8, !tbaa !31, !alias.scope !42
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 1, i8 noundef 45)
          to label %275 unwind label %278

275:                                              ; preds = %271
  %276 = load ptr, ptr %7, align 8, !tbaa !6, !alias.scope !42
  store i8 %184, ptr %276, align 1, !tbaa !13
  %277 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.7, i64 noundef 5)
          to label %281 unwind label %324

278:                                              ; preds = %271
  %279 = landingpad { ptr, i32 }
          catch ptr null
  %280 = extractvalue { ptr, i32 } %279, 0
  call void @__clang_call_terminate(ptr %280) #26
  unreachable

281:                                              ; preds = %275
  store ptr %108, ptr %6, align 8, !tbaa !31, !alias.scope !45
  %282 = load ptr, ptr %277, align 8, !tbaa !6
  %283 = getelementptr inbounds i8, ptr %277, i64 16
  %284 = icmp eq ptr %282, %283
  br i1 %284, label %285, label %291

285:                                              ; preds = %281
  %286 = getelementptr inbounds i8, ptr %277, i64 8
  %287 = load i64, ptr %286, align 8, !tbaa !38
  %288 = add i64 %287, 1
  %289 = icmp eq i64 %288, 0
  br i1 %289, label %295, label %290

290:                                              ; preds = %285
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %108, ptr nonnull align 8 %283, i64 %288, i1 false)
  br label %295

291:                                              ; preds = %281
  store ptr %282, ptr %6, align 8, !tbaa !6, !alias.scope !45
  %292 = load i64, ptr %283, align 8, !tbaa !13
  store i64 %292, ptr %108, align 8, !tbaa !13, !alias.scope !45
  %293 = getelementptr inbounds i8, ptr %277, i64 8
  %294 = load i64, ptr %293, align 8, !tbaa !38
  br label %295

295:                                              ; preds = %291, %290, %285
  %296 = phi i64 [ -1, %285 ], [ %287, %290 ], [ %294, %291 ]
  %297 = getelementptr inbounds i8, ptr %277, i64 8
  store i64 %296, ptr %109, align 8, !tbaa !38, !alias.scope !45
  store ptr %283, ptr %277, align 8, !tbaa !6
  store i64 0, ptr %297, align 8, !tbaa !38
  store i8 0, ptr %283, align 8, !tbaa !13
  call void @llvm.experimental.noalias.scope.decl(metadata !48)
  %298 = load i64, ptr %109, align 8, !tbaa !38, !noalias !48
  %299 = add i64 %298, -4611686018427387897
  %300 = icmp ult i64 %299, 7
  br i1 %300, label %301, label %303

301:                                              ; preds = %295
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %302 unwind label %326

302:                                              ; preds = %301
  unreachable

303:                                              ; preds = %295
  %304 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.8, i64 noundef 7)
          to label %305 unwind label %326

305:                                              ; preds = %303
  store ptr %110, ptr %5, align 8, !tbaa !31, !alias.scope !48
  %306 = load ptr, ptr %304, align 8, !tbaa !6
  %307 = getelementptr inbounds i8, ptr %304, i64 16
  %308 = icmp eq ptr %306, %307
  br i1 %308, label %309, label %315

309:                                              ; preds = %305
  %310 = getelementptr inbounds i8, ptr %304, i64 8
  %311 = load i64, ptr %310, align 8, !tbaa !38
  %312 = add i64 %311, 1
  %313 = icmp eq i64 %312, 0
  br i1 %313, label %319, label %314

314:                                              ; preds = %309
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %110, ptr nonnull align 8 %307, i64 %312, i1 false)
  br label %319

315:                                              ; preds = %305
  store ptr %306, ptr %5, align 8, !tbaa !6, !alias.scope !48
  %316 = load i64, ptr %307, align 8, !tbaa !13
  store i64 %316, ptr %110, align 8, !tbaa !13, !alias.scope !48
  %317 = getelementptr inbounds i8, ptr %304, i64 8
  %318 = load i64, ptr %317, align 8, !tbaa !38
  br label %319

319:                                              ; preds = %315, %314, %309
  %320 = phi i64 [ -1, %309 ], [ %311, %314 ], [ %318, %315 ]
  %321 = getelementptr inbounds i8, ptr %304, i64 8
  store i64 %320, ptr %111, align 8, !tbaa !38, !alias.scope !48
  store ptr %307, ptr %304, align 8, !tbaa !6
  store i64 0, ptr %321, align 8, !tbaa !38
  store i8 0, ptr %307, align 8, !tbaa !13
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %322 unwind label %328

322:                                              ; preds = %319
  invoke void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
          to label %323 unwind label %330

323:                                              ; preds = %322
  unreachable

324:                                              ; preds = %275
  %325 = landingpad { ptr, i32 }
          catch ptr null
  br label %346

326:                                              ; preds = %303, %301
  %327 = landingpad { ptr, i32 }
          catch ptr null
  br label %339

328:                                              ; preds = %319
  %329 = landingpad { ptr, i32 }
          catch ptr null
  br label %332

330:                                              ; preds = %322
  %331 = landingpad { ptr, i32 }
          catch ptr null
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #23
  br label %332

332:                                              ; preds = %330, %328
  %333 = phi { ptr, i32 } [ %331, %330 ], [ %329, %328 ]
  %334 = load ptr, ptr %5, align 8, !tbaa !6
  %335 = icmp eq ptr %334, %110
  br i1 %335, label %339, label %336

336:                                              ; preds = %332
  %337 = load i64, ptr %110, align 8, !tbaa !13
  %338 = add i64 %337, 1
  call void @_ZdlPvm(ptr noundef %334, i64 noundef %338) #25
  br label %339

339:                                              ; preds = %336, %332, %326
  %340 = phi { ptr, i32 } [ %327, %326 ], [ %333, %332 ], [ %333, %336 ]
  %341 = load ptr, ptr %6, align 8, !tbaa !6
  %342 = icmp eq ptr %341, %108
  br i1 %342, label %346, label %343

343:                                              ; preds = %339
  %344 = load i64, ptr %108, align 8, !tbaa !13
  %345 = add i64 %344, 1
  call void @_ZdlPvm(ptr noundef %341, i64 noundef %345) #25
  br label %346

346:                                              ; preds = %343, %339, %324
  %347 = phi { ptr, i32 } [ %325, %324 ], [ %340, %339 ], [ %340, %343 ]
  %348 = load ptr, ptr %7, align 8, !tbaa !6
  %349 = icmp eq ptr %348, %107
  br i1 %349, label %353, label %350

350:                                              ; preds = %346
  %351 = load i64, ptr %107, align 8, !tbaa !13
  %352 = add i64 %351, 1
  call void @_ZdlPvm(ptr noundef %348, i64 noundef %352) #25
  br label %353

353:                                              ; preds = %350, %346
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #23
  invoke void @__cxa_end_catch()
          to label %357 unwind label %354

354:                                              ; preds = %353
  %355 = landingpad { ptr, i32 }
          catch ptr null
  %356 = extractvalue { ptr, i32 } %355, 0
  call void @__clang_call_terminate(ptr %356) #26
  unreachable

357:                                              ; preds = %353
  %358 = extractvalue { ptr, i32 } %347, 0
  %359 = call ptr @__cxa_begin_catch(ptr %358) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #23
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str.6)
          to label %360 unwind label %362

360:                                              ; preds = %357
  invoke void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
          to label %361 unwind label %364

361:                                              ; preds = %360
  unreachable

362:                                              ; preds = %357
  %363 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %366

364:                                              ; preds = %360
  %365 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  br label %366

366:                                              ; preds = %364, %362
  %367 = phi { ptr, i32 } [ %365, %364 ], [ %363, %362 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #23
  invoke void @__cxa_end_catch()
          to label %371 unwind label %368

368:                                              ; preds = %366
  %369 = landingpad { ptr, i32 }
          catch ptr null
  %370 = extractvalue { ptr, i32 } %369, 0
  call void @__clang_call_terminate(ptr %370) #26
  unreachable

371:                                              ; preds = %366
  %372 = extractvalue { ptr, i32 } %367, 1
  %373 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %374 = icmp eq i32 %372, %373
  br i1 %374, label %375, label %384

375:                                              ; preds = %371
  %376 = extractvalue { ptr, i32 } %367, 0
  %377 = call ptr @__cxa_begin_catch(ptr %376) #23
  invoke fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %377, i32 noundef 0)
          to label %378 unwind label %380

378:                                              ; preds = %375
  invoke void @__cxa_end_catch()
          to label %379 unwind label %382

379:                                              ; preds = %378
  br i1 %183, label %182, label %158, !llvm.loop !51

380:                                              ; preds = %375
  %381 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %384 unwind label %386

382:                                              ; preds = %378
  %383 = landingpad { ptr, i32 }
          cleanup
  br label %384

384:                                              ; preds = %149, %371, %382, %380, %71, %70, %156, %120
  %385 = phi { ptr, i32 } [ %121, %120 ], [ %157, %156 ], [ %72, %71 ], [ %66, %70 ], [ %383, %382 ], [ %381, %380 ], [ %367, %371 ], [ %130, %149 ]
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %9) #23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  resume { ptr, i32 } %385

386:                                              ; preds = %380, %70
  %387 = landingpad { ptr, i32 }
          catch ptr null
  %388 = extractvalue { ptr, i32 } %387, 0
  call void @__clang_call_terminate(ptr %388) #26
  unreachable

389:                                              ; preds = %48, %27
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #23
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !31
  %7 = load ptr, ptr %5, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !38
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !6
  %17 = load i64, ptr %8, align 8, !tbaa !13
  store i64 %17, ptr %6, align 8, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !38
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !38
  store ptr %8, ptr %5, align 8, !tbaa !6
  store i64 0, ptr %22, align 8, !tbaa !38
  store i8 0, ptr %8, align 8, !tbaa !13
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
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
  br i1 %22, label %23, label %5, !llvm.loop !52

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !31
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %76

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !6
  %32 = getelementptr inbounds i8, ptr %31, i64 %30
  %33 = icmp ugt i32 %3, 99
  br i1 %33, label %34, label %58

34:                                               ; preds = %29
  %35 = add i32 %24, -1
  br label %36

36:                                               ; preds = %36, %34
  %37 = phi i32 [ %40, %36 ], [ %3, %34 ]
  %38 = phi i32 [ %56, %36 ], [ %35, %34 ]
  %39 = freeze i32 %37
  %40 = udiv i32 %39, 100
  %41 = mul i32 %40, 100
  %42 = sub i32 %39, %41
  %43 = shl nuw nsw i32 %42, 1
  %44 = or disjoint i32 %43, 1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %45
  %47 = load i8, ptr %46, align 1, !tbaa !13
  %48 = zext i32 %38 to i64
  %49 = getelementptr inbounds i8, ptr %32, i64 %48
  store i8 %47, ptr %49, align 1, !tbaa !13
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !13
  %53 = add i32 %38, -1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %32, i64 %54
  store i8 %52, ptr %55, align 1, !tbaa !13
  %56 = add i32 %38, -2
  %57 = icmp ugt i32 %37, 9999
  br i1 %57, label %36, label %58, !llvm.loop !53

58:                                               ; preds = %36, %29
  %59 = phi i32 [ %3, %29 ], [ %40, %36 ]
  %60 = icmp ugt i32 %59, 9
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1
  %63 = or disjoint i32 %62, 1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !13
  %67 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %66, ptr %67, align 1, !tbaa !13
  %68 = zext nneg i32 %62 to i64
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !13
  br label %74

71:                                               ; preds = %58
  %72 = trunc nuw i32 %59 to i8
  %73 = or disjoint i8 %72, 48
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ]
  store i8 %75, ptr %32, align 1, !tbaa !13
  ret void

76:                                               ; preds = %23
  %77 = landingpad { ptr, i32 }
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  tail call void @__clang_call_terminate(ptr %78) #26
  unreachable
}

declare i32 @__gxx_personality_v0(...)

declare void @_ZNSt12out_of_rangeC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @__cxa_free_exception(ptr) local_unnamed_addr

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #6 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !26
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %1, align 8, !tbaa !16
  store ptr %9, ptr %4, align 8, !tbaa !16
  store ptr null, ptr %1, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %10, ptr %3, align 8, !tbaa !28
  br label %13

11:                                               ; preds = %2
  %12 = ptrtoint ptr %4 to i64
  tail call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %12, ptr noundef nonnull align 8 dereferenceable(8) %1)
  br label %13

13:                                               ; preds = %8, %11
  ret void
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #5

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #23
  tail call void @_ZSt9terminatev() #26
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #9

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #10

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %3 = shl i32 %1, 1
  %4 = load ptr, ptr %0, align 8, !tbaa !23
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load ptr, ptr %5, align 8
  %7 = tail call noundef ptr %6(ptr noundef nonnull align 8 dereferenceable(8) %0) #23
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %3, ptr noundef nonnull @.str.13, ptr noundef %7)
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
          to label %22 unwind label %32

22:                                               ; preds = %19
  tail call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %2, %22, %27
  ret void

24:                                               ; preds = %13
  %25 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #23
  %26 = icmp eq i32 %16, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %24
  %28 = tail call ptr @__cxa_begin_catch(ptr %15) #23
  %29 = load i32, ptr %28, align 4, !tbaa !14
  %30 = add i32 %3, 2
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %30, ptr noundef nonnull @.str.13, i32 noundef %29)
  tail call void @__cxa_end_catch() #23
  br label %23

32:                                               ; preds = %19
  %33 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %34 unwind label %36

34:                                               ; preds = %32, %24
  %35 = phi { ptr, i32 } [ %14, %24 ], [ %33, %32 ]
  resume { ptr, i32 } %35

36:                                               ; preds = %32
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  tail call void @__clang_call_terminate(ptr %38) #26
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #11 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !29
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !28
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !16
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !30

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !29
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !26
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #25
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 undef) #24
  unreachable
}

declare void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 undef) #24
  unreachable
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #11 comdat {
  tail call void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 16), ptr %0, align 8, !tbaa !23
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 56), ptr %3, align 8, !tbaa !23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED1Ev(ptr noundef %0) unnamed_addr #13 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef %0) unnamed_addr #13 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #25
  ret void
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: nounwind
declare void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #16

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0, i8 %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %3 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #11 comdat {
  tail call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !23
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 16), ptr %0, align 8, !tbaa !23
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 56), ptr %3, align 8, !tbaa !23
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt11logic_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED1Ev(ptr noundef %0) unnamed_addr #13 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  ret void
}

; Function Attrs: inlinehint nounwind uwtable
define linkonce_odr dso_local void @_ZThn16_NSt17_Nested_exceptionISt11logic_errorED0Ev(ptr noundef %0) unnamed_addr #13 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 -16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #17

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #18 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !16
  %5 = icmp eq ptr %4, null
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  store ptr %4, ptr %2, align 8, !tbaa !16
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #24
          to label %7 unwind label %8

7:                                                ; preds = %6
  unreachable

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = load ptr, ptr %2, align 8, !tbaa !16
  %11 = icmp eq ptr %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  br label %13

13:                                               ; preds = %8, %12
  resume { ptr, i32 } %9

14:                                               ; preds = %1
  tail call void @_ZSt9terminatev() #26
  unreachable
}

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !28
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !25
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
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #27
  br label %28

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ]
  %30 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %23
  %31 = load ptr, ptr %2, align 8, !tbaa !16
  store ptr %31, ptr %30, align 8, !tbaa !16
  store ptr null, ptr %2, align 8, !tbaa !16
  %32 = icmp eq ptr %8, %4
  br i1 %32, label %79, label %33

33:                                               ; preds = %28
  %34 = add i64 %1, -8
  %35 = sub i64 %34, %9
  %36 = lshr i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %38 = icmp ult i64 %35, 88
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %61 = getelementptr i8, ptr %60, i64 16
  %62 = load <2 x ptr>, ptr %60, align 8, !tbaa !16, !alias.scope !59, !noalias !54
  %63 = load <2 x ptr>, ptr %61, align 8, !tbaa !16, !alias.scope !59, !noalias !54
  %64 = getelementptr i8, ptr %58, i64 16
  store <2 x ptr> %62, ptr %58, align 8, !tbaa !16, !alias.scope !62, !noalias !59
  store <2 x ptr> %63, ptr %64, align 8, !tbaa !16, !alias.scope !62, !noalias !59
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !tbaa !16, !alias.scope !59, !noalias !54
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !tbaa !16, !alias.scope !59, !noalias !54
  %65 = add nuw i64 %56, 4
  %66 = icmp eq i64 %65, %50
  br i1 %66, label %67, label %55, !llvm.loop !64

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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %75 = load ptr, ptr %74, align 8, !tbaa !16, !alias.scope !57, !noalias !54
  store ptr %75, ptr %73, align 8, !tbaa !16, !alias.scope !54, !noalias !57
  store ptr null, ptr %74, align 8, !tbaa !16, !alias.scope !57, !noalias !54
  %76 = getelementptr inbounds i8, ptr %74, i64 8
  %77 = getelementptr inbounds i8, ptr %73, i64 8
  %78 = icmp eq ptr %76, %4
  br i1 %78, label %79, label %72, !llvm.loop !67

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
  %88 = icmp ult i64 %85, 104
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %111 = getelementptr i8, ptr %110, i64 16
  %112 = load <2 x ptr>, ptr %110, align 8, !tbaa !16, !alias.scope !73, !noalias !68
  %113 = load <2 x ptr>, ptr %111, align 8, !tbaa !16, !alias.scope !73, !noalias !68
  %114 = getelementptr i8, ptr %108, i64 16
  store <2 x ptr> %112, ptr %108, align 8, !tbaa !16, !alias.scope !76, !noalias !73
  store <2 x ptr> %113, ptr %114, align 8, !tbaa !16, !alias.scope !76, !noalias !73
  store <2 x ptr> zeroinitializer, ptr %110, align 8, !tbaa !16, !alias.scope !73, !noalias !68
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !tbaa !16, !alias.scope !73, !noalias !68
  %115 = add nuw i64 %106, 4
  %116 = icmp eq i64 %115, %100
  br i1 %116, label %117, label %105, !llvm.loop !78

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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %125 = load ptr, ptr %124, align 8, !tbaa !16, !alias.scope !71, !noalias !68
  store ptr %125, ptr %123, align 8, !tbaa !16, !alias.scope !68, !noalias !71
  store ptr null, ptr %124, align 8, !tbaa !16, !alias.scope !71, !noalias !68
  %126 = getelementptr inbounds i8, ptr %124, i64 8
  %127 = getelementptr inbounds i8, ptr %123, i64 8
  %128 = icmp eq ptr %126, %6
  br i1 %128, label %129, label %122, !llvm.loop !79

129:                                              ; preds = %122, %117, %79
  %130 = phi ptr [ %81, %79 ], [ %102, %117 ], [ %127, %122 ]
  %131 = getelementptr inbounds i8, ptr %0, i64 16
  %132 = icmp eq ptr %8, null
  br i1 %132, label %137, label %133

133:                                              ; preds = %129
  %134 = load ptr, ptr %131, align 8, !tbaa !26
  %135 = ptrtoint ptr %134 to i64
  %136 = sub i64 %135, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %136) #25
  br label %137

137:                                              ; preds = %129, %133
  store ptr %29, ptr %0, align 8, !tbaa !29
  store ptr %130, ptr %5, align 8, !tbaa !28
  %138 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %29, i64 %21
  store ptr %138, ptr %131, align 8, !tbaa !26
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

; Function Attrs: nounwind
declare ptr @__cxa_init_primary_exception(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv(ptr noundef %0) #3 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !23
  %3 = load ptr, ptr %2, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

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

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { inlinehint mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { inlinehint nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #17 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #18 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #19 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #22 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #23 = { nounwind }
attributes #24 = { noreturn }
attributes #25 = { builtin nounwind }
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 0}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !8, i64 0, !12, i64 8, !10, i64 16}
!8 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!"long", !10, i64 0}
!13 = !{!10, !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
!16 = !{!17, !9, i64 0}
!17 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !9, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_: argument 0"}
!22 = distinct !{!22, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_"}
!23 = !{!24, !24, i64 0}
!24 = !{!"vtable pointer", !11, i64 0}
!25 = !{!9, !9, i64 0}
!26 = !{!27, !9, i64 16}
!27 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !9, i64 0, !9, i64 8, !9, i64 16}
!28 = !{!27, !9, i64 8}
!29 = !{!27, !9, i64 0}
!30 = distinct !{!30, !19}
!31 = !{!8, !9, i64 0}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!34 = distinct !{!34, !"_ZNSt7__cxx119to_stringEi"}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!37 = distinct !{!37, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!38 = !{!7, !12, i64 8}
!39 = !{!40}
!40 = distinct !{!40, !41, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!41 = distinct !{!41, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!44 = distinct !{!44, !"_ZNSt7__cxx119to_stringEi"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!47 = distinct !{!47, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!50 = distinct !{!50, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!51 = distinct !{!51, !19}
!52 = distinct !{!52, !19}
!53 = distinct !{!53, !19}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!56 = distinct !{!56, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!57 = !{!58}
!58 = distinct !{!58, !56, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!59 = !{!58, !60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !{!55, !63}
!63 = distinct !{!63, !61}
!64 = distinct !{!64, !19, !65, !66}
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = !{!"llvm.loop.unroll.runtime.disable"}
!67 = distinct !{!67, !19, !65}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!70 = distinct !{!70, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!71 = !{!72}
!72 = distinct !{!72, !70, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!73 = !{!72, !74}
!74 = distinct !{!74, !75}
!75 = distinct !{!75, !"LVerDomain"}
!76 = !{!69, !77}
!77 = distinct !{!77, !75}
!78 = distinct !{!78, !19, !65, !66}
!79 = distinct !{!79, !19, !65}
