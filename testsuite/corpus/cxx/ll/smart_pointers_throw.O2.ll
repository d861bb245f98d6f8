; ModuleID = 'smart_pointers_throw.cpp'
source_filename = "smart_pointers_throw.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"class.std::allocator.10" = type { i8 }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
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

$_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev = comdat any

$_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_ = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info = comdat any

$_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_ = comdat any

$_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt19_Sp_make_shared_tag = comdat any

$_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = comdat any

@_ZTISt9exception = external constant ptr
@.str = private unnamed_addr constant [35 x i8] c"caught %s, use_count %ld, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@_ZTISt16invalid_argument = external constant ptr
@stdout = external local_unnamed_addr global ptr, align 8
@.str.1 = private unnamed_addr constant [20 x i8] c"caught %s, live %d\0A\00", align 1
@_ZTISt11logic_error = external constant ptr
@.str.2 = private unnamed_addr constant [33 x i8] c"make_shared: caught %s, live %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"expired %d, live %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [27 x i8] c"  depth %d: use_count %ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"bottom\00", align 1
@_ZTISt13runtime_error = external constant ptr
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"negative id\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"  ~Res %d\0A\00", align 1
@_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [68 x i8] c"St23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [52 x i8] c"St16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [47 x i8] c"St11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTSSt19_Sp_make_shared_tag = linkonce_odr dso_local constant [24 x i8] c"St19_Sp_make_shared_tag\00", comdat, align 1
@_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = linkonce_odr dso_local constant [16 x i8] zeroinitializer, comdat, align 8
@.str.9 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@str = private unnamed_addr constant [21 x i8] c"  custom deleter ran\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.std::allocator.10", align 1
  %2 = alloca %"class.std::allocator.10", align 1
  %3 = alloca %"class.std::shared_ptr", align 8
  %4 = alloca i32, align 4
  %5 = alloca %"class.std::shared_ptr", align 8
  %6 = alloca %"class.std::vector", align 8
  %7 = alloca %"class.std::unique_ptr.2", align 8
  %8 = alloca %"class.std::shared_ptr", align 8
  %9 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #17
  store i32 1, ptr %4, align 4, !tbaa !5
  tail call void @llvm.experimental.noalias.scope.decl(metadata !9)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17, !noalias !9
  store ptr null, ptr %3, align 8, !tbaa !12, !alias.scope !9
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull align 8 dereferenceable(8) %3, ptr nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !noalias !9
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17
  %11 = load ptr, ptr %3, align 8, !tbaa !12
  store ptr %11, ptr %5, align 8, !tbaa !12
  %12 = getelementptr inbounds i8, ptr %5, i64 8
  %13 = load ptr, ptr %10, align 8, !tbaa !16
  store ptr %13, ptr %12, align 8, !tbaa !16
  %14 = icmp eq ptr %13, null
  br i1 %14, label %24, label %15

15:                                               ; preds = %0
  %16 = getelementptr inbounds i8, ptr %13, i64 8
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %22, label %19

19:                                               ; preds = %15
  %20 = load i32, ptr %16, align 4, !tbaa !5
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %16, align 4, !tbaa !5
  br label %24

22:                                               ; preds = %15
  %23 = atomicrmw volatile add ptr %16, i32 1 acq_rel, align 4
  br label %24

24:                                               ; preds = %0, %19, %22
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %5, i32 noundef 3)
          to label %25 unwind label %52

25:                                               ; preds = %24
  %26 = load ptr, ptr %12, align 8, !tbaa !16
  %27 = icmp eq ptr %26, null
  br i1 %27, label %74, label %28

28:                                               ; preds = %25
  %29 = getelementptr inbounds i8, ptr %26, i64 8
  %30 = load atomic i64, ptr %29 acquire, align 8
  %31 = icmp eq i64 %30, 4294967297
  %32 = trunc i64 %30 to i32
  br i1 %31, label %33, label %41

33:                                               ; preds = %28
  store i32 0, ptr %29, align 8, !tbaa !18
  %34 = getelementptr inbounds i8, ptr %26, i64 12
  store i32 0, ptr %34, align 4, !tbaa !20
  %35 = load ptr, ptr %26, align 8, !tbaa !21
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %26) #17
  %38 = load ptr, ptr %26, align 8, !tbaa !21
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %26) #17
  br label %74

41:                                               ; preds = %28
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %32, -1
  store i32 %45, ptr %29, align 4, !tbaa !5
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %29, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %32, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %74, !prof !23

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %26) #17
  br label %74

52:                                               ; preds = %24
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %54 = extractvalue { ptr, i32 } %53, 1
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #17
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %338

57:                                               ; preds = %52
  %58 = extractvalue { ptr, i32 } %53, 0
  %59 = call ptr @__cxa_begin_catch(ptr %58) #17
  %60 = load ptr, ptr %59, align 8, !tbaa !21
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  %63 = call noundef ptr %62(ptr noundef nonnull align 8 dereferenceable(8) %59) #17
  %64 = load ptr, ptr %10, align 8, !tbaa !16
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %57
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load atomic i32, ptr %67 monotonic, align 8
  %69 = sext i32 %68 to i64
  br label %70

70:                                               ; preds = %57, %66
  %71 = phi i64 [ %69, %66 ], [ 0, %57 ]
  %72 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %63, i64 noundef %71, i32 noundef %72)
  invoke void @__cxa_end_catch()
          to label %74 unwind label %85

74:                                               ; preds = %51, %48, %33, %25, %70
  %75 = load ptr, ptr @stdout, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %76 = getelementptr inbounds i8, ptr %6, i64 8
  %77 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !25)
  %78 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %87 unwind label %171

79:                                               ; preds = %169
  invoke void @__cxa_throw(ptr nonnull %170, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %80 unwind label %83, !noalias !28

80:                                               ; preds = %79
  unreachable

81:                                               ; preds = %169
  %82 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @__cxa_free_exception(ptr %170) #17, !noalias !28
  br label %177

83:                                               ; preds = %79
  %84 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %177

85:                                               ; preds = %70
  %86 = landingpad { ptr, i32 }
          cleanup
  br label %338

87:                                               ; preds = %74
  store i32 10, ptr %78, align 4, !tbaa !31, !noalias !25
  %88 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !25
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @_ZL4live, align 4, !tbaa !5, !noalias !25
  store ptr %78, ptr %7, align 8, !tbaa !24, !alias.scope !25
  %90 = load ptr, ptr %76, align 8, !tbaa !24
  %91 = load ptr, ptr %77, align 8, !tbaa !33
  %92 = icmp eq ptr %90, %91
  br i1 %92, label %97, label %93

93:                                               ; preds = %87
  %94 = ptrtoint ptr %78 to i64
  store i64 %94, ptr %90, align 8, !tbaa !24
  %95 = load ptr, ptr %76, align 8, !tbaa !35
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  store ptr %96, ptr %76, align 8, !tbaa !35
  br label %106

97:                                               ; preds = %87
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %90, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %98 unwind label %173

98:                                               ; preds = %97
  %99 = load ptr, ptr %7, align 8, !tbaa !24
  %100 = icmp eq ptr %99, null
  br i1 %100, label %106, label %101

101:                                              ; preds = %98
  %102 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %103 = add nsw i32 %102, -1
  store i32 %103, ptr @_ZL4live, align 4, !tbaa !5
  %104 = load i32, ptr %99, align 4, !tbaa !31
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %104)
  call void @_ZdlPvm(ptr noundef nonnull %99, i64 noundef 4) #20
  br label %106

106:                                              ; preds = %93, %98, %101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %107 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %108 unwind label %171

108:                                              ; preds = %106
  store i32 11, ptr %107, align 4, !tbaa !31, !noalias !36
  %109 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !36
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr @_ZL4live, align 4, !tbaa !5, !noalias !36
  store ptr %107, ptr %7, align 8, !tbaa !24, !alias.scope !36
  %111 = load ptr, ptr %76, align 8, !tbaa !24
  %112 = load ptr, ptr %77, align 8, !tbaa !33
  %113 = icmp eq ptr %111, %112
  br i1 %113, label %118, label %114

114:                                              ; preds = %108
  %115 = ptrtoint ptr %107 to i64
  store i64 %115, ptr %111, align 8, !tbaa !24
  %116 = load ptr, ptr %76, align 8, !tbaa !35
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  store ptr %117, ptr %76, align 8, !tbaa !35
  br label %127

118:                                              ; preds = %108
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %111, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %119 unwind label %173

119:                                              ; preds = %118
  %120 = load ptr, ptr %7, align 8, !tbaa !24
  %121 = icmp eq ptr %120, null
  br i1 %121, label %127, label %122

122:                                              ; preds = %119
  %123 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %124 = add nsw i32 %123, -1
  store i32 %124, ptr @_ZL4live, align 4, !tbaa !5
  %125 = load i32, ptr %120, align 4, !tbaa !31
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %125)
  call void @_ZdlPvm(ptr noundef nonnull %120, i64 noundef 4) #20
  br label %127

127:                                              ; preds = %122, %119, %114
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %128 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %129 unwind label %171

129:                                              ; preds = %127
  store i32 12, ptr %128, align 4, !tbaa !31, !noalias !38
  %130 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !38
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @_ZL4live, align 4, !tbaa !5, !noalias !38
  store ptr %128, ptr %7, align 8, !tbaa !24, !alias.scope !38
  %132 = load ptr, ptr %76, align 8, !tbaa !24
  %133 = load ptr, ptr %77, align 8, !tbaa !33
  %134 = icmp eq ptr %132, %133
  br i1 %134, label %139, label %135

135:                                              ; preds = %129
  %136 = ptrtoint ptr %128 to i64
  store i64 %136, ptr %132, align 8, !tbaa !24
  %137 = load ptr, ptr %76, align 8, !tbaa !35
  %138 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %138, ptr %76, align 8, !tbaa !35
  br label %148

139:                                              ; preds = %129
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %132, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %140 unwind label %173

140:                                              ; preds = %139
  %141 = load ptr, ptr %7, align 8, !tbaa !24
  %142 = icmp eq ptr %141, null
  br i1 %142, label %148, label %143

143:                                              ; preds = %140
  %144 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %145 = add nsw i32 %144, -1
  store i32 %145, ptr @_ZL4live, align 4, !tbaa !5
  %146 = load i32, ptr %141, align 4, !tbaa !31
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %146)
  call void @_ZdlPvm(ptr noundef nonnull %141, i64 noundef 4) #20
  br label %148

148:                                              ; preds = %143, %140, %135
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  %149 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %150 unwind label %171

150:                                              ; preds = %148
  store i32 13, ptr %149, align 4, !tbaa !31, !noalias !40
  %151 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !40
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr @_ZL4live, align 4, !tbaa !5, !noalias !40
  store ptr %149, ptr %7, align 8, !tbaa !24, !alias.scope !40
  %153 = load ptr, ptr %76, align 8, !tbaa !24
  %154 = load ptr, ptr %77, align 8, !tbaa !33
  %155 = icmp eq ptr %153, %154
  br i1 %155, label %160, label %156

156:                                              ; preds = %150
  %157 = ptrtoint ptr %149 to i64
  store i64 %157, ptr %153, align 8, !tbaa !24
  %158 = load ptr, ptr %76, align 8, !tbaa !35
  %159 = getelementptr inbounds i8, ptr %158, i64 8
  store ptr %159, ptr %76, align 8, !tbaa !35
  br label %169

160:                                              ; preds = %150
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %153, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %161 unwind label %173

161:                                              ; preds = %160
  %162 = load ptr, ptr %7, align 8, !tbaa !24
  %163 = icmp eq ptr %162, null
  br i1 %163, label %169, label %164

164:                                              ; preds = %161
  %165 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %166 = add nsw i32 %165, -1
  store i32 %166, ptr @_ZL4live, align 4, !tbaa !5
  %167 = load i32, ptr %162, align 4, !tbaa !31
  %168 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %167)
  call void @_ZdlPvm(ptr noundef nonnull %162, i64 noundef 4) #20
  br label %169

169:                                              ; preds = %164, %161, %156
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  %170 = call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !28
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %170, ptr noundef nonnull @.str.6)
          to label %79 unwind label %81, !noalias !28

171:                                              ; preds = %148, %127, %106, %74
  %172 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %175

173:                                              ; preds = %160, %139, %118, %97
  %174 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #17
  br label %175

175:                                              ; preds = %173, %171
  %176 = phi { ptr, i32 } [ %174, %173 ], [ %172, %171 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  br label %177

177:                                              ; preds = %83, %81, %175
  %178 = phi { ptr, i32 } [ %176, %175 ], [ %84, %83 ], [ %82, %81 ]
  %179 = extractvalue { ptr, i32 } %178, 1
  call void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #17
  %180 = icmp eq ptr %75, null
  br i1 %180, label %183, label %181

181:                                              ; preds = %177
  %182 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %183

183:                                              ; preds = %177, %181
  %184 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #17
  %185 = icmp eq i32 %179, %184
  br i1 %185, label %186, label %338

186:                                              ; preds = %183
  %187 = extractvalue { ptr, i32 } %178, 0
  %188 = call ptr @__cxa_begin_catch(ptr %187) #17
  %189 = load ptr, ptr %188, align 8, !tbaa !21
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = load ptr, ptr %190, align 8
  %192 = call noundef ptr %191(ptr noundef nonnull align 8 dereferenceable(16) %188) #17
  %193 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %194 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %192, i32 noundef %193)
  invoke void @__cxa_end_catch()
          to label %195 unwind label %225

195:                                              ; preds = %186
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #17
  store i32 -2, ptr %9, align 4, !tbaa !5
  call void @llvm.experimental.noalias.scope.decl(metadata !42)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #17, !noalias !42
  store ptr null, ptr %8, align 8, !tbaa !12, !alias.scope !42
  %196 = getelementptr inbounds i8, ptr %8, i64 8
  invoke void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %196, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %197 unwind label %227

197:                                              ; preds = %195
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #17, !noalias !42
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #17
  %198 = load ptr, ptr %196, align 8, !tbaa !16
  %199 = icmp eq ptr %198, null
  br i1 %199, label %224, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %198, i64 8
  %202 = load atomic i64, ptr %201 acquire, align 8
  %203 = icmp eq i64 %202, 4294967297
  %204 = trunc i64 %202 to i32
  br i1 %203, label %205, label %213

205:                                              ; preds = %200
  store i32 0, ptr %201, align 8, !tbaa !18
  %206 = getelementptr inbounds i8, ptr %198, i64 12
  store i32 0, ptr %206, align 4, !tbaa !20
  %207 = load ptr, ptr %198, align 8, !tbaa !21
  %208 = getelementptr inbounds i8, ptr %207, i64 16
  %209 = load ptr, ptr %208, align 8
  call void %209(ptr noundef nonnull align 8 dereferenceable(16) %198) #17
  %210 = load ptr, ptr %198, align 8, !tbaa !21
  %211 = getelementptr inbounds i8, ptr %210, i64 24
  %212 = load ptr, ptr %211, align 8
  call void %212(ptr noundef nonnull align 8 dereferenceable(16) %198) #17
  br label %224

213:                                              ; preds = %200
  %214 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %218, label %216

216:                                              ; preds = %213
  %217 = add nsw i32 %204, -1
  store i32 %217, ptr %201, align 4, !tbaa !5
  br label %220

218:                                              ; preds = %213
  %219 = atomicrmw volatile add ptr %201, i32 -1 acq_rel, align 4
  br label %220

220:                                              ; preds = %218, %216
  %221 = phi i32 [ %204, %216 ], [ %219, %218 ]
  %222 = icmp eq i32 %221, 1
  br i1 %222, label %223, label %224, !prof !23

223:                                              ; preds = %220
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %198) #17
  br label %224

224:                                              ; preds = %197, %205, %220, %223
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #17
  br label %241

225:                                              ; preds = %186
  %226 = landingpad { ptr, i32 }
          cleanup
  br label %338

227:                                              ; preds = %195
  %228 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
  %229 = extractvalue { ptr, i32 } %228, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #17
  %230 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #17
  %231 = icmp eq i32 %229, %230
  br i1 %231, label %232, label %338

232:                                              ; preds = %227
  %233 = extractvalue { ptr, i32 } %228, 0
  %234 = call ptr @__cxa_begin_catch(ptr %233) #17
  %235 = load ptr, ptr %234, align 8, !tbaa !21
  %236 = getelementptr inbounds i8, ptr %235, i64 16
  %237 = load ptr, ptr %236, align 8
  %238 = call noundef ptr %237(ptr noundef nonnull align 8 dereferenceable(16) %234) #17
  %239 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %240 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %238, i32 noundef %239)
  invoke void @__cxa_end_catch()
          to label %241 unwind label %336

241:                                              ; preds = %232, %224
  %242 = load ptr, ptr %10, align 8, !tbaa !16
  %243 = icmp eq ptr %242, null
  br i1 %243, label %280, label %244

244:                                              ; preds = %241
  %245 = getelementptr inbounds i8, ptr %242, i64 12
  %246 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %247 = icmp eq i8 %246, 0
  br i1 %247, label %251, label %248

248:                                              ; preds = %244
  %249 = load i32, ptr %245, align 4, !tbaa !5
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %245, align 4, !tbaa !5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br label %255

251:                                              ; preds = %244
  %252 = atomicrmw volatile add ptr %245, i32 1 acq_rel, align 4
  %253 = load ptr, ptr %10, align 8, !tbaa !16
  %254 = icmp eq ptr %253, null
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br i1 %254, label %284, label %255

255:                                              ; preds = %248, %251
  %256 = phi ptr [ %242, %248 ], [ %253, %251 ]
  %257 = getelementptr inbounds i8, ptr %256, i64 8
  %258 = load atomic i64, ptr %257 acquire, align 8
  %259 = icmp eq i64 %258, 4294967297
  %260 = trunc i64 %258 to i32
  br i1 %259, label %261, label %269

261:                                              ; preds = %255
  store i32 0, ptr %257, align 8, !tbaa !18
  %262 = getelementptr inbounds i8, ptr %256, i64 12
  store i32 0, ptr %262, align 4, !tbaa !20
  %263 = load ptr, ptr %256, align 8, !tbaa !21
  %264 = getelementptr inbounds i8, ptr %263, i64 16
  %265 = load ptr, ptr %264, align 8
  call void %265(ptr noundef nonnull align 8 dereferenceable(16) %256) #17
  %266 = load ptr, ptr %256, align 8, !tbaa !21
  %267 = getelementptr inbounds i8, ptr %266, i64 24
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %256) #17
  br label %284

269:                                              ; preds = %255
  %270 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %271 = icmp eq i8 %270, 0
  br i1 %271, label %274, label %272

272:                                              ; preds = %269
  %273 = add nsw i32 %260, -1
  store i32 %273, ptr %257, align 4, !tbaa !5
  br label %276

274:                                              ; preds = %269
  %275 = atomicrmw volatile add ptr %257, i32 -1 acq_rel, align 4
  br label %276

276:                                              ; preds = %274, %272
  %277 = phi i32 [ %260, %272 ], [ %275, %274 ]
  %278 = icmp eq i32 %277, 1
  br i1 %278, label %279, label %284, !prof !23

279:                                              ; preds = %276
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %256) #17
  br label %284

280:                                              ; preds = %241
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %281 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %282 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %281)
  %283 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  br label %307

284:                                              ; preds = %251, %261, %276, %279
  %285 = getelementptr inbounds i8, ptr %242, i64 8
  %286 = load atomic i32, ptr %285 monotonic, align 8
  %287 = icmp eq i32 %286, 0
  %288 = zext i1 %287 to i32
  %289 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %290 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %288, i32 noundef %289)
  %291 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %242, i64 12
  %293 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %294 = icmp eq i8 %293, 0
  br i1 %294, label %298, label %295

295:                                              ; preds = %284
  %296 = load i32, ptr %292, align 4, !tbaa !5
  %297 = add nsw i32 %296, -1
  store i32 %297, ptr %292, align 4, !tbaa !5
  br label %300

298:                                              ; preds = %284
  %299 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %300

300:                                              ; preds = %298, %295
  %301 = phi i32 [ %296, %295 ], [ %299, %298 ]
  %302 = icmp eq i32 %301, 1
  br i1 %302, label %303, label %307

303:                                              ; preds = %300
  %304 = load ptr, ptr %242, align 8, !tbaa !21
  %305 = getelementptr inbounds i8, ptr %304, i64 24
  %306 = load ptr, ptr %305, align 8
  call void %306(ptr noundef nonnull align 8 dereferenceable(16) %242) #17
  br label %307

307:                                              ; preds = %280, %300, %303
  %308 = phi i32 [ %283, %280 ], [ %291, %300 ], [ %291, %303 ]
  %309 = load ptr, ptr %10, align 8, !tbaa !16
  %310 = icmp eq ptr %309, null
  br i1 %310, label %335, label %311

311:                                              ; preds = %307
  %312 = getelementptr inbounds i8, ptr %309, i64 8
  %313 = load atomic i64, ptr %312 acquire, align 8
  %314 = icmp eq i64 %313, 4294967297
  %315 = trunc i64 %313 to i32
  br i1 %314, label %316, label %324

316:                                              ; preds = %311
  store i32 0, ptr %312, align 8, !tbaa !18
  %317 = getelementptr inbounds i8, ptr %309, i64 12
  store i32 0, ptr %317, align 4, !tbaa !20
  %318 = load ptr, ptr %309, align 8, !tbaa !21
  %319 = getelementptr inbounds i8, ptr %318, i64 16
  %320 = load ptr, ptr %319, align 8
  call void %320(ptr noundef nonnull align 8 dereferenceable(16) %309) #17
  %321 = load ptr, ptr %309, align 8, !tbaa !21
  %322 = getelementptr inbounds i8, ptr %321, i64 24
  %323 = load ptr, ptr %322, align 8
  call void %323(ptr noundef nonnull align 8 dereferenceable(16) %309) #17
  br label %335

324:                                              ; preds = %311
  %325 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %326 = icmp eq i8 %325, 0
  br i1 %326, label %329, label %327

327:                                              ; preds = %324
  %328 = add nsw i32 %315, -1
  store i32 %328, ptr %312, align 4, !tbaa !5
  br label %331

329:                                              ; preds = %324
  %330 = atomicrmw volatile add ptr %312, i32 -1 acq_rel, align 4
  br label %331

331:                                              ; preds = %329, %327
  %332 = phi i32 [ %315, %327 ], [ %330, %329 ]
  %333 = icmp eq i32 %332, 1
  br i1 %333, label %334, label %335, !prof !23

334:                                              ; preds = %331
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %309) #17
  br label %335

335:                                              ; preds = %307, %316, %331, %334
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  ret i32 %308

336:                                              ; preds = %232
  %337 = landingpad { ptr, i32 }
          cleanup
  br label %338

338:                                              ; preds = %336, %227, %225, %183, %85, %52
  %339 = phi { ptr, i32 } [ %337, %336 ], [ %228, %227 ], [ %226, %225 ], [ %178, %183 ], [ %86, %85 ], [ %53, %52 ]
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  resume { ptr, i32 } %339
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define internal fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::unique_ptr.2", align 8
  %4 = alloca %"class.std::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #17
  %5 = add nuw nsw i32 %1, 100
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %6 = tail call noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18, !noalias !45
  store i32 %5, ptr %6, align 4, !tbaa !31, !noalias !45
  %7 = icmp slt i32 %1, -100
  br i1 %7, label %8, label %20

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !45
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str.6)
          to label %10 unwind label %12, !noalias !45

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %11 unwind label %14, !noalias !45

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #17, !noalias !45
  br label %18

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %18

16:                                               ; preds = %95, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %96, %95 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %14, %12
  %19 = phi { ptr, i32 } [ %15, %14 ], [ %13, %12 ]
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 4) #20, !noalias !45
  br label %16

20:                                               ; preds = %2
  %21 = load i32, ptr @_ZL4live, align 4, !tbaa !5, !noalias !45
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @_ZL4live, align 4, !tbaa !5, !noalias !45
  store ptr %6, ptr %3, align 8, !tbaa !24, !alias.scope !45
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !16
  %25 = icmp eq ptr %24, null
  br i1 %25, label %30, label %26

26:                                               ; preds = %20
  %27 = getelementptr inbounds i8, ptr %24, i64 8
  %28 = load atomic i32, ptr %27 monotonic, align 8
  %29 = sext i32 %28 to i64
  br label %30

30:                                               ; preds = %20, %26
  %31 = phi i64 [ %29, %26 ], [ 0, %20 ]
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %1, i64 noundef %31)
  %33 = icmp eq i32 %1, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %30
  %35 = tail call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef nonnull @.str.5)
          to label %36 unwind label %39

36:                                               ; preds = %34
  invoke void @__cxa_throw(ptr nonnull %35, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #19
          to label %97 unwind label %37

37:                                               ; preds = %36
  %38 = landingpad { ptr, i32 }
          cleanup
  br label %95

39:                                               ; preds = %34
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %35) #17
  br label %95

41:                                               ; preds = %30
  %42 = load ptr, ptr %0, align 8, !tbaa !12
  store ptr %42, ptr %4, align 8, !tbaa !12
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = load ptr, ptr %23, align 8, !tbaa !16
  store ptr %44, ptr %43, align 8, !tbaa !16
  %45 = icmp eq ptr %44, null
  br i1 %45, label %55, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %47, align 4, !tbaa !5
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %47, align 4, !tbaa !5
  br label %55

53:                                               ; preds = %46
  %54 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %55

55:                                               ; preds = %41, %50, %53
  %56 = add nsw i32 %1, -1
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %4, i32 noundef %56)
          to label %57 unwind label %93

57:                                               ; preds = %55
  %58 = load ptr, ptr %43, align 8, !tbaa !16
  %59 = icmp eq ptr %58, null
  br i1 %59, label %84, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = load atomic i64, ptr %61 acquire, align 8
  %63 = icmp eq i64 %62, 4294967297
  %64 = trunc i64 %62 to i32
  br i1 %63, label %65, label %73

65:                                               ; preds = %60
  store i32 0, ptr %61, align 8, !tbaa !18
  %66 = getelementptr inbounds i8, ptr %58, i64 12
  store i32 0, ptr %66, align 4, !tbaa !20
  %67 = load ptr, ptr %58, align 8, !tbaa !21
  %68 = getelementptr inbounds i8, ptr %67, i64 16
  %69 = load ptr, ptr %68, align 8
  tail call void %69(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  %70 = load ptr, ptr %58, align 8, !tbaa !21
  %71 = getelementptr inbounds i8, ptr %70, i64 24
  %72 = load ptr, ptr %71, align 8
  tail call void %72(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  br label %84

73:                                               ; preds = %60
  %74 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %75 = icmp eq i8 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %73
  %77 = add nsw i32 %64, -1
  store i32 %77, ptr %61, align 4, !tbaa !5
  br label %80

78:                                               ; preds = %73
  %79 = atomicrmw volatile add ptr %61, i32 -1 acq_rel, align 4
  br label %80

80:                                               ; preds = %78, %76
  %81 = phi i32 [ %64, %76 ], [ %79, %78 ]
  %82 = icmp eq i32 %81, 1
  br i1 %82, label %83, label %84, !prof !23

83:                                               ; preds = %80
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  br label %84

84:                                               ; preds = %57, %65, %80, %83
  %85 = load ptr, ptr %3, align 8, !tbaa !24
  %86 = icmp eq ptr %85, null
  br i1 %86, label %92, label %87

87:                                               ; preds = %84
  %88 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %89 = add nsw i32 %88, -1
  store i32 %89, ptr @_ZL4live, align 4, !tbaa !5
  %90 = load i32, ptr %85, align 4, !tbaa !31
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %90)
  tail call void @_ZdlPvm(ptr noundef nonnull %85, i64 noundef 4) #20
  br label %92

92:                                               ; preds = %84, %87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  ret void

93:                                               ; preds = %55
  %94 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #17
  br label %95

95:                                               ; preds = %93, %39, %37
  %96 = phi { ptr, i32 } [ %38, %37 ], [ %40, %39 ], [ %94, %93 ]
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  br label %16

97:                                               ; preds = %36
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = icmp eq ptr %2, null
  br i1 %3, label %9, label %4

4:                                                ; preds = %1
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !5
  %7 = load i32, ptr %2, align 4, !tbaa !31
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 4) #20
  br label %9

9:                                                ; preds = %4, %1
  store ptr null, ptr %0, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !48
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !35
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %20, label %6

6:                                                ; preds = %1, %15
  %7 = phi ptr [ %16, %15 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !24
  %9 = icmp eq ptr %8, null
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !5
  %13 = load i32, ptr %8, align 4, !tbaa !31
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %13)
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20
  br label %15

15:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  %17 = icmp eq ptr %16, %4
  br i1 %17, label %18, label %6, !llvm.loop !49

18:                                               ; preds = %15
  %19 = load ptr, ptr %0, align 8, !tbaa !48
  br label %20

20:                                               ; preds = %18, %1
  %21 = phi ptr [ %19, %18 ], [ %2, %1 ]
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !33
  %26 = ptrtoint ptr %25 to i64
  %27 = ptrtoint ptr %21 to i64
  %28 = sub i64 %26, %27
  tail call void @_ZdlPvm(ptr noundef nonnull %21, i64 noundef %28) #20
  br label %29

29:                                               ; preds = %20, %23
  ret void
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #6

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #8 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !21
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #17
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !5
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !5
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !21
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #17
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

declare void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #6

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #7

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr %2, ptr noundef nonnull align 4 dereferenceable(4) %3) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #18
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i32 1, ptr %6, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %5, i64 12
  store i32 1, ptr %7, align 4, !tbaa !20
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %5, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = load i32, ptr %3, align 4, !tbaa !5
  store i32 %9, ptr %8, align 4, !tbaa !31
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
  store ptr %8, ptr %1, align 8, !tbaa !24
  ret void

20:                                               ; preds = %13
  %21 = landingpad { ptr, i32 }
          cleanup
  br label %22

22:                                               ; preds = %15, %20
  %23 = phi { ptr, i32 } [ %21, %20 ], [ %16, %15 ]
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 24) #20
  resume { ptr, i32 } %23
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %4 = add nsw i32 %3, -1
  store i32 %4, ptr @_ZL4live, align 4, !tbaa !5
  %5 = load i32, ptr %2, align 8, !tbaa !31
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #5 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !51
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !17
  %11 = icmp eq i8 %10, 42
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(24) @_ZTSSt19_Sp_make_shared_tag) #17
  %14 = freeze i32 %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %5, %12
  br label %17

17:                                               ; preds = %9, %16, %12, %2
  %18 = phi ptr [ %3, %2 ], [ %3, %16 ], [ null, %12 ], [ null, %9 ]
  ret ptr %18
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = ptrtoint ptr %1 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !35
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !24
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = ptrtoint ptr %8 to i64
  %12 = sub i64 %10, %11
  %13 = icmp eq i64 %12, 9223372036854775800
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #19
  unreachable

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 3
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = add nsw i64 %17, %16
  %19 = icmp ult i64 %18, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 1152921504606846975)
  %21 = select i1 %19, i64 1152921504606846975, i64 %20
  %22 = ptrtoint ptr %1 to i64
  %23 = sub i64 %22, %11
  %24 = ashr exact i64 %23, 3
  %25 = icmp eq i64 %21, 0
  br i1 %25, label %29, label %26

26:                                               ; preds = %15
  %27 = shl nuw nsw i64 %21, 3
  %28 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %27) #18
  br label %29

29:                                               ; preds = %15, %26
  %30 = phi ptr [ %28, %26 ], [ null, %15 ]
  %31 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %30, i64 %24
  %32 = load i64, ptr %2, align 8, !tbaa !24
  store i64 %32, ptr %31, align 8, !tbaa !24
  store ptr null, ptr %2, align 8, !tbaa !24
  %33 = icmp eq ptr %8, %1
  br i1 %33, label %81, label %34

34:                                               ; preds = %29
  %35 = add i64 %4, -8
  %36 = sub i64 %35, %9
  %37 = lshr i64 %36, 3
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i64 %36, 152
  br i1 %39, label %71, label %40

40:                                               ; preds = %34
  %41 = add i64 %4, -8
  %42 = sub i64 %41, %9
  %43 = and i64 %42, -8
  %44 = add i64 %43, 8
  %45 = getelementptr i8, ptr %30, i64 %44
  %46 = getelementptr i8, ptr %8, i64 %44
  %47 = icmp ult ptr %30, %46
  %48 = icmp ult ptr %8, %45
  %49 = and i1 %47, %48
  br i1 %49, label %71, label %50

50:                                               ; preds = %40
  %51 = and i64 %38, 4611686018427387900
  %52 = shl i64 %51, 3
  %53 = getelementptr i8, ptr %30, i64 %52
  %54 = shl i64 %51, 3
  %55 = getelementptr i8, ptr %8, i64 %54
  br label %56

56:                                               ; preds = %56, %50
  %57 = phi i64 [ 0, %50 ], [ %67, %56 ]
  %58 = shl i64 %57, 3
  %59 = getelementptr i8, ptr %30, i64 %58
  %60 = shl i64 %57, 3
  %61 = getelementptr i8, ptr %8, i64 %60
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %62 = getelementptr i8, ptr %61, i64 16
  %63 = load <2 x i64>, ptr %61, align 8, !tbaa !24, !alias.scope !58, !noalias !53
  %64 = load <2 x i64>, ptr %62, align 8, !tbaa !24, !alias.scope !58, !noalias !53
  %65 = getelementptr i8, ptr %59, i64 16
  store <2 x i64> %63, ptr %59, align 8, !tbaa !24, !alias.scope !61, !noalias !58
  store <2 x i64> %64, ptr %65, align 8, !tbaa !24, !alias.scope !61, !noalias !58
  %66 = getelementptr i8, ptr %61, i64 16
  store <2 x ptr> zeroinitializer, ptr %61, align 8, !tbaa !24, !alias.scope !58, !noalias !53
  store <2 x ptr> zeroinitializer, ptr %66, align 8, !tbaa !24, !alias.scope !58, !noalias !53
  %67 = add nuw i64 %57, 4
  %68 = icmp eq i64 %67, %51
  br i1 %68, label %69, label %56, !llvm.loop !63

69:                                               ; preds = %56
  %70 = icmp eq i64 %38, %51
  br i1 %70, label %81, label %71

71:                                               ; preds = %69, %40, %34
  %72 = phi ptr [ %30, %40 ], [ %30, %34 ], [ %53, %69 ]
  %73 = phi ptr [ %8, %40 ], [ %8, %34 ], [ %55, %69 ]
  br label %74

74:                                               ; preds = %71, %74
  %75 = phi ptr [ %79, %74 ], [ %72, %71 ]
  %76 = phi ptr [ %78, %74 ], [ %73, %71 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !53)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !56)
  %77 = load i64, ptr %76, align 8, !tbaa !24, !alias.scope !56, !noalias !53
  store i64 %77, ptr %75, align 8, !tbaa !24, !alias.scope !53, !noalias !56
  store ptr null, ptr %76, align 8, !tbaa !24, !alias.scope !56, !noalias !53
  %78 = getelementptr inbounds i8, ptr %76, i64 8
  %79 = getelementptr inbounds i8, ptr %75, i64 8
  %80 = icmp eq ptr %78, %1
  br i1 %80, label %81, label %74, !llvm.loop !66

81:                                               ; preds = %74, %69, %29
  %82 = phi ptr [ %30, %29 ], [ %53, %69 ], [ %79, %74 ]
  %83 = getelementptr i8, ptr %82, i64 8
  %84 = icmp eq ptr %6, %1
  br i1 %84, label %132, label %85

85:                                               ; preds = %81
  %86 = add i64 %7, -8
  %87 = sub i64 %86, %4
  %88 = lshr i64 %87, 3
  %89 = add nuw nsw i64 %88, 1
  %90 = icmp ult i64 %87, 184
  br i1 %90, label %122, label %91

91:                                               ; preds = %85
  %92 = add i64 %7, -8
  %93 = sub i64 %92, %4
  %94 = and i64 %93, -8
  %95 = add i64 %94, 16
  %96 = getelementptr i8, ptr %82, i64 %95
  %97 = getelementptr i8, ptr %1, i64 %94
  %98 = icmp ult ptr %82, %97
  %99 = icmp ugt ptr %96, %1
  %100 = and i1 %98, %99
  br i1 %100, label %122, label %101

101:                                              ; preds = %91
  %102 = and i64 %89, 4611686018427387900
  %103 = shl i64 %102, 3
  %104 = getelementptr i8, ptr %83, i64 %103
  %105 = shl i64 %102, 3
  %106 = getelementptr i8, ptr %1, i64 %105
  br label %107

107:                                              ; preds = %107, %101
  %108 = phi i64 [ 0, %101 ], [ %118, %107 ]
  %109 = shl i64 %108, 3
  %110 = getelementptr i8, ptr %83, i64 %109
  %111 = shl i64 %108, 3
  %112 = getelementptr i8, ptr %1, i64 %111
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %113 = getelementptr i8, ptr %112, i64 16
  %114 = load <2 x i64>, ptr %112, align 8, !tbaa !24, !alias.scope !72, !noalias !67
  %115 = load <2 x i64>, ptr %113, align 8, !tbaa !24, !alias.scope !72, !noalias !67
  %116 = getelementptr i8, ptr %110, i64 16
  store <2 x i64> %114, ptr %110, align 8, !tbaa !24, !alias.scope !75, !noalias !72
  store <2 x i64> %115, ptr %116, align 8, !tbaa !24, !alias.scope !75, !noalias !72
  %117 = getelementptr i8, ptr %112, i64 16
  store <2 x ptr> zeroinitializer, ptr %112, align 8, !tbaa !24, !alias.scope !72, !noalias !67
  store <2 x ptr> zeroinitializer, ptr %117, align 8, !tbaa !24, !alias.scope !72, !noalias !67
  %118 = add nuw i64 %108, 4
  %119 = icmp eq i64 %118, %102
  br i1 %119, label %120, label %107, !llvm.loop !77

120:                                              ; preds = %107
  %121 = icmp eq i64 %89, %102
  br i1 %121, label %132, label %122

122:                                              ; preds = %120, %91, %85
  %123 = phi ptr [ %83, %91 ], [ %83, %85 ], [ %104, %120 ]
  %124 = phi ptr [ %1, %91 ], [ %1, %85 ], [ %106, %120 ]
  br label %125

125:                                              ; preds = %122, %125
  %126 = phi ptr [ %130, %125 ], [ %123, %122 ]
  %127 = phi ptr [ %129, %125 ], [ %124, %122 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !67)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !70)
  %128 = load i64, ptr %127, align 8, !tbaa !24, !alias.scope !70, !noalias !67
  store i64 %128, ptr %126, align 8, !tbaa !24, !alias.scope !67, !noalias !70
  store ptr null, ptr %127, align 8, !tbaa !24, !alias.scope !70, !noalias !67
  %129 = getelementptr inbounds i8, ptr %127, i64 8
  %130 = getelementptr inbounds i8, ptr %126, i64 8
  %131 = icmp eq ptr %129, %6
  br i1 %131, label %132, label %125, !llvm.loop !78

132:                                              ; preds = %125, %120, %81
  %133 = phi ptr [ %83, %81 ], [ %104, %120 ], [ %130, %125 ]
  %134 = getelementptr inbounds i8, ptr %0, i64 16
  %135 = icmp eq ptr %8, null
  br i1 %135, label %140, label %136

136:                                              ; preds = %132
  %137 = load ptr, ptr %134, align 8, !tbaa !33
  %138 = ptrtoint ptr %137 to i64
  %139 = sub i64 %138, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %139) #20
  br label %140

140:                                              ; preds = %132, %136
  store ptr %30, ptr %0, align 8, !tbaa !48
  store ptr %133, ptr %5, align 8, !tbaa !35
  %141 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %30, i64 %21
  store ptr %141, ptr %134, align 8, !tbaa !33
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !16
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !20
  %12 = load ptr, ptr %3, align 8, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  %15 = load ptr, ptr %3, align 8, !tbaa !21
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !17
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %9, -1
  store i32 %22, ptr %6, align 4, !tbaa !5
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !23

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #13

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
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }

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
!9 = !{!10}
!10 = distinct !{!10, !11, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!11 = distinct !{!11, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!12 = !{!13, !14, i64 0}
!13 = !{!"_ZTSSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0, !15, i64 8}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !14, i64 0}
!16 = !{!15, !14, i64 0}
!17 = !{!7, !7, i64 0}
!18 = !{!19, !6, i64 8}
!19 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!20 = !{!19, !6, i64 12}
!21 = !{!22, !22, i64 0}
!22 = !{!"vtable pointer", !8, i64 0}
!23 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!24 = !{!14, !14, i64 0}
!25 = !{!26}
!26 = distinct !{!26, !27, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!27 = distinct !{!27, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!30 = distinct !{!30, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!31 = !{!32, !6, i64 0}
!32 = !{!"_ZTS3Res", !6, i64 0}
!33 = !{!34, !14, i64 16}
!34 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !14, i64 0, !14, i64 8, !14, i64 16}
!35 = !{!34, !14, i64 8}
!36 = !{!37}
!37 = distinct !{!37, !27, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It1"}
!38 = !{!39}
!39 = distinct !{!39, !27, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It2"}
!40 = !{!41}
!41 = distinct !{!41, !27, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It3"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!44 = distinct !{!44, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!47 = distinct !{!47, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!48 = !{!34, !14, i64 0}
!49 = distinct !{!49, !50}
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!52, !14, i64 8}
!52 = !{!"_ZTSSt9type_info", !14, i64 8}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!55 = distinct !{!55, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!56 = !{!57}
!57 = distinct !{!57, !55, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!58 = !{!57, !59}
!59 = distinct !{!59, !60}
!60 = distinct !{!60, !"LVerDomain"}
!61 = !{!54, !62}
!62 = distinct !{!62, !60}
!63 = distinct !{!63, !50, !64, !65}
!64 = !{!"llvm.loop.isvectorized", i32 1}
!65 = !{!"llvm.loop.unroll.runtime.disable"}
!66 = distinct !{!66, !50, !64}
!67 = !{!68}
!68 = distinct !{!68, !69, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!69 = distinct !{!69, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!70 = !{!71}
!71 = distinct !{!71, !69, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!72 = !{!71, !73}
!73 = distinct !{!73, !74}
!74 = distinct !{!74, !"LVerDomain"}
!75 = !{!68, !76}
!76 = distinct !{!76, !74}
!77 = distinct !{!77, !50, !64, !65}
!78 = distinct !{!78, !50, !64}
