; ModuleID = 'stdlib_throws.cpp'
source_filename = "stdlib_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Dog = type { %struct.Animal }
%struct.Animal = type { ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<int, std::pair<const int, int>, std::_Select1st<std::pair<const int, int>>, std::less<int>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<int, std::pair<const int, int>, std::_Select1st<std::pair<const int, int>>, std::less<int>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%"class.std::initializer_list.6" = type { ptr, i64 }
%"struct.std::pair" = type { i32, i32 }
%"struct.std::less" = type { i8 }
%"class.std::allocator.7" = type { i8 }
%"struct.std::pair.32" = type { ptr, ptr }
%struct._Save_errno = type { i32 }
%struct._Save_errno.35 = type { i32 }
%struct._Save_errno.38 = type { i32 }

$_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_ = comdat any

$_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_ = comdat any

$_Z6printfPKcz = comdat any

$_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi = comdat any

$_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev = comdat any

$_ZNSt7__cxx114stolERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi = comdat any

$_ZZN9__gnu_cxx6__stoaIllcJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev = comdat any

$_ZNSt7__cxx114stodERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPy = comdat any

$_ZZN9__gnu_cxx6__stoaIddcJEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN3DogD0Ev = comdat any

$_ZSt27__throw_bad_optional_accessv = comdat any

$_ZNSt19bad_optional_accessD0Ev = comdat any

$_ZNKSt19bad_optional_access4whatEv = comdat any

$_ZNSt18bad_variant_accessD0Ev = comdat any

$_ZNKSt18bad_variant_access4whatEv = comdat any

$_ZTSSt12out_of_range = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt12out_of_range = comdat any

$_ZTSSt16invalid_argument = comdat any

$_ZTISt16invalid_argument = comdat any

$_ZTSSt9bad_alloc = comdat any

$_ZTISt9bad_alloc = comdat any

$_ZTSSt8bad_cast = comdat any

$_ZTISt8bad_cast = comdat any

$_ZTS6Animal = comdat any

$_ZTI6Animal = comdat any

$_ZTS3Cat = comdat any

$_ZTI3Cat = comdat any

$_ZTV3Dog = comdat any

$_ZTS3Dog = comdat any

$_ZTI3Dog = comdat any

$_ZTSSt19bad_optional_access = comdat any

$_ZTISt19bad_optional_access = comdat any

$_ZTVSt19bad_optional_access = comdat any

$_ZTSSt18bad_variant_access = comdat any

$_ZTISt18bad_variant_access = comdat any

$_ZTVSt18bad_variant_access = comdat any

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"vector::at(2)\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"vector::at(3)\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"string::at\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"substr\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"map::at\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"stoi(\22123\22)\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"stoi(\22abc\22)\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"stoi(huge)\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"stol(\22 -42x\22)\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"stod(\22\22)\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"dynamic_cast&\00", align 1
@.str.12 = private unnamed_addr constant [9 x i8] c"optional\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"variant\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"huge new\00", align 1
@.str.15 = private unnamed_addr constant [8 x i8] c"reserve\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt12out_of_range = linkonce_odr dso_local constant [17 x i8] c"St12out_of_range\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt12out_of_range = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt12out_of_range, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZTSSt16invalid_argument = linkonce_odr dso_local constant [21 x i8] c"St16invalid_argument\00", comdat, align 1
@_ZTISt16invalid_argument = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16invalid_argument, ptr @_ZTISt11logic_error }, comdat, align 8
@_ZTSSt9bad_alloc = linkonce_odr dso_local constant [13 x i8] c"St9bad_alloc\00", comdat, align 1
@_ZTISt9bad_alloc = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt9bad_alloc, ptr @_ZTISt9exception }, comdat, align 8
@_ZTSSt8bad_cast = linkonce_odr dso_local constant [12 x i8] c"St8bad_cast\00", comdat, align 1
@_ZTISt8bad_cast = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt8bad_cast, ptr @_ZTISt9exception }, comdat, align 8
@.str.18 = private unnamed_addr constant [10 x i8] c"%-16s ok\0A\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"%-16s exception: %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"%-16s bad_cast: %s\0A\00", align 1
@.str.21 = private unnamed_addr constant [21 x i8] c"%-16s bad_alloc: %s\0A\00", align 1
@.str.22 = private unnamed_addr constant [28 x i8] c"%-16s invalid_argument: %s\0A\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"%-16s out_of_range\0A\00", align 1
@.str.24 = private unnamed_addr constant [14 x i8] c"v.at(2) = %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [74 x i8] c"vector::_M_range_check: __n (which is %zu) >= this->size() (which is %zu)\00", align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.27 = private unnamed_addr constant [4 x i8] c"%c\0A\00", align 1
@.str.28 = private unnamed_addr constant [68 x i8] c"basic_string::at: __n (which is %zu) >= this->size() (which is %zu)\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.30 = private unnamed_addr constant [21 x i8] c"basic_string::substr\00", align 1
@.str.31 = private unnamed_addr constant [55 x i8] c"%s: __pos (which is %zu) > this->size() (which is %zu)\00", align 1
@.str.33 = private unnamed_addr constant [11 x i8] c"stoi = %d\0A\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"123\00", align 1
@.str.35 = private unnamed_addr constant [5 x i8] c"stoi\00", align 1
@.str.36 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.37 = private unnamed_addr constant [21 x i8] c"99999999999999999999\00", align 1
@.str.38 = private unnamed_addr constant [12 x i8] c"stol = %ld\0A\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c" -42x\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"stol\00", align 1
@.str.41 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.43 = private unnamed_addr constant [5 x i8] c"stod\00", align 1
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Animal }, comdat, align 8
@_ZTS3Cat = linkonce_odr dso_local constant [5 x i8] c"3Cat\00", comdat, align 1
@_ZTI3Cat = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Cat, ptr @_ZTI6Animal }, comdat, align 8
@.str.44 = private unnamed_addr constant [4 x i8] c"%p\0A\00", align 1
@_ZTV3Dog = linkonce_odr dso_local unnamed_addr constant { [4 x ptr] } { [4 x ptr] [ptr null, ptr @_ZTI3Dog, ptr @_ZN6AnimalD2Ev, ptr @_ZN3DogD0Ev] }, comdat, align 8
@_ZTS3Dog = linkonce_odr dso_local constant [5 x i8] c"3Dog\00", comdat, align 1
@_ZTI3Dog = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Dog, ptr @_ZTI6Animal }, comdat, align 8
@_ZTSSt19bad_optional_access = linkonce_odr dso_local constant [24 x i8] c"St19bad_optional_access\00", comdat, align 1
@_ZTISt19bad_optional_access = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt19bad_optional_access, ptr @_ZTISt9exception }, comdat, align 8
@_ZTVSt19bad_optional_access = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt19bad_optional_access, ptr @_ZNSt9exceptionD2Ev, ptr @_ZNSt19bad_optional_accessD0Ev, ptr @_ZNKSt19bad_optional_access4whatEv] }, comdat, align 8
@.str.45 = private unnamed_addr constant [20 x i8] c"bad optional access\00", align 1
@.str.47 = private unnamed_addr constant [34 x i8] c"std::get: wrong index for variant\00", align 1
@_ZTSSt18bad_variant_access = linkonce_odr dso_local constant [23 x i8] c"St18bad_variant_access\00", comdat, align 1
@_ZTISt18bad_variant_access = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt18bad_variant_access, ptr @_ZTISt9exception }, comdat, align 8
@_ZTVSt18bad_variant_access = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTISt18bad_variant_access, ptr @_ZNSt9exceptionD2Ev, ptr @_ZNSt18bad_variant_accessD0Ev, ptr @_ZNKSt18bad_variant_access4whatEv] }, comdat, align 8
@_ZL4huge = internal global i64 4611686018427387904, align 8
@.str.48 = private unnamed_addr constant [16 x i8] c"vector::reserve\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Dog, align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca i64, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::__cxx11::basic_string", align 8
  %8 = alloca i64, align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = alloca %"class.std::__cxx11::basic_string", align 8
  %11 = alloca %"class.std::map", align 8
  %12 = alloca %"class.std::initializer_list.6", align 8
  %13 = alloca [1 x %"struct.std::pair"], align 4
  %14 = alloca %"struct.std::less", align 1
  %15 = alloca %"class.std::allocator.7", align 1
  %16 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwy(i64 noundef 12) #20
  store i32 1, ptr %16, align 4
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  store i32 2, ptr %17, align 4
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  store i32 3, ptr %18, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #21
  %19 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %19, ptr %10, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %19, ptr noundef nonnull align 1 dereferenceable(5) @.str, i64 5, i1 false)
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 5, ptr %20, align 8, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %10, i64 21
  store i8 0, ptr %21, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %11) #21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #21
  store i32 1, ptr %13, align 4, !tbaa !14
  %22 = getelementptr inbounds i8, ptr %13, i64 4
  store i32 10, ptr %22, align 4, !tbaa !17
  store ptr %13, ptr %12, align 8, !tbaa !18
  %23 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 1, ptr %23, align 8, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %14) #21
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %15) #21
  invoke void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %11, ptr noundef nonnull %12, ptr noundef nonnull align 1 dereferenceable(1) %14, ptr noundef nonnull align 1 dereferenceable(1) %15)
          to label %24 unwind label %1199

24:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #21
  %25 = load i32, ptr %18, align 4, !tbaa !21
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.24, i32 noundef %25)
          to label %27 unwind label %29

27:                                               ; preds = %24
  %28 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.1)
          to label %92 unwind label %29

29:                                               ; preds = %27, %24
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %31 = extractvalue { ptr, i32 } %30, 0
  %32 = extractvalue { ptr, i32 } %30, 1
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %39

35:                                               ; preds = %29
  %36 = call ptr @__cxa_begin_catch(ptr %31) #21
  %37 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.1)
          to label %38 unwind label %87

38:                                               ; preds = %72, %62, %52, %42, %35
  invoke void @__cxa_end_catch()
          to label %92 unwind label %1201

39:                                               ; preds = %29
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %41 = icmp eq i32 %32, %40
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = call ptr @__cxa_begin_catch(ptr %31) #21
  %44 = load ptr, ptr %43, align 8, !tbaa !22
  %45 = getelementptr inbounds i8, ptr %44, i64 16
  %46 = load ptr, ptr %45, align 8
  %47 = call noundef ptr %46(ptr noundef nonnull align 8 dereferenceable(16) %43) #21
  %48 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.1, ptr noundef %47)
          to label %38 unwind label %85

49:                                               ; preds = %39
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %51 = icmp eq i32 %32, %50
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = call ptr @__cxa_begin_catch(ptr %31) #21
  %54 = load ptr, ptr %53, align 8, !tbaa !22
  %55 = getelementptr inbounds i8, ptr %54, i64 16
  %56 = load ptr, ptr %55, align 8
  %57 = call noundef ptr %56(ptr noundef nonnull align 8 dereferenceable(8) %53) #21
  %58 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.1, ptr noundef %57)
          to label %38 unwind label %83

59:                                               ; preds = %49
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %61 = icmp eq i32 %32, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %59
  %63 = call ptr @__cxa_begin_catch(ptr %31) #21
  %64 = load ptr, ptr %63, align 8, !tbaa !22
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  %66 = load ptr, ptr %65, align 8
  %67 = call noundef ptr %66(ptr noundef nonnull align 8 dereferenceable(8) %63) #21
  %68 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.1, ptr noundef %67)
          to label %38 unwind label %81

69:                                               ; preds = %59
  %70 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %71 = icmp eq i32 %32, %70
  br i1 %71, label %72, label %1203

72:                                               ; preds = %69
  %73 = call ptr @__cxa_begin_catch(ptr %31) #21
  %74 = load ptr, ptr %73, align 8, !tbaa !22
  %75 = getelementptr inbounds i8, ptr %74, i64 16
  %76 = load ptr, ptr %75, align 8
  %77 = call noundef ptr %76(ptr noundef nonnull align 8 dereferenceable(8) %73) #21
  %78 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.1, ptr noundef %77)
          to label %38 unwind label %79

79:                                               ; preds = %72
  %80 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %89

81:                                               ; preds = %62
  %82 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %89

83:                                               ; preds = %52
  %84 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %89

85:                                               ; preds = %42
  %86 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %89

87:                                               ; preds = %35
  %88 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %89

89:                                               ; preds = %87, %85, %83, %81, %79
  %90 = landingpad { ptr, i32 }
          catch ptr null
  %91 = extractvalue { ptr, i32 } %90, 0
  call void @__clang_call_terminate(ptr %91) #22
  unreachable

92:                                               ; preds = %38, %27
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.25, i64 noundef 3, i64 noundef 3) #23
          to label %93 unwind label %94

93:                                               ; preds = %92
  unreachable

94:                                               ; preds = %92
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %96 = extractvalue { ptr, i32 } %95, 0
  %97 = extractvalue { ptr, i32 } %95, 1
  %98 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %99 = icmp eq i32 %97, %98
  br i1 %99, label %100, label %104

100:                                              ; preds = %94
  %101 = call ptr @__cxa_begin_catch(ptr %96) #21
  %102 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.2)
          to label %103 unwind label %152

103:                                              ; preds = %137, %127, %117, %107, %100
  invoke void @__cxa_end_catch()
          to label %157 unwind label %1201

104:                                              ; preds = %94
  %105 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %106 = icmp eq i32 %97, %105
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = call ptr @__cxa_begin_catch(ptr %96) #21
  %109 = load ptr, ptr %108, align 8, !tbaa !22
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  %112 = call noundef ptr %111(ptr noundef nonnull align 8 dereferenceable(16) %108) #21
  %113 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.2, ptr noundef %112)
          to label %103 unwind label %150

114:                                              ; preds = %104
  %115 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %116 = icmp eq i32 %97, %115
  br i1 %116, label %117, label %124

117:                                              ; preds = %114
  %118 = call ptr @__cxa_begin_catch(ptr %96) #21
  %119 = load ptr, ptr %118, align 8, !tbaa !22
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load ptr, ptr %120, align 8
  %122 = call noundef ptr %121(ptr noundef nonnull align 8 dereferenceable(8) %118) #21
  %123 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.2, ptr noundef %122)
          to label %103 unwind label %148

124:                                              ; preds = %114
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %126 = icmp eq i32 %97, %125
  br i1 %126, label %127, label %134

127:                                              ; preds = %124
  %128 = call ptr @__cxa_begin_catch(ptr %96) #21
  %129 = load ptr, ptr %128, align 8, !tbaa !22
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load ptr, ptr %130, align 8
  %132 = call noundef ptr %131(ptr noundef nonnull align 8 dereferenceable(8) %128) #21
  %133 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.2, ptr noundef %132)
          to label %103 unwind label %146

134:                                              ; preds = %124
  %135 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %136 = icmp eq i32 %97, %135
  br i1 %136, label %137, label %1203

137:                                              ; preds = %134
  %138 = call ptr @__cxa_begin_catch(ptr %96) #21
  %139 = load ptr, ptr %138, align 8, !tbaa !22
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load ptr, ptr %140, align 8
  %142 = call noundef ptr %141(ptr noundef nonnull align 8 dereferenceable(8) %138) #21
  %143 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.2, ptr noundef %142)
          to label %103 unwind label %144

144:                                              ; preds = %137
  %145 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %154

146:                                              ; preds = %127
  %147 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %154

148:                                              ; preds = %117
  %149 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %154

150:                                              ; preds = %107
  %151 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %154

152:                                              ; preds = %100
  %153 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %154

154:                                              ; preds = %152, %150, %148, %146, %144
  %155 = landingpad { ptr, i32 }
          catch ptr null
  %156 = extractvalue { ptr, i32 } %155, 0
  call void @__clang_call_terminate(ptr %156) #22
  unreachable

157:                                              ; preds = %103
  %158 = load i64, ptr %20, align 8, !tbaa !10
  %159 = icmp ugt i64 %158, 10
  br i1 %159, label %162, label %160

160:                                              ; preds = %157
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.28, i64 noundef 10, i64 noundef %158) #23
          to label %161 unwind label %170

161:                                              ; preds = %160
  unreachable

162:                                              ; preds = %157
  %163 = load ptr, ptr %10, align 8, !tbaa !24
  %164 = getelementptr inbounds i8, ptr %163, i64 10
  %165 = load i8, ptr %164, align 1, !tbaa !13
  %166 = sext i8 %165 to i32
  %167 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.27, i32 noundef %166)
          to label %168 unwind label %170

168:                                              ; preds = %162
  %169 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.3)
          to label %233 unwind label %170

170:                                              ; preds = %168, %162, %160
  %171 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %172 = extractvalue { ptr, i32 } %171, 0
  %173 = extractvalue { ptr, i32 } %171, 1
  %174 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %175 = icmp eq i32 %173, %174
  br i1 %175, label %176, label %180

176:                                              ; preds = %170
  %177 = call ptr @__cxa_begin_catch(ptr %172) #21
  %178 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.3)
          to label %179 unwind label %228

179:                                              ; preds = %213, %203, %193, %183, %176
  invoke void @__cxa_end_catch()
          to label %233 unwind label %1201

180:                                              ; preds = %170
  %181 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %182 = icmp eq i32 %173, %181
  br i1 %182, label %183, label %190

183:                                              ; preds = %180
  %184 = call ptr @__cxa_begin_catch(ptr %172) #21
  %185 = load ptr, ptr %184, align 8, !tbaa !22
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load ptr, ptr %186, align 8
  %188 = call noundef ptr %187(ptr noundef nonnull align 8 dereferenceable(16) %184) #21
  %189 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.3, ptr noundef %188)
          to label %179 unwind label %226

190:                                              ; preds = %180
  %191 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %192 = icmp eq i32 %173, %191
  br i1 %192, label %193, label %200

193:                                              ; preds = %190
  %194 = call ptr @__cxa_begin_catch(ptr %172) #21
  %195 = load ptr, ptr %194, align 8, !tbaa !22
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  %197 = load ptr, ptr %196, align 8
  %198 = call noundef ptr %197(ptr noundef nonnull align 8 dereferenceable(8) %194) #21
  %199 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.3, ptr noundef %198)
          to label %179 unwind label %224

200:                                              ; preds = %190
  %201 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %202 = icmp eq i32 %173, %201
  br i1 %202, label %203, label %210

203:                                              ; preds = %200
  %204 = call ptr @__cxa_begin_catch(ptr %172) #21
  %205 = load ptr, ptr %204, align 8, !tbaa !22
  %206 = getelementptr inbounds i8, ptr %205, i64 16
  %207 = load ptr, ptr %206, align 8
  %208 = call noundef ptr %207(ptr noundef nonnull align 8 dereferenceable(8) %204) #21
  %209 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.3, ptr noundef %208)
          to label %179 unwind label %222

210:                                              ; preds = %200
  %211 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %212 = icmp eq i32 %173, %211
  br i1 %212, label %213, label %1203

213:                                              ; preds = %210
  %214 = call ptr @__cxa_begin_catch(ptr %172) #21
  %215 = load ptr, ptr %214, align 8, !tbaa !22
  %216 = getelementptr inbounds i8, ptr %215, i64 16
  %217 = load ptr, ptr %216, align 8
  %218 = call noundef ptr %217(ptr noundef nonnull align 8 dereferenceable(8) %214) #21
  %219 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.3, ptr noundef %218)
          to label %179 unwind label %220

220:                                              ; preds = %213
  %221 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %230

222:                                              ; preds = %203
  %223 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %230

224:                                              ; preds = %193
  %225 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %230

226:                                              ; preds = %183
  %227 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %230

228:                                              ; preds = %176
  %229 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %230

230:                                              ; preds = %228, %226, %224, %222, %220
  %231 = landingpad { ptr, i32 }
          catch ptr null
  %232 = extractvalue { ptr, i32 } %231, 0
  call void @__clang_call_terminate(ptr %232) #22
  unreachable

233:                                              ; preds = %168, %179
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #21
  call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %234 = load i64, ptr %20, align 8, !tbaa !10, !noalias !25
  %235 = icmp ult i64 %234, 6
  br i1 %235, label %236, label %238

236:                                              ; preds = %233
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.31, ptr noundef nonnull @.str.30, i64 noundef 6, i64 noundef %234) #23
          to label %237 unwind label %272

237:                                              ; preds = %236
  unreachable

238:                                              ; preds = %233
  %239 = getelementptr inbounds i8, ptr %9, i64 16
  store ptr %239, ptr %9, align 8, !tbaa !5, !alias.scope !25
  %240 = load ptr, ptr %10, align 8, !tbaa !24, !noalias !25
  %241 = getelementptr inbounds i8, ptr %240, i64 6
  %242 = add i64 %234, -6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #21, !noalias !25
  store i64 %242, ptr %8, align 8, !tbaa !28, !noalias !25
  %243 = icmp ugt i64 %242, 15
  br i1 %243, label %244, label %248

244:                                              ; preds = %238
  %245 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 noundef 0)
          to label %246 unwind label %272

246:                                              ; preds = %244
  store ptr %245, ptr %9, align 8, !tbaa !24, !alias.scope !25
  %247 = load i64, ptr %8, align 8, !tbaa !28, !noalias !25
  store i64 %247, ptr %239, align 8, !tbaa !13, !alias.scope !25
  br label %248

248:                                              ; preds = %246, %238
  %249 = phi ptr [ %245, %246 ], [ %239, %238 ]
  switch i64 %234, label %252 [
    i64 7, label %250
    i64 6, label %253
  ]

250:                                              ; preds = %248
  %251 = load i8, ptr %241, align 1, !tbaa !13
  store i8 %251, ptr %249, align 1, !tbaa !13
  br label %253

252:                                              ; preds = %248
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %249, ptr nonnull align 1 %241, i64 %242, i1 false)
  br label %253

253:                                              ; preds = %252, %250, %248
  %254 = load i64, ptr %8, align 8, !tbaa !28, !noalias !25
  %255 = getelementptr inbounds i8, ptr %9, i64 8
  store i64 %254, ptr %255, align 8, !tbaa !10, !alias.scope !25
  %256 = load ptr, ptr %9, align 8, !tbaa !24, !alias.scope !25
  %257 = getelementptr inbounds i8, ptr %256, i64 %254
  store i8 0, ptr %257, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #21, !noalias !25
  %258 = load ptr, ptr %9, align 8, !tbaa !24
  %259 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.29, ptr noundef %258)
          to label %260 unwind label %264

260:                                              ; preds = %253
  %261 = load ptr, ptr %9, align 8, !tbaa !24
  %262 = icmp eq ptr %261, %239
  br i1 %262, label %270, label %263

263:                                              ; preds = %260
  call void @_ZdlPv(ptr noundef %261) #24
  br label %270

264:                                              ; preds = %253
  %265 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %266 = load ptr, ptr %9, align 8, !tbaa !24
  %267 = icmp eq ptr %266, %239
  br i1 %267, label %269, label %268

268:                                              ; preds = %264
  call void @_ZdlPv(ptr noundef %266) #24
  br label %269

269:                                              ; preds = %268, %264
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  br label %274

270:                                              ; preds = %263, %260
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #21
  %271 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.4)
          to label %337 unwind label %272

272:                                              ; preds = %270, %244, %236
  %273 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %274

274:                                              ; preds = %272, %269
  %275 = phi { ptr, i32 } [ %273, %272 ], [ %265, %269 ]
  %276 = extractvalue { ptr, i32 } %275, 0
  %277 = extractvalue { ptr, i32 } %275, 1
  %278 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %279 = icmp eq i32 %277, %278
  br i1 %279, label %280, label %284

280:                                              ; preds = %274
  %281 = call ptr @__cxa_begin_catch(ptr %276) #21
  %282 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.4)
          to label %283 unwind label %332

283:                                              ; preds = %317, %307, %297, %287, %280
  invoke void @__cxa_end_catch()
          to label %337 unwind label %1201

284:                                              ; preds = %274
  %285 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %286 = icmp eq i32 %277, %285
  br i1 %286, label %287, label %294

287:                                              ; preds = %284
  %288 = call ptr @__cxa_begin_catch(ptr %276) #21
  %289 = load ptr, ptr %288, align 8, !tbaa !22
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load ptr, ptr %290, align 8
  %292 = call noundef ptr %291(ptr noundef nonnull align 8 dereferenceable(16) %288) #21
  %293 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.4, ptr noundef %292)
          to label %283 unwind label %330

294:                                              ; preds = %284
  %295 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %296 = icmp eq i32 %277, %295
  br i1 %296, label %297, label %304

297:                                              ; preds = %294
  %298 = call ptr @__cxa_begin_catch(ptr %276) #21
  %299 = load ptr, ptr %298, align 8, !tbaa !22
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load ptr, ptr %300, align 8
  %302 = call noundef ptr %301(ptr noundef nonnull align 8 dereferenceable(8) %298) #21
  %303 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.4, ptr noundef %302)
          to label %283 unwind label %328

304:                                              ; preds = %294
  %305 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %306 = icmp eq i32 %277, %305
  br i1 %306, label %307, label %314

307:                                              ; preds = %304
  %308 = call ptr @__cxa_begin_catch(ptr %276) #21
  %309 = load ptr, ptr %308, align 8, !tbaa !22
  %310 = getelementptr inbounds i8, ptr %309, i64 16
  %311 = load ptr, ptr %310, align 8
  %312 = call noundef ptr %311(ptr noundef nonnull align 8 dereferenceable(8) %308) #21
  %313 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.4, ptr noundef %312)
          to label %283 unwind label %326

314:                                              ; preds = %304
  %315 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %316 = icmp eq i32 %277, %315
  br i1 %316, label %317, label %1203

317:                                              ; preds = %314
  %318 = call ptr @__cxa_begin_catch(ptr %276) #21
  %319 = load ptr, ptr %318, align 8, !tbaa !22
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load ptr, ptr %320, align 8
  %322 = call noundef ptr %321(ptr noundef nonnull align 8 dereferenceable(8) %318) #21
  %323 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.4, ptr noundef %322)
          to label %283 unwind label %324

324:                                              ; preds = %317
  %325 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %334

326:                                              ; preds = %307
  %327 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %334

328:                                              ; preds = %297
  %329 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %334

330:                                              ; preds = %287
  %331 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %334

332:                                              ; preds = %280
  %333 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %334

334:                                              ; preds = %332, %330, %328, %326, %324
  %335 = landingpad { ptr, i32 }
          catch ptr null
  %336 = extractvalue { ptr, i32 } %335, 0
  call void @__clang_call_terminate(ptr %336) #22
  unreachable

337:                                              ; preds = %270, %283
  %338 = getelementptr inbounds i8, ptr %11, i64 16
  %339 = load ptr, ptr %338, align 8, !tbaa !29
  %340 = getelementptr inbounds i8, ptr %11, i64 8
  %341 = icmp eq ptr %339, null
  br i1 %341, label %360, label %342

342:                                              ; preds = %337, %342
  %343 = phi ptr [ %351, %342 ], [ %339, %337 ]
  %344 = phi ptr [ %348, %342 ], [ %340, %337 ]
  %345 = getelementptr inbounds i8, ptr %343, i64 32
  %346 = load i32, ptr %345, align 4, !tbaa !21
  %347 = icmp slt i32 %346, 2
  %348 = select i1 %347, ptr %344, ptr %343
  %349 = select i1 %347, i64 24, i64 16
  %350 = getelementptr inbounds i8, ptr %343, i64 %349
  %351 = load ptr, ptr %350, align 8, !tbaa !33
  %352 = icmp eq ptr %351, null
  br i1 %352, label %353, label %342, !llvm.loop !34

353:                                              ; preds = %342
  %354 = icmp eq ptr %348, %340
  br i1 %354, label %360, label %355

355:                                              ; preds = %353
  %356 = select i1 %347, ptr %344, ptr %343
  %357 = getelementptr inbounds i8, ptr %356, i64 32
  %358 = load i32, ptr %357, align 4, !tbaa !21
  %359 = icmp sgt i32 %358, 2
  br i1 %359, label %360, label %362

360:                                              ; preds = %355, %353, %337
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.5) #23
          to label %361 unwind label %369

361:                                              ; preds = %360
  unreachable

362:                                              ; preds = %355
  %363 = select i1 %347, ptr %344, ptr %343
  %364 = getelementptr inbounds i8, ptr %363, i64 36
  %365 = load i32, ptr %364, align 4, !tbaa !21
  %366 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.26, i32 noundef %365)
          to label %367 unwind label %369

367:                                              ; preds = %362
  %368 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.5)
          to label %432 unwind label %369

369:                                              ; preds = %367, %362, %360
  %370 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %371 = extractvalue { ptr, i32 } %370, 0
  %372 = extractvalue { ptr, i32 } %370, 1
  %373 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %374 = icmp eq i32 %372, %373
  br i1 %374, label %375, label %379

375:                                              ; preds = %369
  %376 = call ptr @__cxa_begin_catch(ptr %371) #21
  %377 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.5)
          to label %378 unwind label %427

378:                                              ; preds = %412, %402, %392, %382, %375
  invoke void @__cxa_end_catch()
          to label %432 unwind label %1201

379:                                              ; preds = %369
  %380 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %381 = icmp eq i32 %372, %380
  br i1 %381, label %382, label %389

382:                                              ; preds = %379
  %383 = call ptr @__cxa_begin_catch(ptr %371) #21
  %384 = load ptr, ptr %383, align 8, !tbaa !22
  %385 = getelementptr inbounds i8, ptr %384, i64 16
  %386 = load ptr, ptr %385, align 8
  %387 = call noundef ptr %386(ptr noundef nonnull align 8 dereferenceable(16) %383) #21
  %388 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.5, ptr noundef %387)
          to label %378 unwind label %425

389:                                              ; preds = %379
  %390 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %391 = icmp eq i32 %372, %390
  br i1 %391, label %392, label %399

392:                                              ; preds = %389
  %393 = call ptr @__cxa_begin_catch(ptr %371) #21
  %394 = load ptr, ptr %393, align 8, !tbaa !22
  %395 = getelementptr inbounds i8, ptr %394, i64 16
  %396 = load ptr, ptr %395, align 8
  %397 = call noundef ptr %396(ptr noundef nonnull align 8 dereferenceable(8) %393) #21
  %398 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.5, ptr noundef %397)
          to label %378 unwind label %423

399:                                              ; preds = %389
  %400 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %401 = icmp eq i32 %372, %400
  br i1 %401, label %402, label %409

402:                                              ; preds = %399
  %403 = call ptr @__cxa_begin_catch(ptr %371) #21
  %404 = load ptr, ptr %403, align 8, !tbaa !22
  %405 = getelementptr inbounds i8, ptr %404, i64 16
  %406 = load ptr, ptr %405, align 8
  %407 = call noundef ptr %406(ptr noundef nonnull align 8 dereferenceable(8) %403) #21
  %408 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.5, ptr noundef %407)
          to label %378 unwind label %421

409:                                              ; preds = %399
  %410 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %411 = icmp eq i32 %372, %410
  br i1 %411, label %412, label %1203

412:                                              ; preds = %409
  %413 = call ptr @__cxa_begin_catch(ptr %371) #21
  %414 = load ptr, ptr %413, align 8, !tbaa !22
  %415 = getelementptr inbounds i8, ptr %414, i64 16
  %416 = load ptr, ptr %415, align 8
  %417 = call noundef ptr %416(ptr noundef nonnull align 8 dereferenceable(8) %413) #21
  %418 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.5, ptr noundef %417)
          to label %378 unwind label %419

419:                                              ; preds = %412
  %420 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %429

421:                                              ; preds = %402
  %422 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %429

423:                                              ; preds = %392
  %424 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %429

425:                                              ; preds = %382
  %426 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %429

427:                                              ; preds = %375
  %428 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %429

429:                                              ; preds = %427, %425, %423, %421, %419
  %430 = landingpad { ptr, i32 }
          catch ptr null
  %431 = extractvalue { ptr, i32 } %430, 0
  call void @__clang_call_terminate(ptr %431) #22
  unreachable

432:                                              ; preds = %367, %378
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #21
  %433 = getelementptr inbounds i8, ptr %7, i64 16
  store ptr %433, ptr %7, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %433, ptr noundef nonnull align 1 dereferenceable(3) @.str.34, i64 3, i1 false)
  %434 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 3, ptr %434, align 8, !tbaa !10
  %435 = getelementptr inbounds i8, ptr %7, i64 19
  store i8 0, ptr %435, align 1, !tbaa !13
  %436 = invoke noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %7, ptr noundef null, i32 noundef 10)
          to label %437 unwind label %443

437:                                              ; preds = %432
  %438 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.33, i32 noundef %436)
          to label %439 unwind label %443

439:                                              ; preds = %437
  %440 = load ptr, ptr %7, align 8, !tbaa !24
  %441 = icmp eq ptr %440, %433
  br i1 %441, label %449, label %442

442:                                              ; preds = %439
  call void @_ZdlPv(ptr noundef %440) #24
  br label %449

443:                                              ; preds = %437, %432
  %444 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %445 = load ptr, ptr %7, align 8, !tbaa !24
  %446 = icmp eq ptr %445, %433
  br i1 %446, label %448, label %447

447:                                              ; preds = %443
  call void @_ZdlPv(ptr noundef %445) #24
  br label %448

448:                                              ; preds = %447, %443
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #21
  br label %453

449:                                              ; preds = %442, %439
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #21
  %450 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.6)
          to label %516 unwind label %451

451:                                              ; preds = %449
  %452 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %453

453:                                              ; preds = %451, %448
  %454 = phi { ptr, i32 } [ %452, %451 ], [ %444, %448 ]
  %455 = extractvalue { ptr, i32 } %454, 0
  %456 = extractvalue { ptr, i32 } %454, 1
  %457 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %458 = icmp eq i32 %456, %457
  br i1 %458, label %459, label %463

459:                                              ; preds = %453
  %460 = call ptr @__cxa_begin_catch(ptr %455) #21
  %461 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.6)
          to label %462 unwind label %511

462:                                              ; preds = %496, %486, %476, %466, %459
  invoke void @__cxa_end_catch()
          to label %516 unwind label %1201

463:                                              ; preds = %453
  %464 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %465 = icmp eq i32 %456, %464
  br i1 %465, label %466, label %473

466:                                              ; preds = %463
  %467 = call ptr @__cxa_begin_catch(ptr %455) #21
  %468 = load ptr, ptr %467, align 8, !tbaa !22
  %469 = getelementptr inbounds i8, ptr %468, i64 16
  %470 = load ptr, ptr %469, align 8
  %471 = call noundef ptr %470(ptr noundef nonnull align 8 dereferenceable(16) %467) #21
  %472 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.6, ptr noundef %471)
          to label %462 unwind label %509

473:                                              ; preds = %463
  %474 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %475 = icmp eq i32 %456, %474
  br i1 %475, label %476, label %483

476:                                              ; preds = %473
  %477 = call ptr @__cxa_begin_catch(ptr %455) #21
  %478 = load ptr, ptr %477, align 8, !tbaa !22
  %479 = getelementptr inbounds i8, ptr %478, i64 16
  %480 = load ptr, ptr %479, align 8
  %481 = call noundef ptr %480(ptr noundef nonnull align 8 dereferenceable(8) %477) #21
  %482 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.6, ptr noundef %481)
          to label %462 unwind label %507

483:                                              ; preds = %473
  %484 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %485 = icmp eq i32 %456, %484
  br i1 %485, label %486, label %493

486:                                              ; preds = %483
  %487 = call ptr @__cxa_begin_catch(ptr %455) #21
  %488 = load ptr, ptr %487, align 8, !tbaa !22
  %489 = getelementptr inbounds i8, ptr %488, i64 16
  %490 = load ptr, ptr %489, align 8
  %491 = call noundef ptr %490(ptr noundef nonnull align 8 dereferenceable(8) %487) #21
  %492 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.6, ptr noundef %491)
          to label %462 unwind label %505

493:                                              ; preds = %483
  %494 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %495 = icmp eq i32 %456, %494
  br i1 %495, label %496, label %1203

496:                                              ; preds = %493
  %497 = call ptr @__cxa_begin_catch(ptr %455) #21
  %498 = load ptr, ptr %497, align 8, !tbaa !22
  %499 = getelementptr inbounds i8, ptr %498, i64 16
  %500 = load ptr, ptr %499, align 8
  %501 = call noundef ptr %500(ptr noundef nonnull align 8 dereferenceable(8) %497) #21
  %502 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.6, ptr noundef %501)
          to label %462 unwind label %503

503:                                              ; preds = %496
  %504 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %513

505:                                              ; preds = %486
  %506 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %513

507:                                              ; preds = %476
  %508 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %513

509:                                              ; preds = %466
  %510 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %513

511:                                              ; preds = %459
  %512 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %513

513:                                              ; preds = %511, %509, %507, %505, %503
  %514 = landingpad { ptr, i32 }
          catch ptr null
  %515 = extractvalue { ptr, i32 } %514, 0
  call void @__clang_call_terminate(ptr %515) #22
  unreachable

516:                                              ; preds = %449, %462
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #21
  %517 = getelementptr inbounds i8, ptr %6, i64 16
  store ptr %517, ptr %6, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %517, ptr noundef nonnull align 1 dereferenceable(3) @.str.36, i64 3, i1 false)
  %518 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 3, ptr %518, align 8, !tbaa !10
  %519 = getelementptr inbounds i8, ptr %6, i64 19
  store i8 0, ptr %519, align 1, !tbaa !13
  %520 = invoke noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef null, i32 noundef 10)
          to label %521 unwind label %527

521:                                              ; preds = %516
  %522 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.26, i32 noundef %520)
          to label %523 unwind label %527

523:                                              ; preds = %521
  %524 = load ptr, ptr %6, align 8, !tbaa !24
  %525 = icmp eq ptr %524, %517
  br i1 %525, label %533, label %526

526:                                              ; preds = %523
  call void @_ZdlPv(ptr noundef %524) #24
  br label %533

527:                                              ; preds = %521, %516
  %528 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %529 = load ptr, ptr %6, align 8, !tbaa !24
  %530 = icmp eq ptr %529, %517
  br i1 %530, label %532, label %531

531:                                              ; preds = %527
  call void @_ZdlPv(ptr noundef %529) #24
  br label %532

532:                                              ; preds = %531, %527
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  br label %537

533:                                              ; preds = %526, %523
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #21
  %534 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.7)
          to label %600 unwind label %535

535:                                              ; preds = %533
  %536 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %537

537:                                              ; preds = %535, %532
  %538 = phi { ptr, i32 } [ %536, %535 ], [ %528, %532 ]
  %539 = extractvalue { ptr, i32 } %538, 0
  %540 = extractvalue { ptr, i32 } %538, 1
  %541 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %542 = icmp eq i32 %540, %541
  br i1 %542, label %543, label %547

543:                                              ; preds = %537
  %544 = call ptr @__cxa_begin_catch(ptr %539) #21
  %545 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.7)
          to label %546 unwind label %595

546:                                              ; preds = %580, %570, %560, %550, %543
  invoke void @__cxa_end_catch()
          to label %600 unwind label %1201

547:                                              ; preds = %537
  %548 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %549 = icmp eq i32 %540, %548
  br i1 %549, label %550, label %557

550:                                              ; preds = %547
  %551 = call ptr @__cxa_begin_catch(ptr %539) #21
  %552 = load ptr, ptr %551, align 8, !tbaa !22
  %553 = getelementptr inbounds i8, ptr %552, i64 16
  %554 = load ptr, ptr %553, align 8
  %555 = call noundef ptr %554(ptr noundef nonnull align 8 dereferenceable(16) %551) #21
  %556 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.7, ptr noundef %555)
          to label %546 unwind label %593

557:                                              ; preds = %547
  %558 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %559 = icmp eq i32 %540, %558
  br i1 %559, label %560, label %567

560:                                              ; preds = %557
  %561 = call ptr @__cxa_begin_catch(ptr %539) #21
  %562 = load ptr, ptr %561, align 8, !tbaa !22
  %563 = getelementptr inbounds i8, ptr %562, i64 16
  %564 = load ptr, ptr %563, align 8
  %565 = call noundef ptr %564(ptr noundef nonnull align 8 dereferenceable(8) %561) #21
  %566 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.7, ptr noundef %565)
          to label %546 unwind label %591

567:                                              ; preds = %557
  %568 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %569 = icmp eq i32 %540, %568
  br i1 %569, label %570, label %577

570:                                              ; preds = %567
  %571 = call ptr @__cxa_begin_catch(ptr %539) #21
  %572 = load ptr, ptr %571, align 8, !tbaa !22
  %573 = getelementptr inbounds i8, ptr %572, i64 16
  %574 = load ptr, ptr %573, align 8
  %575 = call noundef ptr %574(ptr noundef nonnull align 8 dereferenceable(8) %571) #21
  %576 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.7, ptr noundef %575)
          to label %546 unwind label %589

577:                                              ; preds = %567
  %578 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %579 = icmp eq i32 %540, %578
  br i1 %579, label %580, label %1203

580:                                              ; preds = %577
  %581 = call ptr @__cxa_begin_catch(ptr %539) #21
  %582 = load ptr, ptr %581, align 8, !tbaa !22
  %583 = getelementptr inbounds i8, ptr %582, i64 16
  %584 = load ptr, ptr %583, align 8
  %585 = call noundef ptr %584(ptr noundef nonnull align 8 dereferenceable(8) %581) #21
  %586 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.7, ptr noundef %585)
          to label %546 unwind label %587

587:                                              ; preds = %580
  %588 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %597

589:                                              ; preds = %570
  %590 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %597

591:                                              ; preds = %560
  %592 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %597

593:                                              ; preds = %550
  %594 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %597

595:                                              ; preds = %543
  %596 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %597

597:                                              ; preds = %595, %593, %591, %589, %587
  %598 = landingpad { ptr, i32 }
          catch ptr null
  %599 = extractvalue { ptr, i32 } %598, 0
  call void @__clang_call_terminate(ptr %599) #22
  unreachable

600:                                              ; preds = %533, %546
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #21
  %601 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %601, ptr %5, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #21
  store i64 20, ptr %4, align 8, !tbaa !28
  %602 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
          to label %603 unwind label %623

603:                                              ; preds = %600
  store ptr %602, ptr %5, align 8, !tbaa !24
  %604 = load i64, ptr %4, align 8, !tbaa !28
  store i64 %604, ptr %601, align 8, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %602, ptr noundef nonnull align 1 dereferenceable(20) @.str.37, i64 20, i1 false)
  %605 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %604, ptr %605, align 8, !tbaa !10
  %606 = load ptr, ptr %5, align 8, !tbaa !24
  %607 = getelementptr inbounds i8, ptr %606, i64 %604
  store i8 0, ptr %607, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  %608 = invoke noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef null, i32 noundef 10)
          to label %609 unwind label %615

609:                                              ; preds = %603
  %610 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.26, i32 noundef %608)
          to label %611 unwind label %615

611:                                              ; preds = %609
  %612 = load ptr, ptr %5, align 8, !tbaa !24
  %613 = icmp eq ptr %612, %601
  br i1 %613, label %621, label %614

614:                                              ; preds = %611
  call void @_ZdlPv(ptr noundef %612) #24
  br label %621

615:                                              ; preds = %609, %603
  %616 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %617 = load ptr, ptr %5, align 8, !tbaa !24
  %618 = icmp eq ptr %617, %601
  br i1 %618, label %620, label %619

619:                                              ; preds = %615
  call void @_ZdlPv(ptr noundef %617) #24
  br label %620

620:                                              ; preds = %619, %615
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  br label %625

621:                                              ; preds = %614, %611
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #21
  %622 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.8)
          to label %688 unwind label %623

623:                                              ; preds = %621, %600
  %624 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %625

625:                                              ; preds = %623, %620
  %626 = phi { ptr, i32 } [ %624, %623 ], [ %616, %620 ]
  %627 = extractvalue { ptr, i32 } %626, 0
  %628 = extractvalue { ptr, i32 } %626, 1
  %629 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %630 = icmp eq i32 %628, %629
  br i1 %630, label %631, label %635

631:                                              ; preds = %625
  %632 = call ptr @__cxa_begin_catch(ptr %627) #21
  %633 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.8)
          to label %634 unwind label %683

634:                                              ; preds = %668, %658, %648, %638, %631
  invoke void @__cxa_end_catch()
          to label %688 unwind label %1201

635:                                              ; preds = %625
  %636 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %637 = icmp eq i32 %628, %636
  br i1 %637, label %638, label %645

638:                                              ; preds = %635
  %639 = call ptr @__cxa_begin_catch(ptr %627) #21
  %640 = load ptr, ptr %639, align 8, !tbaa !22
  %641 = getelementptr inbounds i8, ptr %640, i64 16
  %642 = load ptr, ptr %641, align 8
  %643 = call noundef ptr %642(ptr noundef nonnull align 8 dereferenceable(16) %639) #21
  %644 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.8, ptr noundef %643)
          to label %634 unwind label %681

645:                                              ; preds = %635
  %646 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %647 = icmp eq i32 %628, %646
  br i1 %647, label %648, label %655

648:                                              ; preds = %645
  %649 = call ptr @__cxa_begin_catch(ptr %627) #21
  %650 = load ptr, ptr %649, align 8, !tbaa !22
  %651 = getelementptr inbounds i8, ptr %650, i64 16
  %652 = load ptr, ptr %651, align 8
  %653 = call noundef ptr %652(ptr noundef nonnull align 8 dereferenceable(8) %649) #21
  %654 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.8, ptr noundef %653)
          to label %634 unwind label %679

655:                                              ; preds = %645
  %656 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %657 = icmp eq i32 %628, %656
  br i1 %657, label %658, label %665

658:                                              ; preds = %655
  %659 = call ptr @__cxa_begin_catch(ptr %627) #21
  %660 = load ptr, ptr %659, align 8, !tbaa !22
  %661 = getelementptr inbounds i8, ptr %660, i64 16
  %662 = load ptr, ptr %661, align 8
  %663 = call noundef ptr %662(ptr noundef nonnull align 8 dereferenceable(8) %659) #21
  %664 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.8, ptr noundef %663)
          to label %634 unwind label %677

665:                                              ; preds = %655
  %666 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %667 = icmp eq i32 %628, %666
  br i1 %667, label %668, label %1203

668:                                              ; preds = %665
  %669 = call ptr @__cxa_begin_catch(ptr %627) #21
  %670 = load ptr, ptr %669, align 8, !tbaa !22
  %671 = getelementptr inbounds i8, ptr %670, i64 16
  %672 = load ptr, ptr %671, align 8
  %673 = call noundef ptr %672(ptr noundef nonnull align 8 dereferenceable(8) %669) #21
  %674 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.8, ptr noundef %673)
          to label %634 unwind label %675

675:                                              ; preds = %668
  %676 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %685

677:                                              ; preds = %658
  %678 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %685

679:                                              ; preds = %648
  %680 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %685

681:                                              ; preds = %638
  %682 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %685

683:                                              ; preds = %631
  %684 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %685

685:                                              ; preds = %683, %681, %679, %677, %675
  %686 = landingpad { ptr, i32 }
          catch ptr null
  %687 = extractvalue { ptr, i32 } %686, 0
  call void @__clang_call_terminate(ptr %687) #22
  unreachable

688:                                              ; preds = %621, %634
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #21
  %689 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %689, ptr %3, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %689, ptr noundef nonnull align 1 dereferenceable(5) @.str.39, i64 5, i1 false)
  %690 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 5, ptr %690, align 8, !tbaa !10
  %691 = getelementptr inbounds i8, ptr %3, i64 21
  store i8 0, ptr %691, align 1, !tbaa !13
  %692 = invoke noundef i32 @_ZNSt7__cxx114stolERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef null, i32 noundef 10)
          to label %693 unwind label %699

693:                                              ; preds = %688
  %694 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.38, i32 noundef %692)
          to label %695 unwind label %699

695:                                              ; preds = %693
  %696 = load ptr, ptr %3, align 8, !tbaa !24
  %697 = icmp eq ptr %696, %689
  br i1 %697, label %705, label %698

698:                                              ; preds = %695
  call void @_ZdlPv(ptr noundef %696) #24
  br label %705

699:                                              ; preds = %693, %688
  %700 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %701 = load ptr, ptr %3, align 8, !tbaa !24
  %702 = icmp eq ptr %701, %689
  br i1 %702, label %704, label %703

703:                                              ; preds = %699
  call void @_ZdlPv(ptr noundef %701) #24
  br label %704

704:                                              ; preds = %703, %699
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #21
  br label %709

705:                                              ; preds = %698, %695
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #21
  %706 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.9)
          to label %772 unwind label %707

707:                                              ; preds = %705
  %708 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %709

709:                                              ; preds = %707, %704
  %710 = phi { ptr, i32 } [ %708, %707 ], [ %700, %704 ]
  %711 = extractvalue { ptr, i32 } %710, 0
  %712 = extractvalue { ptr, i32 } %710, 1
  %713 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %714 = icmp eq i32 %712, %713
  br i1 %714, label %715, label %719

715:                                              ; preds = %709
  %716 = call ptr @__cxa_begin_catch(ptr %711) #21
  %717 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.9)
          to label %718 unwind label %767

718:                                              ; preds = %752, %742, %732, %722, %715
  invoke void @__cxa_end_catch()
          to label %772 unwind label %1201

719:                                              ; preds = %709
  %720 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %721 = icmp eq i32 %712, %720
  br i1 %721, label %722, label %729

722:                                              ; preds = %719
  %723 = call ptr @__cxa_begin_catch(ptr %711) #21
  %724 = load ptr, ptr %723, align 8, !tbaa !22
  %725 = getelementptr inbounds i8, ptr %724, i64 16
  %726 = load ptr, ptr %725, align 8
  %727 = call noundef ptr %726(ptr noundef nonnull align 8 dereferenceable(16) %723) #21
  %728 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.9, ptr noundef %727)
          to label %718 unwind label %765

729:                                              ; preds = %719
  %730 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %731 = icmp eq i32 %712, %730
  br i1 %731, label %732, label %739

732:                                              ; preds = %729
  %733 = call ptr @__cxa_begin_catch(ptr %711) #21
  %734 = load ptr, ptr %733, align 8, !tbaa !22
  %735 = getelementptr inbounds i8, ptr %734, i64 16
  %736 = load ptr, ptr %735, align 8
  %737 = call noundef ptr %736(ptr noundef nonnull align 8 dereferenceable(8) %733) #21
  %738 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.9, ptr noundef %737)
          to label %718 unwind label %763

739:                                              ; preds = %729
  %740 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %741 = icmp eq i32 %712, %740
  br i1 %741, label %742, label %749

742:                                              ; preds = %739
  %743 = call ptr @__cxa_begin_catch(ptr %711) #21
  %744 = load ptr, ptr %743, align 8, !tbaa !22
  %745 = getelementptr inbounds i8, ptr %744, i64 16
  %746 = load ptr, ptr %745, align 8
  %747 = call noundef ptr %746(ptr noundef nonnull align 8 dereferenceable(8) %743) #21
  %748 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.9, ptr noundef %747)
          to label %718 unwind label %761

749:                                              ; preds = %739
  %750 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %751 = icmp eq i32 %712, %750
  br i1 %751, label %752, label %1203

752:                                              ; preds = %749
  %753 = call ptr @__cxa_begin_catch(ptr %711) #21
  %754 = load ptr, ptr %753, align 8, !tbaa !22
  %755 = getelementptr inbounds i8, ptr %754, i64 16
  %756 = load ptr, ptr %755, align 8
  %757 = call noundef ptr %756(ptr noundef nonnull align 8 dereferenceable(8) %753) #21
  %758 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.9, ptr noundef %757)
          to label %718 unwind label %759

759:                                              ; preds = %752
  %760 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %769

761:                                              ; preds = %742
  %762 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %769

763:                                              ; preds = %732
  %764 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %769

765:                                              ; preds = %722
  %766 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %769

767:                                              ; preds = %715
  %768 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %769

769:                                              ; preds = %767, %765, %763, %761, %759
  %770 = landingpad { ptr, i32 }
          catch ptr null
  %771 = extractvalue { ptr, i32 } %770, 0
  call void @__clang_call_terminate(ptr %771) #22
  unreachable

772:                                              ; preds = %705, %718
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #21
  %773 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %773, ptr %2, align 8, !tbaa !5
  %774 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 0, ptr %774, align 8, !tbaa !10
  store i8 0, ptr %773, align 8, !tbaa !13
  %775 = invoke noundef double @_ZNSt7__cxx114stodERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPy(ptr noundef nonnull align 8 dereferenceable(32) %2, ptr noundef null)
          to label %776 unwind label %782

776:                                              ; preds = %772
  %777 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.41, double noundef %775)
          to label %778 unwind label %782

778:                                              ; preds = %776
  %779 = load ptr, ptr %2, align 8, !tbaa !24
  %780 = icmp eq ptr %779, %773
  br i1 %780, label %788, label %781

781:                                              ; preds = %778
  call void @_ZdlPv(ptr noundef %779) #24
  br label %788

782:                                              ; preds = %776, %772
  %783 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %784 = load ptr, ptr %2, align 8, !tbaa !24
  %785 = icmp eq ptr %784, %773
  br i1 %785, label %787, label %786

786:                                              ; preds = %782
  call void @_ZdlPv(ptr noundef %784) #24
  br label %787

787:                                              ; preds = %786, %782
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #21
  br label %792

788:                                              ; preds = %781, %778
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #21
  %789 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.10)
          to label %855 unwind label %790

790:                                              ; preds = %788
  %791 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %792

792:                                              ; preds = %790, %787
  %793 = phi { ptr, i32 } [ %791, %790 ], [ %783, %787 ]
  %794 = extractvalue { ptr, i32 } %793, 0
  %795 = extractvalue { ptr, i32 } %793, 1
  %796 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %797 = icmp eq i32 %795, %796
  br i1 %797, label %798, label %802

798:                                              ; preds = %792
  %799 = call ptr @__cxa_begin_catch(ptr %794) #21
  %800 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.10)
          to label %801 unwind label %850

801:                                              ; preds = %835, %825, %815, %805, %798
  invoke void @__cxa_end_catch()
          to label %855 unwind label %1201

802:                                              ; preds = %792
  %803 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %804 = icmp eq i32 %795, %803
  br i1 %804, label %805, label %812

805:                                              ; preds = %802
  %806 = call ptr @__cxa_begin_catch(ptr %794) #21
  %807 = load ptr, ptr %806, align 8, !tbaa !22
  %808 = getelementptr inbounds i8, ptr %807, i64 16
  %809 = load ptr, ptr %808, align 8
  %810 = call noundef ptr %809(ptr noundef nonnull align 8 dereferenceable(16) %806) #21
  %811 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.10, ptr noundef %810)
          to label %801 unwind label %848

812:                                              ; preds = %802
  %813 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %814 = icmp eq i32 %795, %813
  br i1 %814, label %815, label %822

815:                                              ; preds = %812
  %816 = call ptr @__cxa_begin_catch(ptr %794) #21
  %817 = load ptr, ptr %816, align 8, !tbaa !22
  %818 = getelementptr inbounds i8, ptr %817, i64 16
  %819 = load ptr, ptr %818, align 8
  %820 = call noundef ptr %819(ptr noundef nonnull align 8 dereferenceable(8) %816) #21
  %821 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.10, ptr noundef %820)
          to label %801 unwind label %846

822:                                              ; preds = %812
  %823 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %824 = icmp eq i32 %795, %823
  br i1 %824, label %825, label %832

825:                                              ; preds = %822
  %826 = call ptr @__cxa_begin_catch(ptr %794) #21
  %827 = load ptr, ptr %826, align 8, !tbaa !22
  %828 = getelementptr inbounds i8, ptr %827, i64 16
  %829 = load ptr, ptr %828, align 8
  %830 = call noundef ptr %829(ptr noundef nonnull align 8 dereferenceable(8) %826) #21
  %831 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.10, ptr noundef %830)
          to label %801 unwind label %844

832:                                              ; preds = %822
  %833 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %834 = icmp eq i32 %795, %833
  br i1 %834, label %835, label %1203

835:                                              ; preds = %832
  %836 = call ptr @__cxa_begin_catch(ptr %794) #21
  %837 = load ptr, ptr %836, align 8, !tbaa !22
  %838 = getelementptr inbounds i8, ptr %837, i64 16
  %839 = load ptr, ptr %838, align 8
  %840 = call noundef ptr %839(ptr noundef nonnull align 8 dereferenceable(8) %836) #21
  %841 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.10, ptr noundef %840)
          to label %801 unwind label %842

842:                                              ; preds = %835
  %843 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %852

844:                                              ; preds = %825
  %845 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %852

846:                                              ; preds = %815
  %847 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %852

848:                                              ; preds = %805
  %849 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %852

850:                                              ; preds = %798
  %851 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %852

852:                                              ; preds = %850, %848, %846, %844, %842
  %853 = landingpad { ptr, i32 }
          catch ptr null
  %854 = extractvalue { ptr, i32 } %853, 0
  call void @__clang_call_terminate(ptr %854) #22
  unreachable

855:                                              ; preds = %788, %801
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #21
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV3Dog, i64 16), ptr %1, align 8, !tbaa !22
  %856 = call ptr @__dynamic_cast(ptr nonnull %1, ptr nonnull @_ZTI6Animal, ptr nonnull @_ZTI3Cat, i64 0) #21
  %857 = icmp eq ptr %856, null
  br i1 %857, label %858, label %860

858:                                              ; preds = %855
  invoke void @__cxa_bad_cast() #23
          to label %859 unwind label %864

859:                                              ; preds = %858
  unreachable

860:                                              ; preds = %855
  %861 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.44, ptr noundef nonnull %856)
          to label %862 unwind label %864

862:                                              ; preds = %860
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #21
  %863 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.11)
          to label %927 unwind label %864

864:                                              ; preds = %862, %860, %858
  %865 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %866 = extractvalue { ptr, i32 } %865, 0
  %867 = extractvalue { ptr, i32 } %865, 1
  %868 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %869 = icmp eq i32 %867, %868
  br i1 %869, label %870, label %874

870:                                              ; preds = %864
  %871 = call ptr @__cxa_begin_catch(ptr %866) #21
  %872 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.11)
          to label %873 unwind label %922

873:                                              ; preds = %907, %897, %887, %877, %870
  invoke void @__cxa_end_catch()
          to label %927 unwind label %1201

874:                                              ; preds = %864
  %875 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %876 = icmp eq i32 %867, %875
  br i1 %876, label %877, label %884

877:                                              ; preds = %874
  %878 = call ptr @__cxa_begin_catch(ptr %866) #21
  %879 = load ptr, ptr %878, align 8, !tbaa !22
  %880 = getelementptr inbounds i8, ptr %879, i64 16
  %881 = load ptr, ptr %880, align 8
  %882 = call noundef ptr %881(ptr noundef nonnull align 8 dereferenceable(16) %878) #21
  %883 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.11, ptr noundef %882)
          to label %873 unwind label %920

884:                                              ; preds = %874
  %885 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %886 = icmp eq i32 %867, %885
  br i1 %886, label %887, label %894

887:                                              ; preds = %884
  %888 = call ptr @__cxa_begin_catch(ptr %866) #21
  %889 = load ptr, ptr %888, align 8, !tbaa !22
  %890 = getelementptr inbounds i8, ptr %889, i64 16
  %891 = load ptr, ptr %890, align 8
  %892 = call noundef ptr %891(ptr noundef nonnull align 8 dereferenceable(8) %888) #21
  %893 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.11, ptr noundef %892)
          to label %873 unwind label %918

894:                                              ; preds = %884
  %895 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %896 = icmp eq i32 %867, %895
  br i1 %896, label %897, label %904

897:                                              ; preds = %894
  %898 = call ptr @__cxa_begin_catch(ptr %866) #21
  %899 = load ptr, ptr %898, align 8, !tbaa !22
  %900 = getelementptr inbounds i8, ptr %899, i64 16
  %901 = load ptr, ptr %900, align 8
  %902 = call noundef ptr %901(ptr noundef nonnull align 8 dereferenceable(8) %898) #21
  %903 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.11, ptr noundef %902)
          to label %873 unwind label %916

904:                                              ; preds = %894
  %905 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %906 = icmp eq i32 %867, %905
  br i1 %906, label %907, label %1203

907:                                              ; preds = %904
  %908 = call ptr @__cxa_begin_catch(ptr %866) #21
  %909 = load ptr, ptr %908, align 8, !tbaa !22
  %910 = getelementptr inbounds i8, ptr %909, i64 16
  %911 = load ptr, ptr %910, align 8
  %912 = call noundef ptr %911(ptr noundef nonnull align 8 dereferenceable(8) %908) #21
  %913 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.11, ptr noundef %912)
          to label %873 unwind label %914

914:                                              ; preds = %907
  %915 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %924

916:                                              ; preds = %897
  %917 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %924

918:                                              ; preds = %887
  %919 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %924

920:                                              ; preds = %877
  %921 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %924

922:                                              ; preds = %870
  %923 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %924

924:                                              ; preds = %922, %920, %918, %916, %914
  %925 = landingpad { ptr, i32 }
          catch ptr null
  %926 = extractvalue { ptr, i32 } %925, 0
  call void @__clang_call_terminate(ptr %926) #22
  unreachable

927:                                              ; preds = %862, %873
  invoke void @_ZSt27__throw_bad_optional_accessv() #23
          to label %928 unwind label %929

928:                                              ; preds = %927
  unreachable

929:                                              ; preds = %927
  %930 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %931 = extractvalue { ptr, i32 } %930, 0
  %932 = extractvalue { ptr, i32 } %930, 1
  %933 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #21
  %934 = icmp eq i32 %932, %933
  br i1 %934, label %935, label %939

935:                                              ; preds = %929
  %936 = call ptr @__cxa_begin_catch(ptr %931) #21
  %937 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.12)
          to label %938 unwind label %987

938:                                              ; preds = %972, %962, %952, %942, %935
  invoke void @__cxa_end_catch()
          to label %992 unwind label %1201

939:                                              ; preds = %929
  %940 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %941 = icmp eq i32 %932, %940
  br i1 %941, label %942, label %949

942:                                              ; preds = %939
  %943 = call ptr @__cxa_begin_catch(ptr %931) #21
  %944 = load ptr, ptr %943, align 8, !tbaa !22
  %945 = getelementptr inbounds i8, ptr %944, i64 16
  %946 = load ptr, ptr %945, align 8
  %947 = call noundef ptr %946(ptr noundef nonnull align 8 dereferenceable(16) %943) #21
  %948 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.12, ptr noundef %947)
          to label %938 unwind label %985

949:                                              ; preds = %939
  %950 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %951 = icmp eq i32 %932, %950
  br i1 %951, label %952, label %959

952:                                              ; preds = %949
  %953 = call ptr @__cxa_begin_catch(ptr %931) #21
  %954 = load ptr, ptr %953, align 8, !tbaa !22
  %955 = getelementptr inbounds i8, ptr %954, i64 16
  %956 = load ptr, ptr %955, align 8
  %957 = call noundef ptr %956(ptr noundef nonnull align 8 dereferenceable(8) %953) #21
  %958 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.12, ptr noundef %957)
          to label %938 unwind label %983

959:                                              ; preds = %949
  %960 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %961 = icmp eq i32 %932, %960
  br i1 %961, label %962, label %969

962:                                              ; preds = %959
  %963 = call ptr @__cxa_begin_catch(ptr %931) #21
  %964 = load ptr, ptr %963, align 8, !tbaa !22
  %965 = getelementptr inbounds i8, ptr %964, i64 16
  %966 = load ptr, ptr %965, align 8
  %967 = call noundef ptr %966(ptr noundef nonnull align 8 dereferenceable(8) %963) #21
  %968 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.12, ptr noundef %967)
          to label %938 unwind label %981

969:                                              ; preds = %959
  %970 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %971 = icmp eq i32 %932, %970
  br i1 %971, label %972, label %1203

972:                                              ; preds = %969
  %973 = call ptr @__cxa_begin_catch(ptr %931) #21
  %974 = load ptr, ptr %973, align 8, !tbaa !22
  %975 = getelementptr inbounds i8, ptr %974, i64 16
  %976 = load ptr, ptr %975, align 8
  %977 = call noundef ptr %976(ptr noundef nonnull align 8 dereferenceable(8) %973) #21
  %978 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.12, ptr noundef %977)
          to label %938 unwind label %979

979:                                              ; preds = %972
  %980 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %989

981:                                              ; preds = %962
  %982 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %989

983:                                              ; preds = %952
  %984 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %989

985:                                              ; preds = %942
  %986 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %989

987:                                              ; preds = %935
  %988 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %989

989:                                              ; preds = %987, %985, %983, %981, %979
  %990 = landingpad { ptr, i32 }
          catch ptr null
  %991 = extractvalue { ptr, i32 } %990, 0
  call void @__clang_call_terminate(ptr %991) #22
  unreachable

992:                                              ; preds = %938
  %993 = call ptr @__cxa_allocate_exception(i64 16) #21
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt18bad_variant_access, i64 16), ptr %993, align 8, !tbaa !22
  %994 = getelementptr inbounds i8, ptr %993, i64 8
  store ptr @.str.47, ptr %994, align 8, !tbaa !36
  invoke void @__cxa_throw(ptr nonnull %993, ptr nonnull @_ZTISt18bad_variant_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
          to label %995 unwind label %996

995:                                              ; preds = %992
  unreachable

996:                                              ; preds = %992
  %997 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %998 = extractvalue { ptr, i32 } %997, 0
  %999 = extractvalue { ptr, i32 } %997, 1
  %1000 = icmp eq i32 %999, %933
  br i1 %1000, label %1001, label %1005

1001:                                             ; preds = %996
  %1002 = call ptr @__cxa_begin_catch(ptr %998) #21
  %1003 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.13)
          to label %1004 unwind label %1053

1004:                                             ; preds = %1038, %1028, %1018, %1008, %1001
  invoke void @__cxa_end_catch()
          to label %1058 unwind label %1201

1005:                                             ; preds = %996
  %1006 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %1007 = icmp eq i32 %999, %1006
  br i1 %1007, label %1008, label %1015

1008:                                             ; preds = %1005
  %1009 = call ptr @__cxa_begin_catch(ptr %998) #21
  %1010 = load ptr, ptr %1009, align 8, !tbaa !22
  %1011 = getelementptr inbounds i8, ptr %1010, i64 16
  %1012 = load ptr, ptr %1011, align 8
  %1013 = call noundef ptr %1012(ptr noundef nonnull align 8 dereferenceable(16) %1009) #21
  %1014 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.13, ptr noundef %1013)
          to label %1004 unwind label %1051

1015:                                             ; preds = %1005
  %1016 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %1017 = icmp eq i32 %999, %1016
  br i1 %1017, label %1018, label %1025

1018:                                             ; preds = %1015
  %1019 = call ptr @__cxa_begin_catch(ptr %998) #21
  %1020 = load ptr, ptr %1019, align 8, !tbaa !22
  %1021 = getelementptr inbounds i8, ptr %1020, i64 16
  %1022 = load ptr, ptr %1021, align 8
  %1023 = call noundef ptr %1022(ptr noundef nonnull align 8 dereferenceable(8) %1019) #21
  %1024 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.13, ptr noundef %1023)
          to label %1004 unwind label %1049

1025:                                             ; preds = %1015
  %1026 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %1027 = icmp eq i32 %999, %1026
  br i1 %1027, label %1028, label %1035

1028:                                             ; preds = %1025
  %1029 = call ptr @__cxa_begin_catch(ptr %998) #21
  %1030 = load ptr, ptr %1029, align 8, !tbaa !22
  %1031 = getelementptr inbounds i8, ptr %1030, i64 16
  %1032 = load ptr, ptr %1031, align 8
  %1033 = call noundef ptr %1032(ptr noundef nonnull align 8 dereferenceable(8) %1029) #21
  %1034 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.13, ptr noundef %1033)
          to label %1004 unwind label %1047

1035:                                             ; preds = %1025
  %1036 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %1037 = icmp eq i32 %999, %1036
  br i1 %1037, label %1038, label %1203

1038:                                             ; preds = %1035
  %1039 = call ptr @__cxa_begin_catch(ptr %998) #21
  %1040 = load ptr, ptr %1039, align 8, !tbaa !22
  %1041 = getelementptr inbounds i8, ptr %1040, i64 16
  %1042 = load ptr, ptr %1041, align 8
  %1043 = call noundef ptr %1042(ptr noundef nonnull align 8 dereferenceable(8) %1039) #21
  %1044 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.13, ptr noundef %1043)
          to label %1004 unwind label %1045

1045:                                             ; preds = %1038
  %1046 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1055

1047:                                             ; preds = %1028
  %1048 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1055

1049:                                             ; preds = %1018
  %1050 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1055

1051:                                             ; preds = %1008
  %1052 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1055

1053:                                             ; preds = %1001
  %1054 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1055

1055:                                             ; preds = %1053, %1051, %1049, %1047, %1045
  %1056 = landingpad { ptr, i32 }
          catch ptr null
  %1057 = extractvalue { ptr, i32 } %1056, 0
  call void @__clang_call_terminate(ptr %1057) #22
  unreachable

1058:                                             ; preds = %1004
  %1059 = load volatile i64, ptr @_ZL4huge, align 8, !tbaa !28
  %1060 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef %1059) #25
          to label %1061 unwind label %1063

1061:                                             ; preds = %1058
  call void @_ZdlPv(ptr noundef nonnull %1060) #21
  %1062 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.18, ptr noundef nonnull @.str.14)
          to label %1125 unwind label %1063

1063:                                             ; preds = %1061, %1058
  %1064 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %1065 = extractvalue { ptr, i32 } %1064, 0
  %1066 = extractvalue { ptr, i32 } %1064, 1
  %1067 = icmp eq i32 %1066, %933
  br i1 %1067, label %1068, label %1072

1068:                                             ; preds = %1063
  %1069 = call ptr @__cxa_begin_catch(ptr %1065) #21
  %1070 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.14)
          to label %1071 unwind label %1120

1071:                                             ; preds = %1105, %1095, %1085, %1075, %1068
  invoke void @__cxa_end_catch()
          to label %1125 unwind label %1201

1072:                                             ; preds = %1063
  %1073 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %1074 = icmp eq i32 %1066, %1073
  br i1 %1074, label %1075, label %1082

1075:                                             ; preds = %1072
  %1076 = call ptr @__cxa_begin_catch(ptr %1065) #21
  %1077 = load ptr, ptr %1076, align 8, !tbaa !22
  %1078 = getelementptr inbounds i8, ptr %1077, i64 16
  %1079 = load ptr, ptr %1078, align 8
  %1080 = call noundef ptr %1079(ptr noundef nonnull align 8 dereferenceable(16) %1076) #21
  %1081 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.14, ptr noundef %1080)
          to label %1071 unwind label %1118

1082:                                             ; preds = %1072
  %1083 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %1084 = icmp eq i32 %1066, %1083
  br i1 %1084, label %1085, label %1092

1085:                                             ; preds = %1082
  %1086 = call ptr @__cxa_begin_catch(ptr %1065) #21
  %1087 = load ptr, ptr %1086, align 8, !tbaa !22
  %1088 = getelementptr inbounds i8, ptr %1087, i64 16
  %1089 = load ptr, ptr %1088, align 8
  %1090 = call noundef ptr %1089(ptr noundef nonnull align 8 dereferenceable(8) %1086) #21
  %1091 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.14, ptr noundef %1090)
          to label %1071 unwind label %1116

1092:                                             ; preds = %1082
  %1093 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %1094 = icmp eq i32 %1066, %1093
  br i1 %1094, label %1095, label %1102

1095:                                             ; preds = %1092
  %1096 = call ptr @__cxa_begin_catch(ptr %1065) #21
  %1097 = load ptr, ptr %1096, align 8, !tbaa !22
  %1098 = getelementptr inbounds i8, ptr %1097, i64 16
  %1099 = load ptr, ptr %1098, align 8
  %1100 = call noundef ptr %1099(ptr noundef nonnull align 8 dereferenceable(8) %1096) #21
  %1101 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.14, ptr noundef %1100)
          to label %1071 unwind label %1114

1102:                                             ; preds = %1092
  %1103 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %1104 = icmp eq i32 %1066, %1103
  br i1 %1104, label %1105, label %1203

1105:                                             ; preds = %1102
  %1106 = call ptr @__cxa_begin_catch(ptr %1065) #21
  %1107 = load ptr, ptr %1106, align 8, !tbaa !22
  %1108 = getelementptr inbounds i8, ptr %1107, i64 16
  %1109 = load ptr, ptr %1108, align 8
  %1110 = call noundef ptr %1109(ptr noundef nonnull align 8 dereferenceable(8) %1106) #21
  %1111 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.14, ptr noundef %1110)
          to label %1071 unwind label %1112

1112:                                             ; preds = %1105
  %1113 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1122

1114:                                             ; preds = %1095
  %1115 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1122

1116:                                             ; preds = %1085
  %1117 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1122

1118:                                             ; preds = %1075
  %1119 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1122

1120:                                             ; preds = %1068
  %1121 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1122

1122:                                             ; preds = %1120, %1118, %1116, %1114, %1112
  %1123 = landingpad { ptr, i32 }
          catch ptr null
  %1124 = extractvalue { ptr, i32 } %1123, 0
  call void @__clang_call_terminate(ptr %1124) #22
  unreachable

1125:                                             ; preds = %1061, %1071
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.48) #23
          to label %1126 unwind label %1127

1126:                                             ; preds = %1125
  unreachable

1127:                                             ; preds = %1125
  %1128 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %1129 = extractvalue { ptr, i32 } %1128, 0
  %1130 = extractvalue { ptr, i32 } %1128, 1
  %1131 = icmp eq i32 %1130, %933
  br i1 %1131, label %1132, label %1136

1132:                                             ; preds = %1127
  %1133 = call ptr @__cxa_begin_catch(ptr %1129) #21
  %1134 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.23, ptr noundef nonnull @.str.15)
          to label %1135 unwind label %1184

1135:                                             ; preds = %1169, %1159, %1149, %1139, %1132
  invoke void @__cxa_end_catch()
          to label %1189 unwind label %1201

1136:                                             ; preds = %1127
  %1137 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #21
  %1138 = icmp eq i32 %1130, %1137
  br i1 %1138, label %1139, label %1146

1139:                                             ; preds = %1136
  %1140 = call ptr @__cxa_begin_catch(ptr %1129) #21
  %1141 = load ptr, ptr %1140, align 8, !tbaa !22
  %1142 = getelementptr inbounds i8, ptr %1141, i64 16
  %1143 = load ptr, ptr %1142, align 8
  %1144 = call noundef ptr %1143(ptr noundef nonnull align 8 dereferenceable(16) %1140) #21
  %1145 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.22, ptr noundef nonnull @.str.15, ptr noundef %1144)
          to label %1135 unwind label %1182

1146:                                             ; preds = %1136
  %1147 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #21
  %1148 = icmp eq i32 %1130, %1147
  br i1 %1148, label %1149, label %1156

1149:                                             ; preds = %1146
  %1150 = call ptr @__cxa_begin_catch(ptr %1129) #21
  %1151 = load ptr, ptr %1150, align 8, !tbaa !22
  %1152 = getelementptr inbounds i8, ptr %1151, i64 16
  %1153 = load ptr, ptr %1152, align 8
  %1154 = call noundef ptr %1153(ptr noundef nonnull align 8 dereferenceable(8) %1150) #21
  %1155 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.21, ptr noundef nonnull @.str.15, ptr noundef %1154)
          to label %1135 unwind label %1180

1156:                                             ; preds = %1146
  %1157 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #21
  %1158 = icmp eq i32 %1130, %1157
  br i1 %1158, label %1159, label %1166

1159:                                             ; preds = %1156
  %1160 = call ptr @__cxa_begin_catch(ptr %1129) #21
  %1161 = load ptr, ptr %1160, align 8, !tbaa !22
  %1162 = getelementptr inbounds i8, ptr %1161, i64 16
  %1163 = load ptr, ptr %1162, align 8
  %1164 = call noundef ptr %1163(ptr noundef nonnull align 8 dereferenceable(8) %1160) #21
  %1165 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.20, ptr noundef nonnull @.str.15, ptr noundef %1164)
          to label %1135 unwind label %1178

1166:                                             ; preds = %1156
  %1167 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #21
  %1168 = icmp eq i32 %1130, %1167
  br i1 %1168, label %1169, label %1203

1169:                                             ; preds = %1166
  %1170 = call ptr @__cxa_begin_catch(ptr %1129) #21
  %1171 = load ptr, ptr %1170, align 8, !tbaa !22
  %1172 = getelementptr inbounds i8, ptr %1171, i64 16
  %1173 = load ptr, ptr %1172, align 8
  %1174 = call noundef ptr %1173(ptr noundef nonnull align 8 dereferenceable(8) %1170) #21
  %1175 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.19, ptr noundef nonnull @.str.15, ptr noundef %1174)
          to label %1135 unwind label %1176

1176:                                             ; preds = %1169
  %1177 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1186

1178:                                             ; preds = %1159
  %1179 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1186

1180:                                             ; preds = %1149
  %1181 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1186

1182:                                             ; preds = %1139
  %1183 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1186

1184:                                             ; preds = %1132
  %1185 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %1203 unwind label %1186

1186:                                             ; preds = %1184, %1182, %1180, %1178, %1176
  %1187 = landingpad { ptr, i32 }
          catch ptr null
  %1188 = extractvalue { ptr, i32 } %1187, 0
  call void @__clang_call_terminate(ptr %1188) #22
  unreachable

1189:                                             ; preds = %1135
  %1190 = load ptr, ptr %338, align 8, !tbaa !29
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %11, ptr noundef %1190)
          to label %1194 unwind label %1191

1191:                                             ; preds = %1189
  %1192 = landingpad { ptr, i32 }
          catch ptr null
  %1193 = extractvalue { ptr, i32 } %1192, 0
  call void @__clang_call_terminate(ptr %1193) #22
  unreachable

1194:                                             ; preds = %1189
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #21
  %1195 = load ptr, ptr %10, align 8, !tbaa !24
  %1196 = icmp eq ptr %1195, %19
  br i1 %1196, label %1198, label %1197

1197:                                             ; preds = %1194
  call void @_ZdlPv(ptr noundef %1195) #24
  br label %1198

1198:                                             ; preds = %1194, %1197
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  call void @_ZdlPv(ptr noundef nonnull %16) #24
  ret i32 0

1199:                                             ; preds = %0
  %1200 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %15) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %14) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #21
  br label %1205

1201:                                             ; preds = %1135, %1071, %1004, %938, %873, %801, %718, %634, %546, %462, %378, %283, %179, %103, %38
  %1202 = landingpad { ptr, i32 }
          cleanup
  br label %1203

1203:                                             ; preds = %152, %150, %148, %146, %144, %134, %332, %330, %328, %326, %324, %314, %511, %509, %507, %505, %503, %493, %683, %681, %679, %677, %675, %665, %850, %848, %846, %844, %842, %832, %987, %985, %983, %981, %979, %969, %1120, %1118, %1116, %1114, %1112, %1102, %1166, %1176, %1178, %1180, %1182, %1184, %1201, %1035, %1045, %1047, %1049, %1051, %1053, %904, %914, %916, %918, %920, %922, %749, %759, %761, %763, %765, %767, %577, %587, %589, %591, %593, %595, %409, %419, %421, %423, %425, %427, %210, %220, %222, %224, %226, %228, %69, %79, %81, %83, %85, %87
  %1204 = phi { ptr, i32 } [ %30, %69 ], [ %80, %79 ], [ %82, %81 ], [ %84, %83 ], [ %86, %85 ], [ %88, %87 ], [ %95, %134 ], [ %145, %144 ], [ %147, %146 ], [ %149, %148 ], [ %151, %150 ], [ %153, %152 ], [ %171, %210 ], [ %221, %220 ], [ %223, %222 ], [ %225, %224 ], [ %227, %226 ], [ %229, %228 ], [ %275, %314 ], [ %325, %324 ], [ %327, %326 ], [ %329, %328 ], [ %331, %330 ], [ %333, %332 ], [ %370, %409 ], [ %420, %419 ], [ %422, %421 ], [ %424, %423 ], [ %426, %425 ], [ %428, %427 ], [ %454, %493 ], [ %504, %503 ], [ %506, %505 ], [ %508, %507 ], [ %510, %509 ], [ %512, %511 ], [ %538, %577 ], [ %588, %587 ], [ %590, %589 ], [ %592, %591 ], [ %594, %593 ], [ %596, %595 ], [ %626, %665 ], [ %676, %675 ], [ %678, %677 ], [ %680, %679 ], [ %682, %681 ], [ %684, %683 ], [ %710, %749 ], [ %760, %759 ], [ %762, %761 ], [ %764, %763 ], [ %766, %765 ], [ %768, %767 ], [ %793, %832 ], [ %843, %842 ], [ %845, %844 ], [ %847, %846 ], [ %849, %848 ], [ %851, %850 ], [ %865, %904 ], [ %915, %914 ], [ %917, %916 ], [ %919, %918 ], [ %921, %920 ], [ %923, %922 ], [ %930, %969 ], [ %980, %979 ], [ %982, %981 ], [ %984, %983 ], [ %986, %985 ], [ %988, %987 ], [ %997, %1035 ], [ %1046, %1045 ], [ %1048, %1047 ], [ %1050, %1049 ], [ %1052, %1051 ], [ %1054, %1053 ], [ %1064, %1102 ], [ %1113, %1112 ], [ %1115, %1114 ], [ %1117, %1116 ], [ %1119, %1118 ], [ %1121, %1120 ], [ %1202, %1201 ], [ %1128, %1166 ], [ %1177, %1176 ], [ %1179, %1178 ], [ %1181, %1180 ], [ %1183, %1182 ], [ %1185, %1184 ]
  call void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %11) #21
  br label %1205

1205:                                             ; preds = %1203, %1199
  %1206 = phi { ptr, i32 } [ %1204, %1203 ], [ %1200, %1199 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %11) #21
  %1207 = load ptr, ptr %10, align 8, !tbaa !24
  %1208 = icmp eq ptr %1207, %19
  br i1 %1208, label %1210, label %1209

1209:                                             ; preds = %1205
  call void @_ZdlPv(ptr noundef %1207) #24
  br label %1210

1210:                                             ; preds = %1205, %1209
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #21
  call void @_ZdlPv(ptr noundef nonnull %16) #24
  resume { ptr, i32 } %1206
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %5 = alloca %"struct.std::pair.32", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !39
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !29
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !40
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !41
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !42
  %11 = load ptr, ptr %1, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !20
  %14 = getelementptr inbounds %"struct.std::pair", ptr %11, i64 %13
  %15 = icmp eq i64 %13, 0
  br i1 %15, label %45, label %16

16:                                               ; preds = %4
  %17 = ptrtoint ptr %6 to i64
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  br label %19

19:                                               ; preds = %42, %16
  %20 = phi ptr [ %11, %16 ], [ %43, %42 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #21
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair.32") align 8 %5, ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %17, ptr noundef nonnull align 4 dereferenceable(4) %20)
          to label %21 unwind label %46

21:                                               ; preds = %19
  %22 = load ptr, ptr %18, align 8, !tbaa !43
  %23 = icmp eq ptr %22, null
  br i1 %23, label %42, label %24

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8, !tbaa !45
  %26 = icmp ne ptr %25, null
  %27 = icmp eq ptr %6, %22
  %28 = or i1 %27, %26
  br i1 %28, label %34, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %22, i64 32
  %31 = load i32, ptr %20, align 4, !tbaa !21
  %32 = load i32, ptr %30, align 4, !tbaa !21
  %33 = icmp slt i32 %31, %32
  br label %34

34:                                               ; preds = %29, %24
  %35 = phi i1 [ true, %24 ], [ %33, %29 ]
  %36 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwy(i64 noundef 40) #20
          to label %37 unwind label %46

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %36, i64 32
  %39 = load i64, ptr %20, align 4
  store i64 %39, ptr %38, align 4
  call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %35, ptr noundef nonnull %36, ptr noundef nonnull %22, ptr noundef nonnull align 8 dereferenceable(32) %6) #21
  %40 = load i64, ptr %10, align 8, !tbaa !42
  %41 = add i64 %40, 1
  store i64 %41, ptr %10, align 8, !tbaa !42
  br label %42

42:                                               ; preds = %37, %21
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #21
  %43 = getelementptr inbounds i8, ptr %20, i64 8
  %44 = icmp eq ptr %43, %14
  br i1 %44, label %45, label %19, !llvm.loop !46

45:                                               ; preds = %42, %4
  ret void

46:                                               ; preds = %34, %19
  %47 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #21
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #22
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !29
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #22
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !47
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !48
  tail call void @_ZdlPv(ptr noundef nonnull %5) #24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !49

11:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #21
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr dead_on_unwind noalias writable sret(%"struct.std::pair.32") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 %2, ptr noundef nonnull align 4 dereferenceable(4) %3) local_unnamed_addr #2 comdat align 2 {
  %5 = inttoptr i64 %2 to ptr
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = icmp eq ptr %6, %5
  br i1 %7, label %8, label %58

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  %10 = load i64, ptr %9, align 8, !tbaa !42
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %21, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load ptr, ptr %13, align 8, !tbaa !33
  %15 = getelementptr inbounds i8, ptr %14, i64 32
  %16 = load i32, ptr %15, align 4, !tbaa !21
  %17 = load i32, ptr %3, align 4, !tbaa !21
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %12
  store ptr null, ptr %0, align 8, !tbaa !45
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %14, ptr %20, align 8, !tbaa !43
  br label %167

21:                                               ; preds = %12, %8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !50)
  %22 = getelementptr inbounds i8, ptr %1, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !33, !noalias !50
  %24 = icmp eq ptr %23, null
  br i1 %24, label %37, label %25

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4, !tbaa !21, !noalias !50
  br label %27

27:                                               ; preds = %27, %25
  %28 = phi ptr [ %23, %25 ], [ %34, %27 ]
  %29 = getelementptr inbounds i8, ptr %28, i64 32
  %30 = load i32, ptr %29, align 4, !tbaa !21, !noalias !50
  %31 = icmp slt i32 %26, %30
  %32 = select i1 %31, i64 16, i64 24
  %33 = getelementptr inbounds i8, ptr %28, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !33, !noalias !50
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %27, !llvm.loop !53

36:                                               ; preds = %27
  br i1 %31, label %37, label %49

37:                                               ; preds = %36, %21
  %38 = phi ptr [ %28, %36 ], [ %6, %21 ]
  %39 = getelementptr inbounds i8, ptr %1, i64 24
  %40 = load ptr, ptr %39, align 8, !tbaa !40, !noalias !50
  %41 = icmp eq ptr %38, %40
  br i1 %41, label %42, label %44

42:                                               ; preds = %37
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !50
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %38, ptr %43, align 8, !tbaa !43, !alias.scope !50
  br label %167

44:                                               ; preds = %37
  %45 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %38) #26, !noalias !50
  %46 = getelementptr inbounds i8, ptr %45, i64 32
  %47 = load i32, ptr %46, align 4, !tbaa !21, !noalias !50
  %48 = load i32, ptr %3, align 4, !tbaa !21, !noalias !50
  br label %49

49:                                               ; preds = %44, %36
  %50 = phi i32 [ %48, %44 ], [ %26, %36 ]
  %51 = phi i32 [ %47, %44 ], [ %30, %36 ]
  %52 = phi ptr [ %38, %44 ], [ %28, %36 ]
  %53 = phi ptr [ %45, %44 ], [ %28, %36 ]
  %54 = icmp slt i32 %51, %50
  %55 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %54, label %56, label %57

56:                                               ; preds = %49
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !50
  store ptr %52, ptr %55, align 8, !tbaa !43, !alias.scope !50
  br label %167

57:                                               ; preds = %49
  store ptr %53, ptr %0, align 8, !tbaa !45, !alias.scope !50
  store ptr null, ptr %55, align 8, !tbaa !43, !alias.scope !50
  br label %167

58:                                               ; preds = %4
  %59 = getelementptr inbounds i8, ptr %5, i64 32
  %60 = load i32, ptr %3, align 4, !tbaa !21
  %61 = load i32, ptr %59, align 4, !tbaa !21
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %112

63:                                               ; preds = %58
  %64 = getelementptr inbounds i8, ptr %1, i64 24
  %65 = load ptr, ptr %64, align 8, !tbaa !33
  %66 = icmp eq ptr %65, %5
  br i1 %66, label %67, label %69

67:                                               ; preds = %63
  store ptr %65, ptr %0, align 8, !tbaa !45
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %65, ptr %68, align 8, !tbaa !43
  br label %167

69:                                               ; preds = %63
  %70 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %5) #26
  %71 = getelementptr inbounds i8, ptr %70, i64 32
  %72 = load i32, ptr %71, align 4, !tbaa !21
  %73 = icmp slt i32 %72, %60
  br i1 %73, label %74, label %81

74:                                               ; preds = %69
  %75 = getelementptr inbounds i8, ptr %70, i64 24
  %76 = load ptr, ptr %75, align 8, !tbaa !47
  %77 = icmp eq ptr %76, null
  %78 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %77, label %79, label %80

79:                                               ; preds = %74
  store ptr null, ptr %0, align 8, !tbaa !45
  store ptr %70, ptr %78, align 8, !tbaa !43
  br label %167

80:                                               ; preds = %74
  store ptr %5, ptr %0, align 8, !tbaa !45
  store ptr %5, ptr %78, align 8, !tbaa !43
  br label %167

81:                                               ; preds = %69
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %82 = getelementptr inbounds i8, ptr %1, i64 16
  %83 = load ptr, ptr %82, align 8, !tbaa !33, !noalias !54
  %84 = icmp eq ptr %83, null
  br i1 %84, label %95, label %85

85:                                               ; preds = %81, %85
  %86 = phi ptr [ %92, %85 ], [ %83, %81 ]
  %87 = getelementptr inbounds i8, ptr %86, i64 32
  %88 = load i32, ptr %87, align 4, !tbaa !21, !noalias !54
  %89 = icmp slt i32 %60, %88
  %90 = select i1 %89, i64 16, i64 24
  %91 = getelementptr inbounds i8, ptr %86, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !33, !noalias !54
  %93 = icmp eq ptr %92, null
  br i1 %93, label %94, label %85, !llvm.loop !53

94:                                               ; preds = %85
  br i1 %89, label %95, label %104

95:                                               ; preds = %94, %81
  %96 = phi ptr [ %86, %94 ], [ %6, %81 ]
  %97 = icmp eq ptr %96, %65
  br i1 %97, label %98, label %100

98:                                               ; preds = %95
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !54
  %99 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %96, ptr %99, align 8, !tbaa !43, !alias.scope !54
  br label %167

100:                                              ; preds = %95
  %101 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %96) #26, !noalias !54
  %102 = getelementptr inbounds i8, ptr %101, i64 32
  %103 = load i32, ptr %102, align 4, !tbaa !21, !noalias !54
  br label %104

104:                                              ; preds = %100, %94
  %105 = phi i32 [ %103, %100 ], [ %88, %94 ]
  %106 = phi ptr [ %96, %100 ], [ %86, %94 ]
  %107 = phi ptr [ %101, %100 ], [ %86, %94 ]
  %108 = icmp slt i32 %105, %60
  %109 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %108, label %110, label %111

110:                                              ; preds = %104
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !54
  store ptr %106, ptr %109, align 8, !tbaa !43, !alias.scope !54
  br label %167

111:                                              ; preds = %104
  store ptr %107, ptr %0, align 8, !tbaa !45, !alias.scope !54
  store ptr null, ptr %109, align 8, !tbaa !43, !alias.scope !54
  br label %167

112:                                              ; preds = %58
  %113 = icmp slt i32 %61, %60
  br i1 %113, label %114, label %165

114:                                              ; preds = %112
  %115 = getelementptr inbounds i8, ptr %1, i64 32
  %116 = load ptr, ptr %115, align 8, !tbaa !33
  %117 = icmp eq ptr %116, %5
  br i1 %117, label %118, label %120

118:                                              ; preds = %114
  store ptr null, ptr %0, align 8, !tbaa !45
  %119 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %116, ptr %119, align 8, !tbaa !43
  br label %167

120:                                              ; preds = %114
  %121 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %5) #26
  %122 = getelementptr inbounds i8, ptr %121, i64 32
  %123 = load i32, ptr %122, align 4, !tbaa !21
  %124 = icmp slt i32 %60, %123
  br i1 %124, label %125, label %132

125:                                              ; preds = %120
  %126 = getelementptr inbounds i8, ptr %5, i64 24
  %127 = load ptr, ptr %126, align 8, !tbaa !47
  %128 = icmp eq ptr %127, null
  %129 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %128, label %130, label %131

130:                                              ; preds = %125
  store ptr null, ptr %0, align 8, !tbaa !45
  store ptr %5, ptr %129, align 8, !tbaa !43
  br label %167

131:                                              ; preds = %125
  store ptr %121, ptr %0, align 8, !tbaa !45
  store ptr %121, ptr %129, align 8, !tbaa !43
  br label %167

132:                                              ; preds = %120
  tail call void @llvm.experimental.noalias.scope.decl(metadata !57)
  %133 = getelementptr inbounds i8, ptr %1, i64 16
  %134 = load ptr, ptr %133, align 8, !tbaa !33, !noalias !57
  %135 = icmp eq ptr %134, null
  br i1 %135, label %146, label %136

136:                                              ; preds = %132, %136
  %137 = phi ptr [ %143, %136 ], [ %134, %132 ]
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  %139 = load i32, ptr %138, align 4, !tbaa !21, !noalias !57
  %140 = icmp slt i32 %60, %139
  %141 = select i1 %140, i64 16, i64 24
  %142 = getelementptr inbounds i8, ptr %137, i64 %141
  %143 = load ptr, ptr %142, align 8, !tbaa !33, !noalias !57
  %144 = icmp eq ptr %143, null
  br i1 %144, label %145, label %136, !llvm.loop !53

145:                                              ; preds = %136
  br i1 %140, label %146, label %157

146:                                              ; preds = %145, %132
  %147 = phi ptr [ %137, %145 ], [ %6, %132 ]
  %148 = getelementptr inbounds i8, ptr %1, i64 24
  %149 = load ptr, ptr %148, align 8, !tbaa !40, !noalias !57
  %150 = icmp eq ptr %147, %149
  br i1 %150, label %151, label %153

151:                                              ; preds = %146
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !57
  %152 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %147, ptr %152, align 8, !tbaa !43, !alias.scope !57
  br label %167

153:                                              ; preds = %146
  %154 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %147) #26, !noalias !57
  %155 = getelementptr inbounds i8, ptr %154, i64 32
  %156 = load i32, ptr %155, align 4, !tbaa !21, !noalias !57
  br label %157

157:                                              ; preds = %153, %145
  %158 = phi i32 [ %156, %153 ], [ %139, %145 ]
  %159 = phi ptr [ %147, %153 ], [ %137, %145 ]
  %160 = phi ptr [ %154, %153 ], [ %137, %145 ]
  %161 = icmp slt i32 %158, %60
  %162 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %161, label %163, label %164

163:                                              ; preds = %157
  store ptr null, ptr %0, align 8, !tbaa !45, !alias.scope !57
  store ptr %159, ptr %162, align 8, !tbaa !43, !alias.scope !57
  br label %167

164:                                              ; preds = %157
  store ptr %160, ptr %0, align 8, !tbaa !45, !alias.scope !57
  store ptr null, ptr %162, align 8, !tbaa !43, !alias.scope !57
  br label %167

165:                                              ; preds = %112
  store ptr %5, ptr %0, align 8, !tbaa !45
  %166 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %166, align 8, !tbaa !43
  br label %167

167:                                              ; preds = %118, %130, %131, %151, %163, %164, %67, %79, %80, %98, %110, %111, %57, %56, %42, %165, %19
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare dso_local void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #12 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #21
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !33
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #21
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #21
  ret i32 %5
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #13

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare dso_local void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #14

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #14

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt7__cxx114stoiERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_seh0 {
  %4 = alloca ptr, align 8
  %5 = alloca %struct._Save_errno, align 4
  %6 = load ptr, ptr %0, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #21
  %7 = tail call ptr @_errno()
  %8 = load i32, ptr %7, align 4, !tbaa !21
  store i32 %8, ptr %5, align 4, !tbaa !60
  %9 = tail call ptr @_errno()
  store i32 0, ptr %9, align 4, !tbaa !21
  %10 = call noundef i32 @strtol(ptr noundef %6, ptr noundef nonnull %4, i32 noundef %2)
  %11 = load ptr, ptr %4, align 8, !tbaa !33
  %12 = icmp eq ptr %11, %6
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %22, %17, %13
  %16 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  %18 = invoke ptr @_errno()
          to label %19 unwind label %15

19:                                               ; preds = %17
  %20 = load i32, ptr %18, align 4, !tbaa !21
  %21 = icmp eq i32 %20, 34
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %23 unwind label %15

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %19
  %25 = icmp eq ptr %1, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %24
  %27 = ptrtoint ptr %11 to i64
  %28 = ptrtoint ptr %6 to i64
  %29 = sub i64 %27, %28
  store i64 %29, ptr %1, align 8, !tbaa !28
  br label %30

30:                                               ; preds = %26, %24
  %31 = invoke ptr @_errno()
          to label %32 unwind label %38

32:                                               ; preds = %30
  %33 = load i32, ptr %31, align 4, !tbaa !21
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = invoke ptr @_errno()
          to label %37 unwind label %38

37:                                               ; preds = %35
  store i32 %8, ptr %36, align 4, !tbaa !21
  br label %41

38:                                               ; preds = %35, %30
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  tail call void @__clang_call_terminate(ptr %40) #22
  unreachable

41:                                               ; preds = %32, %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  ret i32 %10
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare dso_local i32 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #15

; Function Attrs: noreturn
declare dso_local void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #7

declare dllimport ptr @_errno() local_unnamed_addr #8

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke ptr @_errno()
          to label %3 unwind label %11

3:                                                ; preds = %1
  %4 = load i32, ptr %2, align 4, !tbaa !21
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = load i32, ptr %0, align 4, !tbaa !60
  %8 = invoke ptr @_errno()
          to label %9 unwind label %11

9:                                                ; preds = %6
  store i32 %7, ptr %8, align 4, !tbaa !21
  br label %10

10:                                               ; preds = %9, %3
  ret void

11:                                               ; preds = %6, %1
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  tail call void @__clang_call_terminate(ptr %13) #22
  unreachable
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt7__cxx114stolERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPyi(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_seh0 {
  %4 = alloca ptr, align 8
  %5 = alloca %struct._Save_errno.35, align 4
  %6 = load ptr, ptr %0, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #21
  %7 = tail call ptr @_errno()
  %8 = load i32, ptr %7, align 4, !tbaa !21
  store i32 %8, ptr %5, align 4, !tbaa !62
  %9 = tail call ptr @_errno()
  store i32 0, ptr %9, align 4, !tbaa !21
  %10 = call noundef i32 @strtol(ptr noundef %6, ptr noundef nonnull %4, i32 noundef %2)
  %11 = load ptr, ptr %4, align 8, !tbaa !33
  %12 = icmp eq ptr %11, %6
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.40) #23
          to label %14 unwind label %15

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %22, %17, %13
  %16 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN9__gnu_cxx6__stoaIllcJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  resume { ptr, i32 } %16

17:                                               ; preds = %3
  %18 = invoke ptr @_errno()
          to label %19 unwind label %15

19:                                               ; preds = %17
  %20 = load i32, ptr %18, align 4, !tbaa !21
  %21 = icmp eq i32 %20, 34
  br i1 %21, label %22, label %24

22:                                               ; preds = %19
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.40) #23
          to label %23 unwind label %15

23:                                               ; preds = %22
  unreachable

24:                                               ; preds = %19
  %25 = icmp eq ptr %1, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %24
  %27 = ptrtoint ptr %11 to i64
  %28 = ptrtoint ptr %6 to i64
  %29 = sub i64 %27, %28
  store i64 %29, ptr %1, align 8, !tbaa !28
  br label %30

30:                                               ; preds = %26, %24
  %31 = invoke ptr @_errno()
          to label %32 unwind label %38

32:                                               ; preds = %30
  %33 = load i32, ptr %31, align 4, !tbaa !21
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = invoke ptr @_errno()
          to label %37 unwind label %38

37:                                               ; preds = %35
  store i32 %8, ptr %36, align 4, !tbaa !21
  br label %41

38:                                               ; preds = %35, %30
  %39 = landingpad { ptr, i32 }
          catch ptr null
  %40 = extractvalue { ptr, i32 } %39, 0
  tail call void @__clang_call_terminate(ptr %40) #22
  unreachable

41:                                               ; preds = %32, %37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #21
  ret i32 %10
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN9__gnu_cxx6__stoaIllcJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke ptr @_errno()
          to label %3 unwind label %11

3:                                                ; preds = %1
  %4 = load i32, ptr %2, align 4, !tbaa !21
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = load i32, ptr %0, align 4, !tbaa !62
  %8 = invoke ptr @_errno()
          to label %9 unwind label %11

9:                                                ; preds = %6
  store i32 %7, ptr %8, align 4, !tbaa !21
  br label %10

10:                                               ; preds = %9, %3
  ret void

11:                                               ; preds = %6, %1
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  tail call void @__clang_call_terminate(ptr %13) #22
  unreachable
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef double @_ZNSt7__cxx114stodERKNS_12basic_stringIcSt11char_traitsIcESaIcEEEPy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1) local_unnamed_addr #12 comdat personality ptr @__gxx_personality_seh0 {
  %3 = alloca ptr, align 8
  %4 = alloca %struct._Save_errno.38, align 4
  %5 = load ptr, ptr %0, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #21
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #21
  %6 = tail call ptr @_errno()
  %7 = load i32, ptr %6, align 4, !tbaa !21
  store i32 %7, ptr %4, align 4, !tbaa !64
  %8 = tail call ptr @_errno()
  store i32 0, ptr %8, align 4, !tbaa !21
  %9 = invoke double @__mingw_strtod(ptr noundef %5, ptr noundef nonnull %3)
          to label %13 unwind label %10

10:                                               ; preds = %2
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #22
  unreachable

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8, !tbaa !33
  %15 = icmp eq ptr %14, %5
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.43) #23
          to label %17 unwind label %18

17:                                               ; preds = %16
  unreachable

18:                                               ; preds = %25, %20, %16
  %19 = landingpad { ptr, i32 }
          cleanup
  call void @_ZZN9__gnu_cxx6__stoaIddcJEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %4) #21
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #21
  resume { ptr, i32 } %19

20:                                               ; preds = %13
  %21 = invoke ptr @_errno()
          to label %22 unwind label %18

22:                                               ; preds = %20
  %23 = load i32, ptr %21, align 4, !tbaa !21
  %24 = icmp eq i32 %23, 34
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.43) #23
          to label %26 unwind label %18

26:                                               ; preds = %25
  unreachable

27:                                               ; preds = %22
  %28 = icmp eq ptr %1, null
  br i1 %28, label %34, label %29

29:                                               ; preds = %27
  %30 = load ptr, ptr %3, align 8, !tbaa !33
  %31 = ptrtoint ptr %30 to i64
  %32 = ptrtoint ptr %5 to i64
  %33 = sub i64 %31, %32
  store i64 %33, ptr %1, align 8, !tbaa !28
  br label %34

34:                                               ; preds = %29, %27
  %35 = invoke ptr @_errno()
          to label %36 unwind label %42

36:                                               ; preds = %34
  %37 = load i32, ptr %35, align 4, !tbaa !21
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %45

39:                                               ; preds = %36
  %40 = invoke ptr @_errno()
          to label %41 unwind label %42

41:                                               ; preds = %39
  store i32 %7, ptr %40, align 4, !tbaa !21
  br label %45

42:                                               ; preds = %39, %34
  %43 = landingpad { ptr, i32 }
          catch ptr null
  %44 = extractvalue { ptr, i32 } %43, 0
  call void @__clang_call_terminate(ptr %44) #22
  unreachable

45:                                               ; preds = %36, %41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #21
  ret double %9
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZZN9__gnu_cxx6__stoaIddcJEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_EN11_Save_errnoD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke ptr @_errno()
          to label %3 unwind label %11

3:                                                ; preds = %1
  %4 = load i32, ptr %2, align 4, !tbaa !21
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %3
  %7 = load i32, ptr %0, align 4, !tbaa !64
  %8 = invoke ptr @_errno()
          to label %9 unwind label %11

9:                                                ; preds = %6
  store i32 %7, ptr %8, align 4, !tbaa !21
  br label %10

10:                                               ; preds = %9, %3
  ret void

11:                                               ; preds = %6, %1
  %12 = landingpad { ptr, i32 }
          catch ptr null
  %13 = extractvalue { ptr, i32 } %12, 0
  tail call void @__clang_call_terminate(ptr %13) #22
  unreachable
}

declare dso_local double @__mingw_strtod(ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #16

declare dso_local void @__cxa_bad_cast() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt27__throw_bad_optional_accessv() local_unnamed_addr #18 comdat {
  %1 = tail call ptr @__cxa_allocate_exception(i64 8) #21
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt19bad_optional_access, i64 16), ptr %1, align 8, !tbaa !22
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTISt19bad_optional_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt19bad_optional_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #21
  tail call void @_ZdlPv(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt19bad_optional_access4whatEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @.str.45
}

; Function Attrs: nounwind
declare dso_local void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt18bad_variant_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #21
  tail call void @_ZdlPv(ptr noundef nonnull %0) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt18bad_variant_access4whatEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !36
  ret ptr %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #19

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #15 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #17 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { inlinehint mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #19 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #20 = { builtin allocsize(0) }
attributes #21 = { nounwind }
attributes #22 = { noreturn nounwind }
attributes #23 = { noreturn }
attributes #24 = { builtin nounwind }
attributes #25 = { allocsize(0) }
attributes #26 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTSSt4pairIKiiE", !16, i64 0, !16, i64 4}
!16 = !{!"int", !8, i64 0}
!17 = !{!15, !16, i64 4}
!18 = !{!19, !7, i64 0}
!19 = !{!"_ZTSSt16initializer_listISt4pairIKiiEE", !7, i64 0, !12, i64 8}
!20 = !{!19, !12, i64 8}
!21 = !{!16, !16, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"vtable pointer", !9, i64 0}
!24 = !{!11, !7, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy: argument 0"}
!27 = distinct !{!27, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy"}
!28 = !{!12, !12, i64 0}
!29 = !{!30, !7, i64 8}
!30 = !{!"_ZTSSt15_Rb_tree_header", !31, i64 0, !12, i64 32}
!31 = !{!"_ZTSSt18_Rb_tree_node_base", !32, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!32 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!33 = !{!7, !7, i64 0}
!34 = distinct !{!34, !35}
!35 = !{!"llvm.loop.mustprogress"}
!36 = !{!37, !7, i64 8}
!37 = !{!"_ZTSSt18bad_variant_access", !38, i64 0, !7, i64 8}
!38 = !{!"_ZTSSt9exception"}
!39 = !{!30, !32, i64 0}
!40 = !{!30, !7, i64 16}
!41 = !{!30, !7, i64 24}
!42 = !{!30, !12, i64 32}
!43 = !{!44, !7, i64 8}
!44 = !{!"_ZTSSt4pairIPSt18_Rb_tree_node_baseS1_E", !7, i64 0, !7, i64 8}
!45 = !{!44, !7, i64 0}
!46 = distinct !{!46, !35}
!47 = !{!31, !7, i64 24}
!48 = !{!31, !7, i64 16}
!49 = distinct !{!49, !35}
!50 = !{!51}
!51 = distinct !{!51, !52, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_: argument 0"}
!52 = distinct !{!52, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_"}
!53 = distinct !{!53, !35}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_: argument 0"}
!56 = distinct !{!56, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_: argument 0"}
!59 = distinct !{!59, !"_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE24_M_get_insert_unique_posERS1_"}
!60 = !{!61, !16, i64 0}
!61 = !{!"_ZTSZN9__gnu_cxx6__stoaIlicJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_E11_Save_errno", !16, i64 0}
!62 = !{!63, !16, i64 0}
!63 = !{!"_ZTSZN9__gnu_cxx6__stoaIllcJiEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_E11_Save_errno", !16, i64 0}
!64 = !{!65, !16, i64 0}
!65 = !{!"_ZTSZN9__gnu_cxx6__stoaIddcJEEET0_PFT_PKT1_PPS3_DpT2_EPKcS5_PyS9_E11_Save_errno", !16, i64 0}
