; ModuleID = 'function_lambda_throw.cpp'
source_filename = "function_lambda_throw.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
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
  store i32 9, ptr %4, align 4, !tbaa !5
  %14 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 30, ptr %14, align 16, !tbaa !5
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
  br i1 %21, label %22, label %391

22:                                               ; preds = %16
  %23 = tail call ptr @__cxa_begin_catch(ptr %18) #21
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24, i32 noundef 3)
  tail call void @__cxa_end_catch() #21
  %26 = tail call ptr @__cxa_allocate_exception(i64 4) #21
  store i32 40, ptr %26, align 16, !tbaa !5
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
  br i1 %32, label %33, label %391

33:                                               ; preds = %27
  %34 = tail call ptr @__cxa_begin_catch(ptr %29) #21
  %35 = load i32, ptr %34, align 4, !tbaa !5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i32 noundef 4)
  tail call void @__cxa_end_catch() #21
  %37 = load i32, ptr %4, align 4, !tbaa !5
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %37)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %5, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %39 = getelementptr inbounds i8, ptr %7, i64 16
  store i8 116, ptr %39, align 8, !tbaa !9
  %40 = getelementptr inbounds i8, ptr %7, i64 8
  %41 = getelementptr inbounds i8, ptr %7, i64 17
  store i8 0, ptr %41, align 1, !tbaa !9
  %42 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %42, ptr %6, align 8, !tbaa !10
  %43 = load i16, ptr %39, align 8
  store i16 %43, ptr %42, align 8
  %44 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 1, ptr %44, align 8, !tbaa !13
  store ptr %39, ptr %7, align 8, !tbaa !16
  store i64 0, ptr %40, align 8, !tbaa !13
  store i8 0, ptr %39, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #21
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %6)
          to label %45 unwind label %157

45:                                               ; preds = %33
  %46 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %8, i8 0, i64 32, i1 false)
  %47 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %48 unwind label %159

48:                                               ; preds = %45
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %47, ptr noundef nonnull align 8 dereferenceable(32) %9)
          to label %58 unwind label %49

49:                                               ; preds = %48
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @_ZdlPvm(ptr noundef nonnull %47, i64 noundef 32) #24
  %51 = load ptr, ptr %46, align 8, !tbaa !17
  %52 = icmp eq ptr %51, null
  br i1 %52, label %170, label %53

53:                                               ; preds = %49
  %54 = invoke noundef zeroext i1 %51(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %170 unwind label %55

55:                                               ; preds = %53
  %56 = landingpad { ptr, i32 }
          catch ptr null
  %57 = extractvalue { ptr, i32 } %56, 0
  call void @__clang_call_terminate(ptr %57) #25
  unreachable

58:                                               ; preds = %48
  %59 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %47, ptr %8, align 8, !tbaa !19
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi", ptr %59, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %46, align 8, !tbaa !17
  %60 = getelementptr inbounds i8, ptr %5, i64 8
  %61 = load ptr, ptr %60, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %5, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !22
  %64 = icmp eq ptr %61, %63
  br i1 %64, label %76, label %65

65:                                               ; preds = %58
  %66 = getelementptr inbounds i8, ptr %61, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %61, i8 0, i64 24, i1 false)
  %67 = load ptr, ptr %59, align 8, !tbaa !20
  store ptr %67, ptr %66, align 8, !tbaa !20
  %68 = load ptr, ptr %46, align 8, !tbaa !17
  %69 = icmp eq ptr %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = getelementptr inbounds i8, ptr %61, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %61, ptr noundef nonnull align 8 dereferenceable(16) %8, i64 16, i1 false), !tbaa.struct !24
  %72 = load ptr, ptr %46, align 8, !tbaa !17
  store ptr %72, ptr %71, align 8, !tbaa !17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %46, i8 0, i64 16, i1 false)
  br label %73

73:                                               ; preds = %65, %70
  %74 = load ptr, ptr %60, align 8, !tbaa !25
  %75 = getelementptr inbounds i8, ptr %74, i64 32
  store ptr %75, ptr %60, align 8, !tbaa !25
  br label %85

76:                                               ; preds = %58
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr %61, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %77 unwind label %161

77:                                               ; preds = %76
  %78 = load ptr, ptr %46, align 8, !tbaa !17
  %79 = icmp eq ptr %78, null
  br i1 %79, label %85, label %80

80:                                               ; preds = %77
  %81 = invoke noundef zeroext i1 %78(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %85 unwind label %82

82:                                               ; preds = %80
  %83 = landingpad { ptr, i32 }
          catch ptr null
  %84 = extractvalue { ptr, i32 } %83, 0
  call void @__clang_call_terminate(ptr %84) #25
  unreachable

85:                                               ; preds = %73, %77, %80
  %86 = load ptr, ptr %9, align 8, !tbaa !16
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %86)
  %88 = load ptr, ptr %9, align 8, !tbaa !16
  %89 = getelementptr inbounds i8, ptr %9, i64 16
  %90 = icmp eq ptr %88, %89
  br i1 %90, label %94, label %91

91:                                               ; preds = %85
  %92 = load i64, ptr %89, align 8, !tbaa !9
  %93 = add i64 %92, 1
  call void @_ZdlPvm(ptr noundef %88, i64 noundef %93) #24
  br label %94

94:                                               ; preds = %85, %91
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #21
  %95 = getelementptr inbounds i8, ptr %10, i64 16
  %96 = getelementptr inbounds i8, ptr %10, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi", ptr %96, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %95, align 8, !tbaa !17
  %97 = load ptr, ptr %60, align 8, !tbaa !19
  %98 = load ptr, ptr %62, align 8, !tbaa !22
  %99 = icmp eq ptr %97, %98
  br i1 %99, label %111, label %100

100:                                              ; preds = %94
  %101 = getelementptr inbounds i8, ptr %97, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %97, i8 0, i64 24, i1 false)
  %102 = load ptr, ptr %96, align 8, !tbaa !20
  store ptr %102, ptr %101, align 8, !tbaa !20
  %103 = load ptr, ptr %95, align 8, !tbaa !17
  %104 = icmp eq ptr %103, null
  br i1 %104, label %108, label %105

105:                                              ; preds = %100
  %106 = getelementptr inbounds i8, ptr %97, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %97, ptr noundef nonnull align 8 dereferenceable(16) %10, i64 16, i1 false), !tbaa.struct !24
  %107 = load ptr, ptr %95, align 8, !tbaa !17
  store ptr %107, ptr %106, align 8, !tbaa !17
  br label %108

108:                                              ; preds = %100, %105
  %109 = load ptr, ptr %60, align 8, !tbaa !25
  %110 = getelementptr inbounds i8, ptr %109, i64 32
  store ptr %110, ptr %60, align 8, !tbaa !25
  br label %120

111:                                              ; preds = %94
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr %97, ptr noundef nonnull align 8 dereferenceable(32) %10)
          to label %112 unwind label %176

112:                                              ; preds = %111
  %113 = load ptr, ptr %95, align 8, !tbaa !17
  %114 = icmp eq ptr %113, null
  br i1 %114, label %120, label %115

115:                                              ; preds = %112
  %116 = invoke noundef zeroext i1 %113(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %120 unwind label %117

117:                                              ; preds = %115
  %118 = landingpad { ptr, i32 }
          catch ptr null
  %119 = extractvalue { ptr, i32 } %118, 0
  call void @__clang_call_terminate(ptr %119) #25
  unreachable

120:                                              ; preds = %108, %112, %115
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #21
  %121 = getelementptr inbounds i8, ptr %11, i64 16
  %122 = getelementptr inbounds i8, ptr %11, i64 24
  %123 = getelementptr inbounds i8, ptr %11, i64 8
  store i64 0, ptr %123, align 8
  %124 = ptrtoint ptr %4 to i64
  store i64 %124, ptr %11, align 8, !tbaa !19
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi", ptr %122, align 8, !tbaa !20
  store ptr @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation", ptr %121, align 8, !tbaa !17
  %125 = load ptr, ptr %60, align 8, !tbaa !19
  %126 = load ptr, ptr %62, align 8, !tbaa !22
  %127 = icmp eq ptr %125, %126
  br i1 %127, label %139, label %128

128:                                              ; preds = %120
  %129 = getelementptr inbounds i8, ptr %125, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %125, i8 0, i64 24, i1 false)
  %130 = load ptr, ptr %122, align 8, !tbaa !20
  store ptr %130, ptr %129, align 8, !tbaa !20
  %131 = load ptr, ptr %121, align 8, !tbaa !17
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %128
  %134 = getelementptr inbounds i8, ptr %125, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %125, ptr noundef nonnull align 8 dereferenceable(16) %11, i64 16, i1 false), !tbaa.struct !24
  %135 = load ptr, ptr %121, align 8, !tbaa !17
  store ptr %135, ptr %134, align 8, !tbaa !17
  br label %136

136:                                              ; preds = %128, %133
  %137 = load ptr, ptr %60, align 8, !tbaa !25
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  store ptr %138, ptr %60, align 8, !tbaa !25
  br label %148

139:                                              ; preds = %120
  invoke void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %5, ptr %125, ptr noundef nonnull align 8 dereferenceable(32) %11)
          to label %140 unwind label %188

140:                                              ; preds = %139
  %141 = load ptr, ptr %121, align 8, !tbaa !17
  %142 = icmp eq ptr %141, null
  br i1 %142, label %148, label %143

143:                                              ; preds = %140
  %144 = invoke noundef zeroext i1 %141(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %148 unwind label %145

145:                                              ; preds = %143
  %146 = landingpad { ptr, i32 }
          catch ptr null
  %147 = extractvalue { ptr, i32 } %146, 0
  call void @__clang_call_terminate(ptr %147) #25
  unreachable

148:                                              ; preds = %136, %140, %143
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  %149 = load ptr, ptr %60, align 8, !tbaa !25
  %150 = load ptr, ptr %5, align 8, !tbaa !26
  %151 = icmp eq ptr %149, %150
  br i1 %151, label %154, label %152

152:                                              ; preds = %148
  %153 = getelementptr inbounds i8, ptr %12, i64 16
  br label %200

154:                                              ; preds = %231, %148
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %13) #21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %13, i8 0, i64 32, i1 false)
  %155 = getelementptr inbounds i8, ptr %13, i64 16
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %156 unwind label %244

156:                                              ; preds = %154
  unreachable

157:                                              ; preds = %33
  %158 = landingpad { ptr, i32 }
          cleanup
  br label %172

159:                                              ; preds = %45
  %160 = landingpad { ptr, i32 }
          cleanup
  br label %170

161:                                              ; preds = %76
  %162 = landingpad { ptr, i32 }
          cleanup
  %163 = load ptr, ptr %46, align 8, !tbaa !17
  %164 = icmp eq ptr %163, null
  br i1 %164, label %170, label %165

165:                                              ; preds = %161
  %166 = invoke noundef zeroext i1 %163(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %170 unwind label %167

167:                                              ; preds = %165
  %168 = landingpad { ptr, i32 }
          catch ptr null
  %169 = extractvalue { ptr, i32 } %168, 0
  call void @__clang_call_terminate(ptr %169) #25
  unreachable

170:                                              ; preds = %165, %161, %159, %53, %49
  %171 = phi { ptr, i32 } [ %160, %159 ], [ %50, %53 ], [ %50, %49 ], [ %162, %161 ], [ %162, %165 ]
  call fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull align 8 dereferenceable(32) %9) #21
  br label %172

172:                                              ; preds = %170, %157
  %173 = phi { ptr, i32 } [ %171, %170 ], [ %158, %157 ]
  %174 = extractvalue { ptr, i32 } %173, 0
  %175 = extractvalue { ptr, i32 } %173, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #21
  br label %351

176:                                              ; preds = %111
  %177 = landingpad { ptr, i32 }
          cleanup
  %178 = extractvalue { ptr, i32 } %177, 0
  %179 = extractvalue { ptr, i32 } %177, 1
  %180 = load ptr, ptr %95, align 8, !tbaa !17
  %181 = icmp eq ptr %180, null
  br i1 %181, label %187, label %182

182:                                              ; preds = %176
  %183 = invoke noundef zeroext i1 %180(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %10, i32 noundef 3)
          to label %187 unwind label %184

184:                                              ; preds = %182
  %185 = landingpad { ptr, i32 }
          catch ptr null
  %186 = extractvalue { ptr, i32 } %185, 0
  call void @__clang_call_terminate(ptr %186) #25
  unreachable

187:                                              ; preds = %176, %182
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  br label %351

188:                                              ; preds = %139
  %189 = landingpad { ptr, i32 }
          cleanup
  %190 = extractvalue { ptr, i32 } %189, 0
  %191 = extractvalue { ptr, i32 } %189, 1
  %192 = load ptr, ptr %121, align 8, !tbaa !17
  %193 = icmp eq ptr %192, null
  br i1 %193, label %199, label %194

194:                                              ; preds = %188
  %195 = invoke noundef zeroext i1 %192(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull align 8 dereferenceable(16) %11, i32 noundef 3)
          to label %199 unwind label %196

196:                                              ; preds = %194
  %197 = landingpad { ptr, i32 }
          catch ptr null
  %198 = extractvalue { ptr, i32 } %197, 0
  call void @__clang_call_terminate(ptr %198) #25
  unreachable

199:                                              ; preds = %188, %194
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #21
  br label %351

200:                                              ; preds = %152, %231
  %201 = phi ptr [ %150, %152 ], [ %234, %231 ]
  %202 = phi i64 [ 0, %152 ], [ %232, %231 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #21
  %203 = getelementptr inbounds %"class.std::function.3", ptr %201, i64 %202
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store i32 7, ptr %3, align 4, !tbaa !5, !noalias !27
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load ptr, ptr %204, align 8, !tbaa !17, !noalias !27
  %206 = icmp eq ptr %205, null
  br i1 %206, label %207, label %209

207:                                              ; preds = %200
  invoke void @_ZSt25__throw_bad_function_callv() #22
          to label %208 unwind label %221

208:                                              ; preds = %207
  unreachable

209:                                              ; preds = %200
  %210 = getelementptr inbounds i8, ptr %203, i64 24
  %211 = load ptr, ptr %210, align 8, !tbaa !20, !noalias !27
  invoke void %211(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %12, ptr noundef nonnull align 8 dereferenceable(16) %203, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %212 unwind label %221

212:                                              ; preds = %209
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  %213 = load ptr, ptr %12, align 8, !tbaa !16
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %202, ptr noundef %213)
  %215 = load ptr, ptr %12, align 8, !tbaa !16
  %216 = icmp eq ptr %215, %153
  br i1 %216, label %220, label %217

217:                                              ; preds = %212
  %218 = load i64, ptr %153, align 8, !tbaa !9
  %219 = add i64 %218, 1
  call void @_ZdlPvm(ptr noundef %215, i64 noundef %219) #24
  br label %220

220:                                              ; preds = %212, %217
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  br label %231

221:                                              ; preds = %209, %207
  %222 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %223 = extractvalue { ptr, i32 } %222, 0
  %224 = extractvalue { ptr, i32 } %222, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #21
  %225 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #21
  %226 = icmp eq i32 %224, %225
  br i1 %226, label %227, label %351

227:                                              ; preds = %221
  %228 = call ptr @__cxa_begin_catch(ptr %223) #21
  %229 = load ptr, ptr %228, align 8, !tbaa !16
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %202, ptr noundef %229)
  invoke void @__cxa_end_catch()
          to label %231 unwind label %240

231:                                              ; preds = %227, %220
  %232 = add nuw i64 %202, 1
  %233 = load ptr, ptr %60, align 8, !tbaa !25
  %234 = load ptr, ptr %5, align 8, !tbaa !26
  %235 = ptrtoint ptr %233 to i64
  %236 = ptrtoint ptr %234 to i64
  %237 = sub i64 %235, %236
  %238 = ashr exact i64 %237, 5
  %239 = icmp ult i64 %232, %238
  br i1 %239, label %200, label %154, !llvm.loop !30

240:                                              ; preds = %227
  %241 = landingpad { ptr, i32 }
          cleanup
  %242 = extractvalue { ptr, i32 } %241, 0
  %243 = extractvalue { ptr, i32 } %241, 1
  br label %351

244:                                              ; preds = %154
  %245 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt17bad_function_call
  %246 = extractvalue { ptr, i32 } %245, 0
  %247 = extractvalue { ptr, i32 } %245, 1
  %248 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt17bad_function_call) #21
  %249 = icmp eq i32 %247, %248
  br i1 %249, label %250, label %340

250:                                              ; preds = %244
  %251 = call ptr @__cxa_begin_catch(ptr %246) #21
  %252 = load ptr, ptr %251, align 8, !tbaa !32
  %253 = getelementptr inbounds i8, ptr %252, i64 16
  %254 = load ptr, ptr %253, align 8
  %255 = call noundef ptr %254(ptr noundef nonnull align 8 dereferenceable(8) %251) #21
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %255)
  invoke void @__cxa_end_catch()
          to label %257 unwind label %284

257:                                              ; preds = %250
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #21
  %258 = getelementptr inbounds i8, ptr %2, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %258, ptr noundef nonnull align 1 dereferenceable(5) @.str.10, i64 5, i1 false)
  %259 = getelementptr inbounds i8, ptr %2, i64 8
  %260 = getelementptr inbounds i8, ptr %2, i64 21
  store i8 0, ptr %260, align 1, !tbaa !9
  %261 = getelementptr inbounds i8, ptr %1, i64 16
  store ptr %261, ptr %1, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %261, ptr noundef nonnull align 8 dereferenceable(6) %258, i64 6, i1 false)
  %262 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 5, ptr %262, align 8, !tbaa !13
  store ptr %258, ptr %2, align 8, !tbaa !16
  store i64 0, ptr %259, align 8, !tbaa !13
  store i8 0, ptr %258, align 8, !tbaa !9
  %263 = call ptr @__cxa_allocate_exception(i64 8) #21
  store double 3.500000e+00, ptr %263, align 16, !tbaa !34
  invoke void @__cxa_throw(ptr nonnull %263, ptr nonnull @_ZTId, ptr null) #22
          to label %277 unwind label %264

264:                                              ; preds = %257
  %265 = landingpad { ptr, i32 }
          catch ptr null
  %266 = load ptr, ptr %1, align 8, !tbaa !16
  %267 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %266)
  %268 = load ptr, ptr %1, align 8, !tbaa !16
  %269 = icmp eq ptr %268, %261
  br i1 %269, label %273, label %270

270:                                              ; preds = %264
  %271 = load i64, ptr %261, align 8, !tbaa !9
  %272 = add i64 %271, 1
  call void @_ZdlPvm(ptr noundef %268, i64 noundef %272) #24
  br label %273

273:                                              ; preds = %270, %264
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #21
  %274 = extractvalue { ptr, i32 } %265, 0
  %275 = call ptr @__cxa_begin_catch(ptr %274) #21
  %276 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @__cxa_rethrow() #22
          to label %283 unwind label %278

277:                                              ; preds = %257
  unreachable

278:                                              ; preds = %273
  %279 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  invoke void @__cxa_end_catch()
          to label %288 unwind label %280

280:                                              ; preds = %278
  %281 = landingpad { ptr, i32 }
          catch ptr null
  %282 = extractvalue { ptr, i32 } %281, 0
  call void @__clang_call_terminate(ptr %282) #25
  unreachable

283:                                              ; preds = %273
  unreachable

284:                                              ; preds = %250
  %285 = landingpad { ptr, i32 }
          cleanup
  %286 = extractvalue { ptr, i32 } %285, 0
  %287 = extractvalue { ptr, i32 } %285, 1
  br label %340

288:                                              ; preds = %278
  %289 = extractvalue { ptr, i32 } %279, 0
  %290 = extractvalue { ptr, i32 } %279, 1
  %291 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #21
  %292 = icmp eq i32 %290, %291
  br i1 %292, label %293, label %340

293:                                              ; preds = %288
  %294 = call ptr @__cxa_begin_catch(ptr %289) #21
  %295 = load double, ptr %294, align 8, !tbaa !34
  %296 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %295)
  call void @__cxa_end_catch() #21
  %297 = load ptr, ptr %155, align 8, !tbaa !17
  %298 = icmp eq ptr %297, null
  br i1 %298, label %304, label %299

299:                                              ; preds = %293
  %300 = invoke noundef zeroext i1 %297(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %304 unwind label %301

301:                                              ; preds = %299
  %302 = landingpad { ptr, i32 }
          catch ptr null
  %303 = extractvalue { ptr, i32 } %302, 0
  call void @__clang_call_terminate(ptr %303) #25
  unreachable

304:                                              ; preds = %293, %299
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  %305 = load ptr, ptr %6, align 8, !tbaa !16
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %305)
  %307 = load ptr, ptr %6, align 8, !tbaa !16
  %308 = icmp eq ptr %307, %42
  br i1 %308, label %312, label %309

309:                                              ; preds = %304
  %310 = load i64, ptr %42, align 8, !tbaa !9
  %311 = add i64 %310, 1
  call void @_ZdlPvm(ptr noundef %307, i64 noundef %311) #24
  br label %312

312:                                              ; preds = %304, %309
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %313 = load ptr, ptr %5, align 8, !tbaa !26
  %314 = load ptr, ptr %60, align 8, !tbaa !25
  %315 = icmp eq ptr %313, %314
  br i1 %315, label %331, label %316

316:                                              ; preds = %312, %326
  %317 = phi ptr [ %327, %326 ], [ %313, %312 ]
  %318 = getelementptr inbounds i8, ptr %317, i64 16
  %319 = load ptr, ptr %318, align 8, !tbaa !17
  %320 = icmp eq ptr %319, null
  br i1 %320, label %326, label %321

321:                                              ; preds = %316
  %322 = invoke noundef zeroext i1 %319(ptr noundef nonnull align 8 dereferenceable(16) %317, ptr noundef nonnull align 8 dereferenceable(16) %317, i32 noundef 3)
          to label %326 unwind label %323

323:                                              ; preds = %321
  %324 = landingpad { ptr, i32 }
          catch ptr null
  %325 = extractvalue { ptr, i32 } %324, 0
  call void @__clang_call_terminate(ptr %325) #25
  unreachable

326:                                              ; preds = %321, %316
  %327 = getelementptr inbounds i8, ptr %317, i64 32
  %328 = icmp eq ptr %327, %314
  br i1 %328, label %329, label %316, !llvm.loop !36

329:                                              ; preds = %326
  %330 = load ptr, ptr %5, align 8, !tbaa !26
  br label %331

331:                                              ; preds = %329, %312
  %332 = phi ptr [ %330, %329 ], [ %313, %312 ]
  %333 = icmp eq ptr %332, null
  br i1 %333, label %339, label %334

334:                                              ; preds = %331
  %335 = load ptr, ptr %62, align 8, !tbaa !22
  %336 = ptrtoint ptr %335 to i64
  %337 = ptrtoint ptr %332 to i64
  %338 = sub i64 %336, %337
  call void @_ZdlPvm(ptr noundef nonnull %332, i64 noundef %338) #24
  br label %339

339:                                              ; preds = %331, %334
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  ret i32 0

340:                                              ; preds = %288, %284, %244
  %341 = phi i32 [ %287, %284 ], [ %247, %244 ], [ %290, %288 ]
  %342 = phi ptr [ %286, %284 ], [ %246, %244 ], [ %289, %288 ]
  %343 = load ptr, ptr %155, align 8, !tbaa !17
  %344 = icmp eq ptr %343, null
  br i1 %344, label %350, label %345

345:                                              ; preds = %340
  %346 = invoke noundef zeroext i1 %343(ptr noundef nonnull align 8 dereferenceable(16) %13, ptr noundef nonnull align 8 dereferenceable(16) %13, i32 noundef 3)
          to label %350 unwind label %347

347:                                              ; preds = %345
  %348 = landingpad { ptr, i32 }
          catch ptr null
  %349 = extractvalue { ptr, i32 } %348, 0
  call void @__clang_call_terminate(ptr %349) #25
  unreachable

350:                                              ; preds = %340, %345
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %13) #21
  br label %351

351:                                              ; preds = %221, %240, %350, %199, %187, %172
  %352 = phi i32 [ %341, %350 ], [ %191, %199 ], [ %179, %187 ], [ %175, %172 ], [ %243, %240 ], [ %224, %221 ]
  %353 = phi ptr [ %342, %350 ], [ %190, %199 ], [ %178, %187 ], [ %174, %172 ], [ %242, %240 ], [ %223, %221 ]
  %354 = load ptr, ptr %6, align 8, !tbaa !16
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %354)
  %356 = load ptr, ptr %6, align 8, !tbaa !16
  %357 = icmp eq ptr %356, %42
  br i1 %357, label %361, label %358

358:                                              ; preds = %351
  %359 = load i64, ptr %42, align 8, !tbaa !9
  %360 = add i64 %359, 1
  call void @_ZdlPvm(ptr noundef %356, i64 noundef %360) #24
  br label %361

361:                                              ; preds = %351, %358
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %362 = load ptr, ptr %5, align 8, !tbaa !26
  %363 = getelementptr inbounds i8, ptr %5, i64 8
  %364 = load ptr, ptr %363, align 8, !tbaa !25
  %365 = icmp eq ptr %362, %364
  br i1 %365, label %381, label %366

366:                                              ; preds = %361, %376
  %367 = phi ptr [ %377, %376 ], [ %362, %361 ]
  %368 = getelementptr inbounds i8, ptr %367, i64 16
  %369 = load ptr, ptr %368, align 8, !tbaa !17
  %370 = icmp eq ptr %369, null
  br i1 %370, label %376, label %371

371:                                              ; preds = %366
  %372 = invoke noundef zeroext i1 %369(ptr noundef nonnull align 8 dereferenceable(16) %367, ptr noundef nonnull align 8 dereferenceable(16) %367, i32 noundef 3)
          to label %376 unwind label %373

373:                                              ; preds = %371
  %374 = landingpad { ptr, i32 }
          catch ptr null
  %375 = extractvalue { ptr, i32 } %374, 0
  call void @__clang_call_terminate(ptr %375) #25
  unreachable

376:                                              ; preds = %371, %366
  %377 = getelementptr inbounds i8, ptr %367, i64 32
  %378 = icmp eq ptr %377, %364
  br i1 %378, label %379, label %366, !llvm.loop !36

379:                                              ; preds = %376
  %380 = load ptr, ptr %5, align 8, !tbaa !26
  br label %381

381:                                              ; preds = %379, %361
  %382 = phi ptr [ %380, %379 ], [ %362, %361 ]
  %383 = icmp eq ptr %382, null
  br i1 %383, label %390, label %384

384:                                              ; preds = %381
  %385 = getelementptr inbounds i8, ptr %5, i64 16
  %386 = load ptr, ptr %385, align 8, !tbaa !22
  %387 = ptrtoint ptr %386 to i64
  %388 = ptrtoint ptr %382 to i64
  %389 = sub i64 %387, %388
  call void @_ZdlPvm(ptr noundef nonnull %382, i64 noundef %389) #24
  br label %390

390:                                              ; preds = %381, %384
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #21
  br label %391

391:                                              ; preds = %16, %27, %390
  %392 = phi i32 [ %352, %390 ], [ %19, %16 ], [ %30, %27 ]
  %393 = phi ptr [ %353, %390 ], [ %18, %16 ], [ %29, %27 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  %394 = insertvalue { ptr, i32 } poison, ptr %393, 0
  %395 = insertvalue { ptr, i32 } %394, i32 %392, 1
  resume { ptr, i32 } %395
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
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #4 align 2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 noundef 0)
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
  %27 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull @.str.7, i64 noundef 1)
          to label %36 unwind label %28

28:                                               ; preds = %26, %24
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = load ptr, ptr %0, align 8, !tbaa !16, !alias.scope !37
  %31 = icmp eq ptr %30, %4
  br i1 %31, label %35, label %32

32:                                               ; preds = %28
  %33 = load i64, ptr %4, align 8, !tbaa !9, !alias.scope !37
  %34 = add i64 %33, 1
  call void @_ZdlPvm(ptr noundef %30, i64 noundef %34) #24
  br label %35

35:                                               ; preds = %32, %28
  resume { ptr, i32 } %29

36:                                               ; preds = %26
  ret void
}

; Function Attrs: inlinehint mustprogress norecurse nounwind uwtable
define internal fastcc void @"_ZZ4mainEN3$_1D2Ev"(ptr noundef nonnull readonly align 8 dereferenceable(32) %0) unnamed_addr #6 align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !16
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %2)
  %4 = load ptr, ptr %0, align 8, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = icmp eq ptr %4, %5
  br i1 %6, label %10, label %7

7:                                                ; preds = %1
  %8 = load i64, ptr %5, align 8, !tbaa !9
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
define linkonce_odr dso_local void @_ZNSt6vectorISt8functionIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEESaIS8_EE17_M_realloc_insertIJS8_EEEvN9__gnu_cxx17__normal_iteratorIPS8_SA_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !25
  %6 = load ptr, ptr %0, align 8, !tbaa !19
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775776
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.13) #22
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 5
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 288230376151711743)
  %18 = select i1 %16, i64 288230376151711743, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 5
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 5
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #23
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
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
  %38 = icmp eq ptr %6, %1
  br i1 %38, label %54, label %39

39:                                               ; preds = %37, %50
  %40 = phi ptr [ %52, %50 ], [ %27, %37 ]
  %41 = phi ptr [ %51, %50 ], [ %6, %37 ]
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
  %53 = icmp eq ptr %51, %1
  br i1 %53, label %54, label %39, !llvm.loop !47

54:                                               ; preds = %50, %37
  %55 = phi ptr [ %27, %37 ], [ %52, %50 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 32
  %57 = icmp eq ptr %5, %1
  br i1 %57, label %73, label %58

58:                                               ; preds = %54, %69
  %59 = phi ptr [ %71, %69 ], [ %56, %54 ]
  %60 = phi ptr [ %70, %69 ], [ %1, %54 ]
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
  %72 = icmp eq ptr %70, %5
  br i1 %72, label %73, label %58, !llvm.loop !47

73:                                               ; preds = %69, %54
  %74 = phi ptr [ %56, %54 ], [ %71, %69 ]
  %75 = getelementptr inbounds i8, ptr %0, i64 16
  %76 = icmp eq ptr %6, null
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = load ptr, ptr %75, align 8, !tbaa !22
  %79 = ptrtoint ptr %78 to i64
  %80 = sub i64 %79, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %80) #24
  br label %81

81:                                               ; preds = %73, %77
  store ptr %27, ptr %0, align 8, !tbaa !26
  store ptr %74, ptr %4, align 8, !tbaa !25
  %82 = getelementptr inbounds %"class.std::function.3", ptr %27, i64 %18
  store ptr %82, ptr %75, align 8, !tbaa !22
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #5 align 2 personality ptr @__gxx_personality_v0 {
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
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %31, i8 noundef signext 45)
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
  %84 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef %83, i64 noundef %82)
          to label %85 unwind label %109, !noalias !64

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
  br i1 %105, label %117, label %106

106:                                              ; preds = %100
  %107 = load i64, ptr %32, align 8, !tbaa !9, !noalias !64
  %108 = add i64 %107, 1
  call void @_ZdlPvm(ptr noundef %104, i64 noundef %108) #24
  br label %117

109:                                              ; preds = %79
  %110 = landingpad { ptr, i32 }
          cleanup
  %111 = load ptr, ptr %4, align 8, !tbaa !16, !noalias !64
  %112 = icmp eq ptr %111, %32
  br i1 %112, label %116, label %113

113:                                              ; preds = %109
  %114 = load i64, ptr %32, align 8, !tbaa !9, !noalias !64
  %115 = add i64 %114, 1
  call void @_ZdlPvm(ptr noundef %111, i64 noundef %115) #24, !noalias !64
  br label %116

116:                                              ; preds = %113, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !64
  resume { ptr, i32 } %110

117:                                              ; preds = %100, %106
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #21, !noalias !64
  ret void
}

; Function Attrs: mustprogress uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_1E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull align 8 dereferenceable(16) %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, i32 noundef %2) #5 align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %26 [
    i32 0, label %4
    i32 1, label %5
    i32 3, label %13
    i32 2, label %7
  ]

4:                                                ; preds = %3
  store ptr @"_ZTIZ4mainE3$_1", ptr %0, align 8, !tbaa !19
  br label %26

5:                                                ; preds = %3
  %6 = load ptr, ptr %1, align 8, !tbaa !19
  store ptr %6, ptr %0, align 8, !tbaa !19
  br label %26

7:                                                ; preds = %3
  %8 = load ptr, ptr %1, align 8, !tbaa !19
  %9 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
  invoke void @_ZN7TrackerC2ERKS_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %12 unwind label %10

10:                                               ; preds = %7
  %11 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZdlPvm(ptr noundef nonnull %9, i64 noundef 32) #24
  resume { ptr, i32 } %11

12:                                               ; preds = %7
  store ptr %9, ptr %0, align 8, !tbaa !19
  br label %26

13:                                               ; preds = %3
  %14 = load ptr, ptr %0, align 8, !tbaa !19
  %15 = icmp eq ptr %14, null
  br i1 %15, label %26, label %16

16:                                               ; preds = %13
  %17 = load ptr, ptr %14, align 8, !tbaa !16
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %17)
  %19 = load ptr, ptr %14, align 8, !tbaa !16
  %20 = getelementptr inbounds i8, ptr %14, i64 16
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = load i64, ptr %20, align 8, !tbaa !9
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

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #10

; Function Attrs: mustprogress noreturn uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias nocapture readnone sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture nonnull readnone align 8 %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #14 align 2 personality ptr @__gxx_personality_v0 {
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
  %10 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
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
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %6, i64 noundef %40, i8 noundef signext 45)
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
          to label %112 unwind label %93

91:                                               ; preds = %3
  %92 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br label %108

93:                                               ; preds = %90, %88
  %94 = phi i1 [ false, %90 ], [ true, %88 ]
  %95 = landingpad { ptr, i32 }
          cleanup
  %96 = load ptr, ptr %6, align 8, !tbaa !16
  %97 = icmp eq ptr %96, %41
  br i1 %97, label %101, label %98

98:                                               ; preds = %93
  %99 = load i64, ptr %41, align 8, !tbaa !9
  %100 = add i64 %99, 1
  call void @_ZdlPvm(ptr noundef %96, i64 noundef %100) #24
  br label %101

101:                                              ; preds = %98, %93
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %102 = load ptr, ptr %5, align 8, !tbaa !16
  %103 = icmp eq ptr %102, %9
  br i1 %103, label %107, label %104

104:                                              ; preds = %101
  %105 = load i64, ptr %9, align 8, !tbaa !9
  %106 = add i64 %105, 1
  call void @_ZdlPvm(ptr noundef %102, i64 noundef %106) #24
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %94, label %108, label %110

107:                                              ; preds = %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br i1 %94, label %108, label %110

108:                                              ; preds = %107, %104, %91
  %109 = phi { ptr, i32 } [ %92, %91 ], [ %95, %107 ], [ %95, %104 ]
  call void @__cxa_free_exception(ptr %8) #21
  br label %110

110:                                              ; preds = %108, %107, %104
  %111 = phi { ptr, i32 } [ %95, %107 ], [ %109, %108 ], [ %95, %104 ]
  resume { ptr, i32 } %111

112:                                              ; preds = %90
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_2E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #15 align 2 personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
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
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
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
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
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

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define internal void @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E9_M_invokeERKSt9_Any_dataOi"(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2) #4 align 2 personality ptr @__gxx_personality_v0 {
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
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %32, i8 noundef signext 45)
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
define internal noundef zeroext i1 @"_ZNSt17_Function_handlerIFNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEEiEZ4mainE3$_3E10_M_managerERSt9_Any_dataRKS9_St18_Manager_operation"(ptr nocapture noundef nonnull writeonly align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #17 align 2 personality ptr @__gxx_personality_v0 {
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inlinehint mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { nofree nounwind }
attributes #19 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #21 = { nounwind }
attributes #22 = { noreturn }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { builtin nounwind }
attributes #25 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
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
!15 = !{!"long", !7, i64 0}
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
