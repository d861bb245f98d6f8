; ModuleID = 'function_lambda_throw.cpp'
source_filename = "function_lambda_throw.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

$_ZN7TrackerC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [17 x i8] c"caught %d at %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.3 = private unnamed_addr constant [17 x i8] c"table[%zu] = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"table[%zu] threw \22%s\22\0A\00", align 1
@_ZTISt17bad_function_call = external constant ptr
@.str.5 = private unnamed_addr constant [23 x i8] c"bad_function_call: %s\0A\00", align 1
@_ZTId = external constant ptr
@.str.6 = private unnamed_addr constant [13 x i8] c"caught %.1f\0A\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"'\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@.str.10 = private unnamed_addr constant [6 x i8] c"inner\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"  ~Tracker %s\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
@"_ZTSZ4mainE3$_1" = internal constant [12 x i8] c"Z4mainE3$_1\00", align 1
@"_ZTIZ4mainE3$_1" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_1" }, align 8
@.str.16 = private unnamed_addr constant [20 x i8] c"entry 1 fails with \00", align 1
@"_ZTSZ4mainE3$_2" = internal constant [12 x i8] c"Z4mainE3$_2\00", align 1
@"_ZTIZ4mainE3$_2" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_2" }, align 8
@"_ZTSZ4mainE3$_3" = internal constant [12 x i8] c"Z4mainE3$_3\00", align 1
@"_ZTIZ4mainE3$_3" = internal constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @"_ZTSZ4mainE3$_3" }, align 8
@str = private unnamed_addr constant [36 x i8] c"  generic lambda saw it, rethrowing\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
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
  store i32 9, ptr %4, align 4, !tbaa !6
  %14 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 30, ptr %14, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %14, ptr nonnull @_ZTIi, ptr null) #22
          to label %15 unwind label %16

15:                                               ; preds = %22, %0
  unreachable

16:                                               ; preds = %0
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %18 = extractvalue { ptr, i32 } %17, 0
  %19 = extractvalue { ptr, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #21
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %394

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #21
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24, i32 noundef 3)
  tail call void @__cxa_end_catch() #21
  %26 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 40, ptr %26, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTIi, ptr null) #22
          to label %15 unwind label %27

27:                                               ; preds = %22
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 0
  %30 = extractvalue { ptr, i32 } %28, 1
  %31 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #21
  %32 = icmp eq i32 %30, %31
  br i1 %32, label %33, label %394

33:                                               ; preds = %27
  %34 = tail call ptr @__cxa_begin_catch(ptr %29) #21
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i32 noundef 4)
  tail call void @__cxa_end_catch() #21
  %37 = load i32, ptr %4, align 4, !tbaa !6
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %39 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 116, ptr %39, align 8, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %7, i64 8
  %41 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %41, align 1, !tbaa !10
  %42 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %42, ptr %6, align 8, !tbaa !11
  %43 = load i16, ptr %39, align 8
  store i16 %43, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %44, align 8, !tbaa !14
  store ptr %39, ptr %7, align 8, !tbaa !17
  store i64 0, ptr %40, align 8, !tbaa !14
  store i8 0, ptr %39, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #21
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %45 unwind label %160

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %47 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %48 unwind label %162

48:                                               ; preds = %45
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %47, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %58 unwind label %49

49:                                               ; preds = %48
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef 32) #24
  %51 = load ptr, ptr %46, align 8, !tbaa !18
  %52 = icmp eq ptr %51, null
  br i1 %52, label %173, label %53

53:                                               ; preds = %49
  %54 = invoke noundef i1 %51(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %173 unwind label %55

55:                                               ; preds = %53
  %56 = landingpad { ptr, i32 }
          catch ptr null
  %57 = extractvalue { ptr, i32 } %56, 0
  call void @__clang_call_terminate(ptr %57) #25
  unreachable

58:                                               ; preds = %48
  %59 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %47, ptr %8, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi", ptr %59, align 8, !tbaa !21
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %46, align 8, !tbaa !18
  %60 = getelementptr inbounds i8, ptr %5, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !20
  %62 = getelementptr inbounds i8, ptr %5, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !23
  %64 = icmp eq ptr %61, %63
  br i1 %64, label %76, label %65

65:                                               ; preds = %58
  %66 = getelementptr inbounds i8, ptr %61, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %61, i8 0, i64 24, i1 false)
  %67 = load ptr, ptr %59, align 8, !tbaa !21
  store ptr %67, ptr %66, align 8, !tbaa !21
  %68 = load ptr, ptr %46, align 8, !tbaa !18
  %69 = icmp eq ptr %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %61, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !tbaa.struct !25
  %72 = load ptr, ptr %46, align 8, !tbaa !18
  store ptr %72, ptr %71, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  br label %73

73:                                               ; preds = %65, %70
  %74 = load ptr, ptr %60, align 8, !tbaa !26
  %75 = getelementptr inbounds i8, ptr %74, i64 32
  store ptr %75, ptr %60, align 8, !tbaa !26
  br label %86

76:                                               ; preds = %58
  %77 = ptrtoint ptr %61 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %77, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %78 unwind label %164

78:                                               ; preds = %76
  %79 = load ptr, ptr %46, align 8, !tbaa !18
  %80 = icmp eq ptr %79, null
  br i1 %80, label %86, label %81

81:                                               ; preds = %78
  %82 = invoke noundef i1 %79(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %86 unwind label %83

83:                                               ; preds = %81
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #25
  unreachable

86:                                               ; preds = %73, %78, %81
  %87 = load ptr, ptr %9, align 8, !tbaa !17
  %88 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %87)
  %89 = load ptr, ptr %9, align 8, !tbaa !17
  %90 = getelementptr inbounds i8, ptr %9, i64 16
  %91 = icmp eq ptr %89, %90
  br i1 %91, label %95, label %92

92:                                               ; preds = %86
  %93 = load i64, ptr %90, align 8, !tbaa !10
  %94 = add i64 %93, 1
  call void @_ZdlPvm(ptr noundef %89, i64 noundef %94) #24
  br label %95

95:                                               ; preds = %86, %92
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #21
  %96 = getelementptr inbounds i8, ptr %10, i64 16
  %97 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi", ptr %97, align 8, !tbaa !21
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %96, align 8, !tbaa !18
  %98 = load ptr, ptr %60, align 8, !tbaa !20
  %99 = load ptr, ptr %62, align 8, !tbaa !23
  %100 = icmp eq ptr %98, %99
  br i1 %100, label %112, label %101

101:                                              ; preds = %95
  %102 = getelementptr inbounds i8, ptr %98, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %98, i8 0, i64 24, i1 false)
  %103 = load ptr, ptr %97, align 8, !tbaa !21
  store ptr %103, ptr %102, align 8, !tbaa !21
  %104 = load ptr, ptr %96, align 8, !tbaa !18
  %105 = icmp eq ptr %104, null
  br i1 %105, label %109, label %106

106:                                              ; preds = %101
  %107 = getelementptr inbounds i8, ptr %98, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %98, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !25
  %108 = load ptr, ptr %96, align 8, !tbaa !18
  store ptr %108, ptr %107, align 8, !tbaa !18
  br label %109

109:                                              ; preds = %101, %106
  %110 = load ptr, ptr %60, align 8, !tbaa !26
  %111 = getelementptr inbounds i8, ptr %110, i64 32
  store ptr %111, ptr %60, align 8, !tbaa !26
  br label %122

112:                                              ; preds = %95
  %113 = ptrtoint ptr %98 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %113, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %114 unwind label %179

114:                                              ; preds = %112
  %115 = load ptr, ptr %96, align 8, !tbaa !18
  %116 = icmp eq ptr %115, null
  br i1 %116, label %122, label %117

117:                                              ; preds = %114
  %118 = invoke noundef i1 %115(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %122 unwind label %119

119:                                              ; preds = %117
  %120 = landingpad { ptr, i32 }
          catch ptr null
  %121 = extractvalue { ptr, i32 } %120, 0
  call void @__clang_call_terminate(ptr %121) #25
  unreachable

122:                                              ; preds = %109, %114, %117
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #21
  %123 = getelementptr inbounds i8, ptr %11, i64 16
  %124 = getelementptr inbounds i8, ptr %11, i64 24
  %125 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %125, align 8
  %126 = ptrtoint ptr %4 to i64
  store i64 %126, ptr %11, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi", ptr %124, align 8, !tbaa !21
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %123, align 8, !tbaa !18
  %127 = load ptr, ptr %60, align 8, !tbaa !20
  %128 = load ptr, ptr %62, align 8, !tbaa !23
  %129 = icmp eq ptr %127, %128
  br i1 %129, label %141, label %130

130:                                              ; preds = %122
  %131 = getelementptr inbounds i8, ptr %127, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %127, i8 0, i64 24, i1 false)
  %132 = load ptr, ptr %124, align 8, !tbaa !21
  store ptr %132, ptr %131, align 8, !tbaa !21
  %133 = load ptr, ptr %123, align 8, !tbaa !18
  %134 = icmp eq ptr %133, null
  br i1 %134, label %138, label %135

135:                                              ; preds = %130
  %136 = getelementptr inbounds i8, ptr %127, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %127, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false), !tbaa.struct !25
  %137 = load ptr, ptr %123, align 8, !tbaa !18
  store ptr %137, ptr %136, align 8, !tbaa !18
  br label %138

138:                                              ; preds = %130, %135
  %139 = load ptr, ptr %60, align 8, !tbaa !26
  %140 = getelementptr inbounds i8, ptr %139, i64 32
  store ptr %140, ptr %60, align 8, !tbaa !26
  br label %151

141:                                              ; preds = %122
  %142 = ptrtoint ptr %127 to i64
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, i64 %142, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %143 unwind label %191

143:                                              ; preds = %141
  %144 = load ptr, ptr %123, align 8, !tbaa !18
  %145 = icmp eq ptr %144, null
  br i1 %145, label %151, label %146

146:                                              ; preds = %143
  %147 = invoke noundef i1 %144(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %151 unwind label %148

148:                                              ; preds = %146
  %149 = landingpad { ptr, i32 }
          catch ptr null
  %150 = extractvalue { ptr, i32 } %149, 0
  call void @__clang_call_terminate(ptr %150) #25
  unreachable

151:                                              ; preds = %138, %143, %146
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  %152 = load ptr, ptr %60, align 8, !tbaa !26
  %153 = load ptr, ptr %5, align 8, !tbaa !27
  %154 = icmp eq ptr %152, %153
  br i1 %154, label %157, label %155

155:                                              ; preds = %151
  %156 = getelementptr inbounds i8, ptr %12, i64 16
  br label %203

157:                                              ; preds = %234, %151
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  %158 = getelementptr inbounds i8, ptr %13, i64 16
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %159 unwind label %247

159:                                              ; preds = %157
  unreachable

160:                                              ; preds = %33
  %161 = landingpad { ptr, i32 }
          cleanup
  br label %175

162:                                              ; preds = %45
  %163 = landingpad { ptr, i32 }
          cleanup
  br label %173

164:                                              ; preds = %76
  %165 = landingpad { ptr, i32 }
          cleanup
  %166 = load ptr, ptr %46, align 8, !tbaa !18
  %167 = icmp eq ptr %166, null
  br i1 %167, label %173, label %168

168:                                              ; preds = %164
  %169 = invoke noundef i1 %166(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %173 unwind label %170

170:                                              ; preds = %168
  %171 = landingpad { ptr, i32 }
          catch ptr null
  %172 = extractvalue { ptr, i32 } %171, 0
  call void @__clang_call_terminate(ptr %172) #25
  unreachable

173:                                              ; preds = %168, %164, %162, %53, %49
  %174 = phi { ptr, i32 } [ %163, %162 ], [ %50, %53 ], [ %50, %49 ], [ %165, %164 ], [ %165, %168 ]
  call fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull align 8 dereferenceable(32) %9) #21
  br label %175

175:                                              ; preds = %173, %160
  %176 = phi { ptr, i32 } [ %174, %173 ], [ %161, %160 ]
  %177 = extractvalue { ptr, i32 } %176, 0
  %178 = extractvalue { ptr, i32 } %176, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  br label %354

179:                                              ; preds = %112
  %180 = landingpad { ptr, i32 }
          cleanup
  %181 = extractvalue { ptr, i32 } %180, 0
  %182 = extractvalue { ptr, i32 } %180, 1
  %183 = load ptr, ptr %96, align 8, !tbaa !18
  %184 = icmp eq ptr %183, null
  br i1 %184, label %190, label %185

185:                                              ; preds = %179
  %186 = invoke noundef i1 %183(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %190 unwind label %187

187:                                              ; preds = %185
  %188 = landingpad { ptr, i32 }
          catch ptr null
  %189 = extractvalue { ptr, i32 } %188, 0
  call void @__clang_call_terminate(ptr %189) #25
  unreachable

190:                                              ; preds = %179, %185
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  br label %354

191:                                              ; preds = %141
  %192 = landingpad { ptr, i32 }
          cleanup
  %193 = extractvalue { ptr, i32 } %192, 0
  %194 = extractvalue { ptr, i32 } %192, 1
  %195 = load ptr, ptr %123, align 8, !tbaa !18
  %196 = icmp eq ptr %195, null
  br i1 %196, label %202, label %197

197:                                              ; preds = %191
  %198 = invoke noundef i1 %195(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %202 unwind label %199

199:                                              ; preds = %197
  %200 = landingpad { ptr, i32 }
          catch ptr null
  %201 = extractvalue { ptr, i32 } %200, 0
  call void @__clang_call_terminate(ptr %201) #25
  unreachable

202:                                              ; preds = %191, %197
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  br label %354

203:                                              ; preds = %155, %234
  %204 = phi ptr [ %153, %155 ], [ %237, %234 ]
  %205 = phi i64 [ 0, %155 ], [ %235, %234 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #21
  %206 = getelementptr inbounds %"class.std::function.3", ptr %204, i64 %205
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 7, ptr %3, align 4, !tbaa !6, !noalias !28
  %207 = getelementptr inbounds i8, ptr %206, i64 16
  %208 = load ptr, ptr %207, align 8, !tbaa !18, !noalias !28
  %209 = icmp eq ptr %208, null
  br i1 %209, label %210, label %212

210:                                              ; preds = %203
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %211 unwind label %224

211:                                              ; preds = %210
  unreachable

212:                                              ; preds = %203
  %213 = getelementptr inbounds i8, ptr %206, i64 24
  %214 = load ptr, ptr %213, align 8, !tbaa !21, !noalias !28
  invoke void %214(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %206, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %215 unwind label %224

215:                                              ; preds = %212
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %216 = load ptr, ptr %12, align 8, !tbaa !17
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %205, ptr noundef %216)
  %218 = load ptr, ptr %12, align 8, !tbaa !17
  %219 = icmp eq ptr %218, %156
  br i1 %219, label %223, label %220

220:                                              ; preds = %215
  %221 = load i64, ptr %156, align 8, !tbaa !10
  %222 = add i64 %221, 1
  call void @_ZdlPvm(ptr noundef %218, i64 noundef %222) #24
  br label %223

223:                                              ; preds = %215, %220
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  br label %234

224:                                              ; preds = %212, %210
  %225 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %226 = extractvalue { ptr, i32 } %225, 0
  %227 = extractvalue { ptr, i32 } %225, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  %228 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #21
  %229 = icmp eq i32 %227, %228
  br i1 %229, label %230, label %354

230:                                              ; preds = %224
  %231 = call ptr @__cxa_begin_catch(ptr %226) #21
  %232 = load ptr, ptr %231, align 8, !tbaa !17
  %233 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %205, ptr noundef %232)
  invoke void @__cxa_end_catch()
          to label %234 unwind label %243

234:                                              ; preds = %230, %223
  %235 = add nuw i64 %205, 1
  %236 = load ptr, ptr %60, align 8, !tbaa !26
  %237 = load ptr, ptr %5, align 8, !tbaa !27
  %238 = ptrtoint ptr %236 to i64
  %239 = ptrtoint ptr %237 to i64
  %240 = sub i64 %238, %239
  %241 = ashr exact i64 %240, 5
  %242 = icmp ult i64 %235, %241
  br i1 %242, label %203, label %157, !llvm.loop !31

243:                                              ; preds = %230
  %244 = landingpad { ptr, i32 }
          cleanup
  %245 = extractvalue { ptr, i32 } %244, 0
  %246 = extractvalue { ptr, i32 } %244, 1
  br label %354

247:                                              ; preds = %157
  %248 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt17bad_function_call
  %249 = extractvalue { ptr, i32 } %248, 0
  %250 = extractvalue { ptr, i32 } %248, 1
  %251 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt17bad_function_call) #21
  %252 = icmp eq i32 %250, %251
  br i1 %252, label %253, label %343

253:                                              ; preds = %247
  %254 = call ptr @__cxa_begin_catch(ptr %249) #21
  %255 = load ptr, ptr %254, align 8, !tbaa !33
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load ptr, ptr %256, align 8
  %258 = call noundef ptr %257(ptr noundef nonnull align 8 dereferenceable(8) %254) #21
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %258)
  invoke void @__cxa_end_catch()
          to label %260 unwind label %287

260:                                              ; preds = %253
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #21
  %261 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %261, ptr noundef nonnull align 1 dereferenceable(5) @.str.10, i64 5, i1 false)
  %262 = getelementptr inbounds i8, ptr %2, i64 8
  %263 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 0, ptr %263, align 1, !tbaa !10
  %264 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %264, ptr %1, align 8, !tbaa !11
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %264, ptr noundef nonnull align 8 dereferenceable(6) %261, i64 6, i1 false)
  %265 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 5, ptr %265, align 8, !tbaa !14
  store ptr %261, ptr %2, align 8, !tbaa !17
  store i64 0, ptr %262, align 8, !tbaa !14
  store i8 0, ptr %261, align 8, !tbaa !10
  %266 = call ptr @__cxa_allocate_exception(i64 8) #21
  store double 3.500000e+00, ptr %266, align 16, !tbaa !35
  invoke void @__cxa_throw(ptr nonnull %266, ptr nonnull @_ZTId, ptr null) #22
          to label %280 unwind label %267

267:                                              ; preds = %260
  %268 = landingpad { ptr, i32 }
          catch ptr null
  %269 = load ptr, ptr %1, align 8, !tbaa !17
  %270 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %269)
  %271 = load ptr, ptr %1, align 8, !tbaa !17
  %272 = icmp eq ptr %271, %264
  br i1 %272, label %276, label %273

273:                                              ; preds = %267
  %274 = load i64, ptr %264, align 8, !tbaa !10
  %275 = add i64 %274, 1
  call void @_ZdlPvm(ptr noundef %271, i64 noundef %275) #24
  br label %276

276:                                              ; preds = %273, %267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #21
  %277 = extractvalue { ptr, i32 } %268, 0
  %278 = call ptr @__cxa_begin_catch(ptr %277) #21
  %279 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_rethrow() #22
          to label %286 unwind label %281

280:                                              ; preds = %260
  unreachable

281:                                              ; preds = %276
  %282 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  invoke void @__cxa_end_catch()
          to label %291 unwind label %283

283:                                              ; preds = %281
  %284 = landingpad { ptr, i32 }
          catch ptr null
  %285 = extractvalue { ptr, i32 } %284, 0
  call void @__clang_call_terminate(ptr %285) #25
  unreachable

286:                                              ; preds = %276
  unreachable

287:                                              ; preds = %253
  %288 = landingpad { ptr, i32 }
          cleanup
  %289 = extractvalue { ptr, i32 } %288, 0
  %290 = extractvalue { ptr, i32 } %288, 1
  br label %343

291:                                              ; preds = %281
  %292 = extractvalue { ptr, i32 } %282, 0
  %293 = extractvalue { ptr, i32 } %282, 1
  %294 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #21
  %295 = icmp eq i32 %293, %294
  br i1 %295, label %296, label %343

296:                                              ; preds = %291
  %297 = call ptr @__cxa_begin_catch(ptr %292) #21
  %298 = load double, ptr %297, align 8, !tbaa !35
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %298)
  call void @__cxa_end_catch() #21
  %300 = load ptr, ptr %158, align 8, !tbaa !18
  %301 = icmp eq ptr %300, null
  br i1 %301, label %307, label %302

302:                                              ; preds = %296
  %303 = invoke noundef i1 %300(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %307 unwind label %304

304:                                              ; preds = %302
  %305 = landingpad { ptr, i32 }
          catch ptr null
  %306 = extractvalue { ptr, i32 } %305, 0
  call void @__clang_call_terminate(ptr %306) #25
  unreachable

307:                                              ; preds = %296, %302
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  %308 = load ptr, ptr %6, align 8, !tbaa !17
  %309 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %308)
  %310 = load ptr, ptr %6, align 8, !tbaa !17
  %311 = icmp eq ptr %310, %42
  br i1 %311, label %315, label %312

312:                                              ; preds = %307
  %313 = load i64, ptr %42, align 8, !tbaa !10
  %314 = add i64 %313, 1
  call void @_ZdlPvm(ptr noundef %310, i64 noundef %314) #24
  br label %315

315:                                              ; preds = %307, %312
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %316 = load ptr, ptr %5, align 8, !tbaa !27
  %317 = load ptr, ptr %60, align 8, !tbaa !26
  %318 = icmp eq ptr %316, %317
  br i1 %318, label %334, label %319

319:                                              ; preds = %315, %329
  %320 = phi ptr [ %330, %329 ], [ %316, %315 ]
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load ptr, ptr %321, align 8, !tbaa !18
  %323 = icmp eq ptr %322, null
  br i1 %323, label %329, label %324

324:                                              ; preds = %319
  %325 = invoke noundef i1 %322(ptr noundef nonnull align 8 dereferenceable(16) %320, ptr noundef nonnull align 8 dereferenceable(16) %320, i32 noundef 3)
          to label %329 unwind label %326

326:                                              ; preds = %324
  %327 = landingpad { ptr, i32 }
          catch ptr null
  %328 = extractvalue { ptr, i32 } %327, 0
  call void @__clang_call_terminate(ptr %328) #25
  unreachable

329:                                              ; preds = %324, %319
  %330 = getelementptr inbounds i8, ptr %320, i64 32
  %331 = icmp eq ptr %330, %317
  br i1 %331, label %332, label %319, !llvm.loop !37

332:                                              ; preds = %329
  %333 = load ptr, ptr %5, align 8, !tbaa !27
  br label %334

334:                                              ; preds = %332, %315
  %335 = phi ptr [ %333, %332 ], [ %316, %315 ]
  %336 = icmp eq ptr %335, null
  br i1 %336, label %342, label %337

337:                                              ; preds = %334
  %338 = load ptr, ptr %62, align 8, !tbaa !23
  %339 = ptrtoint ptr %338 to i64
  %340 = ptrtoint ptr %335 to i64
  %341 = sub i64 %339, %340
  call void @_ZdlPvm(ptr noundef nonnull %335, i64 noundef %341) #24
  br label %342

342:                                              ; preds = %334, %337
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  ret i32 0

343:                                              ; preds = %291, %287, %247
  %344 = phi i32 [ %290, %287 ], [ %250, %247 ], [ %293, %291 ]
  %345 = phi ptr [ %289, %287 ], [ %249, %247 ], [ %292, %291 ]
  %346 = load ptr, ptr %158, align 8, !tbaa !18
  %347 = icmp eq ptr %346, null
  br i1 %347, label %353, label %348

348:                                              ; preds = %343
  %349 = invoke noundef i1 %346(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %353 unwind label %350

350:                                              ; preds = %348
  %351 = landingpad { ptr, i32 }
          catch ptr null
  %352 = extractvalue { ptr, i32 } %351, 0
  call void @__clang_call_terminate(ptr %352) #25
  unreachable

353:                                              ; preds = %343, %348
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  br label %354

354:                                              ; preds = %224, %243, %353, %202, %190, %175
  %355 = phi i32 [ %344, %353 ], [ %194, %202 ], [ %182, %190 ], [ %178, %175 ], [ %246, %243 ], [ %227, %224 ]
  %356 = phi ptr [ %345, %353 ], [ %193, %202 ], [ %181, %190 ], [ %177, %175 ], [ %245, %243 ], [ %226, %224 ]
  %357 = load ptr, ptr %6, align 8, !tbaa !17
  %358 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %357)
  %359 = load ptr, ptr %6, align 8, !tbaa !17
  %360 = icmp eq ptr %359, %42
  br i1 %360, label %364, label %361

361:                                              ; preds = %354
  %362 = load i64, ptr %42, align 8, !tbaa !10
  %363 = add i64 %362, 1
  call void @_ZdlPvm(ptr noundef %359, i64 noundef %363) #24
  br label %364

364:                                              ; preds = %354, %361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %365 = load ptr, ptr %5, align 8, !tbaa !27
  %366 = getelementptr inbounds i8, ptr %5, i64 8
  %367 = load ptr, ptr %366, align 8, !tbaa !26
  %368 = icmp eq ptr %365, %367
  br i1 %368, label %384, label %369

369:                                              ; preds = %364, %379
  %370 = phi ptr [ %380, %379 ], [ %365, %364 ]
  %371 = getelementptr inbounds i8, ptr %370, i64 16
  %372 = load ptr, ptr %371, align 8, !tbaa !18
  %373 = icmp eq ptr %372, null
  br i1 %373, label %379, label %374

374:                                              ; preds = %369
  %375 = invoke noundef i1 %372(ptr noundef nonnull align 8 dereferenceable(16) %370, ptr noundef nonnull align 8 dereferenceable(16) %370, i32 noundef 3)
          to label %379 unwind label %376

376:                                              ; preds = %374
  %377 = landingpad { ptr, i32 }
          catch ptr null
  %378 = extractvalue { ptr, i32 } %377, 0
  call void @__clang_call_terminate(ptr %378) #25
  unreachable

379:                                              ; preds = %374, %369
  %380 = getelementptr inbounds i8, ptr %370, i64 32
  %381 = icmp eq ptr %380, %367
  br i1 %381, label %382, label %369, !llvm.loop !37

382:                                              ; preds = %379
  %383 = load ptr, ptr %5, align 8, !tbaa !27
  br label %384

384:                                              ; preds = %382, %364
  %385 = phi ptr [ %383, %382 ], [ %365, %364 ]
  %386 = icmp eq ptr %385, null
  br i1 %386, label %393, label %387

387:                                              ; preds = %384
  %388 = getelementptr inbounds i8, ptr %5, i64 16
  %389 = load ptr, ptr %388, align 8, !tbaa !23
  %390 = ptrtoint ptr %389 to i64
  %391 = ptrtoint ptr %385 to i64
  %392 = sub i64 %390, %391
  call void @_ZdlPvm(ptr noundef nonnull %385, i64 noundef %392) #24
  br label %393

393:                                              ; preds = %384, %387
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  br label %394

394:                                              ; preds = %16, %27, %393
  %395 = phi i32 [ %355, %393 ], [ %19, %16 ], [ %30, %27 ]
  %396 = phi ptr [ %356, %393 ], [ %18, %16 ], [ %29, %27 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  %397 = insertvalue { ptr, i32 } poison, ptr %396, 0
  %398 = insertvalue { ptr, i32 } %397, i32 %395, 1
  resume { ptr, i32 } %398
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca i64, align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %4, ptr %0, align 8, !tbaa !11, !alias.scope !38
  %5 = load ptr, ptr %1, align 8, !tbaa !17, !noalias !38
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !14, !noalias !38
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #21, !noalias !38
  store i64 %7, ptr %3, align 8, !tbaa !41, !noalias !38
  %8 = icmp ugt i64 %7, 15
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 0)
  store ptr %10, ptr %0, align 8, !tbaa !17, !alias.scope !38
  %11 = load i64, ptr %3, align 8, !tbaa !41, !noalias !38
  store i64 %11, ptr %4, align 8, !tbaa !10, !alias.scope !38
  br label %12

12:                                               ; preds = %9, %2
  %13 = phi ptr [ %10, %9 ], [ %4, %2 ]
  switch i64 %7, label %16 [
    i64 1, label %14
    i64 0, label %17
  ]

14:                                               ; preds = %12
  %15 = load i8, ptr %5, align 1, !tbaa !10
  store i8 %15, ptr %13, align 1, !tbaa !10
  br label %17

16:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %5, i64 %7, i1 false)
  br label %17

17:                                               ; preds = %16, %14, %12
  %18 = load i64, ptr %3, align 8, !tbaa !41, !noalias !38
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %18, ptr %19, align 8, !tbaa !14, !alias.scope !38
  %20 = load ptr, ptr %0, align 8, !tbaa !17, !alias.scope !38
  %21 = getelementptr inbounds i8, ptr %20, i64 %18
  store i8 0, ptr %21, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #21, !noalias !38
  %22 = load i64, ptr %19, align 8, !tbaa !14, !alias.scope !38
  %23 = icmp eq i64 %22, 4611686018427387903
  br i1 %23, label %24, label %26

24:                                               ; preds = %17
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #22
          to label %25 unwind label %28

25:                                               ; preds = %24
  unreachable

26:                                               ; preds = %17
  %27 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull @.str.7, i64 noundef 1)
          to label %36 unwind label %28

28:                                               ; preds = %26, %24
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %0, align 8, !tbaa !17, !alias.scope !38
  %31 = icmp eq ptr %30, %4
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i64, ptr %4, align 8, !tbaa !10, !alias.scope !38
  %34 = add i64 %33, 1
  call void @_ZdlPvm(ptr noundef %30, i64 noundef %34) #24
  br label %35

35:                                               ; preds = %32, %28
  resume { ptr, i32 } %29

36:                                               ; preds = %26
  ret void
}

; Function Attrs: inlinehint mustprogress norecurse nounwind uwtable
define internal fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #6 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !17
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %2)
  %4 = load ptr, ptr %0, align 8, !tbaa !17
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = load i64, ptr %5, align 8, !tbaa !10
  %9 = add i64 %8, 1
  tail call void @_ZdlPvm(ptr noundef %4, i64 noundef %9) #24
  br label %10

10:                                               ; preds = %1, %7
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #21
  tail call void @_ZSt9terminatev() #25
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !26
  %7 = load ptr, ptr %0, align 8, !tbaa !20
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #23
  br label %26

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %"class.std::function.3", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %28, i64 24
  %30 = getelementptr inbounds i8, ptr %2, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %28, i8 0, i64 24, i1 false)
  %31 = load ptr, ptr %30, align 8, !tbaa !21
  store ptr %31, ptr %29, align 8, !tbaa !21
  %32 = getelementptr inbounds i8, ptr %2, i64 16
  %33 = load ptr, ptr %32, align 8, !tbaa !18
  %34 = icmp eq ptr %33, null
  br i1 %34, label %37, label %35

35:                                               ; preds = %26
  %36 = getelementptr inbounds i8, ptr %28, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %28, ptr noundef nonnull align 8 dereferenceable(16) %2, i64 16, i1 false), !tbaa.struct !25
  store ptr %33, ptr %36, align 8, !tbaa !18
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %32, i8 0, i64 16, i1 false)
  br label %37

37:                                               ; preds = %26, %35
  %38 = icmp eq ptr %7, %4
  br i1 %38, label %54, label %39

39:                                               ; preds = %37, %50
  %40 = phi ptr [ %52, %50 ], [ %27, %37 ]
  %41 = phi ptr [ %51, %50 ], [ %7, %37 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !42)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %42 = getelementptr inbounds i8, ptr %40, i64 24
  %43 = getelementptr inbounds i8, ptr %41, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %40, i8 0, i64 24, i1 false), !alias.scope !42, !noalias !45
  %44 = load ptr, ptr %43, align 8, !tbaa !21, !alias.scope !45, !noalias !42
  store ptr %44, ptr %42, align 8, !tbaa !21, !alias.scope !42, !noalias !45
  %45 = getelementptr inbounds i8, ptr %41, i64 16
  %46 = load ptr, ptr %45, align 8, !tbaa !18, !alias.scope !45, !noalias !42
  %47 = icmp eq ptr %46, null
  br i1 %47, label %50, label %48

48:                                               ; preds = %39
  %49 = getelementptr inbounds i8, ptr %40, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false), !tbaa.struct !25, !alias.scope !47
  store ptr %46, ptr %49, align 8, !tbaa !18, !alias.scope !42, !noalias !45
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %45, i8 0, i64 16, i1 false), !alias.scope !45, !noalias !42
  br label %50

50:                                               ; preds = %48, %39
  %51 = getelementptr inbounds i8, ptr %41, i64 32
  %52 = getelementptr inbounds i8, ptr %40, i64 32
  %53 = icmp eq ptr %51, %4
  br i1 %53, label %54, label %39, !llvm.loop !48

54:                                               ; preds = %50, %37
  %55 = phi ptr [ %27, %37 ], [ %52, %50 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = icmp eq ptr %6, %4
  br i1 %57, label %73, label %58

58:                                               ; preds = %54, %69
  %59 = phi ptr [ %71, %69 ], [ %56, %54 ]
  %60 = phi ptr [ %70, %69 ], [ %4, %54 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !49)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !52)
  %61 = getelementptr inbounds i8, ptr %59, i64 24
  %62 = getelementptr inbounds i8, ptr %60, i64 24
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %59, i8 0, i64 24, i1 false), !alias.scope !49, !noalias !52
  %63 = load ptr, ptr %62, align 8, !tbaa !21, !alias.scope !52, !noalias !49
  store ptr %63, ptr %61, align 8, !tbaa !21, !alias.scope !49, !noalias !52
  %64 = getelementptr inbounds i8, ptr %60, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !18, !alias.scope !52, !noalias !49
  %66 = icmp eq ptr %65, null
  br i1 %66, label %69, label %67

67:                                               ; preds = %58
  %68 = getelementptr inbounds i8, ptr %59, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %59, ptr noundef nonnull align 8 dereferenceable(16) %60, i64 16, i1 false), !tbaa.struct !25, !alias.scope !54
  store ptr %65, ptr %68, align 8, !tbaa !18, !alias.scope !49, !noalias !52
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %64, i8 0, i64 16, i1 false), !alias.scope !52, !noalias !49
  br label %69

69:                                               ; preds = %67, %58
  %70 = getelementptr inbounds i8, ptr %60, i64 32
  %71 = getelementptr inbounds i8, ptr %59, i64 32
  %72 = icmp eq ptr %70, %6
  br i1 %72, label %73, label %58, !llvm.loop !48

73:                                               ; preds = %69, %54
  %74 = phi ptr [ %56, %54 ], [ %71, %69 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  %76 = icmp eq ptr %7, null
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = load ptr, ptr %75, align 8, !tbaa !23
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %79, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %80) #24
  br label %81

81:                                               ; preds = %73, %77
  store ptr %27, ptr %0, align 8, !tbaa !27
  store ptr %74, ptr %5, align 8, !tbaa !26
  %82 = getelementptr inbounds %"class.std::function.3", ptr %27, i64 %19
  store ptr %82, ptr %75, align 8, !tbaa !23
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #5 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !20
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58)
  %6 = load i32, ptr %2, align 4, !tbaa !6, !noalias !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #21, !noalias !65
  tail call void @llvm.experimental.noalias.scope.decl(metadata !66)
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
  br i1 %26, label %27, label %9, !llvm.loop !69

27:                                               ; preds = %23, %21, %17, %13, %3
  %28 = phi i32 [ %14, %13 ], [ %18, %17 ], [ %22, %21 ], [ 1, %3 ], [ %25, %23 ]
  %29 = lshr i32 %6, 31
  %30 = add i32 %28, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %32, ptr %4, align 8, !tbaa !11, !alias.scope !66, !noalias !65
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %31, i8 noundef 45)
          to label %33 unwind label %78, !noalias !65

33:                                               ; preds = %27
  %34 = zext nneg i32 %29 to i64
  %35 = load ptr, ptr %4, align 8, !tbaa !17, !alias.scope !66, !noalias !65
  %36 = getelementptr inbounds i8, ptr %35, i64 %34
  %37 = icmp ugt i32 %7, 99
  br i1 %37, label %38, label %62

38:                                               ; preds = %33
  %39 = add i32 %28, -1
  br label %40

40:                                               ; preds = %40, %38
  %41 = phi i32 [ %44, %40 ], [ %7, %38 ]
  %42 = phi i32 [ %60, %40 ], [ %39, %38 ]
  %43 = freeze i32 %41
  %44 = udiv i32 %43, 100
  %45 = mul i32 %44, 100
  %46 = sub i32 %43, %45
  %47 = shl nuw nsw i32 %46, 1
  %48 = or disjoint i32 %47, 1
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !10, !noalias !70
  %52 = zext i32 %42 to i64
  %53 = getelementptr inbounds i8, ptr %36, i64 %52
  store i8 %51, ptr %53, align 1, !tbaa !10, !noalias !65
  %54 = zext nneg i32 %47 to i64
  %55 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !10, !noalias !70
  %57 = add i32 %42, -1
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %36, i64 %58
  store i8 %56, ptr %59, align 1, !tbaa !10, !noalias !65
  %60 = add i32 %42, -2
  %61 = icmp ugt i32 %41, 9999
  br i1 %61, label %40, label %62, !llvm.loop !71

62:                                               ; preds = %40, %33
  %63 = phi i32 [ %7, %33 ], [ %44, %40 ]
  %64 = icmp ugt i32 %63, 9
  br i1 %64, label %65, label %75

65:                                               ; preds = %62
  %66 = shl nuw nsw i32 %63, 1
  %67 = or disjoint i32 %66, 1
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !10, !noalias !70
  %71 = getelementptr inbounds i8, ptr %36, i64 1
  store i8 %70, ptr %71, align 1, !tbaa !10, !noalias !65
  %72 = zext nneg i32 %66 to i64
  %73 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !10, !noalias !70
  br label %81

75:                                               ; preds = %62
  %76 = trunc nuw i32 %63 to i8
  %77 = or disjoint i8 %76, 48
  br label %81

78:                                               ; preds = %27
  %79 = landingpad { ptr, i32 }
          catch ptr null
  %80 = extractvalue { ptr, i32 } %79, 0
  call void @__clang_call_terminate(ptr %80) #25
  unreachable

81:                                               ; preds = %75, %65
  %82 = phi i8 [ %77, %75 ], [ %74, %65 ]
  store i8 %82, ptr %36, align 1, !tbaa !10, !noalias !65
  call void @llvm.experimental.noalias.scope.decl(metadata !72)
  %83 = getelementptr inbounds i8, ptr %5, i64 8
  %84 = load i64, ptr %83, align 8, !tbaa !14, !noalias !75
  %85 = load ptr, ptr %5, align 8, !tbaa !17, !noalias !75
  %86 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef %85, i64 noundef %84)
          to label %87 unwind label %111, !noalias !65

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %88, ptr %0, align 8, !tbaa !11, !alias.scope !75
  %89 = load ptr, ptr %86, align 8, !tbaa !17
  %90 = getelementptr inbounds i8, ptr %86, i64 16
  %91 = icmp eq ptr %89, %90
  br i1 %91, label %92, label %98

92:                                               ; preds = %87
  %93 = getelementptr inbounds i8, ptr %86, i64 8
  %94 = load i64, ptr %93, align 8, !tbaa !14
  %95 = add i64 %94, 1
  %96 = icmp eq i64 %95, 0
  br i1 %96, label %102, label %97

97:                                               ; preds = %92
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %88, ptr nonnull align 8 %90, i64 %95, i1 false)
  br label %102

98:                                               ; preds = %87
  store ptr %89, ptr %0, align 8, !tbaa !17, !alias.scope !75
  %99 = load i64, ptr %90, align 8, !tbaa !10
  store i64 %99, ptr %88, align 8, !tbaa !10, !alias.scope !75
  %100 = getelementptr inbounds i8, ptr %86, i64 8
  %101 = load i64, ptr %100, align 8, !tbaa !14
  br label %102

102:                                              ; preds = %98, %97, %92
  %103 = phi i64 [ -1, %92 ], [ %94, %97 ], [ %101, %98 ]
  %104 = getelementptr inbounds i8, ptr %86, i64 8
  %105 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %103, ptr %105, align 8, !tbaa !14, !alias.scope !75
  store ptr %90, ptr %86, align 8, !tbaa !17
  store i64 0, ptr %104, align 8, !tbaa !14
  store i8 0, ptr %90, align 8, !tbaa !10
  %106 = load ptr, ptr %4, align 8, !tbaa !17, !noalias !65
  %107 = icmp eq ptr %106, %32
  br i1 %107, label %119, label %108

108:                                              ; preds = %102
  %109 = load i64, ptr %32, align 8, !tbaa !10, !noalias !65
  %110 = add i64 %109, 1
  call void @_ZdlPvm(ptr noundef %106, i64 noundef %110) #24
  br label %119

111:                                              ; preds = %81
  %112 = landingpad { ptr, i32 }
          cleanup
  %113 = load ptr, ptr %4, align 8, !tbaa !17, !noalias !65
  %114 = icmp eq ptr %113, %32
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = load i64, ptr %32, align 8, !tbaa !10, !noalias !65
  %117 = add i64 %116, 1
  call void @_ZdlPvm(ptr noundef %113, i64 noundef %117) #24, !noalias !65
  br label %118

118:                                              ; preds = %115, %111
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !65
  resume { ptr, i32 } %112

119:                                              ; preds = %102, %108
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !65
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #5 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %26 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %13
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ4mainE3$_1", ptr %0, align 8, !tbaa !20
  br label %26

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !20
  store ptr %6, ptr %0, align 8, !tbaa !20
  br label %26

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !20
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %12 unwind label %10

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef 32) #24
  resume { ptr, i32 } %11

12:                                               ; preds = %7
  store ptr %9, ptr %0, align 8, !tbaa !20
  br label %26

13:                                               ; preds = %3
  %14 = load ptr, ptr %0, align 8, !tbaa !20
  %15 = icmp eq ptr %14, null
  br i1 %15, label %26, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !17
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %17)
  %19 = load ptr, ptr %14, align 8, !tbaa !17
  %20 = getelementptr inbounds i8, ptr %14, i64 16
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = load i64, ptr %20, align 8, !tbaa !10
  %24 = add i64 %23, 1
  tail call void @_ZdlPvm(ptr noundef %19, i64 noundef %24) #24
  br label %25

25:                                               ; preds = %22, %16
  tail call void @_ZdlPvm(ptr noundef nonnull %14, i64 noundef 32) #24
  br label %26

26:                                               ; preds = %3, %25, %13, %12, %5, %4
  ret i1 false
}

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #10

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress noreturn uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias nocapture readnone sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture nonnull readnone align 8 %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #14 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = load i32, ptr %2, align 4, !tbaa !6
  %8 = tail call ptr @__cxa_allocate_exception(i64 32) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #21
  %9 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %9, ptr %5, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #21
  store i64 19, ptr %4, align 8, !tbaa !41
  %10 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %11 unwind label %93

11:                                               ; preds = %3
  store ptr %10, ptr %5, align 8, !tbaa !17
  %12 = load i64, ptr %4, align 8, !tbaa !41
  store i64 %12, ptr %9, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(19) %10, ptr noundef nonnull align 1 dereferenceable(19) @.str.16, i64 19, i1 false)
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %12, ptr %13, align 8, !tbaa !14
  %14 = load ptr, ptr %5, align 8, !tbaa !17
  %15 = getelementptr inbounds i8, ptr %14, i64 %12
  store i8 0, ptr %15, align 1, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  call void @llvm.experimental.noalias.scope.decl(metadata !76)
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
  br i1 %35, label %36, label %18, !llvm.loop !69

36:                                               ; preds = %32, %30, %26, %22, %11
  %37 = phi i32 [ %23, %22 ], [ %27, %26 ], [ %31, %30 ], [ 1, %11 ], [ %34, %32 ]
  %38 = lshr i32 %7, 31
  %39 = add i32 %37, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %41, ptr %6, align 8, !tbaa !11, !alias.scope !76
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %40, i8 noundef 45)
          to label %42 unwind label %87

42:                                               ; preds = %36
  %43 = zext nneg i32 %38 to i64
  %44 = load ptr, ptr %6, align 8, !tbaa !17, !alias.scope !76
  %45 = getelementptr inbounds i8, ptr %44, i64 %43
  %46 = icmp ugt i32 %16, 99
  br i1 %46, label %47, label %71

47:                                               ; preds = %42
  %48 = add i32 %37, -1
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i32 [ %53, %49 ], [ %16, %47 ]
  %51 = phi i32 [ %69, %49 ], [ %48, %47 ]
  %52 = freeze i32 %50
  %53 = udiv i32 %52, 100
  %54 = mul i32 %53, 100
  %55 = sub i32 %52, %54
  %56 = shl nuw nsw i32 %55, 1
  %57 = or disjoint i32 %56, 1
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !10, !noalias !76
  %61 = zext i32 %51 to i64
  %62 = getelementptr inbounds i8, ptr %45, i64 %61
  store i8 %60, ptr %62, align 1, !tbaa !10
  %63 = zext nneg i32 %56 to i64
  %64 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !10, !noalias !76
  %66 = add i32 %51, -1
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %45, i64 %67
  store i8 %65, ptr %68, align 1, !tbaa !10
  %69 = add i32 %51, -2
  %70 = icmp ugt i32 %50, 9999
  br i1 %70, label %49, label %71, !llvm.loop !71

71:                                               ; preds = %49, %42
  %72 = phi i32 [ %16, %42 ], [ %53, %49 ]
  %73 = icmp ugt i32 %72, 9
  br i1 %73, label %74, label %84

74:                                               ; preds = %71
  %75 = shl nuw nsw i32 %72, 1
  %76 = or disjoint i32 %75, 1
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !10, !noalias !76
  %80 = getelementptr inbounds i8, ptr %45, i64 1
  store i8 %79, ptr %80, align 1, !tbaa !10
  %81 = zext nneg i32 %75 to i64
  %82 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %81
  %83 = load i8, ptr %82, align 1, !tbaa !10, !noalias !76
  br label %90

84:                                               ; preds = %71
  %85 = trunc nuw i32 %72 to i8
  %86 = or disjoint i8 %85, 48
  br label %90

87:                                               ; preds = %36
  %88 = landingpad { ptr, i32 }
          catch ptr null
  %89 = extractvalue { ptr, i32 } %88, 0
  call void @__clang_call_terminate(ptr %89) #25
  unreachable

90:                                               ; preds = %84, %74
  %91 = phi i8 [ %86, %84 ], [ %83, %74 ]
  store i8 %91, ptr %45, align 1, !tbaa !10
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind writable sret(%"class.std::__cxx11::basic_string") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %92 unwind label %95

92:                                               ; preds = %90
  invoke void @__cxa_throw(ptr %8, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #22
          to label %114 unwind label %95

93:                                               ; preds = %3
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br label %110

95:                                               ; preds = %92, %90
  %96 = phi i1 [ false, %92 ], [ true, %90 ]
  %97 = landingpad { ptr, i32 }
          cleanup
  %98 = load ptr, ptr %6, align 8, !tbaa !17
  %99 = icmp eq ptr %98, %41
  br i1 %99, label %103, label %100

100:                                              ; preds = %95
  %101 = load i64, ptr %41, align 8, !tbaa !10
  %102 = add i64 %101, 1
  call void @_ZdlPvm(ptr noundef %98, i64 noundef %102) #24
  br label %103

103:                                              ; preds = %100, %95
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %104 = load ptr, ptr %5, align 8, !tbaa !17
  %105 = icmp eq ptr %104, %9
  br i1 %105, label %109, label %106

106:                                              ; preds = %103
  %107 = load i64, ptr %9, align 8, !tbaa !10
  %108 = add i64 %107, 1
  call void @_ZdlPvm(ptr noundef %104, i64 noundef %108) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %96, label %110, label %112

109:                                              ; preds = %103
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %96, label %110, label %112

110:                                              ; preds = %109, %106, %93
  %111 = phi { ptr, i32 } [ %94, %93 ], [ %97, %109 ], [ %97, %106 ]
  call void @__cxa_free_exception(ptr %8) #21
  br label %112

112:                                              ; preds = %110, %109, %106
  %113 = phi { ptr, i32 } [ %97, %109 ], [ %111, %110 ], [ %97, %106 ]
  resume { ptr, i32 } %113

114:                                              ; preds = %92
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal noundef i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #15 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %5
    i32 1, label %4
  ]

4:                                                ; preds = %3
  br label %5

5:                                                ; preds = %3, %4
  %6 = phi ptr [ %1, %4 ], [ @"_ZTIZ4mainE3$_2", %3 ]
  store ptr %6, ptr %0, align 8, !tbaa !20
  br label %7

7:                                                ; preds = %5, %3
  ret i1 false
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !14
  %8 = add i64 %7, %5
  %9 = load ptr, ptr %1, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = icmp eq ptr %9, %10
  %12 = load i64, ptr %10, align 8
  %13 = select i1 %11, i64 15, i64 %12
  %14 = icmp ugt i64 %8, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = load ptr, ptr %2, align 8, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = icmp eq ptr %16, %17
  %19 = load i64, ptr %17, align 8
  %20 = select i1 %18, i64 15, i64 %19
  %21 = icmp ugt i64 %8, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %15
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %0, align 8, !tbaa !11
  %25 = load ptr, ptr %23, align 8, !tbaa !17
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !14
  %31 = add i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %24, ptr nonnull align 8 %26, i64 %31, i1 false)
  br label %36

34:                                               ; preds = %22
  store ptr %25, ptr %0, align 8, !tbaa !17
  %35 = load i64, ptr %26, align 8, !tbaa !10
  store i64 %35, ptr %24, align 8, !tbaa !10
  br label %36

36:                                               ; preds = %28, %33, %34
  %37 = getelementptr inbounds i8, ptr %23, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 8, !tbaa !14
  store ptr %26, ptr %23, align 8, !tbaa !17
  br label %63

40:                                               ; preds = %15, %3
  %41 = sub i64 4611686018427387903, %5
  %42 = icmp ult i64 %41, %7
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #22
  unreachable

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8, !tbaa !17
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %47, ptr %0, align 8, !tbaa !11
  %48 = load ptr, ptr %46, align 8, !tbaa !17
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = icmp eq ptr %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !14
  %54 = add i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %47, ptr nonnull align 8 %49, i64 %54, i1 false)
  br label %59

57:                                               ; preds = %44
  store ptr %48, ptr %0, align 8, !tbaa !17
  %58 = load i64, ptr %49, align 8, !tbaa !10
  store i64 %58, ptr %47, align 8, !tbaa !10
  br label %59

59:                                               ; preds = %51, %56, %57
  %60 = getelementptr inbounds i8, ptr %46, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !14
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %61, ptr %62, align 8, !tbaa !14
  store ptr %49, ptr %46, align 8, !tbaa !17
  br label %63

63:                                               ; preds = %36, %59
  %64 = phi ptr [ %37, %36 ], [ %60, %59 ]
  %65 = phi ptr [ %26, %36 ], [ %49, %59 ]
  store i64 0, ptr %64, align 8, !tbaa !14
  store i8 0, ptr %65, align 1, !tbaa !10
  ret void
}

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #4 personality ptr @__gxx_personality_v0 {
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !82)
  %4 = load i32, ptr %2, align 4, !tbaa !6, !noalias !85
  tail call void @llvm.experimental.noalias.scope.decl(metadata !86)
  %5 = load ptr, ptr %1, align 8, !tbaa !89, !noalias !91
  %6 = load i32, ptr %5, align 4, !tbaa !6, !noalias !91
  %7 = add nsw i32 %6, %4
  tail call void @llvm.experimental.noalias.scope.decl(metadata !92)
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
  br i1 %27, label %28, label %10, !llvm.loop !69

28:                                               ; preds = %24, %22, %18, %14, %3
  %29 = phi i32 [ %15, %14 ], [ %19, %18 ], [ %23, %22 ], [ 1, %3 ], [ %26, %24 ]
  %30 = lshr i32 %7, 31
  %31 = add i32 %29, %30
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %33, ptr %0, align 8, !tbaa !11, !alias.scope !95
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %32, i8 noundef 45)
          to label %34 unwind label %79

34:                                               ; preds = %28
  %35 = zext nneg i32 %30 to i64
  %36 = load ptr, ptr %0, align 8, !tbaa !17, !alias.scope !95
  %37 = getelementptr inbounds i8, ptr %36, i64 %35
  %38 = icmp ugt i32 %8, 99
  br i1 %38, label %39, label %63

39:                                               ; preds = %34
  %40 = add i32 %29, -1
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i32 [ %45, %41 ], [ %8, %39 ]
  %43 = phi i32 [ %61, %41 ], [ %40, %39 ]
  %44 = freeze i32 %42
  %45 = udiv i32 %44, 100
  %46 = mul i32 %45, 100
  %47 = sub i32 %44, %46
  %48 = shl nuw nsw i32 %47, 1
  %49 = or disjoint i32 %48, 1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !10, !noalias !95
  %53 = zext i32 %43 to i64
  %54 = getelementptr inbounds i8, ptr %37, i64 %53
  store i8 %52, ptr %54, align 1, !tbaa !10
  %55 = zext nneg i32 %48 to i64
  %56 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !10, !noalias !95
  %58 = add i32 %43, -1
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %37, i64 %59
  store i8 %57, ptr %60, align 1, !tbaa !10
  %61 = add i32 %43, -2
  %62 = icmp ugt i32 %42, 9999
  br i1 %62, label %41, label %63, !llvm.loop !71

63:                                               ; preds = %41, %34
  %64 = phi i32 [ %8, %34 ], [ %45, %41 ]
  %65 = icmp ugt i32 %64, 9
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = shl nuw nsw i32 %64, 1
  %68 = or disjoint i32 %67, 1
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %69
  %71 = load i8, ptr %70, align 1, !tbaa !10, !noalias !95
  %72 = getelementptr inbounds i8, ptr %37, i64 1
  store i8 %71, ptr %72, align 1, !tbaa !10
  %73 = zext nneg i32 %67 to i64
  %74 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %73
  %75 = load i8, ptr %74, align 1, !tbaa !10, !noalias !95
  br label %82

76:                                               ; preds = %63
  %77 = trunc nuw i32 %64 to i8
  %78 = or disjoint i8 %77, 48
  br label %82

79:                                               ; preds = %28
  %80 = landingpad { ptr, i32 }
          catch ptr null
  %81 = extractvalue { ptr, i32 } %80, 0
  tail call void @__clang_call_terminate(ptr %81) #25
  unreachable

82:                                               ; preds = %66, %76
  %83 = phi i8 [ %78, %76 ], [ %75, %66 ]
  store i8 %83, ptr %37, align 1, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #17 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %8 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ4mainE3$_3", ptr %0, align 8, !tbaa !20
  br label %8

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !20
  br label %8

6:                                                ; preds = %3
  %7 = load i64, ptr %1, align 8, !tbaa !20
  store i64 %7, ptr %0, align 8, !tbaa !20
  br label %8

8:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #19

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { inlinehint mustprogress norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { nofree nounwind }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #21 = { nounwind }
attributes #22 = { noreturn }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !13, i64 0}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !16, i64 8}
!15 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !12, i64 0, !16, i64 8, !8, i64 16}
!16 = !{!"long", !8, i64 0}
!17 = !{!15, !13, i64 0}
!18 = !{!19, !13, i64 16}
!19 = !{!"_ZTSSt14_Function_base", !8, i64 0, !13, i64 16}
!20 = !{!13, !13, i64 0}
!21 = !{!22, !13, i64 24}
!22 = !{!"_ZTSSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEE", !19, i64 0, !13, i64 24}
!23 = !{!24, !13, i64 16}
!24 = !{!"_ZTSNSt12_Vector_baseISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_Vector_impl_dataE", !13, i64 0, !13, i64 8, !13, i64 16}
!25 = !{i64 0, i64 16, !10}
!26 = !{!24, !13, i64 8}
!27 = !{!24, !13, i64 0}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZNKSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEEclEi: argument 0"}
!30 = distinct !{!30, !"_ZNKSt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEEclEi"}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!34, !34, i64 0}
!34 = !{!"vtable pointer", !9, i64 0}
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !8, i64 0}
!37 = distinct !{!37, !32}
!38 = !{!39}
!39 = distinct !{!39, !40, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_PKS5_: argument 0"}
!40 = distinct !{!40, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_PKS5_"}
!41 = !{!16, !16, i64 0}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 0"}
!44 = distinct !{!44, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_"}
!45 = !{!46}
!46 = distinct !{!46, !44, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 1"}
!47 = !{!43, !46}
!48 = distinct !{!48, !32}
!49 = !{!50}
!50 = distinct !{!50, !51, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 0"}
!51 = distinct !{!51, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_"}
!52 = !{!53}
!53 = distinct !{!53, !51, !"_ZSt19__relocate_object_aISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEES8_SaIS8_EEvPT_PT0_RT1_: argument 1"}
!54 = !{!50, !53}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!57 = distinct !{!57, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!60 = distinct !{!60, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_1JiEET_St14__invoke_otherOT0_DpOT1_"}
!61 = !{!59, !56}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZZ4mainENK3$_1clB5cxx11Ei: argument 0"}
!64 = distinct !{!64, !"_ZZ4mainENK3$_1clB5cxx11Ei"}
!65 = !{!63, !59, !56}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!68 = distinct !{!68, !"_ZNSt7__cxx119to_stringEi"}
!69 = distinct !{!69, !32}
!70 = !{!67, !63, !59, !56}
!71 = distinct !{!71, !32}
!72 = !{!73}
!73 = distinct !{!73, !74, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_OS8_: argument 0"}
!74 = distinct !{!74, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EERKS8_OS8_"}
!75 = !{!73, !63, !59, !56}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!78 = distinct !{!78, !"_ZNSt7__cxx119to_stringEi"}
!79 = !{!80}
!80 = distinct !{!80, !81, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_: argument 0"}
!81 = distinct !{!81, !"_ZSt10__invoke_rINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEENSt9enable_ifIX16is_invocable_r_vIT_T0_DpT1_EES9_E4typeEOSA_DpOSB_"}
!82 = !{!83}
!83 = distinct !{!83, !84, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEET_St14__invoke_otherOT0_DpOT1_: argument 0"}
!84 = distinct !{!84, !"_ZSt13__invoke_implINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEERZ4mainE3$_3JiEET_St14__invoke_otherOT0_DpOT1_"}
!85 = !{!83, !80}
!86 = !{!87}
!87 = distinct !{!87, !88, !"_ZZ4mainENK3$_3clB5cxx11Ei: argument 0"}
!88 = distinct !{!88, !"_ZZ4mainENK3$_3clB5cxx11Ei"}
!89 = !{!90, !13, i64 0}
!90 = !{!"_ZTSZ4mainE3$_3", !13, i64 0}
!91 = !{!87, !83, !80}
!92 = !{!93}
!93 = distinct !{!93, !94, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!94 = distinct !{!94, !"_ZNSt7__cxx119to_stringEi"}
!95 = !{!93, !87, !83, !80}
