; ModuleID = 'exception_ptr_nested.cpp'
source_filename = "exception_ptr_nested.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
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
          to label %73 unwind label %111

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
          to label %388 unwind label %30

28:                                               ; preds = %24
  %29 = landingpad { ptr, i32 }
          catch ptr null
  br label %38

30:                                               ; preds = %27, %26
  %31 = phi i1 [ false, %27 ], [ true, %26 ]
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = load ptr, ptr %10, align 8, !tbaa !5
  %34 = icmp eq ptr %33, %16
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = load i64, ptr %16, align 8, !tbaa !12
  %37 = add i64 %36, 1
  call void @_ZdlPvm(ptr noundef %33, i64 noundef %37) #25
  br label %38

38:                                               ; preds = %35, %30, %28
  %39 = phi i1 [ true, %28 ], [ %31, %30 ], [ %31, %35 ]
  %40 = phi { ptr, i32 } [ %29, %28 ], [ %32, %30 ], [ %32, %35 ]
  %41 = load ptr, ptr %11, align 8, !tbaa !5
  %42 = icmp eq ptr %41, %17
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = load i64, ptr %17, align 8, !tbaa !12
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
  store i32 %50, ptr %49, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %49, ptr nonnull @_ZTIi, ptr null) #24
          to label %388 unwind label %51

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
  %58 = load ptr, ptr %12, align 8, !tbaa !15
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
  br i1 %64, label %18, label %19, !llvm.loop !17

65:                                               ; preds = %53
  %66 = landingpad { ptr, i32 }
          cleanup
  %67 = load ptr, ptr %12, align 8, !tbaa !15
  %68 = icmp eq ptr %67, null
  br i1 %68, label %70, label %69

69:                                               ; preds = %65
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %12) #23
  br label %70

70:                                               ; preds = %65, %69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #23
  invoke void @__cxa_end_catch()
          to label %383 unwind label %385

71:                                               ; preds = %61
  %72 = landingpad { ptr, i32 }
          cleanup
  br label %383

73:                                               ; preds = %18
  %74 = call ptr @__cxa_allocate_exception(i64 noundef 16) #23, !noalias !19
  %75 = call ptr @__cxa_init_primary_exception(ptr noundef %74, ptr noundef nonnull @_ZTISt16invalid_argument, ptr noundef nonnull @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv) #23, !noalias !19
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %74, ptr noundef nonnull align 8 dereferenceable(16) %14) #23, !noalias !19
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt16invalid_argument, i64 16), ptr %74, align 8, !tbaa !22, !noalias !19
  call void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8) %13, ptr noundef nonnull %74) #23
  %76 = getelementptr inbounds i8, ptr %9, i64 8
  %77 = load ptr, ptr %76, align 8, !tbaa !24
  %78 = getelementptr inbounds i8, ptr %9, i64 16
  %79 = load ptr, ptr %78, align 8, !tbaa !25
  %80 = icmp eq ptr %77, %79
  br i1 %80, label %84, label %81

81:                                               ; preds = %73
  %82 = load ptr, ptr %13, align 8, !tbaa !15
  store ptr %82, ptr %77, align 8, !tbaa !15
  store ptr null, ptr %13, align 8, !tbaa !15
  %83 = getelementptr inbounds i8, ptr %77, i64 8
  store ptr %83, ptr %76, align 8, !tbaa !27
  br label %89

84:                                               ; preds = %73
  invoke void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %9, ptr %77, ptr noundef nonnull align 8 dereferenceable(8) %13)
          to label %85 unwind label %113

85:                                               ; preds = %84
  %86 = load ptr, ptr %13, align 8, !tbaa !15
  %87 = icmp eq ptr %86, null
  br i1 %87, label %89, label %88

88:                                               ; preds = %85
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %89

89:                                               ; preds = %81, %85, %88
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  %90 = load ptr, ptr %76, align 8, !tbaa !27
  %91 = load ptr, ptr %9, align 8, !tbaa !28
  %92 = ptrtoint ptr %90 to i64
  %93 = ptrtoint ptr %91 to i64
  %94 = sub i64 %92, %93
  %95 = ashr exact i64 %94, 3
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %95)
  %97 = load ptr, ptr %9, align 8, !tbaa !24
  %98 = load ptr, ptr %76, align 8, !tbaa !24
  %99 = icmp eq ptr %97, %98
  br i1 %99, label %100, label %121

100:                                              ; preds = %145, %89
  %101 = getelementptr inbounds i8, ptr %3, i64 16
  %102 = getelementptr inbounds i8, ptr %2, i64 16
  %103 = getelementptr inbounds i8, ptr %2, i64 8
  %104 = getelementptr inbounds i8, ptr %1, i64 16
  %105 = getelementptr inbounds i8, ptr %1, i64 8
  %106 = getelementptr inbounds i8, ptr %7, i64 16
  %107 = getelementptr inbounds i8, ptr %6, i64 16
  %108 = getelementptr inbounds i8, ptr %6, i64 8
  %109 = getelementptr inbounds i8, ptr %5, i64 16
  %110 = getelementptr inbounds i8, ptr %5, i64 8
  br label %181

111:                                              ; preds = %18
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %119

113:                                              ; preds = %84
  %114 = landingpad { ptr, i32 }
          cleanup
  %115 = load ptr, ptr %13, align 8, !tbaa !15
  %116 = icmp eq ptr %115, null
  br i1 %116, label %118, label %117

117:                                              ; preds = %113
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %13) #23
  br label %118

118:                                              ; preds = %113, %117
  call void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %14) #23
  br label %119

119:                                              ; preds = %118, %111
  %120 = phi { ptr, i32 } [ %114, %118 ], [ %112, %111 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #23
  br label %383

121:                                              ; preds = %89, %145
  %122 = phi ptr [ %146, %145 ], [ %97, %89 ]
  %123 = load ptr, ptr %122, align 8, !tbaa !15
  store ptr %123, ptr %15, align 8, !tbaa !15
  %124 = icmp eq ptr %123, null
  br i1 %124, label %126, label %125

125:                                              ; preds = %121
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %126

126:                                              ; preds = %121, %125
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %15) #24
          to label %127 unwind label %128

127:                                              ; preds = %126
  unreachable

128:                                              ; preds = %126
  %129 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
          catch ptr @_ZTIi
  %130 = extractvalue { ptr, i32 } %129, 0
  %131 = extractvalue { ptr, i32 } %129, 1
  %132 = load ptr, ptr %15, align 8, !tbaa !15
  %133 = icmp eq ptr %132, null
  br i1 %133, label %135, label %134

134:                                              ; preds = %128
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %15) #23
  br label %135

135:                                              ; preds = %128, %134
  %136 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %137 = icmp eq i32 %131, %136
  br i1 %137, label %138, label %148

138:                                              ; preds = %135
  %139 = call ptr @__cxa_begin_catch(ptr %130) #23
  %140 = load ptr, ptr %139, align 8, !tbaa !22
  %141 = getelementptr inbounds i8, ptr %140, i64 16
  %142 = load ptr, ptr %141, align 8
  %143 = call noundef ptr %142(ptr noundef nonnull align 8 dereferenceable(8) %139) #23
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %143)
  invoke void @__cxa_end_catch()
          to label %145 unwind label %155

145:                                              ; preds = %138, %151
  %146 = getelementptr inbounds i8, ptr %122, i64 8
  %147 = icmp eq ptr %146, %98
  br i1 %147, label %100, label %121

148:                                              ; preds = %135
  %149 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #23
  %150 = icmp eq i32 %131, %149
  br i1 %150, label %151, label %383

151:                                              ; preds = %148
  %152 = call ptr @__cxa_begin_catch(ptr %130) #23
  %153 = load i32, ptr %152, align 4, !tbaa !13
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %153)
  call void @__cxa_end_catch() #23
  br label %145

155:                                              ; preds = %138
  %156 = landingpad { ptr, i32 }
          cleanup
  br label %383

157:                                              ; preds = %378
  %158 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %159 = load ptr, ptr %9, align 8, !tbaa !28
  %160 = load ptr, ptr %76, align 8, !tbaa !27
  %161 = icmp eq ptr %159, %160
  br i1 %161, label %172, label %162

162:                                              ; preds = %157, %167
  %163 = phi ptr [ %168, %167 ], [ %159, %157 ]
  %164 = load ptr, ptr %163, align 8, !tbaa !15
  %165 = icmp eq ptr %164, null
  br i1 %165, label %167, label %166

166:                                              ; preds = %162
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %163) #23
  br label %167

167:                                              ; preds = %166, %162
  %168 = getelementptr inbounds i8, ptr %163, i64 8
  %169 = icmp eq ptr %168, %160
  br i1 %169, label %170, label %162, !llvm.loop !29

170:                                              ; preds = %167
  %171 = load ptr, ptr %9, align 8, !tbaa !28
  br label %172

172:                                              ; preds = %170, %157
  %173 = phi ptr [ %171, %170 ], [ %159, %157 ]
  %174 = icmp eq ptr %173, null
  br i1 %174, label %180, label %175

175:                                              ; preds = %172
  %176 = load ptr, ptr %78, align 8, !tbaa !25
  %177 = ptrtoint ptr %176 to i64
  %178 = ptrtoint ptr %173 to i64
  %179 = sub i64 %177, %178
  call void @_ZdlPvm(ptr noundef nonnull %173, i64 noundef %179) #25
  br label %180

180:                                              ; preds = %172, %175
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  ret i32 0

181:                                              ; preds = %100, %378
  %182 = phi i1 [ true, %100 ], [ false, %378 ]
  %183 = phi i8 [ 48, %100 ], [ 49, %378 ]
  br i1 %182, label %184, label %187

184:                                              ; preds = %181
  %185 = call ptr @__cxa_allocate_exception(i64 4) #23
  store i32 404, ptr %185, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %185, ptr nonnull @_ZTIi, ptr null) #24
          to label %186 unwind label %268

186:                                              ; preds = %184
  unreachable

187:                                              ; preds = %181
  %188 = call ptr @__cxa_allocate_exception(i64 16) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #23
  store ptr %101, ptr %3, align 8, !tbaa !30, !alias.scope !31
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 1, i8 noundef signext 45)
          to label %192 unwind label %189

189:                                              ; preds = %187
  %190 = landingpad { ptr, i32 }
          catch ptr null
  %191 = extractvalue { ptr, i32 } %190, 0
  call void @__clang_call_terminate(ptr %191) #26
  unreachable

192:                                              ; preds = %187
  %193 = load ptr, ptr %3, align 8, !tbaa !5, !alias.scope !31
  store i8 49, ptr %193, align 1, !tbaa !12
  %194 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.9, i64 noundef 5)
          to label %195 unwind label %237

195:                                              ; preds = %192
  store ptr %102, ptr %2, align 8, !tbaa !30, !alias.scope !34
  %196 = load ptr, ptr %194, align 8, !tbaa !5
  %197 = getelementptr inbounds i8, ptr %194, i64 16
  %198 = icmp eq ptr %196, %197
  br i1 %198, label %199, label %206

199:                                              ; preds = %195
  %200 = getelementptr inbounds i8, ptr %194, i64 8
  %201 = load i64, ptr %200, align 8, !tbaa !37
  %202 = add i64 %201, 1
  %203 = icmp eq i64 %202, 0
  br i1 %203, label %204, label %205

204:                                              ; preds = %199
  store i64 -1, ptr %103, align 8, !tbaa !37, !alias.scope !34
  store ptr %197, ptr %194, align 8, !tbaa !5
  store i64 0, ptr %200, align 8, !tbaa !37
  store i8 0, ptr %197, align 8, !tbaa !12
  br label %217

205:                                              ; preds = %199
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %102, ptr nonnull align 8 %197, i64 %202, i1 false)
  br label %210

206:                                              ; preds = %195
  store ptr %196, ptr %2, align 8, !tbaa !5, !alias.scope !34
  %207 = load i64, ptr %197, align 8, !tbaa !12
  store i64 %207, ptr %102, align 8, !tbaa !12, !alias.scope !34
  %208 = getelementptr inbounds i8, ptr %194, i64 8
  %209 = load i64, ptr %208, align 8, !tbaa !37
  br label %210

210:                                              ; preds = %206, %205
  %211 = phi i64 [ %201, %205 ], [ %209, %206 ]
  %212 = getelementptr inbounds i8, ptr %194, i64 8
  store i64 %211, ptr %103, align 8, !tbaa !37, !alias.scope !34
  store ptr %197, ptr %194, align 8, !tbaa !5
  store i64 0, ptr %212, align 8, !tbaa !37
  store i8 0, ptr %197, align 8, !tbaa !12
  %213 = add i64 %211, -4611686018427387893
  %214 = icmp ult i64 %213, 11
  br i1 %214, label %215, label %217

215:                                              ; preds = %210
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %216 unwind label %239

216:                                              ; preds = %215
  unreachable

217:                                              ; preds = %210, %204
  %218 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull @.str.10, i64 noundef 11)
          to label %219 unwind label %239

219:                                              ; preds = %217
  store ptr %104, ptr %1, align 8, !tbaa !30, !alias.scope !38
  %220 = load ptr, ptr %218, align 8, !tbaa !5
  %221 = getelementptr inbounds i8, ptr %218, i64 16
  %222 = icmp eq ptr %220, %221
  br i1 %222, label %223, label %229

223:                                              ; preds = %219
  %224 = getelementptr inbounds i8, ptr %218, i64 8
  %225 = load i64, ptr %224, align 8, !tbaa !37
  %226 = add i64 %225, 1
  %227 = icmp eq i64 %226, 0
  br i1 %227, label %233, label %228

228:                                              ; preds = %223
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %104, ptr nonnull align 8 %221, i64 %226, i1 false)
  br label %233

229:                                              ; preds = %219
  store ptr %220, ptr %1, align 8, !tbaa !5, !alias.scope !38
  %230 = load i64, ptr %221, align 8, !tbaa !12
  store i64 %230, ptr %104, align 8, !tbaa !12, !alias.scope !38
  %231 = getelementptr inbounds i8, ptr %218, i64 8
  %232 = load i64, ptr %231, align 8, !tbaa !37
  br label %233

233:                                              ; preds = %229, %228, %223
  %234 = phi i64 [ -1, %223 ], [ %225, %228 ], [ %232, %229 ]
  %235 = getelementptr inbounds i8, ptr %218, i64 8
  store i64 %234, ptr %105, align 8, !tbaa !37, !alias.scope !38
  store ptr %221, ptr %218, align 8, !tbaa !5
  store i64 0, ptr %235, align 8, !tbaa !37
  store i8 0, ptr %221, align 8, !tbaa !12
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %188, ptr noundef nonnull align 8 dereferenceable(32) %1)
          to label %236 unwind label %241

236:                                              ; preds = %233
  invoke void @__cxa_throw(ptr nonnull %188, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #24
          to label %267 unwind label %241

237:                                              ; preds = %192
  %238 = landingpad { ptr, i32 }
          catch ptr null
  br label %257

239:                                              ; preds = %217, %215
  %240 = landingpad { ptr, i32 }
          catch ptr null
  br label %249

241:                                              ; preds = %236, %233
  %242 = phi i1 [ false, %236 ], [ true, %233 ]
  %243 = landingpad { ptr, i32 }
          catch ptr null
  %244 = load ptr, ptr %1, align 8, !tbaa !5
  %245 = icmp eq ptr %244, %104
  br i1 %245, label %249, label %246

246:                                              ; preds = %241
  %247 = load i64, ptr %104, align 8, !tbaa !12
  %248 = add i64 %247, 1
  call void @_ZdlPvm(ptr noundef %244, i64 noundef %248) #25
  br label %249

249:                                              ; preds = %246, %241, %239
  %250 = phi { ptr, i32 } [ %240, %239 ], [ %243, %241 ], [ %243, %246 ]
  %251 = phi i1 [ true, %239 ], [ %242, %241 ], [ %242, %246 ]
  %252 = load ptr, ptr %2, align 8, !tbaa !5
  %253 = icmp eq ptr %252, %102
  br i1 %253, label %257, label %254

254:                                              ; preds = %249
  %255 = load i64, ptr %102, align 8, !tbaa !12
  %256 = add i64 %255, 1
  call void @_ZdlPvm(ptr noundef %252, i64 noundef %256) #25
  br label %257

257:                                              ; preds = %254, %249, %237
  %258 = phi { ptr, i32 } [ %238, %237 ], [ %250, %249 ], [ %250, %254 ]
  %259 = phi i1 [ true, %237 ], [ %251, %249 ], [ %251, %254 ]
  %260 = load ptr, ptr %3, align 8, !tbaa !5
  %261 = icmp eq ptr %260, %101
  br i1 %261, label %265, label %262

262:                                              ; preds = %257
  %263 = load i64, ptr %101, align 8, !tbaa !12
  %264 = add i64 %263, 1
  call void @_ZdlPvm(ptr noundef %260, i64 noundef %264) #25
  br label %265

265:                                              ; preds = %262, %257
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #23
  br i1 %259, label %266, label %270

266:                                              ; preds = %265
  call void @__cxa_free_exception(ptr %188) #23
  br label %270

267:                                              ; preds = %236
  unreachable

268:                                              ; preds = %184
  %269 = landingpad { ptr, i32 }
          catch ptr null
  br label %270

270:                                              ; preds = %268, %266, %265
  %271 = phi { ptr, i32 } [ %269, %268 ], [ %258, %266 ], [ %258, %265 ]
  %272 = extractvalue { ptr, i32 } %271, 0
  %273 = call ptr @__cxa_begin_catch(ptr %272) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #23
  store ptr %106, ptr %7, align 8, !tbaa !30, !alias.scope !41
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 1, i8 noundef signext 45)
          to label %274 unwind label %277

274:                                              ; preds = %270
  %275 = load ptr, ptr %7, align 8, !tbaa !5, !alias.scope !41
  store i8 %183, ptr %275, align 1, !tbaa !12
  %276 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %7, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.7, i64 noundef 5)
          to label %280 unwind label %323

277:                                              ; preds = %270
  %278 = landingpad { ptr, i32 }
          catch ptr null
  %279 = extractvalue { ptr, i32 } %278, 0
  call void @__clang_call_terminate(ptr %279) #26
  unreachable

280:                                              ; preds = %274
  store ptr %107, ptr %6, align 8, !tbaa !30, !alias.scope !44
  %281 = load ptr, ptr %276, align 8, !tbaa !5
  %282 = getelementptr inbounds i8, ptr %276, i64 16
  %283 = icmp eq ptr %281, %282
  br i1 %283, label %284, label %290

284:                                              ; preds = %280
  %285 = getelementptr inbounds i8, ptr %276, i64 8
  %286 = load i64, ptr %285, align 8, !tbaa !37
  %287 = add i64 %286, 1
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %294, label %289

289:                                              ; preds = %284
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %107, ptr nonnull align 8 %282, i64 %287, i1 false)
  br label %294

290:                                              ; preds = %280
  store ptr %281, ptr %6, align 8, !tbaa !5, !alias.scope !44
  %291 = load i64, ptr %282, align 8, !tbaa !12
  store i64 %291, ptr %107, align 8, !tbaa !12, !alias.scope !44
  %292 = getelementptr inbounds i8, ptr %276, i64 8
  %293 = load i64, ptr %292, align 8, !tbaa !37
  br label %294

294:                                              ; preds = %290, %289, %284
  %295 = phi i64 [ -1, %284 ], [ %286, %289 ], [ %293, %290 ]
  %296 = getelementptr inbounds i8, ptr %276, i64 8
  store i64 %295, ptr %108, align 8, !tbaa !37, !alias.scope !44
  store ptr %282, ptr %276, align 8, !tbaa !5
  store i64 0, ptr %296, align 8, !tbaa !37
  store i8 0, ptr %282, align 8, !tbaa !12
  call void @llvm.experimental.noalias.scope.decl(metadata !47)
  %297 = load i64, ptr %108, align 8, !tbaa !37, !noalias !47
  %298 = add i64 %297, -4611686018427387897
  %299 = icmp ult i64 %298, 7
  br i1 %299, label %300, label %302

300:                                              ; preds = %294
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.11) #24
          to label %301 unwind label %325

301:                                              ; preds = %300
  unreachable

302:                                              ; preds = %294
  %303 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.8, i64 noundef 7)
          to label %304 unwind label %325

304:                                              ; preds = %302
  store ptr %109, ptr %5, align 8, !tbaa !30, !alias.scope !47
  %305 = load ptr, ptr %303, align 8, !tbaa !5
  %306 = getelementptr inbounds i8, ptr %303, i64 16
  %307 = icmp eq ptr %305, %306
  br i1 %307, label %308, label %314

308:                                              ; preds = %304
  %309 = getelementptr inbounds i8, ptr %303, i64 8
  %310 = load i64, ptr %309, align 8, !tbaa !37
  %311 = add i64 %310, 1
  %312 = icmp eq i64 %311, 0
  br i1 %312, label %318, label %313

313:                                              ; preds = %308
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %109, ptr nonnull align 8 %306, i64 %311, i1 false)
  br label %318

314:                                              ; preds = %304
  store ptr %305, ptr %5, align 8, !tbaa !5, !alias.scope !47
  %315 = load i64, ptr %306, align 8, !tbaa !12
  store i64 %315, ptr %109, align 8, !tbaa !12, !alias.scope !47
  %316 = getelementptr inbounds i8, ptr %303, i64 8
  %317 = load i64, ptr %316, align 8, !tbaa !37
  br label %318

318:                                              ; preds = %314, %313, %308
  %319 = phi i64 [ -1, %308 ], [ %310, %313 ], [ %317, %314 ]
  %320 = getelementptr inbounds i8, ptr %303, i64 8
  store i64 %319, ptr %110, align 8, !tbaa !37, !alias.scope !47
  store ptr %306, ptr %303, align 8, !tbaa !5
  store i64 0, ptr %320, align 8, !tbaa !37
  store i8 0, ptr %306, align 8, !tbaa !12
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %4, ptr noundef nonnull align 8 dereferenceable(32) %5)
          to label %321 unwind label %327

321:                                              ; preds = %318
  invoke void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %4) #24
          to label %322 unwind label %329

322:                                              ; preds = %321
  unreachable

323:                                              ; preds = %274
  %324 = landingpad { ptr, i32 }
          catch ptr null
  br label %345

325:                                              ; preds = %302, %300
  %326 = landingpad { ptr, i32 }
          catch ptr null
  br label %338

327:                                              ; preds = %318
  %328 = landingpad { ptr, i32 }
          catch ptr null
  br label %331

329:                                              ; preds = %321
  %330 = landingpad { ptr, i32 }
          catch ptr null
  call void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #23
  br label %331

331:                                              ; preds = %329, %327
  %332 = phi { ptr, i32 } [ %330, %329 ], [ %328, %327 ]
  %333 = load ptr, ptr %5, align 8, !tbaa !5
  %334 = icmp eq ptr %333, %109
  br i1 %334, label %338, label %335

335:                                              ; preds = %331
  %336 = load i64, ptr %109, align 8, !tbaa !12
  %337 = add i64 %336, 1
  call void @_ZdlPvm(ptr noundef %333, i64 noundef %337) #25
  br label %338

338:                                              ; preds = %335, %331, %325
  %339 = phi { ptr, i32 } [ %326, %325 ], [ %332, %331 ], [ %332, %335 ]
  %340 = load ptr, ptr %6, align 8, !tbaa !5
  %341 = icmp eq ptr %340, %107
  br i1 %341, label %345, label %342

342:                                              ; preds = %338
  %343 = load i64, ptr %107, align 8, !tbaa !12
  %344 = add i64 %343, 1
  call void @_ZdlPvm(ptr noundef %340, i64 noundef %344) #25
  br label %345

345:                                              ; preds = %342, %338, %323
  %346 = phi { ptr, i32 } [ %324, %323 ], [ %339, %338 ], [ %339, %342 ]
  %347 = load ptr, ptr %7, align 8, !tbaa !5
  %348 = icmp eq ptr %347, %106
  br i1 %348, label %352, label %349

349:                                              ; preds = %345
  %350 = load i64, ptr %106, align 8, !tbaa !12
  %351 = add i64 %350, 1
  call void @_ZdlPvm(ptr noundef %347, i64 noundef %351) #25
  br label %352

352:                                              ; preds = %349, %345
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #23
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #23
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #23
  invoke void @__cxa_end_catch()
          to label %356 unwind label %353

353:                                              ; preds = %352
  %354 = landingpad { ptr, i32 }
          catch ptr null
  %355 = extractvalue { ptr, i32 } %354, 0
  call void @__clang_call_terminate(ptr %355) #26
  unreachable

356:                                              ; preds = %352
  %357 = extractvalue { ptr, i32 } %346, 0
  %358 = call ptr @__cxa_begin_catch(ptr %357) #23
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #23
  invoke void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull @.str.6)
          to label %359 unwind label %361

359:                                              ; preds = %356
  invoke void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %8) #24
          to label %360 unwind label %363

360:                                              ; preds = %359
  unreachable

361:                                              ; preds = %356
  %362 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  br label %365

363:                                              ; preds = %359
  %364 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  call void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #23
  br label %365

365:                                              ; preds = %363, %361
  %366 = phi { ptr, i32 } [ %364, %363 ], [ %362, %361 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #23
  invoke void @__cxa_end_catch()
          to label %370 unwind label %367

367:                                              ; preds = %365
  %368 = landingpad { ptr, i32 }
          catch ptr null
  %369 = extractvalue { ptr, i32 } %368, 0
  call void @__clang_call_terminate(ptr %369) #26
  unreachable

370:                                              ; preds = %365
  %371 = extractvalue { ptr, i32 } %366, 1
  %372 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #23
  %373 = icmp eq i32 %371, %372
  br i1 %373, label %374, label %383

374:                                              ; preds = %370
  %375 = extractvalue { ptr, i32 } %366, 0
  %376 = call ptr @__cxa_begin_catch(ptr %375) #23
  invoke fastcc void @_ZL11print_chainRKSt9exceptioni(ptr noundef nonnull align 8 dereferenceable(8) %376, i32 noundef 0)
          to label %377 unwind label %379

377:                                              ; preds = %374
  invoke void @__cxa_end_catch()
          to label %378 unwind label %381

378:                                              ; preds = %377
  br i1 %182, label %181, label %157, !llvm.loop !50

379:                                              ; preds = %374
  %380 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %383 unwind label %385

381:                                              ; preds = %377
  %382 = landingpad { ptr, i32 }
          cleanup
  br label %383

383:                                              ; preds = %148, %370, %381, %379, %71, %70, %155, %119
  %384 = phi { ptr, i32 } [ %120, %119 ], [ %156, %155 ], [ %72, %71 ], [ %66, %70 ], [ %382, %381 ], [ %380, %379 ], [ %366, %370 ], [ %129, %148 ]
  call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %9) #23
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #23
  resume { ptr, i32 } %384

385:                                              ; preds = %379, %70
  %386 = landingpad { ptr, i32 }
          catch ptr null
  %387 = extractvalue { ptr, i32 } %386, 0
  call void @__clang_call_terminate(ptr %387) #26
  unreachable

388:                                              ; preds = %48, %27
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
  store ptr %6, ptr %0, align 8, !tbaa !30
  %7 = load ptr, ptr %5, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !37
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !5
  %17 = load i64, ptr %8, align 8, !tbaa !12
  store i64 %17, ptr %6, align 8, !tbaa !12
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !37
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !37
  store ptr %8, ptr %5, align 8, !tbaa !5
  store i64 0, ptr %22, align 8, !tbaa !37
  store i8 0, ptr %8, align 8, !tbaa !12
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
  br i1 %22, label %23, label %5, !llvm.loop !51

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !30
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef signext 45)
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
  %45 = load i8, ptr %44, align 1, !tbaa !12
  %46 = zext i32 %38 to i64
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store i8 %45, ptr %47, align 1, !tbaa !12
  %48 = zext nneg i32 %40 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 2, !tbaa !12
  %51 = add i32 %38, -1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  store i8 %50, ptr %53, align 1, !tbaa !12
  %54 = add i32 %38, -2
  %55 = icmp ugt i32 %37, 9999
  br i1 %55, label %36, label %56, !llvm.loop !52

56:                                               ; preds = %36, %29
  %57 = phi i32 [ %3, %29 ], [ %41, %36 ]
  %58 = icmp ugt i32 %57, 9
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = shl nuw nsw i32 %57, 1
  %61 = or disjoint i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !12
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 2, !tbaa !12
  br label %72

69:                                               ; preds = %56
  %70 = trunc nuw i32 %57 to i8
  %71 = or disjoint i8 %70, 48
  br label %72

72:                                               ; preds = %59, %69
  %73 = phi i8 [ %71, %69 ], [ %68, %59 ]
  store i8 %73, ptr %32, align 1, !tbaa !12
  ret void

74:                                               ; preds = %23
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  tail call void @__clang_call_terminate(ptr %76) #26
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
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE9push_backEOS1_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(8) %1) local_unnamed_addr #6 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !24
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !25
  %7 = icmp eq ptr %4, %6
  br i1 %7, label %11, label %8

8:                                                ; preds = %2
  %9 = load ptr, ptr %1, align 8, !tbaa !15
  store ptr %9, ptr %4, align 8, !tbaa !15
  store ptr null, ptr %1, align 8, !tbaa !15
  %10 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %10, ptr %3, align 8, !tbaa !27
  br label %12

11:                                               ; preds = %2
  tail call void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %4, ptr noundef nonnull align 8 dereferenceable(8) %1)
  br label %12

12:                                               ; preds = %8, %11
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
  %4 = load ptr, ptr %0, align 8, !tbaa !22
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
  %29 = load i32, ptr %28, align 4, !tbaa !13
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
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #11 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !28
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !27
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1, %11
  %7 = phi ptr [ %12, %11 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !15
  %9 = icmp eq ptr %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %6
  tail call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %7) #23
  br label %11

11:                                               ; preds = %10, %6
  %12 = getelementptr inbounds i8, ptr %7, i64 8
  %13 = icmp eq ptr %12, %4
  br i1 %13, label %14, label %6, !llvm.loop !29

14:                                               ; preds = %11
  %15 = load ptr, ptr %0, align 8, !tbaa !28
  br label %16

16:                                               ; preds = %14, %1
  %17 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %18 = icmp eq ptr %17, null
  br i1 %18, label %25, label %19

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load ptr, ptr %20, align 8, !tbaa !25
  %22 = ptrtoint ptr %21 to i64
  %23 = ptrtoint ptr %17 to i64
  %24 = sub i64 %22, %23
  tail call void @_ZdlPvm(ptr noundef nonnull %17, i64 noundef %24) #25
  br label %25

25:                                               ; preds = %16, %19
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt11logic_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  unreachable
}

declare void @_ZNSt11logic_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt17throw_with_nestedISt13runtime_errorEvOT_(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat {
  tail call void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) #24
  unreachable
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt13runtime_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTISt17_Nested_exceptionISt13runtime_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt13runtime_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #11 comdat align 2 {
  tail call void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !22
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 16), ptr %0, align 8, !tbaa !22
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt13runtime_errorE, i64 56), ptr %3, align 8, !tbaa !22
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
declare void @_ZNSt13runtime_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt13runtime_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt13runtime_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt13runtime_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

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
define linkonce_odr dso_local void @_ZSt24__throw_with_nested_implISt11logic_errorEvOT_St17integral_constantIbLb1EE(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 32) #23
  tail call void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef nonnull align 8 dereferenceable(16) %0)
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTISt17_Nested_exceptionISt11logic_errorE, ptr nonnull @_ZNSt17_Nested_exceptionISt11logic_errorED2Ev) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorEC2EOS0_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #11 comdat align 2 {
  tail call void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #23
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt16nested_exception, i64 16), ptr %3, align 8, !tbaa !22
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  tail call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 16), ptr %0, align 8, !tbaa !22
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTVSt17_Nested_exceptionISt11logic_errorE, i64 56), ptr %3, align 8, !tbaa !22
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
declare void @_ZNSt11logic_errorC2EOS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt17_Nested_exceptionISt11logic_errorED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt16nested_exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %2) #23
  tail call void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #23
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare noundef ptr @_ZNKSt11logic_error4whatEv(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

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
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 32) #25
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #17

; Function Attrs: mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZNKSt16nested_exception14rethrow_nestedEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #18 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !15
  %5 = icmp eq ptr %4, null
  br i1 %5, label %14, label %6

6:                                                ; preds = %1
  store ptr %4, ptr %2, align 8, !tbaa !15
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #23
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #24
          to label %7 unwind label %8

7:                                                ; preds = %6
  unreachable

8:                                                ; preds = %6
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = load ptr, ptr %2, align 8, !tbaa !15
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
define linkonce_odr dso_local void @_ZNSt6vectorINSt15__exception_ptr13exception_ptrESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = ptrtoint ptr %1 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !27
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !24
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
  %22 = ptrtoint ptr %1 to i64
  %23 = sub i64 %22, %11
  %24 = ashr exact i64 %23, 3
  %25 = icmp eq i64 %21, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %15
  %27 = shl nuw nsw i64 %21, 3
  %28 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %27) #27
  br label %29

29:                                               ; preds = %15, %26
  %30 = phi ptr [ %28, %26 ], [ null, %15 ]
  %31 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %30, i64 %24
  %32 = load ptr, ptr %2, align 8, !tbaa !15
  store ptr %32, ptr %31, align 8, !tbaa !15
  store ptr null, ptr %2, align 8, !tbaa !15
  %33 = icmp eq ptr %8, %1
  br i1 %33, label %80, label %34

34:                                               ; preds = %29
  %35 = add i64 %4, -8
  %36 = sub i64 %35, %9
  %37 = lshr i64 %36, 3
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i64 %36, 152
  br i1 %39, label %70, label %40

40:                                               ; preds = %34
  %41 = add i64 %4, -8
  %42 = sub i64 %41, %9
  %43 = and i64 %42, -8
  %44 = add i64 %43, 8
  %45 = getelementptr i8, ptr %30, i64 %44
  %46 = getelementptr i8, ptr %8, i64 %44
  %47 = icmp ult ptr %30, %46
  %48 = icmp ult ptr %8, %45
  %49 = and i1 %47, %48
  br i1 %49, label %70, label %50

50:                                               ; preds = %40
  %51 = and i64 %38, 4611686018427387900
  %52 = shl i64 %51, 3
  %53 = getelementptr i8, ptr %30, i64 %52
  %54 = shl i64 %51, 3
  %55 = getelementptr i8, ptr %8, i64 %54
  br label %56

56:                                               ; preds = %56, %50
  %57 = phi i64 [ 0, %50 ], [ %66, %56 ]
  %58 = shl i64 %57, 3
  %59 = getelementptr i8, ptr %30, i64 %58
  %60 = shl i64 %57, 3
  %61 = getelementptr i8, ptr %8, i64 %60
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load <2 x ptr>, ptr %61, align 8, !tbaa !15, !alias.scope !58, !noalias !53
  %64 = load <2 x ptr>, ptr %62, align 8, !tbaa !15, !alias.scope !58, !noalias !53
  %65 = getelementptr i8, ptr %59, i64 16
  store <2 x ptr> %63, ptr %59, align 8, !tbaa !15, !alias.scope !61, !noalias !58
  store <2 x ptr> %64, ptr %65, align 8, !tbaa !15, !alias.scope !61, !noalias !58
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !tbaa !15, !alias.scope !58, !noalias !53
  store <2 x ptr> zeroinitializer, ptr %62, align 8, !tbaa !15, !alias.scope !58, !noalias !53
  %66 = add nuw i64 %57, 4
  %67 = icmp eq i64 %66, %51
  br i1 %67, label %68, label %56, !llvm.loop !63

68:                                               ; preds = %56
  %69 = icmp eq i64 %38, %51
  br i1 %69, label %80, label %70

70:                                               ; preds = %68, %40, %34
  %71 = phi ptr [ %30, %40 ], [ %30, %34 ], [ %53, %68 ]
  %72 = phi ptr [ %8, %40 ], [ %8, %34 ], [ %55, %68 ]
  br label %73

73:                                               ; preds = %70, %73
  %74 = phi ptr [ %78, %73 ], [ %71, %70 ]
  %75 = phi ptr [ %77, %73 ], [ %72, %70 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %76 = load ptr, ptr %75, align 8, !tbaa !15, !alias.scope !56, !noalias !53
  store ptr %76, ptr %74, align 8, !tbaa !15, !alias.scope !53, !noalias !56
  store ptr null, ptr %75, align 8, !tbaa !15, !alias.scope !56, !noalias !53
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = getelementptr inbounds i8, ptr %74, i64 8
  %79 = icmp eq ptr %77, %1
  br i1 %79, label %80, label %73, !llvm.loop !66

80:                                               ; preds = %73, %68, %29
  %81 = phi ptr [ %30, %29 ], [ %53, %68 ], [ %78, %73 ]
  %82 = getelementptr i8, ptr %81, i64 8
  %83 = icmp eq ptr %6, %1
  br i1 %83, label %130, label %84

84:                                               ; preds = %80
  %85 = add i64 %7, -8
  %86 = sub i64 %85, %4
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %89 = icmp ult i64 %86, 184
  br i1 %89, label %120, label %90

90:                                               ; preds = %84
  %91 = add i64 %7, -8
  %92 = sub i64 %91, %4
  %93 = and i64 %92, -8
  %94 = add i64 %93, 16
  %95 = getelementptr i8, ptr %81, i64 %94
  %96 = getelementptr i8, ptr %1, i64 %93
  %97 = icmp ult ptr %81, %96
  %98 = icmp ugt ptr %95, %1
  %99 = and i1 %97, %98
  br i1 %99, label %120, label %100

100:                                              ; preds = %90
  %101 = and i64 %88, 4611686018427387900
  %102 = shl i64 %101, 3
  %103 = getelementptr i8, ptr %82, i64 %102
  %104 = shl i64 %101, 3
  %105 = getelementptr i8, ptr %1, i64 %104
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %116, %106 ]
  %108 = shl i64 %107, 3
  %109 = getelementptr i8, ptr %82, i64 %108
  %110 = shl i64 %107, 3
  %111 = getelementptr i8, ptr %1, i64 %110
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %112 = getelementptr i8, ptr %111, i64 16
  %113 = load <2 x ptr>, ptr %111, align 8, !tbaa !15, !alias.scope !72, !noalias !67
  %114 = load <2 x ptr>, ptr %112, align 8, !tbaa !15, !alias.scope !72, !noalias !67
  %115 = getelementptr i8, ptr %109, i64 16
  store <2 x ptr> %113, ptr %109, align 8, !tbaa !15, !alias.scope !75, !noalias !72
  store <2 x ptr> %114, ptr %115, align 8, !tbaa !15, !alias.scope !75, !noalias !72
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !tbaa !15, !alias.scope !72, !noalias !67
  store <2 x ptr> zeroinitializer, ptr %112, align 8, !tbaa !15, !alias.scope !72, !noalias !67
  %116 = add nuw i64 %107, 4
  %117 = icmp eq i64 %116, %101
  br i1 %117, label %118, label %106, !llvm.loop !77

118:                                              ; preds = %106
  %119 = icmp eq i64 %88, %101
  br i1 %119, label %130, label %120

120:                                              ; preds = %118, %90, %84
  %121 = phi ptr [ %82, %90 ], [ %82, %84 ], [ %103, %118 ]
  %122 = phi ptr [ %1, %90 ], [ %1, %84 ], [ %105, %118 ]
  br label %123

123:                                              ; preds = %120, %123
  %124 = phi ptr [ %128, %123 ], [ %121, %120 ]
  %125 = phi ptr [ %127, %123 ], [ %122, %120 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %126 = load ptr, ptr %125, align 8, !tbaa !15, !alias.scope !70, !noalias !67
  store ptr %126, ptr %124, align 8, !tbaa !15, !alias.scope !67, !noalias !70
  store ptr null, ptr %125, align 8, !tbaa !15, !alias.scope !70, !noalias !67
  %127 = getelementptr inbounds i8, ptr %125, i64 8
  %128 = getelementptr inbounds i8, ptr %124, i64 8
  %129 = icmp eq ptr %127, %6
  br i1 %129, label %130, label %123, !llvm.loop !78

130:                                              ; preds = %123, %118, %80
  %131 = phi ptr [ %82, %80 ], [ %103, %118 ], [ %128, %123 ]
  %132 = getelementptr inbounds i8, ptr %0, i64 16
  %133 = icmp eq ptr %8, null
  br i1 %133, label %138, label %134

134:                                              ; preds = %130
  %135 = load ptr, ptr %132, align 8, !tbaa !25
  %136 = ptrtoint ptr %135 to i64
  %137 = sub i64 %136, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %137) #25
  br label %138

138:                                              ; preds = %130, %134
  store ptr %30, ptr %0, align 8, !tbaa !28
  store ptr %131, ptr %5, align 8, !tbaa !27
  %139 = getelementptr inbounds %"class.std::__exception_ptr::exception_ptr", ptr %30, i64 %21
  store ptr %139, ptr %132, align 8, !tbaa !25
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #19

; Function Attrs: nounwind
declare ptr @__cxa_init_primary_exception(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr12__dest_thunkISt16invalid_argumentEEvPv(ptr noundef %0) #3 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !22
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(none) }
attributes #11 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
attributes #26 = { noreturn nounwind }
attributes #27 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !11, i64 8, !9, i64 16}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!9, !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!16, !8, i64 0}
!16 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !8, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_: argument 0"}
!21 = distinct !{!21, !"_ZSt18make_exception_ptrISt16invalid_argumentENSt15__exception_ptr13exception_ptrET_"}
!22 = !{!23, !23, i64 0}
!23 = !{!"vtable pointer", !10, i64 0}
!24 = !{!8, !8, i64 0}
!25 = !{!26, !8, i64 16}
!26 = !{!"_ZTSNSt12_Vector_baseINSt15__exception_ptr13exception_ptrESaIS1_EE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!27 = !{!26, !8, i64 8}
!28 = !{!26, !8, i64 0}
!29 = distinct !{!29, !18}
!30 = !{!7, !8, i64 0}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!33 = distinct !{!33, !"_ZNSt7__cxx119to_stringEi"}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!36 = distinct !{!36, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!37 = !{!6, !11, i64 8}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!40 = distinct !{!40, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!43 = distinct !{!43, !"_ZNSt7__cxx119to_stringEi"}
!44 = !{!45}
!45 = distinct !{!45, !46, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!46 = distinct !{!46, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!47 = !{!48}
!48 = distinct !{!48, !49, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_: argument 0"}
!49 = distinct !{!49, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_PKS5_"}
!50 = distinct !{!50, !18}
!51 = distinct !{!51, !18}
!52 = distinct !{!52, !18}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!55 = distinct !{!55, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_"}
!56 = !{!57}
!57 = distinct !{!57, !55, !"_ZSt19__relocate_object_aINSt15__exception_ptr13exception_ptrES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!58 = !{!57, !59}
!59 = distinct !{!59, !60}
!60 = distinct !{!60, !"LVerDomain"}
!61 = !{!54, !62}
!62 = distinct !{!62, !60}
!63 = distinct !{!63, !18, !64, !65}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = distinct !{!66, !18, !64}
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
!77 = distinct !{!77, !18, !64, !65}
!78 = distinct !{!78, !18, !64}
