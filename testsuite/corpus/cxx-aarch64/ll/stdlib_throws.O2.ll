; ModuleID = 'stdlib_throws.cpp'
source_filename = "stdlib_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
%"struct.std::pair" = type { i32, i32 }
%"struct.std::less" = type { i8 }
%"class.std::allocator.7" = type { i8 }

$_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_ = comdat any

$_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E = comdat any

$__clang_call_terminate = comdat any

$_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_ = comdat any

$_ZN6AnimalD2Ev = comdat any

$_ZN3DogD0Ev = comdat any

$_ZSt27__throw_bad_optional_accessv = comdat any

$_ZNSt19bad_optional_accessD0Ev = comdat any

$_ZNKSt19bad_optional_access4whatEv = comdat any

$_ZNSt18bad_variant_accessD0Ev = comdat any

$_ZNKSt18bad_variant_access4whatEv = comdat any

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
@_ZTISt12out_of_range = external constant ptr
@_ZTISt16invalid_argument = external constant ptr
@_ZTISt9bad_alloc = external constant ptr
@_ZTISt8bad_cast = external constant ptr
@_ZTISt9exception = external constant ptr
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
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6Animal = linkonce_odr dso_local constant [8 x i8] c"6Animal\00", comdat, align 1
@_ZTI6Animal = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Animal }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Dog, align 8
  %2 = alloca ptr, align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca ptr, align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = alloca ptr, align 8
  %10 = alloca %"class.std::__cxx11::basic_string", align 8
  %11 = alloca ptr, align 8
  %12 = alloca %"class.std::__cxx11::basic_string", align 8
  %13 = alloca i64, align 8
  %14 = alloca %"class.std::__cxx11::basic_string", align 8
  %15 = alloca %"class.std::__cxx11::basic_string", align 8
  %16 = alloca %"class.std::map", align 8
  %17 = alloca [1 x %"struct.std::pair"], align 8
  %18 = alloca %"struct.std::less", align 1
  %19 = alloca %"class.std::allocator.7", align 1
  %20 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #21
  store <2 x i32> <i32 1, i32 2>, ptr %20, align 4
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 3, ptr %21, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #22
  %22 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %22, ptr %15, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %22, ptr noundef nonnull align 1 dereferenceable(5) @.str, i64 5, i1 false)
  %23 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 5, ptr %23, align 8, !tbaa !11
  %24 = getelementptr inbounds i8, ptr %15, i64 21
  store i8 0, ptr %24, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #22
  store <2 x i32> <i32 1, i32 10>, ptr %17, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #22
  %25 = ptrtoint ptr %17 to i64
  %26 = insertvalue [2 x i64] poison, i64 %25, 0
  %27 = insertvalue [2 x i64] %26, i64 1, 1
  invoke void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %16, [2 x i64] %27, ptr noundef nonnull align 1 dereferenceable(1) %18, ptr noundef nonnull align 1 dereferenceable(1) %19)
          to label %28 unwind label %1040

28:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #22
  %29 = load i32, ptr %21, align 4, !tbaa !15
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.1)
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.25, i64 noundef 3, i64 noundef 3) #23
          to label %32 unwind label %33

32:                                               ; preds = %28
  unreachable

33:                                               ; preds = %28
  %34 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %35 = extractvalue { ptr, i32 } %34, 0
  %36 = extractvalue { ptr, i32 } %34, 1
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %38 = icmp eq i32 %36, %37
  br i1 %38, label %39, label %42

39:                                               ; preds = %33
  %40 = call ptr @__cxa_begin_catch(ptr %35) #22
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.2)
  br label %82

42:                                               ; preds = %33
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %44 = icmp eq i32 %36, %43
  br i1 %44, label %45, label %52

45:                                               ; preds = %42
  %46 = call ptr @__cxa_begin_catch(ptr %35) #22
  %47 = load ptr, ptr %46, align 8, !tbaa !17
  %48 = getelementptr inbounds i8, ptr %47, i64 16
  %49 = load ptr, ptr %48, align 8
  %50 = call noundef ptr %49(ptr noundef nonnull align 8 dereferenceable(16) %46) #22
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, ptr noundef %50)
  br label %82

52:                                               ; preds = %42
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %54 = icmp eq i32 %36, %53
  br i1 %54, label %55, label %62

55:                                               ; preds = %52
  %56 = call ptr @__cxa_begin_catch(ptr %35) #22
  %57 = load ptr, ptr %56, align 8, !tbaa !17
  %58 = getelementptr inbounds i8, ptr %57, i64 16
  %59 = load ptr, ptr %58, align 8
  %60 = call noundef ptr %59(ptr noundef nonnull align 8 dereferenceable(8) %56) #22
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.2, ptr noundef %60)
  br label %82

62:                                               ; preds = %52
  %63 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %64 = icmp eq i32 %36, %63
  br i1 %64, label %65, label %72

65:                                               ; preds = %62
  %66 = call ptr @__cxa_begin_catch(ptr %35) #22
  %67 = load ptr, ptr %66, align 8, !tbaa !17
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  %70 = call noundef ptr %69(ptr noundef nonnull align 8 dereferenceable(8) %66) #22
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, ptr noundef %70)
  br label %82

72:                                               ; preds = %62
  %73 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %74 = icmp eq i32 %36, %73
  br i1 %74, label %75, label %1044

75:                                               ; preds = %72
  %76 = call ptr @__cxa_begin_catch(ptr %35) #22
  %77 = load ptr, ptr %76, align 8, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  %79 = load ptr, ptr %78, align 8
  %80 = call noundef ptr %79(ptr noundef nonnull align 8 dereferenceable(8) %76) #22
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, ptr noundef %80)
  br label %82

82:                                               ; preds = %39, %45, %55, %65, %75
  invoke void @__cxa_end_catch()
          to label %83 unwind label %1042

83:                                               ; preds = %82
  %84 = load i64, ptr %23, align 8, !tbaa !11
  %85 = icmp ugt i64 %84, 10
  br i1 %85, label %88, label %86

86:                                               ; preds = %83
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.28, i64 noundef 10, i64 noundef %84) #23
          to label %87 unwind label %95

87:                                               ; preds = %86
  unreachable

88:                                               ; preds = %83
  %89 = load ptr, ptr %15, align 8, !tbaa !19
  %90 = getelementptr inbounds i8, ptr %89, i64 10
  %91 = load i8, ptr %90, align 1, !tbaa !14
  %92 = zext i8 %91 to i32
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.3)
  br label %145

95:                                               ; preds = %86
  %96 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %97 = extractvalue { ptr, i32 } %96, 0
  %98 = extractvalue { ptr, i32 } %96, 1
  %99 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %100 = icmp eq i32 %98, %99
  br i1 %100, label %101, label %104

101:                                              ; preds = %95
  %102 = call ptr @__cxa_begin_catch(ptr %97) #22
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.3)
  br label %144

104:                                              ; preds = %95
  %105 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %106 = icmp eq i32 %98, %105
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = call ptr @__cxa_begin_catch(ptr %97) #22
  %109 = load ptr, ptr %108, align 8, !tbaa !17
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  %111 = load ptr, ptr %110, align 8
  %112 = call noundef ptr %111(ptr noundef nonnull align 8 dereferenceable(16) %108) #22
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, ptr noundef %112)
  br label %144

114:                                              ; preds = %104
  %115 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %116 = icmp eq i32 %98, %115
  br i1 %116, label %117, label %124

117:                                              ; preds = %114
  %118 = call ptr @__cxa_begin_catch(ptr %97) #22
  %119 = load ptr, ptr %118, align 8, !tbaa !17
  %120 = getelementptr inbounds i8, ptr %119, i64 16
  %121 = load ptr, ptr %120, align 8
  %122 = call noundef ptr %121(ptr noundef nonnull align 8 dereferenceable(8) %118) #22
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.3, ptr noundef %122)
  br label %144

124:                                              ; preds = %114
  %125 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %126 = icmp eq i32 %98, %125
  br i1 %126, label %127, label %134

127:                                              ; preds = %124
  %128 = call ptr @__cxa_begin_catch(ptr %97) #22
  %129 = load ptr, ptr %128, align 8, !tbaa !17
  %130 = getelementptr inbounds i8, ptr %129, i64 16
  %131 = load ptr, ptr %130, align 8
  %132 = call noundef ptr %131(ptr noundef nonnull align 8 dereferenceable(8) %128) #22
  %133 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.3, ptr noundef %132)
  br label %144

134:                                              ; preds = %124
  %135 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %136 = icmp eq i32 %98, %135
  br i1 %136, label %137, label %1044

137:                                              ; preds = %134
  %138 = call ptr @__cxa_begin_catch(ptr %97) #22
  %139 = load ptr, ptr %138, align 8, !tbaa !17
  %140 = getelementptr inbounds i8, ptr %139, i64 16
  %141 = load ptr, ptr %140, align 8
  %142 = call noundef ptr %141(ptr noundef nonnull align 8 dereferenceable(8) %138) #22
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, ptr noundef %142)
  br label %144

144:                                              ; preds = %101, %107, %117, %127, %137
  invoke void @__cxa_end_catch()
          to label %145 unwind label %1042

145:                                              ; preds = %144, %88
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.experimental.noalias.scope.decl(metadata !20)
  %146 = load i64, ptr %23, align 8, !tbaa !11, !noalias !20
  %147 = icmp ult i64 %146, 6
  br i1 %147, label %148, label %150

148:                                              ; preds = %145
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.31, ptr noundef nonnull @.str.30, i64 noundef 6, i64 noundef %146) #23
          to label %149 unwind label %179

149:                                              ; preds = %148
  unreachable

150:                                              ; preds = %145
  %151 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %151, ptr %14, align 8, !tbaa !6, !alias.scope !20
  %152 = load ptr, ptr %15, align 8, !tbaa !19, !noalias !20
  %153 = getelementptr inbounds i8, ptr %152, i64 6
  %154 = add i64 %146, -6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #22, !noalias !20
  store i64 %154, ptr %13, align 8, !tbaa !23, !noalias !20
  %155 = icmp ugt i64 %154, 15
  br i1 %155, label %156, label %160

156:                                              ; preds = %150
  %157 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(8) %13, i64 noundef 0)
          to label %158 unwind label %179

158:                                              ; preds = %156
  store ptr %157, ptr %14, align 8, !tbaa !19, !alias.scope !20
  %159 = load i64, ptr %13, align 8, !tbaa !23, !noalias !20
  store i64 %159, ptr %151, align 8, !tbaa !14, !alias.scope !20
  br label %160

160:                                              ; preds = %158, %150
  %161 = phi ptr [ %157, %158 ], [ %151, %150 ]
  switch i64 %146, label %164 [
    i64 7, label %162
    i64 6, label %165
  ]

162:                                              ; preds = %160
  %163 = load i8, ptr %153, align 1, !tbaa !14
  store i8 %163, ptr %161, align 1, !tbaa !14
  br label %165

164:                                              ; preds = %160
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %161, ptr nonnull align 1 %153, i64 %154, i1 false)
  br label %165

165:                                              ; preds = %164, %162, %160
  %166 = load i64, ptr %13, align 8, !tbaa !23, !noalias !20
  %167 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 %166, ptr %167, align 8, !tbaa !11, !alias.scope !20
  %168 = load ptr, ptr %14, align 8, !tbaa !19, !alias.scope !20
  %169 = getelementptr inbounds i8, ptr %168, i64 %166
  store i8 0, ptr %169, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #22, !noalias !20
  %170 = load ptr, ptr %14, align 8, !tbaa !19
  %171 = call i32 @puts(ptr nonnull dereferenceable(1) %170)
  %172 = load ptr, ptr %14, align 8, !tbaa !19
  %173 = icmp eq ptr %172, %151
  br i1 %173, label %177, label %174

174:                                              ; preds = %165
  %175 = load i64, ptr %151, align 8, !tbaa !14
  %176 = add i64 %175, 1
  call void @_ZdlPvm(ptr noundef %172, i64 noundef %176) #24
  br label %177

177:                                              ; preds = %174, %165
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.4)
  br label %229

179:                                              ; preds = %156, %148
  %180 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %181 = extractvalue { ptr, i32 } %180, 0
  %182 = extractvalue { ptr, i32 } %180, 1
  %183 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %184 = icmp eq i32 %182, %183
  br i1 %184, label %185, label %188

185:                                              ; preds = %179
  %186 = call ptr @__cxa_begin_catch(ptr %181) #22
  %187 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.4)
  br label %228

188:                                              ; preds = %179
  %189 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %190 = icmp eq i32 %182, %189
  br i1 %190, label %191, label %198

191:                                              ; preds = %188
  %192 = call ptr @__cxa_begin_catch(ptr %181) #22
  %193 = load ptr, ptr %192, align 8, !tbaa !17
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  %196 = call noundef ptr %195(ptr noundef nonnull align 8 dereferenceable(16) %192) #22
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.4, ptr noundef %196)
  br label %228

198:                                              ; preds = %188
  %199 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %200 = icmp eq i32 %182, %199
  br i1 %200, label %201, label %208

201:                                              ; preds = %198
  %202 = call ptr @__cxa_begin_catch(ptr %181) #22
  %203 = load ptr, ptr %202, align 8, !tbaa !17
  %204 = getelementptr inbounds i8, ptr %203, i64 16
  %205 = load ptr, ptr %204, align 8
  %206 = call noundef ptr %205(ptr noundef nonnull align 8 dereferenceable(8) %202) #22
  %207 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4, ptr noundef %206)
  br label %228

208:                                              ; preds = %198
  %209 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %210 = icmp eq i32 %182, %209
  br i1 %210, label %211, label %218

211:                                              ; preds = %208
  %212 = call ptr @__cxa_begin_catch(ptr %181) #22
  %213 = load ptr, ptr %212, align 8, !tbaa !17
  %214 = getelementptr inbounds i8, ptr %213, i64 16
  %215 = load ptr, ptr %214, align 8
  %216 = call noundef ptr %215(ptr noundef nonnull align 8 dereferenceable(8) %212) #22
  %217 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, ptr noundef %216)
  br label %228

218:                                              ; preds = %208
  %219 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %220 = icmp eq i32 %182, %219
  br i1 %220, label %221, label %1044

221:                                              ; preds = %218
  %222 = call ptr @__cxa_begin_catch(ptr %181) #22
  %223 = load ptr, ptr %222, align 8, !tbaa !17
  %224 = getelementptr inbounds i8, ptr %223, i64 16
  %225 = load ptr, ptr %224, align 8
  %226 = call noundef ptr %225(ptr noundef nonnull align 8 dereferenceable(8) %222) #22
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, ptr noundef %226)
  br label %228

228:                                              ; preds = %185, %191, %201, %211, %221
  invoke void @__cxa_end_catch()
          to label %229 unwind label %1042

229:                                              ; preds = %228, %177
  %230 = getelementptr inbounds i8, ptr %16, i64 16
  %231 = load ptr, ptr %230, align 8, !tbaa !24
  %232 = getelementptr inbounds i8, ptr %16, i64 8
  %233 = icmp eq ptr %231, null
  br i1 %233, label %252, label %234

234:                                              ; preds = %229, %234
  %235 = phi ptr [ %243, %234 ], [ %231, %229 ]
  %236 = phi ptr [ %240, %234 ], [ %232, %229 ]
  %237 = getelementptr inbounds i8, ptr %235, i64 32
  %238 = load i32, ptr %237, align 4, !tbaa !15
  %239 = icmp slt i32 %238, 2
  %240 = select i1 %239, ptr %236, ptr %235
  %241 = select i1 %239, i64 24, i64 16
  %242 = getelementptr inbounds i8, ptr %235, i64 %241
  %243 = load ptr, ptr %242, align 8, !tbaa !28
  %244 = icmp eq ptr %243, null
  br i1 %244, label %245, label %234, !llvm.loop !29

245:                                              ; preds = %234
  %246 = icmp eq ptr %240, %232
  br i1 %246, label %252, label %247

247:                                              ; preds = %245
  %248 = select i1 %239, ptr %236, ptr %235
  %249 = getelementptr inbounds i8, ptr %248, i64 32
  %250 = load i32, ptr %249, align 4, !tbaa !15
  %251 = icmp sgt i32 %250, 2
  br i1 %251, label %252, label %254

252:                                              ; preds = %247, %245, %229
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.5) #23
          to label %253 unwind label %260

253:                                              ; preds = %252
  unreachable

254:                                              ; preds = %247
  %255 = select i1 %239, ptr %236, ptr %235
  %256 = getelementptr inbounds i8, ptr %255, i64 36
  %257 = load i32, ptr %256, align 4, !tbaa !15
  %258 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %257)
  %259 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5)
  br label %310

260:                                              ; preds = %252
  %261 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %262 = extractvalue { ptr, i32 } %261, 0
  %263 = extractvalue { ptr, i32 } %261, 1
  %264 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %265 = icmp eq i32 %263, %264
  br i1 %265, label %266, label %269

266:                                              ; preds = %260
  %267 = call ptr @__cxa_begin_catch(ptr %262) #22
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.5)
  br label %309

269:                                              ; preds = %260
  %270 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %271 = icmp eq i32 %263, %270
  br i1 %271, label %272, label %279

272:                                              ; preds = %269
  %273 = call ptr @__cxa_begin_catch(ptr %262) #22
  %274 = load ptr, ptr %273, align 8, !tbaa !17
  %275 = getelementptr inbounds i8, ptr %274, i64 16
  %276 = load ptr, ptr %275, align 8
  %277 = call noundef ptr %276(ptr noundef nonnull align 8 dereferenceable(16) %273) #22
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, ptr noundef %277)
  br label %309

279:                                              ; preds = %269
  %280 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %281 = icmp eq i32 %263, %280
  br i1 %281, label %282, label %289

282:                                              ; preds = %279
  %283 = call ptr @__cxa_begin_catch(ptr %262) #22
  %284 = load ptr, ptr %283, align 8, !tbaa !17
  %285 = getelementptr inbounds i8, ptr %284, i64 16
  %286 = load ptr, ptr %285, align 8
  %287 = call noundef ptr %286(ptr noundef nonnull align 8 dereferenceable(8) %283) #22
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.5, ptr noundef %287)
  br label %309

289:                                              ; preds = %279
  %290 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %291 = icmp eq i32 %263, %290
  br i1 %291, label %292, label %299

292:                                              ; preds = %289
  %293 = call ptr @__cxa_begin_catch(ptr %262) #22
  %294 = load ptr, ptr %293, align 8, !tbaa !17
  %295 = getelementptr inbounds i8, ptr %294, i64 16
  %296 = load ptr, ptr %295, align 8
  %297 = call noundef ptr %296(ptr noundef nonnull align 8 dereferenceable(8) %293) #22
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, ptr noundef %297)
  br label %309

299:                                              ; preds = %289
  %300 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %301 = icmp eq i32 %263, %300
  br i1 %301, label %302, label %1044

302:                                              ; preds = %299
  %303 = call ptr @__cxa_begin_catch(ptr %262) #22
  %304 = load ptr, ptr %303, align 8, !tbaa !17
  %305 = getelementptr inbounds i8, ptr %304, i64 16
  %306 = load ptr, ptr %305, align 8
  %307 = call noundef ptr %306(ptr noundef nonnull align 8 dereferenceable(8) %303) #22
  %308 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, ptr noundef %307)
  br label %309

309:                                              ; preds = %266, %272, %282, %292, %302
  invoke void @__cxa_end_catch()
          to label %310 unwind label %1042

310:                                              ; preds = %309, %254
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  %311 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %311, ptr %12, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %311, ptr noundef nonnull align 1 dereferenceable(3) @.str.34, i64 3, i1 false)
  %312 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 3, ptr %312, align 8, !tbaa !11
  %313 = getelementptr inbounds i8, ptr %12, i64 19
  store i8 0, ptr %313, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #22
  %314 = tail call ptr @__errno_location() #25
  %315 = load i32, ptr %314, align 4, !tbaa !15
  store i32 0, ptr %314, align 4, !tbaa !15
  %316 = call noundef i64 @strtol(ptr noundef nonnull %311, ptr noundef nonnull %11, i32 noundef 10)
  %317 = load ptr, ptr %11, align 8, !tbaa !28
  %318 = icmp eq ptr %317, %311
  br i1 %318, label %319, label %329

319:                                              ; preds = %310
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %320 unwind label %321

320:                                              ; preds = %319
  unreachable

321:                                              ; preds = %335, %319
  %322 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %323 = load i32, ptr %314, align 4, !tbaa !15
  %324 = icmp eq i32 %323, 0
  br i1 %324, label %325, label %326

325:                                              ; preds = %321
  store i32 %315, ptr %314, align 4, !tbaa !15
  br label %326

326:                                              ; preds = %325, %321
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  %327 = load ptr, ptr %12, align 8, !tbaa !19
  %328 = icmp eq ptr %327, %311
  br i1 %328, label %351, label %348

329:                                              ; preds = %310
  %330 = load i32, ptr %314, align 4, !tbaa !15
  %331 = icmp eq i32 %330, 34
  %332 = add i64 %316, -2147483648
  %333 = icmp ult i64 %332, -4294967296
  %334 = or i1 %333, %331
  br i1 %334, label %335, label %337

335:                                              ; preds = %329
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %336 unwind label %321

336:                                              ; preds = %335
  unreachable

337:                                              ; preds = %329
  %338 = icmp eq i32 %330, 0
  br i1 %338, label %339, label %340

339:                                              ; preds = %337
  store i32 %315, ptr %314, align 4, !tbaa !15
  br label %340

340:                                              ; preds = %339, %337
  %341 = trunc i64 %316 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  %342 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %341)
  %343 = load ptr, ptr %12, align 8, !tbaa !19
  %344 = icmp eq ptr %343, %311
  br i1 %344, label %356, label %345

345:                                              ; preds = %340
  %346 = load i64, ptr %311, align 8, !tbaa !14
  %347 = add i64 %346, 1
  call void @_ZdlPvm(ptr noundef %343, i64 noundef %347) #24
  br label %356

348:                                              ; preds = %326
  %349 = load i64, ptr %311, align 8, !tbaa !14
  %350 = add i64 %349, 1
  call void @_ZdlPvm(ptr noundef %327, i64 noundef %350) #24
  br label %351

351:                                              ; preds = %348, %326
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %352 = extractvalue { ptr, i32 } %322, 0
  %353 = extractvalue { ptr, i32 } %322, 1
  %354 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %355 = icmp eq i32 %353, %354
  br i1 %355, label %358, label %361

356:                                              ; preds = %345, %340
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %357 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6)
  br label %402

358:                                              ; preds = %351
  %359 = call ptr @__cxa_begin_catch(ptr %352) #22
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.6)
  br label %401

361:                                              ; preds = %351
  %362 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %363 = icmp eq i32 %353, %362
  br i1 %363, label %364, label %371

364:                                              ; preds = %361
  %365 = call ptr @__cxa_begin_catch(ptr %352) #22
  %366 = load ptr, ptr %365, align 8, !tbaa !17
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load ptr, ptr %367, align 8
  %369 = call noundef ptr %368(ptr noundef nonnull align 8 dereferenceable(16) %365) #22
  %370 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.6, ptr noundef %369)
  br label %401

371:                                              ; preds = %361
  %372 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %373 = icmp eq i32 %353, %372
  br i1 %373, label %374, label %381

374:                                              ; preds = %371
  %375 = call ptr @__cxa_begin_catch(ptr %352) #22
  %376 = load ptr, ptr %375, align 8, !tbaa !17
  %377 = getelementptr inbounds i8, ptr %376, i64 16
  %378 = load ptr, ptr %377, align 8
  %379 = call noundef ptr %378(ptr noundef nonnull align 8 dereferenceable(8) %375) #22
  %380 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6, ptr noundef %379)
  br label %401

381:                                              ; preds = %371
  %382 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %383 = icmp eq i32 %353, %382
  br i1 %383, label %384, label %391

384:                                              ; preds = %381
  %385 = call ptr @__cxa_begin_catch(ptr %352) #22
  %386 = load ptr, ptr %385, align 8, !tbaa !17
  %387 = getelementptr inbounds i8, ptr %386, i64 16
  %388 = load ptr, ptr %387, align 8
  %389 = call noundef ptr %388(ptr noundef nonnull align 8 dereferenceable(8) %385) #22
  %390 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, ptr noundef %389)
  br label %401

391:                                              ; preds = %381
  %392 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %393 = icmp eq i32 %353, %392
  br i1 %393, label %394, label %1044

394:                                              ; preds = %391
  %395 = call ptr @__cxa_begin_catch(ptr %352) #22
  %396 = load ptr, ptr %395, align 8, !tbaa !17
  %397 = getelementptr inbounds i8, ptr %396, i64 16
  %398 = load ptr, ptr %397, align 8
  %399 = call noundef ptr %398(ptr noundef nonnull align 8 dereferenceable(8) %395) #22
  %400 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, ptr noundef %399)
  br label %401

401:                                              ; preds = %358, %364, %374, %384, %394
  invoke void @__cxa_end_catch()
          to label %402 unwind label %1042

402:                                              ; preds = %401, %356
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #22
  %403 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %403, ptr %10, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %403, ptr noundef nonnull align 1 dereferenceable(3) @.str.36, i64 3, i1 false)
  %404 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 3, ptr %404, align 8, !tbaa !11
  %405 = getelementptr inbounds i8, ptr %10, i64 19
  store i8 0, ptr %405, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  %406 = load i32, ptr %314, align 4, !tbaa !15
  store i32 0, ptr %314, align 4, !tbaa !15
  %407 = call noundef i64 @strtol(ptr noundef nonnull %403, ptr noundef nonnull %9, i32 noundef 10)
  %408 = load ptr, ptr %9, align 8, !tbaa !28
  %409 = icmp eq ptr %408, %403
  br i1 %409, label %410, label %420

410:                                              ; preds = %402
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %411 unwind label %412

411:                                              ; preds = %410
  unreachable

412:                                              ; preds = %426, %410
  %413 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %414 = load i32, ptr %314, align 4, !tbaa !15
  %415 = icmp eq i32 %414, 0
  br i1 %415, label %416, label %417

416:                                              ; preds = %412
  store i32 %406, ptr %314, align 4, !tbaa !15
  br label %417

417:                                              ; preds = %416, %412
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %418 = load ptr, ptr %10, align 8, !tbaa !19
  %419 = icmp eq ptr %418, %403
  br i1 %419, label %442, label %439

420:                                              ; preds = %402
  %421 = load i32, ptr %314, align 4, !tbaa !15
  %422 = icmp eq i32 %421, 34
  %423 = add i64 %407, -2147483648
  %424 = icmp ult i64 %423, -4294967296
  %425 = or i1 %424, %422
  br i1 %425, label %426, label %428

426:                                              ; preds = %420
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %427 unwind label %412

427:                                              ; preds = %426
  unreachable

428:                                              ; preds = %420
  %429 = icmp eq i32 %421, 0
  br i1 %429, label %430, label %431

430:                                              ; preds = %428
  store i32 %406, ptr %314, align 4, !tbaa !15
  br label %431

431:                                              ; preds = %430, %428
  %432 = trunc i64 %407 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %433 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %432)
  %434 = load ptr, ptr %10, align 8, !tbaa !19
  %435 = icmp eq ptr %434, %403
  br i1 %435, label %447, label %436

436:                                              ; preds = %431
  %437 = load i64, ptr %403, align 8, !tbaa !14
  %438 = add i64 %437, 1
  call void @_ZdlPvm(ptr noundef %434, i64 noundef %438) #24
  br label %447

439:                                              ; preds = %417
  %440 = load i64, ptr %403, align 8, !tbaa !14
  %441 = add i64 %440, 1
  call void @_ZdlPvm(ptr noundef %418, i64 noundef %441) #24
  br label %442

442:                                              ; preds = %439, %417
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  %443 = extractvalue { ptr, i32 } %413, 0
  %444 = extractvalue { ptr, i32 } %413, 1
  %445 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %446 = icmp eq i32 %444, %445
  br i1 %446, label %449, label %452

447:                                              ; preds = %436, %431
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  %448 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7)
  br label %493

449:                                              ; preds = %442
  %450 = call ptr @__cxa_begin_catch(ptr %443) #22
  %451 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.7)
  br label %492

452:                                              ; preds = %442
  %453 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %454 = icmp eq i32 %444, %453
  br i1 %454, label %455, label %462

455:                                              ; preds = %452
  %456 = call ptr @__cxa_begin_catch(ptr %443) #22
  %457 = load ptr, ptr %456, align 8, !tbaa !17
  %458 = getelementptr inbounds i8, ptr %457, i64 16
  %459 = load ptr, ptr %458, align 8
  %460 = call noundef ptr %459(ptr noundef nonnull align 8 dereferenceable(16) %456) #22
  %461 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, ptr noundef %460)
  br label %492

462:                                              ; preds = %452
  %463 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %464 = icmp eq i32 %444, %463
  br i1 %464, label %465, label %472

465:                                              ; preds = %462
  %466 = call ptr @__cxa_begin_catch(ptr %443) #22
  %467 = load ptr, ptr %466, align 8, !tbaa !17
  %468 = getelementptr inbounds i8, ptr %467, i64 16
  %469 = load ptr, ptr %468, align 8
  %470 = call noundef ptr %469(ptr noundef nonnull align 8 dereferenceable(8) %466) #22
  %471 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7, ptr noundef %470)
  br label %492

472:                                              ; preds = %462
  %473 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %474 = icmp eq i32 %444, %473
  br i1 %474, label %475, label %482

475:                                              ; preds = %472
  %476 = call ptr @__cxa_begin_catch(ptr %443) #22
  %477 = load ptr, ptr %476, align 8, !tbaa !17
  %478 = getelementptr inbounds i8, ptr %477, i64 16
  %479 = load ptr, ptr %478, align 8
  %480 = call noundef ptr %479(ptr noundef nonnull align 8 dereferenceable(8) %476) #22
  %481 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, ptr noundef %480)
  br label %492

482:                                              ; preds = %472
  %483 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %484 = icmp eq i32 %444, %483
  br i1 %484, label %485, label %1044

485:                                              ; preds = %482
  %486 = call ptr @__cxa_begin_catch(ptr %443) #22
  %487 = load ptr, ptr %486, align 8, !tbaa !17
  %488 = getelementptr inbounds i8, ptr %487, i64 16
  %489 = load ptr, ptr %488, align 8
  %490 = call noundef ptr %489(ptr noundef nonnull align 8 dereferenceable(8) %486) #22
  %491 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, ptr noundef %490)
  br label %492

492:                                              ; preds = %449, %455, %465, %475, %485
  invoke void @__cxa_end_catch()
          to label %493 unwind label %1042

493:                                              ; preds = %492, %447
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #22
  %494 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %494, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store i64 20, ptr %7, align 8, !tbaa !23
  %495 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %7, i64 noundef 0)
          to label %496 unwind label %541

496:                                              ; preds = %493
  store ptr %495, ptr %8, align 8, !tbaa !19
  %497 = load i64, ptr %7, align 8, !tbaa !23
  store i64 %497, ptr %494, align 8, !tbaa !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %495, ptr noundef nonnull align 1 dereferenceable(20) @.str.37, i64 20, i1 false)
  %498 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %497, ptr %498, align 8, !tbaa !11
  %499 = load ptr, ptr %8, align 8, !tbaa !19
  %500 = getelementptr inbounds i8, ptr %499, i64 %497
  store i8 0, ptr %500, align 1, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  %501 = load ptr, ptr %8, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #22
  %502 = load i32, ptr %314, align 4, !tbaa !15
  store i32 0, ptr %314, align 4, !tbaa !15
  %503 = call noundef i64 @strtol(ptr noundef %501, ptr noundef nonnull %6, i32 noundef 10)
  %504 = load ptr, ptr %6, align 8, !tbaa !28
  %505 = icmp eq ptr %504, %501
  br i1 %505, label %506, label %516

506:                                              ; preds = %496
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %507 unwind label %508

507:                                              ; preds = %506
  unreachable

508:                                              ; preds = %522, %506
  %509 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %510 = load i32, ptr %314, align 4, !tbaa !15
  %511 = icmp eq i32 %510, 0
  br i1 %511, label %512, label %513

512:                                              ; preds = %508
  store i32 %502, ptr %314, align 4, !tbaa !15
  br label %513

513:                                              ; preds = %512, %508
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  %514 = load ptr, ptr %8, align 8, !tbaa !19
  %515 = icmp eq ptr %514, %494
  br i1 %515, label %538, label %535

516:                                              ; preds = %496
  %517 = load i32, ptr %314, align 4, !tbaa !15
  %518 = icmp eq i32 %517, 34
  %519 = add i64 %503, -2147483648
  %520 = icmp ult i64 %519, -4294967296
  %521 = or i1 %520, %518
  br i1 %521, label %522, label %524

522:                                              ; preds = %516
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %523 unwind label %508

523:                                              ; preds = %522
  unreachable

524:                                              ; preds = %516
  %525 = icmp eq i32 %517, 0
  br i1 %525, label %526, label %527

526:                                              ; preds = %524
  store i32 %502, ptr %314, align 4, !tbaa !15
  br label %527

527:                                              ; preds = %526, %524
  %528 = trunc i64 %503 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  %529 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %528)
  %530 = load ptr, ptr %8, align 8, !tbaa !19
  %531 = icmp eq ptr %530, %494
  br i1 %531, label %539, label %532

532:                                              ; preds = %527
  %533 = load i64, ptr %494, align 8, !tbaa !14
  %534 = add i64 %533, 1
  call void @_ZdlPvm(ptr noundef %530, i64 noundef %534) #24
  br label %539

535:                                              ; preds = %513
  %536 = load i64, ptr %494, align 8, !tbaa !14
  %537 = add i64 %536, 1
  call void @_ZdlPvm(ptr noundef %514, i64 noundef %537) #24
  br label %538

538:                                              ; preds = %535, %513
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  br label %543

539:                                              ; preds = %532, %527
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  %540 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.8)
  br label %593

541:                                              ; preds = %493
  %542 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %543

543:                                              ; preds = %541, %538
  %544 = phi { ptr, i32 } [ %542, %541 ], [ %509, %538 ]
  %545 = extractvalue { ptr, i32 } %544, 0
  %546 = extractvalue { ptr, i32 } %544, 1
  %547 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %548 = icmp eq i32 %546, %547
  br i1 %548, label %549, label %552

549:                                              ; preds = %543
  %550 = call ptr @__cxa_begin_catch(ptr %545) #22
  %551 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.8)
  br label %592

552:                                              ; preds = %543
  %553 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %554 = icmp eq i32 %546, %553
  br i1 %554, label %555, label %562

555:                                              ; preds = %552
  %556 = call ptr @__cxa_begin_catch(ptr %545) #22
  %557 = load ptr, ptr %556, align 8, !tbaa !17
  %558 = getelementptr inbounds i8, ptr %557, i64 16
  %559 = load ptr, ptr %558, align 8
  %560 = call noundef ptr %559(ptr noundef nonnull align 8 dereferenceable(16) %556) #22
  %561 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, ptr noundef %560)
  br label %592

562:                                              ; preds = %552
  %563 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %564 = icmp eq i32 %546, %563
  br i1 %564, label %565, label %572

565:                                              ; preds = %562
  %566 = call ptr @__cxa_begin_catch(ptr %545) #22
  %567 = load ptr, ptr %566, align 8, !tbaa !17
  %568 = getelementptr inbounds i8, ptr %567, i64 16
  %569 = load ptr, ptr %568, align 8
  %570 = call noundef ptr %569(ptr noundef nonnull align 8 dereferenceable(8) %566) #22
  %571 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8, ptr noundef %570)
  br label %592

572:                                              ; preds = %562
  %573 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %574 = icmp eq i32 %546, %573
  br i1 %574, label %575, label %582

575:                                              ; preds = %572
  %576 = call ptr @__cxa_begin_catch(ptr %545) #22
  %577 = load ptr, ptr %576, align 8, !tbaa !17
  %578 = getelementptr inbounds i8, ptr %577, i64 16
  %579 = load ptr, ptr %578, align 8
  %580 = call noundef ptr %579(ptr noundef nonnull align 8 dereferenceable(8) %576) #22
  %581 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, ptr noundef %580)
  br label %592

582:                                              ; preds = %572
  %583 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %584 = icmp eq i32 %546, %583
  br i1 %584, label %585, label %1044

585:                                              ; preds = %582
  %586 = call ptr @__cxa_begin_catch(ptr %545) #22
  %587 = load ptr, ptr %586, align 8, !tbaa !17
  %588 = getelementptr inbounds i8, ptr %587, i64 16
  %589 = load ptr, ptr %588, align 8
  %590 = call noundef ptr %589(ptr noundef nonnull align 8 dereferenceable(8) %586) #22
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, ptr noundef %590)
  br label %592

592:                                              ; preds = %549, %555, %565, %575, %585
  invoke void @__cxa_end_catch()
          to label %593 unwind label %1042

593:                                              ; preds = %592, %539
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #22
  %594 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %594, ptr %5, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %594, ptr noundef nonnull align 1 dereferenceable(5) @.str.39, i64 5, i1 false)
  %595 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 5, ptr %595, align 8, !tbaa !11
  %596 = getelementptr inbounds i8, ptr %5, i64 21
  store i8 0, ptr %596, align 1, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %597 = load i32, ptr %314, align 4, !tbaa !15
  store i32 0, ptr %314, align 4, !tbaa !15
  %598 = call noundef i64 @strtol(ptr noundef nonnull %594, ptr noundef nonnull %4, i32 noundef 10)
  %599 = load ptr, ptr %4, align 8, !tbaa !28
  %600 = icmp eq ptr %599, %594
  br i1 %600, label %601, label %611

601:                                              ; preds = %593
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.40) #23
          to label %602 unwind label %603

602:                                              ; preds = %601
  unreachable

603:                                              ; preds = %613, %601
  %604 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %605 = load i32, ptr %314, align 4, !tbaa !15
  %606 = icmp eq i32 %605, 0
  br i1 %606, label %607, label %608

607:                                              ; preds = %603
  store i32 %597, ptr %314, align 4, !tbaa !15
  br label %608

608:                                              ; preds = %607, %603
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %609 = load ptr, ptr %5, align 8, !tbaa !19
  %610 = icmp eq ptr %609, %594
  br i1 %610, label %626, label %623

611:                                              ; preds = %593
  %612 = load i32, ptr %314, align 4, !tbaa !15
  switch i32 %612, label %616 [
    i32 34, label %613
    i32 0, label %615
  ]

613:                                              ; preds = %611
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.40) #23
          to label %614 unwind label %603

614:                                              ; preds = %613
  unreachable

615:                                              ; preds = %611
  store i32 %597, ptr %314, align 4, !tbaa !15
  br label %616

616:                                              ; preds = %615, %611
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %617 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef %598)
  %618 = load ptr, ptr %5, align 8, !tbaa !19
  %619 = icmp eq ptr %618, %594
  br i1 %619, label %631, label %620

620:                                              ; preds = %616
  %621 = load i64, ptr %594, align 8, !tbaa !14
  %622 = add i64 %621, 1
  call void @_ZdlPvm(ptr noundef %618, i64 noundef %622) #24
  br label %631

623:                                              ; preds = %608
  %624 = load i64, ptr %594, align 8, !tbaa !14
  %625 = add i64 %624, 1
  call void @_ZdlPvm(ptr noundef %609, i64 noundef %625) #24
  br label %626

626:                                              ; preds = %623, %608
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  %627 = extractvalue { ptr, i32 } %604, 0
  %628 = extractvalue { ptr, i32 } %604, 1
  %629 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %630 = icmp eq i32 %628, %629
  br i1 %630, label %633, label %636

631:                                              ; preds = %620, %616
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  %632 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.9)
  br label %677

633:                                              ; preds = %626
  %634 = call ptr @__cxa_begin_catch(ptr %627) #22
  %635 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.9)
  br label %676

636:                                              ; preds = %626
  %637 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %638 = icmp eq i32 %628, %637
  br i1 %638, label %639, label %646

639:                                              ; preds = %636
  %640 = call ptr @__cxa_begin_catch(ptr %627) #22
  %641 = load ptr, ptr %640, align 8, !tbaa !17
  %642 = getelementptr inbounds i8, ptr %641, i64 16
  %643 = load ptr, ptr %642, align 8
  %644 = call noundef ptr %643(ptr noundef nonnull align 8 dereferenceable(16) %640) #22
  %645 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, ptr noundef %644)
  br label %676

646:                                              ; preds = %636
  %647 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %648 = icmp eq i32 %628, %647
  br i1 %648, label %649, label %656

649:                                              ; preds = %646
  %650 = call ptr @__cxa_begin_catch(ptr %627) #22
  %651 = load ptr, ptr %650, align 8, !tbaa !17
  %652 = getelementptr inbounds i8, ptr %651, i64 16
  %653 = load ptr, ptr %652, align 8
  %654 = call noundef ptr %653(ptr noundef nonnull align 8 dereferenceable(8) %650) #22
  %655 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.9, ptr noundef %654)
  br label %676

656:                                              ; preds = %646
  %657 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %658 = icmp eq i32 %628, %657
  br i1 %658, label %659, label %666

659:                                              ; preds = %656
  %660 = call ptr @__cxa_begin_catch(ptr %627) #22
  %661 = load ptr, ptr %660, align 8, !tbaa !17
  %662 = getelementptr inbounds i8, ptr %661, i64 16
  %663 = load ptr, ptr %662, align 8
  %664 = call noundef ptr %663(ptr noundef nonnull align 8 dereferenceable(8) %660) #22
  %665 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, ptr noundef %664)
  br label %676

666:                                              ; preds = %656
  %667 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %668 = icmp eq i32 %628, %667
  br i1 %668, label %669, label %1044

669:                                              ; preds = %666
  %670 = call ptr @__cxa_begin_catch(ptr %627) #22
  %671 = load ptr, ptr %670, align 8, !tbaa !17
  %672 = getelementptr inbounds i8, ptr %671, i64 16
  %673 = load ptr, ptr %672, align 8
  %674 = call noundef ptr %673(ptr noundef nonnull align 8 dereferenceable(8) %670) #22
  %675 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, ptr noundef %674)
  br label %676

676:                                              ; preds = %633, %639, %649, %659, %669
  invoke void @__cxa_end_catch()
          to label %677 unwind label %1042

677:                                              ; preds = %676, %631
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  %678 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %678, ptr %3, align 8, !tbaa !6
  %679 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %679, align 8, !tbaa !11
  store i8 0, ptr %678, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  %680 = load i32, ptr %314, align 4, !tbaa !15
  store i32 0, ptr %314, align 4, !tbaa !15
  %681 = call noundef double @strtod(ptr noundef nonnull %678, ptr noundef nonnull %2)
  %682 = load ptr, ptr %2, align 8, !tbaa !28
  %683 = icmp eq ptr %682, %678
  br i1 %683, label %684, label %694

684:                                              ; preds = %677
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.43) #23
          to label %685 unwind label %686

685:                                              ; preds = %684
  unreachable

686:                                              ; preds = %696, %684
  %687 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %688 = load i32, ptr %314, align 4, !tbaa !15
  %689 = icmp eq i32 %688, 0
  br i1 %689, label %690, label %691

690:                                              ; preds = %686
  store i32 %680, ptr %314, align 4, !tbaa !15
  br label %691

691:                                              ; preds = %690, %686
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %692 = load ptr, ptr %3, align 8, !tbaa !19
  %693 = icmp eq ptr %692, %678
  br i1 %693, label %709, label %706

694:                                              ; preds = %677
  %695 = load i32, ptr %314, align 4, !tbaa !15
  switch i32 %695, label %699 [
    i32 34, label %696
    i32 0, label %698
  ]

696:                                              ; preds = %694
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.43) #23
          to label %697 unwind label %686

697:                                              ; preds = %696
  unreachable

698:                                              ; preds = %694
  store i32 %680, ptr %314, align 4, !tbaa !15
  br label %699

699:                                              ; preds = %698, %694
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %700 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, double noundef %681)
  %701 = load ptr, ptr %3, align 8, !tbaa !19
  %702 = icmp eq ptr %701, %678
  br i1 %702, label %714, label %703

703:                                              ; preds = %699
  %704 = load i64, ptr %678, align 8, !tbaa !14
  %705 = add i64 %704, 1
  call void @_ZdlPvm(ptr noundef %701, i64 noundef %705) #24
  br label %714

706:                                              ; preds = %691
  %707 = load i64, ptr %678, align 8, !tbaa !14
  %708 = add i64 %707, 1
  call void @_ZdlPvm(ptr noundef %692, i64 noundef %708) #24
  br label %709

709:                                              ; preds = %706, %691
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  %710 = extractvalue { ptr, i32 } %687, 0
  %711 = extractvalue { ptr, i32 } %687, 1
  %712 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %713 = icmp eq i32 %711, %712
  br i1 %713, label %716, label %719

714:                                              ; preds = %703, %699
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  %715 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.10)
  br label %760

716:                                              ; preds = %709
  %717 = call ptr @__cxa_begin_catch(ptr %710) #22
  %718 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.10)
  br label %759

719:                                              ; preds = %709
  %720 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %721 = icmp eq i32 %711, %720
  br i1 %721, label %722, label %729

722:                                              ; preds = %719
  %723 = call ptr @__cxa_begin_catch(ptr %710) #22
  %724 = load ptr, ptr %723, align 8, !tbaa !17
  %725 = getelementptr inbounds i8, ptr %724, i64 16
  %726 = load ptr, ptr %725, align 8
  %727 = call noundef ptr %726(ptr noundef nonnull align 8 dereferenceable(16) %723) #22
  %728 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10, ptr noundef %727)
  br label %759

729:                                              ; preds = %719
  %730 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %731 = icmp eq i32 %711, %730
  br i1 %731, label %732, label %739

732:                                              ; preds = %729
  %733 = call ptr @__cxa_begin_catch(ptr %710) #22
  %734 = load ptr, ptr %733, align 8, !tbaa !17
  %735 = getelementptr inbounds i8, ptr %734, i64 16
  %736 = load ptr, ptr %735, align 8
  %737 = call noundef ptr %736(ptr noundef nonnull align 8 dereferenceable(8) %733) #22
  %738 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10, ptr noundef %737)
  br label %759

739:                                              ; preds = %729
  %740 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %741 = icmp eq i32 %711, %740
  br i1 %741, label %742, label %749

742:                                              ; preds = %739
  %743 = call ptr @__cxa_begin_catch(ptr %710) #22
  %744 = load ptr, ptr %743, align 8, !tbaa !17
  %745 = getelementptr inbounds i8, ptr %744, i64 16
  %746 = load ptr, ptr %745, align 8
  %747 = call noundef ptr %746(ptr noundef nonnull align 8 dereferenceable(8) %743) #22
  %748 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, ptr noundef %747)
  br label %759

749:                                              ; preds = %739
  %750 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %751 = icmp eq i32 %711, %750
  br i1 %751, label %752, label %1044

752:                                              ; preds = %749
  %753 = call ptr @__cxa_begin_catch(ptr %710) #22
  %754 = load ptr, ptr %753, align 8, !tbaa !17
  %755 = getelementptr inbounds i8, ptr %754, i64 16
  %756 = load ptr, ptr %755, align 8
  %757 = call noundef ptr %756(ptr noundef nonnull align 8 dereferenceable(8) %753) #22
  %758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, ptr noundef %757)
  br label %759

759:                                              ; preds = %716, %722, %732, %742, %752
  invoke void @__cxa_end_catch()
          to label %760 unwind label %1042

760:                                              ; preds = %759, %714
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #22
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV3Dog, i64 16), ptr %1, align 8, !tbaa !17
  %761 = call ptr @__dynamic_cast(ptr nonnull %1, ptr nonnull @_ZTI6Animal, ptr nonnull @_ZTI3Cat, i64 0) #22
  %762 = icmp eq ptr %761, null
  br i1 %762, label %763, label %765

763:                                              ; preds = %760
  invoke void @__cxa_bad_cast() #23
          to label %764 unwind label %768

764:                                              ; preds = %763
  unreachable

765:                                              ; preds = %760
  %766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull %761)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #22
  %767 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.11)
  br label %818

768:                                              ; preds = %763
  %769 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %770 = extractvalue { ptr, i32 } %769, 0
  %771 = extractvalue { ptr, i32 } %769, 1
  %772 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %773 = icmp eq i32 %771, %772
  br i1 %773, label %774, label %777

774:                                              ; preds = %768
  %775 = call ptr @__cxa_begin_catch(ptr %770) #22
  %776 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.11)
  br label %817

777:                                              ; preds = %768
  %778 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %779 = icmp eq i32 %771, %778
  br i1 %779, label %780, label %787

780:                                              ; preds = %777
  %781 = call ptr @__cxa_begin_catch(ptr %770) #22
  %782 = load ptr, ptr %781, align 8, !tbaa !17
  %783 = getelementptr inbounds i8, ptr %782, i64 16
  %784 = load ptr, ptr %783, align 8
  %785 = call noundef ptr %784(ptr noundef nonnull align 8 dereferenceable(16) %781) #22
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11, ptr noundef %785)
  br label %817

787:                                              ; preds = %777
  %788 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %789 = icmp eq i32 %771, %788
  br i1 %789, label %790, label %797

790:                                              ; preds = %787
  %791 = call ptr @__cxa_begin_catch(ptr %770) #22
  %792 = load ptr, ptr %791, align 8, !tbaa !17
  %793 = getelementptr inbounds i8, ptr %792, i64 16
  %794 = load ptr, ptr %793, align 8
  %795 = call noundef ptr %794(ptr noundef nonnull align 8 dereferenceable(8) %791) #22
  %796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.11, ptr noundef %795)
  br label %817

797:                                              ; preds = %787
  %798 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %799 = icmp eq i32 %771, %798
  br i1 %799, label %800, label %807

800:                                              ; preds = %797
  %801 = call ptr @__cxa_begin_catch(ptr %770) #22
  %802 = load ptr, ptr %801, align 8, !tbaa !17
  %803 = getelementptr inbounds i8, ptr %802, i64 16
  %804 = load ptr, ptr %803, align 8
  %805 = call noundef ptr %804(ptr noundef nonnull align 8 dereferenceable(8) %801) #22
  %806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, ptr noundef %805)
  br label %817

807:                                              ; preds = %797
  %808 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %809 = icmp eq i32 %771, %808
  br i1 %809, label %810, label %1044

810:                                              ; preds = %807
  %811 = call ptr @__cxa_begin_catch(ptr %770) #22
  %812 = load ptr, ptr %811, align 8, !tbaa !17
  %813 = getelementptr inbounds i8, ptr %812, i64 16
  %814 = load ptr, ptr %813, align 8
  %815 = call noundef ptr %814(ptr noundef nonnull align 8 dereferenceable(8) %811) #22
  %816 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, ptr noundef %815)
  br label %817

817:                                              ; preds = %774, %780, %790, %800, %810
  invoke void @__cxa_end_catch()
          to label %818 unwind label %1042

818:                                              ; preds = %817, %765
  invoke void @_ZSt27__throw_bad_optional_accessv() #23
          to label %819 unwind label %820

819:                                              ; preds = %818
  unreachable

820:                                              ; preds = %818
  %821 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %822 = extractvalue { ptr, i32 } %821, 0
  %823 = extractvalue { ptr, i32 } %821, 1
  %824 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %825 = icmp eq i32 %823, %824
  br i1 %825, label %826, label %830

826:                                              ; preds = %820
  %827 = call ptr @__cxa_begin_catch(ptr %822) #22
  %828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12)
  br label %829

829:                                              ; preds = %863, %853, %843, %833, %826
  invoke void @__cxa_end_catch()
          to label %870 unwind label %1042

830:                                              ; preds = %820
  %831 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %832 = icmp eq i32 %823, %831
  br i1 %832, label %833, label %840

833:                                              ; preds = %830
  %834 = call ptr @__cxa_begin_catch(ptr %822) #22
  %835 = load ptr, ptr %834, align 8, !tbaa !17
  %836 = getelementptr inbounds i8, ptr %835, i64 16
  %837 = load ptr, ptr %836, align 8
  %838 = call noundef ptr %837(ptr noundef nonnull align 8 dereferenceable(16) %834) #22
  %839 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, ptr noundef %838)
  br label %829

840:                                              ; preds = %830
  %841 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %842 = icmp eq i32 %823, %841
  br i1 %842, label %843, label %850

843:                                              ; preds = %840
  %844 = call ptr @__cxa_begin_catch(ptr %822) #22
  %845 = load ptr, ptr %844, align 8, !tbaa !17
  %846 = getelementptr inbounds i8, ptr %845, i64 16
  %847 = load ptr, ptr %846, align 8
  %848 = call noundef ptr %847(ptr noundef nonnull align 8 dereferenceable(8) %844) #22
  %849 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.12, ptr noundef %848)
  br label %829

850:                                              ; preds = %840
  %851 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %852 = icmp eq i32 %823, %851
  br i1 %852, label %853, label %860

853:                                              ; preds = %850
  %854 = call ptr @__cxa_begin_catch(ptr %822) #22
  %855 = load ptr, ptr %854, align 8, !tbaa !17
  %856 = getelementptr inbounds i8, ptr %855, i64 16
  %857 = load ptr, ptr %856, align 8
  %858 = call noundef ptr %857(ptr noundef nonnull align 8 dereferenceable(8) %854) #22
  %859 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, ptr noundef %858)
  br label %829

860:                                              ; preds = %850
  %861 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %862 = icmp eq i32 %823, %861
  br i1 %862, label %863, label %1044

863:                                              ; preds = %860
  %864 = call ptr @__cxa_begin_catch(ptr %822) #22
  %865 = load ptr, ptr %864, align 8, !tbaa !17
  %866 = getelementptr inbounds i8, ptr %865, i64 16
  %867 = load ptr, ptr %866, align 8
  %868 = call noundef ptr %867(ptr noundef nonnull align 8 dereferenceable(8) %864) #22
  %869 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, ptr noundef %868)
  br label %829

870:                                              ; preds = %829
  %871 = call ptr @__cxa_allocate_exception(i64 16) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt18bad_variant_access, i64 16), ptr %871, align 8, !tbaa !17
  %872 = getelementptr inbounds i8, ptr %871, i64 8
  store ptr @.str.47, ptr %872, align 8, !tbaa !31
  invoke void @__cxa_throw(ptr nonnull %871, ptr nonnull @_ZTISt18bad_variant_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
          to label %873 unwind label %874

873:                                              ; preds = %870
  unreachable

874:                                              ; preds = %870
  %875 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %876 = extractvalue { ptr, i32 } %875, 0
  %877 = extractvalue { ptr, i32 } %875, 1
  %878 = icmp eq i32 %877, %824
  br i1 %878, label %879, label %883

879:                                              ; preds = %874
  %880 = call ptr @__cxa_begin_catch(ptr %876) #22
  %881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.13)
  br label %882

882:                                              ; preds = %916, %906, %896, %886, %879
  invoke void @__cxa_end_catch()
          to label %923 unwind label %1042

883:                                              ; preds = %874
  %884 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %885 = icmp eq i32 %877, %884
  br i1 %885, label %886, label %893

886:                                              ; preds = %883
  %887 = call ptr @__cxa_begin_catch(ptr %876) #22
  %888 = load ptr, ptr %887, align 8, !tbaa !17
  %889 = getelementptr inbounds i8, ptr %888, i64 16
  %890 = load ptr, ptr %889, align 8
  %891 = call noundef ptr %890(ptr noundef nonnull align 8 dereferenceable(16) %887) #22
  %892 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.13, ptr noundef %891)
  br label %882

893:                                              ; preds = %883
  %894 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %895 = icmp eq i32 %877, %894
  br i1 %895, label %896, label %903

896:                                              ; preds = %893
  %897 = call ptr @__cxa_begin_catch(ptr %876) #22
  %898 = load ptr, ptr %897, align 8, !tbaa !17
  %899 = getelementptr inbounds i8, ptr %898, i64 16
  %900 = load ptr, ptr %899, align 8
  %901 = call noundef ptr %900(ptr noundef nonnull align 8 dereferenceable(8) %897) #22
  %902 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.13, ptr noundef %901)
  br label %882

903:                                              ; preds = %893
  %904 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %905 = icmp eq i32 %877, %904
  br i1 %905, label %906, label %913

906:                                              ; preds = %903
  %907 = call ptr @__cxa_begin_catch(ptr %876) #22
  %908 = load ptr, ptr %907, align 8, !tbaa !17
  %909 = getelementptr inbounds i8, ptr %908, i64 16
  %910 = load ptr, ptr %909, align 8
  %911 = call noundef ptr %910(ptr noundef nonnull align 8 dereferenceable(8) %907) #22
  %912 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, ptr noundef %911)
  br label %882

913:                                              ; preds = %903
  %914 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %915 = icmp eq i32 %877, %914
  br i1 %915, label %916, label %1044

916:                                              ; preds = %913
  %917 = call ptr @__cxa_begin_catch(ptr %876) #22
  %918 = load ptr, ptr %917, align 8, !tbaa !17
  %919 = getelementptr inbounds i8, ptr %918, i64 16
  %920 = load ptr, ptr %919, align 8
  %921 = call noundef ptr %920(ptr noundef nonnull align 8 dereferenceable(8) %917) #22
  %922 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, ptr noundef %921)
  br label %882

923:                                              ; preds = %882
  %924 = load volatile i64, ptr @_ZL4huge, align 8, !tbaa !23
  %925 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %924) #26
          to label %926 unwind label %928

926:                                              ; preds = %923
  call void @_ZdlPv(ptr noundef nonnull %925) #22
  %927 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14)
  br label %977

928:                                              ; preds = %923
  %929 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %930 = extractvalue { ptr, i32 } %929, 0
  %931 = extractvalue { ptr, i32 } %929, 1
  %932 = icmp eq i32 %931, %824
  br i1 %932, label %933, label %936

933:                                              ; preds = %928
  %934 = call ptr @__cxa_begin_catch(ptr %930) #22
  %935 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.14)
  br label %976

936:                                              ; preds = %928
  %937 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %938 = icmp eq i32 %931, %937
  br i1 %938, label %939, label %946

939:                                              ; preds = %936
  %940 = call ptr @__cxa_begin_catch(ptr %930) #22
  %941 = load ptr, ptr %940, align 8, !tbaa !17
  %942 = getelementptr inbounds i8, ptr %941, i64 16
  %943 = load ptr, ptr %942, align 8
  %944 = call noundef ptr %943(ptr noundef nonnull align 8 dereferenceable(16) %940) #22
  %945 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14, ptr noundef %944)
  br label %976

946:                                              ; preds = %936
  %947 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %948 = icmp eq i32 %931, %947
  br i1 %948, label %949, label %956

949:                                              ; preds = %946
  %950 = call ptr @__cxa_begin_catch(ptr %930) #22
  %951 = load ptr, ptr %950, align 8, !tbaa !17
  %952 = getelementptr inbounds i8, ptr %951, i64 16
  %953 = load ptr, ptr %952, align 8
  %954 = call noundef ptr %953(ptr noundef nonnull align 8 dereferenceable(8) %950) #22
  %955 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.14, ptr noundef %954)
  br label %976

956:                                              ; preds = %946
  %957 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %958 = icmp eq i32 %931, %957
  br i1 %958, label %959, label %966

959:                                              ; preds = %956
  %960 = call ptr @__cxa_begin_catch(ptr %930) #22
  %961 = load ptr, ptr %960, align 8, !tbaa !17
  %962 = getelementptr inbounds i8, ptr %961, i64 16
  %963 = load ptr, ptr %962, align 8
  %964 = call noundef ptr %963(ptr noundef nonnull align 8 dereferenceable(8) %960) #22
  %965 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, ptr noundef %964)
  br label %976

966:                                              ; preds = %956
  %967 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %968 = icmp eq i32 %931, %967
  br i1 %968, label %969, label %1044

969:                                              ; preds = %966
  %970 = call ptr @__cxa_begin_catch(ptr %930) #22
  %971 = load ptr, ptr %970, align 8, !tbaa !17
  %972 = getelementptr inbounds i8, ptr %971, i64 16
  %973 = load ptr, ptr %972, align 8
  %974 = call noundef ptr %973(ptr noundef nonnull align 8 dereferenceable(8) %970) #22
  %975 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, ptr noundef %974)
  br label %976

976:                                              ; preds = %933, %939, %949, %959, %969
  invoke void @__cxa_end_catch()
          to label %977 unwind label %1042

977:                                              ; preds = %976, %926
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.48) #23
          to label %978 unwind label %979

978:                                              ; preds = %977
  unreachable

979:                                              ; preds = %977
  %980 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %981 = extractvalue { ptr, i32 } %980, 0
  %982 = extractvalue { ptr, i32 } %980, 1
  %983 = icmp eq i32 %982, %824
  br i1 %983, label %984, label %988

984:                                              ; preds = %979
  %985 = call ptr @__cxa_begin_catch(ptr %981) #22
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15)
  br label %987

987:                                              ; preds = %1021, %1011, %1001, %991, %984
  invoke void @__cxa_end_catch()
          to label %1028 unwind label %1042

988:                                              ; preds = %979
  %989 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %990 = icmp eq i32 %982, %989
  br i1 %990, label %991, label %998

991:                                              ; preds = %988
  %992 = call ptr @__cxa_begin_catch(ptr %981) #22
  %993 = load ptr, ptr %992, align 8, !tbaa !17
  %994 = getelementptr inbounds i8, ptr %993, i64 16
  %995 = load ptr, ptr %994, align 8
  %996 = call noundef ptr %995(ptr noundef nonnull align 8 dereferenceable(16) %992) #22
  %997 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, ptr noundef %996)
  br label %987

998:                                              ; preds = %988
  %999 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %1000 = icmp eq i32 %982, %999
  br i1 %1000, label %1001, label %1008

1001:                                             ; preds = %998
  %1002 = call ptr @__cxa_begin_catch(ptr %981) #22
  %1003 = load ptr, ptr %1002, align 8, !tbaa !17
  %1004 = getelementptr inbounds i8, ptr %1003, i64 16
  %1005 = load ptr, ptr %1004, align 8
  %1006 = call noundef ptr %1005(ptr noundef nonnull align 8 dereferenceable(8) %1002) #22
  %1007 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.15, ptr noundef %1006)
  br label %987

1008:                                             ; preds = %998
  %1009 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %1010 = icmp eq i32 %982, %1009
  br i1 %1010, label %1011, label %1018

1011:                                             ; preds = %1008
  %1012 = call ptr @__cxa_begin_catch(ptr %981) #22
  %1013 = load ptr, ptr %1012, align 8, !tbaa !17
  %1014 = getelementptr inbounds i8, ptr %1013, i64 16
  %1015 = load ptr, ptr %1014, align 8
  %1016 = call noundef ptr %1015(ptr noundef nonnull align 8 dereferenceable(8) %1012) #22
  %1017 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, ptr noundef %1016)
  br label %987

1018:                                             ; preds = %1008
  %1019 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %1020 = icmp eq i32 %982, %1019
  br i1 %1020, label %1021, label %1044

1021:                                             ; preds = %1018
  %1022 = call ptr @__cxa_begin_catch(ptr %981) #22
  %1023 = load ptr, ptr %1022, align 8, !tbaa !17
  %1024 = getelementptr inbounds i8, ptr %1023, i64 16
  %1025 = load ptr, ptr %1024, align 8
  %1026 = call noundef ptr %1025(ptr noundef nonnull align 8 dereferenceable(8) %1022) #22
  %1027 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, ptr noundef %1026)
  br label %987

1028:                                             ; preds = %987
  %1029 = load ptr, ptr %230, align 8, !tbaa !24
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %16, ptr noundef %1029)
          to label %1033 unwind label %1030

1030:                                             ; preds = %1028
  %1031 = landingpad { ptr, i32 }
          catch ptr null
  %1032 = extractvalue { ptr, i32 } %1031, 0
  call void @__clang_call_terminate(ptr %1032) #27
  unreachable

1033:                                             ; preds = %1028
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  %1034 = load ptr, ptr %15, align 8, !tbaa !19
  %1035 = icmp eq ptr %1034, %22
  br i1 %1035, label %1039, label %1036

1036:                                             ; preds = %1033
  %1037 = load i64, ptr %22, align 8, !tbaa !14
  %1038 = add i64 %1037, 1
  call void @_ZdlPvm(ptr noundef %1034, i64 noundef %1038) #24
  br label %1039

1039:                                             ; preds = %1033, %1036
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef 12) #24
  ret i32 0

1040:                                             ; preds = %0
  %1041 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #22
  br label %1046

1042:                                             ; preds = %82, %144, %228, %309, %401, %492, %592, %676, %759, %817, %976, %987, %882, %829
  %1043 = landingpad { ptr, i32 }
          cleanup
  br label %1044

1044:                                             ; preds = %72, %218, %391, %582, %749, %860, %966, %1018, %1042, %913, %807, %666, %482, %299, %134
  %1045 = phi { ptr, i32 } [ %34, %72 ], [ %96, %134 ], [ %180, %218 ], [ %261, %299 ], [ %322, %391 ], [ %413, %482 ], [ %544, %582 ], [ %604, %666 ], [ %687, %749 ], [ %769, %807 ], [ %821, %860 ], [ %875, %913 ], [ %929, %966 ], [ %1043, %1042 ], [ %980, %1018 ]
  call void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %16) #22
  br label %1046

1046:                                             ; preds = %1044, %1040
  %1047 = phi { ptr, i32 } [ %1045, %1044 ], [ %1041, %1040 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  %1048 = load ptr, ptr %15, align 8, !tbaa !19
  %1049 = icmp eq ptr %1048, %22
  br i1 %1049, label %1053, label %1050

1050:                                             ; preds = %1046
  %1051 = load i64, ptr %22, align 8, !tbaa !14
  %1052 = add i64 %1051, 1
  call void @_ZdlPvm(ptr noundef %1048, i64 noundef %1052) #24
  br label %1053

1053:                                             ; preds = %1046, %1050
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef 12) #24
  resume { ptr, i32 } %1047
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, [2 x i64] %1, ptr noundef nonnull align 1 dereferenceable(1) %2, ptr noundef nonnull align 1 dereferenceable(1) %3) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = extractvalue [2 x i64] %1, 0
  %6 = inttoptr i64 %5 to ptr
  %7 = extractvalue [2 x i64] %1, 1
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %8, align 8, !tbaa !34
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %9, align 8, !tbaa !24
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %8, ptr %10, align 8, !tbaa !35
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %8, ptr %11, align 8, !tbaa !36
  %12 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %12, align 8, !tbaa !37
  %13 = getelementptr inbounds %"struct.std::pair", ptr %6, i64 %7
  %14 = icmp eq i64 %7, 0
  br i1 %14, label %45, label %15

15:                                               ; preds = %4
  %16 = ptrtoint ptr %8 to i64
  br label %17

17:                                               ; preds = %42, %15
  %18 = phi ptr [ %6, %15 ], [ %43, %42 ]
  %19 = invoke [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %16, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %20 unwind label %46

20:                                               ; preds = %17
  %21 = extractvalue [2 x i64] %19, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %42, label %23

23:                                               ; preds = %20
  %24 = extractvalue [2 x i64] %19, 0
  %25 = inttoptr i64 %21 to ptr
  %26 = icmp ne i64 %24, 0
  %27 = icmp eq ptr %8, %25
  %28 = or i1 %26, %27
  br i1 %28, label %34, label %29

29:                                               ; preds = %23
  %30 = getelementptr inbounds i8, ptr %25, i64 32
  %31 = load i32, ptr %18, align 4, !tbaa !15
  %32 = load i32, ptr %30, align 4, !tbaa !15
  %33 = icmp slt i32 %31, %32
  br label %34

34:                                               ; preds = %29, %23
  %35 = phi i1 [ true, %23 ], [ %33, %29 ]
  %36 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #21
          to label %37 unwind label %46

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %36, i64 32
  %39 = load i64, ptr %18, align 4
  store i64 %39, ptr %38, align 4
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef %35, ptr noundef nonnull %36, ptr noundef nonnull %25, ptr noundef nonnull align 8 dereferenceable(32) %8) #22
  %40 = load i64, ptr %12, align 8, !tbaa !37
  %41 = add i64 %40, 1
  store i64 %41, ptr %12, align 8, !tbaa !37
  br label %42

42:                                               ; preds = %37, %20
  %43 = getelementptr inbounds i8, ptr %18, i64 8
  %44 = icmp eq ptr %43, %13
  br i1 %44, label %45, label %17, !llvm.loop !38

45:                                               ; preds = %42, %4
  ret void

46:                                               ; preds = %34, %17
  %47 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #22
  resume { ptr, i32 } %47
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %7 unwind label %4

4:                                                ; preds = %1
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #27
  unreachable

7:                                                ; preds = %1
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !24
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #27
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !39
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !40
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 40) #24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !41

11:                                               ; preds = %4, %2
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #27
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #6

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #7

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS2_ERS1_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #2 comdat {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %5, %4
  br i1 %6, label %7, label %52

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i64, ptr %8, align 8, !tbaa !37
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %18, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %13, i64 32
  %15 = load i32, ptr %14, align 4, !tbaa !15
  %16 = load i32, ptr %2, align 4, !tbaa !15
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %147, label %18

18:                                               ; preds = %11, %7
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !28
  %21 = icmp eq ptr %20, null
  br i1 %21, label %34, label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %2, align 4, !tbaa !15
  br label %24

24:                                               ; preds = %24, %22
  %25 = phi ptr [ %20, %22 ], [ %31, %24 ]
  %26 = getelementptr inbounds i8, ptr %25, i64 32
  %27 = load i32, ptr %26, align 4, !tbaa !15
  %28 = icmp slt i32 %23, %27
  %29 = select i1 %28, i64 16, i64 24
  %30 = getelementptr inbounds i8, ptr %25, i64 %29
  %31 = load ptr, ptr %30, align 8, !tbaa !28
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %24, !llvm.loop !42

33:                                               ; preds = %24
  br i1 %28, label %34, label %44

34:                                               ; preds = %33, %18
  %35 = phi ptr [ %25, %33 ], [ %5, %18 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 24
  %37 = load ptr, ptr %36, align 8, !tbaa !35
  %38 = icmp eq ptr %35, %37
  br i1 %38, label %147, label %39

39:                                               ; preds = %34
  %40 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %35) #28
  %41 = getelementptr inbounds i8, ptr %40, i64 32
  %42 = load i32, ptr %41, align 4, !tbaa !15
  %43 = load i32, ptr %2, align 4, !tbaa !15
  br label %44

44:                                               ; preds = %39, %33
  %45 = phi i32 [ %43, %39 ], [ %23, %33 ]
  %46 = phi i32 [ %42, %39 ], [ %27, %33 ]
  %47 = phi ptr [ %35, %39 ], [ %25, %33 ]
  %48 = phi ptr [ %40, %39 ], [ %25, %33 ]
  %49 = icmp slt i32 %46, %45
  %50 = select i1 %49, ptr %47, ptr null
  %51 = select i1 %49, ptr null, ptr %48
  br label %147

52:                                               ; preds = %3
  %53 = getelementptr inbounds i8, ptr %4, i64 32
  %54 = load i32, ptr %2, align 4, !tbaa !15
  %55 = load i32, ptr %53, align 4, !tbaa !15
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %100

57:                                               ; preds = %52
  %58 = getelementptr inbounds i8, ptr %0, i64 24
  %59 = load ptr, ptr %58, align 8, !tbaa !28
  %60 = icmp eq ptr %59, %4
  br i1 %60, label %147, label %61

61:                                               ; preds = %57
  %62 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #28
  %63 = getelementptr inbounds i8, ptr %62, i64 32
  %64 = load i32, ptr %63, align 4, !tbaa !15
  %65 = icmp slt i32 %64, %54
  br i1 %65, label %66, label %72

66:                                               ; preds = %61
  %67 = getelementptr inbounds i8, ptr %62, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !39
  %69 = icmp eq ptr %68, null
  %70 = select i1 %69, ptr null, ptr %4
  %71 = select i1 %69, ptr %62, ptr %4
  br label %147

72:                                               ; preds = %61
  %73 = getelementptr inbounds i8, ptr %0, i64 16
  %74 = load ptr, ptr %73, align 8, !tbaa !28
  %75 = icmp eq ptr %74, null
  br i1 %75, label %86, label %76

76:                                               ; preds = %72, %76
  %77 = phi ptr [ %83, %76 ], [ %74, %72 ]
  %78 = getelementptr inbounds i8, ptr %77, i64 32
  %79 = load i32, ptr %78, align 4, !tbaa !15
  %80 = icmp slt i32 %54, %79
  %81 = select i1 %80, i64 16, i64 24
  %82 = getelementptr inbounds i8, ptr %77, i64 %81
  %83 = load ptr, ptr %82, align 8, !tbaa !28
  %84 = icmp eq ptr %83, null
  br i1 %84, label %85, label %76, !llvm.loop !42

85:                                               ; preds = %76
  br i1 %80, label %86, label %93

86:                                               ; preds = %85, %72
  %87 = phi ptr [ %77, %85 ], [ %5, %72 ]
  %88 = icmp eq ptr %87, %59
  br i1 %88, label %147, label %89

89:                                               ; preds = %86
  %90 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %87) #28
  %91 = getelementptr inbounds i8, ptr %90, i64 32
  %92 = load i32, ptr %91, align 4, !tbaa !15
  br label %93

93:                                               ; preds = %89, %85
  %94 = phi i32 [ %92, %89 ], [ %79, %85 ]
  %95 = phi ptr [ %87, %89 ], [ %77, %85 ]
  %96 = phi ptr [ %90, %89 ], [ %77, %85 ]
  %97 = icmp slt i32 %94, %54
  %98 = select i1 %97, ptr %95, ptr null
  %99 = select i1 %97, ptr null, ptr %96
  br label %147

100:                                              ; preds = %52
  %101 = icmp slt i32 %55, %54
  br i1 %101, label %102, label %147

102:                                              ; preds = %100
  %103 = getelementptr inbounds i8, ptr %0, i64 32
  %104 = load ptr, ptr %103, align 8, !tbaa !28
  %105 = icmp eq ptr %104, %4
  br i1 %105, label %147, label %106

106:                                              ; preds = %102
  %107 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #28
  %108 = getelementptr inbounds i8, ptr %107, i64 32
  %109 = load i32, ptr %108, align 4, !tbaa !15
  %110 = icmp slt i32 %54, %109
  br i1 %110, label %111, label %117

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %4, i64 24
  %113 = load ptr, ptr %112, align 8, !tbaa !39
  %114 = icmp eq ptr %113, null
  %115 = select i1 %114, ptr null, ptr %107
  %116 = select i1 %114, ptr %4, ptr %107
  br label %147

117:                                              ; preds = %106
  %118 = getelementptr inbounds i8, ptr %0, i64 16
  %119 = load ptr, ptr %118, align 8, !tbaa !28
  %120 = icmp eq ptr %119, null
  br i1 %120, label %131, label %121

121:                                              ; preds = %117, %121
  %122 = phi ptr [ %128, %121 ], [ %119, %117 ]
  %123 = getelementptr inbounds i8, ptr %122, i64 32
  %124 = load i32, ptr %123, align 4, !tbaa !15
  %125 = icmp slt i32 %54, %124
  %126 = select i1 %125, i64 16, i64 24
  %127 = getelementptr inbounds i8, ptr %122, i64 %126
  %128 = load ptr, ptr %127, align 8, !tbaa !28
  %129 = icmp eq ptr %128, null
  br i1 %129, label %130, label %121, !llvm.loop !42

130:                                              ; preds = %121
  br i1 %125, label %131, label %140

131:                                              ; preds = %130, %117
  %132 = phi ptr [ %122, %130 ], [ %5, %117 ]
  %133 = getelementptr inbounds i8, ptr %0, i64 24
  %134 = load ptr, ptr %133, align 8, !tbaa !35
  %135 = icmp eq ptr %132, %134
  br i1 %135, label %147, label %136

136:                                              ; preds = %131
  %137 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %132) #28
  %138 = getelementptr inbounds i8, ptr %137, i64 32
  %139 = load i32, ptr %138, align 4, !tbaa !15
  br label %140

140:                                              ; preds = %136, %130
  %141 = phi i32 [ %139, %136 ], [ %124, %130 ]
  %142 = phi ptr [ %132, %136 ], [ %122, %130 ]
  %143 = phi ptr [ %137, %136 ], [ %122, %130 ]
  %144 = icmp slt i32 %141, %54
  %145 = select i1 %144, ptr %142, ptr null
  %146 = select i1 %144, ptr null, ptr %143
  br label %147

147:                                              ; preds = %140, %131, %93, %86, %44, %34, %111, %66, %100, %102, %57, %11
  %148 = phi ptr [ null, %11 ], [ %4, %57 ], [ null, %102 ], [ %4, %100 ], [ %70, %66 ], [ %115, %111 ], [ null, %34 ], [ %51, %44 ], [ null, %86 ], [ %99, %93 ], [ null, %131 ], [ %146, %140 ]
  %149 = phi ptr [ %13, %11 ], [ %4, %57 ], [ %4, %102 ], [ null, %100 ], [ %71, %66 ], [ %116, %111 ], [ %35, %34 ], [ %50, %44 ], [ %59, %86 ], [ %98, %93 ], [ %132, %131 ], [ %145, %140 ]
  %150 = ptrtoint ptr %148 to i64
  %151 = insertvalue [2 x i64] poison, i64 %150, 0
  %152 = ptrtoint ptr %149 to i64
  %153 = insertvalue [2 x i64] %151, i64 %152, 1
  ret [2 x i64] %153
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #12

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #13

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef, ...) local_unnamed_addr #7

; Function Attrs: noreturn
declare void @_ZSt20__throw_out_of_rangePKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #14

; Function Attrs: noreturn
declare void @_ZSt24__throw_invalid_argumentPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__errno_location() local_unnamed_addr #15

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64) local_unnamed_addr #16

declare void @__cxa_bad_cast() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #24
  ret void
}

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt27__throw_bad_optional_accessv() local_unnamed_addr #18 comdat {
  %1 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt19bad_optional_access, i64 16), ptr %1, align 8, !tbaa !17
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTISt19bad_optional_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt19bad_optional_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt19bad_optional_access4whatEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat {
  ret ptr @.str.45
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt18bad_variant_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #17 comdat {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt18bad_variant_access4whatEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !31
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #17 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #18 = { inlinehint mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #19 = { nofree nounwind }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #21 = { builtin allocsize(0) }
attributes #22 = { nounwind }
attributes #23 = { noreturn }
attributes #24 = { builtin nounwind }
attributes #25 = { nounwind willreturn memory(none) }
attributes #26 = { allocsize(0) }
attributes #27 = { noreturn nounwind }
attributes #28 = { nounwind willreturn memory(read) }

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
!11 = !{!12, !13, i64 8}
!12 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !13, i64 8, !9, i64 16}
!13 = !{!"long", !9, i64 0}
!14 = !{!9, !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"vtable pointer", !10, i64 0}
!19 = !{!12, !8, i64 0}
!20 = !{!21}
!21 = distinct !{!21, !22, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!22 = distinct !{!22, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!23 = !{!13, !13, i64 0}
!24 = !{!25, !8, i64 8}
!25 = !{!"_ZTSSt15_Rb_tree_header", !26, i64 0, !13, i64 32}
!26 = !{!"_ZTSSt18_Rb_tree_node_base", !27, i64 0, !8, i64 8, !8, i64 16, !8, i64 24}
!27 = !{!"_ZTSSt14_Rb_tree_color", !9, i64 0}
!28 = !{!8, !8, i64 0}
!29 = distinct !{!29, !30}
!30 = !{!"llvm.loop.mustprogress"}
!31 = !{!32, !8, i64 8}
!32 = !{!"_ZTSSt18bad_variant_access", !33, i64 0, !8, i64 8}
!33 = !{!"_ZTSSt9exception"}
!34 = !{!25, !27, i64 0}
!35 = !{!25, !8, i64 16}
!36 = !{!25, !8, i64 24}
!37 = !{!25, !13, i64 32}
!38 = distinct !{!38, !30}
!39 = !{!26, !8, i64 24}
!40 = !{!26, !8, i64 16}
!41 = distinct !{!41, !30}
!42 = distinct !{!42, !30}
