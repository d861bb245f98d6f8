; ModuleID = 'std_containers_throw.cpp'
source_filename = "std_containers_throw.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
%"struct.std::pair" = type <{ %"struct.std::_Rb_tree_iterator", i8, [7 x i8] }>
%"struct.std::_Rb_tree_iterator" = type { ptr }
%"struct.std::pair.7" = type <{ %"class.std::__cxx11::basic_string", %struct.Item, [4 x i8] }>
%"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node" = type { ptr, ptr }
%"struct.std::pair.21" = type { ptr, ptr }

$_Z6printfPKcz = comdat any

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

$_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_yT_S7_ = comdat any

$_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev = comdat any

$_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_ = comdat any

$_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt13runtime_error = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str = private unnamed_addr constant [12 x i8] c"built \22%s\22\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"caught string \22%s\22\0A\00", align 1
@_ZL11copy_budget = internal unnamed_addr global i32 1000, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
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
  %15 = alloca %"struct.std::pair", align 8
  %16 = alloca %struct.Item, align 4
  %17 = alloca %"struct.std::pair", align 8
  %18 = alloca %struct.Item, align 4
  %19 = alloca %"struct.std::pair.7", align 8
  %20 = alloca %"class.std::__cxx11::basic_string", align 8
  %21 = alloca %"struct.std::pair", align 8
  %22 = getelementptr inbounds i8, ptr %10, i64 16
  %23 = getelementptr inbounds i8, ptr %10, i64 8
  %24 = getelementptr inbounds i8, ptr %10, i64 21
  %25 = getelementptr inbounds i8, ptr %4, i64 16
  %26 = getelementptr inbounds i8, ptr %3, i64 16
  %27 = getelementptr inbounds i8, ptr %3, i64 8
  %28 = getelementptr inbounds i8, ptr %5, i64 16
  %29 = getelementptr inbounds i8, ptr %5, i64 8
  %30 = getelementptr inbounds i8, ptr %2, i64 16
  %31 = getelementptr inbounds i8, ptr %2, i64 8
  %32 = getelementptr inbounds i8, ptr %1, i64 8
  %33 = getelementptr inbounds i8, ptr %1, i64 16
  %34 = getelementptr inbounds i8, ptr %9, i64 16
  %35 = getelementptr inbounds i8, ptr %9, i64 8
  %36 = getelementptr inbounds i8, ptr %6, i64 16
  %37 = getelementptr inbounds i8, ptr %8, i64 16
  br label %59

38:                                               ; preds = %334
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #20
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, i8 0, i64 24, i1 false)
  %39 = getelementptr inbounds i8, ptr %11, i64 16
  %40 = invoke noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_yT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 noundef 4, ptr noundef null, ptr noundef null)
          to label %41 unwind label %342

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8, ptr %11, i64 8
  %43 = load ptr, ptr %11, align 8, !tbaa !5
  %44 = load ptr, ptr %42, align 8, !tbaa !10
  %45 = icmp eq ptr %43, %44
  br i1 %45, label %56, label %46

46:                                               ; preds = %41
  %47 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %48 = ptrtoint ptr %44 to i64
  %49 = ptrtoint ptr %43 to i64
  %50 = sub i64 %48, %49
  %51 = add i64 %50, 17179869180
  %52 = lshr i64 %51, 2
  %53 = trunc i64 %52 to i32
  %54 = xor i32 %53, -1
  %55 = add i32 %47, %54
  store i32 %55, ptr @_ZL4live, align 4, !tbaa !11
  br label %56

56:                                               ; preds = %46, %41
  %57 = icmp eq ptr %43, null
  br i1 %57, label %346, label %58

58:                                               ; preds = %56
  call void @_ZdlPv(ptr noundef nonnull %43) #21
  br label %346

59:                                               ; preds = %0, %334
  %60 = phi i64 [ 3, %0 ], [ %335, %334 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #20
  call void @llvm.experimental.noalias.scope.decl(metadata !13)
  store ptr %22, ptr %10, align 8, !tbaa !16, !alias.scope !13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %22, ptr noundef nonnull align 1 dereferenceable(5) @.str.13, i64 5, i1 false)
  store i64 5, ptr %23, align 8, !tbaa !18, !alias.scope !13
  store i8 0, ptr %24, align 1, !tbaa !21, !alias.scope !13
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #20, !noalias !13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, i8 0, i64 24, i1 false), !noalias !13
  br label %68

61:                                               ; preds = %190
  %62 = add nuw nsw i64 %69, 1
  %63 = icmp eq i64 %62, %60
  br i1 %63, label %64, label %68, !llvm.loop !22

64:                                               ; preds = %61
  %65 = load ptr, ptr %1, align 8, !tbaa !24, !noalias !13
  %66 = load ptr, ptr %32, align 8, !tbaa !24, !noalias !13
  %67 = icmp eq ptr %65, %66
  br i1 %67, label %264, label %268

68:                                               ; preds = %61, %59
  %69 = phi i64 [ %62, %61 ], [ 0, %59 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #20, !noalias !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #20, !noalias !13
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #20, !noalias !13
  store ptr %25, ptr %4, align 8, !tbaa !16, !alias.scope !25, !noalias !13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 1, i8 noundef 45)
          to label %73 unwind label %70

70:                                               ; preds = %68
  %71 = landingpad { ptr, i32 }
          catch ptr null
  %72 = extractvalue { ptr, i32 } %71, 0
  call void @__clang_call_terminate(ptr %72) #22
  unreachable

73:                                               ; preds = %68
  %74 = load ptr, ptr %4, align 8, !tbaa !28, !alias.scope !25, !noalias !13
  %75 = trunc i64 %69 to i8
  %76 = or disjoint i8 %75, 48
  store i8 %76, ptr %74, align 1, !tbaa !21
  %77 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.14, i64 noundef 4)
          to label %78 unwind label %199

78:                                               ; preds = %73
  store ptr %26, ptr %3, align 8, !tbaa !16, !alias.scope !29, !noalias !13
  %79 = load ptr, ptr %77, align 8, !tbaa !28
  %80 = getelementptr inbounds i8, ptr %77, i64 16
  %81 = icmp eq ptr %79, %80
  br i1 %81, label %82, label %88

82:                                               ; preds = %78
  %83 = getelementptr inbounds i8, ptr %77, i64 8
  %84 = load i64, ptr %83, align 8, !tbaa !18
  %85 = add i64 %84, 1
  %86 = icmp eq i64 %85, 0
  br i1 %86, label %92, label %87

87:                                               ; preds = %82
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %26, ptr nonnull align 8 %80, i64 %85, i1 false)
  br label %92

88:                                               ; preds = %78
  store ptr %79, ptr %3, align 8, !tbaa !28, !alias.scope !29, !noalias !13
  %89 = load i64, ptr %80, align 8, !tbaa !21
  store i64 %89, ptr %26, align 8, !tbaa !21, !alias.scope !29, !noalias !13
  %90 = getelementptr inbounds i8, ptr %77, i64 8
  %91 = load i64, ptr %90, align 8, !tbaa !18
  br label %92

92:                                               ; preds = %88, %87, %82
  %93 = phi i64 [ -1, %82 ], [ %84, %87 ], [ %91, %88 ]
  %94 = getelementptr inbounds i8, ptr %77, i64 8
  store i64 %93, ptr %27, align 8, !tbaa !18, !alias.scope !29, !noalias !13
  store ptr %80, ptr %77, align 8, !tbaa !28
  store i64 0, ptr %94, align 8, !tbaa !18
  store i8 0, ptr %80, align 8, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #20, !noalias !13
  store ptr %28, ptr %5, align 8, !tbaa !16, !noalias !13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 20, i8 noundef 120)
          to label %95 unwind label %201

95:                                               ; preds = %92
  call void @llvm.experimental.noalias.scope.decl(metadata !32)
  %96 = load i64, ptr %27, align 8, !tbaa !18, !noalias !35
  %97 = load i64, ptr %29, align 8, !tbaa !18, !noalias !35
  %98 = add i64 %97, %96
  %99 = load ptr, ptr %3, align 8, !tbaa !28, !noalias !35
  %100 = icmp eq ptr %99, %26
  %101 = load i64, ptr %26, align 8, !noalias !35
  %102 = select i1 %100, i64 15, i64 %101
  %103 = icmp ugt i64 %98, %102
  br i1 %103, label %104, label %127

104:                                              ; preds = %95
  %105 = load ptr, ptr %5, align 8, !tbaa !28, !noalias !35
  %106 = icmp eq ptr %105, %28
  %107 = load i64, ptr %28, align 8, !noalias !35
  %108 = select i1 %106, i64 15, i64 %107
  %109 = icmp ugt i64 %98, %108
  br i1 %109, label %127, label %110

110:                                              ; preds = %104
  %111 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef %99, i64 noundef %96)
          to label %112 unwind label %203

112:                                              ; preds = %110
  store ptr %30, ptr %2, align 8, !tbaa !16, !alias.scope !32, !noalias !13
  %113 = load ptr, ptr %111, align 8, !tbaa !28
  %114 = getelementptr inbounds i8, ptr %111, i64 16
  %115 = icmp eq ptr %113, %114
  br i1 %115, label %116, label %122

116:                                              ; preds = %112
  %117 = getelementptr inbounds i8, ptr %111, i64 8
  %118 = load i64, ptr %117, align 8, !tbaa !18
  %119 = add i64 %118, 1
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %124, label %121

121:                                              ; preds = %116
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %30, ptr nonnull align 8 %114, i64 %119, i1 false)
  br label %124

122:                                              ; preds = %112
  store ptr %113, ptr %2, align 8, !tbaa !28, !alias.scope !32, !noalias !13
  %123 = load i64, ptr %114, align 8, !tbaa !21
  store i64 %123, ptr %30, align 8, !tbaa !21, !alias.scope !32, !noalias !13
  br label %124

124:                                              ; preds = %122, %121, %116
  %125 = getelementptr inbounds i8, ptr %111, i64 8
  %126 = load i64, ptr %125, align 8, !tbaa !18
  store i64 %126, ptr %31, align 8, !tbaa !18, !alias.scope !32, !noalias !13
  store ptr %114, ptr %111, align 8, !tbaa !28
  br label %150

127:                                              ; preds = %104, %95
  %128 = sub i64 4611686018427387903, %96
  %129 = icmp ult i64 %128, %97
  br i1 %129, label %130, label %132

130:                                              ; preds = %127
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %131 unwind label %205

131:                                              ; preds = %130
  unreachable

132:                                              ; preds = %127
  %133 = load ptr, ptr %5, align 8, !tbaa !28, !noalias !35
  %134 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %3, ptr noundef %133, i64 noundef %97)
          to label %135 unwind label %203

135:                                              ; preds = %132
  store ptr %30, ptr %2, align 8, !tbaa !16, !alias.scope !32, !noalias !13
  %136 = load ptr, ptr %134, align 8, !tbaa !28
  %137 = getelementptr inbounds i8, ptr %134, i64 16
  %138 = icmp eq ptr %136, %137
  br i1 %138, label %139, label %145

139:                                              ; preds = %135
  %140 = getelementptr inbounds i8, ptr %134, i64 8
  %141 = load i64, ptr %140, align 8, !tbaa !18
  %142 = add i64 %141, 1
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %147, label %144

144:                                              ; preds = %139
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %30, ptr nonnull align 8 %137, i64 %142, i1 false)
  br label %147

145:                                              ; preds = %135
  store ptr %136, ptr %2, align 8, !tbaa !28, !alias.scope !32, !noalias !13
  %146 = load i64, ptr %137, align 8, !tbaa !21
  store i64 %146, ptr %30, align 8, !tbaa !21, !alias.scope !32, !noalias !13
  br label %147

147:                                              ; preds = %145, %144, %139
  %148 = getelementptr inbounds i8, ptr %134, i64 8
  %149 = load i64, ptr %148, align 8, !tbaa !18
  store i64 %149, ptr %31, align 8, !tbaa !18, !alias.scope !32, !noalias !13
  store ptr %137, ptr %134, align 8, !tbaa !28
  br label %150

150:                                              ; preds = %147, %124
  %151 = phi ptr [ %125, %124 ], [ %148, %147 ]
  %152 = phi ptr [ %114, %124 ], [ %137, %147 ]
  store i64 0, ptr %151, align 8, !tbaa !18
  store i8 0, ptr %152, align 1, !tbaa !21
  %153 = load ptr, ptr %32, align 8, !tbaa !24, !noalias !13
  %154 = load ptr, ptr %33, align 8, !tbaa !36, !noalias !13
  %155 = icmp eq ptr %153, %154
  br i1 %155, label %172, label %156

156:                                              ; preds = %150
  %157 = getelementptr inbounds i8, ptr %153, i64 16
  store ptr %157, ptr %153, align 8, !tbaa !16
  %158 = load ptr, ptr %2, align 8, !tbaa !28, !noalias !13
  %159 = icmp eq ptr %158, %30
  br i1 %159, label %160, label %165

160:                                              ; preds = %156
  %161 = load i64, ptr %31, align 8, !tbaa !18, !noalias !13
  %162 = add i64 %161, 1
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %168, label %164

164:                                              ; preds = %160
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %157, ptr nonnull align 8 %30, i64 %162, i1 false)
  br label %168

165:                                              ; preds = %156
  store ptr %158, ptr %153, align 8, !tbaa !28
  %166 = load i64, ptr %30, align 8, !tbaa !21, !noalias !13
  store i64 %166, ptr %157, align 8, !tbaa !21
  %167 = load i64, ptr %31, align 8, !tbaa !18, !noalias !13
  br label %168

168:                                              ; preds = %165, %164, %160
  %169 = phi i64 [ %167, %165 ], [ %161, %164 ], [ -1, %160 ]
  %170 = getelementptr inbounds i8, ptr %153, i64 8
  store i64 %169, ptr %170, align 8, !tbaa !18
  store ptr %30, ptr %2, align 8, !tbaa !28, !noalias !13
  store i64 0, ptr %31, align 8, !tbaa !18, !noalias !13
  store i8 0, ptr %30, align 8, !tbaa !21, !noalias !13
  %171 = getelementptr inbounds i8, ptr %153, i64 32
  store ptr %171, ptr %32, align 8, !tbaa !38, !noalias !13
  br label %178

172:                                              ; preds = %150
  %173 = ptrtoint ptr %153 to i64
  invoke void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %1, i64 %173, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %174 unwind label %207

174:                                              ; preds = %172
  %175 = load ptr, ptr %2, align 8, !tbaa !28, !noalias !13
  %176 = icmp eq ptr %175, %30
  br i1 %176, label %178, label %177

177:                                              ; preds = %174
  call void @_ZdlPv(ptr noundef %175) #21
  br label %178

178:                                              ; preds = %177, %174, %168
  %179 = load ptr, ptr %5, align 8, !tbaa !28, !noalias !13
  %180 = icmp eq ptr %179, %28
  br i1 %180, label %182, label %181

181:                                              ; preds = %178
  call void @_ZdlPv(ptr noundef %179) #21
  br label %182

182:                                              ; preds = %181, %178
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !13
  %183 = load ptr, ptr %3, align 8, !tbaa !28, !noalias !13
  %184 = icmp eq ptr %183, %26
  br i1 %184, label %186, label %185

185:                                              ; preds = %182
  call void @_ZdlPv(ptr noundef %183) #21
  br label %186

186:                                              ; preds = %185, %182
  %187 = load ptr, ptr %4, align 8, !tbaa !28, !noalias !13
  %188 = icmp eq ptr %187, %25
  br i1 %188, label %190, label %189

189:                                              ; preds = %186
  call void @_ZdlPv(ptr noundef %187) #21
  br label %190

190:                                              ; preds = %189, %186
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !13
  %191 = icmp eq i64 %69, 5
  br i1 %191, label %192, label %61

192:                                              ; preds = %190
  %193 = call ptr @__cxa_allocate_exception(i64 32) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull @.str.15, ptr noundef nonnull align 1 dereferenceable(1) %7)
          to label %194 unwind label %228

194:                                              ; preds = %192
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #20, !noalias !13
  %195 = load ptr, ptr %32, align 8, !tbaa !24, !noalias !13
  %196 = getelementptr inbounds i8, ptr %195, i64 -32
  invoke void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %8, ptr noundef nonnull align 8 dereferenceable(32) %196, i64 noundef 0, i64 noundef 5)
          to label %197 unwind label %239

197:                                              ; preds = %194
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind writable sret(%"class.std::__cxx11::basic_string") align 8 %193, ptr noundef nonnull align 8 dereferenceable(32) %6, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %198 unwind label %230

198:                                              ; preds = %197
  invoke void @__cxa_throw(ptr %193, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #23
          to label %307 unwind label %230

199:                                              ; preds = %73
  %200 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %222

201:                                              ; preds = %92
  %202 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %217

203:                                              ; preds = %132, %110
  %204 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %212

205:                                              ; preds = %130
  %206 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %212

207:                                              ; preds = %172
  %208 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %209 = load ptr, ptr %2, align 8, !tbaa !28, !noalias !13
  %210 = icmp eq ptr %209, %30
  br i1 %210, label %212, label %211

211:                                              ; preds = %207
  call void @_ZdlPv(ptr noundef %209) #21
  br label %212

212:                                              ; preds = %211, %207, %205, %203
  %213 = phi { ptr, i32 } [ %208, %207 ], [ %208, %211 ], [ %204, %203 ], [ %206, %205 ]
  %214 = load ptr, ptr %5, align 8, !tbaa !28, !noalias !13
  %215 = icmp eq ptr %214, %28
  br i1 %215, label %217, label %216

216:                                              ; preds = %212
  call void @_ZdlPv(ptr noundef %214) #21
  br label %217

217:                                              ; preds = %216, %212, %201
  %218 = phi { ptr, i32 } [ %202, %201 ], [ %213, %212 ], [ %213, %216 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #20, !noalias !13
  %219 = load ptr, ptr %3, align 8, !tbaa !28, !noalias !13
  %220 = icmp eq ptr %219, %26
  br i1 %220, label %222, label %221

221:                                              ; preds = %217
  call void @_ZdlPv(ptr noundef %219) #21
  br label %222

222:                                              ; preds = %221, %217, %199
  %223 = phi { ptr, i32 } [ %200, %199 ], [ %218, %217 ], [ %218, %221 ]
  %224 = load ptr, ptr %4, align 8, !tbaa !28, !noalias !13
  %225 = icmp eq ptr %224, %25
  br i1 %225, label %227, label %226

226:                                              ; preds = %222
  call void @_ZdlPv(ptr noundef %224) #21
  br label %227

227:                                              ; preds = %226, %222
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #20, !noalias !13
  br label %303

228:                                              ; preds = %192
  %229 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  br label %247

230:                                              ; preds = %198, %197
  %231 = phi i1 [ false, %198 ], [ true, %197 ]
  %232 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %233 = load ptr, ptr %8, align 8, !tbaa !28, !noalias !13
  %234 = icmp eq ptr %233, %37
  br i1 %234, label %236, label %235

235:                                              ; preds = %230
  call void @_ZdlPv(ptr noundef %233) #21
  br label %236

236:                                              ; preds = %235, %230
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !13
  %237 = load ptr, ptr %6, align 8, !tbaa !28, !noalias !13
  %238 = icmp eq ptr %237, %36
  br i1 %238, label %246, label %245

239:                                              ; preds = %194
  %240 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #20, !noalias !13
  %241 = load ptr, ptr %6, align 8, !tbaa !28, !noalias !13
  %242 = icmp eq ptr %241, %36
  br i1 %242, label %243, label %244

243:                                              ; preds = %239
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  br label %247

244:                                              ; preds = %239
  call void @_ZdlPv(ptr noundef %241) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  br label %247

245:                                              ; preds = %236
  call void @_ZdlPv(ptr noundef %237) #21
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  br i1 %231, label %247, label %303

246:                                              ; preds = %236
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %7) #20, !noalias !13
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #20, !noalias !13
  br i1 %231, label %247, label %303

247:                                              ; preds = %246, %245, %244, %243, %228
  %248 = phi { ptr, i32 } [ %229, %228 ], [ %232, %246 ], [ %232, %245 ], [ %240, %244 ], [ %240, %243 ]
  call void @__cxa_free_exception(ptr %193) #20
  br label %303

249:                                              ; preds = %290
  %250 = load ptr, ptr %1, align 8, !tbaa !39, !noalias !13
  %251 = load ptr, ptr %32, align 8, !tbaa !38, !noalias !13
  %252 = icmp eq ptr %250, %251
  br i1 %252, label %264, label %253

253:                                              ; preds = %249, %259
  %254 = phi ptr [ %260, %259 ], [ %250, %249 ]
  %255 = load ptr, ptr %254, align 8, !tbaa !28
  %256 = getelementptr inbounds i8, ptr %254, i64 16
  %257 = icmp eq ptr %255, %256
  br i1 %257, label %259, label %258

258:                                              ; preds = %253
  call void @_ZdlPv(ptr noundef %255) #21
  br label %259

259:                                              ; preds = %258, %253
  %260 = getelementptr inbounds i8, ptr %254, i64 32
  %261 = icmp eq ptr %260, %251
  br i1 %261, label %262, label %253, !llvm.loop !40

262:                                              ; preds = %259
  %263 = load ptr, ptr %1, align 8, !tbaa !39, !noalias !13
  br label %264

264:                                              ; preds = %64, %262, %249
  %265 = phi ptr [ %263, %262 ], [ %250, %249 ], [ %65, %64 ]
  %266 = icmp eq ptr %265, null
  br i1 %266, label %308, label %267

267:                                              ; preds = %264
  call void @_ZdlPv(ptr noundef nonnull %265) #21
  br label %308

268:                                              ; preds = %64, %290
  %269 = phi ptr [ %291, %290 ], [ %65, %64 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #20, !noalias !13
  call void @llvm.experimental.noalias.scope.decl(metadata !41)
  %270 = getelementptr inbounds i8, ptr %269, i64 8
  %271 = load i64, ptr %270, align 8, !tbaa !18, !noalias !41
  store ptr %34, ptr %9, align 8, !tbaa !16, !alias.scope !41, !noalias !13
  %272 = load ptr, ptr %269, align 8, !tbaa !28, !noalias !41
  %273 = call noundef i64 @llvm.umin.i64(i64 %271, i64 5)
  switch i64 %273, label %276 [
    i64 1, label %274
    i64 0, label %277
  ]

274:                                              ; preds = %268
  %275 = load i8, ptr %272, align 1, !tbaa !21
  store i8 %275, ptr %34, align 8, !tbaa !21, !noalias !13
  br label %277

276:                                              ; preds = %268
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %34, ptr align 1 %272, i64 %273, i1 false)
  br label %277

277:                                              ; preds = %276, %274, %268
  store i64 %273, ptr %35, align 8, !tbaa !18, !alias.scope !41, !noalias !13
  %278 = getelementptr inbounds i8, ptr %34, i64 %273
  store i8 0, ptr %278, align 1, !tbaa !21, !noalias !13
  %279 = load i64, ptr %23, align 8, !tbaa !18, !alias.scope !13
  %280 = sub i64 4611686018427387903, %279
  %281 = icmp ult i64 %280, %273
  br i1 %281, label %282, label %284

282:                                              ; preds = %277
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
          to label %283 unwind label %295

283:                                              ; preds = %282
  unreachable

284:                                              ; preds = %277
  %285 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull %34, i64 noundef %273)
          to label %286 unwind label %293

286:                                              ; preds = %284
  %287 = load ptr, ptr %9, align 8, !tbaa !28, !noalias !13
  %288 = icmp eq ptr %287, %34
  br i1 %288, label %290, label %289

289:                                              ; preds = %286
  call void @_ZdlPv(ptr noundef %287) #21
  br label %290

290:                                              ; preds = %289, %286
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !13
  %291 = getelementptr inbounds i8, ptr %269, i64 32
  %292 = icmp eq ptr %291, %66
  br i1 %292, label %249, label %268

293:                                              ; preds = %284
  %294 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %297

295:                                              ; preds = %282
  %296 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %297

297:                                              ; preds = %295, %293
  %298 = phi { ptr, i32 } [ %294, %293 ], [ %296, %295 ]
  %299 = load ptr, ptr %9, align 8, !tbaa !28, !noalias !13
  %300 = icmp eq ptr %299, %34
  br i1 %300, label %302, label %301

301:                                              ; preds = %297
  call void @_ZdlPv(ptr noundef %299) #21
  br label %302

302:                                              ; preds = %301, %297
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #20, !noalias !13
  br label %303

303:                                              ; preds = %302, %247, %246, %245, %227
  %304 = phi { ptr, i32 } [ %298, %302 ], [ %248, %247 ], [ %232, %246 ], [ %223, %227 ], [ %232, %245 ]
  call void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %1) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !13
  %305 = load ptr, ptr %10, align 8, !tbaa !28, !alias.scope !13
  %306 = icmp eq ptr %305, %22
  br i1 %306, label %323, label %320

307:                                              ; preds = %198
  unreachable

308:                                              ; preds = %267, %264
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #20, !noalias !13
  %309 = load ptr, ptr %10, align 8, !tbaa !28
  %310 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, ptr noundef %309)
          to label %311 unwind label %316

311:                                              ; preds = %308
  %312 = load ptr, ptr %10, align 8, !tbaa !28
  %313 = icmp eq ptr %312, %22
  br i1 %313, label %315, label %314

314:                                              ; preds = %311
  call void @_ZdlPv(ptr noundef %312) #21
  br label %315

315:                                              ; preds = %311, %314
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  br label %334

316:                                              ; preds = %308
  %317 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %318 = load ptr, ptr %10, align 8, !tbaa !28
  %319 = icmp eq ptr %318, %22
  br i1 %319, label %323, label %320

320:                                              ; preds = %316, %303
  %321 = phi ptr [ %305, %303 ], [ %318, %316 ]
  %322 = phi { ptr, i32 } [ %304, %303 ], [ %317, %316 ]
  call void @_ZdlPv(ptr noundef %321) #21
  br label %323

323:                                              ; preds = %320, %316, %303
  %324 = phi { ptr, i32 } [ %304, %303 ], [ %317, %316 ], [ %322, %320 ]
  %325 = extractvalue { ptr, i32 } %324, 0
  %326 = extractvalue { ptr, i32 } %324, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #20
  %327 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #20
  %328 = icmp eq i32 %326, %327
  br i1 %328, label %329, label %547

329:                                              ; preds = %323
  %330 = call ptr @__cxa_begin_catch(ptr %325) #20
  %331 = load ptr, ptr %330, align 8, !tbaa !28
  %332 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef %331)
          to label %333 unwind label %337

333:                                              ; preds = %329
  call void @__cxa_end_catch()
  br label %334

334:                                              ; preds = %315, %333
  %335 = add nuw nsw i64 %60, 5
  %336 = icmp ult i64 %60, 4
  br i1 %336, label %59, label %38, !llvm.loop !44

337:                                              ; preds = %329
  %338 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %339 unwind label %552

339:                                              ; preds = %337
  %340 = extractvalue { ptr, i32 } %338, 1
  %341 = extractvalue { ptr, i32 } %338, 0
  br label %547

342:                                              ; preds = %38, %384, %372
  %343 = landingpad { ptr, i32 }
          cleanup
  %344 = extractvalue { ptr, i32 } %343, 0
  %345 = extractvalue { ptr, i32 } %343, 1
  br label %544

346:                                              ; preds = %56, %58
  store ptr %40, ptr %11, align 8, !tbaa !5
  %347 = getelementptr inbounds i8, ptr %40, i64 16
  store ptr %347, ptr %39, align 8, !tbaa !45
  %348 = getelementptr inbounds i8, ptr %11, i64 8
  %349 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr @_ZL4live, align 4, !tbaa !11
  %351 = getelementptr inbounds i8, ptr %40, i64 4
  store ptr %351, ptr %348, align 8, !tbaa !10
  %352 = add nsw i32 %349, 3
  store i32 %352, ptr @_ZL4live, align 4, !tbaa !11
  %353 = getelementptr inbounds i8, ptr %40, i64 12
  store ptr %353, ptr %348, align 8, !tbaa !10
  store <4 x i32> <i32 0, i32 10, i32 20, i32 30>, ptr %40, align 4, !tbaa !46
  %354 = add nsw i32 %349, 4
  store i32 %354, ptr @_ZL4live, align 4, !tbaa !11
  %355 = getelementptr inbounds i8, ptr %40, i64 16
  store ptr %355, ptr %348, align 8, !tbaa !10
  store i32 2, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #20
  store i32 40, ptr %12, align 4, !tbaa !11
  %356 = ptrtoint ptr %347 to i64
  invoke void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %11, i64 %356, ptr noundef nonnull align 4 dereferenceable(4) %12)
          to label %357 unwind label %358

357:                                              ; preds = %346
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  br label %372

358:                                              ; preds = %346
  %359 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %360 = extractvalue { ptr, i32 } %359, 0
  %361 = extractvalue { ptr, i32 } %359, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #20
  %362 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %363 = icmp eq i32 %361, %362
  br i1 %363, label %364, label %544

364:                                              ; preds = %358
  %365 = call ptr @__cxa_begin_catch(ptr %360) #20
  %366 = load ptr, ptr %365, align 8, !tbaa !48
  %367 = getelementptr inbounds i8, ptr %366, i64 16
  %368 = load ptr, ptr %367, align 8
  %369 = call noundef ptr %368(ptr noundef nonnull align 8 dereferenceable(16) %365) #20
  %370 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %369)
          to label %371 unwind label %387

371:                                              ; preds = %364
  invoke void @__cxa_end_catch()
          to label %372 unwind label %389

372:                                              ; preds = %371, %357
  %373 = load ptr, ptr %348, align 8, !tbaa !10
  %374 = load ptr, ptr %11, align 8, !tbaa !5
  %375 = ptrtoint ptr %373 to i64
  %376 = ptrtoint ptr %374 to i64
  %377 = sub i64 %375, %376
  %378 = ashr exact i64 %377, 2
  %379 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i64 noundef %378)
          to label %380 unwind label %342

380:                                              ; preds = %372
  %381 = load ptr, ptr %11, align 8, !tbaa !24
  %382 = load ptr, ptr %348, align 8, !tbaa !24
  %383 = icmp eq ptr %381, %382
  br i1 %383, label %384, label %395

384:                                              ; preds = %399, %380
  %385 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %386 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %385)
          to label %406 unwind label %342

387:                                              ; preds = %364
  %388 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %391 unwind label %552

389:                                              ; preds = %371
  %390 = landingpad { ptr, i32 }
          cleanup
  br label %391

391:                                              ; preds = %387, %389
  %392 = phi { ptr, i32 } [ %390, %389 ], [ %388, %387 ]
  %393 = extractvalue { ptr, i32 } %392, 0
  %394 = extractvalue { ptr, i32 } %392, 1
  br label %544

395:                                              ; preds = %380, %399
  %396 = phi ptr [ %400, %399 ], [ %381, %380 ]
  %397 = load i32, ptr %396, align 4, !tbaa !46
  %398 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %397)
          to label %399 unwind label %402

399:                                              ; preds = %395
  %400 = getelementptr inbounds i8, ptr %396, i64 4
  %401 = icmp eq ptr %400, %382
  br i1 %401, label %384, label %395

402:                                              ; preds = %395
  %403 = landingpad { ptr, i32 }
          cleanup
  %404 = extractvalue { ptr, i32 } %403, 0
  %405 = extractvalue { ptr, i32 } %403, 1
  br label %544

406:                                              ; preds = %384
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %13) #20
  %407 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 0, ptr %407, align 8, !tbaa !50
  %408 = getelementptr inbounds i8, ptr %13, i64 16
  store ptr null, ptr %408, align 8, !tbaa !54
  %409 = getelementptr inbounds i8, ptr %13, i64 24
  store ptr %407, ptr %409, align 8, !tbaa !55
  %410 = getelementptr inbounds i8, ptr %13, i64 32
  store ptr %407, ptr %410, align 8, !tbaa !56
  %411 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %411, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #20
  store i32 1, ptr %14, align 4, !tbaa !46
  %412 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %413 = add nsw i32 %412, 1
  store i32 %413, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %15) #20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair") align 8 %15, ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.6, ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %414 unwind label %442

414:                                              ; preds = %406
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #20
  %415 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %16) #20
  store i32 2, ptr %16, align 4, !tbaa !46
  store i32 %415, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair") align 8 %17, ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 1 dereferenceable(4) @.str.7, ptr noundef nonnull align 4 dereferenceable(4) %16)
          to label %416 unwind label %448

416:                                              ; preds = %414
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #20
  %417 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  store i32 0, ptr @_ZL11copy_budget, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %18) #20
  store i32 3, ptr %18, align 4, !tbaa !46
  store i32 %417, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %19) #20
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #20
  %418 = getelementptr inbounds i8, ptr %20, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(5) %418, ptr noundef nonnull align 1 dereferenceable(5) @.str.8, i64 5, i1 false)
  %419 = getelementptr inbounds i8, ptr %20, i64 8
  %420 = getelementptr inbounds i8, ptr %20, i64 21
  store i8 0, ptr %420, align 1, !tbaa !21
  call void @llvm.experimental.noalias.scope.decl(metadata !58)
  %421 = getelementptr inbounds i8, ptr %19, i64 16
  store ptr %421, ptr %19, align 8, !tbaa !16, !alias.scope !58
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %421, ptr noundef nonnull align 8 dereferenceable(6) %418, i64 6, i1 false)
  %422 = getelementptr inbounds i8, ptr %19, i64 8
  store i64 5, ptr %422, align 8, !tbaa !18, !alias.scope !58
  store ptr %418, ptr %20, align 8, !tbaa !28, !noalias !58
  store i64 0, ptr %419, align 8, !tbaa !18, !noalias !58
  store i8 0, ptr %418, align 8, !tbaa !21, !noalias !58
  %423 = getelementptr inbounds i8, ptr %19, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %423, ptr noundef nonnull align 4 dereferenceable(4) %18)
          to label %428 unwind label %424

424:                                              ; preds = %416
  %425 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  %426 = load ptr, ptr %19, align 8, !tbaa !28, !alias.scope !58
  %427 = icmp eq ptr %426, %421
  br i1 %427, label %463, label %460

428:                                              ; preds = %416
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %21) #20
  invoke void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair") align 8 %21, ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef nonnull align 8 dereferenceable(36) %19)
          to label %429 unwind label %454

429:                                              ; preds = %428
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #20
  %430 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %431 = add nsw i32 %430, -1
  store i32 %431, ptr @_ZL4live, align 4, !tbaa !11
  %432 = load ptr, ptr %19, align 8, !tbaa !28
  %433 = icmp eq ptr %432, %421
  br i1 %433, label %435, label %434

434:                                              ; preds = %429
  call void @_ZdlPv(ptr noundef %432) #21
  br label %435

435:                                              ; preds = %429, %434
  %436 = load ptr, ptr %20, align 8, !tbaa !28
  %437 = icmp eq ptr %436, %418
  br i1 %437, label %439, label %438

438:                                              ; preds = %435
  call void @_ZdlPv(ptr noundef %436) #21
  br label %439

439:                                              ; preds = %435, %438
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #20
  %440 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %441 = add nsw i32 %440, -1
  store i32 %441, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #20
  br label %483

442:                                              ; preds = %406
  %443 = landingpad { ptr, i32 }
          cleanup
  %444 = extractvalue { ptr, i32 } %443, 0
  %445 = extractvalue { ptr, i32 } %443, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %15) #20
  %446 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %447 = add nsw i32 %446, -1
  store i32 %447, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #20
  br label %541

448:                                              ; preds = %414
  %449 = landingpad { ptr, i32 }
          cleanup
  %450 = extractvalue { ptr, i32 } %449, 0
  %451 = extractvalue { ptr, i32 } %449, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #20
  %452 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %453 = add nsw i32 %452, -1
  store i32 %453, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %16) #20
  br label %541

454:                                              ; preds = %428
  %455 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt13runtime_error
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %21) #20
  %456 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %457 = add nsw i32 %456, -1
  store i32 %457, ptr @_ZL4live, align 4, !tbaa !11
  %458 = load ptr, ptr %19, align 8, !tbaa !28
  %459 = icmp eq ptr %458, %421
  br i1 %459, label %463, label %460

460:                                              ; preds = %454, %424
  %461 = phi ptr [ %426, %424 ], [ %458, %454 ]
  %462 = phi { ptr, i32 } [ %425, %424 ], [ %455, %454 ]
  call void @_ZdlPv(ptr noundef %461) #21
  br label %463

463:                                              ; preds = %460, %454, %424
  %464 = phi { ptr, i32 } [ %425, %424 ], [ %455, %454 ], [ %462, %460 ]
  %465 = load ptr, ptr %20, align 8, !tbaa !28
  %466 = icmp eq ptr %465, %418
  br i1 %466, label %468, label %467

467:                                              ; preds = %463
  call void @_ZdlPv(ptr noundef %465) #21
  br label %468

468:                                              ; preds = %467, %463
  %469 = extractvalue { ptr, i32 } %464, 0
  %470 = extractvalue { ptr, i32 } %464, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #20
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %19) #20
  %471 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %472 = add nsw i32 %471, -1
  store i32 %472, ptr @_ZL4live, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %18) #20
  %473 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13runtime_error) #20
  %474 = icmp eq i32 %470, %473
  br i1 %474, label %475, label %541

475:                                              ; preds = %468
  %476 = call ptr @__cxa_begin_catch(ptr %469) #20
  %477 = load ptr, ptr %476, align 8, !tbaa !48
  %478 = getelementptr inbounds i8, ptr %477, i64 16
  %479 = load ptr, ptr %478, align 8
  %480 = call noundef ptr %479(ptr noundef nonnull align 8 dereferenceable(16) %476) #20
  %481 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, ptr noundef %480)
          to label %482 unwind label %492

482:                                              ; preds = %475
  invoke void @__cxa_end_catch()
          to label %483 unwind label %494

483:                                              ; preds = %482, %439
  store i32 1000, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %484 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10)
          to label %485 unwind label %500

485:                                              ; preds = %483
  %486 = load ptr, ptr %409, align 8, !tbaa !55
  %487 = icmp eq ptr %486, %407
  br i1 %487, label %488, label %504

488:                                              ; preds = %511, %485
  %489 = load i64, ptr %411, align 8, !tbaa !57
  %490 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %491 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12, i64 noundef %489, i32 noundef %490)
          to label %518 unwind label %500

492:                                              ; preds = %475
  %493 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %496 unwind label %552

494:                                              ; preds = %482
  %495 = landingpad { ptr, i32 }
          cleanup
  br label %496

496:                                              ; preds = %492, %494
  %497 = phi { ptr, i32 } [ %495, %494 ], [ %493, %492 ]
  %498 = extractvalue { ptr, i32 } %497, 0
  %499 = extractvalue { ptr, i32 } %497, 1
  br label %541

500:                                              ; preds = %488, %483
  %501 = landingpad { ptr, i32 }
          cleanup
  %502 = extractvalue { ptr, i32 } %501, 0
  %503 = extractvalue { ptr, i32 } %501, 1
  br label %541

504:                                              ; preds = %485, %511
  %505 = phi ptr [ %512, %511 ], [ %486, %485 ]
  %506 = getelementptr inbounds i8, ptr %505, i64 32
  %507 = load ptr, ptr %506, align 8, !tbaa !28
  %508 = getelementptr inbounds i8, ptr %505, i64 64
  %509 = load i32, ptr %508, align 8, !tbaa !61
  %510 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %507, i32 noundef %509)
          to label %511 unwind label %514

511:                                              ; preds = %504
  %512 = call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %505) #24
  %513 = icmp eq ptr %512, %407
  br i1 %513, label %488, label %504

514:                                              ; preds = %504
  %515 = landingpad { ptr, i32 }
          cleanup
  %516 = extractvalue { ptr, i32 } %515, 0
  %517 = extractvalue { ptr, i32 } %515, 1
  br label %541

518:                                              ; preds = %488
  %519 = load ptr, ptr %408, align 8, !tbaa !54
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %13, ptr noundef %519)
          to label %523 unwind label %520

520:                                              ; preds = %518
  %521 = landingpad { ptr, i32 }
          catch ptr null
  %522 = extractvalue { ptr, i32 } %521, 0
  call void @__clang_call_terminate(ptr %522) #22
  unreachable

523:                                              ; preds = %518
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  %524 = load ptr, ptr %11, align 8, !tbaa !5
  %525 = load ptr, ptr %348, align 8, !tbaa !10
  %526 = icmp eq ptr %524, %525
  br i1 %526, label %537, label %527

527:                                              ; preds = %523
  %528 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %529 = ptrtoint ptr %525 to i64
  %530 = ptrtoint ptr %524 to i64
  %531 = sub i64 %529, %530
  %532 = add i64 %531, 17179869180
  %533 = lshr i64 %532, 2
  %534 = trunc i64 %533 to i32
  %535 = xor i32 %534, -1
  %536 = add i32 %528, %535
  store i32 %536, ptr @_ZL4live, align 4, !tbaa !11
  br label %537

537:                                              ; preds = %527, %523
  %538 = icmp eq ptr %524, null
  br i1 %538, label %540, label %539

539:                                              ; preds = %537
  call void @_ZdlPv(ptr noundef nonnull %524) #21
  br label %540

540:                                              ; preds = %537, %539
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  ret i32 0

541:                                              ; preds = %514, %500, %496, %468, %448, %442
  %542 = phi i32 [ %517, %514 ], [ %503, %500 ], [ %499, %496 ], [ %470, %468 ], [ %451, %448 ], [ %445, %442 ]
  %543 = phi ptr [ %516, %514 ], [ %502, %500 ], [ %498, %496 ], [ %469, %468 ], [ %450, %448 ], [ %444, %442 ]
  call void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %13) #20
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %13) #20
  br label %544

544:                                              ; preds = %541, %402, %391, %358, %342
  %545 = phi i32 [ %405, %402 ], [ %542, %541 ], [ %345, %342 ], [ %394, %391 ], [ %361, %358 ]
  %546 = phi ptr [ %404, %402 ], [ %543, %541 ], [ %344, %342 ], [ %393, %391 ], [ %360, %358 ]
  call void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %11) #20
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #20
  br label %547

547:                                              ; preds = %323, %339, %544
  %548 = phi i32 [ %545, %544 ], [ %340, %339 ], [ %326, %323 ]
  %549 = phi ptr [ %546, %544 ], [ %341, %339 ], [ %325, %323 ]
  %550 = insertvalue { ptr, i32 } poison, ptr %549, 0
  %551 = insertvalue { ptr, i32 } %550, i32 %548, 1
  resume { ptr, i32 } %551

552:                                              ; preds = %492, %387, %337
  %553 = landingpad { ptr, i32 }
          catch ptr null
  %554 = extractvalue { ptr, i32 } %553, 0
  call void @__clang_call_terminate(ptr %554) #22
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #20
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !24
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #20
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #20
  ret i32 %5
}

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3 align 2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #20
  tail call void @_ZSt9terminatev() #22
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEE6insertIS9_IS5_S6_EEENSt9enable_ifIXsr16is_constructibleISB_T_EE5valueES9_ISt17_Rb_tree_iteratorISB_EbEE4typeEOSH_(ptr dead_on_unwind noalias writable sret(%"struct.std::pair") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = load ptr, ptr %4, align 8, !tbaa !54
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = icmp eq ptr %5, null
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = ptrtoint ptr %6 to i64
  br label %60

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !18
  %13 = load ptr, ptr %2, align 8
  br label %14

14:                                               ; preds = %31, %10
  %15 = phi ptr [ %5, %10 ], [ %37, %31 ]
  %16 = phi ptr [ %6, %10 ], [ %34, %31 ]
  %17 = getelementptr inbounds i8, ptr %15, i64 40
  %18 = load i64, ptr %17, align 8, !tbaa !18
  %19 = tail call i64 @llvm.umin.i64(i64 %12, i64 %18)
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %14
  %22 = getelementptr inbounds i8, ptr %15, i64 32
  %23 = load ptr, ptr %22, align 8, !tbaa !28
  %24 = tail call i32 @memcmp(ptr noundef %23, ptr noundef %13, i64 noundef %19) #20
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %21, %14
  %27 = sub i64 %18, %12
  %28 = tail call i64 @llvm.smax.i64(i64 %27, i64 -2147483648)
  %29 = tail call i64 @llvm.smin.i64(i64 %28, i64 2147483647)
  %30 = trunc nsw i64 %29 to i32
  br label %31

31:                                               ; preds = %26, %21
  %32 = phi i32 [ %24, %21 ], [ %30, %26 ]
  %33 = icmp slt i32 %32, 0
  %34 = select i1 %33, ptr %16, ptr %15
  %35 = select i1 %33, i64 24, i64 16
  %36 = getelementptr inbounds i8, ptr %15, i64 %35
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = icmp eq ptr %37, null
  br i1 %38, label %39, label %14, !llvm.loop !63

39:                                               ; preds = %31
  %40 = ptrtoint ptr %34 to i64
  %41 = icmp eq ptr %34, %6
  br i1 %41, label %60, label %42

42:                                               ; preds = %39
  %43 = getelementptr inbounds i8, ptr %34, i64 40
  %44 = load i64, ptr %43, align 8, !tbaa !18
  %45 = tail call i64 @llvm.umin.i64(i64 %44, i64 %12)
  %46 = icmp eq i64 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr %34, i64 32
  %49 = load ptr, ptr %48, align 8, !tbaa !28
  %50 = tail call i32 @memcmp(ptr noundef %13, ptr noundef %49, i64 noundef %45) #20
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %47, %42
  %53 = sub i64 %12, %44
  %54 = tail call i64 @llvm.smax.i64(i64 %53, i64 -2147483648)
  %55 = tail call i64 @llvm.smin.i64(i64 %54, i64 2147483647)
  %56 = trunc nsw i64 %55 to i32
  br label %57

57:                                               ; preds = %47, %52
  %58 = phi i32 [ %50, %47 ], [ %56, %52 ]
  %59 = icmp slt i32 %58, 0
  br i1 %59, label %60, label %63

60:                                               ; preds = %39, %8, %57
  %61 = phi i64 [ %40, %57 ], [ %9, %8 ], [ %40, %39 ]
  %62 = tail call i64 @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %1, i64 %61, ptr noundef nonnull align 8 dereferenceable(36) %2)
  br label %63

63:                                               ; preds = %57, %60
  %64 = phi i64 [ %62, %60 ], [ %40, %57 ]
  %65 = phi i8 [ 1, %60 ], [ 0, %57 ]
  store i64 %64, ptr %0, align 8, !tbaa !24
  %66 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 %65, ptr %66, align 8, !tbaa !64
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !16
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.23) #23
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %9, ptr %4, align 8, !tbaa !68
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !28
  %13 = load i64, ptr %4, align 8, !tbaa !68
  store i64 %13, ptr %5, align 8, !tbaa !21
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !21
  store i8 %17, ptr %15, align 1, !tbaa !21
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !68
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !18
  %22 = load ptr, ptr %0, align 8, !tbaa !28
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt3mapINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemSt4lessIS5_ESaISt4pairIKS5_S6_EEED2Ev(ptr noundef nonnull align 8 dereferenceable(48) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
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
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
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
  br i1 %17, label %19, label %18

18:                                               ; preds = %16
  tail call void @_ZdlPv(ptr noundef nonnull %2) #21
  br label %19

19:                                               ; preds = %16, %18
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_seh0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !18
  %8 = add i64 %7, %5
  %9 = load ptr, ptr %1, align 8, !tbaa !28
  %10 = getelementptr inbounds i8, ptr %1, i64 16
  %11 = icmp eq ptr %9, %10
  %12 = load i64, ptr %10, align 8
  %13 = select i1 %11, i64 15, i64 %12
  %14 = icmp ugt i64 %8, %13
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = load ptr, ptr %2, align 8, !tbaa !28
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = icmp eq ptr %16, %17
  %19 = load i64, ptr %17, align 8
  %20 = select i1 %18, i64 15, i64 %19
  %21 = icmp ugt i64 %8, %20
  br i1 %21, label %40, label %22

22:                                               ; preds = %15
  %23 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %9, i64 noundef %5)
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %24, ptr %0, align 8, !tbaa !16
  %25 = load ptr, ptr %23, align 8, !tbaa !28
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  %27 = icmp eq ptr %25, %26
  br i1 %27, label %28, label %34

28:                                               ; preds = %22
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i64, ptr %29, align 8, !tbaa !18
  %31 = add i64 %30, 1
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %24, ptr nonnull align 8 %26, i64 %31, i1 false)
  br label %36

34:                                               ; preds = %22
  store ptr %25, ptr %0, align 8, !tbaa !28
  %35 = load i64, ptr %26, align 8, !tbaa !21
  store i64 %35, ptr %24, align 8, !tbaa !21
  br label %36

36:                                               ; preds = %28, %33, %34
  %37 = getelementptr inbounds i8, ptr %23, i64 8
  %38 = load i64, ptr %37, align 8, !tbaa !18
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %38, ptr %39, align 8, !tbaa !18
  store ptr %26, ptr %23, align 8, !tbaa !28
  br label %63

40:                                               ; preds = %15, %3
  %41 = sub i64 4611686018427387903, %5
  %42 = icmp ult i64 %41, %7
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.19) #23
  unreachable

44:                                               ; preds = %40
  %45 = load ptr, ptr %2, align 8, !tbaa !28
  %46 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %1, ptr noundef %45, i64 noundef %7)
  %47 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %47, ptr %0, align 8, !tbaa !16
  %48 = load ptr, ptr %46, align 8, !tbaa !28
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = icmp eq ptr %48, %49
  br i1 %50, label %51, label %57

51:                                               ; preds = %44
  %52 = getelementptr inbounds i8, ptr %46, i64 8
  %53 = load i64, ptr %52, align 8, !tbaa !18
  %54 = add i64 %53, 1
  %55 = icmp eq i64 %54, 0
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %47, ptr nonnull align 8 %49, i64 %54, i1 false)
  br label %59

57:                                               ; preds = %44
  store ptr %48, ptr %0, align 8, !tbaa !28
  %58 = load i64, ptr %49, align 8, !tbaa !21
  store i64 %58, ptr %47, align 8, !tbaa !21
  br label %59

59:                                               ; preds = %51, %56, %57
  %60 = getelementptr inbounds i8, ptr %46, i64 8
  %61 = load i64, ptr %60, align 8, !tbaa !18
  %62 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %61, ptr %62, align 8, !tbaa !18
  store ptr %49, ptr %46, align 8, !tbaa !28
  br label %63

63:                                               ; preds = %36, %59
  %64 = phi ptr [ %37, %36 ], [ %60, %59 ]
  %65 = phi ptr [ %26, %36 ], [ %49, %59 ]
  store i64 0, ptr %64, align 8, !tbaa !18
  store i8 0, ptr %65, align 1, !tbaa !21
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_seh0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !16
  %7 = load ptr, ptr %5, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !18
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !28
  %17 = load i64, ptr %8, align 8, !tbaa !21
  store i64 %17, ptr %6, align 8, !tbaa !21
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !18
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !18
  store ptr %8, ptr %5, align 8, !tbaa !28
  store i64 0, ptr %22, align 8, !tbaa !18
  store i8 0, ptr %8, align 8, !tbaa !21
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #7 comdat personality ptr @__gxx_personality_seh0 {
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
  br i1 %22, label %23, label %5, !llvm.loop !69

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !16
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %74

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !28
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
  %45 = load i8, ptr %44, align 1, !tbaa !21
  %46 = zext i32 %38 to i64
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store i8 %45, ptr %47, align 1, !tbaa !21
  %48 = zext nneg i32 %40 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 2, !tbaa !21
  %51 = add i32 %38, -1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  store i8 %50, ptr %53, align 1, !tbaa !21
  %54 = add i32 %38, -2
  %55 = icmp ugt i32 %37, 9999
  br i1 %55, label %36, label %56, !llvm.loop !70

56:                                               ; preds = %36, %29
  %57 = phi i32 [ %3, %29 ], [ %41, %36 ]
  %58 = icmp ugt i32 %57, 9
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = shl nuw nsw i32 %57, 1
  %61 = or disjoint i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !21
  %65 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !21
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 2, !tbaa !21
  br label %72

69:                                               ; preds = %56
  %70 = trunc nuw i32 %57 to i8
  %71 = or disjoint i8 %70, 48
  br label %72

72:                                               ; preds = %59, %69
  %73 = phi i8 [ %71, %69 ], [ %68, %59 ]
  store i8 %73, ptr %32, align 1, !tbaa !21
  ret void

74:                                               ; preds = %23
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  tail call void @__clang_call_terminate(ptr %76) #22
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
declare dso_local void @_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8, ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef) local_unnamed_addr #6 align 2

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !39
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !38
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %17, label %6

6:                                                ; preds = %1, %12
  %7 = phi ptr [ %13, %12 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !28
  %9 = getelementptr inbounds i8, ptr %7, i64 16
  %10 = icmp eq ptr %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %6
  tail call void @_ZdlPv(ptr noundef %8) #21
  br label %12

12:                                               ; preds = %11, %6
  %13 = getelementptr inbounds i8, ptr %7, i64 32
  %14 = icmp eq ptr %13, %4
  br i1 %14, label %15, label %6, !llvm.loop !40

15:                                               ; preds = %12
  %16 = load ptr, ptr %0, align 8, !tbaa !39
  br label %17

17:                                               ; preds = %15, %1
  %18 = phi ptr [ %16, %15 ], [ %2, %1 ]
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %17
  tail call void @_ZdlPv(ptr noundef nonnull %18) #21
  br label %21

21:                                               ; preds = %17, %20
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_M_realloc_insertIJS5_EEEvN9__gnu_cxx17__normal_iteratorIPS5_S7_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !38
  %7 = load ptr, ptr %0, align 8, !tbaa !24
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
  %25 = tail call noalias noundef nonnull ptr @_Znwy(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %13, %23
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store ptr %29, ptr %28, align 8, !tbaa !16
  %30 = load ptr, ptr %2, align 8, !tbaa !28
  %31 = getelementptr inbounds i8, ptr %2, i64 16
  %32 = icmp eq ptr %30, %31
  br i1 %32, label %33, label %39

33:                                               ; preds = %26
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = load i64, ptr %34, align 8, !tbaa !18
  %36 = add i64 %35, 1
  %37 = icmp eq i64 %36, 0
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %29, ptr nonnull align 8 %31, i64 %36, i1 false)
  br label %43

39:                                               ; preds = %26
  store ptr %30, ptr %28, align 8, !tbaa !28
  %40 = load i64, ptr %31, align 8, !tbaa !21
  store i64 %40, ptr %29, align 8, !tbaa !21
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  %42 = load i64, ptr %41, align 8, !tbaa !18
  br label %43

43:                                               ; preds = %33, %38, %39
  %44 = phi i64 [ -1, %33 ], [ %35, %38 ], [ %42, %39 ]
  %45 = getelementptr inbounds i8, ptr %2, i64 8
  %46 = getelementptr inbounds i8, ptr %28, i64 8
  store i64 %44, ptr %46, align 8, !tbaa !18
  store ptr %31, ptr %2, align 8, !tbaa !28
  store i64 0, ptr %45, align 8, !tbaa !18
  store i8 0, ptr %31, align 8, !tbaa !21
  %47 = icmp eq ptr %7, %4
  br i1 %47, label %72, label %48

48:                                               ; preds = %43, %65
  %49 = phi ptr [ %70, %65 ], [ %27, %43 ]
  %50 = phi ptr [ %69, %65 ], [ %7, %43 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !71)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !74)
  %51 = getelementptr inbounds i8, ptr %49, i64 16
  store ptr %51, ptr %49, align 8, !tbaa !16, !alias.scope !71, !noalias !74
  %52 = load ptr, ptr %50, align 8, !tbaa !28, !alias.scope !74, !noalias !71
  %53 = getelementptr inbounds i8, ptr %50, i64 16
  %54 = icmp eq ptr %52, %53
  br i1 %54, label %55, label %61

55:                                               ; preds = %48
  %56 = getelementptr inbounds i8, ptr %50, i64 8
  %57 = load i64, ptr %56, align 8, !tbaa !18, !alias.scope !74, !noalias !71
  %58 = add i64 %57, 1
  %59 = icmp eq i64 %58, 0
  br i1 %59, label %65, label %60

60:                                               ; preds = %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %51, ptr nonnull align 8 %53, i64 %58, i1 false), !alias.scope !76
  br label %65

61:                                               ; preds = %48
  store ptr %52, ptr %49, align 8, !tbaa !28, !alias.scope !71, !noalias !74
  %62 = load i64, ptr %53, align 8, !tbaa !21, !alias.scope !74, !noalias !71
  store i64 %62, ptr %51, align 8, !tbaa !21, !alias.scope !71, !noalias !74
  %63 = getelementptr inbounds i8, ptr %50, i64 8
  %64 = load i64, ptr %63, align 8, !tbaa !18, !alias.scope !74, !noalias !71
  br label %65

65:                                               ; preds = %61, %60, %55
  %66 = phi i64 [ %64, %61 ], [ %57, %60 ], [ -1, %55 ]
  %67 = getelementptr inbounds i8, ptr %50, i64 8
  %68 = getelementptr inbounds i8, ptr %49, i64 8
  store i64 %66, ptr %68, align 8, !tbaa !18, !alias.scope !71, !noalias !74
  store ptr %53, ptr %50, align 8, !tbaa !28, !alias.scope !74, !noalias !71
  store i64 0, ptr %67, align 8, !tbaa !18, !alias.scope !74, !noalias !71
  store i8 0, ptr %53, align 1, !tbaa !21, !alias.scope !74, !noalias !71
  %69 = getelementptr inbounds i8, ptr %50, i64 32
  %70 = getelementptr inbounds i8, ptr %49, i64 32
  %71 = icmp eq ptr %69, %4
  br i1 %71, label %72, label %48, !llvm.loop !77

72:                                               ; preds = %65, %43
  %73 = phi ptr [ %27, %43 ], [ %70, %65 ]
  %74 = getelementptr inbounds i8, ptr %73, i64 32
  %75 = icmp eq ptr %6, %4
  br i1 %75, label %100, label %76

76:                                               ; preds = %72, %93
  %77 = phi ptr [ %98, %93 ], [ %74, %72 ]
  %78 = phi ptr [ %97, %93 ], [ %4, %72 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !78)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !81)
  %79 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %79, ptr %77, align 8, !tbaa !16, !alias.scope !78, !noalias !81
  %80 = load ptr, ptr %78, align 8, !tbaa !28, !alias.scope !81, !noalias !78
  %81 = getelementptr inbounds i8, ptr %78, i64 16
  %82 = icmp eq ptr %80, %81
  br i1 %82, label %83, label %89

83:                                               ; preds = %76
  %84 = getelementptr inbounds i8, ptr %78, i64 8
  %85 = load i64, ptr %84, align 8, !tbaa !18, !alias.scope !81, !noalias !78
  %86 = add i64 %85, 1
  %87 = icmp eq i64 %86, 0
  br i1 %87, label %93, label %88

88:                                               ; preds = %83
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %79, ptr nonnull align 8 %81, i64 %86, i1 false), !alias.scope !83
  br label %93

89:                                               ; preds = %76
  store ptr %80, ptr %77, align 8, !tbaa !28, !alias.scope !78, !noalias !81
  %90 = load i64, ptr %81, align 8, !tbaa !21, !alias.scope !81, !noalias !78
  store i64 %90, ptr %79, align 8, !tbaa !21, !alias.scope !78, !noalias !81
  %91 = getelementptr inbounds i8, ptr %78, i64 8
  %92 = load i64, ptr %91, align 8, !tbaa !18, !alias.scope !81, !noalias !78
  br label %93

93:                                               ; preds = %89, %88, %83
  %94 = phi i64 [ %92, %89 ], [ %85, %88 ], [ -1, %83 ]
  %95 = getelementptr inbounds i8, ptr %78, i64 8
  %96 = getelementptr inbounds i8, ptr %77, i64 8
  store i64 %94, ptr %96, align 8, !tbaa !18, !alias.scope !78, !noalias !81
  store ptr %81, ptr %78, align 8, !tbaa !28, !alias.scope !81, !noalias !78
  store i64 0, ptr %95, align 8, !tbaa !18, !alias.scope !81, !noalias !78
  store i8 0, ptr %81, align 1, !tbaa !21, !alias.scope !81, !noalias !78
  %97 = getelementptr inbounds i8, ptr %78, i64 32
  %98 = getelementptr inbounds i8, ptr %77, i64 32
  %99 = icmp eq ptr %97, %6
  br i1 %99, label %100, label %76, !llvm.loop !77

100:                                              ; preds = %93, %72
  %101 = phi ptr [ %74, %72 ], [ %98, %93 ]
  %102 = icmp eq ptr %7, null
  br i1 %102, label %104, label %103

103:                                              ; preds = %100
  tail call void @_ZdlPv(ptr noundef nonnull %7) #21
  br label %104

104:                                              ; preds = %100, %103
  %105 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %0, align 8, !tbaa !39
  store ptr %101, ptr %5, align 8, !tbaa !38
  %106 = getelementptr inbounds %"class.std::__cxx11::basic_string", ptr %27, i64 %19
  store ptr %106, ptr %105, align 8, !tbaa !36
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: noreturn
declare dso_local void @_ZSt28__throw_bad_array_new_lengthv() local_unnamed_addr #9

; Function Attrs: noreturn
declare dso_local void @_ZSt17__throw_bad_allocv() local_unnamed_addr #9

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #10

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #11

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEyyPKcy(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #12

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #13

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #12

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #14

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #15

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #14

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = load i32, ptr %1, align 4, !tbaa !46
  store i32 %5, ptr %0, align 4, !tbaa !46
  %6 = load i32, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %7 = add nsw i32 %6, -1
  store i32 %7, ptr @_ZL11copy_budget, align 4, !tbaa !11
  %8 = icmp slt i32 %6, 1
  br i1 %8, label %9, label %32

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
          to label %36 unwind label %16

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %23

16:                                               ; preds = %13, %12
  %17 = phi i1 [ false, %13 ], [ true, %12 ]
  %18 = landingpad { ptr, i32 }
          cleanup
  %19 = load ptr, ptr %3, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %3, i64 16
  %21 = icmp eq ptr %19, %20
  br i1 %21, label %23, label %22

22:                                               ; preds = %16
  call void @_ZdlPv(ptr noundef %19) #21
  br label %23

23:                                               ; preds = %22, %16, %14
  %24 = phi { ptr, i32 } [ %15, %14 ], [ %18, %16 ], [ %18, %22 ]
  %25 = phi i1 [ true, %14 ], [ %17, %16 ], [ %17, %22 ]
  %26 = load ptr, ptr %4, align 8, !tbaa !28
  %27 = getelementptr inbounds i8, ptr %4, i64 16
  %28 = icmp eq ptr %26, %27
  br i1 %28, label %30, label %29

29:                                               ; preds = %23
  call void @_ZdlPv(ptr noundef %26) #21
  br label %30

30:                                               ; preds = %23, %29
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #20
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #20
  br i1 %25, label %31, label %35

31:                                               ; preds = %30
  call void @__cxa_free_exception(ptr %10) #20
  br label %35

32:                                               ; preds = %2
  %33 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr @_ZL4live, align 4, !tbaa !11
  ret void

35:                                               ; preds = %30, %31
  resume { ptr, i32 } %24

36:                                               ; preds = %13
  unreachable
}

declare dso_local void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #12

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %19, label %4

4:                                                ; preds = %2, %17
  %5 = phi ptr [ %9, %17 ], [ %1, %2 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 24
  %7 = load ptr, ptr %6, align 8, !tbaa !84
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE8_M_eraseEPSt13_Rb_tree_nodeIS9_E(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %7)
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !85
  %10 = getelementptr inbounds i8, ptr %5, i64 32
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !11
  %13 = load ptr, ptr %10, align 8, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %5, i64 48
  %15 = icmp eq ptr %13, %14
  br i1 %15, label %17, label %16

16:                                               ; preds = %4
  tail call void @_ZdlPv(ptr noundef %13) #21
  br label %17

17:                                               ; preds = %4, %16
  tail call void @_ZdlPv(ptr noundef nonnull %5) #21
  %18 = icmp eq ptr %9, null
  br i1 %18, label %19, label %4, !llvm.loop !86

19:                                               ; preds = %17, %2
  ret void
}

; Function Attrs: noreturn
declare dso_local void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt6vectorI4ItemSaIS0_EE20_M_allocate_and_copyIPKS0_EEPS0_yT_S7_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %15, label %6

6:                                                ; preds = %4
  %7 = icmp ugt i64 %1, 2305843009213693951
  br i1 %7, label %8, label %12, !prof !87

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
  %14 = tail call noalias noundef nonnull ptr @_Znwy(i64 noundef %13) #25
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
  br i1 %24, label %47, label %18, !llvm.loop !88

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
  br i1 %51, label %53, label %52

52:                                               ; preds = %48
  tail call void @_ZdlPv(ptr noundef nonnull %16) #21
  br label %53

53:                                               ; preds = %52, %48
  invoke void @__cxa_rethrow() #23
          to label %60 unwind label %54

54:                                               ; preds = %53
  %55 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %56 unwind label %57

56:                                               ; preds = %54
  resume { ptr, i32 } %55

57:                                               ; preds = %54
  %58 = landingpad { ptr, i32 }
          catch ptr null
  %59 = extractvalue { ptr, i32 } %58, 0
  tail call void @__clang_call_terminate(ptr %59) #22
  unreachable

60:                                               ; preds = %53
  unreachable
}

declare dso_local void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorI4ItemSaIS0_EE17_M_realloc_insertIJiEEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 4 dereferenceable(4) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !10
  %7 = load ptr, ptr %0, align 8, !tbaa !24
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
  %25 = tail call noalias noundef nonnull ptr @_Znwy(i64 noundef %24) #25
  br label %26

26:                                               ; preds = %23, %13
  %27 = phi ptr [ %25, %23 ], [ null, %13 ]
  %28 = getelementptr inbounds %struct.Item, ptr %27, i64 %21
  %29 = load i32, ptr %2, align 4, !tbaa !11
  store i32 %29, ptr %28, align 4, !tbaa !46
  %30 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @_ZL4live, align 4, !tbaa !11
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
  br i1 %39, label %62, label %33, !llvm.loop !88

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
          to label %111 unwind label %58

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
  br i1 %73, label %93, label %66, !llvm.loop !88

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
          to label %116 unwind label %89

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
  %99 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %100 = add i64 %10, 17179869180
  %101 = lshr i64 %100, 2
  %102 = trunc i64 %101 to i32
  %103 = xor i32 %102, -1
  %104 = add i32 %99, %103
  store i32 %104, ptr @_ZL4live, align 4, !tbaa !11
  br label %105

105:                                              ; preds = %95, %98
  %106 = icmp eq ptr %7, null
  br i1 %106, label %108, label %107

107:                                              ; preds = %105
  tail call void @_ZdlPv(ptr noundef nonnull %7) #21
  br label %108

108:                                              ; preds = %105, %107
  %109 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %27, ptr %0, align 8, !tbaa !5
  store ptr %96, ptr %5, align 8, !tbaa !10
  %110 = getelementptr inbounds %struct.Item, ptr %27, i64 %19
  store ptr %110, ptr %109, align 8, !tbaa !45
  ret void

111:                                              ; preds = %56
  %112 = extractvalue { ptr, i32 } %57, 0
  %113 = tail call ptr @__cxa_begin_catch(ptr %112) #20
  %114 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %115 = add nsw i32 %114, -1
  br label %132

116:                                              ; preds = %87
  %117 = extractvalue { ptr, i32 } %88, 0
  %118 = tail call ptr @__cxa_begin_catch(ptr %117) #20
  %119 = icmp eq ptr %27, %64
  br i1 %119, label %134, label %120

120:                                              ; preds = %116
  %121 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %122 = ptrtoint ptr %64 to i64
  %123 = ptrtoint ptr %27 to i64
  %124 = sub i64 %122, %123
  %125 = add i64 %124, 17179869180
  %126 = lshr i64 %125, 2
  %127 = trunc i64 %126 to i32
  %128 = xor i32 %127, -1
  %129 = add i32 %121, %128
  br label %132

130:                                              ; preds = %137
  %131 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %138 unwind label %139

132:                                              ; preds = %111, %120
  %133 = phi i32 [ %129, %120 ], [ %115, %111 ]
  store i32 %133, ptr @_ZL4live, align 4, !tbaa !11
  br label %134

134:                                              ; preds = %132, %116
  %135 = icmp eq ptr %27, null
  br i1 %135, label %137, label %136

136:                                              ; preds = %134
  tail call void @_ZdlPv(ptr noundef nonnull %27) #21
  br label %137

137:                                              ; preds = %136, %134
  invoke void @__cxa_rethrow() #23
          to label %142 unwind label %130

138:                                              ; preds = %130
  resume { ptr, i32 } %131

139:                                              ; preds = %130
  %140 = landingpad { ptr, i32 }
          catch ptr null
  %141 = extractvalue { ptr, i32 } %140, 0
  tail call void @__clang_call_terminate(ptr %141) #22
  unreachable

142:                                              ; preds = %137
  unreachable
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_emplace_uniqueIJRA4_KcS8_EEES6_ISt17_Rb_tree_iteratorIS9_EbEDpOT_(ptr dead_on_unwind noalias writable sret(%"struct.std::pair") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 1 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %5 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  %6 = alloca %"struct.std::pair.21", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #20
  store ptr %1, ptr %5, align 8, !tbaa !24
  %7 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwy(i64 noundef 72) #25
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  invoke void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_(ptr noundef nonnull align 8 dereferenceable(36) %8, ptr noundef nonnull align 1 dereferenceable(4) %2, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %21 unwind label %9

9:                                                ; preds = %4
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  %12 = tail call ptr @__cxa_begin_catch(ptr %11) #20
  tail call void @_ZdlPv(ptr noundef nonnull %7) #21
  invoke void @__cxa_rethrow() #23
          to label %20 unwind label %13

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %15 unwind label %17

15:                                               ; preds = %13, %61
  %16 = phi { ptr, i32 } [ %62, %61 ], [ %14, %13 ]
  resume { ptr, i32 } %16

17:                                               ; preds = %13
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  tail call void @__clang_call_terminate(ptr %19) #22
  unreachable

20:                                               ; preds = %9
  unreachable

21:                                               ; preds = %4
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %7, ptr %22, align 8, !tbaa !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #20
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair.21") align 8 %6, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %23 unwind label %61

23:                                               ; preds = %21
  %24 = getelementptr inbounds i8, ptr %6, i64 8
  %25 = load ptr, ptr %24, align 8
  %26 = icmp eq ptr %25, null
  %27 = load ptr, ptr %6, align 8
  br i1 %26, label %63, label %28

28:                                               ; preds = %23
  %29 = icmp ne ptr %27, null
  %30 = getelementptr inbounds i8, ptr %1, i64 8
  %31 = icmp eq ptr %30, %25
  %32 = select i1 %29, i1 true, i1 %31
  br i1 %32, label %54, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %7, i64 40
  %35 = load i64, ptr %34, align 8, !tbaa !18
  %36 = getelementptr inbounds i8, ptr %25, i64 40
  %37 = load i64, ptr %36, align 8, !tbaa !18
  %38 = call i64 @llvm.umin.i64(i64 %37, i64 %35)
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %46, label %40

40:                                               ; preds = %33
  %41 = getelementptr inbounds i8, ptr %25, i64 32
  %42 = load ptr, ptr %41, align 8, !tbaa !28
  %43 = load ptr, ptr %8, align 8, !tbaa !28
  %44 = call i32 @memcmp(ptr noundef %43, ptr noundef %42, i64 noundef %38) #20
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %51

46:                                               ; preds = %40, %33
  %47 = sub i64 %35, %37
  %48 = call i64 @llvm.smax.i64(i64 %47, i64 -2147483648)
  %49 = call i64 @llvm.smin.i64(i64 %48, i64 2147483647)
  %50 = trunc nsw i64 %49 to i32
  br label %51

51:                                               ; preds = %46, %40
  %52 = phi i32 [ %44, %40 ], [ %50, %46 ]
  %53 = icmp slt i32 %52, 0
  br label %54

54:                                               ; preds = %28, %51
  %55 = phi i1 [ true, %28 ], [ %53, %51 ]
  call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %55, ptr noundef nonnull %7, ptr noundef nonnull %25, ptr noundef nonnull align 8 dereferenceable(32) %30) #20
  %56 = getelementptr inbounds i8, ptr %1, i64 40
  %57 = load i64, ptr %56, align 8, !tbaa !57
  %58 = add i64 %57, 1
  store i64 %58, ptr %56, align 8, !tbaa !57
  %59 = ptrtoint ptr %7 to i64
  store i64 %59, ptr %0, align 8, !tbaa !24
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 1, ptr %60, align 8, !tbaa !64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #20
  br label %73

61:                                               ; preds = %21
  %62 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #20
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #20
  br label %15

63:                                               ; preds = %23
  %64 = ptrtoint ptr %27 to i64
  store i64 %64, ptr %0, align 8, !tbaa !24
  %65 = getelementptr inbounds i8, ptr %0, i64 8
  store i8 0, ptr %65, align 8, !tbaa !64
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #20
  %66 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr @_ZL4live, align 4, !tbaa !11
  %68 = load ptr, ptr %8, align 8, !tbaa !28
  %69 = getelementptr inbounds i8, ptr %7, i64 48
  %70 = icmp eq ptr %68, %69
  br i1 %70, label %72, label %71

71:                                               ; preds = %63
  call void @_ZdlPv(ptr noundef %68) #21
  br label %72

72:                                               ; preds = %71, %63
  call void @_ZdlPv(ptr noundef nonnull %7) #21
  br label %73

73:                                               ; preds = %54, %72
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #20
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr dead_on_unwind noalias writable sret(%"struct.std::pair.21") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  %6 = load ptr, ptr %4, align 8, !tbaa !24
  %7 = icmp eq ptr %6, null
  br i1 %7, label %36, label %8

8:                                                ; preds = %3
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !18
  %11 = load ptr, ptr %2, align 8
  br label %12

12:                                               ; preds = %8, %28
  %13 = phi ptr [ %6, %8 ], [ %33, %28 ]
  %14 = getelementptr inbounds i8, ptr %13, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !18
  %16 = tail call i64 @llvm.umin.i64(i64 %15, i64 %10)
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %13, i64 32
  %20 = load ptr, ptr %19, align 8, !tbaa !28
  %21 = tail call i32 @memcmp(ptr noundef %11, ptr noundef %20, i64 noundef %16) #20
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %18, %12
  %24 = sub i64 %10, %15
  %25 = tail call i64 @llvm.smax.i64(i64 %24, i64 -2147483648)
  %26 = tail call i64 @llvm.smin.i64(i64 %25, i64 2147483647)
  %27 = trunc nsw i64 %26 to i32
  br label %28

28:                                               ; preds = %18, %23
  %29 = phi i32 [ %21, %18 ], [ %27, %23 ]
  %30 = icmp slt i32 %29, 0
  %31 = select i1 %30, i64 16, i64 24
  %32 = getelementptr inbounds i8, ptr %13, i64 %31
  %33 = load ptr, ptr %32, align 8, !tbaa !24
  %34 = icmp eq ptr %33, null
  br i1 %34, label %35, label %12, !llvm.loop !91

35:                                               ; preds = %28
  br i1 %30, label %36, label %45

36:                                               ; preds = %3, %35
  %37 = phi ptr [ %13, %35 ], [ %5, %3 ]
  %38 = getelementptr inbounds i8, ptr %1, i64 24
  %39 = load ptr, ptr %38, align 8, !tbaa !55
  %40 = icmp eq ptr %37, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %36
  store ptr null, ptr %0, align 8, !tbaa !92
  %42 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %37, ptr %42, align 8, !tbaa !94
  br label %71

43:                                               ; preds = %36
  %44 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %37) #24
  br label %45

45:                                               ; preds = %43, %35
  %46 = phi ptr [ %37, %43 ], [ %13, %35 ]
  %47 = phi ptr [ %44, %43 ], [ %13, %35 ]
  %48 = getelementptr inbounds i8, ptr %47, i64 40
  %49 = load i64, ptr %48, align 8, !tbaa !18
  %50 = getelementptr inbounds i8, ptr %2, i64 8
  %51 = load i64, ptr %50, align 8, !tbaa !18
  %52 = tail call i64 @llvm.umin.i64(i64 %51, i64 %49)
  %53 = icmp eq i64 %52, 0
  br i1 %53, label %60, label %54

54:                                               ; preds = %45
  %55 = getelementptr inbounds i8, ptr %47, i64 32
  %56 = load ptr, ptr %2, align 8, !tbaa !28
  %57 = load ptr, ptr %55, align 8, !tbaa !28
  %58 = tail call i32 @memcmp(ptr noundef %57, ptr noundef %56, i64 noundef %52) #20
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %54, %45
  %61 = sub i64 %49, %51
  %62 = tail call i64 @llvm.smax.i64(i64 %61, i64 -2147483648)
  %63 = tail call i64 @llvm.smin.i64(i64 %62, i64 2147483647)
  %64 = trunc nsw i64 %63 to i32
  br label %65

65:                                               ; preds = %54, %60
  %66 = phi i32 [ %58, %54 ], [ %64, %60 ]
  %67 = icmp slt i32 %66, 0
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %67, label %69, label %70

69:                                               ; preds = %65
  store ptr null, ptr %0, align 8, !tbaa !92
  store ptr %46, ptr %68, align 8, !tbaa !94
  br label %71

70:                                               ; preds = %65
  store ptr %47, ptr %0, align 8, !tbaa !92
  store ptr null, ptr %68, align 8, !tbaa !94
  br label %71

71:                                               ; preds = %70, %69, %41
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !89
  %4 = icmp eq ptr %3, null
  br i1 %4, label %14, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 32
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !11
  %9 = load ptr, ptr %6, align 8, !tbaa !28
  %10 = getelementptr inbounds i8, ptr %3, i64 48
  %11 = icmp eq ptr %9, %10
  br i1 %11, label %13, label %12

12:                                               ; preds = %5
  tail call void @_ZdlPv(ptr noundef %9) #21
  br label %13

13:                                               ; preds = %5, %12
  tail call void @_ZdlPv(ptr noundef nonnull %3) #21
  br label %14

14:                                               ; preds = %13, %1
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEC2IRA4_KcS7_TnNSt9enable_ifIXaaclsr5_PCCPE22_MoveConstructiblePairIT_T0_EEclsr5_PCCPE30_ImplicitlyMoveConvertiblePairISE_SF_EEEbE4typeELb1EEEOSE_OSF_(ptr noundef nonnull align 8 dereferenceable(36) %0, ptr noundef nonnull align 1 dereferenceable(4) %1, ptr noundef nonnull align 4 dereferenceable(4) %2) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !16
  %6 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #20
  store i64 %6, ptr %4, align 8, !tbaa !68
  %7 = icmp ugt i64 %6, 15
  br i1 %7, label %8, label %11

8:                                                ; preds = %3
  %9 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %9, ptr %0, align 8, !tbaa !28
  %10 = load i64, ptr %4, align 8, !tbaa !68
  store i64 %10, ptr %5, align 8, !tbaa !21
  br label %11

11:                                               ; preds = %8, %3
  %12 = phi ptr [ %9, %8 ], [ %5, %3 ]
  switch i64 %6, label %15 [
    i64 1, label %13
    i64 0, label %16
  ]

13:                                               ; preds = %11
  %14 = load i8, ptr %1, align 1, !tbaa !21
  store i8 %14, ptr %12, align 1, !tbaa !21
  br label %16

15:                                               ; preds = %11
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %12, ptr nonnull align 1 %1, i64 %6, i1 false)
  br label %16

16:                                               ; preds = %15, %13, %11
  %17 = load i64, ptr %4, align 8, !tbaa !68
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %17, ptr %18, align 8, !tbaa !18
  %19 = load ptr, ptr %0, align 8, !tbaa !28
  %20 = getelementptr inbounds i8, ptr %19, i64 %17
  store i8 0, ptr %20, align 1, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #20
  %21 = getelementptr inbounds i8, ptr %0, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %2)
          to label %22 unwind label %23

22:                                               ; preds = %16
  ret void

23:                                               ; preds = %16
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = load ptr, ptr %0, align 8, !tbaa !28
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  call void @_ZdlPv(ptr noundef %25) #21
  br label %28

28:                                               ; preds = %27, %23
  resume { ptr, i32 } %24
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #16

; Function Attrs: nounwind
declare dso_local void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext, ptr noundef, ptr noundef, ptr noundef nonnull align 8 dereferenceable(32)) local_unnamed_addr #15

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local i64 @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE22_M_emplace_hint_uniqueIJS6_IS5_S8_EEEESt17_Rb_tree_iteratorIS9_ESt23_Rb_tree_const_iteratorIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca %"struct.std::_Rb_tree<std::__cxx11::basic_string<char>, std::pair<const std::__cxx11::basic_string<char>, Item>, std::_Select1st<std::pair<const std::__cxx11::basic_string<char>, Item>>, std::less<std::__cxx11::basic_string<char>>>::_Auto_node", align 8
  %5 = alloca %"struct.std::pair.21", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #20
  store ptr %0, ptr %4, align 8, !tbaa !24
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwy(i64 noundef 72) #25
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull %7, ptr noundef nonnull align 8 dereferenceable(36) %2)
  store ptr %7, ptr %6, align 8, !tbaa !89
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #20
  %8 = getelementptr inbounds i8, ptr %7, i64 32
  invoke void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr dead_on_unwind nonnull writable sret(%"struct.std::pair.21") align 8 %5, ptr noundef nonnull align 8 dereferenceable(48) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(32) %8)
          to label %9 unwind label %45

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %5, i64 8
  %11 = load ptr, ptr %10, align 8
  %12 = icmp eq ptr %11, null
  %13 = load ptr, ptr %5, align 8
  br i1 %12, label %47, label %14

14:                                               ; preds = %9
  %15 = icmp ne ptr %13, null
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = icmp eq ptr %16, %11
  %18 = select i1 %15, i1 true, i1 %17
  br i1 %18, label %40, label %19

19:                                               ; preds = %14
  %20 = getelementptr inbounds i8, ptr %7, i64 40
  %21 = load i64, ptr %20, align 8, !tbaa !18
  %22 = getelementptr inbounds i8, ptr %11, i64 40
  %23 = load i64, ptr %22, align 8, !tbaa !18
  %24 = call i64 @llvm.umin.i64(i64 %23, i64 %21)
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %32, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %11, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !28
  %29 = load ptr, ptr %8, align 8, !tbaa !28
  %30 = call i32 @memcmp(ptr noundef %29, ptr noundef %28, i64 noundef %24) #20
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %26, %19
  %33 = sub i64 %21, %23
  %34 = call i64 @llvm.smax.i64(i64 %33, i64 -2147483648)
  %35 = call i64 @llvm.smin.i64(i64 %34, i64 2147483647)
  %36 = trunc nsw i64 %35 to i32
  br label %37

37:                                               ; preds = %32, %26
  %38 = phi i32 [ %30, %26 ], [ %36, %32 ]
  %39 = icmp slt i32 %38, 0
  br label %40

40:                                               ; preds = %14, %37
  %41 = phi i1 [ true, %14 ], [ %39, %37 ]
  call void @_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_(i1 noundef zeroext %41, ptr noundef nonnull %7, ptr noundef nonnull %11, ptr noundef nonnull align 8 dereferenceable(32) %16) #20
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load i64, ptr %42, align 8, !tbaa !57
  %44 = add i64 %43, 1
  store i64 %44, ptr %42, align 8, !tbaa !57
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #20
  br label %55

45:                                               ; preds = %3
  %46 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #20
  call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  resume { ptr, i32 } %46

47:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #20
  %48 = load i32, ptr @_ZL4live, align 4, !tbaa !11
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr @_ZL4live, align 4, !tbaa !11
  %50 = load ptr, ptr %8, align 8, !tbaa !28
  %51 = getelementptr inbounds i8, ptr %7, i64 48
  %52 = icmp eq ptr %50, %51
  br i1 %52, label %54, label %53

53:                                               ; preds = %47
  call void @_ZdlPv(ptr noundef %50) #21
  br label %54

54:                                               ; preds = %53, %47
  call void @_ZdlPv(ptr noundef nonnull %7) #21
  br label %55

55:                                               ; preds = %40, %54
  %56 = phi ptr [ %7, %40 ], [ %13, %54 ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #20
  %57 = ptrtoint ptr %56 to i64
  ret i64 %57
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE29_M_get_insert_hint_unique_posESt23_Rb_tree_const_iteratorIS9_ERS7_(ptr dead_on_unwind noalias writable sret(%"struct.std::pair.21") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 %2, ptr noundef nonnull align 8 dereferenceable(32) %3) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %5 = inttoptr i64 %2 to ptr
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = icmp eq ptr %6, %5
  br i1 %7, label %8, label %38

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 40
  %10 = load i64, ptr %9, align 8, !tbaa !57
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %37, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 32
  %14 = load ptr, ptr %13, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 40
  %16 = load i64, ptr %15, align 8, !tbaa !18
  %17 = getelementptr inbounds i8, ptr %3, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !18
  %19 = tail call i64 @llvm.umin.i64(i64 %18, i64 %16)
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %27, label %21

21:                                               ; preds = %12
  %22 = getelementptr inbounds i8, ptr %14, i64 32
  %23 = load ptr, ptr %3, align 8, !tbaa !28
  %24 = load ptr, ptr %22, align 8, !tbaa !28
  %25 = tail call i32 @memcmp(ptr noundef %24, ptr noundef %23, i64 noundef %19) #20
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %32

27:                                               ; preds = %21, %12
  %28 = sub i64 %16, %18
  %29 = tail call i64 @llvm.smax.i64(i64 %28, i64 -2147483648)
  %30 = tail call i64 @llvm.smin.i64(i64 %29, i64 2147483647)
  %31 = trunc nsw i64 %30 to i32
  br label %32

32:                                               ; preds = %21, %27
  %33 = phi i32 [ %25, %21 ], [ %31, %27 ]
  %34 = icmp slt i32 %33, 0
  br i1 %34, label %35, label %37

35:                                               ; preds = %32
  store ptr null, ptr %0, align 8, !tbaa !92
  %36 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %14, ptr %36, align 8, !tbaa !94
  br label %140

37:                                               ; preds = %32, %8
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr dead_on_unwind writable sret(%"struct.std::pair.21") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(32) %3)
  br label %140

38:                                               ; preds = %4
  %39 = getelementptr inbounds i8, ptr %3, i64 8
  %40 = load i64, ptr %39, align 8, !tbaa !18
  %41 = getelementptr inbounds i8, ptr %5, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !18
  %43 = tail call i64 @llvm.umin.i64(i64 %42, i64 %40)
  %44 = icmp eq i64 %43, 0
  br i1 %44, label %51, label %45

45:                                               ; preds = %38
  %46 = getelementptr inbounds i8, ptr %5, i64 32
  %47 = load ptr, ptr %46, align 8, !tbaa !28
  %48 = load ptr, ptr %3, align 8, !tbaa !28
  %49 = tail call i32 @memcmp(ptr noundef %48, ptr noundef %47, i64 noundef %43) #20
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %54, label %57

51:                                               ; preds = %38
  %52 = sub i64 %40, %42
  %53 = icmp slt i64 %52, 0
  br i1 %53, label %59, label %96

54:                                               ; preds = %45
  %55 = sub i64 %40, %42
  %56 = icmp slt i64 %55, 0
  br i1 %56, label %59, label %93

57:                                               ; preds = %45
  %58 = icmp slt i32 %49, 0
  br i1 %58, label %59, label %93

59:                                               ; preds = %54, %57, %51
  %60 = getelementptr inbounds i8, ptr %1, i64 24
  %61 = load ptr, ptr %60, align 8, !tbaa !24
  %62 = icmp eq ptr %61, %5
  br i1 %62, label %63, label %65

63:                                               ; preds = %59
  store ptr %61, ptr %0, align 8, !tbaa !92
  %64 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %61, ptr %64, align 8, !tbaa !94
  br label %140

65:                                               ; preds = %59
  %66 = tail call noundef ptr @_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base(ptr noundef nonnull %5) #24
  %67 = getelementptr inbounds i8, ptr %66, i64 40
  %68 = load i64, ptr %67, align 8, !tbaa !18
  %69 = tail call i64 @llvm.umin.i64(i64 %40, i64 %68)
  %70 = icmp eq i64 %69, 0
  br i1 %70, label %77, label %71

71:                                               ; preds = %65
  %72 = getelementptr inbounds i8, ptr %66, i64 32
  %73 = load ptr, ptr %3, align 8, !tbaa !28
  %74 = load ptr, ptr %72, align 8, !tbaa !28
  %75 = tail call i32 @memcmp(ptr noundef %74, ptr noundef %73, i64 noundef %69) #20
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %82

77:                                               ; preds = %71, %65
  %78 = sub i64 %68, %40
  %79 = tail call i64 @llvm.smax.i64(i64 %78, i64 -2147483648)
  %80 = tail call i64 @llvm.smin.i64(i64 %79, i64 2147483647)
  %81 = trunc nsw i64 %80 to i32
  br label %82

82:                                               ; preds = %71, %77
  %83 = phi i32 [ %75, %71 ], [ %81, %77 ]
  %84 = icmp slt i32 %83, 0
  br i1 %84, label %85, label %92

85:                                               ; preds = %82
  %86 = getelementptr inbounds i8, ptr %66, i64 24
  %87 = load ptr, ptr %86, align 8, !tbaa !84
  %88 = icmp eq ptr %87, null
  %89 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %88, label %90, label %91

90:                                               ; preds = %85
  store ptr null, ptr %0, align 8, !tbaa !92
  store ptr %66, ptr %89, align 8, !tbaa !94
  br label %140

91:                                               ; preds = %85
  store ptr %5, ptr %0, align 8, !tbaa !92
  store ptr %5, ptr %89, align 8, !tbaa !94
  br label %140

92:                                               ; preds = %82
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr dead_on_unwind writable sret(%"struct.std::pair.21") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(32) %3)
  br label %140

93:                                               ; preds = %54, %57
  %94 = tail call i32 @memcmp(ptr noundef %47, ptr noundef %48, i64 noundef %43) #20
  %95 = icmp eq i32 %94, 0
  br i1 %95, label %96, label %101

96:                                               ; preds = %51, %93
  %97 = sub i64 %42, %40
  %98 = tail call i64 @llvm.smax.i64(i64 %97, i64 -2147483648)
  %99 = tail call i64 @llvm.smin.i64(i64 %98, i64 2147483647)
  %100 = trunc nsw i64 %99 to i32
  br label %101

101:                                              ; preds = %93, %96
  %102 = phi i32 [ %94, %93 ], [ %100, %96 ]
  %103 = icmp slt i32 %102, 0
  br i1 %103, label %104, label %138

104:                                              ; preds = %101
  %105 = getelementptr inbounds i8, ptr %1, i64 32
  %106 = load ptr, ptr %105, align 8, !tbaa !24
  %107 = icmp eq ptr %106, %5
  br i1 %107, label %108, label %110

108:                                              ; preds = %104
  store ptr null, ptr %0, align 8, !tbaa !92
  %109 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %106, ptr %109, align 8, !tbaa !94
  br label %140

110:                                              ; preds = %104
  %111 = tail call noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef nonnull %5) #24
  %112 = getelementptr inbounds i8, ptr %111, i64 40
  %113 = load i64, ptr %112, align 8, !tbaa !18
  %114 = tail call i64 @llvm.umin.i64(i64 %113, i64 %40)
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %122, label %116

116:                                              ; preds = %110
  %117 = getelementptr inbounds i8, ptr %111, i64 32
  %118 = load ptr, ptr %117, align 8, !tbaa !28
  %119 = load ptr, ptr %3, align 8, !tbaa !28
  %120 = tail call i32 @memcmp(ptr noundef %119, ptr noundef %118, i64 noundef %114) #20
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %127

122:                                              ; preds = %116, %110
  %123 = sub i64 %40, %113
  %124 = tail call i64 @llvm.smax.i64(i64 %123, i64 -2147483648)
  %125 = tail call i64 @llvm.smin.i64(i64 %124, i64 2147483647)
  %126 = trunc nsw i64 %125 to i32
  br label %127

127:                                              ; preds = %116, %122
  %128 = phi i32 [ %120, %116 ], [ %126, %122 ]
  %129 = icmp slt i32 %128, 0
  br i1 %129, label %130, label %137

130:                                              ; preds = %127
  %131 = getelementptr inbounds i8, ptr %5, i64 24
  %132 = load ptr, ptr %131, align 8, !tbaa !84
  %133 = icmp eq ptr %132, null
  %134 = getelementptr inbounds i8, ptr %0, i64 8
  br i1 %133, label %135, label %136

135:                                              ; preds = %130
  store ptr null, ptr %0, align 8, !tbaa !92
  store ptr %5, ptr %134, align 8, !tbaa !94
  br label %140

136:                                              ; preds = %130
  store ptr %111, ptr %0, align 8, !tbaa !92
  store ptr %111, ptr %134, align 8, !tbaa !94
  br label %140

137:                                              ; preds = %127
  tail call void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE24_M_get_insert_unique_posERS7_(ptr dead_on_unwind writable sret(%"struct.std::pair.21") align 8 %0, ptr noundef nonnull align 8 dereferenceable(48) %1, ptr noundef nonnull align 8 dereferenceable(32) %3)
  br label %140

138:                                              ; preds = %101
  store ptr %5, ptr %0, align 8, !tbaa !92
  %139 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %139, align 8, !tbaa !94
  br label %140

140:                                              ; preds = %108, %135, %136, %137, %63, %90, %91, %92, %138, %37, %35
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE17_M_construct_nodeIJS6_IS5_S8_EEEEvPSt13_Rb_tree_nodeIS9_EDpOT_(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(36) %2) local_unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = getelementptr inbounds i8, ptr %1, i64 32
  %5 = getelementptr inbounds i8, ptr %1, i64 48
  store ptr %5, ptr %4, align 8, !tbaa !16
  %6 = load ptr, ptr %2, align 8, !tbaa !28
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = icmp eq ptr %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !18
  %12 = add i64 %11, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %17, label %14

14:                                               ; preds = %9
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %5, ptr nonnull align 8 %7, i64 %12, i1 false)
  br label %17

15:                                               ; preds = %3
  store ptr %6, ptr %4, align 8, !tbaa !28
  %16 = load i64, ptr %7, align 8, !tbaa !21
  store i64 %16, ptr %5, align 8, !tbaa !21
  br label %17

17:                                               ; preds = %15, %14, %9
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %1, i64 40
  store i64 %19, ptr %20, align 8, !tbaa !18
  store ptr %7, ptr %2, align 8, !tbaa !28
  store i64 0, ptr %18, align 8, !tbaa !18
  store i8 0, ptr %7, align 8, !tbaa !21
  %21 = getelementptr inbounds i8, ptr %1, i64 64
  %22 = getelementptr inbounds i8, ptr %2, i64 32
  invoke void @_ZN4ItemC2ERKS_(ptr noundef nonnull align 4 dereferenceable(4) %21, ptr noundef nonnull align 4 dereferenceable(4) %22)
          to label %33 unwind label %23

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          catch ptr null
  %25 = load ptr, ptr %4, align 8, !tbaa !28
  %26 = icmp eq ptr %25, %5
  br i1 %26, label %28, label %27

27:                                               ; preds = %23
  tail call void @_ZdlPv(ptr noundef %25) #21
  br label %28

28:                                               ; preds = %23, %27
  %29 = extractvalue { ptr, i32 } %24, 0
  %30 = tail call ptr @__cxa_begin_catch(ptr %29) #20
  tail call void @_ZdlPv(ptr noundef nonnull %1) #21
  invoke void @__cxa_rethrow() #23
          to label %38 unwind label %31

31:                                               ; preds = %28
  %32 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %34 unwind label %35

33:                                               ; preds = %17
  ret void

34:                                               ; preds = %31
  resume { ptr, i32 } %32

35:                                               ; preds = %31
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  tail call void @__clang_call_terminate(ptr %37) #22
  unreachable

38:                                               ; preds = %28
  unreachable
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare dso_local noundef ptr @_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base(ptr noundef) local_unnamed_addr #16

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
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nosync nounwind willreturn }
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

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt12_Vector_baseI4ItemSaIS0_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!14}
!14 = distinct !{!14, !15, !"_ZL5buildB5cxx11i: argument 0"}
!15 = distinct !{!15, !"_ZL5buildB5cxx11i"}
!16 = !{!17, !7, i64 0}
!17 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !7, i64 0}
!18 = !{!19, !20, i64 8}
!19 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !17, i64 0, !20, i64 8, !8, i64 16}
!20 = !{!"long long", !8, i64 0}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!7, !7, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!27 = distinct !{!27, !"_ZNSt7__cxx119to_stringEi"}
!28 = !{!19, !7, i64 0}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!31 = distinct !{!31, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_: argument 0"}
!34 = distinct !{!34, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEOS8_S9_"}
!35 = !{!33, !14}
!36 = !{!37, !7, i64 16}
!37 = !{!"_ZTSNSt12_Vector_baseINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESaIS5_EE17_Vector_impl_dataE", !7, i64 0, !7, i64 8, !7, i64 16}
!38 = !{!37, !7, i64 8}
!39 = !{!37, !7, i64 0}
!40 = distinct !{!40, !23}
!41 = !{!42}
!42 = distinct !{!42, !43, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy: argument 0"}
!43 = distinct !{!43, !"_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE6substrEyy"}
!44 = distinct !{!44, !23}
!45 = !{!6, !7, i64 16}
!46 = !{!47, !12, i64 0}
!47 = !{!"_ZTS4Item", !12, i64 0}
!48 = !{!49, !49, i64 0}
!49 = !{!"vtable pointer", !9, i64 0}
!50 = !{!51, !53, i64 0}
!51 = !{!"_ZTSSt15_Rb_tree_header", !52, i64 0, !20, i64 32}
!52 = !{!"_ZTSSt18_Rb_tree_node_base", !53, i64 0, !7, i64 8, !7, i64 16, !7, i64 24}
!53 = !{!"_ZTSSt14_Rb_tree_color", !8, i64 0}
!54 = !{!51, !7, i64 8}
!55 = !{!51, !7, i64 16}
!56 = !{!51, !7, i64 24}
!57 = !{!51, !20, i64 32}
!58 = !{!59}
!59 = distinct !{!59, !60, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_: argument 0"}
!60 = distinct !{!60, !"_ZSt9make_pairINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEER4ItemESt4pairINSt25__strip_reference_wrapperINSt5decayIT_E4typeEE6__typeENS9_INSA_IT0_E4typeEE6__typeEEOSB_OSG_"}
!61 = !{!62, !12, i64 32}
!62 = !{!"_ZTSSt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemE", !19, i64 0, !47, i64 32}
!63 = distinct !{!63, !23}
!64 = !{!65, !67, i64 8}
!65 = !{!"_ZTSSt4pairISt17_Rb_tree_iteratorIS_IKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEEbE", !66, i64 0, !67, i64 8}
!66 = !{!"_ZTSSt17_Rb_tree_iteratorISt4pairIKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE4ItemEE", !7, i64 0}
!67 = !{!"bool", !8, i64 0}
!68 = !{!20, !20, i64 0}
!69 = distinct !{!69, !23}
!70 = distinct !{!70, !23}
!71 = !{!72}
!72 = distinct !{!72, !73, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!73 = distinct !{!73, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!74 = !{!75}
!75 = distinct !{!75, !73, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!76 = !{!72, !75}
!77 = distinct !{!77, !23}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 0"}
!80 = distinct !{!80, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_"}
!81 = !{!82}
!82 = distinct !{!82, !80, !"_ZSt19__relocate_object_aINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_EEvPT_PT0_RT1_: argument 1"}
!83 = !{!79, !82}
!84 = !{!52, !7, i64 24}
!85 = !{!52, !7, i64 16}
!86 = distinct !{!86, !23}
!87 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!88 = distinct !{!88, !23}
!89 = !{!90, !7, i64 8}
!90 = !{!"_ZTSNSt8_Rb_treeINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEESt4pairIKS5_4ItemESt10_Select1stIS9_ESt4lessIS5_ESaIS9_EE10_Auto_nodeE", !7, i64 0, !7, i64 8}
!91 = distinct !{!91, !23}
!92 = !{!93, !7, i64 0}
!93 = !{!"_ZTSSt4pairIPSt18_Rb_tree_node_baseS1_E", !7, i64 0, !7, i64 8}
!94 = !{!93, !7, i64 8}
