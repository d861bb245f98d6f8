; ModuleID = 'std_containers_throw.cpp'
source_filename = "std_containers_throw.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::vector.13" = type { %"struct.std::_Vector_base.14" }
%"struct.std::_Vector_base.14" = type { %"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::__cxx11::basic_string<char>, std::allocator<std::__cxx11::basic_string<char>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator" = type { i8 }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<Item, std::allocator<Item>>::_Vector_impl" }
%"struct.std::_Vector_base<Item, std::allocator<Item>>::_Vector_impl" = type { %"struct.std::_Vector_base<Item, std::allocator<Item>>::_Vector_impl_data" }
%"struct.std::_Vector_base<Item, std::allocator<Item>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::map" = type { %"class.std::_Rb_tree" }
%"class.std::_Rb_tree" = type { %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" }
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Rb_tree_impl" = type { [8 x i8], %"struct.std::_Rb_tree_header" }
%"struct.std::_Rb_tree_header" = type { %"struct.std::_Rb_tree_node_base", i64 }
%"struct.std::_Rb_tree_node_base" = type { i32, ptr, ptr, ptr }
%struct.Item = type { i32 }
%"struct.std::pair.7" = type <{ %"class.std::__cxx11::basic_string", %struct.Item, [4 x i8] }>
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }

$__clang_call_terminate = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_ = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev = comdat any

$_ZNSt6vectorI4ItemSaIS0_EED2Ev = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev = comdat any

$_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_ = comdat any

$_ZN4ItemC2ERKS_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E = comdat any

$_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_mT_S7_ = comdat any

$_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE14_M_create_nodeIJRA4_KcS8_EEEPSt13_Rb_tree_nodeIS9_EDpOT_ = comdat any

$_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str = private unnamed_addr constant [12 x i8] c"built \22%s\22\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"caught string \22%s\22\0A\00", align 1
@_ZL11copy_budget = internal unnamed_addr global i32 1000, align 4
@_ZTISt13runtime_error = external constant ptr
@.str.2 = private unnamed_addr constant [13 x i8] c"caught \22%s\22\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"vector size %zu:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c", live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"map insert: caught \22%s\22\0A\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"map:\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c" %s=%d\00", align 1
@.str.12 = private unnamed_addr constant [21 x i8] c", size %zu, live %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"start\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"part\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"gave up after \00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@.str.19 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str.22 = private unnamed_addr constant [26 x i8] c"copy budget exhausted at \00", align 1
@.str.23 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.std::vector.13", align 8
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  %6 = alloca %"class.std::__cxx11::basic_string", align 8
  %7 = alloca %"class.std::allocator", align 1
  %8 = alloca %"class.std::__cxx11::basic_string", align 8
  %9 = alloca %"class.std::__cxx11::basic_string", align 8
  %10 = alloca %"class.std::__cxx11::basic_string", align 8
  %11 = alloca %"class.std::vector", align 8
  %12 = alloca i32, align 4
  %13 = alloca %"class.std::map", align 8
  %14 = alloca %struct.Item, align 4
  %15 = alloca %struct.Item, align 4
  %16 = alloca %struct.Item, align 4
  %17 = alloca %"struct.std::pair.7", align 8
  %18 = alloca %"class.std::__cxx11::basic_string", align 8
  %19 = getelementptr inbounds i8, ptr %10, i64 16
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  %21 = getelementptr inbounds i8, ptr %10, i64 21
  %22 = getelementptr inbounds i8, ptr %4, i64 16
  %23 = getelementptr inbounds i8, ptr %3, i64 16
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  %25 = getelementptr inbounds i8, ptr %5, i64 16
  %26 = getelementptr inbounds i8, ptr %5, i64 8
  %27 = getelementptr inbounds i8, ptr %2, i64 16
  %28 = getelementptr inbounds i8, ptr %2, i64 8
  %29 = getelementptr inbounds i8, ptr %1, i64 8
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = getelementptr inbounds i8, ptr %9, i64 16
  %32 = getelementptr inbounds i8, ptr %9, i64 8
  %33 = getelementptr inbounds i8, ptr %6, i64 16
  %34 = getelementptr inbounds i8, ptr %8, i64 16
  br label %60

35:                                               ; preds = %361
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %36 = getelementptr inbounds i8, ptr %11, i64 16
  %37 = invoke noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_mT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 noundef 4, ptr noundef null, ptr noundef null)
          to label %38 unwind label %364

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %11, i64 8
  %40 = load ptr, ptr %11, align 8, !tbaa !5
  %41 = load ptr, ptr %39, align 8, !tbaa !10
  %42 = icmp eq ptr %40, %41
  br i1 %42, label %53, label %43

43:                                               ; preds = %38
  %44 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %45 = ptrtoint ptr %41 to i64
  %46 = ptrtoint ptr %40 to i64
  %47 = sub i64 %45, %46
  %48 = add i64 %47, 17179869180
  %49 = lshr i64 %48, 2
  %50 = trunc i64 %49 to i32
  %51 = xor i32 %50, -1
  %52 = add i32 %44, %51
  store i32 %52, ptr @_ZL4live, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %43, %38
  %54 = icmp eq ptr %40, null
  br i1 %54, label %368, label %55

55:                                               ; preds = %53
  %56 = load ptr, ptr %36, align 8, !tbaa !13
  %57 = ptrtoint ptr %56 to i64
  %58 = ptrtoint ptr %40 to i64
  %59 = sub i64 %57, %58
  call void @_ZdlPvm(ptr noundef nonnull %40, i64 noundef %59) #21
  br label %368

60:                                               ; preds = %0, %361
  %61 = phi i64 [ 3, %0 ], [ %362, %361 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20
  call void @llvm.experimental.noalias.scope.decl(metadata !14)
  store ptr %19, ptr %10, align 8, !tbaa !17, !alias.scope !14
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %19, ptr noundef nonnull align 1 dereferenceable(5) @.str.13, i64 5, i1 false)
  store i64 5, ptr %20, align 8, !tbaa !19, !alias.scope !14
  store i8 0, ptr %21, align 1, !tbaa !22, !alias.scope !14
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #20, !noalias !14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !noalias !14
  br label %69

62:                                               ; preds = %198
  %63 = add nuw nsw i64 %70, 1
  %64 = icmp eq i64 %63, %61
  br i1 %64, label %65, label %69, !llvm.loop !23

65:                                               ; preds = %62
  %66 = load ptr, ptr %1, align 8, !tbaa !25, !noalias !14
  %67 = load ptr, ptr %29, align 8, !tbaa !25, !noalias !14
  %68 = icmp eq ptr %66, %67
  br i1 %68, label %288, label %296

69:                                               ; preds = %62, %60
  %70 = phi i64 [ %63, %62 ], [ 0, %60 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #20, !noalias !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20, !noalias !14
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20, !noalias !14
  store ptr %22, ptr %4, align 8, !tbaa !17, !alias.scope !26, !noalias !14
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 1, i8 noundef signext 45)
          to label %74 unwind label %71

71:                                               ; preds = %69
  %72 = landingpad { ptr, i32 }
          catch ptr null
  %73 = extractvalue { ptr, i32 } %72, 0
  call void @__clang_call_terminate(ptr %73) #22
  unreachable

74:                                               ; preds = %69
  %75 = load ptr, ptr %4, align 8, !tbaa !29, !alias.scope !26, !noalias !14
  %76 = trunc i64 %70 to i8
  %77 = or disjoint i8 %76, 48
  store i8 %77, ptr %75, align 1, !tbaa !22
  %78 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.14, i64 noundef 4)
          to label %79 unwind label %207

79:                                               ; preds = %74
  store ptr %23, ptr %3, align 8, !tbaa !17, !alias.scope !30, !noalias !14
  %80 = load ptr, ptr %78, align 8, !tbaa !29
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = icmp eq ptr %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %79
  %84 = getelementptr inbounds i8, ptr %78, i64 8
  %85 = load i64, ptr %84, align 8, !tbaa !19
  %86 = add i64 %85, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %23, ptr nonnull align 8 %81, i64 %86, i1 false)
  br label %93

89:                                               ; preds = %79
  store ptr %80, ptr %3, align 8, !tbaa !29, !alias.scope !30, !noalias !14
  %90 = load i64, ptr %81, align 8, !tbaa !22
  store i64 %90, ptr %23, align 8, !tbaa !22, !alias.scope !30, !noalias !14
  %91 = getelementptr inbounds i8, ptr %78, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !19
  br label %93

93:                                               ; preds = %89, %88, %83
  %94 = phi i64 [ -1, %83 ], [ %85, %88 ], [ %92, %89 ]
  %95 = getelementptr inbounds i8, ptr %78, i64 8
  store i64 %94, ptr %24, align 8, !tbaa !19, !alias.scope !30, !noalias !14
  store ptr %81, ptr %78, align 8, !tbaa !29
  store i64 0, ptr %95, align 8, !tbaa !19
  store i8 0, ptr %81, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20, !noalias !14
  store ptr %25, ptr %5, align 8, !tbaa !17, !noalias !14
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 20, i8 noundef signext 120)
          to label %96 unwind label %209

96:                                               ; preds = %93
  call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %97 = load i64, ptr %24, align 8, !tbaa !19, !noalias !36
  %98 = load i64, ptr %26, align 8, !tbaa !19, !noalias !36
  %99 = add i64 %98, %97
  %100 = load ptr, ptr %3, align 8, !tbaa !29, !noalias !36
  %101 = icmp eq ptr %100, %23
  %102 = load i64, ptr %23, align 8, !noalias !36
  %103 = select i1 %101, i64 15, i64 %102
  %104 = icmp ugt i64 %99, %103
  br i1 %104, label %105, label %128

105:                                              ; preds = %96
  %106 = load ptr, ptr %5, align 8, !tbaa !29, !noalias !36
  %107 = icmp eq ptr %106, %25
  %108 = load i64, ptr %25, align 8, !noalias !36
  %109 = select i1 %107, i64 15, i64 %108
  %110 = icmp ugt i64 %99, %109
  br i1 %110, label %128, label %111

111:                                              ; preds = %105
  %112 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef %100, i64 noundef %97)
          to label %113 unwind label %211

113:                                              ; preds = %111
  store ptr %27, ptr %2, align 8, !tbaa !17, !alias.scope !33, !noalias !14
  %114 = load ptr, ptr %112, align 8, !tbaa !29
  %115 = getelementptr inbounds i8, ptr %112, i64 16
  %116 = icmp eq ptr %114, %115
  br i1 %116, label %117, label %123

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %112, i64 8
  %119 = load i64, ptr %118, align 8, !tbaa !19
  %120 = add i64 %119, 1
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %125, label %122

122:                                              ; preds = %117
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %27, ptr nonnull align 8 %115, i64 %120, i1 false)
  br label %125

123:                                              ; preds = %113
  store ptr %114, ptr %2, align 8, !tbaa !29, !alias.scope !33, !noalias !14
  %124 = load i64, ptr %115, align 8, !tbaa !22
  store i64 %124, ptr %27, align 8, !tbaa !22, !alias.scope !33, !noalias !14
  br label %125

125:                                              ; preds = %123, %122, %117
  %126 = getelementptr inbounds i8, ptr %112, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !19
  store i64 %127, ptr %28, align 8, !tbaa !19, !alias.scope !33, !noalias !14
  store ptr %115, ptr %112, align 8, !tbaa !29
  br label %151

128:                                              ; preds = %105, %96
  %129 = sub i64 4611686018427387903, %97
  %130 = icmp ult i64 %129, %98
  br i1 %130, label %131, label %133

131:                                              ; preds = %128
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %132 unwind label %213

132:                                              ; preds = %131
  unreachable

133:                                              ; preds = %128
  %134 = load ptr, ptr %5, align 8, !tbaa !29, !noalias !36
  %135 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %134, i64 noundef %98)
          to label %136 unwind label %211

136:                                              ; preds = %133
  store ptr %27, ptr %2, align 8, !tbaa !17, !alias.scope !33, !noalias !14
  %137 = load ptr, ptr %135, align 8, !tbaa !29
  %138 = getelementptr inbounds i8, ptr %135, i64 16
  %139 = icmp eq ptr %137, %138
  br i1 %139, label %140, label %146

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %135, i64 8
  %142 = load i64, ptr %141, align 8, !tbaa !19
  %143 = add i64 %142, 1
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %27, ptr nonnull align 8 %138, i64 %143, i1 false)
  br label %148

146:                                              ; preds = %136
  store ptr %137, ptr %2, align 8, !tbaa !29, !alias.scope !33, !noalias !14
  %147 = load i64, ptr %138, align 8, !tbaa !22
  store i64 %147, ptr %27, align 8, !tbaa !22, !alias.scope !33, !noalias !14
  br label %148

148:                                              ; preds = %146, %145, %140
  %149 = getelementptr inbounds i8, ptr %135, i64 8
  %150 = load i64, ptr %149, align 8, !tbaa !19
  store i64 %150, ptr %28, align 8, !tbaa !19, !alias.scope !33, !noalias !14
  store ptr %138, ptr %135, align 8, !tbaa !29
  br label %151

151:                                              ; preds = %148, %125
  %152 = phi ptr [ %126, %125 ], [ %149, %148 ]
  %153 = phi ptr [ %115, %125 ], [ %138, %148 ]
  store i64 0, ptr %152, align 8, !tbaa !19
  store i8 0, ptr %153, align 1, !tbaa !22
  %154 = load ptr, ptr %29, align 8, !tbaa !25, !noalias !14
  %155 = load ptr, ptr %30, align 8, !tbaa !37, !noalias !14
  %156 = icmp eq ptr %154, %155
  br i1 %156, label %173, label %157

157:                                              ; preds = %151
  %158 = getelementptr inbounds i8, ptr %154, i64 16
  store ptr %158, ptr %154, align 8, !tbaa !17
  %159 = load ptr, ptr %2, align 8, !tbaa !29, !noalias !14
  %160 = icmp eq ptr %159, %27
  br i1 %160, label %161, label %166

161:                                              ; preds = %157
  %162 = load i64, ptr %28, align 8, !tbaa !19, !noalias !14
  %163 = add i64 %162, 1
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %158, ptr nonnull align 8 %27, i64 %163, i1 false)
  br label %169

166:                                              ; preds = %157
  store ptr %159, ptr %154, align 8, !tbaa !29
  %167 = load i64, ptr %27, align 8, !tbaa !22, !noalias !14
  store i64 %167, ptr %158, align 8, !tbaa !22
  %168 = load i64, ptr %28, align 8, !tbaa !19, !noalias !14
  br label %169

169:                                              ; preds = %166, %165, %161
  %170 = phi i64 [ %168, %166 ], [ %162, %165 ], [ -1, %161 ]
  %171 = getelementptr inbounds i8, ptr %154, i64 8
  store i64 %170, ptr %171, align 8, !tbaa !19
  store ptr %27, ptr %2, align 8, !tbaa !29, !noalias !14
  store i64 0, ptr %28, align 8, !tbaa !19, !noalias !14
  store i8 0, ptr %27, align 8, !tbaa !22, !noalias !14
  %172 = getelementptr inbounds i8, ptr %154, i64 32
  store ptr %172, ptr %29, align 8, !tbaa !39, !noalias !14
  br label %180

173:                                              ; preds = %151
  invoke void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr %154, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %174 unwind label %215

174:                                              ; preds = %173
  %175 = load ptr, ptr %2, align 8, !tbaa !29, !noalias !14
  %176 = icmp eq ptr %175, %27
  br i1 %176, label %180, label %177

177:                                              ; preds = %174
  %178 = load i64, ptr %27, align 8, !tbaa !22, !noalias !14
  %179 = add i64 %178, 1
  call void @_ZdlPvm(ptr noundef %175, i64 noundef %179) #21
  br label %180

180:                                              ; preds = %177, %174, %169
  %181 = load ptr, ptr %5, align 8, !tbaa !29, !noalias !14
  %182 = icmp eq ptr %181, %25
  br i1 %182, label %186, label %183

183:                                              ; preds = %180
  %184 = load i64, ptr %25, align 8, !tbaa !22, !noalias !14
  %185 = add i64 %184, 1
  call void @_ZdlPvm(ptr noundef %181, i64 noundef %185) #21
  br label %186

186:                                              ; preds = %183, %180
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !14
  %187 = load ptr, ptr %3, align 8, !tbaa !29, !noalias !14
  %188 = icmp eq ptr %187, %23
  br i1 %188, label %192, label %189

189:                                              ; preds = %186
  %190 = load i64, ptr %23, align 8, !tbaa !22, !noalias !14
  %191 = add i64 %190, 1
  call void @_ZdlPvm(ptr noundef %187, i64 noundef %191) #21
  br label %192

192:                                              ; preds = %189, %186
  %193 = load ptr, ptr %4, align 8, !tbaa !29, !noalias !14
  %194 = icmp eq ptr %193, %22
  br i1 %194, label %198, label %195

195:                                              ; preds = %192
  %196 = load i64, ptr %22, align 8, !tbaa !22, !noalias !14
  %197 = add i64 %196, 1
  call void @_ZdlPvm(ptr noundef %193, i64 noundef %197) #21
  br label %198

198:                                              ; preds = %195, %192
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !14
  %199 = icmp eq i64 %70, 5
  br i1 %199, label %200, label %62

200:                                              ; preds = %198
  %201 = call ptr @__cxa_allocate_exception(i64 32) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.15, ptr noundef nonnull align 1 dereferenceable(1) %7)
          to label %202 unwind label %244

202:                                              ; preds = %200
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20, !noalias !14
  %203 = load ptr, ptr %29, align 8, !tbaa !25, !noalias !14
  %204 = getelementptr inbounds i8, ptr %203, i64 -32
  invoke void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %204, i64 noundef 0, i64 noundef 5)
          to label %205 unwind label %257

205:                                              ; preds = %202
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind writable sret(%"class.std::__cxx11::basic_string") align 8 %201, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %206 unwind label %246

206:                                              ; preds = %205
  invoke void @__cxa_throw(ptr %201, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #23
          to label %342 unwind label %246

207:                                              ; preds = %74
  %208 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %236

209:                                              ; preds = %93
  %210 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %229

211:                                              ; preds = %133, %111
  %212 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %222

213:                                              ; preds = %131
  %214 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %222

215:                                              ; preds = %173
  %216 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %217 = load ptr, ptr %2, align 8, !tbaa !29, !noalias !14
  %218 = icmp eq ptr %217, %27
  br i1 %218, label %222, label %219

219:                                              ; preds = %215
  %220 = load i64, ptr %27, align 8, !tbaa !22, !noalias !14
  %221 = add i64 %220, 1
  call void @_ZdlPvm(ptr noundef %217, i64 noundef %221) #21
  br label %222

222:                                              ; preds = %219, %215, %213, %211
  %223 = phi { ptr, i32 } [ %216, %215 ], [ %216, %219 ], [ %212, %211 ], [ %214, %213 ]
  %224 = load ptr, ptr %5, align 8, !tbaa !29, !noalias !14
  %225 = icmp eq ptr %224, %25
  br i1 %225, label %229, label %226

226:                                              ; preds = %222
  %227 = load i64, ptr %25, align 8, !tbaa !22, !noalias !14
  %228 = add i64 %227, 1
  call void @_ZdlPvm(ptr noundef %224, i64 noundef %228) #21
  br label %229

229:                                              ; preds = %226, %222, %209
  %230 = phi { ptr, i32 } [ %210, %209 ], [ %223, %222 ], [ %223, %226 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !14
  %231 = load ptr, ptr %3, align 8, !tbaa !29, !noalias !14
  %232 = icmp eq ptr %231, %23
  br i1 %232, label %236, label %233

233:                                              ; preds = %229
  %234 = load i64, ptr %23, align 8, !tbaa !22, !noalias !14
  %235 = add i64 %234, 1
  call void @_ZdlPvm(ptr noundef %231, i64 noundef %235) #21
  br label %236

236:                                              ; preds = %233, %229, %207
  %237 = phi { ptr, i32 } [ %208, %207 ], [ %230, %229 ], [ %230, %233 ]
  %238 = load ptr, ptr %4, align 8, !tbaa !29, !noalias !14
  %239 = icmp eq ptr %238, %22
  br i1 %239, label %243, label %240

240:                                              ; preds = %236
  %241 = load i64, ptr %22, align 8, !tbaa !22, !noalias !14
  %242 = add i64 %241, 1
  call void @_ZdlPvm(ptr noundef %238, i64 noundef %242) #21
  br label %243

243:                                              ; preds = %240, %236
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !14
  br label %335

244:                                              ; preds = %200
  %245 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  br label %269

246:                                              ; preds = %206, %205
  %247 = phi i1 [ false, %206 ], [ true, %205 ]
  %248 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %249 = load ptr, ptr %8, align 8, !tbaa !29, !noalias !14
  %250 = icmp eq ptr %249, %34
  br i1 %250, label %254, label %251

251:                                              ; preds = %246
  %252 = load i64, ptr %34, align 8, !tbaa !22, !noalias !14
  %253 = add i64 %252, 1
  call void @_ZdlPvm(ptr noundef %249, i64 noundef %253) #21
  br label %254

254:                                              ; preds = %251, %246
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !14
  %255 = load ptr, ptr %6, align 8, !tbaa !29, !noalias !14
  %256 = icmp eq ptr %255, %33
  br i1 %256, label %268, label %265

257:                                              ; preds = %202
  %258 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !14
  %259 = load ptr, ptr %6, align 8, !tbaa !29, !noalias !14
  %260 = icmp eq ptr %259, %33
  br i1 %260, label %264, label %261

261:                                              ; preds = %257
  %262 = load i64, ptr %33, align 8, !tbaa !22, !noalias !14
  %263 = add i64 %262, 1
  call void @_ZdlPvm(ptr noundef %259, i64 noundef %263) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  br label %269

264:                                              ; preds = %257
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  br label %269

265:                                              ; preds = %254
  %266 = load i64, ptr %33, align 8, !tbaa !22, !noalias !14
  %267 = add i64 %266, 1
  call void @_ZdlPvm(ptr noundef %255, i64 noundef %267) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  br i1 %247, label %269, label %335

268:                                              ; preds = %254
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !14
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !14
  br i1 %247, label %269, label %335

269:                                              ; preds = %268, %265, %264, %261, %244
  %270 = phi { ptr, i32 } [ %245, %244 ], [ %248, %268 ], [ %248, %265 ], [ %258, %264 ], [ %258, %261 ]
  call void @__cxa_free_exception(ptr %201) #20
  br label %335

271:                                              ; preds = %320
  %272 = load ptr, ptr %1, align 8, !tbaa !40, !noalias !14
  %273 = load ptr, ptr %29, align 8, !tbaa !39, !noalias !14
  %274 = icmp eq ptr %272, %273
  br i1 %274, label %288, label %275

275:                                              ; preds = %271, %283
  %276 = phi ptr [ %284, %283 ], [ %272, %271 ]
  %277 = load ptr, ptr %276, align 8, !tbaa !29
  %278 = getelementptr inbounds i8, ptr %276, i64 16
  %279 = icmp eq ptr %277, %278
  br i1 %279, label %283, label %280

280:                                              ; preds = %275
  %281 = load i64, ptr %278, align 8, !tbaa !22
  %282 = add i64 %281, 1
  call void @_ZdlPvm(ptr noundef %277, i64 noundef %282) #21
  br label %283

283:                                              ; preds = %280, %275
  %284 = getelementptr inbounds i8, ptr %276, i64 32
  %285 = icmp eq ptr %284, %273
  br i1 %285, label %286, label %275, !llvm.loop !41

286:                                              ; preds = %283
  %287 = load ptr, ptr %1, align 8, !tbaa !40, !noalias !14
  br label %288

288:                                              ; preds = %65, %286, %271
  %289 = phi ptr [ %287, %286 ], [ %272, %271 ], [ %66, %65 ]
  %290 = icmp eq ptr %289, null
  br i1 %290, label %343, label %291

291:                                              ; preds = %288
  %292 = load ptr, ptr %30, align 8, !tbaa !37, !noalias !14
  %293 = ptrtoint ptr %292 to i64
  %294 = ptrtoint ptr %289 to i64
  %295 = sub i64 %293, %294
  call void @_ZdlPvm(ptr noundef nonnull %289, i64 noundef %295) #21
  br label %343

296:                                              ; preds = %65, %320
  %297 = phi ptr [ %321, %320 ], [ %66, %65 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20, !noalias !14
  call void @llvm.experimental.noalias.scope.decl(metadata !42)
  %298 = getelementptr inbounds i8, ptr %297, i64 8
  %299 = load i64, ptr %298, align 8, !tbaa !19, !noalias !42
  store ptr %31, ptr %9, align 8, !tbaa !17, !alias.scope !42, !noalias !14
  %300 = load ptr, ptr %297, align 8, !tbaa !29, !noalias !42
  %301 = call noundef i64 @llvm.umin.i64(i64 %299, i64 5)
  switch i64 %301, label %304 [
    i64 1, label %302
    i64 0, label %305
  ]

302:                                              ; preds = %296
  %303 = load i8, ptr %300, align 1, !tbaa !22
  store i8 %303, ptr %31, align 8, !tbaa !22, !noalias !14
  br label %305

304:                                              ; preds = %296
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %31, ptr align 1 %300, i64 %301, i1 false)
  br label %305

305:                                              ; preds = %304, %302, %296
  store i64 %301, ptr %32, align 8, !tbaa !19, !alias.scope !42, !noalias !14
  %306 = getelementptr inbounds i8, ptr %31, i64 %301
  store i8 0, ptr %306, align 1, !tbaa !22, !noalias !14
  %307 = load i64, ptr %20, align 8, !tbaa !19, !alias.scope !14
  %308 = sub i64 4611686018427387903, %307
  %309 = icmp ult i64 %308, %301
  br i1 %309, label %310, label %312

310:                                              ; preds = %305
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %311 unwind label %325

311:                                              ; preds = %310
  unreachable

312:                                              ; preds = %305
  %313 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull %31, i64 noundef %301)
          to label %314 unwind label %323

314:                                              ; preds = %312
  %315 = load ptr, ptr %9, align 8, !tbaa !29, !noalias !14
  %316 = icmp eq ptr %315, %31
  br i1 %316, label %320, label %317

317:                                              ; preds = %314
  %318 = load i64, ptr %31, align 8, !tbaa !22, !noalias !14
  %319 = add i64 %318, 1
  call void @_ZdlPvm(ptr noundef %315, i64 noundef %319) #21
  br label %320

320:                                              ; preds = %317, %314
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !14
  %321 = getelementptr inbounds i8, ptr %297, i64 32
  %322 = icmp eq ptr %321, %67
  br i1 %322, label %271, label %296

323:                                              ; preds = %312
  %324 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %327

325:                                              ; preds = %310
  %326 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %327

327:                                              ; preds = %325, %323
  %328 = phi { ptr, i32 } [ %324, %323 ], [ %326, %325 ]
  %329 = load ptr, ptr %9, align 8, !tbaa !29, !noalias !14
  %330 = icmp eq ptr %329, %31
  br i1 %330, label %334, label %331

331:                                              ; preds = %327
  %332 = load i64, ptr %31, align 8, !tbaa !22, !noalias !14
  %333 = add i64 %332, 1
  call void @_ZdlPvm(ptr noundef %329, i64 noundef %333) #21
  br label %334

334:                                              ; preds = %331, %327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !14
  br label %335

335:                                              ; preds = %334, %269, %268, %265, %243
  %336 = phi { ptr, i32 } [ %328, %334 ], [ %270, %269 ], [ %248, %268 ], [ %237, %243 ], [ %248, %265 ]
  call void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %1) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !14
  %337 = load ptr, ptr %10, align 8, !tbaa !29, !alias.scope !14
  %338 = icmp eq ptr %337, %19
  br i1 %338, label %352, label %339

339:                                              ; preds = %335
  %340 = load i64, ptr %19, align 8, !tbaa !22, !alias.scope !14
  %341 = add i64 %340, 1
  call void @_ZdlPvm(ptr noundef %337, i64 noundef %341) #21
  br label %352

342:                                              ; preds = %206
  unreachable

343:                                              ; preds = %291, %288
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !14
  %344 = load ptr, ptr %10, align 8, !tbaa !29
  %345 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %344)
  %346 = load ptr, ptr %10, align 8, !tbaa !29
  %347 = icmp eq ptr %346, %19
  br i1 %347, label %351, label %348

348:                                              ; preds = %343
  %349 = load i64, ptr %19, align 8, !tbaa !22
  %350 = add i64 %349, 1
  call void @_ZdlPvm(ptr noundef %346, i64 noundef %350) #21
  br label %351

351:                                              ; preds = %343, %348
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  br label %361

352:                                              ; preds = %335, %339
  %353 = extractvalue { ptr, i32 } %336, 0
  %354 = extractvalue { ptr, i32 } %336, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  %355 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #20
  %356 = icmp eq i32 %354, %355
  br i1 %356, label %357, label %553

357:                                              ; preds = %352
  %358 = call ptr @__cxa_begin_catch(ptr %353) #20
  %359 = load ptr, ptr %358, align 8, !tbaa !29
  %360 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %359)
  call void @__cxa_end_catch()
  br label %361

361:                                              ; preds = %351, %357
  %362 = add nuw nsw i64 %61, 5
  %363 = icmp ult i64 %61, 4
  br i1 %363, label %60, label %35, !llvm.loop !45

364:                                              ; preds = %35
  %365 = landingpad { ptr, i32 }
          cleanup
  %366 = extractvalue { ptr, i32 } %365, 0
  %367 = extractvalue { ptr, i32 } %365, 1
  br label %550

368:                                              ; preds = %53, %55
  store ptr %37, ptr %11, align 8, !tbaa !5
  %369 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %369, ptr %36, align 8, !tbaa !13
  %370 = getelementptr inbounds i8, ptr %11, i64 8
  %371 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %372 = add nsw i32 %371, 1
  store i32 %372, ptr @_ZL4live, align 4, !tbaa !11
  %373 = getelementptr inbounds i8, ptr %37, i64 4
  store ptr %373, ptr %370, align 8, !tbaa !10
  %374 = add nsw i32 %371, 3
  store i32 %374, ptr @_ZL4live, align 4, !tbaa !11
  %375 = getelementptr inbounds i8, ptr %37, i64 12
  store ptr %375, ptr %370, align 8, !tbaa !10
  store <4 x i32> <i32 0, i32 10, i32 20, i32 30>, ptr %37, align 4, !tbaa !46
  %376 = add nsw i32 %371, 4
  store i32 %376, ptr @_ZL4live, align 4, !tbaa !11
  %377 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %377, ptr %370, align 8, !tbaa !10
  store i32 2, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #20
  store i32 40, ptr %12, align 4, !tbaa !11
  invoke void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr nonnull %377, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %378 unwind label %379

378:                                              ; preds = %368
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  br label %392

379:                                              ; preds = %368
  %380 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %381 = extractvalue { ptr, i32 } %380, 0
  %382 = extractvalue { ptr, i32 } %380, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  %383 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %384 = icmp eq i32 %382, %383
  br i1 %384, label %385, label %550

385:                                              ; preds = %379
  %386 = call ptr @__cxa_begin_catch(ptr %381) #20
  %387 = load ptr, ptr %386, align 8, !tbaa !48
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  %389 = load ptr, ptr %388, align 8
  %390 = call noundef ptr %389(ptr noundef nonnull align 8 dereferenceable(16) %386) #20
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %390)
  invoke void @__cxa_end_catch()
          to label %392 unwind label %414

392:                                              ; preds = %385, %378
  %393 = load ptr, ptr %370, align 8, !tbaa !10
  %394 = load ptr, ptr %11, align 8, !tbaa !5
  %395 = ptrtoint ptr %393 to i64
  %396 = ptrtoint ptr %394 to i64
  %397 = sub i64 %395, %396
  %398 = ashr exact i64 %397, 2
  %399 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %398)
  %400 = load ptr, ptr %11, align 8, !tbaa !25
  %401 = load ptr, ptr %370, align 8, !tbaa !25
  %402 = icmp eq ptr %400, %401
  br i1 %402, label %403, label %418

403:                                              ; preds = %418, %392
  %404 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %405 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %404)
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #20
  %406 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 0, ptr %406, align 8, !tbaa !50
  %407 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr null, ptr %407, align 8, !tbaa !54
  %408 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %406, ptr %408, align 8, !tbaa !55
  %409 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %406, ptr %409, align 8, !tbaa !56
  %410 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %410, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #20
  store i32 1, ptr %14, align 4, !tbaa !46
  %411 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr @_ZL4live, align 4, !tbaa !11
  %413 = invoke { ptr, i8 } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.6, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %424 unwind label %456

414:                                              ; preds = %385
  %415 = landingpad { ptr, i32 }
          cleanup
  %416 = extractvalue { ptr, i32 } %415, 0
  %417 = extractvalue { ptr, i32 } %415, 1
  br label %550

418:                                              ; preds = %392, %418
  %419 = phi ptr [ %422, %418 ], [ %400, %392 ]
  %420 = load i32, ptr %419, align 4, !tbaa !46
  %421 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %420)
  %422 = getelementptr inbounds i8, ptr %419, i64 4
  %423 = icmp eq ptr %422, %401
  br i1 %423, label %403, label %418

424:                                              ; preds = %403
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #20
  store i32 2, ptr %15, align 4, !tbaa !46
  %425 = invoke { ptr, i8 } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.7, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %426 unwind label %462

426:                                              ; preds = %424
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #20
  store i32 0, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #20
  store i32 3, ptr %16, align 4, !tbaa !46
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %17) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20
  %427 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %427, ptr noundef nonnull align 1 dereferenceable(5) @.str.8, i64 5, i1 false)
  %428 = getelementptr inbounds i8, ptr %18, i64 8
  %429 = getelementptr inbounds i8, ptr %18, i64 21
  store i8 0, ptr %429, align 1, !tbaa !22
  call void @llvm.experimental.noalias.scope.decl(metadata !58)
  %430 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %430, ptr %17, align 8, !tbaa !17, !alias.scope !58
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %430, ptr noundef nonnull align 8 dereferenceable(6) %427, i64 6, i1 false)
  %431 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 5, ptr %431, align 8, !tbaa !19, !alias.scope !58
  store ptr %427, ptr %18, align 8, !tbaa !29, !noalias !58
  store i64 0, ptr %428, align 8, !tbaa !19, !noalias !58
  store i8 0, ptr %427, align 8, !tbaa !22, !noalias !58
  %432 = getelementptr inbounds i8, ptr %17, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %432, ptr noundef nonnull align 4 dereferenceable(4) %16)
          to label %437 unwind label %433

433:                                              ; preds = %426
  %434 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %435 = load ptr, ptr %17, align 8, !tbaa !29, !alias.scope !58
  %436 = icmp eq ptr %435, %430
  br i1 %436, label %479, label %474

437:                                              ; preds = %426
  %438 = invoke { ptr, i8 } @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 8 dereferenceable(36) %17)
          to label %439 unwind label %468

439:                                              ; preds = %437
  %440 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %441 = add nsw i32 %440, -1
  store i32 %441, ptr @_ZL4live, align 4, !tbaa !11
  %442 = load ptr, ptr %17, align 8, !tbaa !29
  %443 = icmp eq ptr %442, %430
  br i1 %443, label %447, label %444

444:                                              ; preds = %439
  %445 = load i64, ptr %430, align 8, !tbaa !22
  %446 = add i64 %445, 1
  call void @_ZdlPvm(ptr noundef %442, i64 noundef %446) #21
  br label %447

447:                                              ; preds = %439, %444
  %448 = load ptr, ptr %18, align 8, !tbaa !29
  %449 = icmp eq ptr %448, %427
  br i1 %449, label %453, label %450

450:                                              ; preds = %447
  %451 = load i64, ptr %427, align 8, !tbaa !22
  %452 = add i64 %451, 1
  call void @_ZdlPvm(ptr noundef %448, i64 noundef %452) #21
  br label %453

453:                                              ; preds = %447, %450
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #20
  %454 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %455 = add nsw i32 %454, -1
  store i32 %455, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  br label %500

456:                                              ; preds = %403
  %457 = landingpad { ptr, i32 }
          cleanup
  %458 = extractvalue { ptr, i32 } %457, 0
  %459 = extractvalue { ptr, i32 } %457, 1
  %460 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %461 = add nsw i32 %460, -1
  store i32 %461, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  br label %547

462:                                              ; preds = %424
  %463 = landingpad { ptr, i32 }
          cleanup
  %464 = extractvalue { ptr, i32 } %463, 0
  %465 = extractvalue { ptr, i32 } %463, 1
  %466 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %467 = add nsw i32 %466, -1
  store i32 %467, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #20
  br label %547

468:                                              ; preds = %437
  %469 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %470 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %471 = add nsw i32 %470, -1
  store i32 %471, ptr @_ZL4live, align 4, !tbaa !11
  %472 = load ptr, ptr %17, align 8, !tbaa !29
  %473 = icmp eq ptr %472, %430
  br i1 %473, label %479, label %474

474:                                              ; preds = %468, %433
  %475 = phi ptr [ %435, %433 ], [ %472, %468 ]
  %476 = phi { ptr, i32 } [ %434, %433 ], [ %469, %468 ]
  %477 = load i64, ptr %430, align 8, !tbaa !22
  %478 = add i64 %477, 1
  call void @_ZdlPvm(ptr noundef %475, i64 noundef %478) #21
  br label %479

479:                                              ; preds = %474, %468, %433
  %480 = phi { ptr, i32 } [ %434, %433 ], [ %469, %468 ], [ %476, %474 ]
  %481 = load ptr, ptr %18, align 8, !tbaa !29
  %482 = icmp eq ptr %481, %427
  br i1 %482, label %486, label %483

483:                                              ; preds = %479
  %484 = load i64, ptr %427, align 8, !tbaa !22
  %485 = add i64 %484, 1
  call void @_ZdlPvm(ptr noundef %481, i64 noundef %485) #21
  br label %486

486:                                              ; preds = %483, %479
  %487 = extractvalue { ptr, i32 } %480, 0
  %488 = extractvalue { ptr, i32 } %480, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #20
  %489 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %490 = add nsw i32 %489, -1
  store i32 %490, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  %491 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %492 = icmp eq i32 %488, %491
  br i1 %492, label %493, label %547

493:                                              ; preds = %486
  %494 = call ptr @__cxa_begin_catch(ptr %487) #20
  %495 = load ptr, ptr %494, align 8, !tbaa !48
  %496 = getelementptr inbounds i8, ptr %495, i64 16
  %497 = load ptr, ptr %496, align 8
  %498 = call noundef ptr %497(ptr noundef nonnull align 8 dereferenceable(16) %494) #20
  %499 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %498)
  invoke void @__cxa_end_catch()
          to label %500 unwind label %534

500:                                              ; preds = %493, %453
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %502 = load ptr, ptr %408, align 8, !tbaa !55
  %503 = icmp eq ptr %502, %406
  br i1 %503, label %504, label %538

504:                                              ; preds = %538, %500
  %505 = load i64, ptr %410, align 8, !tbaa !57
  %506 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %507 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %505, i32 noundef %506)
  %508 = load ptr, ptr %407, align 8, !tbaa !54
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef %508)
          to label %512 unwind label %509

509:                                              ; preds = %504
  %510 = landingpad { ptr, i32 }
          catch ptr null
  %511 = extractvalue { ptr, i32 } %510, 0
  call void @__clang_call_terminate(ptr %511) #22
  unreachable

512:                                              ; preds = %504
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  %513 = load ptr, ptr %11, align 8, !tbaa !5
  %514 = load ptr, ptr %370, align 8, !tbaa !10
  %515 = icmp eq ptr %513, %514
  br i1 %515, label %526, label %516

516:                                              ; preds = %512
  %517 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %518 = ptrtoint ptr %514 to i64
  %519 = ptrtoint ptr %513 to i64
  %520 = sub i64 %518, %519
  %521 = add i64 %520, 17179869180
  %522 = lshr i64 %521, 2
  %523 = trunc i64 %522 to i32
  %524 = xor i32 %523, -1
  %525 = add i32 %517, %524
  store i32 %525, ptr @_ZL4live, align 4, !tbaa !11
  br label %526

526:                                              ; preds = %516, %512
  %527 = icmp eq ptr %513, null
  br i1 %527, label %533, label %528

528:                                              ; preds = %526
  %529 = load ptr, ptr %36, align 8, !tbaa !13
  %530 = ptrtoint ptr %529 to i64
  %531 = ptrtoint ptr %513 to i64
  %532 = sub i64 %530, %531
  call void @_ZdlPvm(ptr noundef nonnull %513, i64 noundef %532) #21
  br label %533

533:                                              ; preds = %526, %528
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  ret i32 0

534:                                              ; preds = %493
  %535 = landingpad { ptr, i32 }
          cleanup
  %536 = extractvalue { ptr, i32 } %535, 0
  %537 = extractvalue { ptr, i32 } %535, 1
  br label %547

538:                                              ; preds = %500, %538
  %539 = phi ptr [ %545, %538 ], [ %502, %500 ]
  %540 = getelementptr inbounds i8, ptr %539, i64 32
  %541 = load ptr, ptr %540, align 8, !tbaa !29
  %542 = getelementptr inbounds i8, ptr %539, i64 64
  %543 = load i32, ptr %542, align 8, !tbaa !61
  %544 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %541, i32 noundef %543)
  %545 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %539) #24
  %546 = icmp eq ptr %545, %406
  br i1 %546, label %504, label %538

547:                                              ; preds = %534, %486, %462, %456
  %548 = phi i32 [ %537, %534 ], [ %488, %486 ], [ %465, %462 ], [ %459, %456 ]
  %549 = phi ptr [ %536, %534 ], [ %487, %486 ], [ %464, %462 ], [ %458, %456 ]
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %13) #20
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  br label %550

550:                                              ; preds = %547, %414, %379, %364
  %551 = phi i32 [ %548, %547 ], [ %417, %414 ], [ %382, %379 ], [ %367, %364 ]
  %552 = phi ptr [ %549, %547 ], [ %416, %414 ], [ %381, %379 ], [ %366, %364 ]
  call void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %11) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  br label %553

553:                                              ; preds = %352, %550
  %554 = phi i32 [ %551, %550 ], [ %354, %352 ]
  %555 = phi ptr [ %552, %550 ], [ %353, %352 ]
  %556 = insertvalue { ptr, i32 } poison, ptr %555, 0
  %557 = insertvalue { ptr, i32 } %556, i32 %554, 1
  resume { ptr, i32 } %557
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3 align 2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #20
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, i8 } @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(36) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !54
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  br i1 %6, label %56, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %28, %7
  %12 = phi ptr [ %4, %7 ], [ %34, %28 ]
  %13 = phi ptr [ %5, %7 ], [ %31, %28 ]
  %14 = getelementptr inbounds i8, ptr %12, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !19
  %16 = tail call i64 @llvm.umin.i64(i64 %9, i64 %15)
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %11
  %19 = getelementptr inbounds i8, ptr %12, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !29
  %21 = tail call i32 @memcmp(ptr noundef %20, ptr noundef %10, i64 noundef %16) #20
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18, %11
  %24 = sub i64 %15, %9
  %25 = tail call i64 @llvm.smax.i64(i64 %24, i64 -2147483648)
  %26 = tail call i64 @llvm.smin.i64(i64 %25, i64 2147483647)
  %27 = trunc nsw i64 %26 to i32
  br label %28

28:                                               ; preds = %23, %18
  %29 = phi i32 [ %21, %18 ], [ %27, %23 ]
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, ptr %13, ptr %12
  %32 = select i1 %30, i64 24, i64 16
  %33 = getelementptr inbounds i8, ptr %12, i64 %32
  %34 = load ptr, ptr %33, align 8, !tbaa !25
  %35 = icmp eq ptr %34, null
  br i1 %35, label %36, label %11, !llvm.loop !63

36:                                               ; preds = %28
  %37 = icmp eq ptr %31, %5
  br i1 %37, label %56, label %38

38:                                               ; preds = %36
  %39 = getelementptr inbounds i8, ptr %31, i64 40
  %40 = load i64, ptr %39, align 8, !tbaa !19
  %41 = tail call i64 @llvm.umin.i64(i64 %40, i64 %9)
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds i8, ptr %31, i64 32
  %45 = load ptr, ptr %44, align 8, !tbaa !29
  %46 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %45, i64 noundef %41) #20
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %48, label %53

48:                                               ; preds = %43, %38
  %49 = sub i64 %9, %40
  %50 = tail call i64 @llvm.smax.i64(i64 %49, i64 -2147483648)
  %51 = tail call i64 @llvm.smin.i64(i64 %50, i64 2147483647)
  %52 = trunc nsw i64 %51 to i32
  br label %53

53:                                               ; preds = %43, %48
  %54 = phi i32 [ %46, %43 ], [ %52, %48 ]
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %59

56:                                               ; preds = %2, %36, %53
  %57 = phi ptr [ %31, %53 ], [ %31, %36 ], [ %5, %2 ]
  %58 = tail call ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %57, ptr noundef nonnull align 8 dereferenceable(36) %1)
  br label %59

59:                                               ; preds = %53, %56
  %60 = phi ptr [ %58, %56 ], [ %31, %53 ]
  %61 = phi i8 [ 1, %56 ], [ 0, %53 ]
  %62 = insertvalue { ptr, i8 } poison, ptr %60, 0
  %63 = insertvalue { ptr, i8 } %62, i8 %61, 1
  ret { ptr, i8 } %63
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !17
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.23) #23
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %9, ptr %4, align 8, !tbaa !64
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !29
  %13 = load i64, ptr %4, align 8, !tbaa !64
  store i64 %13, ptr %5, align 8, !tbaa !22
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !22
  store i8 %17, ptr %15, align 1, !tbaa !22
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !64
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !19
  %22 = load ptr, ptr %0, align 8, !tbaa !29
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !54
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %3)
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
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %8 = ptrtoint ptr %4 to i64
  %9 = ptrtoint ptr %2 to i64
  %10 = sub i64 %8, %9
  %11 = add i64 %10, 17179869180
  %12 = lshr i64 %11, 2
  %13 = trunc i64 %12 to i32
  %14 = xor i32 %13, -1
  %15 = add i32 %7, %14
  store i32 %15, ptr @_ZL4live, align 4, !tbaa !11
  br label %16

16:                                               ; preds = %6, %1
  %17 = icmp eq ptr %2, null
  br i1 %17, label %24, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !13
  %21 = ptrtoint ptr %20 to i64
  %22 = ptrtoint ptr %2 to i64
  %23 = sub i64 %21, %22
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef %23) #21
  br label %24

24:                                               ; preds = %16, %18
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !19
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !19
  %8 = add i64 %7, %5
  %9 = load ptr, ptr %1, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = icmp eq ptr %9, %10
  %12 = load i64, ptr %10, align 8
  %13 = select i1 %11, i64 15, i64 %12
  %14 = icmp ugt i64 %8, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = load ptr, ptr %2, align 8, !tbaa !29
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = icmp eq ptr %16, %17
  %19 = load i64, ptr %17, align 8
  %20 = select i1 %18, i64 15, i64 %19
  %21 = icmp ugt i64 %8, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %15
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %0, align 8, !tbaa !17
  %25 = load ptr, ptr %23, align 8, !tbaa !29
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !19
  %31 = add i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %24, ptr nonnull align 8 %26, i64 %31, i1 false)
  br label %36

34:                                               ; preds = %22
  store ptr %25, ptr %0, align 8, !tbaa !29
  %35 = load i64, ptr %26, align 8, !tbaa !22
  store i64 %35, ptr %24, align 8, !tbaa !22
  br label %36

36:                                               ; preds = %28, %33, %34
  %37 = getelementptr inbounds i8, ptr %23, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 8, !tbaa !19
  store ptr %26, ptr %23, align 8, !tbaa !29
  br label %63

40:                                               ; preds = %15, %3
  %41 = sub i64 4611686018427387903, %5
  %42 = icmp ult i64 %41, %7
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
  unreachable

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8, !tbaa !29
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %47, ptr %0, align 8, !tbaa !17
  %48 = load ptr, ptr %46, align 8, !tbaa !29
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = icmp eq ptr %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !19
  %54 = add i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %47, ptr nonnull align 8 %49, i64 %54, i1 false)
  br label %59

57:                                               ; preds = %44
  store ptr %48, ptr %0, align 8, !tbaa !29
  %58 = load i64, ptr %49, align 8, !tbaa !22
  store i64 %58, ptr %47, align 8, !tbaa !22
  br label %59

59:                                               ; preds = %51, %56, %57
  %60 = getelementptr inbounds i8, ptr %46, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %61, ptr %62, align 8, !tbaa !19
  store ptr %49, ptr %46, align 8, !tbaa !29
  br label %63

63:                                               ; preds = %36, %59
  %64 = phi ptr [ %37, %36 ], [ %60, %59 ]
  %65 = phi ptr [ %26, %36 ], [ %49, %59 ]
  store i64 0, ptr %64, align 8, !tbaa !19
  store i8 0, ptr %65, align 1, !tbaa !22
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !17
  %7 = load ptr, ptr %5, align 8, !tbaa !29
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !19
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !29
  %17 = load i64, ptr %8, align 8, !tbaa !22
  store i64 %17, ptr %6, align 8, !tbaa !22
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !19
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !19
  store ptr %8, ptr %5, align 8, !tbaa !29
  store i64 0, ptr %22, align 8, !tbaa !19
  store i8 0, ptr %8, align 8, !tbaa !22
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
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
  store ptr %28, ptr %0, align 8, !tbaa !17
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef signext 45)
          to label %29 unwind label %74

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !29
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
  %45 = load i8, ptr %44, align 1, !tbaa !22
  %46 = zext i32 %38 to i64
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store i8 %45, ptr %47, align 1, !tbaa !22
  %48 = zext nneg i32 %40 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 2, !tbaa !22
  %51 = add i32 %38, -1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  store i8 %50, ptr %53, align 1, !tbaa !22
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
  %64 = load i8, ptr %63, align 1, !tbaa !22
  %65 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !22
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 2, !tbaa !22
  br label %72

69:                                               ; preds = %56
  %70 = trunc nuw i32 %57 to i8
  %71 = or disjoint i8 %70, 48
  br label %72

72:                                               ; preds = %59, %69
  %73 = phi i8 [ %71, %69 ], [ %68, %59 ]
  store i8 %73, ptr %32, align 1, !tbaa !22
  ret void

74:                                               ; preds = %23
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  tail call void @__clang_call_terminate(ptr %76) #22
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8, ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef) local_unnamed_addr #6 align 2

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !40
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !39
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %19, label %6

6:                                                ; preds = %1, %14
  %7 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !29
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = load i64, ptr %9, align 8, !tbaa !22
  %13 = add i64 %12, 1
  tail call void @_ZdlPvm(ptr noundef %8, i64 noundef %13) #21
  br label %14

14:                                               ; preds = %11, %6
  %15 = getelementptr inbounds i8, ptr %7, i64 32
  %16 = icmp eq ptr %15, %4
  br i1 %16, label %17, label %6, !llvm.loop !41

17:                                               ; preds = %14
  %18 = load ptr, ptr %0, align 8, !tbaa !40
  br label %19

19:                                               ; preds = %17, %1
  %20 = phi ptr [ %18, %17 ], [ %2, %1 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %28, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !37
  %25 = ptrtoint ptr %24 to i64
  %26 = ptrtoint ptr %20 to i64
  %27 = sub i64 %25, %26
  tail call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef %27) #21
  br label %28

28:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !39
  %6 = load ptr, ptr %0, align 8, !tbaa !25
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775776
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #23
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store ptr %29, ptr %28, align 8, !tbaa !17
  %30 = load ptr, ptr %2, align 8, !tbaa !29
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %26
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = load i64, ptr %34, align 8, !tbaa !19
  %36 = add i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %29, ptr nonnull align 8 %31, i64 %36, i1 false)
  br label %43

39:                                               ; preds = %26
  store ptr %30, ptr %28, align 8, !tbaa !29
  %40 = load i64, ptr %31, align 8, !tbaa !22
  store i64 %40, ptr %29, align 8, !tbaa !22
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  %42 = load i64, ptr %41, align 8, !tbaa !19
  br label %43

43:                                               ; preds = %33, %38, %39
  %44 = phi i64 [ -1, %33 ], [ %35, %38 ], [ %42, %39 ]
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  %46 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %44, ptr %46, align 8, !tbaa !19
  store ptr %31, ptr %2, align 8, !tbaa !29
  store i64 0, ptr %45, align 8, !tbaa !19
  store i8 0, ptr %31, align 8, !tbaa !22
  %47 = icmp eq ptr %6, %1
  br i1 %47, label %72, label %48

48:                                               ; preds = %43, %65
  %49 = phi ptr [ %70, %65 ], [ %27, %43 ]
  %50 = phi ptr [ %69, %65 ], [ %6, %43 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %51 = getelementptr inbounds i8, ptr %49, i64 16
  store ptr %51, ptr %49, align 8, !tbaa !17, !alias.scope !67, !noalias !70
  %52 = load ptr, ptr %50, align 8, !tbaa !29, !alias.scope !70, !noalias !67
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = icmp eq ptr %52, %53
  br i1 %54, label %55, label %61

55:                                               ; preds = %48
  %56 = getelementptr inbounds i8, ptr %50, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !19, !alias.scope !70, !noalias !67
  %58 = add i64 %57, 1
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr nonnull align 8 %53, i64 %58, i1 false), !alias.scope !72
  br label %65

61:                                               ; preds = %48
  store ptr %52, ptr %49, align 8, !tbaa !29, !alias.scope !67, !noalias !70
  %62 = load i64, ptr %53, align 8, !tbaa !22, !alias.scope !70, !noalias !67
  store i64 %62, ptr %51, align 8, !tbaa !22, !alias.scope !67, !noalias !70
  %63 = getelementptr inbounds i8, ptr %50, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !19, !alias.scope !70, !noalias !67
  br label %65

65:                                               ; preds = %61, %60, %55
  %66 = phi i64 [ %64, %61 ], [ %57, %60 ], [ -1, %55 ]
  %67 = getelementptr inbounds i8, ptr %50, i64 8
  %68 = getelementptr inbounds i8, ptr %49, i64 8
  store i64 %66, ptr %68, align 8, !tbaa !19, !alias.scope !67, !noalias !70
  store ptr %53, ptr %50, align 8, !tbaa !29, !alias.scope !70, !noalias !67
  store i64 0, ptr %67, align 8, !tbaa !19, !alias.scope !70, !noalias !67
  store i8 0, ptr %53, align 1, !tbaa !22, !alias.scope !70, !noalias !67
  %69 = getelementptr inbounds i8, ptr %50, i64 32
  %70 = getelementptr inbounds i8, ptr %49, i64 32
  %71 = icmp eq ptr %69, %1
  br i1 %71, label %72, label %48, !llvm.loop !73

72:                                               ; preds = %65, %43
  %73 = phi ptr [ %27, %43 ], [ %70, %65 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 32
  %75 = icmp eq ptr %5, %1
  br i1 %75, label %100, label %76

76:                                               ; preds = %72, %93
  %77 = phi ptr [ %98, %93 ], [ %74, %72 ]
  %78 = phi ptr [ %97, %93 ], [ %1, %72 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !77)
  %79 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %79, ptr %77, align 8, !tbaa !17, !alias.scope !74, !noalias !77
  %80 = load ptr, ptr %78, align 8, !tbaa !29, !alias.scope !77, !noalias !74
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = icmp eq ptr %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %78, i64 8
  %85 = load i64, ptr %84, align 8, !tbaa !19, !alias.scope !77, !noalias !74
  %86 = add i64 %85, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %79, ptr nonnull align 8 %81, i64 %86, i1 false), !alias.scope !79
  br label %93

89:                                               ; preds = %76
  store ptr %80, ptr %77, align 8, !tbaa !29, !alias.scope !74, !noalias !77
  %90 = load i64, ptr %81, align 8, !tbaa !22, !alias.scope !77, !noalias !74
  store i64 %90, ptr %79, align 8, !tbaa !22, !alias.scope !74, !noalias !77
  %91 = getelementptr inbounds i8, ptr %78, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !19, !alias.scope !77, !noalias !74
  br label %93

93:                                               ; preds = %89, %88, %83
  %94 = phi i64 [ %92, %89 ], [ %85, %88 ], [ -1, %83 ]
  %95 = getelementptr inbounds i8, ptr %78, i64 8
  %96 = getelementptr inbounds i8, ptr %77, i64 8
  store i64 %94, ptr %96, align 8, !tbaa !19, !alias.scope !74, !noalias !77
  store ptr %81, ptr %78, align 8, !tbaa !29, !alias.scope !77, !noalias !74
  store i64 0, ptr %95, align 8, !tbaa !19, !alias.scope !77, !noalias !74
  store i8 0, ptr %81, align 1, !tbaa !22, !alias.scope !77, !noalias !74
  %97 = getelementptr inbounds i8, ptr %78, i64 32
  %98 = getelementptr inbounds i8, ptr %77, i64 32
  %99 = icmp eq ptr %97, %5
  br i1 %99, label %100, label %76, !llvm.loop !73

100:                                              ; preds = %93, %72
  %101 = phi ptr [ %74, %72 ], [ %98, %93 ]
  %102 = getelementptr inbounds i8, ptr %0, i64 16
  %103 = icmp eq ptr %6, null
  br i1 %103, label %108, label %104

104:                                              ; preds = %100
  %105 = load ptr, ptr %102, align 8, !tbaa !37
  %106 = ptrtoint ptr %105 to i64
  %107 = sub i64 %106, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %107) #21
  br label %108

108:                                              ; preds = %100, %104
  store ptr %27, ptr %0, align 8, !tbaa !40
  store ptr %101, ptr %4, align 8, !tbaa !39
  %109 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %18
  store ptr %109, ptr %102, align 8, !tbaa !37
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #9

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt17__throw_bad_allocv() local_unnamed_addr #10

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #12

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #13

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #14

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = load i32, ptr %1, align 4, !tbaa !46
  store i32 %5, ptr %0, align 4, !tbaa !46
  %6 = load i32, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %8 = icmp slt i32 %6, 1
  br i1 %8, label %9, label %36

9:                                                ; preds = %2
  %10 = tail call ptr @__cxa_allocate_exception(i64 16) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20
  %11 = load i32, ptr %0, align 4, !tbaa !46
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, i32 noundef %11) #20
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, ptr noundef nonnull @.str.22, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %12 unwind label %14

12:                                               ; preds = %9
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %13 unwind label %16

13:                                               ; preds = %12
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #23
          to label %40 unwind label %16

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %25

16:                                               ; preds = %13, %12
  %17 = phi i1 [ false, %13 ], [ true, %12 ]
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %3, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = load i64, ptr %20, align 8, !tbaa !22
  %24 = add i64 %23, 1
  call void @_ZdlPvm(ptr noundef %19, i64 noundef %24) #21
  br label %25

25:                                               ; preds = %22, %16, %14
  %26 = phi { ptr, i32 } [ %15, %14 ], [ %18, %16 ], [ %18, %22 ]
  %27 = phi i1 [ true, %14 ], [ %17, %16 ], [ %17, %22 ]
  %28 = load ptr, ptr %4, align 8, !tbaa !29
  %29 = getelementptr inbounds i8, ptr %4, i64 16
  %30 = icmp eq ptr %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %25
  %32 = load i64, ptr %29, align 8, !tbaa !22
  %33 = add i64 %32, 1
  call void @_ZdlPvm(ptr noundef %28, i64 noundef %33) #21
  br label %34

34:                                               ; preds = %25, %31
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20
  br i1 %27, label %35, label %39

35:                                               ; preds = %34
  call void @__cxa_free_exception(ptr %10) #20
  br label %39

36:                                               ; preds = %2
  %37 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @_ZL4live, align 4, !tbaa !11
  ret void

39:                                               ; preds = %34, %35
  resume { ptr, i32 } %26

40:                                               ; preds = %13
  unreachable
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #13

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %21, label %4

4:                                                ; preds = %2, %19
  %5 = phi ptr [ %9, %19 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !80
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !81
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !11
  %13 = load ptr, ptr %10, align 8, !tbaa !29
  %14 = getelementptr inbounds i8, ptr %5, i64 48
  %15 = icmp eq ptr %13, %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %4
  %17 = load i64, ptr %14, align 8, !tbaa !22
  %18 = add i64 %17, 1
  tail call void @_ZdlPvm(ptr noundef %13, i64 noundef %18) #21
  br label %19

19:                                               ; preds = %4, %16
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 72) #21
  %20 = icmp eq ptr %9, null
  br i1 %20, label %21, label %4, !llvm.loop !82

21:                                               ; preds = %19, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_mT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %4
  %7 = icmp ugt i64 %1, 2305843009213693951
  br i1 %7, label %8, label %12, !prof !83

8:                                                ; preds = %6
  %9 = icmp ugt i64 %1, 4611686018427387903
  br i1 %9, label %10, label %11

10:                                               ; preds = %8
  tail call void @_ZSt28__throw_bad_array_new_lengthv() #23
  unreachable

11:                                               ; preds = %8
  tail call void @_ZSt17__throw_bad_allocv() #23
  unreachable

12:                                               ; preds = %6
  %13 = shl nuw nsw i64 %1, 2
  %14 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %13) #25
  br label %15

15:                                               ; preds = %4, %12
  %16 = phi ptr [ %14, %12 ], [ null, %4 ]
  %17 = icmp eq ptr %2, %3
  br i1 %17, label %47, label %18

18:                                               ; preds = %15, %21
  %19 = phi ptr [ %23, %21 ], [ %16, %15 ]
  %20 = phi ptr [ %22, %21 ], [ %2, %15 ]
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %19, ptr noundef nonnull align 4 dereferenceable(4) %20)
          to label %21 unwind label %25

21:                                               ; preds = %18
  %22 = getelementptr inbounds i8, ptr %20, i64 4
  %23 = getelementptr inbounds i8, ptr %19, i64 4
  %24 = icmp eq ptr %22, %3
  br i1 %24, label %47, label %18, !llvm.loop !84

25:                                               ; preds = %18
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = tail call ptr @__cxa_begin_catch(ptr %27) #20
  %29 = icmp eq ptr %19, %16
  br i1 %29, label %40, label %30

30:                                               ; preds = %25
  %31 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %32 = ptrtoint ptr %19 to i64
  %33 = ptrtoint ptr %16 to i64
  %34 = sub i64 %32, %33
  %35 = add i64 %34, 17179869180
  %36 = lshr i64 %35, 2
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %37, -1
  %39 = add i32 %31, %38
  store i32 %39, ptr @_ZL4live, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %30, %25
  invoke void @__cxa_rethrow() #23
          to label %46 unwind label %41

41:                                               ; preds = %40
  %42 = landingpad { ptr, i32 }
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %48 unwind label %43

43:                                               ; preds = %41
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  tail call void @__clang_call_terminate(ptr %45) #22
  unreachable

46:                                               ; preds = %40
  unreachable

47:                                               ; preds = %21, %15
  ret ptr %16

48:                                               ; preds = %41
  %49 = extractvalue { ptr, i32 } %42, 0
  %50 = tail call ptr @__cxa_begin_catch(ptr %49) #20
  %51 = icmp eq ptr %16, null
  br i1 %51, label %54, label %52

52:                                               ; preds = %48
  %53 = shl i64 %1, 2
  tail call void @_ZdlPvm(ptr noundef nonnull %16, i64 noundef %53) #21
  br label %54

54:                                               ; preds = %52, %48
  invoke void @__cxa_rethrow() #23
          to label %61 unwind label %55

55:                                               ; preds = %54
  %56 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %57 unwind label %58

57:                                               ; preds = %55
  resume { ptr, i32 } %56

58:                                               ; preds = %55
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  tail call void @__clang_call_terminate(ptr %60) #22
  unreachable

61:                                               ; preds = %54
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = load ptr, ptr %0, align 8, !tbaa !25
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775804
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #23
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 2
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 2305843009213693951)
  %18 = select i1 %16, i64 2305843009213693951, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 2
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 2
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %23, %12
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %struct.Item, ptr %27, i64 %21
  %29 = load i32, ptr %2, align 4, !tbaa !11
  store i32 %29, ptr %28, align 4, !tbaa !46
  %30 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZL4live, align 4, !tbaa !11
  %32 = icmp eq ptr %6, %1
  br i1 %32, label %62, label %33

33:                                               ; preds = %26, %36
  %34 = phi ptr [ %38, %36 ], [ %27, %26 ]
  %35 = phi ptr [ %37, %36 ], [ %6, %26 ]
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %34, ptr noundef nonnull align 4 dereferenceable(4) %35)
          to label %36 unwind label %40

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %35, i64 4
  %38 = getelementptr inbounds i8, ptr %34, i64 4
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %62, label %33, !llvm.loop !84

40:                                               ; preds = %33
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = tail call ptr @__cxa_begin_catch(ptr %42) #20
  %44 = icmp eq ptr %34, %27
  br i1 %44, label %55, label %45

45:                                               ; preds = %40
  %46 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %47 = ptrtoint ptr %34 to i64
  %48 = ptrtoint ptr %27 to i64
  %49 = sub i64 %47, %48
  %50 = add i64 %49, 17179869180
  %51 = lshr i64 %50, 2
  %52 = trunc i64 %51 to i32
  %53 = xor i32 %52, -1
  %54 = add i32 %46, %53
  store i32 %54, ptr @_ZL4live, align 4, !tbaa !11
  br label %55

55:                                               ; preds = %45, %40
  invoke void @__cxa_rethrow() #23
          to label %61 unwind label %56

56:                                               ; preds = %55
  %57 = landingpad { ptr, i32 }
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %114 unwind label %58

58:                                               ; preds = %56
  %59 = landingpad { ptr, i32 }
          catch ptr null
  %60 = extractvalue { ptr, i32 } %59, 0
  tail call void @__clang_call_terminate(ptr %60) #22
  unreachable

61:                                               ; preds = %55
  unreachable

62:                                               ; preds = %36, %26
  %63 = phi ptr [ %27, %26 ], [ %38, %36 ]
  %64 = getelementptr inbounds i8, ptr %63, i64 4
  %65 = icmp eq ptr %5, %1
  br i1 %65, label %95, label %66

66:                                               ; preds = %62, %70
  %67 = phi i64 [ %72, %70 ], [ 4, %62 ]
  %68 = phi ptr [ %71, %70 ], [ %1, %62 ]
  %69 = getelementptr inbounds i8, ptr %63, i64 %67
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %69, ptr noundef nonnull align 4 dereferenceable(4) %68)
          to label %70 unwind label %74

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %68, i64 4
  %72 = add nuw nsw i64 %67, 4
  %73 = icmp eq ptr %71, %5
  br i1 %73, label %93, label %66, !llvm.loop !84

74:                                               ; preds = %66
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  %77 = tail call ptr @__cxa_begin_catch(ptr %76) #20
  %78 = icmp eq i64 %67, 4
  br i1 %78, label %86, label %79

79:                                               ; preds = %74
  %80 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %81 = add nuw i64 %67, 17179869176
  %82 = lshr exact i64 %81, 2
  %83 = trunc i64 %82 to i32
  %84 = xor i32 %83, -1
  %85 = add i32 %80, %84
  store i32 %85, ptr @_ZL4live, align 4, !tbaa !11
  br label %86

86:                                               ; preds = %79, %74
  invoke void @__cxa_rethrow() #23
          to label %92 unwind label %87

87:                                               ; preds = %86
  %88 = landingpad { ptr, i32 }
          catch ptr null
  invoke void @__cxa_end_catch()
          to label %119 unwind label %89

89:                                               ; preds = %87
  %90 = landingpad { ptr, i32 }
          catch ptr null
  %91 = extractvalue { ptr, i32 } %90, 0
  tail call void @__clang_call_terminate(ptr %91) #22
  unreachable

92:                                               ; preds = %86
  unreachable

93:                                               ; preds = %70
  %94 = getelementptr inbounds i8, ptr %63, i64 %72
  br label %95

95:                                               ; preds = %93, %62
  %96 = phi ptr [ %64, %62 ], [ %94, %93 ]
  %97 = icmp eq ptr %6, %5
  br i1 %97, label %105, label %98

98:                                               ; preds = %95
  %99 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %100 = add i64 %9, 17179869180
  %101 = lshr i64 %100, 2
  %102 = trunc i64 %101 to i32
  %103 = xor i32 %102, -1
  %104 = add i32 %99, %103
  store i32 %104, ptr @_ZL4live, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %95, %98
  %106 = getelementptr inbounds i8, ptr %0, i64 16
  %107 = icmp eq ptr %6, null
  br i1 %107, label %112, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %106, align 8, !tbaa !13
  %110 = ptrtoint ptr %109 to i64
  %111 = sub i64 %110, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %111) #21
  br label %112

112:                                              ; preds = %105, %108
  store ptr %27, ptr %0, align 8, !tbaa !5
  store ptr %96, ptr %4, align 8, !tbaa !10
  %113 = getelementptr inbounds %struct.Item, ptr %27, i64 %18
  store ptr %113, ptr %106, align 8, !tbaa !13
  ret void

114:                                              ; preds = %56
  %115 = extractvalue { ptr, i32 } %57, 0
  %116 = tail call ptr @__cxa_begin_catch(ptr %115) #20
  %117 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %118 = add nsw i32 %117, -1
  br label %135

119:                                              ; preds = %87
  %120 = extractvalue { ptr, i32 } %88, 0
  %121 = tail call ptr @__cxa_begin_catch(ptr %120) #20
  %122 = icmp eq ptr %27, %64
  br i1 %122, label %137, label %123

123:                                              ; preds = %119
  %124 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %125 = ptrtoint ptr %64 to i64
  %126 = ptrtoint ptr %27 to i64
  %127 = sub i64 %125, %126
  %128 = add i64 %127, 17179869180
  %129 = lshr i64 %128, 2
  %130 = trunc i64 %129 to i32
  %131 = xor i32 %130, -1
  %132 = add i32 %124, %131
  br label %135

133:                                              ; preds = %141
  %134 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %143

135:                                              ; preds = %114, %123
  %136 = phi i32 [ %132, %123 ], [ %118, %114 ]
  store i32 %136, ptr @_ZL4live, align 4, !tbaa !11
  br label %137

137:                                              ; preds = %135, %119
  %138 = icmp eq ptr %27, null
  br i1 %138, label %141, label %139

139:                                              ; preds = %137
  %140 = shl nuw nsw i64 %18, 2
  tail call void @_ZdlPvm(ptr noundef nonnull %27, i64 noundef %140) #21
  br label %141

141:                                              ; preds = %139, %137
  invoke void @__cxa_rethrow() #23
          to label %146 unwind label %133

142:                                              ; preds = %133
  resume { ptr, i32 } %134

143:                                              ; preds = %133
  %144 = landingpad { ptr, i32 }
          catch ptr null
  %145 = extractvalue { ptr, i32 } %144, 0
  tail call void @__clang_call_terminate(ptr %145) #22
  unreachable

146:                                              ; preds = %141
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, i8 } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #20
  store ptr %0, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = tail call noundef ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE14_M_create_nodeIJRA4_KcS8_EEEPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2)
  store ptr %6, ptr %5, align 8, !tbaa !85
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = invoke { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %9 unwind label %44

9:                                                ; preds = %3
  %10 = extractvalue { ptr, ptr } %8, 0
  %11 = extractvalue { ptr, ptr } %8, 1
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  %14 = icmp ne ptr %10, null
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = icmp eq ptr %15, %11
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %39, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %6, i64 40
  %20 = load i64, ptr %19, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %11, i64 40
  %22 = load i64, ptr %21, align 8, !tbaa !19
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 %20)
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %18
  %26 = getelementptr inbounds i8, ptr %11, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !29
  %28 = load ptr, ptr %7, align 8, !tbaa !29
  %29 = tail call i32 @memcmp(ptr noundef %28, ptr noundef %27, i64 noundef %23) #20
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %25, %18
  %32 = sub i64 %20, %22
  %33 = tail call i64 @llvm.smax.i64(i64 %32, i64 -2147483648)
  %34 = tail call i64 @llvm.smin.i64(i64 %33, i64 2147483647)
  %35 = trunc nsw i64 %34 to i32
  br label %36

36:                                               ; preds = %31, %25
  %37 = phi i32 [ %29, %25 ], [ %35, %31 ]
  %38 = icmp slt i32 %37, 0
  br label %39

39:                                               ; preds = %13, %36
  %40 = phi i1 [ true, %13 ], [ %38, %36 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %40, ptr noundef %6, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(32) %15) #20
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !57
  %43 = add i64 %42, 1
  store i64 %43, ptr %41, align 8, !tbaa !57
  br label %58

44:                                               ; preds = %3
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  resume { ptr, i32 } %45

46:                                               ; preds = %9
  %47 = icmp eq ptr %6, null
  br i1 %47, label %58, label %48

48:                                               ; preds = %46
  %49 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr @_ZL4live, align 4, !tbaa !11
  %51 = load ptr, ptr %7, align 8, !tbaa !29
  %52 = getelementptr inbounds i8, ptr %6, i64 48
  %53 = icmp eq ptr %51, %52
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = load i64, ptr %52, align 8, !tbaa !22
  %56 = add i64 %55, 1
  tail call void @_ZdlPvm(ptr noundef %51, i64 noundef %56) #21
  br label %57

57:                                               ; preds = %54, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #21
  br label %58

58:                                               ; preds = %39, %46, %57
  %59 = phi i8 [ 1, %39 ], [ 0, %46 ], [ 0, %57 ]
  %60 = phi ptr [ %6, %39 ], [ %10, %46 ], [ %10, %57 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  %61 = insertvalue { ptr, i8 } poison, ptr %60, 0
  %62 = insertvalue { ptr, i8 } %61, i8 %59, 1
  ret { ptr, i8 } %62
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !25
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !19
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %7, %27
  %12 = phi ptr [ %5, %7 ], [ %32, %27 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !19
  %15 = tail call i64 @llvm.umin.i64(i64 %14, i64 %9)
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %12, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !29
  %20 = tail call i32 @memcmp(ptr noundef %10, ptr noundef %19, i64 noundef %15) #20
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %17, %11
  %23 = sub i64 %9, %14
  %24 = tail call i64 @llvm.smax.i64(i64 %23, i64 -2147483648)
  %25 = tail call i64 @llvm.smin.i64(i64 %24, i64 2147483647)
  %26 = trunc nsw i64 %25 to i32
  br label %27

27:                                               ; preds = %17, %22
  %28 = phi i32 [ %20, %17 ], [ %26, %22 ]
  %29 = icmp slt i32 %28, 0
  %30 = select i1 %29, i64 16, i64 24
  %31 = getelementptr inbounds i8, ptr %12, i64 %30
  %32 = load ptr, ptr %31, align 8, !tbaa !25
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !87

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !55
  %39 = icmp eq ptr %36, %38
  br i1 %39, label %67, label %40

40:                                               ; preds = %35
  %41 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %36) #24
  br label %42

42:                                               ; preds = %40, %34
  %43 = phi ptr [ %36, %40 ], [ %12, %34 ]
  %44 = phi ptr [ %41, %40 ], [ %12, %34 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !19
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !19
  %49 = tail call i64 @llvm.umin.i64(i64 %48, i64 %46)
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %42
  %52 = getelementptr inbounds i8, ptr %44, i64 32
  %53 = load ptr, ptr %1, align 8, !tbaa !29
  %54 = load ptr, ptr %52, align 8, !tbaa !29
  %55 = tail call i32 @memcmp(ptr noundef %54, ptr noundef %53, i64 noundef %49) #20
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %62

57:                                               ; preds = %51, %42
  %58 = sub i64 %46, %48
  %59 = tail call i64 @llvm.smax.i64(i64 %58, i64 -2147483648)
  %60 = tail call i64 @llvm.smin.i64(i64 %59, i64 2147483647)
  %61 = trunc nsw i64 %60 to i32
  br label %62

62:                                               ; preds = %51, %57
  %63 = phi i32 [ %55, %51 ], [ %61, %57 ]
  %64 = icmp slt i32 %63, 0
  %65 = select i1 %64, ptr null, ptr %44
  %66 = select i1 %64, ptr %43, ptr null
  br label %67

67:                                               ; preds = %62, %35
  %68 = phi ptr [ null, %35 ], [ %65, %62 ]
  %69 = phi ptr [ %36, %35 ], [ %66, %62 ]
  %70 = insertvalue { ptr, ptr } poison, ptr %68, 0
  %71 = insertvalue { ptr, ptr } %70, ptr %69, 1
  ret { ptr, ptr } %71
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !85
  %4 = icmp eq ptr %3, null
  br i1 %4, label %16, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !11
  %9 = load ptr, ptr %6, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %5
  %13 = load i64, ptr %10, align 8, !tbaa !22
  %14 = add i64 %13, 1
  tail call void @_ZdlPvm(ptr noundef %9, i64 noundef %14) #21
  br label %15

15:                                               ; preds = %5, %12
  tail call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 72) #21
  br label %16

16:                                               ; preds = %15, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE14_M_create_nodeIJRA4_KcS8_EEEPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #25
  %5 = getelementptr inbounds i8, ptr %4, i64 32
  invoke void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_(ptr noundef nonnull align 8 dereferenceable(36) %5, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %17 unwind label %6

6:                                                ; preds = %3
  %7 = landingpad { ptr, i32 }
          catch ptr null
  %8 = extractvalue { ptr, i32 } %7, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #20
  tail call void @_ZdlPvm(ptr noundef nonnull %4, i64 noundef 72) #21
  invoke void @__cxa_rethrow() #23
          to label %16 unwind label %10

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %12 unwind label %13

12:                                               ; preds = %10
  resume { ptr, i32 } %11

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #22
  unreachable

16:                                               ; preds = %6
  unreachable

17:                                               ; preds = %3
  ret ptr %4
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_(ptr noundef nonnull align 8 dereferenceable(36) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !17
  %6 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %6, ptr %4, align 8, !tbaa !64
  %7 = icmp ugt i64 %6, 15
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %9, ptr %0, align 8, !tbaa !29
  %10 = load i64, ptr %4, align 8, !tbaa !64
  store i64 %10, ptr %5, align 8, !tbaa !22
  br label %11

11:                                               ; preds = %8, %3
  %12 = phi ptr [ %9, %8 ], [ %5, %3 ]
  switch i64 %6, label %15 [
    i64 1, label %13
    i64 0, label %16
  ]

13:                                               ; preds = %11
  %14 = load i8, ptr %1, align 1, !tbaa !22
  store i8 %14, ptr %12, align 1, !tbaa !22
  br label %16

15:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr nonnull align 1 %1, i64 %6, i1 false)
  br label %16

16:                                               ; preds = %15, %13, %11
  %17 = load i64, ptr %4, align 8, !tbaa !64
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %17, ptr %18, align 8, !tbaa !19
  %19 = load ptr, ptr %0, align 8, !tbaa !29
  %20 = getelementptr inbounds i8, ptr %19, i64 %17
  store i8 0, ptr %20, align 1, !tbaa !22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %22 unwind label %23

22:                                               ; preds = %16
  ret void

23:                                               ; preds = %16
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = load ptr, ptr %0, align 8, !tbaa !29
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr %5, align 8, !tbaa !22
  %29 = add i64 %28, 1
  call void @_ZdlPvm(ptr noundef %25, i64 noundef %29) #21
  br label %30

30:                                               ; preds = %27, %23
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #14

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #16

; Function Attrs: nounwind
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #20
  store ptr %0, ptr %4, align 8, !tbaa !25
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #25
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull %6, ptr noundef nonnull align 8 dereferenceable(36) %2)
  store ptr %6, ptr %5, align 8, !tbaa !85
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = invoke { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %9 unwind label %44

9:                                                ; preds = %3
  %10 = extractvalue { ptr, ptr } %8, 0
  %11 = extractvalue { ptr, ptr } %8, 1
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  %14 = icmp ne ptr %10, null
  %15 = getelementptr inbounds i8, ptr %0, i64 8
  %16 = icmp eq ptr %15, %11
  %17 = select i1 %14, i1 true, i1 %16
  br i1 %17, label %39, label %18

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %6, i64 40
  %20 = load i64, ptr %19, align 8, !tbaa !19
  %21 = getelementptr inbounds i8, ptr %11, i64 40
  %22 = load i64, ptr %21, align 8, !tbaa !19
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 %20)
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %18
  %26 = getelementptr inbounds i8, ptr %11, i64 32
  %27 = load ptr, ptr %26, align 8, !tbaa !29
  %28 = load ptr, ptr %7, align 8, !tbaa !29
  %29 = tail call i32 @memcmp(ptr noundef %28, ptr noundef %27, i64 noundef %23) #20
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %36

31:                                               ; preds = %25, %18
  %32 = sub i64 %20, %22
  %33 = tail call i64 @llvm.smax.i64(i64 %32, i64 -2147483648)
  %34 = tail call i64 @llvm.smin.i64(i64 %33, i64 2147483647)
  %35 = trunc nsw i64 %34 to i32
  br label %36

36:                                               ; preds = %31, %25
  %37 = phi i32 [ %29, %25 ], [ %35, %31 ]
  %38 = icmp slt i32 %37, 0
  br label %39

39:                                               ; preds = %13, %36
  %40 = phi i1 [ true, %13 ], [ %38, %36 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %40, ptr noundef nonnull %6, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(32) %15) #20
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !57
  %43 = add i64 %42, 1
  store i64 %43, ptr %41, align 8, !tbaa !57
  br label %56

44:                                               ; preds = %3
  %45 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  resume { ptr, i32 } %45

46:                                               ; preds = %9
  %47 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %48 = add nsw i32 %47, -1
  store i32 %48, ptr @_ZL4live, align 4, !tbaa !11
  %49 = load ptr, ptr %7, align 8, !tbaa !29
  %50 = getelementptr inbounds i8, ptr %6, i64 48
  %51 = icmp eq ptr %49, %50
  br i1 %51, label %55, label %52

52:                                               ; preds = %46
  %53 = load i64, ptr %50, align 8, !tbaa !22
  %54 = add i64 %53, 1
  tail call void @_ZdlPvm(ptr noundef %49, i64 noundef %54) #21
  br label %55

55:                                               ; preds = %52, %46
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #21
  br label %56

56:                                               ; preds = %39, %55
  %57 = phi ptr [ %6, %39 ], [ %10, %55 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  ret ptr %57
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp eq ptr %4, %1
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 40
  %8 = load i64, ptr %7, align 8, !tbaa !57
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %33, label %10

10:                                               ; preds = %6
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = load ptr, ptr %11, align 8, !tbaa !25
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = load i64, ptr %15, align 8, !tbaa !19
  %17 = tail call i64 @llvm.umin.i64(i64 %16, i64 %14)
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %25, label %19

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %12, i64 32
  %21 = load ptr, ptr %2, align 8, !tbaa !29
  %22 = load ptr, ptr %20, align 8, !tbaa !29
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %21, i64 noundef %17) #20
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %19, %10
  %26 = sub i64 %14, %16
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %19, %25
  %31 = phi i32 [ %23, %19 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %137, label %33

33:                                               ; preds = %30, %6
  %34 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %35 = extractvalue { ptr, ptr } %34, 0
  %36 = extractvalue { ptr, ptr } %34, 1
  br label %137

37:                                               ; preds = %3
  %38 = getelementptr inbounds i8, ptr %2, i64 8
  %39 = load i64, ptr %38, align 8, !tbaa !19
  %40 = getelementptr inbounds i8, ptr %1, i64 40
  %41 = load i64, ptr %40, align 8, !tbaa !19
  %42 = tail call i64 @llvm.umin.i64(i64 %41, i64 %39)
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %37
  %45 = getelementptr inbounds i8, ptr %1, i64 32
  %46 = load ptr, ptr %45, align 8, !tbaa !29
  %47 = load ptr, ptr %2, align 8, !tbaa !29
  %48 = tail call i32 @memcmp(ptr noundef %47, ptr noundef %46, i64 noundef %42) #20
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %53, label %56

50:                                               ; preds = %37
  %51 = sub i64 %39, %41
  %52 = icmp slt i64 %51, 0
  br i1 %52, label %58, label %95

53:                                               ; preds = %44
  %54 = sub i64 %39, %41
  %55 = icmp slt i64 %54, 0
  br i1 %55, label %58, label %92

56:                                               ; preds = %44
  %57 = icmp slt i32 %48, 0
  br i1 %57, label %58, label %92

58:                                               ; preds = %53, %56, %50
  %59 = getelementptr inbounds i8, ptr %0, i64 24
  %60 = load ptr, ptr %59, align 8, !tbaa !25
  %61 = icmp eq ptr %60, %1
  br i1 %61, label %137, label %62

62:                                               ; preds = %58
  %63 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #24
  %64 = getelementptr inbounds i8, ptr %63, i64 40
  %65 = load i64, ptr %64, align 8, !tbaa !19
  %66 = tail call i64 @llvm.umin.i64(i64 %39, i64 %65)
  %67 = icmp eq i64 %66, 0
  br i1 %67, label %74, label %68

68:                                               ; preds = %62
  %69 = getelementptr inbounds i8, ptr %63, i64 32
  %70 = load ptr, ptr %2, align 8, !tbaa !29
  %71 = load ptr, ptr %69, align 8, !tbaa !29
  %72 = tail call i32 @memcmp(ptr noundef %71, ptr noundef %70, i64 noundef %66) #20
  %73 = icmp eq i32 %72, 0
  br i1 %73, label %74, label %79

74:                                               ; preds = %68, %62
  %75 = sub i64 %65, %39
  %76 = tail call i64 @llvm.smax.i64(i64 %75, i64 -2147483648)
  %77 = tail call i64 @llvm.smin.i64(i64 %76, i64 2147483647)
  %78 = trunc nsw i64 %77 to i32
  br label %79

79:                                               ; preds = %68, %74
  %80 = phi i32 [ %72, %68 ], [ %78, %74 ]
  %81 = icmp slt i32 %80, 0
  br i1 %81, label %82, label %88

82:                                               ; preds = %79
  %83 = getelementptr inbounds i8, ptr %63, i64 24
  %84 = load ptr, ptr %83, align 8, !tbaa !80
  %85 = icmp eq ptr %84, null
  %86 = select i1 %85, ptr null, ptr %1
  %87 = select i1 %85, ptr %63, ptr %1
  br label %137

88:                                               ; preds = %79
  %89 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %90 = extractvalue { ptr, ptr } %89, 0
  %91 = extractvalue { ptr, ptr } %89, 1
  br label %137

92:                                               ; preds = %53, %56
  %93 = tail call i32 @memcmp(ptr noundef %46, ptr noundef %47, i64 noundef %42) #20
  %94 = icmp eq i32 %93, 0
  br i1 %94, label %95, label %100

95:                                               ; preds = %50, %92
  %96 = sub i64 %41, %39
  %97 = tail call i64 @llvm.smax.i64(i64 %96, i64 -2147483648)
  %98 = tail call i64 @llvm.smin.i64(i64 %97, i64 2147483647)
  %99 = trunc nsw i64 %98 to i32
  br label %100

100:                                              ; preds = %92, %95
  %101 = phi i32 [ %93, %92 ], [ %99, %95 ]
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %137

103:                                              ; preds = %100
  %104 = getelementptr inbounds i8, ptr %0, i64 32
  %105 = load ptr, ptr %104, align 8, !tbaa !25
  %106 = icmp eq ptr %105, %1
  br i1 %106, label %137, label %107

107:                                              ; preds = %103
  %108 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %1) #24
  %109 = getelementptr inbounds i8, ptr %108, i64 40
  %110 = load i64, ptr %109, align 8, !tbaa !19
  %111 = tail call i64 @llvm.umin.i64(i64 %110, i64 %39)
  %112 = icmp eq i64 %111, 0
  br i1 %112, label %119, label %113

113:                                              ; preds = %107
  %114 = getelementptr inbounds i8, ptr %108, i64 32
  %115 = load ptr, ptr %114, align 8, !tbaa !29
  %116 = load ptr, ptr %2, align 8, !tbaa !29
  %117 = tail call i32 @memcmp(ptr noundef %116, ptr noundef %115, i64 noundef %111) #20
  %118 = icmp eq i32 %117, 0
  br i1 %118, label %119, label %124

119:                                              ; preds = %113, %107
  %120 = sub i64 %39, %110
  %121 = tail call i64 @llvm.smax.i64(i64 %120, i64 -2147483648)
  %122 = tail call i64 @llvm.smin.i64(i64 %121, i64 2147483647)
  %123 = trunc nsw i64 %122 to i32
  br label %124

124:                                              ; preds = %113, %119
  %125 = phi i32 [ %117, %113 ], [ %123, %119 ]
  %126 = icmp slt i32 %125, 0
  br i1 %126, label %127, label %133

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %1, i64 24
  %129 = load ptr, ptr %128, align 8, !tbaa !80
  %130 = icmp eq ptr %129, null
  %131 = select i1 %130, ptr null, ptr %108
  %132 = select i1 %130, ptr %1, ptr %108
  br label %137

133:                                              ; preds = %124
  %134 = tail call { ptr, ptr } @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %135 = extractvalue { ptr, ptr } %134, 0
  %136 = extractvalue { ptr, ptr } %134, 1
  br label %137

137:                                              ; preds = %127, %82, %100, %133, %103, %88, %58, %30, %33
  %138 = phi ptr [ %35, %33 ], [ null, %30 ], [ %90, %88 ], [ %60, %58 ], [ %135, %133 ], [ null, %103 ], [ %1, %100 ], [ %86, %82 ], [ %131, %127 ]
  %139 = phi ptr [ %36, %33 ], [ %12, %30 ], [ %91, %88 ], [ %60, %58 ], [ %136, %133 ], [ %105, %103 ], [ null, %100 ], [ %87, %82 ], [ %132, %127 ]
  %140 = insertvalue { ptr, ptr } poison, ptr %138, 0
  %141 = insertvalue { ptr, ptr } %140, ptr %139, 1
  ret { ptr, ptr } %141
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %4, align 8, !tbaa !17
  %6 = load ptr, ptr %2, align 8, !tbaa !29
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !19
  %12 = add i64 %11, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %7, i64 %12, i1 false)
  br label %17

15:                                               ; preds = %3
  store ptr %6, ptr %4, align 8, !tbaa !29
  %16 = load i64, ptr %7, align 8, !tbaa !22
  store i64 %16, ptr %5, align 8, !tbaa !22
  br label %17

17:                                               ; preds = %15, %14, %9
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !19
  %20 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 %19, ptr %20, align 8, !tbaa !19
  store ptr %7, ptr %2, align 8, !tbaa !29
  store i64 0, ptr %18, align 8, !tbaa !19
  store i8 0, ptr %7, align 8, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %1, i64 64
  %22 = getelementptr inbounds i8, ptr %2, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %35 unwind label %23

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = load ptr, ptr %4, align 8, !tbaa !29
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr %5, align 8, !tbaa !22
  %29 = add i64 %28, 1
  tail call void @_ZdlPvm(ptr noundef %25, i64 noundef %29) #21
  br label %30

30:                                               ; preds = %23, %27
  %31 = extractvalue { ptr, i32 } %24, 0
  %32 = tail call ptr @__cxa_begin_catch(ptr %31) #20
  tail call void @_ZdlPvm(ptr noundef nonnull %1, i64 noundef 72) #21
  invoke void @__cxa_rethrow() #23
          to label %40 unwind label %33

33:                                               ; preds = %30
  %34 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %36 unwind label %37

35:                                               ; preds = %17
  ret void

36:                                               ; preds = %33
  resume { ptr, i32 } %34

37:                                               ; preds = %33
  %38 = landingpad { ptr, i32 }
          catch ptr null
  %39 = extractvalue { ptr, i32 } %38, 0
  tail call void @__clang_call_terminate(ptr %39) #22
  unreachable

40:                                               ; preds = %30
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #17

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #17

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #17

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #20 = { nounwind }
attributes #21 = { builtin nounwind }
attributes #22 = { noreturn nounwind }
attributes #23 = { noreturn }
attributes #24 = { nounwind willreturn memory(read) }
attributes #25 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt12_Vector_baseI4ItemSaIS0_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!6, !7, i64 16}
!14 = !{!15}
!15 = distinct !{!15, !16, !"_ZL5buildB5cxx11i: argument 0"}
!16 = distinct !{!16, !"_ZL5buildB5cxx11i"}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!19 = !{!20, !21, i64 8}
!20 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !18, i64 0, !21, i64 8, !8, i64 16}
!21 = !{!"long", !8, i64 0}
!22 = !{!8, !8, i64 0}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.mustprogress"}
!25 = !{!7, !7, i64 0}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!28 = distinct !{!28, !"_ZNSt7__cxx119to_stringEi"}
!29 = !{!20, !7, i64 0}
!30 = !{!31}
!31 = distinct !{!31, !32, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!32 = distinct !{!32, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_: argument 0"}
!35 = distinct !{!35, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_"}
!36 = !{!34, !15}
!37 = !{!38, !7, i64 16}
!38 = !{!"_ZTSNSt12_Vector_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!39 = !{!38, !7, i64 8}
!40 = !{!38, !7, i64 0}
!41 = distinct !{!41, !24}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!44 = distinct !{!44, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!45 = distinct !{!45, !24}
!46 = !{!47, !12, i64 0}
!47 = !{!"_ZTS4Item", !12, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"vtable pointer", !9, i64 0}
!50 = !{!51, !53, i64 0}
!51 = !{!"_ZTSSt15_Rb_tree_header", !52, i64 0, !21, i64 32}
!52 = !{!"_ZTSSt18_Rb_tree_node_base", !53, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!53 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!54 = !{!51, !7, i64 8}
!55 = !{!51, !7, i64 16}
!56 = !{!51, !7, i64 24}
!57 = !{!51, !21, i64 32}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_: argument 0"}
!60 = distinct !{!60, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_"}
!61 = !{!62, !12, i64 32}
!62 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemE", !20, i64 0, !47, i64 32}
!63 = distinct !{!63, !24}
!64 = !{!21, !21, i64 0}
!65 = distinct !{!65, !24}
!66 = distinct !{!66, !24}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!69 = distinct !{!69, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!70 = !{!71}
!71 = distinct !{!71, !69, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!72 = !{!68, !71}
!73 = distinct !{!73, !24}
!74 = !{!75}
!75 = distinct !{!75, !76, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!76 = distinct !{!76, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!77 = !{!78}
!78 = distinct !{!78, !76, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!79 = !{!75, !78}
!80 = !{!52, !7, i64 24}
!81 = !{!52, !7, i64 16}
!82 = distinct !{!82, !24}
!83 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!84 = distinct !{!84, !24}
!85 = !{!86, !7, i64 8}
!86 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!87 = distinct !{!87, !24}
