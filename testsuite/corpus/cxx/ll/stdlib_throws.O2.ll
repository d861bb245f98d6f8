; ModuleID = 'stdlib_throws.cpp'
source_filename = "stdlib_throws.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %17 = alloca [1 x %"struct.std::pair"], align 4
  %18 = alloca %"struct.std::less", align 1
  %19 = alloca %"class.std::allocator.7", align 1
  %20 = tail call noalias noundef nonnull dereferenceable(12) ptr @_Znwm(i64 noundef 12) #21
  store i32 1, ptr %20, align 4
  %21 = getelementptr inbounds i8, ptr %20, i64 4
  store i32 2, ptr %21, align 4
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 3, ptr %22, align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #22
  %23 = getelementptr inbounds i8, ptr %15, i64 16
  store ptr %23, ptr %15, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %23, ptr noundef nonnull align 1 dereferenceable(5) @.str, i64 5, i1 false)
  %24 = getelementptr inbounds i8, ptr %15, i64 8
  store i64 5, ptr %24, align 8, !tbaa !10
  %25 = getelementptr inbounds i8, ptr %15, i64 21
  store i8 0, ptr %25, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %16) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17) #22
  store i32 1, ptr %17, align 4, !tbaa !14
  %26 = getelementptr inbounds i8, ptr %17, i64 4
  store i32 10, ptr %26, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %19) #22
  invoke void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %16, ptr nonnull %17, i64 1, ptr noundef nonnull align 1 dereferenceable(1) %18, ptr noundef nonnull align 1 dereferenceable(1) %19)
          to label %27 unwind label %1029

27:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #22
  %28 = load i32, ptr %22, align 4, !tbaa !18
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %28)
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.1)
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.25, i64 noundef 3, i64 noundef 3) #23
          to label %31 unwind label %32

31:                                               ; preds = %27
  unreachable

32:                                               ; preds = %27
  %33 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %34 = extractvalue { ptr, i32 } %33, 0
  %35 = extractvalue { ptr, i32 } %33, 1
  %36 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %41

38:                                               ; preds = %32
  %39 = call ptr @__cxa_begin_catch(ptr %34) #22
  %40 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.2)
  br label %81

41:                                               ; preds = %32
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %43 = icmp eq i32 %35, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %41
  %45 = call ptr @__cxa_begin_catch(ptr %34) #22
  %46 = load ptr, ptr %45, align 8, !tbaa !19
  %47 = getelementptr inbounds i8, ptr %46, i64 16
  %48 = load ptr, ptr %47, align 8
  %49 = call noundef ptr %48(ptr noundef nonnull align 8 dereferenceable(16) %45) #22
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.2, ptr noundef %49)
  br label %81

51:                                               ; preds = %41
  %52 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %53 = icmp eq i32 %35, %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %51
  %55 = call ptr @__cxa_begin_catch(ptr %34) #22
  %56 = load ptr, ptr %55, align 8, !tbaa !19
  %57 = getelementptr inbounds i8, ptr %56, i64 16
  %58 = load ptr, ptr %57, align 8
  %59 = call noundef ptr %58(ptr noundef nonnull align 8 dereferenceable(8) %55) #22
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.2, ptr noundef %59)
  br label %81

61:                                               ; preds = %51
  %62 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %63 = icmp eq i32 %35, %62
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = call ptr @__cxa_begin_catch(ptr %34) #22
  %66 = load ptr, ptr %65, align 8, !tbaa !19
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  %69 = call noundef ptr %68(ptr noundef nonnull align 8 dereferenceable(8) %65) #22
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.2, ptr noundef %69)
  br label %81

71:                                               ; preds = %61
  %72 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %73 = icmp eq i32 %35, %72
  br i1 %73, label %74, label %1033

74:                                               ; preds = %71
  %75 = call ptr @__cxa_begin_catch(ptr %34) #22
  %76 = load ptr, ptr %75, align 8, !tbaa !19
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load ptr, ptr %77, align 8
  %79 = call noundef ptr %78(ptr noundef nonnull align 8 dereferenceable(8) %75) #22
  %80 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2, ptr noundef %79)
  br label %81

81:                                               ; preds = %38, %44, %54, %64, %74
  invoke void @__cxa_end_catch()
          to label %82 unwind label %1031

82:                                               ; preds = %81
  %83 = load i64, ptr %24, align 8, !tbaa !10
  %84 = icmp ugt i64 %83, 10
  br i1 %84, label %87, label %85

85:                                               ; preds = %82
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.28, i64 noundef 10, i64 noundef %83) #23
          to label %86 unwind label %94

86:                                               ; preds = %85
  unreachable

87:                                               ; preds = %82
  %88 = load ptr, ptr %15, align 8, !tbaa !21
  %89 = getelementptr inbounds i8, ptr %88, i64 10
  %90 = load i8, ptr %89, align 1, !tbaa !13
  %91 = sext i8 %90 to i32
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i32 noundef %91)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.3)
  br label %143

94:                                               ; preds = %85
  %95 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %96 = extractvalue { ptr, i32 } %95, 0
  %97 = extractvalue { ptr, i32 } %95, 1
  %98 = icmp eq i32 %97, %36
  br i1 %98, label %99, label %102

99:                                               ; preds = %94
  %100 = call ptr @__cxa_begin_catch(ptr %96) #22
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.3)
  br label %142

102:                                              ; preds = %94
  %103 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %104 = icmp eq i32 %97, %103
  br i1 %104, label %105, label %112

105:                                              ; preds = %102
  %106 = call ptr @__cxa_begin_catch(ptr %96) #22
  %107 = load ptr, ptr %106, align 8, !tbaa !19
  %108 = getelementptr inbounds i8, ptr %107, i64 16
  %109 = load ptr, ptr %108, align 8
  %110 = call noundef ptr %109(ptr noundef nonnull align 8 dereferenceable(16) %106) #22
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.3, ptr noundef %110)
  br label %142

112:                                              ; preds = %102
  %113 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %114 = icmp eq i32 %97, %113
  br i1 %114, label %115, label %122

115:                                              ; preds = %112
  %116 = call ptr @__cxa_begin_catch(ptr %96) #22
  %117 = load ptr, ptr %116, align 8, !tbaa !19
  %118 = getelementptr inbounds i8, ptr %117, i64 16
  %119 = load ptr, ptr %118, align 8
  %120 = call noundef ptr %119(ptr noundef nonnull align 8 dereferenceable(8) %116) #22
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.3, ptr noundef %120)
  br label %142

122:                                              ; preds = %112
  %123 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %124 = icmp eq i32 %97, %123
  br i1 %124, label %125, label %132

125:                                              ; preds = %122
  %126 = call ptr @__cxa_begin_catch(ptr %96) #22
  %127 = load ptr, ptr %126, align 8, !tbaa !19
  %128 = getelementptr inbounds i8, ptr %127, i64 16
  %129 = load ptr, ptr %128, align 8
  %130 = call noundef ptr %129(ptr noundef nonnull align 8 dereferenceable(8) %126) #22
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.3, ptr noundef %130)
  br label %142

132:                                              ; preds = %122
  %133 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %134 = icmp eq i32 %97, %133
  br i1 %134, label %135, label %1033

135:                                              ; preds = %132
  %136 = call ptr @__cxa_begin_catch(ptr %96) #22
  %137 = load ptr, ptr %136, align 8, !tbaa !19
  %138 = getelementptr inbounds i8, ptr %137, i64 16
  %139 = load ptr, ptr %138, align 8
  %140 = call noundef ptr %139(ptr noundef nonnull align 8 dereferenceable(8) %136) #22
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3, ptr noundef %140)
  br label %142

142:                                              ; preds = %99, %105, %115, %125, %135
  invoke void @__cxa_end_catch()
          to label %143 unwind label %1031

143:                                              ; preds = %142, %87
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #22
  call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %144 = load i64, ptr %24, align 8, !tbaa !10, !noalias !22
  %145 = icmp ult i64 %144, 6
  br i1 %145, label %146, label %148

146:                                              ; preds = %143
  invoke void (ptr, ...) @_ZSt24__throw_out_of_range_fmtPKcz(ptr noundef nonnull @.str.31, ptr noundef nonnull @.str.30, i64 noundef 6, i64 noundef %144) #23
          to label %147 unwind label %177

147:                                              ; preds = %146
  unreachable

148:                                              ; preds = %143
  %149 = getelementptr inbounds i8, ptr %14, i64 16
  store ptr %149, ptr %14, align 8, !tbaa !5, !alias.scope !22
  %150 = load ptr, ptr %15, align 8, !tbaa !21, !noalias !22
  %151 = getelementptr inbounds i8, ptr %150, i64 6
  %152 = add i64 %144, -6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13) #22, !noalias !22
  store i64 %152, ptr %13, align 8, !tbaa !25, !noalias !22
  %153 = icmp ugt i64 %152, 15
  br i1 %153, label %154, label %158

154:                                              ; preds = %148
  %155 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %14, ptr noundef nonnull align 8 dereferenceable(8) %13, i64 noundef 0)
          to label %156 unwind label %177

156:                                              ; preds = %154
  store ptr %155, ptr %14, align 8, !tbaa !21, !alias.scope !22
  %157 = load i64, ptr %13, align 8, !tbaa !25, !noalias !22
  store i64 %157, ptr %149, align 8, !tbaa !13, !alias.scope !22
  br label %158

158:                                              ; preds = %156, %148
  %159 = phi ptr [ %155, %156 ], [ %149, %148 ]
  switch i64 %144, label %162 [
    i64 7, label %160
    i64 6, label %163
  ]

160:                                              ; preds = %158
  %161 = load i8, ptr %151, align 1, !tbaa !13
  store i8 %161, ptr %159, align 1, !tbaa !13
  br label %163

162:                                              ; preds = %158
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %159, ptr nonnull align 1 %151, i64 %152, i1 false)
  br label %163

163:                                              ; preds = %162, %160, %158
  %164 = load i64, ptr %13, align 8, !tbaa !25, !noalias !22
  %165 = getelementptr inbounds i8, ptr %14, i64 8
  store i64 %164, ptr %165, align 8, !tbaa !10, !alias.scope !22
  %166 = load ptr, ptr %14, align 8, !tbaa !21, !alias.scope !22
  %167 = getelementptr inbounds i8, ptr %166, i64 %164
  store i8 0, ptr %167, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13) #22, !noalias !22
  %168 = load ptr, ptr %14, align 8, !tbaa !21
  %169 = call i32 @puts(ptr nonnull dereferenceable(1) %168)
  %170 = load ptr, ptr %14, align 8, !tbaa !21
  %171 = icmp eq ptr %170, %149
  br i1 %171, label %175, label %172

172:                                              ; preds = %163
  %173 = load i64, ptr %149, align 8, !tbaa !13
  %174 = add i64 %173, 1
  call void @_ZdlPvm(ptr noundef %170, i64 noundef %174) #24
  br label %175

175:                                              ; preds = %172, %163
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #22
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.4)
  br label %226

177:                                              ; preds = %154, %146
  %178 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %179 = extractvalue { ptr, i32 } %178, 0
  %180 = extractvalue { ptr, i32 } %178, 1
  %181 = icmp eq i32 %180, %36
  br i1 %181, label %182, label %185

182:                                              ; preds = %177
  %183 = call ptr @__cxa_begin_catch(ptr %179) #22
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.4)
  br label %225

185:                                              ; preds = %177
  %186 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %187 = icmp eq i32 %180, %186
  br i1 %187, label %188, label %195

188:                                              ; preds = %185
  %189 = call ptr @__cxa_begin_catch(ptr %179) #22
  %190 = load ptr, ptr %189, align 8, !tbaa !19
  %191 = getelementptr inbounds i8, ptr %190, i64 16
  %192 = load ptr, ptr %191, align 8
  %193 = call noundef ptr %192(ptr noundef nonnull align 8 dereferenceable(16) %189) #22
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.4, ptr noundef %193)
  br label %225

195:                                              ; preds = %185
  %196 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %197 = icmp eq i32 %180, %196
  br i1 %197, label %198, label %205

198:                                              ; preds = %195
  %199 = call ptr @__cxa_begin_catch(ptr %179) #22
  %200 = load ptr, ptr %199, align 8, !tbaa !19
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  %202 = load ptr, ptr %201, align 8
  %203 = call noundef ptr %202(ptr noundef nonnull align 8 dereferenceable(8) %199) #22
  %204 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.4, ptr noundef %203)
  br label %225

205:                                              ; preds = %195
  %206 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %207 = icmp eq i32 %180, %206
  br i1 %207, label %208, label %215

208:                                              ; preds = %205
  %209 = call ptr @__cxa_begin_catch(ptr %179) #22
  %210 = load ptr, ptr %209, align 8, !tbaa !19
  %211 = getelementptr inbounds i8, ptr %210, i64 16
  %212 = load ptr, ptr %211, align 8
  %213 = call noundef ptr %212(ptr noundef nonnull align 8 dereferenceable(8) %209) #22
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.4, ptr noundef %213)
  br label %225

215:                                              ; preds = %205
  %216 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %217 = icmp eq i32 %180, %216
  br i1 %217, label %218, label %1033

218:                                              ; preds = %215
  %219 = call ptr @__cxa_begin_catch(ptr %179) #22
  %220 = load ptr, ptr %219, align 8, !tbaa !19
  %221 = getelementptr inbounds i8, ptr %220, i64 16
  %222 = load ptr, ptr %221, align 8
  %223 = call noundef ptr %222(ptr noundef nonnull align 8 dereferenceable(8) %219) #22
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4, ptr noundef %223)
  br label %225

225:                                              ; preds = %182, %188, %198, %208, %218
  invoke void @__cxa_end_catch()
          to label %226 unwind label %1031

226:                                              ; preds = %225, %175
  %227 = getelementptr inbounds i8, ptr %16, i64 16
  %228 = load ptr, ptr %227, align 8, !tbaa !26
  %229 = getelementptr inbounds i8, ptr %16, i64 8
  %230 = icmp eq ptr %228, null
  br i1 %230, label %249, label %231

231:                                              ; preds = %226, %231
  %232 = phi ptr [ %240, %231 ], [ %228, %226 ]
  %233 = phi ptr [ %237, %231 ], [ %229, %226 ]
  %234 = getelementptr inbounds i8, ptr %232, i64 32
  %235 = load i32, ptr %234, align 4, !tbaa !18
  %236 = icmp slt i32 %235, 2
  %237 = select i1 %236, ptr %233, ptr %232
  %238 = select i1 %236, i64 24, i64 16
  %239 = getelementptr inbounds i8, ptr %232, i64 %238
  %240 = load ptr, ptr %239, align 8, !tbaa !30
  %241 = icmp eq ptr %240, null
  br i1 %241, label %242, label %231, !llvm.loop !31

242:                                              ; preds = %231
  %243 = icmp eq ptr %237, %229
  br i1 %243, label %249, label %244

244:                                              ; preds = %242
  %245 = select i1 %236, ptr %233, ptr %232
  %246 = getelementptr inbounds i8, ptr %245, i64 32
  %247 = load i32, ptr %246, align 4, !tbaa !18
  %248 = icmp sgt i32 %247, 2
  br i1 %248, label %249, label %251

249:                                              ; preds = %244, %242, %226
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.5) #23
          to label %250 unwind label %257

250:                                              ; preds = %249
  unreachable

251:                                              ; preds = %244
  %252 = select i1 %236, ptr %233, ptr %232
  %253 = getelementptr inbounds i8, ptr %252, i64 36
  %254 = load i32, ptr %253, align 4, !tbaa !18
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %254)
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.5)
  br label %306

257:                                              ; preds = %249
  %258 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %259 = extractvalue { ptr, i32 } %258, 0
  %260 = extractvalue { ptr, i32 } %258, 1
  %261 = icmp eq i32 %260, %36
  br i1 %261, label %262, label %265

262:                                              ; preds = %257
  %263 = call ptr @__cxa_begin_catch(ptr %259) #22
  %264 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.5)
  br label %305

265:                                              ; preds = %257
  %266 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %267 = icmp eq i32 %260, %266
  br i1 %267, label %268, label %275

268:                                              ; preds = %265
  %269 = call ptr @__cxa_begin_catch(ptr %259) #22
  %270 = load ptr, ptr %269, align 8, !tbaa !19
  %271 = getelementptr inbounds i8, ptr %270, i64 16
  %272 = load ptr, ptr %271, align 8
  %273 = call noundef ptr %272(ptr noundef nonnull align 8 dereferenceable(16) %269) #22
  %274 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.5, ptr noundef %273)
  br label %305

275:                                              ; preds = %265
  %276 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %277 = icmp eq i32 %260, %276
  br i1 %277, label %278, label %285

278:                                              ; preds = %275
  %279 = call ptr @__cxa_begin_catch(ptr %259) #22
  %280 = load ptr, ptr %279, align 8, !tbaa !19
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8
  %283 = call noundef ptr %282(ptr noundef nonnull align 8 dereferenceable(8) %279) #22
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.5, ptr noundef %283)
  br label %305

285:                                              ; preds = %275
  %286 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %287 = icmp eq i32 %260, %286
  br i1 %287, label %288, label %295

288:                                              ; preds = %285
  %289 = call ptr @__cxa_begin_catch(ptr %259) #22
  %290 = load ptr, ptr %289, align 8, !tbaa !19
  %291 = getelementptr inbounds i8, ptr %290, i64 16
  %292 = load ptr, ptr %291, align 8
  %293 = call noundef ptr %292(ptr noundef nonnull align 8 dereferenceable(8) %289) #22
  %294 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.5, ptr noundef %293)
  br label %305

295:                                              ; preds = %285
  %296 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %297 = icmp eq i32 %260, %296
  br i1 %297, label %298, label %1033

298:                                              ; preds = %295
  %299 = call ptr @__cxa_begin_catch(ptr %259) #22
  %300 = load ptr, ptr %299, align 8, !tbaa !19
  %301 = getelementptr inbounds i8, ptr %300, i64 16
  %302 = load ptr, ptr %301, align 8
  %303 = call noundef ptr %302(ptr noundef nonnull align 8 dereferenceable(8) %299) #22
  %304 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5, ptr noundef %303)
  br label %305

305:                                              ; preds = %262, %268, %278, %288, %298
  invoke void @__cxa_end_catch()
          to label %306 unwind label %1031

306:                                              ; preds = %305, %251
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #22
  %307 = getelementptr inbounds i8, ptr %12, i64 16
  store ptr %307, ptr %12, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %307, ptr noundef nonnull align 1 dereferenceable(3) @.str.34, i64 3, i1 false)
  %308 = getelementptr inbounds i8, ptr %12, i64 8
  store i64 3, ptr %308, align 8, !tbaa !10
  %309 = getelementptr inbounds i8, ptr %12, i64 19
  store i8 0, ptr %309, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #22
  %310 = tail call ptr @__errno_location() #25
  %311 = load i32, ptr %310, align 4, !tbaa !18
  store i32 0, ptr %310, align 4, !tbaa !18
  %312 = call noundef i64 @strtol(ptr noundef nonnull %307, ptr noundef nonnull %11, i32 noundef 10)
  %313 = load ptr, ptr %11, align 8, !tbaa !30
  %314 = icmp eq ptr %313, %307
  br i1 %314, label %315, label %325

315:                                              ; preds = %306
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %316 unwind label %317

316:                                              ; preds = %315
  unreachable

317:                                              ; preds = %331, %315
  %318 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %319 = load i32, ptr %310, align 4, !tbaa !18
  %320 = icmp eq i32 %319, 0
  br i1 %320, label %321, label %322

321:                                              ; preds = %317
  store i32 %311, ptr %310, align 4, !tbaa !18
  br label %322

322:                                              ; preds = %321, %317
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  %323 = load ptr, ptr %12, align 8, !tbaa !21
  %324 = icmp eq ptr %323, %307
  br i1 %324, label %347, label %344

325:                                              ; preds = %306
  %326 = load i32, ptr %310, align 4, !tbaa !18
  %327 = icmp eq i32 %326, 34
  %328 = add i64 %312, -2147483648
  %329 = icmp ult i64 %328, -4294967296
  %330 = or i1 %329, %327
  br i1 %330, label %331, label %333

331:                                              ; preds = %325
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %332 unwind label %317

332:                                              ; preds = %331
  unreachable

333:                                              ; preds = %325
  %334 = icmp eq i32 %326, 0
  br i1 %334, label %335, label %336

335:                                              ; preds = %333
  store i32 %311, ptr %310, align 4, !tbaa !18
  br label %336

336:                                              ; preds = %335, %333
  %337 = trunc i64 %312 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #22
  %338 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.33, i32 noundef %337)
  %339 = load ptr, ptr %12, align 8, !tbaa !21
  %340 = icmp eq ptr %339, %307
  br i1 %340, label %351, label %341

341:                                              ; preds = %336
  %342 = load i64, ptr %307, align 8, !tbaa !13
  %343 = add i64 %342, 1
  call void @_ZdlPvm(ptr noundef %339, i64 noundef %343) #24
  br label %351

344:                                              ; preds = %322
  %345 = load i64, ptr %307, align 8, !tbaa !13
  %346 = add i64 %345, 1
  call void @_ZdlPvm(ptr noundef %323, i64 noundef %346) #24
  br label %347

347:                                              ; preds = %344, %322
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %348 = extractvalue { ptr, i32 } %318, 0
  %349 = extractvalue { ptr, i32 } %318, 1
  %350 = icmp eq i32 %349, %36
  br i1 %350, label %353, label %356

351:                                              ; preds = %341, %336
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #22
  %352 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.6)
  br label %397

353:                                              ; preds = %347
  %354 = call ptr @__cxa_begin_catch(ptr %348) #22
  %355 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.6)
  br label %396

356:                                              ; preds = %347
  %357 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %358 = icmp eq i32 %349, %357
  br i1 %358, label %359, label %366

359:                                              ; preds = %356
  %360 = call ptr @__cxa_begin_catch(ptr %348) #22
  %361 = load ptr, ptr %360, align 8, !tbaa !19
  %362 = getelementptr inbounds i8, ptr %361, i64 16
  %363 = load ptr, ptr %362, align 8
  %364 = call noundef ptr %363(ptr noundef nonnull align 8 dereferenceable(16) %360) #22
  %365 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.6, ptr noundef %364)
  br label %396

366:                                              ; preds = %356
  %367 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %368 = icmp eq i32 %349, %367
  br i1 %368, label %369, label %376

369:                                              ; preds = %366
  %370 = call ptr @__cxa_begin_catch(ptr %348) #22
  %371 = load ptr, ptr %370, align 8, !tbaa !19
  %372 = getelementptr inbounds i8, ptr %371, i64 16
  %373 = load ptr, ptr %372, align 8
  %374 = call noundef ptr %373(ptr noundef nonnull align 8 dereferenceable(8) %370) #22
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.6, ptr noundef %374)
  br label %396

376:                                              ; preds = %366
  %377 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %378 = icmp eq i32 %349, %377
  br i1 %378, label %379, label %386

379:                                              ; preds = %376
  %380 = call ptr @__cxa_begin_catch(ptr %348) #22
  %381 = load ptr, ptr %380, align 8, !tbaa !19
  %382 = getelementptr inbounds i8, ptr %381, i64 16
  %383 = load ptr, ptr %382, align 8
  %384 = call noundef ptr %383(ptr noundef nonnull align 8 dereferenceable(8) %380) #22
  %385 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.6, ptr noundef %384)
  br label %396

386:                                              ; preds = %376
  %387 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %388 = icmp eq i32 %349, %387
  br i1 %388, label %389, label %1033

389:                                              ; preds = %386
  %390 = call ptr @__cxa_begin_catch(ptr %348) #22
  %391 = load ptr, ptr %390, align 8, !tbaa !19
  %392 = getelementptr inbounds i8, ptr %391, i64 16
  %393 = load ptr, ptr %392, align 8
  %394 = call noundef ptr %393(ptr noundef nonnull align 8 dereferenceable(8) %390) #22
  %395 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6, ptr noundef %394)
  br label %396

396:                                              ; preds = %353, %359, %369, %379, %389
  invoke void @__cxa_end_catch()
          to label %397 unwind label %1031

397:                                              ; preds = %396, %351
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #22
  %398 = getelementptr inbounds i8, ptr %10, i64 16
  store ptr %398, ptr %10, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(3) %398, ptr noundef nonnull align 1 dereferenceable(3) @.str.36, i64 3, i1 false)
  %399 = getelementptr inbounds i8, ptr %10, i64 8
  store i64 3, ptr %399, align 8, !tbaa !10
  %400 = getelementptr inbounds i8, ptr %10, i64 19
  store i8 0, ptr %400, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  %401 = load i32, ptr %310, align 4, !tbaa !18
  store i32 0, ptr %310, align 4, !tbaa !18
  %402 = call noundef i64 @strtol(ptr noundef nonnull %398, ptr noundef nonnull %9, i32 noundef 10)
  %403 = load ptr, ptr %9, align 8, !tbaa !30
  %404 = icmp eq ptr %403, %398
  br i1 %404, label %405, label %415

405:                                              ; preds = %397
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %406 unwind label %407

406:                                              ; preds = %405
  unreachable

407:                                              ; preds = %421, %405
  %408 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %409 = load i32, ptr %310, align 4, !tbaa !18
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %411, label %412

411:                                              ; preds = %407
  store i32 %401, ptr %310, align 4, !tbaa !18
  br label %412

412:                                              ; preds = %411, %407
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %413 = load ptr, ptr %10, align 8, !tbaa !21
  %414 = icmp eq ptr %413, %398
  br i1 %414, label %437, label %434

415:                                              ; preds = %397
  %416 = load i32, ptr %310, align 4, !tbaa !18
  %417 = icmp eq i32 %416, 34
  %418 = add i64 %402, -2147483648
  %419 = icmp ult i64 %418, -4294967296
  %420 = or i1 %419, %417
  br i1 %420, label %421, label %423

421:                                              ; preds = %415
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %422 unwind label %407

422:                                              ; preds = %421
  unreachable

423:                                              ; preds = %415
  %424 = icmp eq i32 %416, 0
  br i1 %424, label %425, label %426

425:                                              ; preds = %423
  store i32 %401, ptr %310, align 4, !tbaa !18
  br label %426

426:                                              ; preds = %425, %423
  %427 = trunc i64 %402 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %428 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %427)
  %429 = load ptr, ptr %10, align 8, !tbaa !21
  %430 = icmp eq ptr %429, %398
  br i1 %430, label %441, label %431

431:                                              ; preds = %426
  %432 = load i64, ptr %398, align 8, !tbaa !13
  %433 = add i64 %432, 1
  call void @_ZdlPvm(ptr noundef %429, i64 noundef %433) #24
  br label %441

434:                                              ; preds = %412
  %435 = load i64, ptr %398, align 8, !tbaa !13
  %436 = add i64 %435, 1
  call void @_ZdlPvm(ptr noundef %413, i64 noundef %436) #24
  br label %437

437:                                              ; preds = %434, %412
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  %438 = extractvalue { ptr, i32 } %408, 0
  %439 = extractvalue { ptr, i32 } %408, 1
  %440 = icmp eq i32 %439, %36
  br i1 %440, label %443, label %446

441:                                              ; preds = %431, %426
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #22
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.7)
  br label %487

443:                                              ; preds = %437
  %444 = call ptr @__cxa_begin_catch(ptr %438) #22
  %445 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.7)
  br label %486

446:                                              ; preds = %437
  %447 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %448 = icmp eq i32 %439, %447
  br i1 %448, label %449, label %456

449:                                              ; preds = %446
  %450 = call ptr @__cxa_begin_catch(ptr %438) #22
  %451 = load ptr, ptr %450, align 8, !tbaa !19
  %452 = getelementptr inbounds i8, ptr %451, i64 16
  %453 = load ptr, ptr %452, align 8
  %454 = call noundef ptr %453(ptr noundef nonnull align 8 dereferenceable(16) %450) #22
  %455 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.7, ptr noundef %454)
  br label %486

456:                                              ; preds = %446
  %457 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %458 = icmp eq i32 %439, %457
  br i1 %458, label %459, label %466

459:                                              ; preds = %456
  %460 = call ptr @__cxa_begin_catch(ptr %438) #22
  %461 = load ptr, ptr %460, align 8, !tbaa !19
  %462 = getelementptr inbounds i8, ptr %461, i64 16
  %463 = load ptr, ptr %462, align 8
  %464 = call noundef ptr %463(ptr noundef nonnull align 8 dereferenceable(8) %460) #22
  %465 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.7, ptr noundef %464)
  br label %486

466:                                              ; preds = %456
  %467 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %468 = icmp eq i32 %439, %467
  br i1 %468, label %469, label %476

469:                                              ; preds = %466
  %470 = call ptr @__cxa_begin_catch(ptr %438) #22
  %471 = load ptr, ptr %470, align 8, !tbaa !19
  %472 = getelementptr inbounds i8, ptr %471, i64 16
  %473 = load ptr, ptr %472, align 8
  %474 = call noundef ptr %473(ptr noundef nonnull align 8 dereferenceable(8) %470) #22
  %475 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.7, ptr noundef %474)
  br label %486

476:                                              ; preds = %466
  %477 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %478 = icmp eq i32 %439, %477
  br i1 %478, label %479, label %1033

479:                                              ; preds = %476
  %480 = call ptr @__cxa_begin_catch(ptr %438) #22
  %481 = load ptr, ptr %480, align 8, !tbaa !19
  %482 = getelementptr inbounds i8, ptr %481, i64 16
  %483 = load ptr, ptr %482, align 8
  %484 = call noundef ptr %483(ptr noundef nonnull align 8 dereferenceable(8) %480) #22
  %485 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7, ptr noundef %484)
  br label %486

486:                                              ; preds = %443, %449, %459, %469, %479
  invoke void @__cxa_end_catch()
          to label %487 unwind label %1031

487:                                              ; preds = %486, %441
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #22
  %488 = getelementptr inbounds i8, ptr %8, i64 16
  store ptr %488, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store i64 20, ptr %7, align 8, !tbaa !25
  %489 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %8, ptr noundef nonnull align 8 dereferenceable(8) %7, i64 noundef 0)
          to label %490 unwind label %535

490:                                              ; preds = %487
  store ptr %489, ptr %8, align 8, !tbaa !21
  %491 = load i64, ptr %7, align 8, !tbaa !25
  store i64 %491, ptr %488, align 8, !tbaa !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %489, ptr noundef nonnull align 1 dereferenceable(20) @.str.37, i64 20, i1 false)
  %492 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %491, ptr %492, align 8, !tbaa !10
  %493 = load ptr, ptr %8, align 8, !tbaa !21
  %494 = getelementptr inbounds i8, ptr %493, i64 %491
  store i8 0, ptr %494, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  %495 = load ptr, ptr %8, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #22
  %496 = load i32, ptr %310, align 4, !tbaa !18
  store i32 0, ptr %310, align 4, !tbaa !18
  %497 = call noundef i64 @strtol(ptr noundef %495, ptr noundef nonnull %6, i32 noundef 10)
  %498 = load ptr, ptr %6, align 8, !tbaa !30
  %499 = icmp eq ptr %498, %495
  br i1 %499, label %500, label %510

500:                                              ; preds = %490
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.35) #23
          to label %501 unwind label %502

501:                                              ; preds = %500
  unreachable

502:                                              ; preds = %516, %500
  %503 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %504 = load i32, ptr %310, align 4, !tbaa !18
  %505 = icmp eq i32 %504, 0
  br i1 %505, label %506, label %507

506:                                              ; preds = %502
  store i32 %496, ptr %310, align 4, !tbaa !18
  br label %507

507:                                              ; preds = %506, %502
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  %508 = load ptr, ptr %8, align 8, !tbaa !21
  %509 = icmp eq ptr %508, %488
  br i1 %509, label %532, label %529

510:                                              ; preds = %490
  %511 = load i32, ptr %310, align 4, !tbaa !18
  %512 = icmp eq i32 %511, 34
  %513 = add i64 %497, -2147483648
  %514 = icmp ult i64 %513, -4294967296
  %515 = or i1 %514, %512
  br i1 %515, label %516, label %518

516:                                              ; preds = %510
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.35) #23
          to label %517 unwind label %502

517:                                              ; preds = %516
  unreachable

518:                                              ; preds = %510
  %519 = icmp eq i32 %511, 0
  br i1 %519, label %520, label %521

520:                                              ; preds = %518
  store i32 %496, ptr %310, align 4, !tbaa !18
  br label %521

521:                                              ; preds = %520, %518
  %522 = trunc i64 %497 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  %523 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, i32 noundef %522)
  %524 = load ptr, ptr %8, align 8, !tbaa !21
  %525 = icmp eq ptr %524, %488
  br i1 %525, label %533, label %526

526:                                              ; preds = %521
  %527 = load i64, ptr %488, align 8, !tbaa !13
  %528 = add i64 %527, 1
  call void @_ZdlPvm(ptr noundef %524, i64 noundef %528) #24
  br label %533

529:                                              ; preds = %507
  %530 = load i64, ptr %488, align 8, !tbaa !13
  %531 = add i64 %530, 1
  call void @_ZdlPvm(ptr noundef %508, i64 noundef %531) #24
  br label %532

532:                                              ; preds = %529, %507
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  br label %537

533:                                              ; preds = %526, %521
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #22
  %534 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.8)
  br label %586

535:                                              ; preds = %487
  %536 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  br label %537

537:                                              ; preds = %535, %532
  %538 = phi { ptr, i32 } [ %536, %535 ], [ %503, %532 ]
  %539 = extractvalue { ptr, i32 } %538, 0
  %540 = extractvalue { ptr, i32 } %538, 1
  %541 = icmp eq i32 %540, %36
  br i1 %541, label %542, label %545

542:                                              ; preds = %537
  %543 = call ptr @__cxa_begin_catch(ptr %539) #22
  %544 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.8)
  br label %585

545:                                              ; preds = %537
  %546 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %547 = icmp eq i32 %540, %546
  br i1 %547, label %548, label %555

548:                                              ; preds = %545
  %549 = call ptr @__cxa_begin_catch(ptr %539) #22
  %550 = load ptr, ptr %549, align 8, !tbaa !19
  %551 = getelementptr inbounds i8, ptr %550, i64 16
  %552 = load ptr, ptr %551, align 8
  %553 = call noundef ptr %552(ptr noundef nonnull align 8 dereferenceable(16) %549) #22
  %554 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.8, ptr noundef %553)
  br label %585

555:                                              ; preds = %545
  %556 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %557 = icmp eq i32 %540, %556
  br i1 %557, label %558, label %565

558:                                              ; preds = %555
  %559 = call ptr @__cxa_begin_catch(ptr %539) #22
  %560 = load ptr, ptr %559, align 8, !tbaa !19
  %561 = getelementptr inbounds i8, ptr %560, i64 16
  %562 = load ptr, ptr %561, align 8
  %563 = call noundef ptr %562(ptr noundef nonnull align 8 dereferenceable(8) %559) #22
  %564 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.8, ptr noundef %563)
  br label %585

565:                                              ; preds = %555
  %566 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %567 = icmp eq i32 %540, %566
  br i1 %567, label %568, label %575

568:                                              ; preds = %565
  %569 = call ptr @__cxa_begin_catch(ptr %539) #22
  %570 = load ptr, ptr %569, align 8, !tbaa !19
  %571 = getelementptr inbounds i8, ptr %570, i64 16
  %572 = load ptr, ptr %571, align 8
  %573 = call noundef ptr %572(ptr noundef nonnull align 8 dereferenceable(8) %569) #22
  %574 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.8, ptr noundef %573)
  br label %585

575:                                              ; preds = %565
  %576 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %577 = icmp eq i32 %540, %576
  br i1 %577, label %578, label %1033

578:                                              ; preds = %575
  %579 = call ptr @__cxa_begin_catch(ptr %539) #22
  %580 = load ptr, ptr %579, align 8, !tbaa !19
  %581 = getelementptr inbounds i8, ptr %580, i64 16
  %582 = load ptr, ptr %581, align 8
  %583 = call noundef ptr %582(ptr noundef nonnull align 8 dereferenceable(8) %579) #22
  %584 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8, ptr noundef %583)
  br label %585

585:                                              ; preds = %542, %548, %558, %568, %578
  invoke void @__cxa_end_catch()
          to label %586 unwind label %1031

586:                                              ; preds = %585, %533
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #22
  %587 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr %587, ptr %5, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %587, ptr noundef nonnull align 1 dereferenceable(5) @.str.39, i64 5, i1 false)
  %588 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 5, ptr %588, align 8, !tbaa !10
  %589 = getelementptr inbounds i8, ptr %5, i64 21
  store i8 0, ptr %589, align 1, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %590 = load i32, ptr %310, align 4, !tbaa !18
  store i32 0, ptr %310, align 4, !tbaa !18
  %591 = call noundef i64 @strtol(ptr noundef nonnull %587, ptr noundef nonnull %4, i32 noundef 10)
  %592 = load ptr, ptr %4, align 8, !tbaa !30
  %593 = icmp eq ptr %592, %587
  br i1 %593, label %594, label %604

594:                                              ; preds = %586
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.40) #23
          to label %595 unwind label %596

595:                                              ; preds = %594
  unreachable

596:                                              ; preds = %606, %594
  %597 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %598 = load i32, ptr %310, align 4, !tbaa !18
  %599 = icmp eq i32 %598, 0
  br i1 %599, label %600, label %601

600:                                              ; preds = %596
  store i32 %590, ptr %310, align 4, !tbaa !18
  br label %601

601:                                              ; preds = %600, %596
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %602 = load ptr, ptr %5, align 8, !tbaa !21
  %603 = icmp eq ptr %602, %587
  br i1 %603, label %619, label %616

604:                                              ; preds = %586
  %605 = load i32, ptr %310, align 4, !tbaa !18
  switch i32 %605, label %609 [
    i32 34, label %606
    i32 0, label %608
  ]

606:                                              ; preds = %604
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.40) #23
          to label %607 unwind label %596

607:                                              ; preds = %606
  unreachable

608:                                              ; preds = %604
  store i32 %590, ptr %310, align 4, !tbaa !18
  br label %609

609:                                              ; preds = %608, %604
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %610 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef %591)
  %611 = load ptr, ptr %5, align 8, !tbaa !21
  %612 = icmp eq ptr %611, %587
  br i1 %612, label %623, label %613

613:                                              ; preds = %609
  %614 = load i64, ptr %587, align 8, !tbaa !13
  %615 = add i64 %614, 1
  call void @_ZdlPvm(ptr noundef %611, i64 noundef %615) #24
  br label %623

616:                                              ; preds = %601
  %617 = load i64, ptr %587, align 8, !tbaa !13
  %618 = add i64 %617, 1
  call void @_ZdlPvm(ptr noundef %602, i64 noundef %618) #24
  br label %619

619:                                              ; preds = %616, %601
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  %620 = extractvalue { ptr, i32 } %597, 0
  %621 = extractvalue { ptr, i32 } %597, 1
  %622 = icmp eq i32 %621, %36
  br i1 %622, label %625, label %628

623:                                              ; preds = %613, %609
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  %624 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.9)
  br label %669

625:                                              ; preds = %619
  %626 = call ptr @__cxa_begin_catch(ptr %620) #22
  %627 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.9)
  br label %668

628:                                              ; preds = %619
  %629 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %630 = icmp eq i32 %621, %629
  br i1 %630, label %631, label %638

631:                                              ; preds = %628
  %632 = call ptr @__cxa_begin_catch(ptr %620) #22
  %633 = load ptr, ptr %632, align 8, !tbaa !19
  %634 = getelementptr inbounds i8, ptr %633, i64 16
  %635 = load ptr, ptr %634, align 8
  %636 = call noundef ptr %635(ptr noundef nonnull align 8 dereferenceable(16) %632) #22
  %637 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.9, ptr noundef %636)
  br label %668

638:                                              ; preds = %628
  %639 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %640 = icmp eq i32 %621, %639
  br i1 %640, label %641, label %648

641:                                              ; preds = %638
  %642 = call ptr @__cxa_begin_catch(ptr %620) #22
  %643 = load ptr, ptr %642, align 8, !tbaa !19
  %644 = getelementptr inbounds i8, ptr %643, i64 16
  %645 = load ptr, ptr %644, align 8
  %646 = call noundef ptr %645(ptr noundef nonnull align 8 dereferenceable(8) %642) #22
  %647 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.9, ptr noundef %646)
  br label %668

648:                                              ; preds = %638
  %649 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %650 = icmp eq i32 %621, %649
  br i1 %650, label %651, label %658

651:                                              ; preds = %648
  %652 = call ptr @__cxa_begin_catch(ptr %620) #22
  %653 = load ptr, ptr %652, align 8, !tbaa !19
  %654 = getelementptr inbounds i8, ptr %653, i64 16
  %655 = load ptr, ptr %654, align 8
  %656 = call noundef ptr %655(ptr noundef nonnull align 8 dereferenceable(8) %652) #22
  %657 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.9, ptr noundef %656)
  br label %668

658:                                              ; preds = %648
  %659 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %660 = icmp eq i32 %621, %659
  br i1 %660, label %661, label %1033

661:                                              ; preds = %658
  %662 = call ptr @__cxa_begin_catch(ptr %620) #22
  %663 = load ptr, ptr %662, align 8, !tbaa !19
  %664 = getelementptr inbounds i8, ptr %663, i64 16
  %665 = load ptr, ptr %664, align 8
  %666 = call noundef ptr %665(ptr noundef nonnull align 8 dereferenceable(8) %662) #22
  %667 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9, ptr noundef %666)
  br label %668

668:                                              ; preds = %625, %631, %641, %651, %661
  invoke void @__cxa_end_catch()
          to label %669 unwind label %1031

669:                                              ; preds = %668, %623
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  %670 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %670, ptr %3, align 8, !tbaa !5
  %671 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %671, align 8, !tbaa !10
  store i8 0, ptr %670, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  %672 = load i32, ptr %310, align 4, !tbaa !18
  store i32 0, ptr %310, align 4, !tbaa !18
  %673 = call noundef double @strtod(ptr noundef nonnull %670, ptr noundef nonnull %2)
  %674 = load ptr, ptr %2, align 8, !tbaa !30
  %675 = icmp eq ptr %674, %670
  br i1 %675, label %676, label %686

676:                                              ; preds = %669
  invoke void @_ZSt24__throw_invalid_argumentPKc(ptr noundef nonnull @.str.43) #23
          to label %677 unwind label %678

677:                                              ; preds = %676
  unreachable

678:                                              ; preds = %688, %676
  %679 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %680 = load i32, ptr %310, align 4, !tbaa !18
  %681 = icmp eq i32 %680, 0
  br i1 %681, label %682, label %683

682:                                              ; preds = %678
  store i32 %672, ptr %310, align 4, !tbaa !18
  br label %683

683:                                              ; preds = %682, %678
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %684 = load ptr, ptr %3, align 8, !tbaa !21
  %685 = icmp eq ptr %684, %670
  br i1 %685, label %701, label %698

686:                                              ; preds = %669
  %687 = load i32, ptr %310, align 4, !tbaa !18
  switch i32 %687, label %691 [
    i32 34, label %688
    i32 0, label %690
  ]

688:                                              ; preds = %686
  invoke void @_ZSt20__throw_out_of_rangePKc(ptr noundef nonnull @.str.43) #23
          to label %689 unwind label %678

689:                                              ; preds = %688
  unreachable

690:                                              ; preds = %686
  store i32 %672, ptr %310, align 4, !tbaa !18
  br label %691

691:                                              ; preds = %690, %686
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %692 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.41, double noundef %673)
  %693 = load ptr, ptr %3, align 8, !tbaa !21
  %694 = icmp eq ptr %693, %670
  br i1 %694, label %705, label %695

695:                                              ; preds = %691
  %696 = load i64, ptr %670, align 8, !tbaa !13
  %697 = add i64 %696, 1
  call void @_ZdlPvm(ptr noundef %693, i64 noundef %697) #24
  br label %705

698:                                              ; preds = %683
  %699 = load i64, ptr %670, align 8, !tbaa !13
  %700 = add i64 %699, 1
  call void @_ZdlPvm(ptr noundef %684, i64 noundef %700) #24
  br label %701

701:                                              ; preds = %698, %683
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  %702 = extractvalue { ptr, i32 } %679, 0
  %703 = extractvalue { ptr, i32 } %679, 1
  %704 = icmp eq i32 %703, %36
  br i1 %704, label %707, label %710

705:                                              ; preds = %695, %691
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  %706 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.10)
  br label %751

707:                                              ; preds = %701
  %708 = call ptr @__cxa_begin_catch(ptr %702) #22
  %709 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.10)
  br label %750

710:                                              ; preds = %701
  %711 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %712 = icmp eq i32 %703, %711
  br i1 %712, label %713, label %720

713:                                              ; preds = %710
  %714 = call ptr @__cxa_begin_catch(ptr %702) #22
  %715 = load ptr, ptr %714, align 8, !tbaa !19
  %716 = getelementptr inbounds i8, ptr %715, i64 16
  %717 = load ptr, ptr %716, align 8
  %718 = call noundef ptr %717(ptr noundef nonnull align 8 dereferenceable(16) %714) #22
  %719 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.10, ptr noundef %718)
  br label %750

720:                                              ; preds = %710
  %721 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %722 = icmp eq i32 %703, %721
  br i1 %722, label %723, label %730

723:                                              ; preds = %720
  %724 = call ptr @__cxa_begin_catch(ptr %702) #22
  %725 = load ptr, ptr %724, align 8, !tbaa !19
  %726 = getelementptr inbounds i8, ptr %725, i64 16
  %727 = load ptr, ptr %726, align 8
  %728 = call noundef ptr %727(ptr noundef nonnull align 8 dereferenceable(8) %724) #22
  %729 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.10, ptr noundef %728)
  br label %750

730:                                              ; preds = %720
  %731 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %732 = icmp eq i32 %703, %731
  br i1 %732, label %733, label %740

733:                                              ; preds = %730
  %734 = call ptr @__cxa_begin_catch(ptr %702) #22
  %735 = load ptr, ptr %734, align 8, !tbaa !19
  %736 = getelementptr inbounds i8, ptr %735, i64 16
  %737 = load ptr, ptr %736, align 8
  %738 = call noundef ptr %737(ptr noundef nonnull align 8 dereferenceable(8) %734) #22
  %739 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.10, ptr noundef %738)
  br label %750

740:                                              ; preds = %730
  %741 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %742 = icmp eq i32 %703, %741
  br i1 %742, label %743, label %1033

743:                                              ; preds = %740
  %744 = call ptr @__cxa_begin_catch(ptr %702) #22
  %745 = load ptr, ptr %744, align 8, !tbaa !19
  %746 = getelementptr inbounds i8, ptr %745, i64 16
  %747 = load ptr, ptr %746, align 8
  %748 = call noundef ptr %747(ptr noundef nonnull align 8 dereferenceable(8) %744) #22
  %749 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10, ptr noundef %748)
  br label %750

750:                                              ; preds = %707, %713, %723, %733, %743
  invoke void @__cxa_end_catch()
          to label %751 unwind label %1031

751:                                              ; preds = %750, %705
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #22
  store ptr getelementptr inbounds inrange(-16, 16) (i8, ptr @_ZTV3Dog, i64 16), ptr %1, align 8, !tbaa !19
  %752 = call ptr @__dynamic_cast(ptr nonnull %1, ptr nonnull @_ZTI6Animal, ptr nonnull @_ZTI3Cat, i64 0) #22
  %753 = icmp eq ptr %752, null
  br i1 %753, label %754, label %756

754:                                              ; preds = %751
  invoke void @__cxa_bad_cast() #23
          to label %755 unwind label %759

755:                                              ; preds = %754
  unreachable

756:                                              ; preds = %751
  %757 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.44, ptr noundef nonnull %752)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #22
  %758 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.11)
  br label %808

759:                                              ; preds = %754
  %760 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %761 = extractvalue { ptr, i32 } %760, 0
  %762 = extractvalue { ptr, i32 } %760, 1
  %763 = icmp eq i32 %762, %36
  br i1 %763, label %764, label %767

764:                                              ; preds = %759
  %765 = call ptr @__cxa_begin_catch(ptr %761) #22
  %766 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.11)
  br label %807

767:                                              ; preds = %759
  %768 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %769 = icmp eq i32 %762, %768
  br i1 %769, label %770, label %777

770:                                              ; preds = %767
  %771 = call ptr @__cxa_begin_catch(ptr %761) #22
  %772 = load ptr, ptr %771, align 8, !tbaa !19
  %773 = getelementptr inbounds i8, ptr %772, i64 16
  %774 = load ptr, ptr %773, align 8
  %775 = call noundef ptr %774(ptr noundef nonnull align 8 dereferenceable(16) %771) #22
  %776 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.11, ptr noundef %775)
  br label %807

777:                                              ; preds = %767
  %778 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %779 = icmp eq i32 %762, %778
  br i1 %779, label %780, label %787

780:                                              ; preds = %777
  %781 = call ptr @__cxa_begin_catch(ptr %761) #22
  %782 = load ptr, ptr %781, align 8, !tbaa !19
  %783 = getelementptr inbounds i8, ptr %782, i64 16
  %784 = load ptr, ptr %783, align 8
  %785 = call noundef ptr %784(ptr noundef nonnull align 8 dereferenceable(8) %781) #22
  %786 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.11, ptr noundef %785)
  br label %807

787:                                              ; preds = %777
  %788 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %789 = icmp eq i32 %762, %788
  br i1 %789, label %790, label %797

790:                                              ; preds = %787
  %791 = call ptr @__cxa_begin_catch(ptr %761) #22
  %792 = load ptr, ptr %791, align 8, !tbaa !19
  %793 = getelementptr inbounds i8, ptr %792, i64 16
  %794 = load ptr, ptr %793, align 8
  %795 = call noundef ptr %794(ptr noundef nonnull align 8 dereferenceable(8) %791) #22
  %796 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.11, ptr noundef %795)
  br label %807

797:                                              ; preds = %787
  %798 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %799 = icmp eq i32 %762, %798
  br i1 %799, label %800, label %1033

800:                                              ; preds = %797
  %801 = call ptr @__cxa_begin_catch(ptr %761) #22
  %802 = load ptr, ptr %801, align 8, !tbaa !19
  %803 = getelementptr inbounds i8, ptr %802, i64 16
  %804 = load ptr, ptr %803, align 8
  %805 = call noundef ptr %804(ptr noundef nonnull align 8 dereferenceable(8) %801) #22
  %806 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11, ptr noundef %805)
  br label %807

807:                                              ; preds = %764, %770, %780, %790, %800
  invoke void @__cxa_end_catch()
          to label %808 unwind label %1031

808:                                              ; preds = %807, %756
  invoke void @_ZSt27__throw_bad_optional_accessv() #23
          to label %809 unwind label %810

809:                                              ; preds = %808
  unreachable

810:                                              ; preds = %808
  %811 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %812 = extractvalue { ptr, i32 } %811, 0
  %813 = extractvalue { ptr, i32 } %811, 1
  %814 = icmp eq i32 %813, %36
  br i1 %814, label %815, label %819

815:                                              ; preds = %810
  %816 = call ptr @__cxa_begin_catch(ptr %812) #22
  %817 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.12)
  br label %818

818:                                              ; preds = %852, %842, %832, %822, %815
  invoke void @__cxa_end_catch()
          to label %859 unwind label %1031

819:                                              ; preds = %810
  %820 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %821 = icmp eq i32 %813, %820
  br i1 %821, label %822, label %829

822:                                              ; preds = %819
  %823 = call ptr @__cxa_begin_catch(ptr %812) #22
  %824 = load ptr, ptr %823, align 8, !tbaa !19
  %825 = getelementptr inbounds i8, ptr %824, i64 16
  %826 = load ptr, ptr %825, align 8
  %827 = call noundef ptr %826(ptr noundef nonnull align 8 dereferenceable(16) %823) #22
  %828 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.12, ptr noundef %827)
  br label %818

829:                                              ; preds = %819
  %830 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %831 = icmp eq i32 %813, %830
  br i1 %831, label %832, label %839

832:                                              ; preds = %829
  %833 = call ptr @__cxa_begin_catch(ptr %812) #22
  %834 = load ptr, ptr %833, align 8, !tbaa !19
  %835 = getelementptr inbounds i8, ptr %834, i64 16
  %836 = load ptr, ptr %835, align 8
  %837 = call noundef ptr %836(ptr noundef nonnull align 8 dereferenceable(8) %833) #22
  %838 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.12, ptr noundef %837)
  br label %818

839:                                              ; preds = %829
  %840 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %841 = icmp eq i32 %813, %840
  br i1 %841, label %842, label %849

842:                                              ; preds = %839
  %843 = call ptr @__cxa_begin_catch(ptr %812) #22
  %844 = load ptr, ptr %843, align 8, !tbaa !19
  %845 = getelementptr inbounds i8, ptr %844, i64 16
  %846 = load ptr, ptr %845, align 8
  %847 = call noundef ptr %846(ptr noundef nonnull align 8 dereferenceable(8) %843) #22
  %848 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.12, ptr noundef %847)
  br label %818

849:                                              ; preds = %839
  %850 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %851 = icmp eq i32 %813, %850
  br i1 %851, label %852, label %1033

852:                                              ; preds = %849
  %853 = call ptr @__cxa_begin_catch(ptr %812) #22
  %854 = load ptr, ptr %853, align 8, !tbaa !19
  %855 = getelementptr inbounds i8, ptr %854, i64 16
  %856 = load ptr, ptr %855, align 8
  %857 = call noundef ptr %856(ptr noundef nonnull align 8 dereferenceable(8) %853) #22
  %858 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12, ptr noundef %857)
  br label %818

859:                                              ; preds = %818
  %860 = call ptr @__cxa_allocate_exception(i64 16) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt18bad_variant_access, i64 16), ptr %860, align 8, !tbaa !19
  %861 = getelementptr inbounds i8, ptr %860, i64 8
  store ptr @.str.47, ptr %861, align 8, !tbaa !33
  invoke void @__cxa_throw(ptr nonnull %860, ptr nonnull @_ZTISt18bad_variant_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
          to label %862 unwind label %863

862:                                              ; preds = %859
  unreachable

863:                                              ; preds = %859
  %864 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %865 = extractvalue { ptr, i32 } %864, 0
  %866 = extractvalue { ptr, i32 } %864, 1
  %867 = icmp eq i32 %866, %36
  br i1 %867, label %868, label %872

868:                                              ; preds = %863
  %869 = call ptr @__cxa_begin_catch(ptr %865) #22
  %870 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.13)
  br label %871

871:                                              ; preds = %905, %895, %885, %875, %868
  invoke void @__cxa_end_catch()
          to label %912 unwind label %1031

872:                                              ; preds = %863
  %873 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %874 = icmp eq i32 %866, %873
  br i1 %874, label %875, label %882

875:                                              ; preds = %872
  %876 = call ptr @__cxa_begin_catch(ptr %865) #22
  %877 = load ptr, ptr %876, align 8, !tbaa !19
  %878 = getelementptr inbounds i8, ptr %877, i64 16
  %879 = load ptr, ptr %878, align 8
  %880 = call noundef ptr %879(ptr noundef nonnull align 8 dereferenceable(16) %876) #22
  %881 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.13, ptr noundef %880)
  br label %871

882:                                              ; preds = %872
  %883 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %884 = icmp eq i32 %866, %883
  br i1 %884, label %885, label %892

885:                                              ; preds = %882
  %886 = call ptr @__cxa_begin_catch(ptr %865) #22
  %887 = load ptr, ptr %886, align 8, !tbaa !19
  %888 = getelementptr inbounds i8, ptr %887, i64 16
  %889 = load ptr, ptr %888, align 8
  %890 = call noundef ptr %889(ptr noundef nonnull align 8 dereferenceable(8) %886) #22
  %891 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.13, ptr noundef %890)
  br label %871

892:                                              ; preds = %882
  %893 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %894 = icmp eq i32 %866, %893
  br i1 %894, label %895, label %902

895:                                              ; preds = %892
  %896 = call ptr @__cxa_begin_catch(ptr %865) #22
  %897 = load ptr, ptr %896, align 8, !tbaa !19
  %898 = getelementptr inbounds i8, ptr %897, i64 16
  %899 = load ptr, ptr %898, align 8
  %900 = call noundef ptr %899(ptr noundef nonnull align 8 dereferenceable(8) %896) #22
  %901 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.13, ptr noundef %900)
  br label %871

902:                                              ; preds = %892
  %903 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %904 = icmp eq i32 %866, %903
  br i1 %904, label %905, label %1033

905:                                              ; preds = %902
  %906 = call ptr @__cxa_begin_catch(ptr %865) #22
  %907 = load ptr, ptr %906, align 8, !tbaa !19
  %908 = getelementptr inbounds i8, ptr %907, i64 16
  %909 = load ptr, ptr %908, align 8
  %910 = call noundef ptr %909(ptr noundef nonnull align 8 dereferenceable(8) %906) #22
  %911 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.13, ptr noundef %910)
  br label %871

912:                                              ; preds = %871
  %913 = load volatile i64, ptr @_ZL4huge, align 8, !tbaa !25
  %914 = invoke noalias noundef nonnull ptr @_Znwm(i64 noundef %913) #26
          to label %915 unwind label %917

915:                                              ; preds = %912
  call void @_ZdlPv(ptr noundef nonnull %914) #22
  %916 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, ptr noundef nonnull @.str.14)
  br label %966

917:                                              ; preds = %912
  %918 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %919 = extractvalue { ptr, i32 } %918, 0
  %920 = extractvalue { ptr, i32 } %918, 1
  %921 = icmp eq i32 %920, %36
  br i1 %921, label %922, label %925

922:                                              ; preds = %917
  %923 = call ptr @__cxa_begin_catch(ptr %919) #22
  %924 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.14)
  br label %965

925:                                              ; preds = %917
  %926 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %927 = icmp eq i32 %920, %926
  br i1 %927, label %928, label %935

928:                                              ; preds = %925
  %929 = call ptr @__cxa_begin_catch(ptr %919) #22
  %930 = load ptr, ptr %929, align 8, !tbaa !19
  %931 = getelementptr inbounds i8, ptr %930, i64 16
  %932 = load ptr, ptr %931, align 8
  %933 = call noundef ptr %932(ptr noundef nonnull align 8 dereferenceable(16) %929) #22
  %934 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.14, ptr noundef %933)
  br label %965

935:                                              ; preds = %925
  %936 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %937 = icmp eq i32 %920, %936
  br i1 %937, label %938, label %945

938:                                              ; preds = %935
  %939 = call ptr @__cxa_begin_catch(ptr %919) #22
  %940 = load ptr, ptr %939, align 8, !tbaa !19
  %941 = getelementptr inbounds i8, ptr %940, i64 16
  %942 = load ptr, ptr %941, align 8
  %943 = call noundef ptr %942(ptr noundef nonnull align 8 dereferenceable(8) %939) #22
  %944 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.14, ptr noundef %943)
  br label %965

945:                                              ; preds = %935
  %946 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %947 = icmp eq i32 %920, %946
  br i1 %947, label %948, label %955

948:                                              ; preds = %945
  %949 = call ptr @__cxa_begin_catch(ptr %919) #22
  %950 = load ptr, ptr %949, align 8, !tbaa !19
  %951 = getelementptr inbounds i8, ptr %950, i64 16
  %952 = load ptr, ptr %951, align 8
  %953 = call noundef ptr %952(ptr noundef nonnull align 8 dereferenceable(8) %949) #22
  %954 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.14, ptr noundef %953)
  br label %965

955:                                              ; preds = %945
  %956 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %957 = icmp eq i32 %920, %956
  br i1 %957, label %958, label %1033

958:                                              ; preds = %955
  %959 = call ptr @__cxa_begin_catch(ptr %919) #22
  %960 = load ptr, ptr %959, align 8, !tbaa !19
  %961 = getelementptr inbounds i8, ptr %960, i64 16
  %962 = load ptr, ptr %961, align 8
  %963 = call noundef ptr %962(ptr noundef nonnull align 8 dereferenceable(8) %959) #22
  %964 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.14, ptr noundef %963)
  br label %965

965:                                              ; preds = %922, %928, %938, %948, %958
  invoke void @__cxa_end_catch()
          to label %966 unwind label %1031

966:                                              ; preds = %965, %915
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.48) #23
          to label %967 unwind label %968

967:                                              ; preds = %966
  unreachable

968:                                              ; preds = %966
  %969 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
          catch ptr @_ZTISt16invalid_argument
          catch ptr @_ZTISt9bad_alloc
          catch ptr @_ZTISt8bad_cast
          catch ptr @_ZTISt9exception
  %970 = extractvalue { ptr, i32 } %969, 0
  %971 = extractvalue { ptr, i32 } %969, 1
  %972 = icmp eq i32 %971, %36
  br i1 %972, label %973, label %977

973:                                              ; preds = %968
  %974 = call ptr @__cxa_begin_catch(ptr %970) #22
  %975 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, ptr noundef nonnull @.str.15)
  br label %976

976:                                              ; preds = %1010, %1000, %990, %980, %973
  invoke void @__cxa_end_catch()
          to label %1017 unwind label %1031

977:                                              ; preds = %968
  %978 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %979 = icmp eq i32 %971, %978
  br i1 %979, label %980, label %987

980:                                              ; preds = %977
  %981 = call ptr @__cxa_begin_catch(ptr %970) #22
  %982 = load ptr, ptr %981, align 8, !tbaa !19
  %983 = getelementptr inbounds i8, ptr %982, i64 16
  %984 = load ptr, ptr %983, align 8
  %985 = call noundef ptr %984(ptr noundef nonnull align 8 dereferenceable(16) %981) #22
  %986 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, ptr noundef nonnull @.str.15, ptr noundef %985)
  br label %976

987:                                              ; preds = %977
  %988 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9bad_alloc) #22
  %989 = icmp eq i32 %971, %988
  br i1 %989, label %990, label %997

990:                                              ; preds = %987
  %991 = call ptr @__cxa_begin_catch(ptr %970) #22
  %992 = load ptr, ptr %991, align 8, !tbaa !19
  %993 = getelementptr inbounds i8, ptr %992, i64 16
  %994 = load ptr, ptr %993, align 8
  %995 = call noundef ptr %994(ptr noundef nonnull align 8 dereferenceable(8) %991) #22
  %996 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.21, ptr noundef nonnull @.str.15, ptr noundef %995)
  br label %976

997:                                              ; preds = %987
  %998 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt8bad_cast) #22
  %999 = icmp eq i32 %971, %998
  br i1 %999, label %1000, label %1007

1000:                                             ; preds = %997
  %1001 = call ptr @__cxa_begin_catch(ptr %970) #22
  %1002 = load ptr, ptr %1001, align 8, !tbaa !19
  %1003 = getelementptr inbounds i8, ptr %1002, i64 16
  %1004 = load ptr, ptr %1003, align 8
  %1005 = call noundef ptr %1004(ptr noundef nonnull align 8 dereferenceable(8) %1001) #22
  %1006 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, ptr noundef nonnull @.str.15, ptr noundef %1005)
  br label %976

1007:                                             ; preds = %997
  %1008 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %1009 = icmp eq i32 %971, %1008
  br i1 %1009, label %1010, label %1033

1010:                                             ; preds = %1007
  %1011 = call ptr @__cxa_begin_catch(ptr %970) #22
  %1012 = load ptr, ptr %1011, align 8, !tbaa !19
  %1013 = getelementptr inbounds i8, ptr %1012, i64 16
  %1014 = load ptr, ptr %1013, align 8
  %1015 = call noundef ptr %1014(ptr noundef nonnull align 8 dereferenceable(8) %1011) #22
  %1016 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15, ptr noundef %1015)
  br label %976

1017:                                             ; preds = %976
  %1018 = load ptr, ptr %227, align 8, !tbaa !26
  invoke void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %16, ptr noundef %1018)
          to label %1022 unwind label %1019

1019:                                             ; preds = %1017
  %1020 = landingpad { ptr, i32 }
          catch ptr null
  %1021 = extractvalue { ptr, i32 } %1020, 0
  call void @__clang_call_terminate(ptr %1021) #27
  unreachable

1022:                                             ; preds = %1017
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  %1023 = load ptr, ptr %15, align 8, !tbaa !21
  %1024 = icmp eq ptr %1023, %23
  br i1 %1024, label %1028, label %1025

1025:                                             ; preds = %1022
  %1026 = load i64, ptr %23, align 8, !tbaa !13
  %1027 = add i64 %1026, 1
  call void @_ZdlPvm(ptr noundef %1023, i64 noundef %1027) #24
  br label %1028

1028:                                             ; preds = %1022, %1025
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef 12) #24
  ret i32 0

1029:                                             ; preds = %0
  %1030 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %19) #22
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %18) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17) #22
  br label %1035

1031:                                             ; preds = %81, %142, %225, %305, %396, %486, %585, %668, %750, %807, %965, %976, %871, %818
  %1032 = landingpad { ptr, i32 }
          cleanup
  br label %1033

1033:                                             ; preds = %71, %215, %386, %575, %740, %849, %955, %1007, %1031, %902, %797, %658, %476, %295, %132
  %1034 = phi { ptr, i32 } [ %33, %71 ], [ %95, %132 ], [ %178, %215 ], [ %258, %295 ], [ %318, %386 ], [ %408, %476 ], [ %538, %575 ], [ %597, %658 ], [ %679, %740 ], [ %760, %797 ], [ %811, %849 ], [ %864, %902 ], [ %918, %955 ], [ %1032, %1031 ], [ %969, %1007 ]
  call void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %16) #22
  br label %1035

1035:                                             ; preds = %1033, %1029
  %1036 = phi { ptr, i32 } [ %1034, %1033 ], [ %1030, %1029 ]
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %16) #22
  %1037 = load ptr, ptr %15, align 8, !tbaa !21
  %1038 = icmp eq ptr %1037, %23
  br i1 %1038, label %1042, label %1039

1039:                                             ; preds = %1035
  %1040 = load i64, ptr %23, align 8, !tbaa !13
  %1041 = add i64 %1040, 1
  call void @_ZdlPvm(ptr noundef %1037, i64 noundef %1041) #24
  br label %1042

1042:                                             ; preds = %1039, %1035
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #22
  call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef 12) #24
  resume { ptr, i32 } %1036
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEEC2ESt16initializer_listIS4_ERKS1_RKS5_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, i64 %2, ptr noundef nonnull align 1 dereferenceable(1) %3, ptr noundef nonnull align 1 dereferenceable(1) %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 0, ptr %6, align 8, !tbaa !36
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr null, ptr %7, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %6, ptr %8, align 8, !tbaa !37
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %6, ptr %9, align 8, !tbaa !38
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  store i64 0, ptr %10, align 8, !tbaa !39
  %11 = getelementptr inbounds %"struct.std::pair", ptr %1, i64 %2
  %12 = icmp eq i64 %2, 0
  br i1 %12, label %72, label %13

13:                                               ; preds = %5, %68
  %14 = phi i64 [ %69, %68 ], [ 0, %5 ]
  %15 = phi ptr [ %70, %68 ], [ %1, %5 ]
  %16 = icmp eq i64 %14, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %9, align 8, !tbaa !30
  %19 = getelementptr inbounds i8, ptr %18, i64 32
  %20 = load i32, ptr %19, align 4, !tbaa !18
  %21 = load i32, ptr %15, align 4, !tbaa !18
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %52, label %23

23:                                               ; preds = %17, %13
  %24 = load ptr, ptr %7, align 8, !tbaa !30
  %25 = icmp eq ptr %24, null
  br i1 %25, label %38, label %26

26:                                               ; preds = %23
  %27 = load i32, ptr %15, align 4, !tbaa !18
  br label %28

28:                                               ; preds = %28, %26
  %29 = phi ptr [ %24, %26 ], [ %35, %28 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 32
  %31 = load i32, ptr %30, align 4, !tbaa !18
  %32 = icmp slt i32 %27, %31
  %33 = select i1 %32, i64 16, i64 24
  %34 = getelementptr inbounds i8, ptr %29, i64 %33
  %35 = load ptr, ptr %34, align 8, !tbaa !30
  %36 = icmp eq ptr %35, null
  br i1 %36, label %37, label %28, !llvm.loop !40

37:                                               ; preds = %28
  br i1 %32, label %38, label %47

38:                                               ; preds = %37, %23
  %39 = phi ptr [ %29, %37 ], [ %6, %23 ]
  %40 = load ptr, ptr %8, align 8, !tbaa !37
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %52, label %42

42:                                               ; preds = %38
  %43 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %39) #28
  %44 = getelementptr inbounds i8, ptr %43, i64 32
  %45 = load i32, ptr %44, align 4, !tbaa !18
  %46 = load i32, ptr %15, align 4, !tbaa !18
  br label %47

47:                                               ; preds = %42, %37
  %48 = phi i32 [ %46, %42 ], [ %27, %37 ]
  %49 = phi i32 [ %45, %42 ], [ %31, %37 ]
  %50 = phi ptr [ %39, %42 ], [ %29, %37 ]
  %51 = icmp slt i32 %49, %48
  br i1 %51, label %52, label %68

52:                                               ; preds = %47, %17, %38
  %53 = phi ptr [ %39, %38 ], [ %18, %17 ], [ %50, %47 ]
  %54 = icmp eq ptr %6, %53
  br i1 %54, label %60, label %55

55:                                               ; preds = %52
  %56 = getelementptr inbounds i8, ptr %53, i64 32
  %57 = load i32, ptr %15, align 4, !tbaa !18
  %58 = load i32, ptr %56, align 4, !tbaa !18
  %59 = icmp slt i32 %57, %58
  br label %60

60:                                               ; preds = %55, %52
  %61 = phi i1 [ true, %52 ], [ %59, %55 ]
  %62 = invoke noalias noundef nonnull dereferenceable(40) ptr @_Znwm(i64 noundef 40) #21
          to label %63 unwind label %73

63:                                               ; preds = %60
  %64 = getelementptr inbounds i8, ptr %62, i64 32
  %65 = load i64, ptr %15, align 4
  store i64 %65, ptr %64, align 4
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %61, ptr noundef nonnull %62, ptr noundef nonnull %53, ptr noundef nonnull align 8 dereferenceable(32) %6) #22
  %66 = load i64, ptr %10, align 8, !tbaa !39
  %67 = add i64 %66, 1
  store i64 %67, ptr %10, align 8, !tbaa !39
  br label %68

68:                                               ; preds = %47, %63
  %69 = phi i64 [ %14, %47 ], [ %67, %63 ]
  %70 = getelementptr inbounds i8, ptr %15, i64 8
  %71 = icmp eq ptr %70, %11
  br i1 %71, label %72, label %13, !llvm.loop !41

72:                                               ; preds = %68, %5
  ret void

73:                                               ; preds = %60
  %74 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) #22
  resume { ptr, i32 } %74
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapIiiSt4lessIiESaISt4pairIKiiEEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %11, label %4

4:                                                ; preds = %2, %4
  %5 = phi ptr [ %9, %4 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !42
  tail call void @_ZNSt8_Rb_treeIiSt4pairIKiiESt10_Select1stIS2_ESt4lessIiESaIS2_EE8_M_eraseEPSt13_Rb_tree_nodeIS2_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !43
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 40) #24
  %10 = icmp eq ptr %9, null
  br i1 %10, label %11, label %4, !llvm.loop !44

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

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #10

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #11

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
define linkonce_odr dso_local void @_ZN6AnimalD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3DogD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #24
  ret void
}

; Function Attrs: inlinehint mustprogress noreturn uwtable
define linkonce_odr dso_local void @_ZSt27__throw_bad_optional_accessv() local_unnamed_addr #18 comdat {
  %1 = tail call ptr @__cxa_allocate_exception(i64 8) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt19bad_optional_access, i64 16), ptr %1, align 8, !tbaa !19
  tail call void @__cxa_throw(ptr nonnull %1, ptr nonnull @_ZTISt19bad_optional_access, ptr nonnull @_ZNSt9exceptionD2Ev) #23
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt19bad_optional_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 8) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt19bad_optional_access4whatEv(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat align 2 {
  ret ptr @.str.45
}

; Function Attrs: nounwind
declare void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #11

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt18bad_variant_accessD0Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #17 comdat align 2 {
  tail call void @_ZNSt9exceptionD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNKSt18bad_variant_access4whatEv(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !33
  ret ptr %3
}

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPv(ptr noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #19

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #20

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
attributes #12 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nosync nounwind memory(none) }
attributes #14 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(read) }
attributes #17 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #18 = { inlinehint mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!10 = !{!11, !12, i64 8}
!11 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !6, i64 0, !12, i64 8, !8, i64 16}
!12 = !{!"long", !8, i64 0}
!13 = !{!8, !8, i64 0}
!14 = !{!15, !16, i64 0}
!15 = !{!"_ZTSSt4pairIKiiE", !16, i64 0, !16, i64 4}
!16 = !{!"int", !8, i64 0}
!17 = !{!15, !16, i64 4}
!18 = !{!16, !16, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !9, i64 0}
!21 = !{!11, !7, i64 0}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!24 = distinct !{!24, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!25 = !{!12, !12, i64 0}
!26 = !{!27, !7, i64 8}
!27 = !{!"_ZTSSt15_Rb_tree_header", !28, i64 0, !12, i64 32}
!28 = !{!"_ZTSSt18_Rb_tree_node_base", !29, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!29 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = !{!34, !7, i64 8}
!34 = !{!"_ZTSSt18bad_variant_access", !35, i64 0, !7, i64 8}
!35 = !{!"_ZTSSt9exception"}
!36 = !{!27, !29, i64 0}
!37 = !{!27, !7, i64 16}
!38 = !{!27, !7, i64 24}
!39 = !{!27, !12, i64 32}
!40 = distinct !{!40, !32}
!41 = distinct !{!41, !32}
!42 = !{!28, !7, i64 24}
!43 = !{!28, !7, i64 16}
!44 = distinct !{!44, !32}
