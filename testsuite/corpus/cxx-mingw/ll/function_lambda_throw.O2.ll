; ModuleID = 'function_lambda_throw.cpp'
source_filename = "function_lambda_throw.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tracker = type { %"class.std::__cxx11::basic_string" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::function<std::__cxx11::basic_string<char> (int)>, std::allocator<std::function<std::__cxx11::basic_string<char> (int)>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::function<std::__cxx11::basic_string<char> (int)>, std::allocator<std::function<std::__cxx11::basic_string<char> (int)>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::function<std::__cxx11::basic_string<char> (int)>, std::allocator<std::function<std::__cxx11::basic_string<char> (int)>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::function<std::__cxx11::basic_string<char> (int)>, std::allocator<std::function<std::__cxx11::basic_string<char> (int)>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::function.3" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%class.anon.6 = type { %struct.Tracker }
%"class.std::function.10" = type { %"class.std::_Function_base", ptr }

$_Z6printfPKcz = comdat any

$_ZN7TrackerC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTSSt17bad_function_call = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt17bad_function_call = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [17 x i8] c"caught %d at %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"table[%zu] = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"table[%zu] threw \22%s\22\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt17bad_function_call = linkonce_odr dso_local constant [22 x i8] c"St17bad_function_call\00", comdat, align 1
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt17bad_function_call = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt17bad_function_call, ptr @_ZTISt9exception }, comdat, align 8
@.str.5 = private unnamed_addr constant [23 x i8] c"bad_function_call: %s\0A\00", align 1
@_ZTId = external constant ptr
@.str.6 = private unnamed_addr constant [13 x i8] c"caught %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"'\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@.str.9 = private unnamed_addr constant [37 x i8] c"  generic lambda saw it, rethrowing\0A\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"  ~Tracker %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@"_ZTSZ4mainE3$_1" = internal constant [12 x i8] c"Z4mainE3$_1\00", align 1
@"_ZTIZ4mainE3$_1" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_1" }, align 8
@.str.16 = private unnamed_addr constant [20 x i8] c"entry 1 fails with \00", align 1
@"_ZTSZ4mainE3$_2" = internal constant [12 x i8] c"Z4mainE3$_2\00", align 1
@"_ZTIZ4mainE3$_2" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_2" }, align 8
@"_ZTSZ4mainE3$_3" = internal constant [12 x i8] c"Z4mainE3$_3\00", align 1
@"_ZTIZ4mainE3$_3" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_3" }, align 8

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Tracker, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::vector", align 8
  %6 = alloca %struct.Tracker, align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca %"class.std::function.3", align 8
  %9 = alloca %class.anon.6, align 8
  %10 = alloca %"class.std::function.3", align 8
  %11 = alloca %"class.std::function.3", align 8
  %12 = alloca %"class.std::__cxx11::basic_string", align 8
  %13 = alloca %"class.std::function.10", align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21
  store i32 9, ptr %4, align 4, !tbaa !5
  %14 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 30, ptr %14, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #22
          to label %15 unwind label %16

15:                                               ; preds = %26, %0
  unreachable

16:                                               ; preds = %0
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %18 = extractvalue { ptr, i32 } %17, 0
  %19 = extractvalue { ptr, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #21
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %423

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #21
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %24, i32 noundef 3)
          to label %26 unwind label %47

26:                                               ; preds = %22
  tail call void @__cxa_end_catch() #21
  %27 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 40, ptr %27, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #22
          to label %15 unwind label %28

28:                                               ; preds = %26
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = extractvalue { ptr, i32 } %29, 0
  %31 = extractvalue { ptr, i32 } %29, 1
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #21
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %423

34:                                               ; preds = %28
  %35 = tail call ptr @__cxa_begin_catch(ptr %30) #21
  %36 = load i32, ptr %35, align 4, !tbaa !5
  %37 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %36, i32 noundef 4)
          to label %38 unwind label %47

38:                                               ; preds = %34
  tail call void @__cxa_end_catch() #21
  %39 = load i32, ptr %4, align 4, !tbaa !5
  %40 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %39)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %41 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 116, ptr %41, align 8, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %7, i64 8
  %43 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %43, align 1, !tbaa !9
  %44 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %44, ptr %6, align 8, !tbaa !10
  %45 = load i16, ptr %41, align 8
  store i16 %45, ptr %44, align 8
  %46 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %46, align 8, !tbaa !13
  store ptr %41, ptr %7, align 8, !tbaa !16
  store i64 0, ptr %42, align 8, !tbaa !13
  store i8 0, ptr %41, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #21
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %51 unwind label %172

47:                                               ; preds = %34, %22
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = extractvalue { ptr, i32 } %48, 0
  %50 = extractvalue { ptr, i32 } %48, 1
  tail call void @__cxa_end_catch() #21
  br label %423

51:                                               ; preds = %38
  %52 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %53 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #23
          to label %54 unwind label %57

54:                                               ; preds = %51
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %53, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %68 unwind label %55

55:                                               ; preds = %54
  %56 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPv(ptr noundef nonnull %53) #24
  br label %59

57:                                               ; preds = %51
  %58 = landingpad { ptr, i32 }
          cleanup
  br label %59

59:                                               ; preds = %57, %55
  %60 = phi { ptr, i32 } [ %58, %57 ], [ %56, %55 ]
  %61 = load ptr, ptr %52, align 8, !tbaa !17
  %62 = icmp eq ptr %61, null
  br i1 %62, label %183, label %63

63:                                               ; preds = %59
  %64 = invoke noundef zeroext i1 %61(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %183 unwind label %65

65:                                               ; preds = %63
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #25
  unreachable

68:                                               ; preds = %54
  %69 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %53, ptr %8, align 8, !tbaa !19
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi", ptr %69, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %52, align 8, !tbaa !17
  %70 = getelementptr inbounds i8, ptr %5, i64 8
  %71 = load ptr, ptr %70, align 8, !tbaa !19
  %72 = getelementptr inbounds i8, ptr %5, i64 16
  %73 = load ptr, ptr %72, align 8, !tbaa !22
  %74 = icmp eq ptr %71, %73
  br i1 %74, label %86, label %75

75:                                               ; preds = %68
  %76 = getelementptr inbounds i8, ptr %71, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %71, i8 0, i64 24, i1 false)
  %77 = load ptr, ptr %69, align 8, !tbaa !20
  store ptr %77, ptr %76, align 8, !tbaa !20
  %78 = load ptr, ptr %52, align 8, !tbaa !17
  %79 = icmp eq ptr %78, null
  br i1 %79, label %83, label %80

80:                                               ; preds = %75
  %81 = getelementptr inbounds i8, ptr %71, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %71, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !tbaa.struct !24
  %82 = load ptr, ptr %52, align 8, !tbaa !17
  store ptr %82, ptr %81, align 8, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false)
  br label %83

83:                                               ; preds = %75, %80
  %84 = load ptr, ptr %70, align 8, !tbaa !25
  %85 = getelementptr inbounds i8, ptr %84, i64 32
  store ptr %85, ptr %70, align 8, !tbaa !25
  br label %96

86:                                               ; preds = %68
  %87 = ptrtoint ptr %71 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %87, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %88 unwind label %174

88:                                               ; preds = %86
  %89 = load ptr, ptr %52, align 8, !tbaa !17
  %90 = icmp eq ptr %89, null
  br i1 %90, label %96, label %91

91:                                               ; preds = %88
  %92 = invoke noundef zeroext i1 %89(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %96 unwind label %93

93:                                               ; preds = %91
  %94 = landingpad { ptr, i32 }
          catch ptr null
  %95 = extractvalue { ptr, i32 } %94, 0
  call void @__clang_call_terminate(ptr %95) #25
  unreachable

96:                                               ; preds = %83, %88, %91
  %97 = load ptr, ptr %9, align 8, !tbaa !16
  %98 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %97)
          to label %99 unwind label %104

99:                                               ; preds = %96
  %100 = load ptr, ptr %9, align 8, !tbaa !16
  %101 = getelementptr inbounds i8, ptr %9, i64 16
  %102 = icmp eq ptr %100, %101
  br i1 %102, label %107, label %103

103:                                              ; preds = %99
  call void @_ZdlPv(ptr noundef %100) #24
  br label %107

104:                                              ; preds = %96
  %105 = landingpad { ptr, i32 }
          catch ptr null
  %106 = extractvalue { ptr, i32 } %105, 0
  call void @__clang_call_terminate(ptr %106) #25
  unreachable

107:                                              ; preds = %99, %103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #21
  %108 = getelementptr inbounds i8, ptr %10, i64 16
  %109 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi", ptr %109, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %108, align 8, !tbaa !17
  %110 = load ptr, ptr %70, align 8, !tbaa !19
  %111 = load ptr, ptr %72, align 8, !tbaa !22
  %112 = icmp eq ptr %110, %111
  br i1 %112, label %124, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %110, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %110, i8 0, i64 24, i1 false)
  %115 = load ptr, ptr %109, align 8, !tbaa !20
  store ptr %115, ptr %114, align 8, !tbaa !20
  %116 = load ptr, ptr %108, align 8, !tbaa !17
  %117 = icmp eq ptr %116, null
  br i1 %117, label %121, label %118

118:                                              ; preds = %113
  %119 = getelementptr inbounds i8, ptr %110, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %110, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !24
  %120 = load ptr, ptr %108, align 8, !tbaa !17
  store ptr %120, ptr %119, align 8, !tbaa !17
  br label %121

121:                                              ; preds = %113, %118
  %122 = load ptr, ptr %70, align 8, !tbaa !25
  %123 = getelementptr inbounds i8, ptr %122, i64 32
  store ptr %123, ptr %70, align 8, !tbaa !25
  br label %134

124:                                              ; preds = %107
  %125 = ptrtoint ptr %110 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %125, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %126 unwind label %189

126:                                              ; preds = %124
  %127 = load ptr, ptr %108, align 8, !tbaa !17
  %128 = icmp eq ptr %127, null
  br i1 %128, label %134, label %129

129:                                              ; preds = %126
  %130 = invoke noundef zeroext i1 %127(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %134 unwind label %131

131:                                              ; preds = %129
  %132 = landingpad { ptr, i32 }
          catch ptr null
  %133 = extractvalue { ptr, i32 } %132, 0
  call void @__clang_call_terminate(ptr %133) #25
  unreachable

134:                                              ; preds = %121, %126, %129
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #21
  %135 = getelementptr inbounds i8, ptr %11, i64 16
  %136 = getelementptr inbounds i8, ptr %11, i64 24
  %137 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %137, align 8
  %138 = ptrtoint ptr %4 to i64
  store i64 %138, ptr %11, align 8, !tbaa !19
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi", ptr %136, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %135, align 8, !tbaa !17
  %139 = load ptr, ptr %70, align 8, !tbaa !19
  %140 = load ptr, ptr %72, align 8, !tbaa !22
  %141 = icmp eq ptr %139, %140
  br i1 %141, label %153, label %142

142:                                              ; preds = %134
  %143 = getelementptr inbounds i8, ptr %139, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %139, i8 0, i64 24, i1 false)
  %144 = load ptr, ptr %136, align 8, !tbaa !20
  store ptr %144, ptr %143, align 8, !tbaa !20
  %145 = load ptr, ptr %135, align 8, !tbaa !17
  %146 = icmp eq ptr %145, null
  br i1 %146, label %150, label %147

147:                                              ; preds = %142
  %148 = getelementptr inbounds i8, ptr %139, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %139, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false), !tbaa.struct !24
  %149 = load ptr, ptr %135, align 8, !tbaa !17
  store ptr %149, ptr %148, align 8, !tbaa !17
  br label %150

150:                                              ; preds = %142, %147
  %151 = load ptr, ptr %70, align 8, !tbaa !25
  %152 = getelementptr inbounds i8, ptr %151, i64 32
  store ptr %152, ptr %70, align 8, !tbaa !25
  br label %163

153:                                              ; preds = %134
  %154 = ptrtoint ptr %139 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %154, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %155 unwind label %201

155:                                              ; preds = %153
  %156 = load ptr, ptr %135, align 8, !tbaa !17
  %157 = icmp eq ptr %156, null
  br i1 %157, label %163, label %158

158:                                              ; preds = %155
  %159 = invoke noundef zeroext i1 %156(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %163 unwind label %160

160:                                              ; preds = %158
  %161 = landingpad { ptr, i32 }
          catch ptr null
  %162 = extractvalue { ptr, i32 } %161, 0
  call void @__clang_call_terminate(ptr %162) #25
  unreachable

163:                                              ; preds = %150, %155, %158
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  %164 = load ptr, ptr %70, align 8, !tbaa !25
  %165 = load ptr, ptr %5, align 8, !tbaa !26
  %166 = icmp eq ptr %164, %165
  br i1 %166, label %169, label %167

167:                                              ; preds = %163
  %168 = getelementptr inbounds i8, ptr %12, i64 16
  br label %213

169:                                              ; preds = %251, %163
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  %170 = getelementptr inbounds i8, ptr %13, i64 16
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %171 unwind label %268

171:                                              ; preds = %169
  unreachable

172:                                              ; preds = %38
  %173 = landingpad { ptr, i32 }
          cleanup
  br label %185

174:                                              ; preds = %86
  %175 = landingpad { ptr, i32 }
          cleanup
  %176 = load ptr, ptr %52, align 8, !tbaa !17
  %177 = icmp eq ptr %176, null
  br i1 %177, label %183, label %178

178:                                              ; preds = %174
  %179 = invoke noundef zeroext i1 %176(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %183 unwind label %180

180:                                              ; preds = %178
  %181 = landingpad { ptr, i32 }
          catch ptr null
  %182 = extractvalue { ptr, i32 } %181, 0
  call void @__clang_call_terminate(ptr %182) #25
  unreachable

183:                                              ; preds = %178, %174, %63, %59
  %184 = phi { ptr, i32 } [ %60, %63 ], [ %60, %59 ], [ %175, %174 ], [ %175, %178 ]
  call fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull align 8 dereferenceable(32) %9) #21
  br label %185

185:                                              ; preds = %183, %172
  %186 = phi { ptr, i32 } [ %184, %183 ], [ %173, %172 ]
  %187 = extractvalue { ptr, i32 } %186, 0
  %188 = extractvalue { ptr, i32 } %186, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  br label %386

189:                                              ; preds = %124
  %190 = landingpad { ptr, i32 }
          cleanup
  %191 = extractvalue { ptr, i32 } %190, 0
  %192 = extractvalue { ptr, i32 } %190, 1
  %193 = load ptr, ptr %108, align 8, !tbaa !17
  %194 = icmp eq ptr %193, null
  br i1 %194, label %200, label %195

195:                                              ; preds = %189
  %196 = invoke noundef zeroext i1 %193(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %200 unwind label %197

197:                                              ; preds = %195
  %198 = landingpad { ptr, i32 }
          catch ptr null
  %199 = extractvalue { ptr, i32 } %198, 0
  call void @__clang_call_terminate(ptr %199) #25
  unreachable

200:                                              ; preds = %189, %195
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  br label %386

201:                                              ; preds = %153
  %202 = landingpad { ptr, i32 }
          cleanup
  %203 = extractvalue { ptr, i32 } %202, 0
  %204 = extractvalue { ptr, i32 } %202, 1
  %205 = load ptr, ptr %135, align 8, !tbaa !17
  %206 = icmp eq ptr %205, null
  br i1 %206, label %212, label %207

207:                                              ; preds = %201
  %208 = invoke noundef zeroext i1 %205(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %212 unwind label %209

209:                                              ; preds = %207
  %210 = landingpad { ptr, i32 }
          catch ptr null
  %211 = extractvalue { ptr, i32 } %210, 0
  call void @__clang_call_terminate(ptr %211) #25
  unreachable

212:                                              ; preds = %201, %207
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  br label %386

213:                                              ; preds = %167, %251
  %214 = phi ptr [ %165, %167 ], [ %254, %251 ]
  %215 = phi i64 [ 0, %167 ], [ %252, %251 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #21
  %216 = getelementptr inbounds %"class.std::function.3", ptr %214, i64 %215
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 7, ptr %3, align 4, !tbaa !5, !noalias !27
  %217 = getelementptr inbounds i8, ptr %216, i64 16
  %218 = load ptr, ptr %217, align 8, !tbaa !17, !noalias !27
  %219 = icmp eq ptr %218, null
  br i1 %219, label %220, label %222

220:                                              ; preds = %213
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %221 unwind label %233

221:                                              ; preds = %220
  unreachable

222:                                              ; preds = %213
  %223 = getelementptr inbounds i8, ptr %216, i64 24
  %224 = load ptr, ptr %223, align 8, !tbaa !20, !noalias !27
  invoke void %224(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %216, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %225 unwind label %233

225:                                              ; preds = %222
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %226 = load ptr, ptr %12, align 8, !tbaa !16
  %227 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i64 noundef %215, ptr noundef %226)
          to label %228 unwind label %235

228:                                              ; preds = %225
  %229 = load ptr, ptr %12, align 8, !tbaa !16
  %230 = icmp eq ptr %229, %168
  br i1 %230, label %232, label %231

231:                                              ; preds = %228
  call void @_ZdlPv(ptr noundef %229) #24
  br label %232

232:                                              ; preds = %228, %231
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  br label %251

233:                                              ; preds = %222, %220
  %234 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %240

235:                                              ; preds = %225
  %236 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %237 = load ptr, ptr %12, align 8, !tbaa !16
  %238 = icmp eq ptr %237, %168
  br i1 %238, label %240, label %239

239:                                              ; preds = %235
  call void @_ZdlPv(ptr noundef %237) #24
  br label %240

240:                                              ; preds = %239, %235, %233
  %241 = phi { ptr, i32 } [ %234, %233 ], [ %236, %235 ], [ %236, %239 ]
  %242 = extractvalue { ptr, i32 } %241, 0
  %243 = extractvalue { ptr, i32 } %241, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  %244 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #21
  %245 = icmp eq i32 %243, %244
  br i1 %245, label %246, label %386

246:                                              ; preds = %240
  %247 = call ptr @__cxa_begin_catch(ptr %242) #21
  %248 = load ptr, ptr %247, align 8, !tbaa !16
  %249 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i64 noundef %215, ptr noundef %248)
          to label %250 unwind label %260

250:                                              ; preds = %246
  invoke void @__cxa_end_catch()
          to label %251 unwind label %262

251:                                              ; preds = %250, %232
  %252 = add nuw i64 %215, 1
  %253 = load ptr, ptr %70, align 8, !tbaa !25
  %254 = load ptr, ptr %5, align 8, !tbaa !26
  %255 = ptrtoint ptr %253 to i64
  %256 = ptrtoint ptr %254 to i64
  %257 = sub i64 %255, %256
  %258 = ashr exact i64 %257, 5
  %259 = icmp ult i64 %252, %258
  br i1 %259, label %213, label %169, !llvm.loop !30

260:                                              ; preds = %246
  %261 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %264 unwind label %428

262:                                              ; preds = %250
  %263 = landingpad { ptr, i32 }
          cleanup
  br label %264

264:                                              ; preds = %260, %262
  %265 = phi { ptr, i32 } [ %263, %262 ], [ %261, %260 ]
  %266 = extractvalue { ptr, i32 } %265, 0
  %267 = extractvalue { ptr, i32 } %265, 1
  br label %386

268:                                              ; preds = %169
  %269 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt17bad_function_call
  %270 = extractvalue { ptr, i32 } %269, 0
  %271 = extractvalue { ptr, i32 } %269, 1
  %272 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt17bad_function_call) #21
  %273 = icmp eq i32 %271, %272
  br i1 %273, label %274, label %375

274:                                              ; preds = %268
  %275 = call ptr @__cxa_begin_catch(ptr %270) #21
  %276 = load ptr, ptr %275, align 8, !tbaa !32
  %277 = getelementptr inbounds i8, ptr %276, i64 16
  %278 = load ptr, ptr %277, align 8
  %279 = call noundef ptr %278(ptr noundef nonnull align 8 dereferenceable(8) %275) #21
  %280 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, ptr noundef %279)
          to label %281 unwind label %312

281:                                              ; preds = %274
  invoke void @__cxa_end_catch()
          to label %282 unwind label %314

282:                                              ; preds = %281
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #21
  %283 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %283, ptr noundef nonnull align 1 dereferenceable(5) @.str.10, i64 5, i1 false)
  %284 = getelementptr inbounds i8, ptr %2, i64 8
  %285 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 0, ptr %285, align 1, !tbaa !9
  %286 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %286, ptr %1, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %286, ptr noundef nonnull align 8 dereferenceable(6) %283, i64 6, i1 false)
  %287 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 5, ptr %287, align 8, !tbaa !13
  store ptr %283, ptr %2, align 8, !tbaa !16
  store i64 0, ptr %284, align 8, !tbaa !13
  store i8 0, ptr %283, align 8, !tbaa !9
  %288 = call ptr @__cxa_allocate_exception(i64 8) #21
  store double 3.500000e+00, ptr %288, align 16, !tbaa !34
  invoke void @__cxa_throw(ptr nonnull %288, ptr nonnull @_ZTId, ptr null) #22
          to label %304 unwind label %289

289:                                              ; preds = %282
  %290 = landingpad { ptr, i32 }
          catch ptr null
  %291 = load ptr, ptr %1, align 8, !tbaa !16
  %292 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %291)
          to label %293 unwind label %297

293:                                              ; preds = %289
  %294 = load ptr, ptr %1, align 8, !tbaa !16
  %295 = icmp eq ptr %294, %286
  br i1 %295, label %300, label %296

296:                                              ; preds = %293
  call void @_ZdlPv(ptr noundef %294) #24
  br label %300

297:                                              ; preds = %289
  %298 = landingpad { ptr, i32 }
          catch ptr null
  %299 = extractvalue { ptr, i32 } %298, 0
  call void @__clang_call_terminate(ptr %299) #25
  unreachable

300:                                              ; preds = %296, %293
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #21
  %301 = extractvalue { ptr, i32 } %290, 0
  %302 = call ptr @__cxa_begin_catch(ptr %301) #21
  %303 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9)
          to label %305 unwind label %306

304:                                              ; preds = %282
  unreachable

305:                                              ; preds = %300
  invoke void @__cxa_rethrow() #22
          to label %311 unwind label %306

306:                                              ; preds = %305, %300
  %307 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  invoke void @__cxa_end_catch()
          to label %320 unwind label %308

308:                                              ; preds = %306
  %309 = landingpad { ptr, i32 }
          catch ptr null
  %310 = extractvalue { ptr, i32 } %309, 0
  call void @__clang_call_terminate(ptr %310) #25
  unreachable

311:                                              ; preds = %305
  unreachable

312:                                              ; preds = %274
  %313 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %316 unwind label %428

314:                                              ; preds = %281
  %315 = landingpad { ptr, i32 }
          cleanup
  br label %316

316:                                              ; preds = %312, %314
  %317 = phi { ptr, i32 } [ %315, %314 ], [ %313, %312 ]
  %318 = extractvalue { ptr, i32 } %317, 0
  %319 = extractvalue { ptr, i32 } %317, 1
  br label %375

320:                                              ; preds = %306
  %321 = extractvalue { ptr, i32 } %307, 0
  %322 = extractvalue { ptr, i32 } %307, 1
  %323 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #21
  %324 = icmp eq i32 %322, %323
  br i1 %324, label %325, label %375

325:                                              ; preds = %320
  %326 = call ptr @__cxa_begin_catch(ptr %321) #21
  %327 = load double, ptr %326, align 8, !tbaa !34
  %328 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, double noundef %327)
          to label %329 unwind label %371

329:                                              ; preds = %325
  call void @__cxa_end_catch() #21
  %330 = load ptr, ptr %170, align 8, !tbaa !17
  %331 = icmp eq ptr %330, null
  br i1 %331, label %337, label %332

332:                                              ; preds = %329
  %333 = invoke noundef zeroext i1 %330(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %337 unwind label %334

334:                                              ; preds = %332
  %335 = landingpad { ptr, i32 }
          catch ptr null
  %336 = extractvalue { ptr, i32 } %335, 0
  call void @__clang_call_terminate(ptr %336) #25
  unreachable

337:                                              ; preds = %329, %332
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  %338 = load ptr, ptr %6, align 8, !tbaa !16
  %339 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %338)
          to label %340 unwind label %344

340:                                              ; preds = %337
  %341 = load ptr, ptr %6, align 8, !tbaa !16
  %342 = icmp eq ptr %341, %44
  br i1 %342, label %347, label %343

343:                                              ; preds = %340
  call void @_ZdlPv(ptr noundef %341) #24
  br label %347

344:                                              ; preds = %337
  %345 = landingpad { ptr, i32 }
          catch ptr null
  %346 = extractvalue { ptr, i32 } %345, 0
  call void @__clang_call_terminate(ptr %346) #25
  unreachable

347:                                              ; preds = %340, %343
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %348 = load ptr, ptr %5, align 8, !tbaa !26
  %349 = load ptr, ptr %70, align 8, !tbaa !25
  %350 = icmp eq ptr %348, %349
  br i1 %350, label %366, label %351

351:                                              ; preds = %347, %361
  %352 = phi ptr [ %362, %361 ], [ %348, %347 ]
  %353 = getelementptr inbounds i8, ptr %352, i64 16
  %354 = load ptr, ptr %353, align 8, !tbaa !17
  %355 = icmp eq ptr %354, null
  br i1 %355, label %361, label %356

356:                                              ; preds = %351
  %357 = invoke noundef zeroext i1 %354(ptr noundef nonnull align 8 dereferenceable(16) %352, ptr noundef nonnull align 8 dereferenceable(16) %352, i32 noundef 3)
          to label %361 unwind label %358

358:                                              ; preds = %356
  %359 = landingpad { ptr, i32 }
          catch ptr null
  %360 = extractvalue { ptr, i32 } %359, 0
  call void @__clang_call_terminate(ptr %360) #25
  unreachable

361:                                              ; preds = %356, %351
  %362 = getelementptr inbounds i8, ptr %352, i64 32
  %363 = icmp eq ptr %362, %349
  br i1 %363, label %364, label %351, !llvm.loop !36

364:                                              ; preds = %361
  %365 = load ptr, ptr %5, align 8, !tbaa !26
  br label %366

366:                                              ; preds = %364, %347
  %367 = phi ptr [ %365, %364 ], [ %348, %347 ]
  %368 = icmp eq ptr %367, null
  br i1 %368, label %370, label %369

369:                                              ; preds = %366
  call void @_ZdlPv(ptr noundef nonnull %367) #24
  br label %370

370:                                              ; preds = %366, %369
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  ret i32 0

371:                                              ; preds = %325
  %372 = landingpad { ptr, i32 }
          cleanup
  %373 = extractvalue { ptr, i32 } %372, 0
  %374 = extractvalue { ptr, i32 } %372, 1
  call void @__cxa_end_catch() #21
  br label %375

375:                                              ; preds = %320, %371, %316, %268
  %376 = phi i32 [ %319, %316 ], [ %271, %268 ], [ %374, %371 ], [ %322, %320 ]
  %377 = phi ptr [ %318, %316 ], [ %270, %268 ], [ %373, %371 ], [ %321, %320 ]
  %378 = load ptr, ptr %170, align 8, !tbaa !17
  %379 = icmp eq ptr %378, null
  br i1 %379, label %385, label %380

380:                                              ; preds = %375
  %381 = invoke noundef zeroext i1 %378(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %385 unwind label %382

382:                                              ; preds = %380
  %383 = landingpad { ptr, i32 }
          catch ptr null
  %384 = extractvalue { ptr, i32 } %383, 0
  call void @__clang_call_terminate(ptr %384) #25
  unreachable

385:                                              ; preds = %375, %380
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  br label %386

386:                                              ; preds = %240, %264, %385, %212, %200, %185
  %387 = phi i32 [ %376, %385 ], [ %204, %212 ], [ %192, %200 ], [ %188, %185 ], [ %267, %264 ], [ %243, %240 ]
  %388 = phi ptr [ %377, %385 ], [ %203, %212 ], [ %191, %200 ], [ %187, %185 ], [ %266, %264 ], [ %242, %240 ]
  %389 = load ptr, ptr %6, align 8, !tbaa !16
  %390 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %389)
          to label %391 unwind label %395

391:                                              ; preds = %386
  %392 = load ptr, ptr %6, align 8, !tbaa !16
  %393 = icmp eq ptr %392, %44
  br i1 %393, label %398, label %394

394:                                              ; preds = %391
  call void @_ZdlPv(ptr noundef %392) #24
  br label %398

395:                                              ; preds = %386
  %396 = landingpad { ptr, i32 }
          catch ptr null
  %397 = extractvalue { ptr, i32 } %396, 0
  call void @__clang_call_terminate(ptr %397) #25
  unreachable

398:                                              ; preds = %391, %394
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %399 = load ptr, ptr %5, align 8, !tbaa !26
  %400 = getelementptr inbounds i8, ptr %5, i64 8
  %401 = load ptr, ptr %400, align 8, !tbaa !25
  %402 = icmp eq ptr %399, %401
  br i1 %402, label %418, label %403

403:                                              ; preds = %398, %413
  %404 = phi ptr [ %414, %413 ], [ %399, %398 ]
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load ptr, ptr %405, align 8, !tbaa !17
  %407 = icmp eq ptr %406, null
  br i1 %407, label %413, label %408

408:                                              ; preds = %403
  %409 = invoke noundef zeroext i1 %406(ptr noundef nonnull align 8 dereferenceable(16) %404, ptr noundef nonnull align 8 dereferenceable(16) %404, i32 noundef 3)
          to label %413 unwind label %410

410:                                              ; preds = %408
  %411 = landingpad { ptr, i32 }
          catch ptr null
  %412 = extractvalue { ptr, i32 } %411, 0
  call void @__clang_call_terminate(ptr %412) #25
  unreachable

413:                                              ; preds = %408, %403
  %414 = getelementptr inbounds i8, ptr %404, i64 32
  %415 = icmp eq ptr %414, %401
  br i1 %415, label %416, label %403, !llvm.loop !36

416:                                              ; preds = %413
  %417 = load ptr, ptr %5, align 8, !tbaa !26
  br label %418

418:                                              ; preds = %416, %398
  %419 = phi ptr [ %417, %416 ], [ %399, %398 ]
  %420 = icmp eq ptr %419, null
  br i1 %420, label %422, label %421

421:                                              ; preds = %418
  call void @_ZdlPv(ptr noundef nonnull %419) #24
  br label %422

422:                                              ; preds = %418, %421
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  br label %423

423:                                              ; preds = %16, %28, %47, %422
  %424 = phi i32 [ %387, %422 ], [ %50, %47 ], [ %19, %16 ], [ %31, %28 ]
  %425 = phi ptr [ %388, %422 ], [ %49, %47 ], [ %18, %16 ], [ %30, %28 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  %426 = insertvalue { ptr, i32 } poison, ptr %425, 0
  %427 = insertvalue { ptr, i32 } %426, i32 %424, 1
  resume { ptr, i32 } %427

428:                                              ; preds = %312, %260
  %429 = landingpad { ptr, i32 }
          catch ptr null
  %430 = extractvalue { ptr, i32 } %429, 0
  call void @__clang_call_terminate(ptr %430) #25
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #3 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #21
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !19
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #21
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #21
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4 align 2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca i64, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !37)
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %4, ptr %0, align 8, !tbaa !10, !alias.scope !37
  %5 = load ptr, ptr %1, align 8, !tbaa !16, !noalias !37
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !13, !noalias !37
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #21, !noalias !37
  store i64 %7, ptr %3, align 8, !tbaa !40, !noalias !37
  %8 = icmp ugt i64 %7, 15
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 0)
  store ptr %10, ptr %0, align 8, !tbaa !16, !alias.scope !37
  %11 = load i64, ptr %3, align 8, !tbaa !40, !noalias !37
  store i64 %11, ptr %4, align 8, !tbaa !9, !alias.scope !37
  br label %12

12:                                               ; preds = %9, %2
  %13 = phi ptr [ %10, %9 ], [ %4, %2 ]
  switch i64 %7, label %16 [
    i64 1, label %14
    i64 0, label %17
  ]

14:                                               ; preds = %12
  %15 = load i8, ptr %5, align 1, !tbaa !9
  store i8 %15, ptr %13, align 1, !tbaa !9
  br label %17

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %5, i64 %7, i1 false)
  br label %17

17:                                               ; preds = %16, %14, %12
  %18 = load i64, ptr %3, align 8, !tbaa !40, !noalias !37
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %18, ptr %19, align 8, !tbaa !13, !alias.scope !37
  %20 = load ptr, ptr %0, align 8, !tbaa !16, !alias.scope !37
  %21 = getelementptr inbounds i8, ptr %20, i64 %18
  store i8 0, ptr %21, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #21, !noalias !37
  %22 = load i64, ptr %19, align 8, !tbaa !13, !alias.scope !37
  %23 = icmp eq i64 %22, 4611686018427387903
  br i1 %23, label %24, label %26

24:                                               ; preds = %17
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #22
          to label %25 unwind label %28

25:                                               ; preds = %24
  unreachable

26:                                               ; preds = %17
  %27 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull @.str.7, i64 noundef 1)
          to label %34 unwind label %28

28:                                               ; preds = %26, %24
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %0, align 8, !tbaa !16, !alias.scope !37
  %31 = icmp eq ptr %30, %4
  br i1 %31, label %33, label %32

32:                                               ; preds = %28
  call void @_ZdlPv(ptr noundef %30) #24
  br label %33

33:                                               ; preds = %32, %28
  resume { ptr, i32 } %29

34:                                               ; preds = %26
  ret void
}

; Function Attrs: inlinehint mustprogress norecurse nounwind uwtable
define internal fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !16
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %2)
          to label %4 unwind label %9

4:                                                ; preds = %1
  %5 = load ptr, ptr %0, align 8, !tbaa !16
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = icmp eq ptr %5, %6
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  tail call void @_ZdlPv(ptr noundef %5) #24
  br label %12

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  tail call void @__clang_call_terminate(ptr %11) #25
  unreachable

12:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #21
  tail call void @_ZSt9terminatev() #25
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare dso_local void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #13

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !25
  %7 = load ptr, ptr %0, align 8, !tbaa !19
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = icmp eq i64 %10, 9223372036854775776
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #22
  unreachable

13:                                               ; preds = %3
  %14 = ashr exact i64 %10, 5
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 1)
  %16 = add nsw i64 %15, %14
  %17 = icmp ult i64 %16, %14
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 288230376151711743)
  %19 = select i1 %17, i64 288230376151711743, i64 %18
  %20 = sub i64 %1, %9
  %21 = ashr exact i64 %20, 5
  %22 = icmp eq i64 %19, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %13
  %24 = shl nuw nsw i64 %19, 5
  %25 = tail call noalias noundef nonnull ptr @_Znwy(i64 noundef %24) #23
  br label %26

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %"class.std::function.3", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = getelementptr inbounds i8, ptr %2, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %28, i8 0, i64 24, i1 false)
  %31 = load ptr, ptr %30, align 8, !tbaa !20
  store ptr %31, ptr %29, align 8, !tbaa !20
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !17
  %34 = icmp eq ptr %33, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr %28, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !24
  store ptr %33, ptr %36, align 8, !tbaa !17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false)
  br label %37

37:                                               ; preds = %26, %35
  %38 = icmp eq ptr %7, %4
  br i1 %38, label %54, label %39

39:                                               ; preds = %37, %50
  %40 = phi ptr [ %52, %50 ], [ %27, %37 ]
  %41 = phi ptr [ %51, %50 ], [ %7, %37 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !41)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !44)
  %42 = getelementptr inbounds i8, ptr %40, i64 24
  %43 = getelementptr inbounds i8, ptr %41, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %40, i8 0, i64 24, i1 false), !alias.scope !41, !noalias !44
  %44 = load ptr, ptr %43, align 8, !tbaa !20, !alias.scope !44, !noalias !41
  store ptr %44, ptr %42, align 8, !tbaa !20, !alias.scope !41, !noalias !44
  %45 = getelementptr inbounds i8, ptr %41, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !17, !alias.scope !44, !noalias !41
  %47 = icmp eq ptr %46, null
  br i1 %47, label %50, label %48

48:                                               ; preds = %39
  %49 = getelementptr inbounds i8, ptr %40, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false), !tbaa.struct !24, !alias.scope !46
  store ptr %46, ptr %49, align 8, !tbaa !17, !alias.scope !41, !noalias !44
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false), !alias.scope !44, !noalias !41
  br label %50

50:                                               ; preds = %48, %39
  %51 = getelementptr inbounds i8, ptr %41, i64 32
  %52 = getelementptr inbounds i8, ptr %40, i64 32
  %53 = icmp eq ptr %51, %4
  br i1 %53, label %54, label %39, !llvm.loop !47

54:                                               ; preds = %50, %37
  %55 = phi ptr [ %27, %37 ], [ %52, %50 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = icmp eq ptr %6, %4
  br i1 %57, label %73, label %58

58:                                               ; preds = %54, %69
  %59 = phi ptr [ %71, %69 ], [ %56, %54 ]
  %60 = phi ptr [ %70, %69 ], [ %4, %54 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  %61 = getelementptr inbounds i8, ptr %59, i64 24
  %62 = getelementptr inbounds i8, ptr %60, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %59, i8 0, i64 24, i1 false), !alias.scope !48, !noalias !51
  %63 = load ptr, ptr %62, align 8, !tbaa !20, !alias.scope !51, !noalias !48
  store ptr %63, ptr %61, align 8, !tbaa !20, !alias.scope !48, !noalias !51
  %64 = getelementptr inbounds i8, ptr %60, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !17, !alias.scope !51, !noalias !48
  %66 = icmp eq ptr %65, null
  br i1 %66, label %69, label %67

67:                                               ; preds = %58
  %68 = getelementptr inbounds i8, ptr %59, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false), !tbaa.struct !24, !alias.scope !53
  store ptr %65, ptr %68, align 8, !tbaa !17, !alias.scope !48, !noalias !51
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, i8 0, i64 16, i1 false), !alias.scope !51, !noalias !48
  br label %69

69:                                               ; preds = %67, %58
  %70 = getelementptr inbounds i8, ptr %60, i64 32
  %71 = getelementptr inbounds i8, ptr %59, i64 32
  %72 = icmp eq ptr %70, %6
  br i1 %72, label %73, label %58, !llvm.loop !47

73:                                               ; preds = %69, %54
  %74 = phi ptr [ %56, %54 ], [ %71, %69 ]
  %75 = icmp eq ptr %7, null
  br i1 %75, label %77, label %76

76:                                               ; preds = %73
  tail call void @_ZdlPv(ptr noundef nonnull %7) #24
  br label %77

77:                                               ; preds = %73, %76
  %78 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %0, align 8, !tbaa !26
  store ptr %74, ptr %5, align 8, !tbaa !25
  %79 = getelementptr inbounds %"class.std::function.3", ptr %27, i64 %19
  store ptr %79, ptr %78, align 8, !tbaa !22
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #5 align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !19
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %6 = load i32, ptr %2, align 4, !tbaa !5, !noalias !60
  tail call void @llvm.experimental.noalias.scope.decl(metadata !61)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #21, !noalias !64
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %7 = tail call i32 @llvm.abs.i32(i32 %6, i1 false)
  %8 = icmp ult i32 %7, 10
  br i1 %8, label %27, label %9

9:                                                ; preds = %3, %23
  %10 = phi i32 [ %24, %23 ], [ %7, %3 ]
  %11 = phi i32 [ %25, %23 ], [ 1, %3 ]
  %12 = icmp ult i32 %10, 100
  br i1 %12, label %13, label %15

13:                                               ; preds = %9
  %14 = add i32 %11, 1
  br label %27

15:                                               ; preds = %9
  %16 = icmp ult i32 %10, 1000
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = add i32 %11, 2
  br label %27

19:                                               ; preds = %15
  %20 = icmp ult i32 %10, 10000
  br i1 %20, label %21, label %23

21:                                               ; preds = %19
  %22 = add i32 %11, 3
  br label %27

23:                                               ; preds = %19
  %24 = udiv i32 %10, 10000
  %25 = add i32 %11, 4
  %26 = icmp ult i32 %10, 100000
  br i1 %26, label %27, label %9, !llvm.loop !68

27:                                               ; preds = %23, %21, %17, %13, %3
  %28 = phi i32 [ %14, %13 ], [ %18, %17 ], [ %22, %21 ], [ 1, %3 ], [ %25, %23 ]
  %29 = lshr i32 %6, 31
  %30 = add i32 %28, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %32, ptr %4, align 8, !tbaa !10, !alias.scope !65, !noalias !64
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %31, i8 noundef 45)
          to label %33 unwind label %76, !noalias !64

33:                                               ; preds = %27
  %34 = zext nneg i32 %29 to i64
  %35 = load ptr, ptr %4, align 8, !tbaa !16, !alias.scope !65, !noalias !64
  %36 = getelementptr inbounds i8, ptr %35, i64 %34
  %37 = icmp ugt i32 %7, 99
  br i1 %37, label %38, label %60

38:                                               ; preds = %33
  %39 = add i32 %28, -1
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i32 [ %45, %40 ], [ %7, %38 ]
  %42 = phi i32 [ %58, %40 ], [ %39, %38 ]
  %43 = urem i32 %41, 100
  %44 = shl nuw nsw i32 %43, 1
  %45 = udiv i32 %41, 100
  %46 = or disjoint i32 %44, 1
  %47 = zext nneg i32 %46 to i64
  %48 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %47
  %49 = load i8, ptr %48, align 1, !tbaa !9, !noalias !69
  %50 = zext i32 %42 to i64
  %51 = getelementptr inbounds i8, ptr %36, i64 %50
  store i8 %49, ptr %51, align 1, !tbaa !9, !noalias !64
  %52 = zext nneg i32 %44 to i64
  %53 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %52
  %54 = load i8, ptr %53, align 2, !tbaa !9, !noalias !69
  %55 = add i32 %42, -1
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i8, ptr %36, i64 %56
  store i8 %54, ptr %57, align 1, !tbaa !9, !noalias !64
  %58 = add i32 %42, -2
  %59 = icmp ugt i32 %41, 9999
  br i1 %59, label %40, label %60, !llvm.loop !70

60:                                               ; preds = %40, %33
  %61 = phi i32 [ %7, %33 ], [ %45, %40 ]
  %62 = icmp ugt i32 %61, 9
  br i1 %62, label %63, label %73

63:                                               ; preds = %60
  %64 = shl nuw nsw i32 %61, 1
  %65 = or disjoint i32 %64, 1
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 1, !tbaa !9, !noalias !69
  %69 = getelementptr inbounds i8, ptr %36, i64 1
  store i8 %68, ptr %69, align 1, !tbaa !9, !noalias !64
  %70 = zext nneg i32 %64 to i64
  %71 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %70
  %72 = load i8, ptr %71, align 2, !tbaa !9, !noalias !69
  br label %79

73:                                               ; preds = %60
  %74 = trunc nuw i32 %61 to i8
  %75 = or disjoint i8 %74, 48
  br label %79

76:                                               ; preds = %27
  %77 = landingpad { ptr, i32 }
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  call void @__clang_call_terminate(ptr %78) #25
  unreachable

79:                                               ; preds = %73, %63
  %80 = phi i8 [ %75, %73 ], [ %72, %63 ]
  store i8 %80, ptr %36, align 1, !tbaa !9, !noalias !64
  call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %81 = getelementptr inbounds i8, ptr %5, i64 8
  %82 = load i64, ptr %81, align 8, !tbaa !13, !noalias !74
  %83 = load ptr, ptr %5, align 8, !tbaa !16, !noalias !74
  %84 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef %83, i64 noundef %82)
          to label %85 unwind label %107, !noalias !64

85:                                               ; preds = %79
  %86 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %86, ptr %0, align 8, !tbaa !10, !alias.scope !74
  %87 = load ptr, ptr %84, align 8, !tbaa !16
  %88 = getelementptr inbounds i8, ptr %84, i64 16
  %89 = icmp eq ptr %87, %88
  br i1 %89, label %90, label %96

90:                                               ; preds = %85
  %91 = getelementptr inbounds i8, ptr %84, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !13
  %93 = add i64 %92, 1
  %94 = icmp eq i64 %93, 0
  br i1 %94, label %100, label %95

95:                                               ; preds = %90
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %86, ptr nonnull align 8 %88, i64 %93, i1 false)
  br label %100

96:                                               ; preds = %85
  store ptr %87, ptr %0, align 8, !tbaa !16, !alias.scope !74
  %97 = load i64, ptr %88, align 8, !tbaa !9
  store i64 %97, ptr %86, align 8, !tbaa !9, !alias.scope !74
  %98 = getelementptr inbounds i8, ptr %84, i64 8
  %99 = load i64, ptr %98, align 8, !tbaa !13
  br label %100

100:                                              ; preds = %96, %95, %90
  %101 = phi i64 [ -1, %90 ], [ %92, %95 ], [ %99, %96 ]
  %102 = getelementptr inbounds i8, ptr %84, i64 8
  %103 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %101, ptr %103, align 8, !tbaa !13, !alias.scope !74
  store ptr %88, ptr %84, align 8, !tbaa !16
  store i64 0, ptr %102, align 8, !tbaa !13
  store i8 0, ptr %88, align 8, !tbaa !9
  %104 = load ptr, ptr %4, align 8, !tbaa !16, !noalias !64
  %105 = icmp eq ptr %104, %32
  br i1 %105, label %113, label %106

106:                                              ; preds = %100
  call void @_ZdlPv(ptr noundef %104) #24
  br label %113

107:                                              ; preds = %79
  %108 = landingpad { ptr, i32 }
          cleanup
  %109 = load ptr, ptr %4, align 8, !tbaa !16, !noalias !64
  %110 = icmp eq ptr %109, %32
  br i1 %110, label %112, label %111

111:                                              ; preds = %107
  call void @_ZdlPv(ptr noundef %109) #24, !noalias !64
  br label %112

112:                                              ; preds = %111, %107
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !64
  resume { ptr, i32 } %108

113:                                              ; preds = %100, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !64
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #5 align 2 personality ptr @__gxx_personality_seh0 {
  switch i32 %2, label %28 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %13
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ4mainE3$_1", ptr %0, align 8, !tbaa !19
  br label %28

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  store ptr %6, ptr %0, align 8, !tbaa !19
  br label %28

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !19
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwy(i64 noundef 32) #23
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %12 unwind label %10

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPv(ptr noundef nonnull %9) #24
  resume { ptr, i32 } %11

12:                                               ; preds = %7
  store ptr %9, ptr %0, align 8, !tbaa !19
  br label %28

13:                                               ; preds = %3
  %14 = load ptr, ptr %0, align 8, !tbaa !19
  %15 = icmp eq ptr %14, null
  br i1 %15, label %28, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !16
  %18 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %17)
          to label %19 unwind label %24

19:                                               ; preds = %16
  %20 = load ptr, ptr %14, align 8, !tbaa !16
  %21 = getelementptr inbounds i8, ptr %14, i64 16
  %22 = icmp eq ptr %20, %21
  br i1 %22, label %27, label %23

23:                                               ; preds = %19
  tail call void @_ZdlPv(ptr noundef %20) #24
  br label %27

24:                                               ; preds = %16
  %25 = landingpad { ptr, i32 }
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  tail call void @__clang_call_terminate(ptr %26) #25
  unreachable

27:                                               ; preds = %23, %19
  tail call void @_ZdlPv(ptr noundef nonnull %14) #24
  br label %28

28:                                               ; preds = %3, %27, %13, %12, %5, %4
  ret i1 false
}

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #11

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress noreturn uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias nocapture readnone sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture nonnull readnone align 8 %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #16 align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = load i32, ptr %2, align 4, !tbaa !5
  %8 = tail call ptr @__cxa_allocate_exception(i64 32) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #21
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %9, ptr %5, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #21
  store i64 19, ptr %4, align 8, !tbaa !40
  %10 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %11 unwind label %91

11:                                               ; preds = %3
  store ptr %10, ptr %5, align 8, !tbaa !16
  %12 = load i64, ptr %4, align 8, !tbaa !40
  store i64 %12, ptr %9, align 8, !tbaa !9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(19) %10, ptr noundef nonnull align 1 dereferenceable(19) @.str.16, i64 19, i1 false)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !13
  %14 = load ptr, ptr %5, align 8, !tbaa !16
  %15 = getelementptr inbounds i8, ptr %14, i64 %12
  store i8 0, ptr %15, align 1, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  call void @llvm.experimental.noalias.scope.decl(metadata !75)
  %16 = call i32 @llvm.abs.i32(i32 %7, i1 false)
  %17 = icmp ult i32 %16, 10
  br i1 %17, label %36, label %18

18:                                               ; preds = %11, %32
  %19 = phi i32 [ %33, %32 ], [ %16, %11 ]
  %20 = phi i32 [ %34, %32 ], [ 1, %11 ]
  %21 = icmp ult i32 %19, 100
  br i1 %21, label %22, label %24

22:                                               ; preds = %18
  %23 = add i32 %20, 1
  br label %36

24:                                               ; preds = %18
  %25 = icmp ult i32 %19, 1000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = add i32 %20, 2
  br label %36

28:                                               ; preds = %24
  %29 = icmp ult i32 %19, 10000
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = add i32 %20, 3
  br label %36

32:                                               ; preds = %28
  %33 = udiv i32 %19, 10000
  %34 = add i32 %20, 4
  %35 = icmp ult i32 %19, 100000
  br i1 %35, label %36, label %18, !llvm.loop !68

36:                                               ; preds = %32, %30, %26, %22, %11
  %37 = phi i32 [ %23, %22 ], [ %27, %26 ], [ %31, %30 ], [ 1, %11 ], [ %34, %32 ]
  %38 = lshr i32 %7, 31
  %39 = add i32 %37, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %41, ptr %6, align 8, !tbaa !10, !alias.scope !75
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %40, i8 noundef 45)
          to label %42 unwind label %85

42:                                               ; preds = %36
  %43 = zext nneg i32 %38 to i64
  %44 = load ptr, ptr %6, align 8, !tbaa !16, !alias.scope !75
  %45 = getelementptr inbounds i8, ptr %44, i64 %43
  %46 = icmp ugt i32 %16, 99
  br i1 %46, label %47, label %69

47:                                               ; preds = %42
  %48 = add i32 %37, -1
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i32 [ %54, %49 ], [ %16, %47 ]
  %51 = phi i32 [ %67, %49 ], [ %48, %47 ]
  %52 = urem i32 %50, 100
  %53 = shl nuw nsw i32 %52, 1
  %54 = udiv i32 %50, 100
  %55 = or disjoint i32 %53, 1
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !9, !noalias !75
  %59 = zext i32 %51 to i64
  %60 = getelementptr inbounds i8, ptr %45, i64 %59
  store i8 %58, ptr %60, align 1, !tbaa !9
  %61 = zext nneg i32 %53 to i64
  %62 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %61
  %63 = load i8, ptr %62, align 2, !tbaa !9, !noalias !75
  %64 = add i32 %51, -1
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i8, ptr %45, i64 %65
  store i8 %63, ptr %66, align 1, !tbaa !9
  %67 = add i32 %51, -2
  %68 = icmp ugt i32 %50, 9999
  br i1 %68, label %49, label %69, !llvm.loop !70

69:                                               ; preds = %49, %42
  %70 = phi i32 [ %16, %42 ], [ %54, %49 ]
  %71 = icmp ugt i32 %70, 9
  br i1 %71, label %72, label %82

72:                                               ; preds = %69
  %73 = shl nuw nsw i32 %70, 1
  %74 = or disjoint i32 %73, 1
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %75
  %77 = load i8, ptr %76, align 1, !tbaa !9, !noalias !75
  %78 = getelementptr inbounds i8, ptr %45, i64 1
  store i8 %77, ptr %78, align 1, !tbaa !9
  %79 = zext nneg i32 %73 to i64
  %80 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %79
  %81 = load i8, ptr %80, align 2, !tbaa !9, !noalias !75
  br label %88

82:                                               ; preds = %69
  %83 = trunc nuw i32 %70 to i8
  %84 = or disjoint i8 %83, 48
  br label %88

85:                                               ; preds = %36
  %86 = landingpad { ptr, i32 }
          catch ptr null
  %87 = extractvalue { ptr, i32 } %86, 0
  call void @__clang_call_terminate(ptr %87) #25
  unreachable

88:                                               ; preds = %82, %72
  %89 = phi i8 [ %84, %82 ], [ %81, %72 ]
  store i8 %89, ptr %45, align 1, !tbaa !9
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind writable sret(%"class.std::__cxx11::basic_string") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %90 unwind label %93

90:                                               ; preds = %88
  invoke void @__cxa_throw(ptr %8, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #22
          to label %108 unwind label %93

91:                                               ; preds = %3
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br label %104

93:                                               ; preds = %90, %88
  %94 = phi i1 [ false, %90 ], [ true, %88 ]
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = load ptr, ptr %6, align 8, !tbaa !16
  %97 = icmp eq ptr %96, %41
  br i1 %97, label %99, label %98

98:                                               ; preds = %93
  call void @_ZdlPv(ptr noundef %96) #24
  br label %99

99:                                               ; preds = %98, %93
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %100 = load ptr, ptr %5, align 8, !tbaa !16
  %101 = icmp eq ptr %100, %9
  br i1 %101, label %103, label %102

102:                                              ; preds = %99
  call void @_ZdlPv(ptr noundef %100) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %94, label %104, label %106

103:                                              ; preds = %99
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %94, label %104, label %106

104:                                              ; preds = %103, %102, %91
  %105 = phi { ptr, i32 } [ %92, %91 ], [ %95, %103 ], [ %95, %102 ]
  call void @__cxa_free_exception(ptr %8) #21
  br label %106

106:                                              ; preds = %104, %103, %102
  %107 = phi { ptr, i32 } [ %95, %103 ], [ %105, %104 ], [ %95, %102 ]
  resume { ptr, i32 } %107

108:                                              ; preds = %90
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #17 align 2 personality ptr @__gxx_personality_seh0 {
  switch i32 %2, label %7 [
    i32 0, label %5
    i32 1, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %3, %4
  %6 = phi ptr [ %1, %4 ], [ @"_ZTIZ4mainE3$_2", %3 ]
  store ptr %6, ptr %0, align 8, !tbaa !19
  br label %7

7:                                                ; preds = %5, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #3 comdat personality ptr @__gxx_personality_seh0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !13
  %8 = add i64 %7, %5
  %9 = load ptr, ptr %1, align 8, !tbaa !16
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = icmp eq ptr %9, %10
  %12 = load i64, ptr %10, align 8
  %13 = select i1 %11, i64 15, i64 %12
  %14 = icmp ugt i64 %8, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = load ptr, ptr %2, align 8, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = icmp eq ptr %16, %17
  %19 = load i64, ptr %17, align 8
  %20 = select i1 %18, i64 15, i64 %19
  %21 = icmp ugt i64 %8, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %15
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %0, align 8, !tbaa !10
  %25 = load ptr, ptr %23, align 8, !tbaa !16
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !13
  %31 = add i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %24, ptr nonnull align 8 %26, i64 %31, i1 false)
  br label %36

34:                                               ; preds = %22
  store ptr %25, ptr %0, align 8, !tbaa !16
  %35 = load i64, ptr %26, align 8, !tbaa !9
  store i64 %35, ptr %24, align 8, !tbaa !9
  br label %36

36:                                               ; preds = %28, %33, %34
  %37 = getelementptr inbounds i8, ptr %23, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !13
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 8, !tbaa !13
  store ptr %26, ptr %23, align 8, !tbaa !16
  br label %63

40:                                               ; preds = %15, %3
  %41 = sub i64 4611686018427387903, %5
  %42 = icmp ult i64 %41, %7
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #22
  unreachable

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8, !tbaa !16
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %47, ptr %0, align 8, !tbaa !10
  %48 = load ptr, ptr %46, align 8, !tbaa !16
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = icmp eq ptr %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !13
  %54 = add i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %47, ptr nonnull align 8 %49, i64 %54, i1 false)
  br label %59

57:                                               ; preds = %44
  store ptr %48, ptr %0, align 8, !tbaa !16
  %58 = load i64, ptr %49, align 8, !tbaa !9
  store i64 %58, ptr %47, align 8, !tbaa !9
  br label %59

59:                                               ; preds = %51, %56, %57
  %60 = getelementptr inbounds i8, ptr %46, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !13
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %61, ptr %62, align 8, !tbaa !13
  store ptr %49, ptr %46, align 8, !tbaa !16
  br label %63

63:                                               ; preds = %36, %59
  %64 = phi ptr [ %37, %36 ], [ %60, %59 ]
  %65 = phi ptr [ %26, %36 ], [ %49, %59 ]
  store i64 0, ptr %64, align 8, !tbaa !13
  store i8 0, ptr %65, align 1, !tbaa !9
  ret void
}

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #4 align 2 personality ptr @__gxx_personality_seh0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81)
  %4 = load i32, ptr %2, align 4, !tbaa !5, !noalias !84
  tail call void @llvm.experimental.noalias.scope.decl(metadata !85)
  %5 = load ptr, ptr %1, align 8, !tbaa !88, !noalias !90
  %6 = load i32, ptr %5, align 4, !tbaa !5, !noalias !90
  %7 = add nsw i32 %6, %4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !91)
  %8 = tail call i32 @llvm.abs.i32(i32 %7, i1 false)
  %9 = icmp ult i32 %8, 10
  br i1 %9, label %28, label %10

10:                                               ; preds = %3, %24
  %11 = phi i32 [ %25, %24 ], [ %8, %3 ]
  %12 = phi i32 [ %26, %24 ], [ 1, %3 ]
  %13 = icmp ult i32 %11, 100
  br i1 %13, label %14, label %16

14:                                               ; preds = %10
  %15 = add i32 %12, 1
  br label %28

16:                                               ; preds = %10
  %17 = icmp ult i32 %11, 1000
  br i1 %17, label %18, label %20

18:                                               ; preds = %16
  %19 = add i32 %12, 2
  br label %28

20:                                               ; preds = %16
  %21 = icmp ult i32 %11, 10000
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = add i32 %12, 3
  br label %28

24:                                               ; preds = %20
  %25 = udiv i32 %11, 10000
  %26 = add i32 %12, 4
  %27 = icmp ult i32 %11, 100000
  br i1 %27, label %28, label %10, !llvm.loop !68

28:                                               ; preds = %24, %22, %18, %14, %3
  %29 = phi i32 [ %15, %14 ], [ %19, %18 ], [ %23, %22 ], [ 1, %3 ], [ %26, %24 ]
  %30 = lshr i32 %7, 31
  %31 = add i32 %29, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %33, ptr %0, align 8, !tbaa !10, !alias.scope !94
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %32, i8 noundef 45)
          to label %34 unwind label %77

34:                                               ; preds = %28
  %35 = zext nneg i32 %30 to i64
  %36 = load ptr, ptr %0, align 8, !tbaa !16, !alias.scope !94
  %37 = getelementptr inbounds i8, ptr %36, i64 %35
  %38 = icmp ugt i32 %8, 99
  br i1 %38, label %39, label %61

39:                                               ; preds = %34
  %40 = add i32 %29, -1
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i32 [ %46, %41 ], [ %8, %39 ]
  %43 = phi i32 [ %59, %41 ], [ %40, %39 ]
  %44 = urem i32 %42, 100
  %45 = shl nuw nsw i32 %44, 1
  %46 = udiv i32 %42, 100
  %47 = or disjoint i32 %45, 1
  %48 = zext nneg i32 %47 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 1, !tbaa !9, !noalias !94
  %51 = zext i32 %43 to i64
  %52 = getelementptr inbounds i8, ptr %37, i64 %51
  store i8 %50, ptr %52, align 1, !tbaa !9
  %53 = zext nneg i32 %45 to i64
  %54 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %53
  %55 = load i8, ptr %54, align 2, !tbaa !9, !noalias !94
  %56 = add i32 %43, -1
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i8, ptr %37, i64 %57
  store i8 %55, ptr %58, align 1, !tbaa !9
  %59 = add i32 %43, -2
  %60 = icmp ugt i32 %42, 9999
  br i1 %60, label %41, label %61, !llvm.loop !70

61:                                               ; preds = %41, %34
  %62 = phi i32 [ %8, %34 ], [ %46, %41 ]
  %63 = icmp ugt i32 %62, 9
  br i1 %63, label %64, label %74

64:                                               ; preds = %61
  %65 = shl nuw nsw i32 %62, 1
  %66 = or disjoint i32 %65, 1
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !9, !noalias !94
  %70 = getelementptr inbounds i8, ptr %37, i64 1
  store i8 %69, ptr %70, align 1, !tbaa !9
  %71 = zext nneg i32 %65 to i64
  %72 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %71
  %73 = load i8, ptr %72, align 2, !tbaa !9, !noalias !94
  br label %80

74:                                               ; preds = %61
  %75 = trunc nuw i32 %62 to i8
  %76 = or disjoint i8 %75, 48
  br label %80

77:                                               ; preds = %28
  %78 = landingpad { ptr, i32 }
          catch ptr null
  %79 = extractvalue { ptr, i32 } %78, 0
  tail call void @__clang_call_terminate(ptr %79) #25
  unreachable

80:                                               ; preds = %64, %74
  %81 = phi i8 [ %76, %74 ], [ %73, %64 ]
  store i8 %81, ptr %37, align 1, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #18 align 2 personality ptr @__gxx_personality_seh0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ4mainE3$_3", ptr %0, align 8, !tbaa !19
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !19
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !19
  store i64 %7, ptr %0, align 8, !tbaa !19
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #15 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #21 = { nounwind }
attributes #22 = { noreturn }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !12, i64 0}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !15, i64 8}
!14 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !11, i64 0, !15, i64 8, !7, i64 16}
!15 = !{!"long long", !7, i64 0}
!16 = !{!14, !12, i64 0}
!17 = !{!18, !12, i64 16}
!18 = !{!"_ZTSSt14_Function_base", !7, i64 0, !12, i64 16}
!19 = !{!12, !12, i64 0}
!20 = !{!21, !12, i64 24}
!21 = !{!"_ZTSSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEE", !18, i64 0, !12, i64 24}
!22 = !{!23, !12, i64 16}
!23 = !{!"_ZTSNSt12_Vector_baseISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_Vector_impl_dataE", !12, i64 0, !12, i64 8, !12, i64 16}
!24 = !{i64 0, i64 16, !9}
!25 = !{!23, !12, i64 8}
!26 = !{!23, !12, i64 0}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZNKSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEEclEi: argument 0"}
!29 = distinct !{!29, !"_ZNKSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEEclEi"}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = !{!33, !33, i64 0}
!33 = !{!"vtable pointer", !8, i64 0}
!34 = !{!35, !35, i64 0}
!35 = !{!"double", !7, i64 0}
!36 = distinct !{!36, !31}
!37 = !{!38}
!38 = distinct !{!38, !39, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_PKS5_: argument 0"}
!39 = distinct !{!39, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_PKS5_"}
!40 = !{!15, !15, i64 0}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 0"}
!43 = distinct !{!43, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_"}
!44 = !{!45}
!45 = distinct !{!45, !43, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 1"}
!46 = !{!42, !45}
!47 = distinct !{!47, !31}
!48 = !{!49}
!49 = distinct !{!49, !50, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 0"}
!50 = distinct !{!50, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_"}
!51 = !{!52}
!52 = distinct !{!52, !50, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 1"}
!53 = !{!49, !52}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!56 = distinct !{!56, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!59 = distinct !{!59, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEET_St14__invoke_otherOT0_DpOT1_"}
!60 = !{!58, !55}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_ZZ4mainENK3$_1clB5cxx11Ei: argument 0"}
!63 = distinct !{!63, !"_ZZ4mainENK3$_1clB5cxx11Ei"}
!64 = !{!62, !58, !55}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!67 = distinct !{!67, !"_ZNSt7__cxx119to_stringEi"}
!68 = distinct !{!68, !31}
!69 = !{!66, !62, !58, !55}
!70 = distinct !{!70, !31}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_OS8_: argument 0"}
!73 = distinct !{!73, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_OS8_"}
!74 = !{!72, !62, !58, !55}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!77 = distinct !{!77, !"_ZNSt7__cxx119to_stringEi"}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!80 = distinct !{!80, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!81 = !{!82}
!82 = distinct !{!82, !83, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!83 = distinct !{!83, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEET_St14__invoke_otherOT0_DpOT1_"}
!84 = !{!82, !79}
!85 = !{!86}
!86 = distinct !{!86, !87, !"_ZZ4mainENK3$_3clB5cxx11Ei: argument 0"}
!87 = distinct !{!87, !"_ZZ4mainENK3$_3clB5cxx11Ei"}
!88 = !{!89, !12, i64 0}
!89 = !{!"_ZTSZ4mainE3$_3", !12, i64 0}
!90 = !{!86, !82, !79}
!91 = !{!92}
!92 = distinct !{!92, !93, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!93 = distinct !{!93, !"_ZNSt7__cxx119to_stringEi"}
!94 = !{!92, !86, !82, !79}
