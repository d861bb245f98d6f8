; ModuleID = 'smart_pointers_throw.cpp'
source_filename = "smart_pointers_throw.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%"class.std::allocator.10" = type { i8 }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { ptr }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::unique_ptr<Res>, std::allocator<std::unique_ptr<Res>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::unique_ptr<Res>, std::allocator<std::unique_ptr<Res>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::unique_ptr<Res>, std::allocator<std::unique_ptr<Res>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::unique_ptr<Res>, std::allocator<std::unique_ptr<Res>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::unique_ptr.2" = type { %"struct.std::__uniq_ptr_data.3" }
%"struct.std::__uniq_ptr_data.3" = type { %"class.std::__uniq_ptr_impl.4" }
%"class.std::__uniq_ptr_impl.4" = type { %"class.std::tuple.5" }
%"class.std::tuple.5" = type { %"struct.std::_Tuple_impl.6" }
%"struct.std::_Tuple_impl.6" = type { %"struct.std::_Head_base.9" }
%"struct.std::_Head_base.9" = type { ptr }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev = comdat any

$_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev = comdat any

$_ZNSt10unique_ptrI6_iobuf6CloserED2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_ = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info = comdat any

$_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTSSt16invalid_argument = comdat any

$_ZTSSt11logic_error = comdat any

$_ZTISt11logic_error = comdat any

$_ZTISt16invalid_argument = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

$_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt19_Sp_make_shared_tag = comdat any

$_ZTISt19_Sp_make_shared_tag = comdat any

$_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@.str = private unnamed_addr constant [35 x i8] c"caught %s, use_count %ld, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt16invalid_argument = linkonce_odr dso_local constant [21 x i8] c"St16invalid_argument\00", comdat, align 1
@_ZTSSt11logic_error = linkonce_odr dso_local constant [16 x i8] c"St11logic_error\00", comdat, align 1
@_ZTISt11logic_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt11logic_error, ptr @_ZTISt9exception }, comdat, align 8
@_ZTISt16invalid_argument = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16invalid_argument, ptr @_ZTISt11logic_error }, comdat, align 8
@.str.1 = private unnamed_addr constant [20 x i8] c"caught %s, live %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [33 x i8] c"make_shared: caught %s, live %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"expired %d, live %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"  depth %d: use_count %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"bottom\00", align 1
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8
@.str.6 = private unnamed_addr constant [12 x i8] c"negative id\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"  ~Res %d\0A\00", align 1
@_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info] }, comdat, align 8
@_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [68 x i8] c"St23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [52 x i8] c"St16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [47 x i8] c"St11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTSSt19_Sp_make_shared_tag = linkonce_odr dso_local constant [24 x i8] c"St19_Sp_make_shared_tag\00", comdat, align 1
@_ZTISt19_Sp_make_shared_tag = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt19_Sp_make_shared_tag }, comdat, align 8
@_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = linkonce_odr dso_local constant [16 x i8] zeroinitializer, comdat, align 8
@.str.8 = private unnamed_addr constant [22 x i8] c"  custom deleter ran\0A\00", align 1
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %"class.std::allocator.10", align 1
  %2 = alloca %"class.std::allocator.10", align 1
  %3 = alloca %"class.std::shared_ptr", align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::shared_ptr", align 8
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = alloca %"class.std::vector", align 8
  %8 = alloca %"class.std::unique_ptr.2", align 8
  %9 = alloca %"class.std::shared_ptr", align 8
  %10 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17
  store i32 1, ptr %4, align 4, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17, !noalias !9
  %11 = ptrtoint ptr %2 to i64
  store ptr null, ptr %3, align 8, !tbaa !12, !alias.scope !9
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 %11, ptr noundef nonnull align 4 dereferenceable(4) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !noalias !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17
  %13 = load ptr, ptr %3, align 8, !tbaa !12
  store ptr %13, ptr %5, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %5, i64 8
  %15 = load ptr, ptr %12, align 8, !tbaa !16
  store ptr %15, ptr %14, align 8, !tbaa !16
  %16 = icmp eq ptr %15, null
  br i1 %16, label %20, label %17

17:                                               ; preds = %0
  %18 = getelementptr inbounds i8, ptr %15, i64 8
  %19 = atomicrmw volatile add ptr %18, i32 1 acq_rel, align 4
  br label %20

20:                                               ; preds = %0, %17
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %5, i32 noundef 3)
          to label %21 unwind label %40

21:                                               ; preds = %20
  %22 = load ptr, ptr %14, align 8, !tbaa !16
  %23 = icmp eq ptr %22, null
  br i1 %23, label %62, label %24

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %22, i64 8
  %26 = load atomic i64, ptr %25 acquire, align 8
  %27 = icmp eq i64 %26, 4294967297
  br i1 %27, label %28, label %36

28:                                               ; preds = %24
  store i32 0, ptr %25, align 8, !tbaa !17
  %29 = getelementptr inbounds i8, ptr %22, i64 12
  store i32 0, ptr %29, align 4, !tbaa !19
  %30 = load ptr, ptr %22, align 8, !tbaa !20
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(16) %22) #17
  %33 = load ptr, ptr %22, align 8, !tbaa !20
  %34 = getelementptr inbounds i8, ptr %33, i64 24
  %35 = load ptr, ptr %34, align 8
  call void %35(ptr noundef nonnull align 8 dereferenceable(16) %22) #17
  br label %62

36:                                               ; preds = %24
  %37 = atomicrmw volatile add ptr %25, i32 -1 acq_rel, align 4
  %38 = icmp eq i32 %37, 1
  br i1 %38, label %39, label %62, !prof !22

39:                                               ; preds = %36
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %22) #17
  br label %62

40:                                               ; preds = %20
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %42 = extractvalue { ptr, i32 } %41, 1
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #17
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %344

45:                                               ; preds = %40
  %46 = extractvalue { ptr, i32 } %41, 0
  %47 = call ptr @__cxa_begin_catch(ptr %46) #17
  %48 = load ptr, ptr %47, align 8, !tbaa !20
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load ptr, ptr %49, align 8
  %51 = call noundef ptr %50(ptr noundef nonnull align 8 dereferenceable(8) %47) #17
  %52 = load ptr, ptr %12, align 8, !tbaa !16
  %53 = icmp eq ptr %52, null
  br i1 %53, label %57, label %54

54:                                               ; preds = %45
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load atomic i32, ptr %55 monotonic, align 8
  br label %57

57:                                               ; preds = %45, %54
  %58 = phi i32 [ %56, %54 ], [ 0, %45 ]
  %59 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %60 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, ptr noundef %51, i32 noundef %58, i32 noundef %59)
          to label %61 unwind label %79

61:                                               ; preds = %57
  invoke void @__cxa_end_catch()
          to label %62 unwind label %81

62:                                               ; preds = %39, %36, %28, %21, %61
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #17
  %63 = invoke ptr @__acrt_iob_func(i32 noundef 1)
          to label %64 unwind label %83

64:                                               ; preds = %62
  store ptr %63, ptr %6, align 8, !tbaa !23
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %7, i8 0, i64 24, i1 false)
  %65 = getelementptr inbounds i8, ptr %7, i64 8
  %66 = getelementptr inbounds i8, ptr %7, i64 16
  br label %85

67:                                               ; preds = %192
  %68 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwy(i64 noundef 4) #18
          to label %69 unwind label %205

69:                                               ; preds = %67
  store i32 -1, ptr %68, align 4, !tbaa !24, !noalias !26
  %70 = call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !26
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %70, ptr noundef nonnull @.str.6)
          to label %71 unwind label %73, !noalias !26

71:                                               ; preds = %69
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %72 unwind label %75, !noalias !26

72:                                               ; preds = %71
  unreachable

73:                                               ; preds = %69
  %74 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @__cxa_free_exception(ptr %70) #17, !noalias !26
  br label %77

75:                                               ; preds = %71
  %76 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %77

77:                                               ; preds = %75, %73
  %78 = phi { ptr, i32 } [ %76, %75 ], [ %74, %73 ]
  call void @_ZdlPv(ptr noundef nonnull %68) #20, !noalias !26
  br label %207

79:                                               ; preds = %57
  %80 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %344 unwind label %346

81:                                               ; preds = %61
  %82 = landingpad { ptr, i32 }
          cleanup
  br label %344

83:                                               ; preds = %62
  %84 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %209

85:                                               ; preds = %64, %192
  %86 = phi i32 [ 0, %64 ], [ %193, %192 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !29)
  %87 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwy(i64 noundef 4) #18
          to label %88 unwind label %195

88:                                               ; preds = %85
  %89 = add nuw nsw i32 %86, 10
  store i32 %89, ptr %87, align 4, !tbaa !24, !noalias !29
  %90 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !29
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr @_ZL4live, align 4, !tbaa !5, !noalias !29
  store ptr %87, ptr %8, align 8, !tbaa !23, !alias.scope !29
  %92 = load ptr, ptr %65, align 8, !tbaa !23
  %93 = ptrtoint ptr %92 to i64
  %94 = load ptr, ptr %66, align 8, !tbaa !32
  %95 = icmp eq ptr %92, %94
  %96 = ptrtoint ptr %87 to i64
  br i1 %95, label %100, label %97

97:                                               ; preds = %88
  store i64 %96, ptr %92, align 8, !tbaa !23
  %98 = load ptr, ptr %65, align 8, !tbaa !34
  %99 = getelementptr inbounds i8, ptr %98, i64 8
  store ptr %99, ptr %65, align 8, !tbaa !34
  br label %192

100:                                              ; preds = %88
  %101 = ptrtoint ptr %92 to i64
  %102 = load ptr, ptr %7, align 8, !tbaa !23
  %103 = ptrtoint ptr %102 to i64
  %104 = sub i64 %101, %103
  %105 = icmp eq i64 %104, 9223372036854775800
  br i1 %105, label %106, label %108

106:                                              ; preds = %100
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #19
          to label %107 unwind label %199

107:                                              ; preds = %106
  unreachable

108:                                              ; preds = %100
  %109 = ashr exact i64 %104, 3
  %110 = call i64 @llvm.umax.i64(i64 %109, i64 1)
  %111 = add nsw i64 %110, %109
  %112 = icmp ult i64 %111, %109
  %113 = call i64 @llvm.umin.i64(i64 %111, i64 1152921504606846975)
  %114 = select i1 %112, i64 1152921504606846975, i64 %113
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %121, label %116

116:                                              ; preds = %108
  %117 = shl nuw nsw i64 %114, 3
  %118 = invoke noalias noundef nonnull ptr @_Znwy(i64 noundef %117) #18
          to label %119 unwind label %197

119:                                              ; preds = %116
  %120 = load i64, ptr %8, align 8, !tbaa !23
  br label %121

121:                                              ; preds = %119, %108
  %122 = phi i64 [ %96, %108 ], [ %120, %119 ]
  %123 = phi ptr [ null, %108 ], [ %118, %119 ]
  %124 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %123, i64 %109
  store i64 %122, ptr %124, align 8, !tbaa !23
  store ptr null, ptr %8, align 8, !tbaa !23
  %125 = icmp eq ptr %102, %92
  br i1 %125, label %174, label %126

126:                                              ; preds = %121
  %127 = add i64 %93, -8
  %128 = sub i64 %127, %103
  %129 = lshr i64 %128, 3
  %130 = add nuw nsw i64 %129, 1
  %131 = icmp ult i64 %128, 56
  br i1 %131, label %164, label %132

132:                                              ; preds = %126
  %133 = getelementptr i8, ptr %123, i64 8
  %134 = add i64 %93, -8
  %135 = sub i64 %134, %103
  %136 = and i64 %135, -8
  %137 = getelementptr i8, ptr %133, i64 %136
  %138 = getelementptr i8, ptr %102, i64 8
  %139 = getelementptr i8, ptr %138, i64 %136
  %140 = icmp ult ptr %123, %139
  %141 = icmp ult ptr %102, %137
  %142 = and i1 %140, %141
  br i1 %142, label %164, label %143

143:                                              ; preds = %132
  %144 = and i64 %130, 4611686018427387900
  %145 = shl i64 %144, 3
  %146 = getelementptr i8, ptr %123, i64 %145
  %147 = shl i64 %144, 3
  %148 = getelementptr i8, ptr %102, i64 %147
  br label %149

149:                                              ; preds = %149, %143
  %150 = phi i64 [ 0, %143 ], [ %160, %149 ]
  %151 = shl i64 %150, 3
  %152 = getelementptr i8, ptr %123, i64 %151
  %153 = shl i64 %150, 3
  %154 = getelementptr i8, ptr %102, i64 %153
  call void @llvm.experimental.noalias.scope.decl(metadata !35)
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %155 = getelementptr i8, ptr %154, i64 16
  %156 = load <2 x i64>, ptr %154, align 8, !tbaa !23, !alias.scope !40, !noalias !35
  %157 = load <2 x i64>, ptr %155, align 8, !tbaa !23, !alias.scope !40, !noalias !35
  %158 = getelementptr i8, ptr %152, i64 16
  store <2 x i64> %156, ptr %152, align 8, !tbaa !23, !alias.scope !43, !noalias !40
  store <2 x i64> %157, ptr %158, align 8, !tbaa !23, !alias.scope !43, !noalias !40
  %159 = getelementptr i8, ptr %154, i64 16
  store <2 x ptr> zeroinitializer, ptr %154, align 8, !tbaa !23, !alias.scope !40, !noalias !35
  store <2 x ptr> zeroinitializer, ptr %159, align 8, !tbaa !23, !alias.scope !40, !noalias !35
  %160 = add nuw i64 %150, 4
  %161 = icmp eq i64 %160, %144
  br i1 %161, label %162, label %149, !llvm.loop !45

162:                                              ; preds = %149
  %163 = icmp eq i64 %130, %144
  br i1 %163, label %174, label %164

164:                                              ; preds = %162, %132, %126
  %165 = phi ptr [ %123, %132 ], [ %123, %126 ], [ %146, %162 ]
  %166 = phi ptr [ %102, %132 ], [ %102, %126 ], [ %148, %162 ]
  br label %167

167:                                              ; preds = %164, %167
  %168 = phi ptr [ %172, %167 ], [ %165, %164 ]
  %169 = phi ptr [ %171, %167 ], [ %166, %164 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !35)
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %170 = load i64, ptr %169, align 8, !tbaa !23, !alias.scope !38, !noalias !35
  store i64 %170, ptr %168, align 8, !tbaa !23, !alias.scope !35, !noalias !38
  store ptr null, ptr %169, align 8, !tbaa !23, !alias.scope !38, !noalias !35
  %171 = getelementptr inbounds i8, ptr %169, i64 8
  %172 = getelementptr inbounds i8, ptr %168, i64 8
  %173 = icmp eq ptr %171, %92
  br i1 %173, label %174, label %167, !llvm.loop !49

174:                                              ; preds = %167, %162, %121
  %175 = phi ptr [ %123, %121 ], [ %146, %162 ], [ %172, %167 ]
  %176 = getelementptr i8, ptr %175, i64 8
  %177 = icmp eq ptr %102, null
  br i1 %177, label %179, label %178

178:                                              ; preds = %174
  call void @_ZdlPv(ptr noundef nonnull %102) #20
  br label %179

179:                                              ; preds = %174, %178
  store ptr %123, ptr %7, align 8, !tbaa !50
  store ptr %176, ptr %65, align 8, !tbaa !34
  %180 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %123, i64 %114
  store ptr %180, ptr %66, align 8, !tbaa !32
  %181 = load ptr, ptr %8, align 8, !tbaa !23
  %182 = icmp eq ptr %181, null
  br i1 %182, label %192, label %183

183:                                              ; preds = %179
  %184 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %185 = add nsw i32 %184, -1
  store i32 %185, ptr @_ZL4live, align 4, !tbaa !5
  %186 = load i32, ptr %181, align 4, !tbaa !24
  %187 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %186)
          to label %191 unwind label %188

188:                                              ; preds = %183
  %189 = landingpad { ptr, i32 }
          catch ptr null
  %190 = extractvalue { ptr, i32 } %189, 0
  call void @__clang_call_terminate(ptr %190) #21
  unreachable

191:                                              ; preds = %183
  call void @_ZdlPv(ptr noundef nonnull %181) #20
  br label %192

192:                                              ; preds = %97, %179, %191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #17
  %193 = add nuw nsw i32 %86, 1
  %194 = icmp eq i32 %193, 4
  br i1 %194, label %67, label %85, !llvm.loop !51

195:                                              ; preds = %85
  %196 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %203

197:                                              ; preds = %116
  %198 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %201

199:                                              ; preds = %106
  %200 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %201

201:                                              ; preds = %199, %197
  %202 = phi { ptr, i32 } [ %198, %197 ], [ %200, %199 ]
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #17
  br label %203

203:                                              ; preds = %201, %195
  %204 = phi { ptr, i32 } [ %202, %201 ], [ %196, %195 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #17
  br label %207

205:                                              ; preds = %67
  %206 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %207

207:                                              ; preds = %77, %205, %203
  %208 = phi { ptr, i32 } [ %204, %203 ], [ %206, %205 ], [ %78, %77 ]
  call void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %7) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #17
  call void @_ZNSt10unique_ptrI6_iobuf6CloserED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #17
  br label %209

209:                                              ; preds = %207, %83
  %210 = phi { ptr, i32 } [ %208, %207 ], [ %84, %83 ]
  %211 = extractvalue { ptr, i32 } %210, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #17
  %212 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #17
  %213 = icmp eq i32 %211, %212
  br i1 %213, label %214, label %344

214:                                              ; preds = %209
  %215 = extractvalue { ptr, i32 } %210, 0
  %216 = call ptr @__cxa_begin_catch(ptr %215) #17
  %217 = load ptr, ptr %216, align 8, !tbaa !20
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = load ptr, ptr %218, align 8
  %220 = call noundef ptr %219(ptr noundef nonnull align 8 dereferenceable(16) %216) #17
  %221 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %222 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef %220, i32 noundef %221)
          to label %223 unwind label %247

223:                                              ; preds = %214
  invoke void @__cxa_end_catch()
          to label %224 unwind label %249

224:                                              ; preds = %223
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #17
  store i32 -2, ptr %10, align 4, !tbaa !5
  call void @llvm.experimental.noalias.scope.decl(metadata !52)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #17, !noalias !52
  %225 = ptrtoint ptr %1 to i64
  store ptr null, ptr %9, align 8, !tbaa !12, !alias.scope !52
  %226 = getelementptr inbounds i8, ptr %9, i64 8
  invoke void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %226, ptr noundef nonnull align 8 dereferenceable(8) %9, i64 %225, ptr noundef nonnull align 4 dereferenceable(4) %10)
          to label %227 unwind label %251

227:                                              ; preds = %224
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #17, !noalias !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #17
  %228 = load ptr, ptr %226, align 8, !tbaa !16
  %229 = icmp eq ptr %228, null
  br i1 %229, label %246, label %230

230:                                              ; preds = %227
  %231 = getelementptr inbounds i8, ptr %228, i64 8
  %232 = load atomic i64, ptr %231 acquire, align 8
  %233 = icmp eq i64 %232, 4294967297
  br i1 %233, label %234, label %242

234:                                              ; preds = %230
  store i32 0, ptr %231, align 8, !tbaa !17
  %235 = getelementptr inbounds i8, ptr %228, i64 12
  store i32 0, ptr %235, align 4, !tbaa !19
  %236 = load ptr, ptr %228, align 8, !tbaa !20
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  %238 = load ptr, ptr %237, align 8
  call void %238(ptr noundef nonnull align 8 dereferenceable(16) %228) #17
  %239 = load ptr, ptr %228, align 8, !tbaa !20
  %240 = getelementptr inbounds i8, ptr %239, i64 24
  %241 = load ptr, ptr %240, align 8
  call void %241(ptr noundef nonnull align 8 dereferenceable(16) %228) #17
  br label %246

242:                                              ; preds = %230
  %243 = atomicrmw volatile add ptr %231, i32 -1 acq_rel, align 4
  %244 = icmp eq i32 %243, 1
  br i1 %244, label %245, label %246, !prof !22

245:                                              ; preds = %242
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %228) #17
  br label %246

246:                                              ; preds = %227, %234, %242, %245
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #17
  br label %266

247:                                              ; preds = %214
  %248 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %344 unwind label %346

249:                                              ; preds = %223
  %250 = landingpad { ptr, i32 }
          cleanup
  br label %344

251:                                              ; preds = %224
  %252 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
  %253 = extractvalue { ptr, i32 } %252, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #17
  %254 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #17
  %255 = icmp eq i32 %253, %254
  br i1 %255, label %256, label %344

256:                                              ; preds = %251
  %257 = extractvalue { ptr, i32 } %252, 0
  %258 = call ptr @__cxa_begin_catch(ptr %257) #17
  %259 = load ptr, ptr %258, align 8, !tbaa !20
  %260 = getelementptr inbounds i8, ptr %259, i64 16
  %261 = load ptr, ptr %260, align 8
  %262 = call noundef ptr %261(ptr noundef nonnull align 8 dereferenceable(16) %258) #17
  %263 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %264 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %262, i32 noundef %263)
          to label %265 unwind label %330

265:                                              ; preds = %256
  invoke void @__cxa_end_catch()
          to label %266 unwind label %332

266:                                              ; preds = %265, %246
  %267 = load ptr, ptr %12, align 8, !tbaa !16
  %268 = icmp eq ptr %267, null
  br i1 %268, label %290, label %269

269:                                              ; preds = %266
  %270 = getelementptr inbounds i8, ptr %267, i64 12
  %271 = atomicrmw volatile add ptr %270, i32 1 acq_rel, align 4
  %272 = load ptr, ptr %12, align 8, !tbaa !16
  %273 = icmp eq ptr %272, null
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br i1 %273, label %291, label %274

274:                                              ; preds = %269
  %275 = getelementptr inbounds i8, ptr %272, i64 8
  %276 = load atomic i64, ptr %275 acquire, align 8
  %277 = icmp eq i64 %276, 4294967297
  br i1 %277, label %278, label %286

278:                                              ; preds = %274
  store i32 0, ptr %275, align 8, !tbaa !17
  %279 = getelementptr inbounds i8, ptr %272, i64 12
  store i32 0, ptr %279, align 4, !tbaa !19
  %280 = load ptr, ptr %272, align 8, !tbaa !20
  %281 = getelementptr inbounds i8, ptr %280, i64 16
  %282 = load ptr, ptr %281, align 8
  call void %282(ptr noundef nonnull align 8 dereferenceable(16) %272) #17
  %283 = load ptr, ptr %272, align 8, !tbaa !20
  %284 = getelementptr inbounds i8, ptr %283, i64 24
  %285 = load ptr, ptr %284, align 8
  call void %285(ptr noundef nonnull align 8 dereferenceable(16) %272) #17
  br label %291

286:                                              ; preds = %274
  %287 = atomicrmw volatile add ptr %275, i32 -1 acq_rel, align 4
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %291, !prof !22

289:                                              ; preds = %286
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %272) #17
  br label %291

290:                                              ; preds = %266
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br label %296

291:                                              ; preds = %269, %278, %286, %289
  %292 = getelementptr inbounds i8, ptr %267, i64 8
  %293 = load atomic i32, ptr %292 monotonic, align 8
  %294 = icmp eq i32 %293, 0
  %295 = zext i1 %294 to i32
  br label %296

296:                                              ; preds = %290, %291
  %297 = phi i32 [ %295, %291 ], [ 1, %290 ]
  %298 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %299 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %297, i32 noundef %298)
          to label %300 unwind label %334

300:                                              ; preds = %296
  %301 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  br i1 %268, label %310, label %302

302:                                              ; preds = %300
  %303 = getelementptr inbounds i8, ptr %267, i64 12
  %304 = atomicrmw volatile add ptr %303, i32 -1 acq_rel, align 4
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %310

306:                                              ; preds = %302
  %307 = load ptr, ptr %267, align 8, !tbaa !20
  %308 = getelementptr inbounds i8, ptr %307, i64 24
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %267) #17
  br label %310

310:                                              ; preds = %300, %302, %306
  %311 = load ptr, ptr %12, align 8, !tbaa !16
  %312 = icmp eq ptr %311, null
  br i1 %312, label %329, label %313

313:                                              ; preds = %310
  %314 = getelementptr inbounds i8, ptr %311, i64 8
  %315 = load atomic i64, ptr %314 acquire, align 8
  %316 = icmp eq i64 %315, 4294967297
  br i1 %316, label %317, label %325

317:                                              ; preds = %313
  store i32 0, ptr %314, align 8, !tbaa !17
  %318 = getelementptr inbounds i8, ptr %311, i64 12
  store i32 0, ptr %318, align 4, !tbaa !19
  %319 = load ptr, ptr %311, align 8, !tbaa !20
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load ptr, ptr %320, align 8
  call void %321(ptr noundef nonnull align 8 dereferenceable(16) %311) #17
  %322 = load ptr, ptr %311, align 8, !tbaa !20
  %323 = getelementptr inbounds i8, ptr %322, i64 24
  %324 = load ptr, ptr %323, align 8
  call void %324(ptr noundef nonnull align 8 dereferenceable(16) %311) #17
  br label %329

325:                                              ; preds = %313
  %326 = atomicrmw volatile add ptr %314, i32 -1 acq_rel, align 4
  %327 = icmp eq i32 %326, 1
  br i1 %327, label %328, label %329, !prof !22

328:                                              ; preds = %325
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %311) #17
  br label %329

329:                                              ; preds = %310, %317, %325, %328
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  ret i32 %301

330:                                              ; preds = %256
  %331 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %344 unwind label %346

332:                                              ; preds = %265
  %333 = landingpad { ptr, i32 }
          cleanup
  br label %344

334:                                              ; preds = %296
  %335 = landingpad { ptr, i32 }
          cleanup
  br i1 %268, label %344, label %336

336:                                              ; preds = %334
  %337 = getelementptr inbounds i8, ptr %267, i64 12
  %338 = atomicrmw volatile add ptr %337, i32 -1 acq_rel, align 4
  %339 = icmp eq i32 %338, 1
  br i1 %339, label %340, label %344

340:                                              ; preds = %336
  %341 = load ptr, ptr %267, align 8, !tbaa !20
  %342 = getelementptr inbounds i8, ptr %341, i64 24
  %343 = load ptr, ptr %342, align 8
  call void %343(ptr noundef nonnull align 8 dereferenceable(16) %267) #17
  br label %344

344:                                              ; preds = %340, %336, %334, %332, %330, %249, %247, %81, %79, %251, %209, %40
  %345 = phi { ptr, i32 } [ %252, %251 ], [ %210, %209 ], [ %41, %40 ], [ %82, %81 ], [ %80, %79 ], [ %250, %249 ], [ %248, %247 ], [ %333, %332 ], [ %331, %330 ], [ %335, %334 ], [ %335, %336 ], [ %335, %340 ]
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  resume { ptr, i32 } %345

346:                                              ; preds = %330, %247, %79
  %347 = landingpad { ptr, i32 }
          catch ptr null
  %348 = extractvalue { ptr, i32 } %347, 0
  call void @__clang_call_terminate(ptr %348) #21
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca %"class.std::unique_ptr.2", align 8
  %4 = alloca %"class.std::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #17
  %5 = add nuw nsw i32 %1, 100
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55)
  %6 = tail call noalias noundef nonnull dereferenceable(4) ptr @_Znwy(i64 noundef 4) #18, !noalias !55
  store i32 %5, ptr %6, align 4, !tbaa !24, !noalias !55
  %7 = icmp slt i32 %1, -100
  br i1 %7, label %8, label %20

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !55
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str.6)
          to label %10 unwind label %12, !noalias !55

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %11 unwind label %14, !noalias !55

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #17, !noalias !55
  br label %18

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %18

16:                                               ; preds = %85, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %86, %85 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %14, %12
  %19 = phi { ptr, i32 } [ %15, %14 ], [ %13, %12 ]
  tail call void @_ZdlPv(ptr noundef nonnull %6) #20, !noalias !55
  br label %16

20:                                               ; preds = %2
  %21 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !55
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @_ZL4live, align 4, !tbaa !5, !noalias !55
  store ptr %6, ptr %3, align 8, !tbaa !23, !alias.scope !55
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !16
  %25 = icmp eq ptr %24, null
  br i1 %25, label %29, label %26

26:                                               ; preds = %20
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i32, ptr %27 monotonic, align 8
  br label %29

29:                                               ; preds = %20, %26
  %30 = phi i32 [ %28, %26 ], [ 0, %20 ]
  %31 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %1, i32 noundef %30)
          to label %32 unwind label %37

32:                                               ; preds = %29
  %33 = icmp eq i32 %1, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %32
  %35 = tail call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @.str.5)
          to label %36 unwind label %39

36:                                               ; preds = %34
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #19
          to label %87 unwind label %37

37:                                               ; preds = %36, %29
  %38 = landingpad { ptr, i32 }
          cleanup
  br label %85

39:                                               ; preds = %34
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %35) #17
  br label %85

41:                                               ; preds = %32
  %42 = load ptr, ptr %0, align 8, !tbaa !12
  store ptr %42, ptr %4, align 8, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = load ptr, ptr %23, align 8, !tbaa !16
  store ptr %44, ptr %43, align 8, !tbaa !16
  %45 = icmp eq ptr %44, null
  br i1 %45, label %49, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %49

49:                                               ; preds = %41, %46
  %50 = add nsw i32 %1, -1
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %4, i32 noundef %50)
          to label %51 unwind label %83

51:                                               ; preds = %49
  %52 = load ptr, ptr %43, align 8, !tbaa !16
  %53 = icmp eq ptr %52, null
  br i1 %53, label %70, label %54

54:                                               ; preds = %51
  %55 = getelementptr inbounds i8, ptr %52, i64 8
  %56 = load atomic i64, ptr %55 acquire, align 8
  %57 = icmp eq i64 %56, 4294967297
  br i1 %57, label %58, label %66

58:                                               ; preds = %54
  store i32 0, ptr %55, align 8, !tbaa !17
  %59 = getelementptr inbounds i8, ptr %52, i64 12
  store i32 0, ptr %59, align 4, !tbaa !19
  %60 = load ptr, ptr %52, align 8, !tbaa !20
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  tail call void %62(ptr noundef nonnull align 8 dereferenceable(16) %52) #17
  %63 = load ptr, ptr %52, align 8, !tbaa !20
  %64 = getelementptr inbounds i8, ptr %63, i64 24
  %65 = load ptr, ptr %64, align 8
  tail call void %65(ptr noundef nonnull align 8 dereferenceable(16) %52) #17
  br label %70

66:                                               ; preds = %54
  %67 = atomicrmw volatile add ptr %55, i32 -1 acq_rel, align 4
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %69, label %70, !prof !22

69:                                               ; preds = %66
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %52) #17
  br label %70

70:                                               ; preds = %51, %58, %66, %69
  %71 = load ptr, ptr %3, align 8, !tbaa !23
  %72 = icmp eq ptr %71, null
  br i1 %72, label %82, label %73

73:                                               ; preds = %70
  %74 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %75 = add nsw i32 %74, -1
  store i32 %75, ptr @_ZL4live, align 4, !tbaa !5
  %76 = load i32, ptr %71, align 4, !tbaa !24
  %77 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %76)
          to label %81 unwind label %78

78:                                               ; preds = %73
  %79 = landingpad { ptr, i32 }
          catch ptr null
  %80 = extractvalue { ptr, i32 } %79, 0
  tail call void @__clang_call_terminate(ptr %80) #21
  unreachable

81:                                               ; preds = %73
  tail call void @_ZdlPv(ptr noundef nonnull %71) #20
  br label %82

82:                                               ; preds = %70, %81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  ret void

83:                                               ; preds = %49
  %84 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #17
  br label %85

85:                                               ; preds = %83, %39, %37
  %86 = phi { ptr, i32 } [ %38, %37 ], [ %40, %39 ], [ %84, %83 ]
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  br label %16

87:                                               ; preds = %36
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #4 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #17
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !23
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #17
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #17
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #17
  tail call void @_ZSt9terminatev() #21
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !23
  %3 = icmp eq ptr %2, null
  br i1 %3, label %13, label %4

4:                                                ; preds = %1
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !5
  %7 = load i32, ptr %2, align 4, !tbaa !24
  %8 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %7)
          to label %12 unwind label %9

9:                                                ; preds = %4
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  tail call void @__clang_call_terminate(ptr %11) #21
  unreachable

12:                                               ; preds = %4
  tail call void @_ZdlPv(ptr noundef nonnull %2) #20
  br label %13

13:                                               ; preds = %12, %1
  store ptr null, ptr %0, align 8, !tbaa !23
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !50
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !34
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %24, label %6

6:                                                ; preds = %1, %19
  %7 = phi ptr [ %20, %19 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !23
  %9 = icmp eq ptr %8, null
  br i1 %9, label %19, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !5
  %13 = load i32, ptr %8, align 4, !tbaa !24
  %14 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %13)
          to label %18 unwind label %15

15:                                               ; preds = %10
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  tail call void @__clang_call_terminate(ptr %17) #21
  unreachable

18:                                               ; preds = %10
  tail call void @_ZdlPv(ptr noundef nonnull %8) #20
  br label %19

19:                                               ; preds = %18, %6
  store ptr null, ptr %7, align 8, !tbaa !23
  %20 = getelementptr inbounds i8, ptr %7, i64 8
  %21 = icmp eq ptr %20, %4
  br i1 %21, label %22, label %6, !llvm.loop !58

22:                                               ; preds = %19
  %23 = load ptr, ptr %0, align 8, !tbaa !50
  br label %24

24:                                               ; preds = %22, %1
  %25 = phi ptr [ %23, %22 ], [ %2, %1 ]
  %26 = icmp eq ptr %25, null
  br i1 %26, label %28, label %27

27:                                               ; preds = %24
  tail call void @_ZdlPv(ptr noundef nonnull %25) #20
  br label %28

28:                                               ; preds = %24, %27
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrI6_iobuf6CloserED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !23
  %3 = icmp eq ptr %2, null
  br i1 %3, label %6, label %4

4:                                                ; preds = %1
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8)
          to label %6 unwind label %7

6:                                                ; preds = %4, %1
  store ptr null, ptr %0, align 8, !tbaa !23
  ret void

7:                                                ; preds = %4
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #21
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #6

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !20
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #17
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = load ptr, ptr %0, align 8, !tbaa !20
  %10 = getelementptr inbounds i8, ptr %9, i64 24
  %11 = load ptr, ptr %10, align 8
  tail call void %11(ptr noundef nonnull align 8 dereferenceable(16) %0) #17
  br label %12

12:                                               ; preds = %1, %8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #10

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #10

; Function Attrs: nobuiltin allocsize(0)
declare dso_local noundef nonnull ptr @_Znwy(i64 noundef) local_unnamed_addr #11

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #12

declare dso_local void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #6

; Function Attrs: nounwind
declare dso_local void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 %2, ptr noundef nonnull align 4 dereferenceable(4) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %5 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwy(i64 noundef 24) #18
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 1, ptr %6, align 8, !tbaa !17
  %7 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %7, align 4, !tbaa !19
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %5, align 8, !tbaa !20
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load i32, ptr %3, align 4, !tbaa !5
  store i32 %9, ptr %8, align 4, !tbaa !24
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %17

11:                                               ; preds = %4
  %12 = tail call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull @.str.6)
          to label %13 unwind label %15

13:                                               ; preds = %11
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %14 unwind label %20

14:                                               ; preds = %13
  unreachable

15:                                               ; preds = %11
  %16 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %12) #17
  br label %22

17:                                               ; preds = %4
  %18 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL4live, align 4, !tbaa !5
  store ptr %5, ptr %0, align 8, !tbaa !16
  store ptr %8, ptr %1, align 8, !tbaa !23
  ret void

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %22

22:                                               ; preds = %15, %20
  %23 = phi { ptr, i32 } [ %21, %20 ], [ %16, %15 ]
  tail call void @_ZdlPv(ptr noundef nonnull %5) #20
  resume { ptr, i32 } %23
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %4 = add nsw i32 %3, -1
  store i32 %4, ptr @_ZL4live, align 4, !tbaa !5
  %5 = load i32, ptr %2, align 8, !tbaa !24
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %5)
          to label %10 unwind label %7

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #21
  unreachable

10:                                               ; preds = %1
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  tail call void @_ZdlPv(ptr noundef nonnull %0) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #7 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %8, label %5

5:                                                ; preds = %2
  %6 = tail call noundef zeroext i1 @_ZNKSt9type_infoeqERKS_(ptr noundef nonnull align 8 dereferenceable(16) %1, ptr noundef nonnull align 8 dereferenceable(16) @_ZTISt19_Sp_make_shared_tag) #17
  %7 = select i1 %6, ptr %3, ptr null
  br label %8

8:                                                ; preds = %5, %2
  %9 = phi ptr [ %3, %2 ], [ %7, %5 ]
  ret ptr %9
}

; Function Attrs: nounwind
declare dso_local noundef zeroext i1 @_ZNKSt9type_infoeqERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #8

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #13

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %21, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  br i1 %8, label %9, label %17

9:                                                ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %10, align 4, !tbaa !19
  %11 = load ptr, ptr %3, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  %14 = load ptr, ptr %3, align 8, !tbaa !20
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8
  tail call void %16(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %21

17:                                               ; preds = %5
  %18 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %21, !prof !22

20:                                               ; preds = %17
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %21

21:                                               ; preds = %1, %9, %17, %20
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #16

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #16

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #11 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }
attributes #21 = { noreturn nounwind }

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
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!11 = distinct !{!11, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTSSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !15, i64 8}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!16 = !{!15, !14, i64 0}
!17 = !{!18, !6, i64 8}
!18 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!19 = !{!18, !6, i64 12}
!20 = !{!21, !21, i64 0}
!21 = !{!"vtable pointer", !8, i64 0}
!22 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!23 = !{!14, !14, i64 0}
!24 = !{!25, !6, i64 0}
!25 = !{!"_ZTS3Res", !6, i64 0}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!28 = distinct !{!28, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!29 = !{!30}
!30 = distinct !{!30, !31, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!31 = distinct !{!31, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!32 = !{!33, !14, i64 16}
!33 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!34 = !{!33, !14, i64 8}
!35 = !{!36}
!36 = distinct !{!36, !37, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!37 = distinct !{!37, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!38 = !{!39}
!39 = distinct !{!39, !37, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!40 = !{!39, !41}
!41 = distinct !{!41, !42}
!42 = distinct !{!42, !"LVerDomain"}
!43 = !{!36, !44}
!44 = distinct !{!44, !42}
!45 = distinct !{!45, !46, !47, !48}
!46 = !{!"llvm.loop.mustprogress"}
!47 = !{!"llvm.loop.isvectorized", i32 1}
!48 = !{!"llvm.loop.unroll.runtime.disable"}
!49 = distinct !{!49, !46, !47}
!50 = !{!33, !14, i64 0}
!51 = distinct !{!51, !46}
!52 = !{!53}
!53 = distinct !{!53, !54, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!54 = distinct !{!54, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!55 = !{!56}
!56 = distinct !{!56, !57, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!57 = distinct !{!57, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!58 = distinct !{!58, !46}
