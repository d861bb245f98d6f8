; ModuleID = 'smart_pointers_throw.cpp'
source_filename = "smart_pointers_throw.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  store i32 1, ptr %4, align 4, !tbaa !6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !10)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #17, !noalias !10
  %10 = ptrtoint ptr %2 to i64
  store ptr null, ptr %3, align 8, !tbaa !13, !alias.scope !10
  %11 = getelementptr inbounds i8, ptr %3, i64 8
  call void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %11, ptr noundef nonnull align 8 dereferenceable(8) %3, i64 %10, ptr noundef nonnull align 4 dereferenceable(4) %4)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #17, !noalias !10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #17
  %12 = load ptr, ptr %3, align 8, !tbaa !13
  store ptr %12, ptr %5, align 8, !tbaa !13
  %13 = getelementptr inbounds i8, ptr %5, i64 8
  %14 = load ptr, ptr %11, align 8, !tbaa !17
  store ptr %14, ptr %13, align 8, !tbaa !17
  %15 = icmp eq ptr %14, null
  br i1 %15, label %25, label %16

16:                                               ; preds = %0
  %17 = getelementptr inbounds i8, ptr %14, i64 8
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %23, label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %17, align 4, !tbaa !6
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %17, align 4, !tbaa !6
  br label %25

23:                                               ; preds = %16
  %24 = atomicrmw volatile add ptr %17, i32 1 acq_rel, align 4
  br label %25

25:                                               ; preds = %0, %20, %23
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %5, i32 noundef 3)
          to label %26 unwind label %52

26:                                               ; preds = %25
  %27 = load ptr, ptr %13, align 8, !tbaa !17
  %28 = icmp eq ptr %27, null
  br i1 %28, label %74, label %29

29:                                               ; preds = %26
  %30 = getelementptr inbounds i8, ptr %27, i64 8
  %31 = load atomic i64, ptr %30 acquire, align 8
  %32 = icmp eq i64 %31, 4294967297
  %33 = trunc i64 %31 to i32
  br i1 %32, label %34, label %41

34:                                               ; preds = %29
  store <2 x i32> zeroinitializer, ptr %30, align 8, !tbaa !6
  %35 = load ptr, ptr %27, align 8, !tbaa !19
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  %37 = load ptr, ptr %36, align 8
  call void %37(ptr noundef nonnull align 8 dereferenceable(16) %27) #17
  %38 = load ptr, ptr %27, align 8, !tbaa !19
  %39 = getelementptr inbounds i8, ptr %38, i64 24
  %40 = load ptr, ptr %39, align 8
  call void %40(ptr noundef nonnull align 8 dereferenceable(16) %27) #17
  br label %74

41:                                               ; preds = %29
  %42 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %46, label %44

44:                                               ; preds = %41
  %45 = add nsw i32 %33, -1
  store i32 %45, ptr %30, align 4, !tbaa !6
  br label %48

46:                                               ; preds = %41
  %47 = atomicrmw volatile add ptr %30, i32 -1 acq_rel, align 4
  br label %48

48:                                               ; preds = %46, %44
  %49 = phi i32 [ %33, %44 ], [ %47, %46 ]
  %50 = icmp eq i32 %49, 1
  br i1 %50, label %51, label %74, !prof !21

51:                                               ; preds = %48
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %27) #17
  br label %74

52:                                               ; preds = %25
  %53 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt9exception
  %54 = extractvalue { ptr, i32 } %53, 1
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %5) #17
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #17
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %340

57:                                               ; preds = %52
  %58 = extractvalue { ptr, i32 } %53, 0
  %59 = call ptr @__cxa_begin_catch(ptr %58) #17
  %60 = load ptr, ptr %59, align 8, !tbaa !19
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load ptr, ptr %61, align 8
  %63 = call noundef ptr %62(ptr noundef nonnull align 8 dereferenceable(8) %59) #17
  %64 = load ptr, ptr %11, align 8, !tbaa !17
  %65 = icmp eq ptr %64, null
  br i1 %65, label %70, label %66

66:                                               ; preds = %57
  %67 = getelementptr inbounds i8, ptr %64, i64 8
  %68 = load atomic i32, ptr %67 monotonic, align 8
  %69 = sext i32 %68 to i64
  br label %70

70:                                               ; preds = %57, %66
  %71 = phi i64 [ %69, %66 ], [ 0, %57 ]
  %72 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %63, i64 noundef %71, i32 noundef %72)
  invoke void @__cxa_end_catch()
          to label %74 unwind label %85

74:                                               ; preds = %51, %48, %34, %26, %70
  %75 = load ptr, ptr @stdout, align 8, !tbaa !22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  %76 = getelementptr inbounds i8, ptr %6, i64 8
  %77 = getelementptr inbounds i8, ptr %6, i64 16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !23)
  %78 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %87 unwind label %175

79:                                               ; preds = %173
  invoke void @__cxa_throw(ptr nonnull %174, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %80 unwind label %83, !noalias !26

80:                                               ; preds = %79
  unreachable

81:                                               ; preds = %173
  %82 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @__cxa_free_exception(ptr %174) #17, !noalias !26
  br label %181

83:                                               ; preds = %79
  %84 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %181

85:                                               ; preds = %70
  %86 = landingpad { ptr, i32 }
          cleanup
  br label %340

87:                                               ; preds = %74
  store i32 10, ptr %78, align 4, !tbaa !29, !noalias !23
  %88 = load i32, ptr @_ZL4live, align 4, !tbaa !6, !noalias !23
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr @_ZL4live, align 4, !tbaa !6, !noalias !23
  store ptr %78, ptr %7, align 8, !tbaa !22, !alias.scope !23
  %90 = load ptr, ptr %76, align 8, !tbaa !22
  %91 = load ptr, ptr %77, align 8, !tbaa !31
  %92 = icmp eq ptr %90, %91
  br i1 %92, label %97, label %93

93:                                               ; preds = %87
  %94 = ptrtoint ptr %78 to i64
  store i64 %94, ptr %90, align 8, !tbaa !22
  %95 = load ptr, ptr %76, align 8, !tbaa !33
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  store ptr %96, ptr %76, align 8, !tbaa !33
  br label %107

97:                                               ; preds = %87
  %98 = ptrtoint ptr %90 to i64
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 %98, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %99 unwind label %177

99:                                               ; preds = %97
  %100 = load ptr, ptr %7, align 8, !tbaa !22
  %101 = icmp eq ptr %100, null
  br i1 %101, label %107, label %102

102:                                              ; preds = %99
  %103 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %104 = add nsw i32 %103, -1
  store i32 %104, ptr @_ZL4live, align 4, !tbaa !6
  %105 = load i32, ptr %100, align 4, !tbaa !29
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %105)
  call void @_ZdlPvm(ptr noundef nonnull %100, i64 noundef 4) #20
  br label %107

107:                                              ; preds = %93, %99, %102
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !34)
  %108 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %109 unwind label %175

109:                                              ; preds = %107
  store i32 11, ptr %108, align 4, !tbaa !29, !noalias !34
  %110 = load i32, ptr @_ZL4live, align 4, !tbaa !6, !noalias !34
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr @_ZL4live, align 4, !tbaa !6, !noalias !34
  store ptr %108, ptr %7, align 8, !tbaa !22, !alias.scope !34
  %112 = load ptr, ptr %76, align 8, !tbaa !22
  %113 = load ptr, ptr %77, align 8, !tbaa !31
  %114 = icmp eq ptr %112, %113
  br i1 %114, label %119, label %115

115:                                              ; preds = %109
  %116 = ptrtoint ptr %108 to i64
  store i64 %116, ptr %112, align 8, !tbaa !22
  %117 = load ptr, ptr %76, align 8, !tbaa !33
  %118 = getelementptr inbounds i8, ptr %117, i64 8
  store ptr %118, ptr %76, align 8, !tbaa !33
  br label %129

119:                                              ; preds = %109
  %120 = ptrtoint ptr %112 to i64
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 %120, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %121 unwind label %177

121:                                              ; preds = %119
  %122 = load ptr, ptr %7, align 8, !tbaa !22
  %123 = icmp eq ptr %122, null
  br i1 %123, label %129, label %124

124:                                              ; preds = %121
  %125 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %126 = add nsw i32 %125, -1
  store i32 %126, ptr @_ZL4live, align 4, !tbaa !6
  %127 = load i32, ptr %122, align 4, !tbaa !29
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %127)
  call void @_ZdlPvm(ptr noundef nonnull %122, i64 noundef 4) #20
  br label %129

129:                                              ; preds = %124, %121, %115
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !36)
  %130 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %131 unwind label %175

131:                                              ; preds = %129
  store i32 12, ptr %130, align 4, !tbaa !29, !noalias !36
  %132 = load i32, ptr @_ZL4live, align 4, !tbaa !6, !noalias !36
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr @_ZL4live, align 4, !tbaa !6, !noalias !36
  store ptr %130, ptr %7, align 8, !tbaa !22, !alias.scope !36
  %134 = load ptr, ptr %76, align 8, !tbaa !22
  %135 = load ptr, ptr %77, align 8, !tbaa !31
  %136 = icmp eq ptr %134, %135
  br i1 %136, label %141, label %137

137:                                              ; preds = %131
  %138 = ptrtoint ptr %130 to i64
  store i64 %138, ptr %134, align 8, !tbaa !22
  %139 = load ptr, ptr %76, align 8, !tbaa !33
  %140 = getelementptr inbounds i8, ptr %139, i64 8
  store ptr %140, ptr %76, align 8, !tbaa !33
  br label %151

141:                                              ; preds = %131
  %142 = ptrtoint ptr %134 to i64
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 %142, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %143 unwind label %177

143:                                              ; preds = %141
  %144 = load ptr, ptr %7, align 8, !tbaa !22
  %145 = icmp eq ptr %144, null
  br i1 %145, label %151, label %146

146:                                              ; preds = %143
  %147 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %148 = add nsw i32 %147, -1
  store i32 %148, ptr @_ZL4live, align 4, !tbaa !6
  %149 = load i32, ptr %144, align 4, !tbaa !29
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %149)
  call void @_ZdlPvm(ptr noundef nonnull %144, i64 noundef 4) #20
  br label %151

151:                                              ; preds = %146, %143, %137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #17
  call void @llvm.experimental.noalias.scope.decl(metadata !38)
  %152 = invoke noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18
          to label %153 unwind label %175

153:                                              ; preds = %151
  store i32 13, ptr %152, align 4, !tbaa !29, !noalias !38
  %154 = load i32, ptr @_ZL4live, align 4, !tbaa !6, !noalias !38
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr @_ZL4live, align 4, !tbaa !6, !noalias !38
  store ptr %152, ptr %7, align 8, !tbaa !22, !alias.scope !38
  %156 = load ptr, ptr %76, align 8, !tbaa !22
  %157 = load ptr, ptr %77, align 8, !tbaa !31
  %158 = icmp eq ptr %156, %157
  br i1 %158, label %163, label %159

159:                                              ; preds = %153
  %160 = ptrtoint ptr %152 to i64
  store i64 %160, ptr %156, align 8, !tbaa !22
  %161 = load ptr, ptr %76, align 8, !tbaa !33
  %162 = getelementptr inbounds i8, ptr %161, i64 8
  store ptr %162, ptr %76, align 8, !tbaa !33
  br label %173

163:                                              ; preds = %153
  %164 = ptrtoint ptr %156 to i64
  invoke void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 %164, ptr noundef nonnull align 8 dereferenceable(8) %7)
          to label %165 unwind label %177

165:                                              ; preds = %163
  %166 = load ptr, ptr %7, align 8, !tbaa !22
  %167 = icmp eq ptr %166, null
  br i1 %167, label %173, label %168

168:                                              ; preds = %165
  %169 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %170 = add nsw i32 %169, -1
  store i32 %170, ptr @_ZL4live, align 4, !tbaa !6
  %171 = load i32, ptr %166, align 4, !tbaa !29
  %172 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %171)
  call void @_ZdlPvm(ptr noundef nonnull %166, i64 noundef 4) #20
  br label %173

173:                                              ; preds = %168, %165, %159
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  %174 = call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !26
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %174, ptr noundef nonnull @.str.6)
          to label %79 unwind label %81, !noalias !26

175:                                              ; preds = %151, %129, %107, %74
  %176 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  br label %179

177:                                              ; preds = %163, %141, %119, %97
  %178 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %7) #17
  br label %179

179:                                              ; preds = %177, %175
  %180 = phi { ptr, i32 } [ %178, %177 ], [ %176, %175 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #17
  br label %181

181:                                              ; preds = %83, %81, %179
  %182 = phi { ptr, i32 } [ %180, %179 ], [ %84, %83 ], [ %82, %81 ]
  %183 = extractvalue { ptr, i32 } %182, 1
  call void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %6) #17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #17
  %184 = icmp eq ptr %75, null
  br i1 %184, label %187, label %185

185:                                              ; preds = %181
  %186 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %187

187:                                              ; preds = %181, %185
  %188 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #17
  %189 = icmp eq i32 %183, %188
  br i1 %189, label %190, label %340

190:                                              ; preds = %187
  %191 = extractvalue { ptr, i32 } %182, 0
  %192 = call ptr @__cxa_begin_catch(ptr %191) #17
  %193 = load ptr, ptr %192, align 8, !tbaa !19
  %194 = getelementptr inbounds i8, ptr %193, i64 16
  %195 = load ptr, ptr %194, align 8
  %196 = call noundef ptr %195(ptr noundef nonnull align 8 dereferenceable(16) %192) #17
  %197 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %196, i32 noundef %197)
  invoke void @__cxa_end_catch()
          to label %199 unwind label %229

199:                                              ; preds = %190
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #17
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #17
  store i32 -2, ptr %9, align 4, !tbaa !6
  call void @llvm.experimental.noalias.scope.decl(metadata !40)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #17, !noalias !40
  %200 = ptrtoint ptr %1 to i64
  store ptr null, ptr %8, align 8, !tbaa !13, !alias.scope !40
  %201 = getelementptr inbounds i8, ptr %8, i64 8
  invoke void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %201, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 %200, ptr noundef nonnull align 4 dereferenceable(4) %9)
          to label %202 unwind label %231

202:                                              ; preds = %199
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #17, !noalias !40
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #17
  %203 = load ptr, ptr %201, align 8, !tbaa !17
  %204 = icmp eq ptr %203, null
  br i1 %204, label %228, label %205

205:                                              ; preds = %202
  %206 = getelementptr inbounds i8, ptr %203, i64 8
  %207 = load atomic i64, ptr %206 acquire, align 8
  %208 = icmp eq i64 %207, 4294967297
  %209 = trunc i64 %207 to i32
  br i1 %208, label %210, label %217

210:                                              ; preds = %205
  store <2 x i32> zeroinitializer, ptr %206, align 8, !tbaa !6
  %211 = load ptr, ptr %203, align 8, !tbaa !19
  %212 = getelementptr inbounds i8, ptr %211, i64 16
  %213 = load ptr, ptr %212, align 8
  call void %213(ptr noundef nonnull align 8 dereferenceable(16) %203) #17
  %214 = load ptr, ptr %203, align 8, !tbaa !19
  %215 = getelementptr inbounds i8, ptr %214, i64 24
  %216 = load ptr, ptr %215, align 8
  call void %216(ptr noundef nonnull align 8 dereferenceable(16) %203) #17
  br label %228

217:                                              ; preds = %205
  %218 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %219 = icmp eq i8 %218, 0
  br i1 %219, label %222, label %220

220:                                              ; preds = %217
  %221 = add nsw i32 %209, -1
  store i32 %221, ptr %206, align 4, !tbaa !6
  br label %224

222:                                              ; preds = %217
  %223 = atomicrmw volatile add ptr %206, i32 -1 acq_rel, align 4
  br label %224

224:                                              ; preds = %222, %220
  %225 = phi i32 [ %209, %220 ], [ %223, %222 ]
  %226 = icmp eq i32 %225, 1
  br i1 %226, label %227, label %228, !prof !21

227:                                              ; preds = %224
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %203) #17
  br label %228

228:                                              ; preds = %202, %210, %224, %227
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #17
  br label %245

229:                                              ; preds = %190
  %230 = landingpad { ptr, i32 }
          cleanup
  br label %340

231:                                              ; preds = %199
  %232 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt11logic_error
  %233 = extractvalue { ptr, i32 } %232, 1
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #17
  %234 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt11logic_error) #17
  %235 = icmp eq i32 %233, %234
  br i1 %235, label %236, label %340

236:                                              ; preds = %231
  %237 = extractvalue { ptr, i32 } %232, 0
  %238 = call ptr @__cxa_begin_catch(ptr %237) #17
  %239 = load ptr, ptr %238, align 8, !tbaa !19
  %240 = getelementptr inbounds i8, ptr %239, i64 16
  %241 = load ptr, ptr %240, align 8
  %242 = call noundef ptr %241(ptr noundef nonnull align 8 dereferenceable(16) %238) #17
  %243 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %244 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %242, i32 noundef %243)
  invoke void @__cxa_end_catch()
          to label %245 unwind label %338

245:                                              ; preds = %236, %228
  %246 = load ptr, ptr %11, align 8, !tbaa !17
  %247 = icmp eq ptr %246, null
  br i1 %247, label %283, label %248

248:                                              ; preds = %245
  %249 = getelementptr inbounds i8, ptr %246, i64 12
  %250 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %255, label %252

252:                                              ; preds = %248
  %253 = load i32, ptr %249, align 4, !tbaa !6
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %249, align 4, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br label %259

255:                                              ; preds = %248
  %256 = atomicrmw volatile add ptr %249, i32 1 acq_rel, align 4
  %257 = load ptr, ptr %11, align 8, !tbaa !17
  %258 = icmp eq ptr %257, null
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  br i1 %258, label %287, label %259

259:                                              ; preds = %252, %255
  %260 = phi ptr [ %246, %252 ], [ %257, %255 ]
  %261 = getelementptr inbounds i8, ptr %260, i64 8
  %262 = load atomic i64, ptr %261 acquire, align 8
  %263 = icmp eq i64 %262, 4294967297
  %264 = trunc i64 %262 to i32
  br i1 %263, label %265, label %272

265:                                              ; preds = %259
  store <2 x i32> zeroinitializer, ptr %261, align 8, !tbaa !6
  %266 = load ptr, ptr %260, align 8, !tbaa !19
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  %268 = load ptr, ptr %267, align 8
  call void %268(ptr noundef nonnull align 8 dereferenceable(16) %260) #17
  %269 = load ptr, ptr %260, align 8, !tbaa !19
  %270 = getelementptr inbounds i8, ptr %269, i64 24
  %271 = load ptr, ptr %270, align 8
  call void %271(ptr noundef nonnull align 8 dereferenceable(16) %260) #17
  br label %287

272:                                              ; preds = %259
  %273 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %277, label %275

275:                                              ; preds = %272
  %276 = add nsw i32 %264, -1
  store i32 %276, ptr %261, align 4, !tbaa !6
  br label %279

277:                                              ; preds = %272
  %278 = atomicrmw volatile add ptr %261, i32 -1 acq_rel, align 4
  br label %279

279:                                              ; preds = %277, %275
  %280 = phi i32 [ %264, %275 ], [ %278, %277 ]
  %281 = icmp eq i32 %280, 1
  br i1 %281, label %282, label %287, !prof !21

282:                                              ; preds = %279
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %260) #17
  br label %287

283:                                              ; preds = %245
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  %284 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %285 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1, i32 noundef %284)
  %286 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  br label %310

287:                                              ; preds = %255, %265, %279, %282
  %288 = getelementptr inbounds i8, ptr %246, i64 8
  %289 = load atomic i32, ptr %288 monotonic, align 8
  %290 = icmp eq i32 %289, 0
  %291 = zext i1 %290 to i32
  %292 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %293 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %291, i32 noundef %292)
  %294 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %295 = getelementptr inbounds i8, ptr %246, i64 12
  %296 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %297 = icmp eq i8 %296, 0
  br i1 %297, label %301, label %298

298:                                              ; preds = %287
  %299 = load i32, ptr %295, align 4, !tbaa !6
  %300 = add nsw i32 %299, -1
  store i32 %300, ptr %295, align 4, !tbaa !6
  br label %303

301:                                              ; preds = %287
  %302 = atomicrmw volatile add ptr %295, i32 -1 acq_rel, align 4
  br label %303

303:                                              ; preds = %301, %298
  %304 = phi i32 [ %299, %298 ], [ %302, %301 ]
  %305 = icmp eq i32 %304, 1
  br i1 %305, label %306, label %310

306:                                              ; preds = %303
  %307 = load ptr, ptr %246, align 8, !tbaa !19
  %308 = getelementptr inbounds i8, ptr %307, i64 24
  %309 = load ptr, ptr %308, align 8
  call void %309(ptr noundef nonnull align 8 dereferenceable(16) %246) #17
  br label %310

310:                                              ; preds = %283, %303, %306
  %311 = phi i32 [ %286, %283 ], [ %294, %303 ], [ %294, %306 ]
  %312 = load ptr, ptr %11, align 8, !tbaa !17
  %313 = icmp eq ptr %312, null
  br i1 %313, label %337, label %314

314:                                              ; preds = %310
  %315 = getelementptr inbounds i8, ptr %312, i64 8
  %316 = load atomic i64, ptr %315 acquire, align 8
  %317 = icmp eq i64 %316, 4294967297
  %318 = trunc i64 %316 to i32
  br i1 %317, label %319, label %326

319:                                              ; preds = %314
  store <2 x i32> zeroinitializer, ptr %315, align 8, !tbaa !6
  %320 = load ptr, ptr %312, align 8, !tbaa !19
  %321 = getelementptr inbounds i8, ptr %320, i64 16
  %322 = load ptr, ptr %321, align 8
  call void %322(ptr noundef nonnull align 8 dereferenceable(16) %312) #17
  %323 = load ptr, ptr %312, align 8, !tbaa !19
  %324 = getelementptr inbounds i8, ptr %323, i64 24
  %325 = load ptr, ptr %324, align 8
  call void %325(ptr noundef nonnull align 8 dereferenceable(16) %312) #17
  br label %337

326:                                              ; preds = %314
  %327 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %328 = icmp eq i8 %327, 0
  br i1 %328, label %331, label %329

329:                                              ; preds = %326
  %330 = add nsw i32 %318, -1
  store i32 %330, ptr %315, align 4, !tbaa !6
  br label %333

331:                                              ; preds = %326
  %332 = atomicrmw volatile add ptr %315, i32 -1 acq_rel, align 4
  br label %333

333:                                              ; preds = %331, %329
  %334 = phi i32 [ %318, %329 ], [ %332, %331 ]
  %335 = icmp eq i32 %334, 1
  br i1 %335, label %336, label %337, !prof !21

336:                                              ; preds = %333
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %312) #17
  br label %337

337:                                              ; preds = %310, %319, %333, %336
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  ret i32 %311

338:                                              ; preds = %236
  %339 = landingpad { ptr, i32 }
          cleanup
  br label %340

340:                                              ; preds = %338, %231, %229, %187, %85, %52
  %341 = phi { ptr, i32 } [ %339, %338 ], [ %232, %231 ], [ %230, %229 ], [ %182, %187 ], [ %86, %85 ], [ %53, %52 ]
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #17
  resume { ptr, i32 } %341
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
  tail call void @llvm.experimental.noalias.scope.decl(metadata !43)
  %6 = tail call noalias noundef nonnull dereferenceable(4) ptr @_Znwm(i64 noundef 4) #18, !noalias !43
  store i32 %5, ptr %6, align 4, !tbaa !29, !noalias !43
  %7 = icmp slt i32 %1, -100
  br i1 %7, label %8, label %20

8:                                                ; preds = %2
  %9 = tail call ptr @__cxa_allocate_exception(i64 16) #17, !noalias !43
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %9, ptr noundef nonnull @.str.6)
          to label %10 unwind label %12, !noalias !43

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %11 unwind label %14, !noalias !43

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %9) #17, !noalias !43
  br label %18

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  br label %18

16:                                               ; preds = %94, %18
  %17 = phi { ptr, i32 } [ %19, %18 ], [ %95, %94 ]
  resume { ptr, i32 } %17

18:                                               ; preds = %14, %12
  %19 = phi { ptr, i32 } [ %15, %14 ], [ %13, %12 ]
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 4) #20, !noalias !43
  br label %16

20:                                               ; preds = %2
  %21 = load i32, ptr @_ZL4live, align 4, !tbaa !6, !noalias !43
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @_ZL4live, align 4, !tbaa !6, !noalias !43
  store ptr %6, ptr %3, align 8, !tbaa !22, !alias.scope !43
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !17
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
          to label %96 unwind label %37

37:                                               ; preds = %36
  %38 = landingpad { ptr, i32 }
          cleanup
  br label %94

39:                                               ; preds = %34
  %40 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %35) #17
  br label %94

41:                                               ; preds = %30
  %42 = load ptr, ptr %0, align 8, !tbaa !13
  store ptr %42, ptr %4, align 8, !tbaa !13
  %43 = getelementptr inbounds i8, ptr %4, i64 8
  %44 = load ptr, ptr %23, align 8, !tbaa !17
  store ptr %44, ptr %43, align 8, !tbaa !17
  %45 = icmp eq ptr %44, null
  br i1 %45, label %55, label %46

46:                                               ; preds = %41
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %53, label %50

50:                                               ; preds = %46
  %51 = load i32, ptr %47, align 4, !tbaa !6
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %47, align 4, !tbaa !6
  br label %55

53:                                               ; preds = %46
  %54 = atomicrmw volatile add ptr %47, i32 1 acq_rel, align 4
  br label %55

55:                                               ; preds = %41, %50, %53
  %56 = add nsw i32 %1, -1
  invoke fastcc void @_ZL3useSt10shared_ptrI3ResEi(ptr noundef nonnull %4, i32 noundef %56)
          to label %57 unwind label %92

57:                                               ; preds = %55
  %58 = load ptr, ptr %43, align 8, !tbaa !17
  %59 = icmp eq ptr %58, null
  br i1 %59, label %83, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i8, ptr %58, i64 8
  %62 = load atomic i64, ptr %61 acquire, align 8
  %63 = icmp eq i64 %62, 4294967297
  %64 = trunc i64 %62 to i32
  br i1 %63, label %65, label %72

65:                                               ; preds = %60
  store <2 x i32> zeroinitializer, ptr %61, align 8, !tbaa !6
  %66 = load ptr, ptr %58, align 8, !tbaa !19
  %67 = getelementptr inbounds i8, ptr %66, i64 16
  %68 = load ptr, ptr %67, align 8
  tail call void %68(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  %69 = load ptr, ptr %58, align 8, !tbaa !19
  %70 = getelementptr inbounds i8, ptr %69, i64 24
  %71 = load ptr, ptr %70, align 8
  tail call void %71(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  br label %83

72:                                               ; preds = %60
  %73 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %77, label %75

75:                                               ; preds = %72
  %76 = add nsw i32 %64, -1
  store i32 %76, ptr %61, align 4, !tbaa !6
  br label %79

77:                                               ; preds = %72
  %78 = atomicrmw volatile add ptr %61, i32 -1 acq_rel, align 4
  br label %79

79:                                               ; preds = %77, %75
  %80 = phi i32 [ %64, %75 ], [ %78, %77 ]
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %83, !prof !21

82:                                               ; preds = %79
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %58) #17
  br label %83

83:                                               ; preds = %57, %65, %79, %82
  %84 = load ptr, ptr %3, align 8, !tbaa !22
  %85 = icmp eq ptr %84, null
  br i1 %85, label %91, label %86

86:                                               ; preds = %83
  %87 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %88 = add nsw i32 %87, -1
  store i32 %88, ptr @_ZL4live, align 4, !tbaa !6
  %89 = load i32, ptr %84, align 4, !tbaa !29
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %89)
  tail call void @_ZdlPvm(ptr noundef nonnull %84, i64 noundef 4) #20
  br label %91

91:                                               ; preds = %83, %86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  ret void

92:                                               ; preds = %55
  %93 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %4) #17
  br label %94

94:                                               ; preds = %92, %39, %37
  %95 = phi { ptr, i32 } [ %38, %37 ], [ %40, %39 ], [ %93, %92 ]
  call void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  br label %16

96:                                               ; preds = %36
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
define linkonce_odr dso_local void @_ZNSt10unique_ptrI3ResSt14default_deleteIS0_EED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !22
  %3 = icmp eq ptr %2, null
  br i1 %3, label %9, label %4

4:                                                ; preds = %1
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !6
  %7 = load i32, ptr %2, align 4, !tbaa !29
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7)
  tail call void @_ZdlPvm(ptr noundef nonnull %2, i64 noundef 4) #20
  br label %9

9:                                                ; preds = %4, %1
  store ptr null, ptr %0, align 8, !tbaa !22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EED2Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !46
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !33
  %5 = icmp eq ptr %2, %4
  br i1 %5, label %20, label %6

6:                                                ; preds = %1, %15
  %7 = phi ptr [ %16, %15 ], [ %2, %1 ]
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  %9 = icmp eq ptr %8, null
  br i1 %9, label %15, label %10

10:                                               ; preds = %6
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !6
  %13 = load i32, ptr %8, align 4, !tbaa !29
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %13)
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef 4) #20
  br label %15

15:                                               ; preds = %10, %6
  store ptr null, ptr %7, align 8, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %7, i64 8
  %17 = icmp eq ptr %16, %4
  br i1 %17, label %18, label %6, !llvm.loop !47

18:                                               ; preds = %15
  %19 = load ptr, ptr %0, align 8, !tbaa !46
  br label %20

20:                                               ; preds = %18, %1
  %21 = phi ptr [ %19, %18 ], [ %2, %1 ]
  %22 = icmp eq ptr %21, null
  br i1 %22, label %29, label %23

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %0, i64 16
  %25 = load ptr, ptr %24, align 8, !tbaa !31
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
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #8 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !19
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #17
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %11, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %5, align 4, !tbaa !6
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr %5, align 4, !tbaa !6
  br label %13

11:                                               ; preds = %1
  %12 = atomicrmw volatile add ptr %5, i32 -1 acq_rel, align 4
  br label %13

13:                                               ; preds = %11, %8
  %14 = phi i32 [ %9, %8 ], [ %12, %11 ]
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %20

16:                                               ; preds = %13
  %17 = load ptr, ptr %0, align 8, !tbaa !19
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
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2I3ResSaIvEJiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 %2, ptr noundef nonnull align 4 dereferenceable(4) %3) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = tail call noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #18
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %6, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %5, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %5, i64 16
  %8 = load i32, ptr %3, align 4, !tbaa !6
  store i32 %8, ptr %7, align 4, !tbaa !29
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = tail call ptr @__cxa_allocate_exception(i64 16) #17
  invoke void @_ZNSt16invalid_argumentC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %11, ptr noundef nonnull @.str.6)
          to label %12 unwind label %14

12:                                               ; preds = %10
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #19
          to label %13 unwind label %19

13:                                               ; preds = %12
  unreachable

14:                                               ; preds = %10
  %15 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_free_exception(ptr %11) #17
  br label %21

16:                                               ; preds = %4
  %17 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @_ZL4live, align 4, !tbaa !6
  store ptr %5, ptr %0, align 8, !tbaa !17
  store ptr %7, ptr %1, align 8, !tbaa !22
  ret void

19:                                               ; preds = %12
  %20 = landingpad { ptr, i32 }
          cleanup
  br label %21

21:                                               ; preds = %14, %19
  %22 = phi { ptr, i32 } [ %20, %19 ], [ %15, %14 ]
  tail call void @_ZdlPvm(ptr noundef nonnull %5, i64 noundef 24) #20
  resume { ptr, i32 } %22
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %4 = add nsw i32 %3, -1
  store i32 %4, ptr @_ZL4live, align 4, !tbaa !6
  %5 = load i32, ptr %2, align 8, !tbaa !29
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %5)
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(24) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #20
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceI3ResSaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #5 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !49
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !18
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
define linkonce_odr dso_local void @_ZNSt6vectorISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_M_realloc_insertIJS4_EEEvN9__gnu_cxx17__normal_iteratorIPS4_S6_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(8) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !33
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !22
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
  %22 = sub i64 %1, %11
  %23 = ashr exact i64 %22, 3
  %24 = icmp eq i64 %21, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %15
  %26 = shl nuw nsw i64 %21, 3
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #18
  br label %28

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ]
  %30 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %29, i64 %23
  %31 = load i64, ptr %2, align 8, !tbaa !22
  store i64 %31, ptr %30, align 8, !tbaa !22
  store ptr null, ptr %2, align 8, !tbaa !22
  %32 = icmp eq ptr %8, %4
  br i1 %32, label %80, label %33

33:                                               ; preds = %28
  %34 = add i64 %1, -8
  %35 = sub i64 %34, %9
  %36 = lshr i64 %35, 3
  %37 = add nuw nsw i64 %36, 1
  %38 = icmp ult i64 %35, 88
  br i1 %38, label %70, label %39

39:                                               ; preds = %33
  %40 = add i64 %1, -8
  %41 = sub i64 %40, %9
  %42 = and i64 %41, -8
  %43 = add i64 %42, 8
  %44 = getelementptr i8, ptr %29, i64 %43
  %45 = getelementptr i8, ptr %8, i64 %43
  %46 = icmp ult ptr %29, %45
  %47 = icmp ult ptr %8, %44
  %48 = and i1 %46, %47
  br i1 %48, label %70, label %49

49:                                               ; preds = %39
  %50 = and i64 %37, 4611686018427387900
  %51 = shl i64 %50, 3
  %52 = getelementptr i8, ptr %29, i64 %51
  %53 = shl i64 %50, 3
  %54 = getelementptr i8, ptr %8, i64 %53
  br label %55

55:                                               ; preds = %55, %49
  %56 = phi i64 [ 0, %49 ], [ %66, %55 ]
  %57 = shl i64 %56, 3
  %58 = getelementptr i8, ptr %29, i64 %57
  %59 = shl i64 %56, 3
  %60 = getelementptr i8, ptr %8, i64 %59
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %61 = getelementptr i8, ptr %60, i64 16
  %62 = load <2 x i64>, ptr %60, align 8, !tbaa !22, !alias.scope !56, !noalias !51
  %63 = load <2 x i64>, ptr %61, align 8, !tbaa !22, !alias.scope !56, !noalias !51
  %64 = getelementptr i8, ptr %58, i64 16
  store <2 x i64> %62, ptr %58, align 8, !tbaa !22, !alias.scope !59, !noalias !56
  store <2 x i64> %63, ptr %64, align 8, !tbaa !22, !alias.scope !59, !noalias !56
  %65 = getelementptr i8, ptr %60, i64 16
  store <2 x ptr> zeroinitializer, ptr %60, align 8, !tbaa !22, !alias.scope !56, !noalias !51
  store <2 x ptr> zeroinitializer, ptr %65, align 8, !tbaa !22, !alias.scope !56, !noalias !51
  %66 = add nuw i64 %56, 4
  %67 = icmp eq i64 %66, %50
  br i1 %67, label %68, label %55, !llvm.loop !61

68:                                               ; preds = %55
  %69 = icmp eq i64 %37, %50
  br i1 %69, label %80, label %70

70:                                               ; preds = %68, %39, %33
  %71 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %52, %68 ]
  %72 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %54, %68 ]
  br label %73

73:                                               ; preds = %70, %73
  %74 = phi ptr [ %78, %73 ], [ %71, %70 ]
  %75 = phi ptr [ %77, %73 ], [ %72, %70 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !51)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54)
  %76 = load i64, ptr %75, align 8, !tbaa !22, !alias.scope !54, !noalias !51
  store i64 %76, ptr %74, align 8, !tbaa !22, !alias.scope !51, !noalias !54
  store ptr null, ptr %75, align 8, !tbaa !22, !alias.scope !54, !noalias !51
  %77 = getelementptr inbounds i8, ptr %75, i64 8
  %78 = getelementptr inbounds i8, ptr %74, i64 8
  %79 = icmp eq ptr %77, %4
  br i1 %79, label %80, label %73, !llvm.loop !64

80:                                               ; preds = %73, %68, %28
  %81 = phi ptr [ %29, %28 ], [ %52, %68 ], [ %78, %73 ]
  %82 = getelementptr i8, ptr %81, i64 8
  %83 = icmp eq ptr %6, %4
  br i1 %83, label %131, label %84

84:                                               ; preds = %80
  %85 = add i64 %7, -8
  %86 = sub i64 %85, %1
  %87 = lshr i64 %86, 3
  %88 = add nuw nsw i64 %87, 1
  %89 = icmp ult i64 %86, 104
  br i1 %89, label %121, label %90

90:                                               ; preds = %84
  %91 = add i64 %7, -8
  %92 = sub i64 %91, %1
  %93 = and i64 %92, -8
  %94 = add i64 %93, 16
  %95 = getelementptr i8, ptr %81, i64 %94
  %96 = getelementptr i8, ptr %4, i64 %93
  %97 = icmp ult ptr %81, %96
  %98 = icmp ugt ptr %95, %4
  %99 = and i1 %97, %98
  br i1 %99, label %121, label %100

100:                                              ; preds = %90
  %101 = and i64 %88, 4611686018427387900
  %102 = shl i64 %101, 3
  %103 = getelementptr i8, ptr %82, i64 %102
  %104 = shl i64 %101, 3
  %105 = getelementptr i8, ptr %4, i64 %104
  br label %106

106:                                              ; preds = %106, %100
  %107 = phi i64 [ 0, %100 ], [ %117, %106 ]
  %108 = shl i64 %107, 3
  %109 = getelementptr i8, ptr %82, i64 %108
  %110 = shl i64 %107, 3
  %111 = getelementptr i8, ptr %4, i64 %110
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  %112 = getelementptr i8, ptr %111, i64 16
  %113 = load <2 x i64>, ptr %111, align 8, !tbaa !22, !alias.scope !70, !noalias !65
  %114 = load <2 x i64>, ptr %112, align 8, !tbaa !22, !alias.scope !70, !noalias !65
  %115 = getelementptr i8, ptr %109, i64 16
  store <2 x i64> %113, ptr %109, align 8, !tbaa !22, !alias.scope !73, !noalias !70
  store <2 x i64> %114, ptr %115, align 8, !tbaa !22, !alias.scope !73, !noalias !70
  %116 = getelementptr i8, ptr %111, i64 16
  store <2 x ptr> zeroinitializer, ptr %111, align 8, !tbaa !22, !alias.scope !70, !noalias !65
  store <2 x ptr> zeroinitializer, ptr %116, align 8, !tbaa !22, !alias.scope !70, !noalias !65
  %117 = add nuw i64 %107, 4
  %118 = icmp eq i64 %117, %101
  br i1 %118, label %119, label %106, !llvm.loop !75

119:                                              ; preds = %106
  %120 = icmp eq i64 %88, %101
  br i1 %120, label %131, label %121

121:                                              ; preds = %119, %90, %84
  %122 = phi ptr [ %82, %90 ], [ %82, %84 ], [ %103, %119 ]
  %123 = phi ptr [ %4, %90 ], [ %4, %84 ], [ %105, %119 ]
  br label %124

124:                                              ; preds = %121, %124
  %125 = phi ptr [ %129, %124 ], [ %122, %121 ]
  %126 = phi ptr [ %128, %124 ], [ %123, %121 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !65)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68)
  %127 = load i64, ptr %126, align 8, !tbaa !22, !alias.scope !68, !noalias !65
  store i64 %127, ptr %125, align 8, !tbaa !22, !alias.scope !65, !noalias !68
  store ptr null, ptr %126, align 8, !tbaa !22, !alias.scope !68, !noalias !65
  %128 = getelementptr inbounds i8, ptr %126, i64 8
  %129 = getelementptr inbounds i8, ptr %125, i64 8
  %130 = icmp eq ptr %128, %6
  br i1 %130, label %131, label %124, !llvm.loop !76

131:                                              ; preds = %124, %119, %80
  %132 = phi ptr [ %82, %80 ], [ %103, %119 ], [ %129, %124 ]
  %133 = getelementptr inbounds i8, ptr %0, i64 16
  %134 = icmp eq ptr %8, null
  br i1 %134, label %139, label %135

135:                                              ; preds = %131
  %136 = load ptr, ptr %133, align 8, !tbaa !31
  %137 = ptrtoint ptr %136 to i64
  %138 = sub i64 %137, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %138) #20
  br label %139

139:                                              ; preds = %131, %135
  store ptr %29, ptr %0, align 8, !tbaa !46
  store ptr %132, ptr %5, align 8, !tbaa !33
  %140 = getelementptr inbounds %"class.std::unique_ptr.2", ptr %29, i64 %21
  store ptr %140, ptr %133, align 8, !tbaa !31
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !17
  %4 = icmp eq ptr %3, null
  br i1 %4, label %28, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %17

10:                                               ; preds = %5
  store <2 x i32> zeroinitializer, ptr %6, align 8, !tbaa !6
  %11 = load ptr, ptr %3, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  %14 = load ptr, ptr %3, align 8, !tbaa !19
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8
  tail call void %16(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %28

17:                                               ; preds = %5
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !18
  %19 = icmp eq i8 %18, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = add nsw i32 %9, -1
  store i32 %21, ptr %6, align 4, !tbaa !6
  br label %24

22:                                               ; preds = %17
  %23 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %24

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %9, %20 ], [ %23, %22 ]
  %26 = icmp eq i32 %25, 1
  br i1 %26, label %27, label %28, !prof !21

27:                                               ; preds = %24
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #17
  br label %28

28:                                               ; preds = %1, %10, %24, %27
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

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #13 = { nofree nounwind }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { nounwind }
attributes #18 = { builtin allocsize(0) }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }

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
!10 = !{!11}
!11 = distinct !{!11, !12, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!12 = distinct !{!12, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!13 = !{!14, !15, i64 0}
!14 = !{!"_ZTSSt12__shared_ptrI3ResLN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0, !16, i64 8}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !15, i64 0}
!17 = !{!16, !15, i64 0}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !9, i64 0}
!21 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!22 = !{!15, !15, i64 0}
!23 = !{!24}
!24 = distinct !{!24, !25, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!25 = distinct !{!25, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!26 = !{!27}
!27 = distinct !{!27, !28, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!28 = distinct !{!28, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!29 = !{!30, !7, i64 0}
!30 = !{!"_ZTS3Res", !7, i64 0}
!31 = !{!32, !15, i64 16}
!32 = !{!"_ZTSNSt12_Vector_baseISt10unique_ptrI3ResSt14default_deleteIS1_EESaIS4_EE17_Vector_impl_dataE", !15, i64 0, !15, i64 8, !15, i64 16}
!33 = !{!32, !15, i64 8}
!34 = !{!35}
!35 = distinct !{!35, !25, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It1"}
!36 = !{!37}
!37 = distinct !{!37, !25, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It2"}
!38 = !{!39}
!39 = distinct !{!39, !25, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0:It3"}
!40 = !{!41}
!41 = distinct !{!41, !42, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_: argument 0"}
!42 = distinct !{!42, !"_ZSt11make_sharedI3ResJiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueES3_E4typeEEDpOT0_"}
!43 = !{!44}
!44 = distinct !{!44, !45, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_: argument 0"}
!45 = distinct !{!45, !"_ZSt11make_uniqueI3ResJiEENSt8__detail9_MakeUniqIT_E15__single_objectEDpOT0_"}
!46 = !{!32, !15, i64 0}
!47 = distinct !{!47, !48}
!48 = !{!"llvm.loop.mustprogress"}
!49 = !{!50, !15, i64 8}
!50 = !{!"_ZTSSt9type_info", !15, i64 8}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!53 = distinct !{!53, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!54 = !{!55}
!55 = distinct !{!55, !53, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!56 = !{!55, !57}
!57 = distinct !{!57, !58}
!58 = distinct !{!58, !"LVerDomain"}
!59 = !{!52, !60}
!60 = distinct !{!60, !58}
!61 = distinct !{!61, !48, !62, !63}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !{!"llvm.loop.unroll.runtime.disable"}
!64 = distinct !{!64, !48, !62}
!65 = !{!66}
!66 = distinct !{!66, !67, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 0"}
!67 = distinct !{!67, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_"}
!68 = !{!69}
!69 = distinct !{!69, !67, !"_ZSt19__relocate_object_aISt10unique_ptrI3ResSt14default_deleteIS1_EES4_SaIS4_EEvPT_PT0_RT1_: argument 1"}
!70 = !{!69, !71}
!71 = distinct !{!71, !72}
!72 = distinct !{!72, !"LVerDomain"}
!73 = !{!66, !74}
!74 = distinct !{!74, !72}
!75 = distinct !{!75, !48, !62, !63}
!76 = distinct !{!76, !48, !62}
