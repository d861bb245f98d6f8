; ModuleID = 'std_containers_throw.cpp'
source_filename = "std_containers_throw.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
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

35:                                               ; preds = %362
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %36 = getelementptr inbounds i8, ptr %11, i64 16
  %37 = invoke noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_mT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 noundef 4, ptr noundef null, ptr noundef null)
          to label %38 unwind label %365

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %11, i64 8
  %40 = load ptr, ptr %11, align 8, !tbaa !6
  %41 = load ptr, ptr %39, align 8, !tbaa !11
  %42 = icmp eq ptr %40, %41
  br i1 %42, label %53, label %43

43:                                               ; preds = %38
  %44 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %45 = ptrtoint ptr %41 to i64
  %46 = ptrtoint ptr %40 to i64
  %47 = sub i64 %45, %46
  %48 = add i64 %47, 17179869180
  %49 = lshr i64 %48, 2
  %50 = trunc i64 %49 to i32
  %51 = xor i32 %50, -1
  %52 = add i32 %44, %51
  store i32 %52, ptr @_ZL4live, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %43, %38
  %54 = icmp eq ptr %40, null
  br i1 %54, label %369, label %55

55:                                               ; preds = %53
  %56 = load ptr, ptr %36, align 8, !tbaa !14
  %57 = ptrtoint ptr %56 to i64
  %58 = ptrtoint ptr %40 to i64
  %59 = sub i64 %57, %58
  call void @_ZdlPvm(ptr noundef nonnull %40, i64 noundef %59) #21
  br label %369

60:                                               ; preds = %0, %362
  %61 = phi i64 [ 3, %0 ], [ %363, %362 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20
  call void @llvm.experimental.noalias.scope.decl(metadata !15)
  store ptr %19, ptr %10, align 8, !tbaa !18, !alias.scope !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %19, ptr noundef nonnull align 1 dereferenceable(5) @.str.13, i64 5, i1 false)
  store i64 5, ptr %20, align 8, !tbaa !20, !alias.scope !15
  store i8 0, ptr %21, align 1, !tbaa !23, !alias.scope !15
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #20, !noalias !15
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !noalias !15
  br label %69

62:                                               ; preds = %199
  %63 = add nuw nsw i64 %70, 1
  %64 = icmp eq i64 %63, %61
  br i1 %64, label %65, label %69, !llvm.loop !24

65:                                               ; preds = %62
  %66 = load ptr, ptr %1, align 8, !tbaa !26, !noalias !15
  %67 = load ptr, ptr %29, align 8, !tbaa !26, !noalias !15
  %68 = icmp eq ptr %66, %67
  br i1 %68, label %289, label %297

69:                                               ; preds = %62, %60
  %70 = phi i64 [ %63, %62 ], [ 0, %60 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #20, !noalias !15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20, !noalias !15
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20, !noalias !15
  store ptr %22, ptr %4, align 8, !tbaa !18, !alias.scope !27, !noalias !15
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 1, i8 noundef 45)
          to label %74 unwind label %71

71:                                               ; preds = %69
  %72 = landingpad { ptr, i32 }
          catch ptr null
  %73 = extractvalue { ptr, i32 } %72, 0
  call void @__clang_call_terminate(ptr %73) #22
  unreachable

74:                                               ; preds = %69
  %75 = load ptr, ptr %4, align 8, !tbaa !30, !alias.scope !27, !noalias !15
  %76 = trunc i64 %70 to i8
  %77 = or disjoint i8 %76, 48
  store i8 %77, ptr %75, align 1, !tbaa !23
  %78 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.14, i64 noundef 4)
          to label %79 unwind label %208

79:                                               ; preds = %74
  store ptr %23, ptr %3, align 8, !tbaa !18, !alias.scope !31, !noalias !15
  %80 = load ptr, ptr %78, align 8, !tbaa !30
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = icmp eq ptr %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %79
  %84 = getelementptr inbounds i8, ptr %78, i64 8
  %85 = load i64, ptr %84, align 8, !tbaa !20
  %86 = add i64 %85, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %23, ptr nonnull align 8 %81, i64 %86, i1 false)
  br label %93

89:                                               ; preds = %79
  store ptr %80, ptr %3, align 8, !tbaa !30, !alias.scope !31, !noalias !15
  %90 = load i64, ptr %81, align 8, !tbaa !23
  store i64 %90, ptr %23, align 8, !tbaa !23, !alias.scope !31, !noalias !15
  %91 = getelementptr inbounds i8, ptr %78, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !20
  br label %93

93:                                               ; preds = %89, %88, %83
  %94 = phi i64 [ -1, %83 ], [ %85, %88 ], [ %92, %89 ]
  %95 = getelementptr inbounds i8, ptr %78, i64 8
  store i64 %94, ptr %24, align 8, !tbaa !20, !alias.scope !31, !noalias !15
  store ptr %81, ptr %78, align 8, !tbaa !30
  store i64 0, ptr %95, align 8, !tbaa !20
  store i8 0, ptr %81, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20, !noalias !15
  store ptr %25, ptr %5, align 8, !tbaa !18, !noalias !15
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 20, i8 noundef 120)
          to label %96 unwind label %210

96:                                               ; preds = %93
  call void @llvm.experimental.noalias.scope.decl(metadata !34)
  %97 = load i64, ptr %24, align 8, !tbaa !20, !noalias !37
  %98 = load i64, ptr %26, align 8, !tbaa !20, !noalias !37
  %99 = add i64 %98, %97
  %100 = load ptr, ptr %3, align 8, !tbaa !30, !noalias !37
  %101 = icmp eq ptr %100, %23
  %102 = load i64, ptr %23, align 8, !noalias !37
  %103 = select i1 %101, i64 15, i64 %102
  %104 = icmp ugt i64 %99, %103
  br i1 %104, label %105, label %128

105:                                              ; preds = %96
  %106 = load ptr, ptr %5, align 8, !tbaa !30, !noalias !37
  %107 = icmp eq ptr %106, %25
  %108 = load i64, ptr %25, align 8, !noalias !37
  %109 = select i1 %107, i64 15, i64 %108
  %110 = icmp ugt i64 %99, %109
  br i1 %110, label %128, label %111

111:                                              ; preds = %105
  %112 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef %100, i64 noundef %97)
          to label %113 unwind label %212

113:                                              ; preds = %111
  store ptr %27, ptr %2, align 8, !tbaa !18, !alias.scope !34, !noalias !15
  %114 = load ptr, ptr %112, align 8, !tbaa !30
  %115 = getelementptr inbounds i8, ptr %112, i64 16
  %116 = icmp eq ptr %114, %115
  br i1 %116, label %117, label %123

117:                                              ; preds = %113
  %118 = getelementptr inbounds i8, ptr %112, i64 8
  %119 = load i64, ptr %118, align 8, !tbaa !20
  %120 = add i64 %119, 1
  %121 = icmp eq i64 %120, 0
  br i1 %121, label %125, label %122

122:                                              ; preds = %117
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %27, ptr nonnull align 8 %115, i64 %120, i1 false)
  br label %125

123:                                              ; preds = %113
  store ptr %114, ptr %2, align 8, !tbaa !30, !alias.scope !34, !noalias !15
  %124 = load i64, ptr %115, align 8, !tbaa !23
  store i64 %124, ptr %27, align 8, !tbaa !23, !alias.scope !34, !noalias !15
  br label %125

125:                                              ; preds = %123, %122, %117
  %126 = getelementptr inbounds i8, ptr %112, i64 8
  %127 = load i64, ptr %126, align 8, !tbaa !20
  store i64 %127, ptr %28, align 8, !tbaa !20, !alias.scope !34, !noalias !15
  store ptr %115, ptr %112, align 8, !tbaa !30
  br label %151

128:                                              ; preds = %105, %96
  %129 = sub i64 4611686018427387903, %97
  %130 = icmp ult i64 %129, %98
  br i1 %130, label %131, label %133

131:                                              ; preds = %128
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %132 unwind label %214

132:                                              ; preds = %131
  unreachable

133:                                              ; preds = %128
  %134 = load ptr, ptr %5, align 8, !tbaa !30, !noalias !37
  %135 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %134, i64 noundef %98)
          to label %136 unwind label %212

136:                                              ; preds = %133
  store ptr %27, ptr %2, align 8, !tbaa !18, !alias.scope !34, !noalias !15
  %137 = load ptr, ptr %135, align 8, !tbaa !30
  %138 = getelementptr inbounds i8, ptr %135, i64 16
  %139 = icmp eq ptr %137, %138
  br i1 %139, label %140, label %146

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %135, i64 8
  %142 = load i64, ptr %141, align 8, !tbaa !20
  %143 = add i64 %142, 1
  %144 = icmp eq i64 %143, 0
  br i1 %144, label %148, label %145

145:                                              ; preds = %140
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %27, ptr nonnull align 8 %138, i64 %143, i1 false)
  br label %148

146:                                              ; preds = %136
  store ptr %137, ptr %2, align 8, !tbaa !30, !alias.scope !34, !noalias !15
  %147 = load i64, ptr %138, align 8, !tbaa !23
  store i64 %147, ptr %27, align 8, !tbaa !23, !alias.scope !34, !noalias !15
  br label %148

148:                                              ; preds = %146, %145, %140
  %149 = getelementptr inbounds i8, ptr %135, i64 8
  %150 = load i64, ptr %149, align 8, !tbaa !20
  store i64 %150, ptr %28, align 8, !tbaa !20, !alias.scope !34, !noalias !15
  store ptr %138, ptr %135, align 8, !tbaa !30
  br label %151

151:                                              ; preds = %148, %125
  %152 = phi ptr [ %126, %125 ], [ %149, %148 ]
  %153 = phi ptr [ %115, %125 ], [ %138, %148 ]
  store i64 0, ptr %152, align 8, !tbaa !20
  store i8 0, ptr %153, align 1, !tbaa !23
  %154 = load ptr, ptr %29, align 8, !tbaa !26, !noalias !15
  %155 = load ptr, ptr %30, align 8, !tbaa !38, !noalias !15
  %156 = icmp eq ptr %154, %155
  br i1 %156, label %173, label %157

157:                                              ; preds = %151
  %158 = getelementptr inbounds i8, ptr %154, i64 16
  store ptr %158, ptr %154, align 8, !tbaa !18
  %159 = load ptr, ptr %2, align 8, !tbaa !30, !noalias !15
  %160 = icmp eq ptr %159, %27
  br i1 %160, label %161, label %166

161:                                              ; preds = %157
  %162 = load i64, ptr %28, align 8, !tbaa !20, !noalias !15
  %163 = add i64 %162, 1
  %164 = icmp eq i64 %163, 0
  br i1 %164, label %169, label %165

165:                                              ; preds = %161
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %158, ptr nonnull align 8 %27, i64 %163, i1 false)
  br label %169

166:                                              ; preds = %157
  store ptr %159, ptr %154, align 8, !tbaa !30
  %167 = load i64, ptr %27, align 8, !tbaa !23, !noalias !15
  store i64 %167, ptr %158, align 8, !tbaa !23
  %168 = load i64, ptr %28, align 8, !tbaa !20, !noalias !15
  br label %169

169:                                              ; preds = %166, %165, %161
  %170 = phi i64 [ %168, %166 ], [ %162, %165 ], [ -1, %161 ]
  %171 = getelementptr inbounds i8, ptr %154, i64 8
  store i64 %170, ptr %171, align 8, !tbaa !20
  store ptr %27, ptr %2, align 8, !tbaa !30, !noalias !15
  store i64 0, ptr %28, align 8, !tbaa !20, !noalias !15
  store i8 0, ptr %27, align 8, !tbaa !23, !noalias !15
  %172 = getelementptr inbounds i8, ptr %154, i64 32
  store ptr %172, ptr %29, align 8, !tbaa !40, !noalias !15
  br label %181

173:                                              ; preds = %151
  %174 = ptrtoint ptr %154 to i64
  invoke void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 %174, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %175 unwind label %216

175:                                              ; preds = %173
  %176 = load ptr, ptr %2, align 8, !tbaa !30, !noalias !15
  %177 = icmp eq ptr %176, %27
  br i1 %177, label %181, label %178

178:                                              ; preds = %175
  %179 = load i64, ptr %27, align 8, !tbaa !23, !noalias !15
  %180 = add i64 %179, 1
  call void @_ZdlPvm(ptr noundef %176, i64 noundef %180) #21
  br label %181

181:                                              ; preds = %178, %175, %169
  %182 = load ptr, ptr %5, align 8, !tbaa !30, !noalias !15
  %183 = icmp eq ptr %182, %25
  br i1 %183, label %187, label %184

184:                                              ; preds = %181
  %185 = load i64, ptr %25, align 8, !tbaa !23, !noalias !15
  %186 = add i64 %185, 1
  call void @_ZdlPvm(ptr noundef %182, i64 noundef %186) #21
  br label %187

187:                                              ; preds = %184, %181
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !15
  %188 = load ptr, ptr %3, align 8, !tbaa !30, !noalias !15
  %189 = icmp eq ptr %188, %23
  br i1 %189, label %193, label %190

190:                                              ; preds = %187
  %191 = load i64, ptr %23, align 8, !tbaa !23, !noalias !15
  %192 = add i64 %191, 1
  call void @_ZdlPvm(ptr noundef %188, i64 noundef %192) #21
  br label %193

193:                                              ; preds = %190, %187
  %194 = load ptr, ptr %4, align 8, !tbaa !30, !noalias !15
  %195 = icmp eq ptr %194, %22
  br i1 %195, label %199, label %196

196:                                              ; preds = %193
  %197 = load i64, ptr %22, align 8, !tbaa !23, !noalias !15
  %198 = add i64 %197, 1
  call void @_ZdlPvm(ptr noundef %194, i64 noundef %198) #21
  br label %199

199:                                              ; preds = %196, %193
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !15
  %200 = icmp eq i64 %70, 5
  br i1 %200, label %201, label %62

201:                                              ; preds = %199
  %202 = call ptr @__cxa_allocate_exception(i64 32) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.15, ptr noundef nonnull align 1 dereferenceable(1) %7)
          to label %203 unwind label %245

203:                                              ; preds = %201
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20, !noalias !15
  %204 = load ptr, ptr %29, align 8, !tbaa !26, !noalias !15
  %205 = getelementptr inbounds i8, ptr %204, i64 -32
  invoke void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %205, i64 noundef 0, i64 noundef 5)
          to label %206 unwind label %258

206:                                              ; preds = %203
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind writable sret(%"class.std::__cxx11::basic_string") align 8 %202, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %207 unwind label %247

207:                                              ; preds = %206
  invoke void @__cxa_throw(ptr %202, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #23
          to label %343 unwind label %247

208:                                              ; preds = %74
  %209 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %237

210:                                              ; preds = %93
  %211 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %230

212:                                              ; preds = %133, %111
  %213 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %223

214:                                              ; preds = %131
  %215 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %223

216:                                              ; preds = %173
  %217 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %218 = load ptr, ptr %2, align 8, !tbaa !30, !noalias !15
  %219 = icmp eq ptr %218, %27
  br i1 %219, label %223, label %220

220:                                              ; preds = %216
  %221 = load i64, ptr %27, align 8, !tbaa !23, !noalias !15
  %222 = add i64 %221, 1
  call void @_ZdlPvm(ptr noundef %218, i64 noundef %222) #21
  br label %223

223:                                              ; preds = %220, %216, %214, %212
  %224 = phi { ptr, i32 } [ %217, %216 ], [ %217, %220 ], [ %213, %212 ], [ %215, %214 ]
  %225 = load ptr, ptr %5, align 8, !tbaa !30, !noalias !15
  %226 = icmp eq ptr %225, %25
  br i1 %226, label %230, label %227

227:                                              ; preds = %223
  %228 = load i64, ptr %25, align 8, !tbaa !23, !noalias !15
  %229 = add i64 %228, 1
  call void @_ZdlPvm(ptr noundef %225, i64 noundef %229) #21
  br label %230

230:                                              ; preds = %227, %223, %210
  %231 = phi { ptr, i32 } [ %211, %210 ], [ %224, %223 ], [ %224, %227 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !15
  %232 = load ptr, ptr %3, align 8, !tbaa !30, !noalias !15
  %233 = icmp eq ptr %232, %23
  br i1 %233, label %237, label %234

234:                                              ; preds = %230
  %235 = load i64, ptr %23, align 8, !tbaa !23, !noalias !15
  %236 = add i64 %235, 1
  call void @_ZdlPvm(ptr noundef %232, i64 noundef %236) #21
  br label %237

237:                                              ; preds = %234, %230, %208
  %238 = phi { ptr, i32 } [ %209, %208 ], [ %231, %230 ], [ %231, %234 ]
  %239 = load ptr, ptr %4, align 8, !tbaa !30, !noalias !15
  %240 = icmp eq ptr %239, %22
  br i1 %240, label %244, label %241

241:                                              ; preds = %237
  %242 = load i64, ptr %22, align 8, !tbaa !23, !noalias !15
  %243 = add i64 %242, 1
  call void @_ZdlPvm(ptr noundef %239, i64 noundef %243) #21
  br label %244

244:                                              ; preds = %241, %237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !15
  br label %336

245:                                              ; preds = %201
  %246 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  br label %270

247:                                              ; preds = %207, %206
  %248 = phi i1 [ false, %207 ], [ true, %206 ]
  %249 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %250 = load ptr, ptr %8, align 8, !tbaa !30, !noalias !15
  %251 = icmp eq ptr %250, %34
  br i1 %251, label %255, label %252

252:                                              ; preds = %247
  %253 = load i64, ptr %34, align 8, !tbaa !23, !noalias !15
  %254 = add i64 %253, 1
  call void @_ZdlPvm(ptr noundef %250, i64 noundef %254) #21
  br label %255

255:                                              ; preds = %252, %247
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !15
  %256 = load ptr, ptr %6, align 8, !tbaa !30, !noalias !15
  %257 = icmp eq ptr %256, %33
  br i1 %257, label %269, label %266

258:                                              ; preds = %203
  %259 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !15
  %260 = load ptr, ptr %6, align 8, !tbaa !30, !noalias !15
  %261 = icmp eq ptr %260, %33
  br i1 %261, label %265, label %262

262:                                              ; preds = %258
  %263 = load i64, ptr %33, align 8, !tbaa !23, !noalias !15
  %264 = add i64 %263, 1
  call void @_ZdlPvm(ptr noundef %260, i64 noundef %264) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  br label %270

265:                                              ; preds = %258
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  br label %270

266:                                              ; preds = %255
  %267 = load i64, ptr %33, align 8, !tbaa !23, !noalias !15
  %268 = add i64 %267, 1
  call void @_ZdlPvm(ptr noundef %256, i64 noundef %268) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  br i1 %248, label %270, label %336

269:                                              ; preds = %255
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !15
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !15
  br i1 %248, label %270, label %336

270:                                              ; preds = %269, %266, %265, %262, %245
  %271 = phi { ptr, i32 } [ %246, %245 ], [ %249, %269 ], [ %249, %266 ], [ %259, %265 ], [ %259, %262 ]
  call void @__cxa_free_exception(ptr %202) #20
  br label %336

272:                                              ; preds = %321
  %273 = load ptr, ptr %1, align 8, !tbaa !41, !noalias !15
  %274 = load ptr, ptr %29, align 8, !tbaa !40, !noalias !15
  %275 = icmp eq ptr %273, %274
  br i1 %275, label %289, label %276

276:                                              ; preds = %272, %284
  %277 = phi ptr [ %285, %284 ], [ %273, %272 ]
  %278 = load ptr, ptr %277, align 8, !tbaa !30
  %279 = getelementptr inbounds i8, ptr %277, i64 16
  %280 = icmp eq ptr %278, %279
  br i1 %280, label %284, label %281

281:                                              ; preds = %276
  %282 = load i64, ptr %279, align 8, !tbaa !23
  %283 = add i64 %282, 1
  call void @_ZdlPvm(ptr noundef %278, i64 noundef %283) #21
  br label %284

284:                                              ; preds = %281, %276
  %285 = getelementptr inbounds i8, ptr %277, i64 32
  %286 = icmp eq ptr %285, %274
  br i1 %286, label %287, label %276, !llvm.loop !42

287:                                              ; preds = %284
  %288 = load ptr, ptr %1, align 8, !tbaa !41, !noalias !15
  br label %289

289:                                              ; preds = %65, %287, %272
  %290 = phi ptr [ %288, %287 ], [ %273, %272 ], [ %66, %65 ]
  %291 = icmp eq ptr %290, null
  br i1 %291, label %344, label %292

292:                                              ; preds = %289
  %293 = load ptr, ptr %30, align 8, !tbaa !38, !noalias !15
  %294 = ptrtoint ptr %293 to i64
  %295 = ptrtoint ptr %290 to i64
  %296 = sub i64 %294, %295
  call void @_ZdlPvm(ptr noundef nonnull %290, i64 noundef %296) #21
  br label %344

297:                                              ; preds = %65, %321
  %298 = phi ptr [ %322, %321 ], [ %66, %65 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20, !noalias !15
  call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %299 = getelementptr inbounds i8, ptr %298, i64 8
  %300 = load i64, ptr %299, align 8, !tbaa !20, !noalias !43
  store ptr %31, ptr %9, align 8, !tbaa !18, !alias.scope !43, !noalias !15
  %301 = load ptr, ptr %298, align 8, !tbaa !30, !noalias !43
  %302 = call noundef i64 @llvm.umin.i64(i64 %300, i64 5)
  switch i64 %302, label %305 [
    i64 1, label %303
    i64 0, label %306
  ]

303:                                              ; preds = %297
  %304 = load i8, ptr %301, align 1, !tbaa !23
  store i8 %304, ptr %31, align 8, !tbaa !23, !noalias !15
  br label %306

305:                                              ; preds = %297
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %31, ptr align 1 %301, i64 %302, i1 false)
  br label %306

306:                                              ; preds = %305, %303, %297
  store i64 %302, ptr %32, align 8, !tbaa !20, !alias.scope !43, !noalias !15
  %307 = getelementptr inbounds i8, ptr %31, i64 %302
  store i8 0, ptr %307, align 1, !tbaa !23, !noalias !15
  %308 = load i64, ptr %20, align 8, !tbaa !20, !alias.scope !15
  %309 = sub i64 4611686018427387903, %308
  %310 = icmp ult i64 %309, %302
  br i1 %310, label %311, label %313

311:                                              ; preds = %306
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %312 unwind label %326

312:                                              ; preds = %311
  unreachable

313:                                              ; preds = %306
  %314 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull %31, i64 noundef %302)
          to label %315 unwind label %324

315:                                              ; preds = %313
  %316 = load ptr, ptr %9, align 8, !tbaa !30, !noalias !15
  %317 = icmp eq ptr %316, %31
  br i1 %317, label %321, label %318

318:                                              ; preds = %315
  %319 = load i64, ptr %31, align 8, !tbaa !23, !noalias !15
  %320 = add i64 %319, 1
  call void @_ZdlPvm(ptr noundef %316, i64 noundef %320) #21
  br label %321

321:                                              ; preds = %318, %315
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !15
  %322 = getelementptr inbounds i8, ptr %298, i64 32
  %323 = icmp eq ptr %322, %67
  br i1 %323, label %272, label %297

324:                                              ; preds = %313
  %325 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %328

326:                                              ; preds = %311
  %327 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %328

328:                                              ; preds = %326, %324
  %329 = phi { ptr, i32 } [ %325, %324 ], [ %327, %326 ]
  %330 = load ptr, ptr %9, align 8, !tbaa !30, !noalias !15
  %331 = icmp eq ptr %330, %31
  br i1 %331, label %335, label %332

332:                                              ; preds = %328
  %333 = load i64, ptr %31, align 8, !tbaa !23, !noalias !15
  %334 = add i64 %333, 1
  call void @_ZdlPvm(ptr noundef %330, i64 noundef %334) #21
  br label %335

335:                                              ; preds = %332, %328
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !15
  br label %336

336:                                              ; preds = %335, %270, %269, %266, %244
  %337 = phi { ptr, i32 } [ %329, %335 ], [ %271, %270 ], [ %249, %269 ], [ %238, %244 ], [ %249, %266 ]
  call void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %1) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !15
  %338 = load ptr, ptr %10, align 8, !tbaa !30, !alias.scope !15
  %339 = icmp eq ptr %338, %19
  br i1 %339, label %353, label %340

340:                                              ; preds = %336
  %341 = load i64, ptr %19, align 8, !tbaa !23, !alias.scope !15
  %342 = add i64 %341, 1
  call void @_ZdlPvm(ptr noundef %338, i64 noundef %342) #21
  br label %353

343:                                              ; preds = %207
  unreachable

344:                                              ; preds = %292, %289
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !15
  %345 = load ptr, ptr %10, align 8, !tbaa !30
  %346 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %345)
  %347 = load ptr, ptr %10, align 8, !tbaa !30
  %348 = icmp eq ptr %347, %19
  br i1 %348, label %352, label %349

349:                                              ; preds = %344
  %350 = load i64, ptr %19, align 8, !tbaa !23
  %351 = add i64 %350, 1
  call void @_ZdlPvm(ptr noundef %347, i64 noundef %351) #21
  br label %352

352:                                              ; preds = %344, %349
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  br label %362

353:                                              ; preds = %336, %340
  %354 = extractvalue { ptr, i32 } %337, 0
  %355 = extractvalue { ptr, i32 } %337, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  %356 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #20
  %357 = icmp eq i32 %355, %356
  br i1 %357, label %358, label %555

358:                                              ; preds = %353
  %359 = call ptr @__cxa_begin_catch(ptr %354) #20
  %360 = load ptr, ptr %359, align 8, !tbaa !30
  %361 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %360)
  call void @__cxa_end_catch()
  br label %362

362:                                              ; preds = %352, %358
  %363 = add nuw nsw i64 %61, 5
  %364 = icmp ult i64 %61, 4
  br i1 %364, label %60, label %35, !llvm.loop !46

365:                                              ; preds = %35
  %366 = landingpad { ptr, i32 }
          cleanup
  %367 = extractvalue { ptr, i32 } %366, 0
  %368 = extractvalue { ptr, i32 } %366, 1
  br label %552

369:                                              ; preds = %53, %55
  store ptr %37, ptr %11, align 8, !tbaa !6
  %370 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %370, ptr %36, align 8, !tbaa !14
  %371 = getelementptr inbounds i8, ptr %11, i64 8
  %372 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr @_ZL4live, align 4, !tbaa !12
  %374 = getelementptr inbounds i8, ptr %37, i64 4
  store ptr %374, ptr %371, align 8, !tbaa !11
  %375 = add nsw i32 %372, 3
  store i32 %375, ptr @_ZL4live, align 4, !tbaa !12
  %376 = getelementptr inbounds i8, ptr %37, i64 12
  store ptr %376, ptr %371, align 8, !tbaa !11
  store <4 x i32> <i32 0, i32 10, i32 20, i32 30>, ptr %37, align 4, !tbaa !47
  %377 = add nsw i32 %372, 4
  store i32 %377, ptr @_ZL4live, align 4, !tbaa !12
  %378 = getelementptr inbounds i8, ptr %37, i64 16
  store ptr %378, ptr %371, align 8, !tbaa !11
  store i32 2, ptr @_ZL11copy_budget, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #20
  store i32 40, ptr %12, align 4, !tbaa !12
  %379 = ptrtoint ptr %370 to i64
  invoke void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 %379, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %380 unwind label %381

380:                                              ; preds = %369
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  br label %394

381:                                              ; preds = %369
  %382 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %383 = extractvalue { ptr, i32 } %382, 0
  %384 = extractvalue { ptr, i32 } %382, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  %385 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %386 = icmp eq i32 %384, %385
  br i1 %386, label %387, label %552

387:                                              ; preds = %381
  %388 = call ptr @__cxa_begin_catch(ptr %383) #20
  %389 = load ptr, ptr %388, align 8, !tbaa !49
  %390 = getelementptr inbounds i8, ptr %389, i64 16
  %391 = load ptr, ptr %390, align 8
  %392 = call noundef ptr %391(ptr noundef nonnull align 8 dereferenceable(16) %388) #20
  %393 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %392)
  invoke void @__cxa_end_catch()
          to label %394 unwind label %416

394:                                              ; preds = %387, %380
  %395 = load ptr, ptr %371, align 8, !tbaa !11
  %396 = load ptr, ptr %11, align 8, !tbaa !6
  %397 = ptrtoint ptr %395 to i64
  %398 = ptrtoint ptr %396 to i64
  %399 = sub i64 %397, %398
  %400 = ashr exact i64 %399, 2
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %400)
  %402 = load ptr, ptr %11, align 8, !tbaa !26
  %403 = load ptr, ptr %371, align 8, !tbaa !26
  %404 = icmp eq ptr %402, %403
  br i1 %404, label %405, label %420

405:                                              ; preds = %420, %394
  %406 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %407 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %406)
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #20
  %408 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 0, ptr %408, align 8, !tbaa !51
  %409 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr null, ptr %409, align 8, !tbaa !55
  %410 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %408, ptr %410, align 8, !tbaa !56
  %411 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %408, ptr %411, align 8, !tbaa !57
  %412 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %412, align 8, !tbaa !58
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #20
  store i32 1, ptr %14, align 4, !tbaa !47
  %413 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr @_ZL4live, align 4, !tbaa !12
  %415 = invoke [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.6, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %426 unwind label %458

416:                                              ; preds = %387
  %417 = landingpad { ptr, i32 }
          cleanup
  %418 = extractvalue { ptr, i32 } %417, 0
  %419 = extractvalue { ptr, i32 } %417, 1
  br label %552

420:                                              ; preds = %394, %420
  %421 = phi ptr [ %424, %420 ], [ %402, %394 ]
  %422 = load i32, ptr %421, align 4, !tbaa !47
  %423 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %422)
  %424 = getelementptr inbounds i8, ptr %421, i64 4
  %425 = icmp eq ptr %424, %403
  br i1 %425, label %405, label %420

426:                                              ; preds = %405
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #20
  store i32 2, ptr %15, align 4, !tbaa !47
  %427 = invoke [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.7, ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %428 unwind label %464

428:                                              ; preds = %426
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #20
  store i32 0, ptr @_ZL11copy_budget, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #20
  store i32 3, ptr %16, align 4, !tbaa !47
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %17) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #20
  %429 = getelementptr inbounds i8, ptr %18, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %429, ptr noundef nonnull align 1 dereferenceable(5) @.str.8, i64 5, i1 false)
  %430 = getelementptr inbounds i8, ptr %18, i64 8
  %431 = getelementptr inbounds i8, ptr %18, i64 21
  store i8 0, ptr %431, align 1, !tbaa !23
  call void @llvm.experimental.noalias.scope.decl(metadata !59)
  %432 = getelementptr inbounds i8, ptr %17, i64 16
  store ptr %432, ptr %17, align 8, !tbaa !18, !alias.scope !59
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %432, ptr noundef nonnull align 8 dereferenceable(6) %429, i64 6, i1 false)
  %433 = getelementptr inbounds i8, ptr %17, i64 8
  store i64 5, ptr %433, align 8, !tbaa !20, !alias.scope !59
  store ptr %429, ptr %18, align 8, !tbaa !30, !noalias !59
  store i64 0, ptr %430, align 8, !tbaa !20, !noalias !59
  store i8 0, ptr %429, align 8, !tbaa !23, !noalias !59
  %434 = getelementptr inbounds i8, ptr %17, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %434, ptr noundef nonnull align 4 dereferenceable(4) %16)
          to label %439 unwind label %435

435:                                              ; preds = %428
  %436 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %437 = load ptr, ptr %17, align 8, !tbaa !30, !alias.scope !59
  %438 = icmp eq ptr %437, %432
  br i1 %438, label %481, label %476

439:                                              ; preds = %428
  %440 = invoke [2 x i64] @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 8 dereferenceable(36) %17)
          to label %441 unwind label %470

441:                                              ; preds = %439
  %442 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %443 = add nsw i32 %442, -1
  store i32 %443, ptr @_ZL4live, align 4, !tbaa !12
  %444 = load ptr, ptr %17, align 8, !tbaa !30
  %445 = icmp eq ptr %444, %432
  br i1 %445, label %449, label %446

446:                                              ; preds = %441
  %447 = load i64, ptr %432, align 8, !tbaa !23
  %448 = add i64 %447, 1
  call void @_ZdlPvm(ptr noundef %444, i64 noundef %448) #21
  br label %449

449:                                              ; preds = %441, %446
  %450 = load ptr, ptr %18, align 8, !tbaa !30
  %451 = icmp eq ptr %450, %429
  br i1 %451, label %455, label %452

452:                                              ; preds = %449
  %453 = load i64, ptr %429, align 8, !tbaa !23
  %454 = add i64 %453, 1
  call void @_ZdlPvm(ptr noundef %450, i64 noundef %454) #21
  br label %455

455:                                              ; preds = %449, %452
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #20
  %456 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %457 = add nsw i32 %456, -1
  store i32 %457, ptr @_ZL4live, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  br label %502

458:                                              ; preds = %405
  %459 = landingpad { ptr, i32 }
          cleanup
  %460 = extractvalue { ptr, i32 } %459, 0
  %461 = extractvalue { ptr, i32 } %459, 1
  %462 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %463 = add nsw i32 %462, -1
  store i32 %463, ptr @_ZL4live, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  br label %549

464:                                              ; preds = %426
  %465 = landingpad { ptr, i32 }
          cleanup
  %466 = extractvalue { ptr, i32 } %465, 0
  %467 = extractvalue { ptr, i32 } %465, 1
  %468 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %469 = add nsw i32 %468, -1
  store i32 %469, ptr @_ZL4live, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #20
  br label %549

470:                                              ; preds = %439
  %471 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %472 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %473 = add nsw i32 %472, -1
  store i32 %473, ptr @_ZL4live, align 4, !tbaa !12
  %474 = load ptr, ptr %17, align 8, !tbaa !30
  %475 = icmp eq ptr %474, %432
  br i1 %475, label %481, label %476

476:                                              ; preds = %470, %435
  %477 = phi ptr [ %437, %435 ], [ %474, %470 ]
  %478 = phi { ptr, i32 } [ %436, %435 ], [ %471, %470 ]
  %479 = load i64, ptr %432, align 8, !tbaa !23
  %480 = add i64 %479, 1
  call void @_ZdlPvm(ptr noundef %477, i64 noundef %480) #21
  br label %481

481:                                              ; preds = %476, %470, %435
  %482 = phi { ptr, i32 } [ %436, %435 ], [ %471, %470 ], [ %478, %476 ]
  %483 = load ptr, ptr %18, align 8, !tbaa !30
  %484 = icmp eq ptr %483, %429
  br i1 %484, label %488, label %485

485:                                              ; preds = %481
  %486 = load i64, ptr %429, align 8, !tbaa !23
  %487 = add i64 %486, 1
  call void @_ZdlPvm(ptr noundef %483, i64 noundef %487) #21
  br label %488

488:                                              ; preds = %485, %481
  %489 = extractvalue { ptr, i32 } %482, 0
  %490 = extractvalue { ptr, i32 } %482, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %17) #20
  %491 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %492 = add nsw i32 %491, -1
  store i32 %492, ptr @_ZL4live, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  %493 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %494 = icmp eq i32 %490, %493
  br i1 %494, label %495, label %549

495:                                              ; preds = %488
  %496 = call ptr @__cxa_begin_catch(ptr %489) #20
  %497 = load ptr, ptr %496, align 8, !tbaa !49
  %498 = getelementptr inbounds i8, ptr %497, i64 16
  %499 = load ptr, ptr %498, align 8
  %500 = call noundef ptr %499(ptr noundef nonnull align 8 dereferenceable(16) %496) #20
  %501 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %500)
  invoke void @__cxa_end_catch()
          to label %502 unwind label %536

502:                                              ; preds = %495, %455
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !12
  %503 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10)
  %504 = load ptr, ptr %410, align 8, !tbaa !56
  %505 = icmp eq ptr %504, %408
  br i1 %505, label %506, label %540

506:                                              ; preds = %540, %502
  %507 = load i64, ptr %412, align 8, !tbaa !58
  %508 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %509 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %507, i32 noundef %508)
  %510 = load ptr, ptr %409, align 8, !tbaa !55
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef %510)
          to label %514 unwind label %511

511:                                              ; preds = %506
  %512 = landingpad { ptr, i32 }
          catch ptr null
  %513 = extractvalue { ptr, i32 } %512, 0
  call void @__clang_call_terminate(ptr %513) #22
  unreachable

514:                                              ; preds = %506
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  %515 = load ptr, ptr %11, align 8, !tbaa !6
  %516 = load ptr, ptr %371, align 8, !tbaa !11
  %517 = icmp eq ptr %515, %516
  br i1 %517, label %528, label %518

518:                                              ; preds = %514
  %519 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %520 = ptrtoint ptr %516 to i64
  %521 = ptrtoint ptr %515 to i64
  %522 = sub i64 %520, %521
  %523 = add i64 %522, 17179869180
  %524 = lshr i64 %523, 2
  %525 = trunc i64 %524 to i32
  %526 = xor i32 %525, -1
  %527 = add i32 %519, %526
  store i32 %527, ptr @_ZL4live, align 4, !tbaa !12
  br label %528

528:                                              ; preds = %518, %514
  %529 = icmp eq ptr %515, null
  br i1 %529, label %535, label %530

530:                                              ; preds = %528
  %531 = load ptr, ptr %36, align 8, !tbaa !14
  %532 = ptrtoint ptr %531 to i64
  %533 = ptrtoint ptr %515 to i64
  %534 = sub i64 %532, %533
  call void @_ZdlPvm(ptr noundef nonnull %515, i64 noundef %534) #21
  br label %535

535:                                              ; preds = %528, %530
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  ret i32 0

536:                                              ; preds = %495
  %537 = landingpad { ptr, i32 }
          cleanup
  %538 = extractvalue { ptr, i32 } %537, 0
  %539 = extractvalue { ptr, i32 } %537, 1
  br label %549

540:                                              ; preds = %502, %540
  %541 = phi ptr [ %547, %540 ], [ %504, %502 ]
  %542 = getelementptr inbounds i8, ptr %541, i64 32
  %543 = load ptr, ptr %542, align 8, !tbaa !30
  %544 = getelementptr inbounds i8, ptr %541, i64 64
  %545 = load i32, ptr %544, align 8, !tbaa !62
  %546 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef %543, i32 noundef %545)
  %547 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef %541) #24
  %548 = icmp eq ptr %547, %408
  br i1 %548, label %506, label %540

549:                                              ; preds = %536, %488, %464, %458
  %550 = phi i32 [ %539, %536 ], [ %490, %488 ], [ %467, %464 ], [ %461, %458 ]
  %551 = phi ptr [ %538, %536 ], [ %489, %488 ], [ %466, %464 ], [ %460, %458 ]
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %13) #20
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  br label %552

552:                                              ; preds = %549, %416, %381, %365
  %553 = phi i32 [ %550, %549 ], [ %419, %416 ], [ %384, %381 ], [ %368, %365 ]
  %554 = phi ptr [ %551, %549 ], [ %418, %416 ], [ %383, %381 ], [ %367, %365 ]
  call void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %11) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  br label %555

555:                                              ; preds = %353, %552
  %556 = phi i32 [ %553, %552 ], [ %355, %353 ]
  %557 = phi ptr [ %554, %552 ], [ %354, %353 ]
  %558 = insertvalue { ptr, i32 } poison, ptr %557, 0
  %559 = insertvalue { ptr, i32 } %558, i32 %556, 1
  resume { ptr, i32 } %559
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

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
define linkonce_odr dso_local [2 x i64] @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(36) %1) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %3, align 8, !tbaa !55
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %4, null
  br i1 %6, label %7, label %9

7:                                                ; preds = %2
  %8 = ptrtoint ptr %5 to i64
  br label %59

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !20
  %12 = load ptr, ptr %1, align 8
  br label %13

13:                                               ; preds = %30, %9
  %14 = phi ptr [ %4, %9 ], [ %36, %30 ]
  %15 = phi ptr [ %5, %9 ], [ %33, %30 ]
  %16 = getelementptr inbounds i8, ptr %14, i64 40
  %17 = load i64, ptr %16, align 8, !tbaa !20
  %18 = tail call i64 @llvm.umin.i64(i64 %11, i64 %17)
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %13
  %21 = getelementptr inbounds i8, ptr %14, i64 32
  %22 = load ptr, ptr %21, align 8, !tbaa !30
  %23 = tail call i32 @memcmp(ptr noundef %22, ptr noundef %12, i64 noundef %18) #20
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %20, %13
  %26 = sub i64 %17, %11
  %27 = tail call i64 @llvm.smax.i64(i64 %26, i64 -2147483648)
  %28 = tail call i64 @llvm.smin.i64(i64 %27, i64 2147483647)
  %29 = trunc nsw i64 %28 to i32
  br label %30

30:                                               ; preds = %25, %20
  %31 = phi i32 [ %23, %20 ], [ %29, %25 ]
  %32 = icmp slt i32 %31, 0
  %33 = select i1 %32, ptr %15, ptr %14
  %34 = select i1 %32, i64 24, i64 16
  %35 = getelementptr inbounds i8, ptr %14, i64 %34
  %36 = load ptr, ptr %35, align 8, !tbaa !26
  %37 = icmp eq ptr %36, null
  br i1 %37, label %38, label %13, !llvm.loop !64

38:                                               ; preds = %30
  %39 = ptrtoint ptr %33 to i64
  %40 = icmp eq ptr %33, %5
  br i1 %40, label %59, label %41

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8, ptr %33, i64 40
  %43 = load i64, ptr %42, align 8, !tbaa !20
  %44 = tail call i64 @llvm.umin.i64(i64 %43, i64 %11)
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %51, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %33, i64 32
  %48 = load ptr, ptr %47, align 8, !tbaa !30
  %49 = tail call i32 @memcmp(ptr noundef %12, ptr noundef %48, i64 noundef %44) #20
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %56

51:                                               ; preds = %46, %41
  %52 = sub i64 %11, %43
  %53 = tail call i64 @llvm.smax.i64(i64 %52, i64 -2147483648)
  %54 = tail call i64 @llvm.smin.i64(i64 %53, i64 2147483647)
  %55 = trunc nsw i64 %54 to i32
  br label %56

56:                                               ; preds = %46, %51
  %57 = phi i32 [ %49, %46 ], [ %55, %51 ]
  %58 = icmp slt i32 %57, 0
  br i1 %58, label %59, label %62

59:                                               ; preds = %38, %7, %56
  %60 = phi i64 [ %39, %56 ], [ %8, %7 ], [ %39, %38 ]
  %61 = tail call i64 @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %60, ptr noundef nonnull align 8 dereferenceable(36) %1)
  br label %62

62:                                               ; preds = %56, %59
  %63 = phi i64 [ %61, %59 ], [ %39, %56 ]
  %64 = phi i64 [ 1, %59 ], [ 0, %56 ]
  %65 = insertvalue [2 x i64] poison, i64 %63, 0
  %66 = insertvalue [2 x i64] %65, i64 %64, 1
  ret [2 x i64] %66
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !18
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.23) #23
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %9, ptr %4, align 8, !tbaa !65
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !30
  %13 = load i64, ptr %4, align 8, !tbaa !65
  store i64 %13, ptr %5, align 8, !tbaa !23
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !23
  store i8 %17, ptr %15, align 1, !tbaa !23
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !65
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !20
  %22 = load ptr, ptr %0, align 8, !tbaa !30
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr, ptr %2, align 8, !tbaa !55
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
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %16, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %8 = ptrtoint ptr %4 to i64
  %9 = ptrtoint ptr %2 to i64
  %10 = sub i64 %8, %9
  %11 = add i64 %10, 17179869180
  %12 = lshr i64 %11, 2
  %13 = trunc i64 %12 to i32
  %14 = xor i32 %13, -1
  %15 = add i32 %7, %14
  store i32 %15, ptr @_ZL4live, align 4, !tbaa !12
  br label %16

16:                                               ; preds = %6, %1
  %17 = icmp eq ptr %2, null
  br i1 %17, label %24, label %18

18:                                               ; preds = %16
  %19 = getelementptr inbounds i8, ptr %0, i64 16
  %20 = load ptr, ptr %19, align 8, !tbaa !14
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
  %5 = load i64, ptr %4, align 8, !tbaa !20
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !20
  %8 = add i64 %7, %5
  %9 = load ptr, ptr %1, align 8, !tbaa !30
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = icmp eq ptr %9, %10
  %12 = load i64, ptr %10, align 8
  %13 = select i1 %11, i64 15, i64 %12
  %14 = icmp ugt i64 %8, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = load ptr, ptr %2, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = icmp eq ptr %16, %17
  %19 = load i64, ptr %17, align 8
  %20 = select i1 %18, i64 15, i64 %19
  %21 = icmp ugt i64 %8, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %15
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %0, align 8, !tbaa !18
  %25 = load ptr, ptr %23, align 8, !tbaa !30
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !20
  %31 = add i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %24, ptr nonnull align 8 %26, i64 %31, i1 false)
  br label %36

34:                                               ; preds = %22
  store ptr %25, ptr %0, align 8, !tbaa !30
  %35 = load i64, ptr %26, align 8, !tbaa !23
  store i64 %35, ptr %24, align 8, !tbaa !23
  br label %36

36:                                               ; preds = %28, %33, %34
  %37 = getelementptr inbounds i8, ptr %23, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 8, !tbaa !20
  store ptr %26, ptr %23, align 8, !tbaa !30
  br label %63

40:                                               ; preds = %15, %3
  %41 = sub i64 4611686018427387903, %5
  %42 = icmp ult i64 %41, %7
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
  unreachable

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8, !tbaa !30
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %47, ptr %0, align 8, !tbaa !18
  %48 = load ptr, ptr %46, align 8, !tbaa !30
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = icmp eq ptr %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !20
  %54 = add i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %47, ptr nonnull align 8 %49, i64 %54, i1 false)
  br label %59

57:                                               ; preds = %44
  store ptr %48, ptr %0, align 8, !tbaa !30
  %58 = load i64, ptr %49, align 8, !tbaa !23
  store i64 %58, ptr %47, align 8, !tbaa !23
  br label %59

59:                                               ; preds = %51, %56, %57
  %60 = getelementptr inbounds i8, ptr %46, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !20
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %61, ptr %62, align 8, !tbaa !20
  store ptr %49, ptr %46, align 8, !tbaa !30
  br label %63

63:                                               ; preds = %36, %59
  %64 = phi ptr [ %37, %36 ], [ %60, %59 ]
  %65 = phi ptr [ %26, %36 ], [ %49, %59 ]
  store i64 0, ptr %64, align 8, !tbaa !20
  store i8 0, ptr %65, align 1, !tbaa !23
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !18
  %7 = load ptr, ptr %5, align 8, !tbaa !30
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !20
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !30
  %17 = load i64, ptr %8, align 8, !tbaa !23
  store i64 %17, ptr %6, align 8, !tbaa !23
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !20
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !20
  store ptr %8, ptr %5, align 8, !tbaa !30
  store i64 0, ptr %22, align 8, !tbaa !20
  store i8 0, ptr %8, align 8, !tbaa !23
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
  br i1 %22, label %23, label %5, !llvm.loop !66

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !18
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %76

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !30
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
  %47 = load i8, ptr %46, align 1, !tbaa !23
  %48 = zext i32 %38 to i64
  %49 = getelementptr inbounds i8, ptr %32, i64 %48
  store i8 %47, ptr %49, align 1, !tbaa !23
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !23
  %53 = add i32 %38, -1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %32, i64 %54
  store i8 %52, ptr %55, align 1, !tbaa !23
  %56 = add i32 %38, -2
  %57 = icmp ugt i32 %37, 9999
  br i1 %57, label %36, label %58, !llvm.loop !67

58:                                               ; preds = %36, %29
  %59 = phi i32 [ %3, %29 ], [ %40, %36 ]
  %60 = icmp ugt i32 %59, 9
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1
  %63 = or disjoint i32 %62, 1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !23
  %67 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %66, ptr %67, align 1, !tbaa !23
  %68 = zext nneg i32 %62 to i64
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !23
  br label %74

71:                                               ; preds = %58
  %72 = trunc nuw i32 %59 to i8
  %73 = or disjoint i8 %72, 48
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ]
  store i8 %75, ptr %32, align 1, !tbaa !23
  ret void

76:                                               ; preds = %23
  %77 = landingpad { ptr, i32 }
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  tail call void @__clang_call_terminate(ptr %78) #22
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8, ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef) local_unnamed_addr #6

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !41
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !40
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %19, label %6

6:                                                ; preds = %1, %14
  %7 = phi ptr [ %15, %14 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !30
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = load i64, ptr %9, align 8, !tbaa !23
  %13 = add i64 %12, 1
  tail call void @_ZdlPvm(ptr noundef %8, i64 noundef %13) #21
  br label %14

14:                                               ; preds = %11, %6
  %15 = getelementptr inbounds i8, ptr %7, i64 32
  %16 = icmp eq ptr %15, %4
  br i1 %16, label %17, label %6, !llvm.loop !42

17:                                               ; preds = %14
  %18 = load ptr, ptr %0, align 8, !tbaa !41
  br label %19

19:                                               ; preds = %17, %1
  %20 = phi ptr [ %18, %17 ], [ %2, %1 ]
  %21 = icmp eq ptr %20, null
  br i1 %21, label %28, label %22

22:                                               ; preds = %19
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load ptr, ptr %23, align 8, !tbaa !38
  %25 = ptrtoint ptr %24 to i64
  %26 = ptrtoint ptr %20 to i64
  %27 = sub i64 %25, %26
  tail call void @_ZdlPvm(ptr noundef nonnull %20, i64 noundef %27) #21
  br label %28

28:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !40
  %7 = load ptr, ptr %0, align 8, !tbaa !26
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = icmp eq i64 %10, 9223372036854775776
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #23
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
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store ptr %29, ptr %28, align 8, !tbaa !18
  %30 = load ptr, ptr %2, align 8, !tbaa !30
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %26
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = load i64, ptr %34, align 8, !tbaa !20
  %36 = add i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %29, ptr nonnull align 8 %31, i64 %36, i1 false)
  br label %43

39:                                               ; preds = %26
  store ptr %30, ptr %28, align 8, !tbaa !30
  %40 = load i64, ptr %31, align 8, !tbaa !23
  store i64 %40, ptr %29, align 8, !tbaa !23
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  %42 = load i64, ptr %41, align 8, !tbaa !20
  br label %43

43:                                               ; preds = %33, %38, %39
  %44 = phi i64 [ -1, %33 ], [ %35, %38 ], [ %42, %39 ]
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  %46 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %44, ptr %46, align 8, !tbaa !20
  store ptr %31, ptr %2, align 8, !tbaa !30
  store i64 0, ptr %45, align 8, !tbaa !20
  store i8 0, ptr %31, align 8, !tbaa !23
  %47 = icmp eq ptr %7, %4
  br i1 %47, label %72, label %48

48:                                               ; preds = %43, %65
  %49 = phi ptr [ %70, %65 ], [ %27, %43 ]
  %50 = phi ptr [ %69, %65 ], [ %7, %43 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  %51 = getelementptr inbounds i8, ptr %49, i64 16
  store ptr %51, ptr %49, align 8, !tbaa !18, !alias.scope !68, !noalias !71
  %52 = load ptr, ptr %50, align 8, !tbaa !30, !alias.scope !71, !noalias !68
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = icmp eq ptr %52, %53
  br i1 %54, label %55, label %61

55:                                               ; preds = %48
  %56 = getelementptr inbounds i8, ptr %50, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !20, !alias.scope !71, !noalias !68
  %58 = add i64 %57, 1
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr nonnull align 8 %53, i64 %58, i1 false), !alias.scope !73
  br label %65

61:                                               ; preds = %48
  store ptr %52, ptr %49, align 8, !tbaa !30, !alias.scope !68, !noalias !71
  %62 = load i64, ptr %53, align 8, !tbaa !23, !alias.scope !71, !noalias !68
  store i64 %62, ptr %51, align 8, !tbaa !23, !alias.scope !68, !noalias !71
  %63 = getelementptr inbounds i8, ptr %50, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !20, !alias.scope !71, !noalias !68
  br label %65

65:                                               ; preds = %61, %60, %55
  %66 = phi i64 [ %64, %61 ], [ %57, %60 ], [ -1, %55 ]
  %67 = getelementptr inbounds i8, ptr %50, i64 8
  %68 = getelementptr inbounds i8, ptr %49, i64 8
  store i64 %66, ptr %68, align 8, !tbaa !20, !alias.scope !68, !noalias !71
  store ptr %53, ptr %50, align 8, !tbaa !30, !alias.scope !71, !noalias !68
  store i64 0, ptr %67, align 8, !tbaa !20, !alias.scope !71, !noalias !68
  store i8 0, ptr %53, align 1, !tbaa !23, !alias.scope !71, !noalias !68
  %69 = getelementptr inbounds i8, ptr %50, i64 32
  %70 = getelementptr inbounds i8, ptr %49, i64 32
  %71 = icmp eq ptr %69, %4
  br i1 %71, label %72, label %48, !llvm.loop !74

72:                                               ; preds = %65, %43
  %73 = phi ptr [ %27, %43 ], [ %70, %65 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 32
  %75 = icmp eq ptr %6, %4
  br i1 %75, label %100, label %76

76:                                               ; preds = %72, %93
  %77 = phi ptr [ %98, %93 ], [ %74, %72 ]
  %78 = phi ptr [ %97, %93 ], [ %4, %72 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !75)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  %79 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %79, ptr %77, align 8, !tbaa !18, !alias.scope !75, !noalias !78
  %80 = load ptr, ptr %78, align 8, !tbaa !30, !alias.scope !78, !noalias !75
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = icmp eq ptr %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %78, i64 8
  %85 = load i64, ptr %84, align 8, !tbaa !20, !alias.scope !78, !noalias !75
  %86 = add i64 %85, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %79, ptr nonnull align 8 %81, i64 %86, i1 false), !alias.scope !80
  br label %93

89:                                               ; preds = %76
  store ptr %80, ptr %77, align 8, !tbaa !30, !alias.scope !75, !noalias !78
  %90 = load i64, ptr %81, align 8, !tbaa !23, !alias.scope !78, !noalias !75
  store i64 %90, ptr %79, align 8, !tbaa !23, !alias.scope !75, !noalias !78
  %91 = getelementptr inbounds i8, ptr %78, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !20, !alias.scope !78, !noalias !75
  br label %93

93:                                               ; preds = %89, %88, %83
  %94 = phi i64 [ %92, %89 ], [ %85, %88 ], [ -1, %83 ]
  %95 = getelementptr inbounds i8, ptr %78, i64 8
  %96 = getelementptr inbounds i8, ptr %77, i64 8
  store i64 %94, ptr %96, align 8, !tbaa !20, !alias.scope !75, !noalias !78
  store ptr %81, ptr %78, align 8, !tbaa !30, !alias.scope !78, !noalias !75
  store i64 0, ptr %95, align 8, !tbaa !20, !alias.scope !78, !noalias !75
  store i8 0, ptr %81, align 1, !tbaa !23, !alias.scope !78, !noalias !75
  %97 = getelementptr inbounds i8, ptr %78, i64 32
  %98 = getelementptr inbounds i8, ptr %77, i64 32
  %99 = icmp eq ptr %97, %6
  br i1 %99, label %100, label %76, !llvm.loop !74

100:                                              ; preds = %93, %72
  %101 = phi ptr [ %74, %72 ], [ %98, %93 ]
  %102 = getelementptr inbounds i8, ptr %0, i64 16
  %103 = icmp eq ptr %7, null
  br i1 %103, label %108, label %104

104:                                              ; preds = %100
  %105 = load ptr, ptr %102, align 8, !tbaa !38
  %106 = ptrtoint ptr %105 to i64
  %107 = sub i64 %106, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %107) #21
  br label %108

108:                                              ; preds = %100, %104
  store ptr %27, ptr %0, align 8, !tbaa !41
  store ptr %101, ptr %5, align 8, !tbaa !40
  %109 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %19
  store ptr %109, ptr %102, align 8, !tbaa !38
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

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #13

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = load i32, ptr %1, align 4, !tbaa !47
  store i32 %5, ptr %0, align 4, !tbaa !47
  %6 = load i32, ptr @_ZL11copy_budget, align 4, !tbaa !12
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZL11copy_budget, align 4, !tbaa !12
  %8 = icmp slt i32 %6, 1
  br i1 %8, label %9, label %36

9:                                                ; preds = %2
  %10 = tail call ptr @__cxa_allocate_exception(i64 16) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20
  %11 = load i32, ptr %0, align 4, !tbaa !47
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
  %19 = load ptr, ptr %3, align 8, !tbaa !30
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %16
  %23 = load i64, ptr %20, align 8, !tbaa !23
  %24 = add i64 %23, 1
  call void @_ZdlPvm(ptr noundef %19, i64 noundef %24) #21
  br label %25

25:                                               ; preds = %22, %16, %14
  %26 = phi { ptr, i32 } [ %15, %14 ], [ %18, %16 ], [ %18, %22 ]
  %27 = phi i1 [ true, %14 ], [ %17, %16 ], [ %17, %22 ]
  %28 = load ptr, ptr %4, align 8, !tbaa !30
  %29 = getelementptr inbounds i8, ptr %4, i64 16
  %30 = icmp eq ptr %28, %29
  br i1 %30, label %34, label %31

31:                                               ; preds = %25
  %32 = load i64, ptr %29, align 8, !tbaa !23
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
  %37 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr @_ZL4live, align 4, !tbaa !12
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
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %21, label %4

4:                                                ; preds = %2, %19
  %5 = phi ptr [ %9, %19 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !81
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !82
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !12
  %13 = load ptr, ptr %10, align 8, !tbaa !30
  %14 = getelementptr inbounds i8, ptr %5, i64 48
  %15 = icmp eq ptr %13, %14
  br i1 %15, label %19, label %16

16:                                               ; preds = %4
  %17 = load i64, ptr %14, align 8, !tbaa !23
  %18 = add i64 %17, 1
  tail call void @_ZdlPvm(ptr noundef %13, i64 noundef %18) #21
  br label %19

19:                                               ; preds = %4, %16
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 72) #21
  %20 = icmp eq ptr %9, null
  br i1 %20, label %21, label %4, !llvm.loop !83

21:                                               ; preds = %19, %2
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_mT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %4
  %7 = icmp ugt i64 %1, 2305843009213693951
  br i1 %7, label %8, label %12, !prof !84

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
  br i1 %24, label %47, label %18, !llvm.loop !85

25:                                               ; preds = %18
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  %28 = tail call ptr @__cxa_begin_catch(ptr %27) #20
  %29 = icmp eq ptr %19, %16
  br i1 %29, label %40, label %30

30:                                               ; preds = %25
  %31 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %32 = ptrtoint ptr %19 to i64
  %33 = ptrtoint ptr %16 to i64
  %34 = sub i64 %32, %33
  %35 = add i64 %34, 17179869180
  %36 = lshr i64 %35, 2
  %37 = trunc i64 %36 to i32
  %38 = xor i32 %37, -1
  %39 = add i32 %31, %38
  store i32 %39, ptr @_ZL4live, align 4, !tbaa !12
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
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !11
  %7 = load ptr, ptr %0, align 8, !tbaa !26
  %8 = ptrtoint ptr %6 to i64
  %9 = ptrtoint ptr %7 to i64
  %10 = sub i64 %8, %9
  %11 = icmp eq i64 %10, 9223372036854775804
  br i1 %11, label %12, label %13

12:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.16) #23
  unreachable

13:                                               ; preds = %3
  %14 = ashr exact i64 %10, 2
  %15 = tail call i64 @llvm.umax.i64(i64 %14, i64 1)
  %16 = add nsw i64 %15, %14
  %17 = icmp ult i64 %16, %14
  %18 = tail call i64 @llvm.umin.i64(i64 %16, i64 2305843009213693951)
  %19 = select i1 %17, i64 2305843009213693951, i64 %18
  %20 = sub i64 %1, %9
  %21 = ashr exact i64 %20, 2
  %22 = icmp eq i64 %19, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %13
  %24 = shl nuw nsw i64 %19, 2
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %23, %13
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %struct.Item, ptr %27, i64 %21
  %29 = load i32, ptr %2, align 4, !tbaa !12
  store i32 %29, ptr %28, align 4, !tbaa !47
  %30 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZL4live, align 4, !tbaa !12
  %32 = icmp eq ptr %7, %4
  br i1 %32, label %62, label %33

33:                                               ; preds = %26, %36
  %34 = phi ptr [ %38, %36 ], [ %27, %26 ]
  %35 = phi ptr [ %37, %36 ], [ %7, %26 ]
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %34, ptr noundef nonnull align 4 dereferenceable(4) %35)
          to label %36 unwind label %40

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %35, i64 4
  %38 = getelementptr inbounds i8, ptr %34, i64 4
  %39 = icmp eq ptr %37, %4
  br i1 %39, label %62, label %33, !llvm.loop !85

40:                                               ; preds = %33
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = tail call ptr @__cxa_begin_catch(ptr %42) #20
  %44 = icmp eq ptr %34, %27
  br i1 %44, label %55, label %45

45:                                               ; preds = %40
  %46 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %47 = ptrtoint ptr %34 to i64
  %48 = ptrtoint ptr %27 to i64
  %49 = sub i64 %47, %48
  %50 = add i64 %49, 17179869180
  %51 = lshr i64 %50, 2
  %52 = trunc i64 %51 to i32
  %53 = xor i32 %52, -1
  %54 = add i32 %46, %53
  store i32 %54, ptr @_ZL4live, align 4, !tbaa !12
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
  %65 = icmp eq ptr %6, %4
  br i1 %65, label %95, label %66

66:                                               ; preds = %62, %70
  %67 = phi i64 [ %72, %70 ], [ 4, %62 ]
  %68 = phi ptr [ %71, %70 ], [ %4, %62 ]
  %69 = getelementptr inbounds i8, ptr %63, i64 %67
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %69, ptr noundef nonnull align 4 dereferenceable(4) %68)
          to label %70 unwind label %74

70:                                               ; preds = %66
  %71 = getelementptr inbounds i8, ptr %68, i64 4
  %72 = add nuw nsw i64 %67, 4
  %73 = icmp eq ptr %71, %6
  br i1 %73, label %93, label %66, !llvm.loop !85

74:                                               ; preds = %66
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  %77 = tail call ptr @__cxa_begin_catch(ptr %76) #20
  %78 = icmp eq i64 %67, 4
  br i1 %78, label %86, label %79

79:                                               ; preds = %74
  %80 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %81 = add nuw i64 %67, 17179869176
  %82 = lshr exact i64 %81, 2
  %83 = trunc i64 %82 to i32
  %84 = xor i32 %83, -1
  %85 = add i32 %80, %84
  store i32 %85, ptr @_ZL4live, align 4, !tbaa !12
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
  %97 = icmp eq ptr %7, %6
  br i1 %97, label %105, label %98

98:                                               ; preds = %95
  %99 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %100 = add i64 %10, 17179869180
  %101 = lshr i64 %100, 2
  %102 = trunc i64 %101 to i32
  %103 = xor i32 %102, -1
  %104 = add i32 %99, %103
  store i32 %104, ptr @_ZL4live, align 4, !tbaa !12
  br label %105

105:                                              ; preds = %95, %98
  %106 = getelementptr inbounds i8, ptr %0, i64 16
  %107 = icmp eq ptr %7, null
  br i1 %107, label %112, label %108

108:                                              ; preds = %105
  %109 = load ptr, ptr %106, align 8, !tbaa !14
  %110 = ptrtoint ptr %109 to i64
  %111 = sub i64 %110, %9
  tail call void @_ZdlPvm(ptr noundef nonnull %7, i64 noundef %111) #21
  br label %112

112:                                              ; preds = %105, %108
  store ptr %27, ptr %0, align 8, !tbaa !6
  store ptr %96, ptr %5, align 8, !tbaa !11
  %113 = getelementptr inbounds %struct.Item, ptr %27, i64 %19
  store ptr %113, ptr %106, align 8, !tbaa !14
  ret void

114:                                              ; preds = %56
  %115 = extractvalue { ptr, i32 } %57, 0
  %116 = tail call ptr @__cxa_begin_catch(ptr %115) #20
  %117 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %118 = add nsw i32 %117, -1
  br label %135

119:                                              ; preds = %87
  %120 = extractvalue { ptr, i32 } %88, 0
  %121 = tail call ptr @__cxa_begin_catch(ptr %120) #20
  %122 = icmp eq ptr %27, %64
  br i1 %122, label %137, label %123

123:                                              ; preds = %119
  %124 = load i32, ptr @_ZL4live, align 4, !tbaa !12
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
  store i32 %136, ptr @_ZL4live, align 4, !tbaa !12
  br label %137

137:                                              ; preds = %135, %119
  %138 = icmp eq ptr %27, null
  br i1 %138, label %141, label %139

139:                                              ; preds = %137
  %140 = shl nuw nsw i64 %19, 2
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
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #20
  store ptr %0, ptr %4, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = tail call noundef ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE14_M_create_nodeIJRA4_KcS8_EEEPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2)
  store ptr %6, ptr %5, align 8, !tbaa !86
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = invoke [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %9 unwind label %46

9:                                                ; preds = %3
  %10 = extractvalue [2 x i64] %8, 1
  %11 = icmp eq i64 %10, 0
  %12 = extractvalue [2 x i64] %8, 0
  br i1 %11, label %48, label %13

13:                                               ; preds = %9
  %14 = inttoptr i64 %10 to ptr
  %15 = icmp ne i64 %12, 0
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = icmp eq ptr %16, %14
  %18 = select i1 %15, i1 true, i1 %17
  br i1 %18, label %40, label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %6, i64 40
  %21 = load i64, ptr %20, align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %14, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !20
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 %21)
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %14, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !30
  %29 = load ptr, ptr %7, align 8, !tbaa !30
  %30 = tail call i32 @memcmp(ptr noundef %29, ptr noundef %28, i64 noundef %24) #20
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %26, %19
  %33 = sub i64 %21, %23
  %34 = tail call i64 @llvm.smax.i64(i64 %33, i64 -2147483648)
  %35 = tail call i64 @llvm.smin.i64(i64 %34, i64 2147483647)
  %36 = trunc nsw i64 %35 to i32
  br label %37

37:                                               ; preds = %32, %26
  %38 = phi i32 [ %30, %26 ], [ %36, %32 ]
  %39 = icmp slt i32 %38, 0
  br label %40

40:                                               ; preds = %13, %37
  %41 = phi i1 [ true, %13 ], [ %39, %37 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef %41, ptr noundef %6, ptr noundef nonnull %14, ptr noundef nonnull align 8 dereferenceable(32) %16) #20
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load i64, ptr %42, align 8, !tbaa !58
  %44 = add i64 %43, 1
  store i64 %44, ptr %42, align 8, !tbaa !58
  %45 = ptrtoint ptr %6 to i64
  br label %60

46:                                               ; preds = %3
  %47 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  resume { ptr, i32 } %47

48:                                               ; preds = %9
  %49 = icmp eq ptr %6, null
  br i1 %49, label %60, label %50

50:                                               ; preds = %48
  %51 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %52 = add nsw i32 %51, -1
  store i32 %52, ptr @_ZL4live, align 4, !tbaa !12
  %53 = load ptr, ptr %7, align 8, !tbaa !30
  %54 = getelementptr inbounds i8, ptr %6, i64 48
  %55 = icmp eq ptr %53, %54
  br i1 %55, label %59, label %56

56:                                               ; preds = %50
  %57 = load i64, ptr %54, align 8, !tbaa !23
  %58 = add i64 %57, 1
  tail call void @_ZdlPvm(ptr noundef %53, i64 noundef %58) #21
  br label %59

59:                                               ; preds = %56, %50
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #21
  br label %60

60:                                               ; preds = %40, %48, %59
  %61 = phi i64 [ 1, %40 ], [ 0, %48 ], [ 0, %59 ]
  %62 = phi i64 [ %45, %40 ], [ %12, %48 ], [ %12, %59 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  %63 = insertvalue [2 x i64] poison, i64 %62, 0
  %64 = insertvalue [2 x i64] %63, i64 %61, 1
  ret [2 x i64] %64
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %1) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %3, align 8, !tbaa !26
  %6 = icmp eq ptr %5, null
  br i1 %6, label %35, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !20
  %10 = load ptr, ptr %1, align 8
  br label %11

11:                                               ; preds = %7, %27
  %12 = phi ptr [ %5, %7 ], [ %32, %27 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 40
  %14 = load i64, ptr %13, align 8, !tbaa !20
  %15 = tail call i64 @llvm.umin.i64(i64 %14, i64 %9)
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %12, i64 32
  %19 = load ptr, ptr %18, align 8, !tbaa !30
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
  %32 = load ptr, ptr %31, align 8, !tbaa !26
  %33 = icmp eq ptr %32, null
  br i1 %33, label %34, label %11, !llvm.loop !88

34:                                               ; preds = %27
  br i1 %29, label %35, label %42

35:                                               ; preds = %2, %34
  %36 = phi ptr [ %12, %34 ], [ %4, %2 ]
  %37 = getelementptr inbounds i8, ptr %0, i64 24
  %38 = load ptr, ptr %37, align 8, !tbaa !56
  %39 = icmp eq ptr %36, %38
  br i1 %39, label %68, label %40

40:                                               ; preds = %35
  %41 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %36) #24
  br label %42

42:                                               ; preds = %40, %34
  %43 = phi ptr [ %36, %40 ], [ %12, %34 ]
  %44 = phi ptr [ %41, %40 ], [ %12, %34 ]
  %45 = getelementptr inbounds i8, ptr %44, i64 40
  %46 = load i64, ptr %45, align 8, !tbaa !20
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i64, ptr %47, align 8, !tbaa !20
  %49 = tail call i64 @llvm.umin.i64(i64 %48, i64 %46)
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %57, label %51

51:                                               ; preds = %42
  %52 = getelementptr inbounds i8, ptr %44, i64 32
  %53 = load ptr, ptr %1, align 8, !tbaa !30
  %54 = load ptr, ptr %52, align 8, !tbaa !30
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
  %65 = ptrtoint ptr %44 to i64
  %66 = select i1 %64, ptr %43, ptr null
  %67 = select i1 %64, i64 0, i64 %65
  br label %68

68:                                               ; preds = %62, %35
  %69 = phi i64 [ 0, %35 ], [ %67, %62 ]
  %70 = phi ptr [ %36, %35 ], [ %66, %62 ]
  %71 = insertvalue [2 x i64] poison, i64 %69, 0
  %72 = ptrtoint ptr %70 to i64
  %73 = insertvalue [2 x i64] %71, i64 %72, 1
  ret [2 x i64] %73
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !86
  %4 = icmp eq ptr %3, null
  br i1 %4, label %16, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !12
  %9 = load ptr, ptr %6, align 8, !tbaa !30
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %15, label %12

12:                                               ; preds = %5
  %13 = load i64, ptr %10, align 8, !tbaa !23
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
define linkonce_odr dso_local noundef ptr @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE14_M_create_nodeIJRA4_KcS8_EEEPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
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
define linkonce_odr dso_local void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_(ptr noundef nonnull align 8 dereferenceable(36) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !18
  %6 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %6, ptr %4, align 8, !tbaa !65
  %7 = icmp ugt i64 %6, 15
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %9, ptr %0, align 8, !tbaa !30
  %10 = load i64, ptr %4, align 8, !tbaa !65
  store i64 %10, ptr %5, align 8, !tbaa !23
  br label %11

11:                                               ; preds = %8, %3
  %12 = phi ptr [ %9, %8 ], [ %5, %3 ]
  switch i64 %6, label %15 [
    i64 1, label %13
    i64 0, label %16
  ]

13:                                               ; preds = %11
  %14 = load i8, ptr %1, align 1, !tbaa !23
  store i8 %14, ptr %12, align 1, !tbaa !23
  br label %16

15:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr nonnull align 1 %1, i64 %6, i1 false)
  br label %16

16:                                               ; preds = %15, %13, %11
  %17 = load i64, ptr %4, align 8, !tbaa !65
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %17, ptr %18, align 8, !tbaa !20
  %19 = load ptr, ptr %0, align 8, !tbaa !30
  %20 = getelementptr inbounds i8, ptr %19, i64 %17
  store i8 0, ptr %20, align 1, !tbaa !23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %22 unwind label %23

22:                                               ; preds = %16
  ret void

23:                                               ; preds = %16
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = load ptr, ptr %0, align 8, !tbaa !30
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr %5, align 8, !tbaa !23
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
declare void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #20
  store ptr %0, ptr %4, align 8, !tbaa !26
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #25
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull %6, ptr noundef nonnull align 8 dereferenceable(36) %2)
  store ptr %6, ptr %5, align 8, !tbaa !86
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = invoke [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %7)
          to label %9 unwind label %46

9:                                                ; preds = %3
  %10 = extractvalue [2 x i64] %8, 1
  %11 = icmp eq i64 %10, 0
  %12 = extractvalue [2 x i64] %8, 0
  br i1 %11, label %48, label %13

13:                                               ; preds = %9
  %14 = inttoptr i64 %10 to ptr
  %15 = icmp ne i64 %12, 0
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = icmp eq ptr %16, %14
  %18 = select i1 %15, i1 true, i1 %17
  br i1 %18, label %40, label %19

19:                                               ; preds = %13
  %20 = getelementptr inbounds i8, ptr %6, i64 40
  %21 = load i64, ptr %20, align 8, !tbaa !20
  %22 = getelementptr inbounds i8, ptr %14, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !20
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 %21)
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %14, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !30
  %29 = load ptr, ptr %7, align 8, !tbaa !30
  %30 = tail call i32 @memcmp(ptr noundef %29, ptr noundef %28, i64 noundef %24) #20
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %26, %19
  %33 = sub i64 %21, %23
  %34 = tail call i64 @llvm.smax.i64(i64 %33, i64 -2147483648)
  %35 = tail call i64 @llvm.smin.i64(i64 %34, i64 2147483647)
  %36 = trunc nsw i64 %35 to i32
  br label %37

37:                                               ; preds = %32, %26
  %38 = phi i32 [ %30, %26 ], [ %36, %32 ]
  %39 = icmp slt i32 %38, 0
  br label %40

40:                                               ; preds = %13, %37
  %41 = phi i1 [ true, %13 ], [ %39, %37 ]
  tail call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef %41, ptr noundef nonnull %6, ptr noundef nonnull %14, ptr noundef nonnull align 8 dereferenceable(32) %16) #20
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load i64, ptr %42, align 8, !tbaa !58
  %44 = add i64 %43, 1
  store i64 %44, ptr %42, align 8, !tbaa !58
  %45 = ptrtoint ptr %6 to i64
  br label %58

46:                                               ; preds = %3
  %47 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  resume { ptr, i32 } %47

48:                                               ; preds = %9
  %49 = load i32, ptr @_ZL4live, align 4, !tbaa !12
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr @_ZL4live, align 4, !tbaa !12
  %51 = load ptr, ptr %7, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %6, i64 48
  %53 = icmp eq ptr %51, %52
  br i1 %53, label %57, label %54

54:                                               ; preds = %48
  %55 = load i64, ptr %52, align 8, !tbaa !23
  %56 = add i64 %55, 1
  tail call void @_ZdlPvm(ptr noundef %51, i64 noundef %56) #21
  br label %57

57:                                               ; preds = %54, %48
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #21
  br label %58

58:                                               ; preds = %40, %57
  %59 = phi i64 [ %45, %40 ], [ %12, %57 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  ret i64 %59
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq ptr %5, %4
  br i1 %6, label %7, label %40

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 40
  %9 = load i64, ptr %8, align 8, !tbaa !58
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %34, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 32
  %13 = load ptr, ptr %12, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %13, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !20
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !20
  %18 = tail call i64 @llvm.umin.i64(i64 %17, i64 %15)
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %26, label %20

20:                                               ; preds = %11
  %21 = getelementptr inbounds i8, ptr %13, i64 32
  %22 = load ptr, ptr %2, align 8, !tbaa !30
  %23 = load ptr, ptr %21, align 8, !tbaa !30
  %24 = tail call i32 @memcmp(ptr noundef %23, ptr noundef %22, i64 noundef %18) #20
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %20, %11
  %27 = sub i64 %15, %17
  %28 = tail call i64 @llvm.smax.i64(i64 %27, i64 -2147483648)
  %29 = tail call i64 @llvm.smin.i64(i64 %28, i64 2147483647)
  %30 = trunc nsw i64 %29 to i32
  br label %31

31:                                               ; preds = %20, %26
  %32 = phi i32 [ %24, %20 ], [ %30, %26 ]
  %33 = icmp slt i32 %32, 0
  br i1 %33, label %144, label %34

34:                                               ; preds = %31, %7
  %35 = tail call [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %36 = extractvalue [2 x i64] %35, 0
  %37 = inttoptr i64 %36 to ptr
  %38 = extractvalue [2 x i64] %35, 1
  %39 = inttoptr i64 %38 to ptr
  br label %144

40:                                               ; preds = %3
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  %42 = load i64, ptr %41, align 8, !tbaa !20
  %43 = getelementptr inbounds i8, ptr %4, i64 40
  %44 = load i64, ptr %43, align 8, !tbaa !20
  %45 = tail call i64 @llvm.umin.i64(i64 %44, i64 %42)
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %53, label %47

47:                                               ; preds = %40
  %48 = getelementptr inbounds i8, ptr %4, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !30
  %50 = load ptr, ptr %2, align 8, !tbaa !30
  %51 = tail call i32 @memcmp(ptr noundef %50, ptr noundef %49, i64 noundef %45) #20
  %52 = icmp eq i32 %51, 0
  br i1 %52, label %56, label %59

53:                                               ; preds = %40
  %54 = sub i64 %42, %44
  %55 = icmp slt i64 %54, 0
  br i1 %55, label %61, label %100

56:                                               ; preds = %47
  %57 = sub i64 %42, %44
  %58 = icmp slt i64 %57, 0
  br i1 %58, label %61, label %97

59:                                               ; preds = %47
  %60 = icmp slt i32 %51, 0
  br i1 %60, label %61, label %97

61:                                               ; preds = %56, %59, %53
  %62 = getelementptr inbounds i8, ptr %0, i64 24
  %63 = load ptr, ptr %62, align 8, !tbaa !26
  %64 = icmp eq ptr %63, %4
  br i1 %64, label %144, label %65

65:                                               ; preds = %61
  %66 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #24
  %67 = getelementptr inbounds i8, ptr %66, i64 40
  %68 = load i64, ptr %67, align 8, !tbaa !20
  %69 = tail call i64 @llvm.umin.i64(i64 %42, i64 %68)
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %77, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %66, i64 32
  %73 = load ptr, ptr %2, align 8, !tbaa !30
  %74 = load ptr, ptr %72, align 8, !tbaa !30
  %75 = tail call i32 @memcmp(ptr noundef %74, ptr noundef %73, i64 noundef %69) #20
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %82

77:                                               ; preds = %71, %65
  %78 = sub i64 %68, %42
  %79 = tail call i64 @llvm.smax.i64(i64 %78, i64 -2147483648)
  %80 = tail call i64 @llvm.smin.i64(i64 %79, i64 2147483647)
  %81 = trunc nsw i64 %80 to i32
  br label %82

82:                                               ; preds = %71, %77
  %83 = phi i32 [ %75, %71 ], [ %81, %77 ]
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %85, label %91

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %66, i64 24
  %87 = load ptr, ptr %86, align 8, !tbaa !81
  %88 = icmp eq ptr %87, null
  %89 = select i1 %88, ptr null, ptr %4
  %90 = select i1 %88, ptr %66, ptr %4
  br label %144

91:                                               ; preds = %82
  %92 = tail call [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %93 = extractvalue [2 x i64] %92, 0
  %94 = inttoptr i64 %93 to ptr
  %95 = extractvalue [2 x i64] %92, 1
  %96 = inttoptr i64 %95 to ptr
  br label %144

97:                                               ; preds = %56, %59
  %98 = tail call i32 @memcmp(ptr noundef %49, ptr noundef %50, i64 noundef %45) #20
  %99 = icmp eq i32 %98, 0
  br i1 %99, label %100, label %105

100:                                              ; preds = %53, %97
  %101 = sub i64 %44, %42
  %102 = tail call i64 @llvm.smax.i64(i64 %101, i64 -2147483648)
  %103 = tail call i64 @llvm.smin.i64(i64 %102, i64 2147483647)
  %104 = trunc nsw i64 %103 to i32
  br label %105

105:                                              ; preds = %97, %100
  %106 = phi i32 [ %98, %97 ], [ %104, %100 ]
  %107 = icmp slt i32 %106, 0
  br i1 %107, label %108, label %144

108:                                              ; preds = %105
  %109 = getelementptr inbounds i8, ptr %0, i64 32
  %110 = load ptr, ptr %109, align 8, !tbaa !26
  %111 = icmp eq ptr %110, %4
  br i1 %111, label %144, label %112

112:                                              ; preds = %108
  %113 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %4) #24
  %114 = getelementptr inbounds i8, ptr %113, i64 40
  %115 = load i64, ptr %114, align 8, !tbaa !20
  %116 = tail call i64 @llvm.umin.i64(i64 %115, i64 %42)
  %117 = icmp eq i64 %116, 0
  br i1 %117, label %124, label %118

118:                                              ; preds = %112
  %119 = getelementptr inbounds i8, ptr %113, i64 32
  %120 = load ptr, ptr %119, align 8, !tbaa !30
  %121 = load ptr, ptr %2, align 8, !tbaa !30
  %122 = tail call i32 @memcmp(ptr noundef %121, ptr noundef %120, i64 noundef %116) #20
  %123 = icmp eq i32 %122, 0
  br i1 %123, label %124, label %129

124:                                              ; preds = %118, %112
  %125 = sub i64 %42, %115
  %126 = tail call i64 @llvm.smax.i64(i64 %125, i64 -2147483648)
  %127 = tail call i64 @llvm.smin.i64(i64 %126, i64 2147483647)
  %128 = trunc nsw i64 %127 to i32
  br label %129

129:                                              ; preds = %118, %124
  %130 = phi i32 [ %122, %118 ], [ %128, %124 ]
  %131 = icmp slt i32 %130, 0
  br i1 %131, label %132, label %138

132:                                              ; preds = %129
  %133 = getelementptr inbounds i8, ptr %4, i64 24
  %134 = load ptr, ptr %133, align 8, !tbaa !81
  %135 = icmp eq ptr %134, null
  %136 = select i1 %135, ptr null, ptr %113
  %137 = select i1 %135, ptr %4, ptr %113
  br label %144

138:                                              ; preds = %129
  %139 = tail call [2 x i64] @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(32) %2)
  %140 = extractvalue [2 x i64] %139, 0
  %141 = inttoptr i64 %140 to ptr
  %142 = extractvalue [2 x i64] %139, 1
  %143 = inttoptr i64 %142 to ptr
  br label %144

144:                                              ; preds = %132, %85, %105, %138, %108, %91, %61, %31, %34
  %145 = phi ptr [ %37, %34 ], [ null, %31 ], [ %94, %91 ], [ %4, %61 ], [ %141, %138 ], [ null, %108 ], [ %4, %105 ], [ %89, %85 ], [ %136, %132 ]
  %146 = phi ptr [ %39, %34 ], [ %13, %31 ], [ %96, %91 ], [ %4, %61 ], [ %143, %138 ], [ %4, %108 ], [ null, %105 ], [ %90, %85 ], [ %137, %132 ]
  %147 = ptrtoint ptr %145 to i64
  %148 = insertvalue [2 x i64] poison, i64 %147, 0
  %149 = ptrtoint ptr %146 to i64
  %150 = insertvalue [2 x i64] %148, i64 %149, 1
  ret [2 x i64] %150
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %4, align 8, !tbaa !18
  %6 = load ptr, ptr %2, align 8, !tbaa !30
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !20
  %12 = add i64 %11, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %7, i64 %12, i1 false)
  br label %17

15:                                               ; preds = %3
  store ptr %6, ptr %4, align 8, !tbaa !30
  %16 = load i64, ptr %7, align 8, !tbaa !23
  store i64 %16, ptr %5, align 8, !tbaa !23
  br label %17

17:                                               ; preds = %15, %14, %9
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !20
  %20 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 %19, ptr %20, align 8, !tbaa !20
  store ptr %7, ptr %2, align 8, !tbaa !30
  store i64 0, ptr %18, align 8, !tbaa !20
  store i8 0, ptr %7, align 8, !tbaa !23
  %21 = getelementptr inbounds i8, ptr %1, i64 64
  %22 = getelementptr inbounds i8, ptr %2, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %35 unwind label %23

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = load ptr, ptr %4, align 8, !tbaa !30
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  %28 = load i64, ptr %5, align 8, !tbaa !23
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

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #18 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #19 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #20 = { nounwind }
attributes #21 = { builtin nounwind }
attributes #22 = { noreturn nounwind }
attributes #23 = { noreturn }
attributes #24 = { nounwind willreturn memory(read) }
attributes #25 = { builtin allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt12_Vector_baseI4ItemSaIS0_EE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
!14 = !{!7, !8, i64 16}
!15 = !{!16}
!16 = distinct !{!16, !17, !"_ZL5buildB5cxx11i: argument 0"}
!17 = distinct !{!17, !"_ZL5buildB5cxx11i"}
!18 = !{!19, !8, i64 0}
!19 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!20 = !{!21, !22, i64 8}
!21 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !19, i64 0, !22, i64 8, !9, i64 16}
!22 = !{!"long", !9, i64 0}
!23 = !{!9, !9, i64 0}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!8, !8, i64 0}
!27 = !{!28}
!28 = distinct !{!28, !29, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!29 = distinct !{!29, !"_ZNSt7__cxx119to_stringEi"}
!30 = !{!21, !8, i64 0}
!31 = !{!32}
!32 = distinct !{!32, !33, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!33 = distinct !{!33, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!34 = !{!35}
!35 = distinct !{!35, !36, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_: argument 0"}
!36 = distinct !{!36, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_"}
!37 = !{!35, !16}
!38 = !{!39, !8, i64 16}
!39 = !{!"_ZTSNSt12_Vector_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_Vector_impl_dataE", !8, i64 0, !8, i64 8, !8, i64 16}
!40 = !{!39, !8, i64 8}
!41 = !{!39, !8, i64 0}
!42 = distinct !{!42, !25}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm: argument 0"}
!45 = distinct !{!45, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEmm"}
!46 = distinct !{!46, !25}
!47 = !{!48, !13, i64 0}
!48 = !{!"_ZTS4Item", !13, i64 0}
!49 = !{!50, !50, i64 0}
!50 = !{!"vtable pointer", !10, i64 0}
!51 = !{!52, !54, i64 0}
!52 = !{!"_ZTSSt15_Rb_tree_header", !53, i64 0, !22, i64 32}
!53 = !{!"_ZTSSt18_Rb_tree_node_base", !54, i64 0, !8, i64 8, !8, i64 16, !8, i64 24}
!54 = !{!"_ZTSSt14_Rb_tree_color", !9, i64 0}
!55 = !{!52, !8, i64 8}
!56 = !{!52, !8, i64 16}
!57 = !{!52, !8, i64 24}
!58 = !{!52, !22, i64 32}
!59 = !{!60}
!60 = distinct !{!60, !61, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_: argument 0"}
!61 = distinct !{!61, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_"}
!62 = !{!63, !13, i64 32}
!63 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemE", !21, i64 0, !48, i64 32}
!64 = distinct !{!64, !25}
!65 = !{!22, !22, i64 0}
!66 = distinct !{!66, !25}
!67 = distinct !{!67, !25}
!68 = !{!69}
!69 = distinct !{!69, !70, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!70 = distinct !{!70, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!71 = !{!72}
!72 = distinct !{!72, !70, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!73 = !{!69, !72}
!74 = distinct !{!74, !25}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!77 = distinct !{!77, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!78 = !{!79}
!79 = distinct !{!79, !77, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!80 = !{!76, !79}
!81 = !{!53, !8, i64 24}
!82 = !{!53, !8, i64 16}
!83 = distinct !{!83, !25}
!84 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!85 = distinct !{!85, !25}
!86 = !{!87, !8, i64 8}
!87 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeE", !8, i64 0, !8, i64 8}
!88 = distinct !{!88, !25}
