; ModuleID = 'thread_exceptions.cpp'
source_filename = "thread_exceptions.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%"class.std::unique_ptr" = type { %"struct.std::__uniq_ptr_data" }
%"struct.std::__uniq_ptr_data" = type { %"class.std::__uniq_ptr_impl" }
%"class.std::__uniq_ptr_impl" = type { %"class.std::tuple" }
%"class.std::tuple" = type { %"struct.std::_Tuple_impl" }
%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.10" }
%"struct.std::_Head_base.10" = type { ptr }
%"class.std::vector" = type { %"struct.std::_Vector_base" }
%"struct.std::_Vector_base" = type { %"struct.std::_Vector_base<std::thread, std::allocator<std::thread>>::_Vector_impl" }
%"struct.std::_Vector_base<std::thread, std::allocator<std::thread>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::thread, std::allocator<std::thread>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::thread, std::allocator<std::thread>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::vector.0" = type { %"struct.std::_Vector_base.1" }
%"struct.std::_Vector_base.1" = type { %"struct.std::_Vector_base<std::future<int>, std::allocator<std::future<int>>>::_Vector_impl" }
%"struct.std::_Vector_base<std::future<int>, std::allocator<std::future<int>>>::_Vector_impl" = type { %"struct.std::_Vector_base<std::future<int>, std::allocator<std::future<int>>>::_Vector_impl_data" }
%"struct.std::_Vector_base<std::future<int>, std::allocator<std::future<int>>>::_Vector_impl_data" = type { ptr, ptr, ptr }
%"class.std::future" = type { %"class.std::__basic_future" }
%"class.std::__basic_future" = type { %"class.std::shared_ptr" }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }
%"class.std::__exception_ptr::exception_ptr" = type { ptr }
%"class.std::thread" = type { %"class.std::thread::id" }
%"class.std::thread::id" = type { i64 }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon.8 }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon.8 = type { i64, [8 x i8] }
%"class.std::allocator.5" = type { i8 }
%"class.std::allocator.24" = type { i8 }
%"class.std::error_condition" = type { i32, ptr }
%"class.std::shared_ptr.21" = type { %"class.std::__shared_ptr.22" }
%"class.std::__shared_ptr.22" = type { ptr, %"class.std::__shared_count" }
%"struct.std::__basic_future<int>::_Reset" = type { ptr }
%"class.std::function" = type { %"class.std::_Function_base", ptr }
%"class.std::_Function_base" = type { %"union.std::_Any_data", ptr }
%"union.std::_Any_data" = type { %"union.std::_Nocopy_types" }
%"union.std::_Nocopy_types" = type { { i64, i64 } }
%"class.std::unique_ptr.28" = type { %"struct.std::__uniq_ptr_data.29" }
%"struct.std::__uniq_ptr_data.29" = type { %"class.std::__uniq_ptr_impl.30" }
%"class.std::__uniq_ptr_impl.30" = type { %"class.std::tuple.31" }
%"class.std::tuple.31" = type { %"struct.std::_Tuple_impl.32" }
%"struct.std::_Tuple_impl.32" = type { %"struct.std::_Head_base.35" }
%"struct.std::_Head_base.35" = type { ptr }
%class.anon.60 = type { ptr, ptr }
%class.anon.50 = type { ptr, ptr, ptr, ptr }
%"class.std::future_error" = type { %"class.std::logic_error", %"class.std::error_code" }
%"class.std::logic_error" = type { %"class.std::exception", %"struct.std::__cow_string" }
%"class.std::exception" = type { ptr }
%"struct.std::__cow_string" = type { %union.anon }
%union.anon = type { ptr }
%"class.std::error_code" = type { i32, ptr }
%"class.std::unique_ptr.36" = type { %"struct.std::__uniq_ptr_data.37" }
%"struct.std::__uniq_ptr_data.37" = type { %"class.std::__uniq_ptr_impl.38" }
%"class.std::__uniq_ptr_impl.38" = type { %"class.std::tuple.39" }
%"class.std::tuple.39" = type { %"struct.std::_Tuple_impl.40" }
%"struct.std::_Tuple_impl.40" = type { %"struct.std::_Head_base.41" }
%"struct.std::_Head_base.41" = type { ptr }

$_ZNSt6vectorISt6threadSaIS0_EE12emplace_backIJRFviPlERiS4_EEERS0_DpOT_ = comdat any

$_ZSt5asyncIRFiiEJRiEESt6futureINSt15__invoke_resultINSt5decayIT_E4typeEJDpNS5_IT0_E4typeEEE4typeEESt6launchOS6_DpOS9_ = comdat any

$_ZNSt14__basic_futureIiED2Ev = comdat any

$_ZNSt6futureIiE3getEv = comdat any

$__clang_call_terminate = comdat any

$_ZNSt7__cxx119to_stringEi = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_ = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

$_ZNSt6vectorISt6threadSaIS0_EE17_M_realloc_insertIJRFviPlERiS4_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_ = comdat any

$_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEED0Ev = comdat any

$_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEE6_M_runEv = comdat any

$_ZStneRKSt10error_codeRKSt15error_condition = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info = comdat any

$_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEC2IJRS4_RiEEEDpOT_ = comdat any

$_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE6_M_runEv = comdat any

$_ZNSt10unique_ptrINSt13__future_base7_ResultIiEENS0_12_Result_base8_DeleterEED2Ev = comdat any

$_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev = comdat any

$_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev = comdat any

$_ZNSt13__future_base21_Async_state_commonV217_M_complete_asyncEv = comdat any

$_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv = comdat any

$_ZNSt13__future_base21_Async_state_commonV2D2Ev = comdat any

$_ZNSt13__future_base21_Async_state_commonV2D0Ev = comdat any

$_ZNSt13__future_base13_State_baseV2D2Ev = comdat any

$_ZNSt13__future_base13_State_baseV2D0Ev = comdat any

$_ZNSt13__future_base13_State_baseV217_M_complete_asyncEv = comdat any

$_ZNSt13__future_base7_ResultIiE10_M_destroyEv = comdat any

$_ZNSt13__future_base7_ResultIiED2Ev = comdat any

$_ZNSt13__future_base7_ResultIiED0Ev = comdat any

$_ZNSt13__future_base13_State_baseV213_M_set_resultESt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEb = comdat any

$_ZNSt13__future_base13_State_baseV216_M_break_promiseESt10unique_ptrINS_12_Result_baseENS2_8_DeleterEE = comdat any

$_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb = comdat any

$_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv = comdat any

$_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data = comdat any

$_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation = comdat any

$_ZNKSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEclEv = comdat any

$_ZNSt15__exception_ptr12__dest_thunkISt12future_errorEEvPv = comdat any

$_ZNSt12future_errorC2ESt10error_code = comdat any

$_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEED0Ev = comdat any

$_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEE6_M_runEv = comdat any

$_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMSt6threadFvvEJPS3_EEvRS_OT_DpOT0_EUlvE_EERS8_ENUlvE_8__invokeEv = comdat any

$_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2INSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvEJRS9_RiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_ = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv = comdat any

$_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info = comdat any

$_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev = comdat any

$_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev = comdat any

$_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE17_M_complete_asyncEv = comdat any

$_ZNKSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE21_M_is_deferred_futureEv = comdat any

$_ZNSt6vectorISt6futureIiESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_ = comdat any

$_ZNKSt14__basic_futureIiE13_M_get_resultEv = comdat any

$_ZNSt14__basic_futureIiE6_ResetD2Ev = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

$_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = comdat any

$_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = comdat any

$_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = comdat any

$_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTVNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTSNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTSNSt13__future_base21_Async_state_commonV2E = comdat any

$_ZTSNSt13__future_base13_State_baseV2E = comdat any

$_ZTINSt13__future_base13_State_baseV2E = comdat any

$_ZTINSt13__future_base21_Async_state_commonV2E = comdat any

$_ZTINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTVNSt13__future_base21_Async_state_commonV2E = comdat any

$_ZTVNSt13__future_base13_State_baseV2E = comdat any

$_ZTVNSt13__future_base7_ResultIiEE = comdat any

$_ZTSNSt13__future_base7_ResultIiEE = comdat any

$_ZTINSt13__future_base7_ResultIiEE = comdat any

$_ZTSNSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTINSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = comdat any

$_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = comdat any

$_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = comdat any

$_ZTSSt19_Sp_make_shared_tag = comdat any

$_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = comdat any

$_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = comdat any

$_ZTVNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTSNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

$_ZTINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = comdat any

@.str = private unnamed_addr constant [16 x i8] c"thread %d: %ld\0A\00", align 1
@_ZTISt16invalid_argument = external constant ptr
@.str.1 = private unnamed_addr constant [14 x i8] c"task %zu: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"task %zu: invalid_argument %s\0A\00", align 1
@_ZTISt12out_of_range = external constant ptr
@.str.3 = private unnamed_addr constant [22 x i8] c"rethrown in main: %s\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTISt9exception = external constant ptr
@_ZTISt13runtime_error = external constant ptr
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
@.str.4 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"odd \00", align 1
@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, ptr @_ZNSt6thread6_StateD2Ev, ptr @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEED0Ev, ptr @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEE6_M_runEv] }, comdat, align 8
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = linkonce_odr dso_local constant [65 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE\00", comdat, align 1
@_ZTINSt6thread6_StateE = external constant ptr
@_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, ptr @_ZTINSt6thread6_StateE }, comdat, align 8
@.str.8 = private unnamed_addr constant [26 x i8] c"vector::_M_realloc_insert\00", align 1
@_ZTISt12system_error = external constant ptr
@_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info] }, comdat, align 8
@_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [145 x i8] c"St23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [52 x i8] c"St16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [47 x i8] c"St11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt11_Mutex_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTVNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev, ptr @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev, ptr @_ZNSt13__future_base21_Async_state_commonV217_M_complete_asyncEv, ptr @_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv] }, comdat, align 8
@_ZTSNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant [82 x i8] c"NSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE\00", comdat, align 1
@_ZTSNSt13__future_base21_Async_state_commonV2E = linkonce_odr dso_local constant [43 x i8] c"NSt13__future_base21_Async_state_commonV2E\00", comdat, align 1
@_ZTSNSt13__future_base13_State_baseV2E = linkonce_odr dso_local constant [35 x i8] c"NSt13__future_base13_State_baseV2E\00", comdat, align 1
@_ZTINSt13__future_base13_State_baseV2E = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base13_State_baseV2E }, comdat, align 8
@_ZTINSt13__future_base21_Async_state_commonV2E = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base21_Async_state_commonV2E, ptr @_ZTINSt13__future_base13_State_baseV2E }, comdat, align 8
@_ZTINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr @_ZTINSt13__future_base21_Async_state_commonV2E }, comdat, align 8
@_ZTVNSt13__future_base21_Async_state_commonV2E = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTINSt13__future_base21_Async_state_commonV2E, ptr @_ZNSt13__future_base21_Async_state_commonV2D2Ev, ptr @_ZNSt13__future_base21_Async_state_commonV2D0Ev, ptr @_ZNSt13__future_base21_Async_state_commonV217_M_complete_asyncEv, ptr @_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv] }, comdat, align 8
@_ZTVNSt13__future_base13_State_baseV2E = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTINSt13__future_base13_State_baseV2E, ptr @_ZNSt13__future_base13_State_baseV2D2Ev, ptr @_ZNSt13__future_base13_State_baseV2D0Ev, ptr @_ZNSt13__future_base13_State_baseV217_M_complete_asyncEv, ptr @_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv] }, comdat, align 8
@_ZTVNSt13__future_base7_ResultIiEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTINSt13__future_base7_ResultIiEE, ptr @_ZNSt13__future_base7_ResultIiE10_M_destroyEv, ptr @_ZNSt13__future_base7_ResultIiED2Ev, ptr @_ZNSt13__future_base7_ResultIiED0Ev] }, comdat, align 8
@_ZTSNSt13__future_base7_ResultIiEE = linkonce_odr dso_local constant [31 x i8] c"NSt13__future_base7_ResultIiEE\00", comdat, align 1
@_ZTINSt13__future_base12_Result_baseE = external constant ptr
@_ZTINSt13__future_base7_ResultIiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base7_ResultIiEE, ptr @_ZTINSt13__future_base12_Result_baseE }, comdat, align 8
@_ZTIN10__cxxabiv115__forced_unwindE = external constant ptr
@_ZSt15__once_callable = external thread_local local_unnamed_addr global ptr, align 8
@_ZSt11__once_call = external thread_local local_unnamed_addr global ptr, align 8
@_ZTSNSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant [135 x i8] c"NSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE\00", comdat, align 1
@_ZTINSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE }, comdat, align 8
@_ZTISt12future_error = external constant ptr
@_ZTVSt12future_error = external unnamed_addr constant { [5 x ptr] }, align 8
@.str.9 = private unnamed_addr constant [20 x i8] c"std::future_error: \00", align 1
@_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = linkonce_odr dso_local unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE, ptr @_ZNSt6thread6_StateD2Ev, ptr @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEED0Ev, ptr @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEE6_M_runEv] }, comdat, align 8
@_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = linkonce_odr dso_local constant [124 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE\00", comdat, align 1
@_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE, ptr @_ZTINSt6thread6_StateE }, comdat, align 8
@_ZTSSt19_Sp_make_shared_tag = linkonce_odr dso_local constant [24 x i8] c"St19_Sp_make_shared_tag\00", comdat, align 1
@_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag = linkonce_odr dso_local constant [16 x i8] zeroinitializer, comdat, align 8
@_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local unnamed_addr constant { [7 x ptr] } { [7 x ptr] [ptr null, ptr @_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv, ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info] }, comdat, align 8
@_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant [143 x i8] c"St23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE\00", comdat, align 1
@_ZTISt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, ptr @_ZTISt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE }, comdat, align 8
@_ZTVNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local unnamed_addr constant { [6 x ptr] } { [6 x ptr] [ptr null, ptr @_ZTINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev, ptr @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev, ptr @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE17_M_complete_asyncEv, ptr @_ZNKSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE21_M_is_deferred_futureEv] }, comdat, align 8
@_ZTSNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant [80 x i8] c"NSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE\00", comdat, align 1
@_ZTINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr @_ZTINSt13__future_base13_State_baseV2E }, comdat, align 8
@"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal unnamed_addr constant { [5 x ptr] } { [5 x ptr] [ptr null, ptr @"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", ptr @_ZNSt6thread6_StateD2Ev, ptr @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev", ptr @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv"] }, align 8
@"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant [65 x i8] c"NSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE\00", align 1
@"_ZTINSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE" = internal constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @"_ZTSNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", ptr @_ZTINSt6thread6_StateE }, align 8
@.str.10 = private unnamed_addr constant [23 x i8] c"made in another thread\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %"class.std::unique_ptr", align 8
  %2 = alloca [4 x i64], align 8
  %3 = alloca %"class.std::vector", align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %"class.std::vector.0", align 8
  %7 = alloca i32, align 4
  %8 = alloca %"class.std::future", align 16
  %9 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %10 = alloca %"class.std::thread", align 8
  %11 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #22
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #22
  store i32 0, ptr %4, align 4, !tbaa !6
  br label %17

12:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22
  %13 = load ptr, ptr %3, align 8, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !10
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %30, label %45

17:                                               ; preds = %0, %22
  %18 = phi i32 [ 0, %0 ], [ %24, %22 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %19
  store ptr %20, ptr %5, align 8, !tbaa !10
  %21 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorISt6threadSaIS0_EE12emplace_backIJRFviPlERiS4_EEERS0_DpOT_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull @_ZL6workeriPl, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %22 unwind label %26

22:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  %23 = load i32, ptr %4, align 4, !tbaa !6
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4, !tbaa !6
  %25 = icmp slt i32 %23, 3
  br i1 %25, label %17, label %12, !llvm.loop !12

26:                                               ; preds = %17
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  %29 = extractvalue { ptr, i32 } %27, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22
  br label %328

30:                                               ; preds = %47, %12
  %31 = load i64, ptr %2, align 8, !tbaa !14
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %31)
  %33 = getelementptr inbounds i8, ptr %2, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !14
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef %34)
  %36 = getelementptr inbounds i8, ptr %2, i64 16
  %37 = load i64, ptr %36, align 8, !tbaa !14
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i64 noundef %37)
  %39 = getelementptr inbounds i8, ptr %2, i64 24
  %40 = load i64, ptr %39, align 8, !tbaa !14
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef %40)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #22
  store i32 1, ptr %7, align 4, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %6, i64 8
  %43 = getelementptr inbounds i8, ptr %6, i64 16
  %44 = getelementptr inbounds i8, ptr %8, i64 8
  br label %58

45:                                               ; preds = %12, %47
  %46 = phi ptr [ %48, %47 ], [ %13, %12 ]
  invoke void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8) %46)
          to label %47 unwind label %50

47:                                               ; preds = %45
  %48 = getelementptr inbounds i8, ptr %46, i64 8
  %49 = icmp eq ptr %48, %15
  br i1 %49, label %30, label %45

50:                                               ; preds = %45
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = extractvalue { ptr, i32 } %51, 0
  %53 = extractvalue { ptr, i32 } %51, 1
  br label %328

54:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #22
  %55 = load ptr, ptr %42, align 8, !tbaa !16
  %56 = load ptr, ptr %6, align 8, !tbaa !18
  %57 = icmp eq ptr %55, %56
  br i1 %57, label %107, label %127

58:                                               ; preds = %30, %95
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #22
  invoke void @_ZSt5asyncIRFiiEJRiEESt6futureINSt15__invoke_resultINSt5decayIT_E4typeEJDpNS5_IT0_E4typeEEE4typeEESt6launchOS6_DpOS9_(ptr dead_on_unwind nonnull writable sret(%"class.std::future") align 8 %8, i32 noundef 1, ptr noundef nonnull @_ZL4taski, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %59 unwind label %99

59:                                               ; preds = %58
  %60 = load ptr, ptr %42, align 8, !tbaa !10
  %61 = load ptr, ptr %43, align 8, !tbaa !19
  %62 = icmp eq ptr %60, %61
  br i1 %62, label %67, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr null, ptr %64, align 8, !tbaa !20
  %65 = load <2 x ptr>, ptr %8, align 16, !tbaa !10
  store ptr null, ptr %44, align 8, !tbaa !20
  store <2 x ptr> %65, ptr %60, align 8, !tbaa !10
  store ptr null, ptr %8, align 16, !tbaa !22
  %66 = getelementptr inbounds i8, ptr %60, i64 16
  store ptr %66, ptr %42, align 8, !tbaa !16
  br label %69

67:                                               ; preds = %59
  %68 = ptrtoint ptr %60 to i64
  invoke void @_ZNSt6vectorISt6futureIiESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, i64 %68, ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %69 unwind label %101

69:                                               ; preds = %63, %67
  %70 = load ptr, ptr %44, align 8, !tbaa !20
  %71 = icmp eq ptr %70, null
  br i1 %71, label %95, label %72

72:                                               ; preds = %69
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load atomic i64, ptr %73 acquire, align 8
  %75 = icmp eq i64 %74, 4294967297
  %76 = trunc i64 %74 to i32
  br i1 %75, label %77, label %84

77:                                               ; preds = %72
  store <2 x i32> zeroinitializer, ptr %73, align 8, !tbaa !6
  %78 = load ptr, ptr %70, align 8, !tbaa !24
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %70) #22
  %81 = load ptr, ptr %70, align 8, !tbaa !24
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %70) #22
  br label %95

84:                                               ; preds = %72
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %76, -1
  store i32 %88, ptr %73, align 4, !tbaa !6
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %73, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %76, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !27

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %70) #22
  br label %95

95:                                               ; preds = %69, %77, %91, %94
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  %96 = load i32, ptr %7, align 4, !tbaa !6
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4, !tbaa !6
  %98 = icmp slt i32 %96, 4
  br i1 %98, label %58, label %54, !llvm.loop !28

99:                                               ; preds = %58
  %100 = landingpad { ptr, i32 }
          cleanup
  br label %103

101:                                              ; preds = %67
  %102 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt14__basic_futureIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %103

103:                                              ; preds = %101, %99
  %104 = phi { ptr, i32 } [ %102, %101 ], [ %100, %99 ]
  %105 = extractvalue { ptr, i32 } %104, 0
  %106 = extractvalue { ptr, i32 } %104, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #22
  br label %280

107:                                              ; preds = %148, %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  store ptr null, ptr %9, align 8, !tbaa !29
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store i64 0, ptr %10, align 8, !tbaa !31
  %108 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #23
          to label %109 unwind label %171

109:                                              ; preds = %107
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i64 16), ptr %108, align 8, !tbaa !24
  %110 = getelementptr inbounds i8, ptr %108, i64 8
  %111 = ptrtoint ptr %9 to i64
  store i64 %111, ptr %110, align 8, !tbaa !10
  store ptr %108, ptr %1, align 8, !tbaa !10
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull %1, ptr noundef null)
          to label %112 unwind label %119

112:                                              ; preds = %109
  %113 = load ptr, ptr %1, align 8, !tbaa !10
  %114 = icmp eq ptr %113, null
  br i1 %114, label %160, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %113, align 8, !tbaa !24
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(8) %113) #22
  br label %160

119:                                              ; preds = %109
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = load ptr, ptr %1, align 8, !tbaa !10
  %122 = icmp eq ptr %121, null
  br i1 %122, label %178, label %123

123:                                              ; preds = %119
  %124 = load ptr, ptr %121, align 8, !tbaa !24
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  %126 = load ptr, ptr %125, align 8
  call void %126(ptr noundef nonnull align 8 dereferenceable(8) %121) #22
  br label %178

127:                                              ; preds = %54, %148
  %128 = phi ptr [ %150, %148 ], [ %56, %54 ]
  %129 = phi i64 [ %130, %148 ], [ 0, %54 ]
  %130 = add nuw i64 %129, 1
  %131 = getelementptr inbounds %"class.std::future", ptr %128, i64 %129
  %132 = invoke noundef i32 @_ZNSt6futureIiE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %131)
          to label %133 unwind label %135

133:                                              ; preds = %127
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %130, i32 noundef %132)
  br label %148

135:                                              ; preds = %127
  %136 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt16invalid_argument
  %137 = extractvalue { ptr, i32 } %136, 0
  %138 = extractvalue { ptr, i32 } %136, 1
  %139 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt16invalid_argument) #22
  %140 = icmp eq i32 %138, %139
  br i1 %140, label %141, label %280

141:                                              ; preds = %135
  %142 = call ptr @__cxa_begin_catch(ptr %137) #22
  %143 = load ptr, ptr %142, align 8, !tbaa !24
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  %145 = load ptr, ptr %144, align 8
  %146 = call noundef ptr %145(ptr noundef nonnull align 8 dereferenceable(16) %142) #22
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %130, ptr noundef %146)
  invoke void @__cxa_end_catch()
          to label %148 unwind label %156

148:                                              ; preds = %141, %133
  %149 = load ptr, ptr %42, align 8, !tbaa !16
  %150 = load ptr, ptr %6, align 8, !tbaa !18
  %151 = ptrtoint ptr %149 to i64
  %152 = ptrtoint ptr %150 to i64
  %153 = sub i64 %151, %152
  %154 = ashr exact i64 %153, 4
  %155 = icmp ult i64 %130, %154
  br i1 %155, label %127, label %107, !llvm.loop !33

156:                                              ; preds = %141
  %157 = landingpad { ptr, i32 }
          cleanup
  %158 = extractvalue { ptr, i32 } %157, 0
  %159 = extractvalue { ptr, i32 } %157, 1
  br label %280

160:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  invoke void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8) %10)
          to label %161 unwind label %173

161:                                              ; preds = %160
  %162 = load i64, ptr %10, align 8, !tbaa !14
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %165, label %164

164:                                              ; preds = %161
  call void @_ZSt9terminatev() #24
  unreachable

165:                                              ; preds = %161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #22
  %166 = load ptr, ptr %9, align 8, !tbaa !29
  store ptr %166, ptr %11, align 8, !tbaa !29
  %167 = icmp eq ptr %166, null
  br i1 %167, label %169, label %168

168:                                              ; preds = %165
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %11) #22
  br label %169

169:                                              ; preds = %165, %168
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %11) #25
          to label %170 unwind label %182

170:                                              ; preds = %169
  unreachable

171:                                              ; preds = %107
  %172 = landingpad { ptr, i32 }
          cleanup
  br label %178

173:                                              ; preds = %160
  %174 = landingpad { ptr, i32 }
          cleanup
  %175 = load i64, ptr %10, align 8, !tbaa !14
  %176 = icmp eq i64 %175, 0
  br i1 %176, label %178, label %177

177:                                              ; preds = %173
  call void @_ZSt9terminatev() #24
  unreachable

178:                                              ; preds = %173, %171, %123, %119
  %179 = phi { ptr, i32 } [ %172, %171 ], [ %120, %123 ], [ %120, %119 ], [ %174, %173 ]
  %180 = extractvalue { ptr, i32 } %179, 0
  %181 = extractvalue { ptr, i32 } %179, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #22
  br label %273

182:                                              ; preds = %169
  %183 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  %184 = extractvalue { ptr, i32 } %183, 0
  %185 = extractvalue { ptr, i32 } %183, 1
  %186 = load ptr, ptr %11, align 8, !tbaa !29
  %187 = icmp eq ptr %186, null
  br i1 %187, label %189, label %188

188:                                              ; preds = %182
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %11) #22
  br label %189

189:                                              ; preds = %182, %188
  %190 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %191 = icmp eq i32 %185, %190
  br i1 %191, label %192, label %273

192:                                              ; preds = %189
  %193 = call ptr @__cxa_begin_catch(ptr %184) #22
  %194 = load ptr, ptr %193, align 8, !tbaa !24
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load ptr, ptr %195, align 8
  %197 = call noundef ptr %196(ptr noundef nonnull align 8 dereferenceable(16) %193) #22
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %197)
  invoke void @__cxa_end_catch()
          to label %199 unwind label %269

199:                                              ; preds = %192
  %200 = load ptr, ptr %9, align 8, !tbaa !29
  %201 = icmp eq ptr %200, null
  br i1 %201, label %203, label %202

202:                                              ; preds = %199
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  br label %203

203:                                              ; preds = %199, %202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %204 = load ptr, ptr %6, align 8, !tbaa !18
  %205 = load ptr, ptr %42, align 8, !tbaa !16
  %206 = icmp eq ptr %204, %205
  br i1 %206, label %240, label %207

207:                                              ; preds = %203, %235
  %208 = phi ptr [ %236, %235 ], [ %204, %203 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !20
  %211 = icmp eq ptr %210, null
  br i1 %211, label %235, label %212

212:                                              ; preds = %207
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %224

217:                                              ; preds = %212
  store <2 x i32> zeroinitializer, ptr %213, align 8, !tbaa !6
  %218 = load ptr, ptr %210, align 8, !tbaa !24
  %219 = getelementptr inbounds i8, ptr %218, i64 16
  %220 = load ptr, ptr %219, align 8
  call void %220(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  %221 = load ptr, ptr %210, align 8, !tbaa !24
  %222 = getelementptr inbounds i8, ptr %221, i64 24
  %223 = load ptr, ptr %222, align 8
  call void %223(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  br label %235

224:                                              ; preds = %212
  %225 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %229, label %227

227:                                              ; preds = %224
  %228 = add nsw i32 %216, -1
  store i32 %228, ptr %213, align 4, !tbaa !6
  br label %231

229:                                              ; preds = %224
  %230 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %231

231:                                              ; preds = %229, %227
  %232 = phi i32 [ %216, %227 ], [ %230, %229 ]
  %233 = icmp eq i32 %232, 1
  br i1 %233, label %234, label %235, !prof !27

234:                                              ; preds = %231
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  br label %235

235:                                              ; preds = %234, %231, %217, %207
  %236 = getelementptr inbounds i8, ptr %208, i64 16
  %237 = icmp eq ptr %236, %205
  br i1 %237, label %238, label %207, !llvm.loop !34

238:                                              ; preds = %235
  %239 = load ptr, ptr %6, align 8, !tbaa !18
  br label %240

240:                                              ; preds = %238, %203
  %241 = phi ptr [ %239, %238 ], [ %204, %203 ]
  %242 = icmp eq ptr %241, null
  br i1 %242, label %248, label %243

243:                                              ; preds = %240
  %244 = load ptr, ptr %43, align 8, !tbaa !19
  %245 = ptrtoint ptr %244 to i64
  %246 = ptrtoint ptr %241 to i64
  %247 = sub i64 %245, %246
  call void @_ZdlPvm(ptr noundef nonnull %241, i64 noundef %247) #26
  br label %248

248:                                              ; preds = %240, %243
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #22
  %249 = load ptr, ptr %3, align 8, !tbaa !35
  %250 = load ptr, ptr %14, align 8, !tbaa !37
  %251 = icmp eq ptr %249, %250
  br i1 %251, label %260, label %255

252:                                              ; preds = %255
  %253 = getelementptr inbounds i8, ptr %256, i64 8
  %254 = icmp eq ptr %253, %250
  br i1 %254, label %260, label %255, !llvm.loop !38

255:                                              ; preds = %248, %252
  %256 = phi ptr [ %253, %252 ], [ %249, %248 ]
  %257 = load i64, ptr %256, align 8, !tbaa !14
  %258 = icmp eq i64 %257, 0
  br i1 %258, label %252, label %259

259:                                              ; preds = %255
  call void @_ZSt9terminatev() #24
  unreachable

260:                                              ; preds = %252, %248
  %261 = icmp eq ptr %249, null
  br i1 %261, label %268, label %262

262:                                              ; preds = %260
  %263 = getelementptr inbounds i8, ptr %3, i64 16
  %264 = load ptr, ptr %263, align 8, !tbaa !39
  %265 = ptrtoint ptr %264 to i64
  %266 = ptrtoint ptr %249 to i64
  %267 = sub i64 %265, %266
  call void @_ZdlPvm(ptr noundef nonnull %249, i64 noundef %267) #26
  br label %268

268:                                              ; preds = %260, %262
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  ret i32 0

269:                                              ; preds = %192
  %270 = landingpad { ptr, i32 }
          cleanup
  %271 = extractvalue { ptr, i32 } %270, 0
  %272 = extractvalue { ptr, i32 } %270, 1
  br label %273

273:                                              ; preds = %269, %189, %178
  %274 = phi i32 [ %272, %269 ], [ %185, %189 ], [ %181, %178 ]
  %275 = phi ptr [ %271, %269 ], [ %184, %189 ], [ %180, %178 ]
  %276 = load ptr, ptr %9, align 8, !tbaa !29
  %277 = icmp eq ptr %276, null
  br i1 %277, label %279, label %278

278:                                              ; preds = %273
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  br label %279

279:                                              ; preds = %273, %278
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  br label %280

280:                                              ; preds = %135, %156, %279, %103
  %281 = phi i32 [ %106, %103 ], [ %274, %279 ], [ %159, %156 ], [ %138, %135 ]
  %282 = phi ptr [ %105, %103 ], [ %275, %279 ], [ %158, %156 ], [ %137, %135 ]
  %283 = load ptr, ptr %6, align 8, !tbaa !18
  %284 = load ptr, ptr %42, align 8, !tbaa !16
  %285 = icmp eq ptr %283, %284
  br i1 %285, label %319, label %286

286:                                              ; preds = %280, %314
  %287 = phi ptr [ %315, %314 ], [ %283, %280 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 8
  %289 = load ptr, ptr %288, align 8, !tbaa !20
  %290 = icmp eq ptr %289, null
  br i1 %290, label %314, label %291

291:                                              ; preds = %286
  %292 = getelementptr inbounds i8, ptr %289, i64 8
  %293 = load atomic i64, ptr %292 acquire, align 8
  %294 = icmp eq i64 %293, 4294967297
  %295 = trunc i64 %293 to i32
  br i1 %294, label %296, label %303

296:                                              ; preds = %291
  store <2 x i32> zeroinitializer, ptr %292, align 8, !tbaa !6
  %297 = load ptr, ptr %289, align 8, !tbaa !24
  %298 = getelementptr inbounds i8, ptr %297, i64 16
  %299 = load ptr, ptr %298, align 8
  call void %299(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  %300 = load ptr, ptr %289, align 8, !tbaa !24
  %301 = getelementptr inbounds i8, ptr %300, i64 24
  %302 = load ptr, ptr %301, align 8
  call void %302(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %314

303:                                              ; preds = %291
  %304 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %305 = icmp eq i8 %304, 0
  br i1 %305, label %308, label %306

306:                                              ; preds = %303
  %307 = add nsw i32 %295, -1
  store i32 %307, ptr %292, align 4, !tbaa !6
  br label %310

308:                                              ; preds = %303
  %309 = atomicrmw volatile add ptr %292, i32 -1 acq_rel, align 4
  br label %310

310:                                              ; preds = %308, %306
  %311 = phi i32 [ %295, %306 ], [ %309, %308 ]
  %312 = icmp eq i32 %311, 1
  br i1 %312, label %313, label %314, !prof !27

313:                                              ; preds = %310
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %289) #22
  br label %314

314:                                              ; preds = %313, %310, %296, %286
  %315 = getelementptr inbounds i8, ptr %287, i64 16
  %316 = icmp eq ptr %315, %284
  br i1 %316, label %317, label %286, !llvm.loop !34

317:                                              ; preds = %314
  %318 = load ptr, ptr %6, align 8, !tbaa !18
  br label %319

319:                                              ; preds = %317, %280
  %320 = phi ptr [ %318, %317 ], [ %283, %280 ]
  %321 = icmp eq ptr %320, null
  br i1 %321, label %327, label %322

322:                                              ; preds = %319
  %323 = load ptr, ptr %43, align 8, !tbaa !19
  %324 = ptrtoint ptr %323 to i64
  %325 = ptrtoint ptr %320 to i64
  %326 = sub i64 %324, %325
  call void @_ZdlPvm(ptr noundef nonnull %320, i64 noundef %326) #26
  br label %327

327:                                              ; preds = %319, %322
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #22
  br label %328

328:                                              ; preds = %327, %50, %26
  %329 = phi i32 [ %29, %26 ], [ %53, %50 ], [ %281, %327 ]
  %330 = phi ptr [ %28, %26 ], [ %52, %50 ], [ %282, %327 ]
  %331 = load ptr, ptr %3, align 8, !tbaa !35
  %332 = getelementptr inbounds i8, ptr %3, i64 8
  %333 = load ptr, ptr %332, align 8, !tbaa !37
  %334 = icmp eq ptr %331, %333
  br i1 %334, label %343, label %338

335:                                              ; preds = %338
  %336 = getelementptr inbounds i8, ptr %339, i64 8
  %337 = icmp eq ptr %336, %333
  br i1 %337, label %343, label %338, !llvm.loop !38

338:                                              ; preds = %328, %335
  %339 = phi ptr [ %336, %335 ], [ %331, %328 ]
  %340 = load i64, ptr %339, align 8, !tbaa !14
  %341 = icmp eq i64 %340, 0
  br i1 %341, label %335, label %342

342:                                              ; preds = %338
  call void @_ZSt9terminatev() #24
  unreachable

343:                                              ; preds = %335, %328
  %344 = icmp eq ptr %331, null
  br i1 %344, label %351, label %345

345:                                              ; preds = %343
  %346 = getelementptr inbounds i8, ptr %3, i64 16
  %347 = load ptr, ptr %346, align 8, !tbaa !39
  %348 = ptrtoint ptr %347 to i64
  %349 = ptrtoint ptr %331 to i64
  %350 = sub i64 %348, %349
  call void @_ZdlPvm(ptr noundef nonnull %331, i64 noundef %350) #26
  br label %351

351:                                              ; preds = %343, %345
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  %352 = insertvalue { ptr, i32 } poison, ptr %330, 0
  %353 = insertvalue { ptr, i32 } %352, i32 %329, 1
  resume { ptr, i32 } %353
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorISt6threadSaIS0_EE12emplace_backIJRFviPlERiS4_EEERS0_DpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !39
  %10 = icmp eq ptr %7, %9
  br i1 %10, label %37, label %11

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store i64 0, ptr %7, align 8, !tbaa !31
  %12 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, i64 16), ptr %12, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load ptr, ptr %3, align 8, !tbaa !10
  store ptr %14, ptr %13, align 8, !tbaa !40
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  %16 = load i32, ptr %2, align 4, !tbaa !6
  store i32 %16, ptr %15, align 4, !tbaa !42
  %17 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %1, ptr %17, align 8, !tbaa !44
  store ptr %12, ptr %5, align 8, !tbaa !10
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull %5, ptr noundef null)
          to label %18 unwind label %25

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8, !tbaa !10
  %20 = icmp eq ptr %19, null
  br i1 %20, label %34, label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr %19, align 8, !tbaa !24
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(8) %19) #22
  br label %34

25:                                               ; preds = %11
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = load ptr, ptr %5, align 8, !tbaa !10
  %28 = icmp eq ptr %27, null
  br i1 %28, label %33, label %29

29:                                               ; preds = %25
  %30 = load ptr, ptr %27, align 8, !tbaa !24
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(8) %27) #22
  br label %33

33:                                               ; preds = %29, %25
  resume { ptr, i32 } %26

34:                                               ; preds = %18, %21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %35 = load ptr, ptr %6, align 8, !tbaa !37
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %36, ptr %6, align 8, !tbaa !37
  br label %40

37:                                               ; preds = %4
  %38 = ptrtoint ptr %7 to i64
  tail call void @_ZNSt6vectorISt6threadSaIS0_EE17_M_realloc_insertIJRFviPlERiS4_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %38, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3)
  %39 = load ptr, ptr %6, align 8, !tbaa !10
  br label %40

40:                                               ; preds = %37, %34
  %41 = phi ptr [ %39, %37 ], [ %36, %34 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 -8
  ret ptr %42
}

; Function Attrs: mustprogress uwtable
define internal void @_ZL6workeriPl(i32 noundef %0, ptr nocapture noundef writeonly %1) #2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::allocator.5", align 1
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = getelementptr inbounds i8, ptr %4, i64 16
  br label %12

9:                                                ; preds = %45
  %10 = mul nsw i64 %48, 10000
  %11 = add nsw i64 %10, 2000
  store i64 %11, ptr %1, align 8, !tbaa !14
  ret void

12:                                               ; preds = %2, %45
  %13 = phi i64 [ 0, %2 ], [ %48, %45 ]
  %14 = phi i32 [ 0, %2 ], [ %47, %45 ]
  %15 = add nsw i32 %14, %0
  %16 = srem i32 %15, 3
  switch i32 %16, label %45 [
    i32 0, label %17
    i32 1, label %21
  ]

17:                                               ; preds = %12
  %18 = call ptr @__cxa_allocate_exception(i64 4) #22
  store i32 %14, ptr %18, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #25
          to label %74 unwind label %19

19:                                               ; preds = %17
  %20 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTISt9exception
  br label %34

21:                                               ; preds = %12
  %22 = call ptr @__cxa_allocate_exception(i64 16) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, i32 noundef %14) #22
  invoke void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %22, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %23 unwind label %24

23:                                               ; preds = %21
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTISt13runtime_error, ptr nonnull @_ZNSt13runtime_errorD1Ev) #25
          to label %74 unwind label %24

24:                                               ; preds = %23, %21
  %25 = phi i1 [ false, %23 ], [ true, %21 ]
  %26 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
          catch ptr @_ZTISt9exception
  %27 = load ptr, ptr %3, align 8, !tbaa !46
  %28 = icmp eq ptr %27, %6
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = load i64, ptr %6, align 8, !tbaa !26
  %31 = add i64 %30, 1
  call void @_ZdlPvm(ptr noundef %27, i64 noundef %31) #26
  br label %32

32:                                               ; preds = %24, %29
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  br i1 %25, label %33, label %34

33:                                               ; preds = %32
  call void @__cxa_free_exception(ptr %22) #22
  br label %34

34:                                               ; preds = %32, %33, %19
  %35 = phi { ptr, i32 } [ %20, %19 ], [ %26, %33 ], [ %26, %32 ]
  %36 = extractvalue { ptr, i32 } %35, 1
  %37 = extractvalue { ptr, i32 } %35, 0
  %38 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #22
  %39 = icmp eq i32 %36, %38
  br i1 %39, label %40, label %50

40:                                               ; preds = %34
  %41 = call ptr @__cxa_begin_catch(ptr %37) #22
  %42 = load i32, ptr %41, align 4, !tbaa !6
  %43 = srem i32 %42, 7
  %44 = sext i32 %43 to i64
  call void @__cxa_end_catch() #22
  br label %45

45:                                               ; preds = %12, %66, %40
  %46 = phi i64 [ %44, %40 ], [ %60, %66 ], [ 1, %12 ]
  %47 = add nuw nsw i32 %14, 1
  %48 = add nsw i64 %46, %13
  %49 = icmp eq i32 %47, 2000
  br i1 %49, label %9, label %12, !llvm.loop !49

50:                                               ; preds = %34
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %52 = icmp eq i32 %36, %51
  br i1 %52, label %53, label %69

53:                                               ; preds = %50
  %54 = call ptr @__cxa_begin_catch(ptr %37) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  %55 = load ptr, ptr %54, align 8, !tbaa !24
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load ptr, ptr %56, align 8
  %58 = call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %54) #22
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %58, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %59 unwind label %67

59:                                               ; preds = %53
  %60 = load i64, ptr %7, align 8, !tbaa !50
  %61 = load ptr, ptr %4, align 8, !tbaa !46
  %62 = icmp eq ptr %61, %8
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = load i64, ptr %8, align 8, !tbaa !26
  %65 = add i64 %64, 1
  call void @_ZdlPvm(ptr noundef %61, i64 noundef %65) #26
  br label %66

66:                                               ; preds = %59, %63
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @__cxa_end_catch()
  br label %45

67:                                               ; preds = %53
  %68 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  invoke void @__cxa_end_catch()
          to label %69 unwind label %71

69:                                               ; preds = %50, %67
  %70 = phi { ptr, i32 } [ %68, %67 ], [ %35, %50 ]
  resume { ptr, i32 } %70

71:                                               ; preds = %67
  %72 = landingpad { ptr, i32 }
          catch ptr null
  %73 = extractvalue { ptr, i32 } %72, 0
  call void @__clang_call_terminate(ptr %73) #24
  unreachable

74:                                               ; preds = %23, %17
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8)) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZSt5asyncIRFiiEJRiEESt6futureINSt15__invoke_resultINSt5decayIT_E4typeEJDpNS5_IT0_E4typeEEE4typeEESt6launchOS6_DpOS9_(ptr dead_on_unwind noalias writable sret(%"class.std::future") align 8 %0, i32 noundef %1, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::allocator.24", align 1
  %6 = alloca %"class.std::shared_ptr", align 8
  %7 = alloca %"class.std::error_condition", align 8
  %8 = alloca %"class.std::shared_ptr.21", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %47, label %11

11:                                               ; preds = %4
  %12 = invoke noalias noundef nonnull dereferenceable(88) ptr @_Znwm(i64 noundef 88) #23
          to label %13 unwind label %22

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %14, align 8, !tbaa !6, !noalias !51
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %12, align 8, !tbaa !24, !noalias !51
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  invoke void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEC2IJRS4_RiEEEDpOT_(ptr noundef nonnull align 8 dereferenceable(72) %15, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %18 unwind label %16, !noalias !51

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12system_error
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef 88) #26, !noalias !51
  br label %24

18:                                               ; preds = %13
  store ptr %15, ptr %6, align 8, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %12, ptr %19, align 8, !tbaa !20
  store ptr %15, ptr %0, align 8, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %0, i64 8
  %21 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %12, ptr %20, align 8, !tbaa !20
  br label %59

22:                                               ; preds = %11
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12system_error
  br label %24

24:                                               ; preds = %16, %22
  %25 = phi { ptr, i32 } [ %23, %22 ], [ %17, %16 ]
  %26 = extractvalue { ptr, i32 } %25, 1
  %27 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12system_error) #22
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %112

29:                                               ; preds = %24
  %30 = extractvalue { ptr, i32 } %25, 0
  %31 = tail call ptr @__cxa_begin_catch(ptr %30) #22
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #22
  %33 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() #27
  %34 = ptrtoint ptr %33 to i64
  store i64 11, ptr %7, align 8
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  store i64 %34, ptr %35, align 8, !tbaa !10
  %36 = call noundef i1 @_ZStneRKSt10error_codeRKSt15error_condition(ptr noundef nonnull align 8 dereferenceable(16) %32, ptr noundef nonnull align 8 dereferenceable(16) %7) #22
  br i1 %36, label %40, label %37

37:                                               ; preds = %29
  %38 = and i32 %1, 2
  %39 = icmp eq i32 %38, 0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22
  br i1 %39, label %41, label %44

40:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22
  br label %41

41:                                               ; preds = %40, %37
  invoke void @__cxa_rethrow() #25
          to label %117 unwind label %42

42:                                               ; preds = %41
  %43 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %112 unwind label %114

44:                                               ; preds = %37
  invoke void @__cxa_end_catch()
          to label %47 unwind label %45

45:                                               ; preds = %44
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %112

47:                                               ; preds = %4, %44
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #22
  call void @llvm.experimental.noalias.scope.decl(metadata !54)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22, !noalias !54
  %48 = ptrtoint ptr %5 to i64
  store ptr null, ptr %8, align 8, !tbaa !57, !alias.scope !54
  %49 = getelementptr inbounds i8, ptr %8, i64 8
  invoke void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2INSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvEJRS9_RiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %49, ptr noundef nonnull align 8 dereferenceable(8) %8, i64 %48, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %52 unwind label %50

50:                                               ; preds = %47
  %51 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  br label %112

52:                                               ; preds = %47
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #22, !noalias !54
  %53 = load ptr, ptr %8, align 8, !tbaa !57
  %54 = load ptr, ptr %49, align 8, !tbaa !20
  store ptr %53, ptr %6, align 8, !tbaa !10
  %55 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %54, ptr %55, align 8, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  store ptr %53, ptr %0, align 8, !tbaa !22
  %56 = getelementptr inbounds i8, ptr %0, i64 8
  %57 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %54, ptr %56, align 8, !tbaa !20
  %58 = icmp eq ptr %54, null
  br i1 %58, label %72, label %59

59:                                               ; preds = %18, %52
  %60 = phi ptr [ %21, %18 ], [ %57, %52 ]
  %61 = phi ptr [ %15, %18 ], [ %53, %52 ]
  %62 = phi ptr [ %12, %18 ], [ %54, %52 ]
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  %64 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %59
  %67 = load i32, ptr %63, align 4, !tbaa !6
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %63, align 4, !tbaa !6
  br label %72

69:                                               ; preds = %59
  %70 = atomicrmw volatile add ptr %63, i32 1 acq_rel, align 4
  %71 = load ptr, ptr %0, align 8, !tbaa !22
  br label %72

72:                                               ; preds = %69, %66, %52
  %73 = phi ptr [ %57, %52 ], [ %60, %66 ], [ %60, %69 ]
  %74 = phi ptr [ %53, %52 ], [ %61, %66 ], [ %71, %69 ]
  %75 = icmp eq ptr %74, null
  br i1 %75, label %80, label %76

76:                                               ; preds = %72
  %77 = getelementptr inbounds i8, ptr %74, i64 20
  %78 = atomicrmw xchg ptr %77, i8 1 seq_cst, align 1
  %79 = icmp eq i8 %78, 0
  br i1 %79, label %85, label %80

80:                                               ; preds = %76, %72
  %81 = phi i32 [ 3, %72 ], [ 1, %76 ]
  invoke void @_ZSt20__throw_future_errori(i32 noundef %81) #25
          to label %82 unwind label %83

82:                                               ; preds = %80
  unreachable

83:                                               ; preds = %80
  %84 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %112

85:                                               ; preds = %76
  %86 = load ptr, ptr %73, align 8, !tbaa !20
  %87 = icmp eq ptr %86, null
  br i1 %87, label %111, label %88

88:                                               ; preds = %85
  %89 = getelementptr inbounds i8, ptr %86, i64 8
  %90 = load atomic i64, ptr %89 acquire, align 8
  %91 = icmp eq i64 %90, 4294967297
  %92 = trunc i64 %90 to i32
  br i1 %91, label %93, label %100

93:                                               ; preds = %88
  store <2 x i32> zeroinitializer, ptr %89, align 8, !tbaa !6
  %94 = load ptr, ptr %86, align 8, !tbaa !24
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  %97 = load ptr, ptr %86, align 8, !tbaa !24
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  br label %111

100:                                              ; preds = %88
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %92, -1
  store i32 %104, ptr %89, align 4, !tbaa !6
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %89, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %92, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !27

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %86) #22
  br label %111

111:                                              ; preds = %85, %93, %107, %110
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  ret void

112:                                              ; preds = %83, %45, %42, %50, %24
  %113 = phi { ptr, i32 } [ %51, %50 ], [ %25, %24 ], [ %43, %42 ], [ %46, %45 ], [ %84, %83 ]
  call void @_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %6) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  resume { ptr, i32 } %113

114:                                              ; preds = %42
  %115 = landingpad { ptr, i32 }
          catch ptr null
  %116 = extractvalue { ptr, i32 } %115, 0
  call void @__clang_call_terminate(ptr %116) #24
  unreachable

117:                                              ; preds = %41
  unreachable
}

; Function Attrs: mustprogress uwtable
define internal noundef i32 @_ZL4taski(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__cxx11::basic_string", align 8
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %32, label %6

6:                                                ; preds = %1
  %7 = tail call ptr @__cxa_allocate_exception(i64 16) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  call void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %3, i32 noundef %0) #22
  invoke void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %2, ptr noundef nonnull @.str.5, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %8 unwind label %10

8:                                                ; preds = %6
  invoke void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %7, ptr noundef nonnull align 8 dereferenceable(32) %2)
          to label %9 unwind label %12

9:                                                ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTISt16invalid_argument, ptr nonnull @_ZNSt16invalid_argumentD1Ev) #25
          to label %35 unwind label %12

10:                                               ; preds = %6
  %11 = landingpad { ptr, i32 }
          cleanup
  br label %21

12:                                               ; preds = %9, %8
  %13 = phi i1 [ false, %9 ], [ true, %8 ]
  %14 = landingpad { ptr, i32 }
          cleanup
  %15 = load ptr, ptr %2, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = icmp eq ptr %15, %16
  br i1 %17, label %21, label %18

18:                                               ; preds = %12
  %19 = load i64, ptr %16, align 8, !tbaa !26
  %20 = add i64 %19, 1
  call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #26
  br label %21

21:                                               ; preds = %18, %12, %10
  %22 = phi { ptr, i32 } [ %11, %10 ], [ %14, %12 ], [ %14, %18 ]
  %23 = phi i1 [ true, %10 ], [ %13, %12 ], [ %13, %18 ]
  %24 = load ptr, ptr %3, align 8, !tbaa !46
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = icmp eq ptr %24, %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %21
  %28 = load i64, ptr %25, align 8, !tbaa !26
  %29 = add i64 %28, 1
  call void @_ZdlPvm(ptr noundef %24, i64 noundef %29) #26
  br label %30

30:                                               ; preds = %21, %27
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  br i1 %23, label %31, label %34

31:                                               ; preds = %30
  call void @__cxa_free_exception(ptr %7) #22
  br label %34

32:                                               ; preds = %1
  %33 = mul nsw i32 %0, %0
  ret i32 %33

34:                                               ; preds = %30, %31
  resume { ptr, i32 } %22

35:                                               ; preds = %9
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt14__basic_futureIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !20
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
  %11 = load ptr, ptr %3, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %14 = load ptr, ptr %3, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8
  tail call void %16(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %28

17:                                               ; preds = %5
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
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
  br i1 %26, label %27, label %28, !prof !27

27:                                               ; preds = %24
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %28

28:                                               ; preds = %1, %10, %24, %27
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt6futureIiE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.std::__basic_future<int>::_Reset", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  store ptr %0, ptr %2, align 8, !tbaa !10
  %3 = invoke noundef nonnull align 8 dereferenceable(21) ptr @_ZNKSt14__basic_futureIiE13_M_get_resultEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %4 unwind label %34

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !6
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !20
  store <2 x ptr> zeroinitializer, ptr %0, align 8, !tbaa !10
  %9 = icmp eq ptr %8, null
  br i1 %9, label %33, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %22

15:                                               ; preds = %10
  store <2 x i32> zeroinitializer, ptr %11, align 8, !tbaa !6
  %16 = load ptr, ptr %8, align 8, !tbaa !24
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load ptr, ptr %17, align 8
  tail call void %18(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %19 = load ptr, ptr %8, align 8, !tbaa !24
  %20 = getelementptr inbounds i8, ptr %19, i64 24
  %21 = load ptr, ptr %20, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %33

22:                                               ; preds = %10
  %23 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %24 = icmp eq i8 %23, 0
  br i1 %24, label %27, label %25

25:                                               ; preds = %22
  %26 = add nsw i32 %14, -1
  store i32 %26, ptr %11, align 4, !tbaa !6
  br label %29

27:                                               ; preds = %22
  %28 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %29

29:                                               ; preds = %27, %25
  %30 = phi i32 [ %14, %25 ], [ %28, %27 ]
  %31 = icmp eq i32 %30, 1
  br i1 %31, label %32, label %33, !prof !27

32:                                               ; preds = %29
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %33

33:                                               ; preds = %4, %15, %29, %32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  ret i32 %6

34:                                               ; preds = %1
  %35 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt14__basic_futureIiE6_ResetD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  resume { ptr, i32 } %35
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #6

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #22
  tail call void @_ZSt9terminatev() #24
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef) local_unnamed_addr #8

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx119to_stringEi(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, i32 noundef %1) local_unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
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
  br i1 %22, label %23, label %5, !llvm.loop !59

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !60
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef 45)
          to label %29 unwind label %76

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !46
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
  %47 = load i8, ptr %46, align 1, !tbaa !26
  %48 = zext i32 %38 to i64
  %49 = getelementptr inbounds i8, ptr %32, i64 %48
  store i8 %47, ptr %49, align 1, !tbaa !26
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !26
  %53 = add i32 %38, -1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %32, i64 %54
  store i8 %52, ptr %55, align 1, !tbaa !26
  %56 = add i32 %38, -2
  %57 = icmp ugt i32 %37, 9999
  br i1 %57, label %36, label %58, !llvm.loop !61

58:                                               ; preds = %36, %29
  %59 = phi i32 [ %3, %29 ], [ %40, %36 ]
  %60 = icmp ugt i32 %59, 9
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = shl nuw nsw i32 %59, 1
  %63 = or disjoint i32 %62, 1
  %64 = zext nneg i32 %63 to i64
  %65 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !26
  %67 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %66, ptr %67, align 1, !tbaa !26
  %68 = zext nneg i32 %62 to i64
  %69 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %68
  %70 = load i8, ptr %69, align 1, !tbaa !26
  br label %74

71:                                               ; preds = %58
  %72 = trunc nuw i32 %59 to i8
  %73 = or disjoint i8 %72, 48
  br label %74

74:                                               ; preds = %61, %71
  %75 = phi i8 [ %73, %71 ], [ %70, %61 ]
  store i8 %75, ptr %32, align 1, !tbaa !26
  ret void

76:                                               ; preds = %23
  %77 = landingpad { ptr, i32 }
          catch ptr null
  %78 = extractvalue { ptr, i32 } %77, 0
  tail call void @__clang_call_terminate(ptr %78) #24
  unreachable
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !60
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.4) #25
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  store i64 %9, ptr %4, align 8, !tbaa !14
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !46
  %13 = load i64, ptr %4, align 8, !tbaa !14
  store i64 %13, ptr %5, align 8, !tbaa !26
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !26
  store i8 %17, ptr %15, align 1, !tbaa !26
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !14
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !50
  %22 = load ptr, ptr %0, align 8, !tbaa !46
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_(ptr dead_on_unwind noalias writable sret(%"class.std::__cxx11::basic_string") align 8 %0, ptr noundef %1, ptr noundef nonnull align 8 dereferenceable(32) %2) local_unnamed_addr #13 comdat personality ptr @__gxx_personality_v0 {
  %4 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #22
  %5 = tail call noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %2, i64 noundef 0, i64 noundef 0, ptr noundef %1, i64 noundef %4)
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %6, ptr %0, align 8, !tbaa !60
  %7 = load ptr, ptr %5, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !50
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !46
  %17 = load i64, ptr %8, align 8, !tbaa !26
  store i64 %17, ptr %6, align 8, !tbaa !26
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !50
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !50
  store ptr %8, ptr %5, align 8, !tbaa !46
  store i64 0, ptr %22, align 8, !tbaa !50
  store i8 0, ptr %8, align 8, !tbaa !26
  ret void
}

declare void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #14 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
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
  %17 = load ptr, ptr %0, align 8, !tbaa !24
  %18 = getelementptr inbounds i8, ptr %17, i64 24
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %20

20:                                               ; preds = %13, %16
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8)) local_unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt6threadSaIS0_EE17_M_realloc_insertIJRFviPlERiS4_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %6 = alloca %"class.std::unique_ptr", align 8
  %7 = inttoptr i64 %1 to ptr
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !37
  %10 = ptrtoint ptr %9 to i64
  %11 = load ptr, ptr %0, align 8, !tbaa !10
  %12 = ptrtoint ptr %11 to i64
  %13 = ptrtoint ptr %9 to i64
  %14 = ptrtoint ptr %11 to i64
  %15 = sub i64 %13, %14
  %16 = icmp eq i64 %15, 9223372036854775800
  br i1 %16, label %17, label %18

17:                                               ; preds = %5
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #25
  unreachable

18:                                               ; preds = %5
  %19 = ashr exact i64 %15, 3
  %20 = tail call i64 @llvm.umax.i64(i64 %19, i64 1)
  %21 = add nsw i64 %20, %19
  %22 = icmp ult i64 %21, %19
  %23 = tail call i64 @llvm.umin.i64(i64 %21, i64 1152921504606846975)
  %24 = select i1 %22, i64 1152921504606846975, i64 %23
  %25 = sub i64 %1, %14
  %26 = ashr exact i64 %25, 3
  %27 = icmp eq i64 %24, 0
  br i1 %27, label %31, label %28

28:                                               ; preds = %18
  %29 = shl nuw nsw i64 %24, 3
  %30 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %29) #23
  br label %31

31:                                               ; preds = %18, %28
  %32 = phi ptr [ %30, %28 ], [ null, %18 ]
  %33 = getelementptr inbounds %"class.std::thread", ptr %32, i64 %26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store i64 0, ptr %33, align 8, !tbaa !31
  %34 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %35 unwind label %164

35:                                               ; preds = %31
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, i64 16), ptr %34, align 8, !tbaa !24
  %36 = getelementptr inbounds i8, ptr %34, i64 8
  %37 = load ptr, ptr %4, align 8, !tbaa !10
  store ptr %37, ptr %36, align 8, !tbaa !40
  %38 = getelementptr inbounds i8, ptr %34, i64 16
  %39 = load i32, ptr %3, align 4, !tbaa !6
  store i32 %39, ptr %38, align 4, !tbaa !42
  %40 = getelementptr inbounds i8, ptr %34, i64 24
  store ptr %2, ptr %40, align 8, !tbaa !44
  store ptr %34, ptr %6, align 8, !tbaa !10
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %33, ptr noundef nonnull %6, ptr noundef null)
          to label %41 unwind label %48

41:                                               ; preds = %35
  %42 = load ptr, ptr %6, align 8, !tbaa !10
  %43 = icmp eq ptr %42, null
  br i1 %43, label %56, label %44

44:                                               ; preds = %41
  %45 = load ptr, ptr %42, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  %47 = load ptr, ptr %46, align 8
  call void %47(ptr noundef nonnull align 8 dereferenceable(8) %42) #22
  br label %56

48:                                               ; preds = %35
  %49 = landingpad { ptr, i32 }
          catch ptr null
  %50 = load ptr, ptr %6, align 8, !tbaa !10
  %51 = icmp eq ptr %50, null
  br i1 %51, label %168, label %52

52:                                               ; preds = %48
  %53 = load ptr, ptr %50, align 8, !tbaa !24
  %54 = getelementptr inbounds i8, ptr %53, i64 8
  %55 = load ptr, ptr %54, align 8
  call void %55(ptr noundef nonnull align 8 dereferenceable(8) %50) #22
  br label %168

56:                                               ; preds = %44, %41
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  %57 = icmp eq ptr %11, %7
  br i1 %57, label %104, label %58

58:                                               ; preds = %56
  %59 = add i64 %1, -8
  %60 = sub i64 %59, %12
  %61 = lshr i64 %60, 3
  %62 = add nuw nsw i64 %61, 1
  %63 = icmp ult i64 %60, 88
  br i1 %63, label %94, label %64

64:                                               ; preds = %58
  %65 = add i64 %1, -8
  %66 = sub i64 %65, %12
  %67 = and i64 %66, -8
  %68 = add i64 %67, 8
  %69 = getelementptr i8, ptr %32, i64 %68
  %70 = getelementptr i8, ptr %11, i64 %68
  %71 = icmp ult ptr %32, %70
  %72 = icmp ult ptr %11, %69
  %73 = and i1 %71, %72
  br i1 %73, label %94, label %74

74:                                               ; preds = %64
  %75 = and i64 %62, 4611686018427387900
  %76 = shl i64 %75, 3
  %77 = getelementptr i8, ptr %32, i64 %76
  %78 = shl i64 %75, 3
  %79 = getelementptr i8, ptr %11, i64 %78
  br label %80

80:                                               ; preds = %80, %74
  %81 = phi i64 [ 0, %74 ], [ %90, %80 ]
  %82 = shl i64 %81, 3
  %83 = getelementptr i8, ptr %32, i64 %82
  %84 = shl i64 %81, 3
  %85 = getelementptr i8, ptr %11, i64 %84
  call void @llvm.experimental.noalias.scope.decl(metadata !62)
  call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %86 = getelementptr i8, ptr %85, i64 16
  %87 = load <2 x i64>, ptr %85, align 8, !tbaa !14, !alias.scope !67, !noalias !62
  %88 = load <2 x i64>, ptr %86, align 8, !tbaa !14, !alias.scope !67, !noalias !62
  %89 = getelementptr i8, ptr %83, i64 16
  store <2 x i64> %87, ptr %83, align 8, !tbaa !14, !alias.scope !70, !noalias !67
  store <2 x i64> %88, ptr %89, align 8, !tbaa !14, !alias.scope !70, !noalias !67
  store <2 x i64> zeroinitializer, ptr %85, align 8, !tbaa !14, !alias.scope !67, !noalias !62
  store <2 x i64> zeroinitializer, ptr %86, align 8, !tbaa !14, !alias.scope !67, !noalias !62
  %90 = add nuw i64 %81, 4
  %91 = icmp eq i64 %90, %75
  br i1 %91, label %92, label %80, !llvm.loop !72

92:                                               ; preds = %80
  %93 = icmp eq i64 %62, %75
  br i1 %93, label %104, label %94

94:                                               ; preds = %92, %64, %58
  %95 = phi ptr [ %32, %64 ], [ %32, %58 ], [ %77, %92 ]
  %96 = phi ptr [ %11, %64 ], [ %11, %58 ], [ %79, %92 ]
  br label %97

97:                                               ; preds = %94, %97
  %98 = phi ptr [ %102, %97 ], [ %95, %94 ]
  %99 = phi ptr [ %101, %97 ], [ %96, %94 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !62)
  call void @llvm.experimental.noalias.scope.decl(metadata !65)
  %100 = load i64, ptr %99, align 8, !tbaa !14, !alias.scope !65, !noalias !62
  store i64 %100, ptr %98, align 8, !tbaa !14, !alias.scope !62, !noalias !65
  store i64 0, ptr %99, align 8, !tbaa !14, !alias.scope !65, !noalias !62
  %101 = getelementptr inbounds i8, ptr %99, i64 8
  %102 = getelementptr inbounds i8, ptr %98, i64 8
  %103 = icmp eq ptr %101, %7
  br i1 %103, label %104, label %97, !llvm.loop !75

104:                                              ; preds = %97, %92, %56
  %105 = phi ptr [ %32, %56 ], [ %77, %92 ], [ %102, %97 ]
  %106 = getelementptr i8, ptr %105, i64 8
  %107 = icmp eq ptr %9, %7
  br i1 %107, label %154, label %108

108:                                              ; preds = %104
  %109 = add i64 %10, -8
  %110 = sub i64 %109, %1
  %111 = lshr i64 %110, 3
  %112 = add nuw nsw i64 %111, 1
  %113 = icmp ult i64 %110, 104
  br i1 %113, label %144, label %114

114:                                              ; preds = %108
  %115 = add i64 %10, -8
  %116 = sub i64 %115, %1
  %117 = and i64 %116, -8
  %118 = add i64 %117, 16
  %119 = getelementptr i8, ptr %105, i64 %118
  %120 = getelementptr i8, ptr %7, i64 %117
  %121 = icmp ult ptr %105, %120
  %122 = icmp ugt ptr %119, %7
  %123 = and i1 %121, %122
  br i1 %123, label %144, label %124

124:                                              ; preds = %114
  %125 = and i64 %112, 4611686018427387900
  %126 = shl i64 %125, 3
  %127 = getelementptr i8, ptr %106, i64 %126
  %128 = shl i64 %125, 3
  %129 = getelementptr i8, ptr %7, i64 %128
  br label %130

130:                                              ; preds = %130, %124
  %131 = phi i64 [ 0, %124 ], [ %140, %130 ]
  %132 = shl i64 %131, 3
  %133 = getelementptr i8, ptr %106, i64 %132
  %134 = shl i64 %131, 3
  %135 = getelementptr i8, ptr %7, i64 %134
  call void @llvm.experimental.noalias.scope.decl(metadata !76)
  call void @llvm.experimental.noalias.scope.decl(metadata !79)
  %136 = getelementptr i8, ptr %135, i64 16
  %137 = load <2 x i64>, ptr %135, align 8, !tbaa !14, !alias.scope !81, !noalias !76
  %138 = load <2 x i64>, ptr %136, align 8, !tbaa !14, !alias.scope !81, !noalias !76
  %139 = getelementptr i8, ptr %133, i64 16
  store <2 x i64> %137, ptr %133, align 8, !tbaa !14, !alias.scope !84, !noalias !81
  store <2 x i64> %138, ptr %139, align 8, !tbaa !14, !alias.scope !84, !noalias !81
  store <2 x i64> zeroinitializer, ptr %135, align 8, !tbaa !14, !alias.scope !81, !noalias !76
  store <2 x i64> zeroinitializer, ptr %136, align 8, !tbaa !14, !alias.scope !81, !noalias !76
  %140 = add nuw i64 %131, 4
  %141 = icmp eq i64 %140, %125
  br i1 %141, label %142, label %130, !llvm.loop !86

142:                                              ; preds = %130
  %143 = icmp eq i64 %112, %125
  br i1 %143, label %154, label %144

144:                                              ; preds = %142, %114, %108
  %145 = phi ptr [ %106, %114 ], [ %106, %108 ], [ %127, %142 ]
  %146 = phi ptr [ %7, %114 ], [ %7, %108 ], [ %129, %142 ]
  br label %147

147:                                              ; preds = %144, %147
  %148 = phi ptr [ %152, %147 ], [ %145, %144 ]
  %149 = phi ptr [ %151, %147 ], [ %146, %144 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !76)
  call void @llvm.experimental.noalias.scope.decl(metadata !79)
  %150 = load i64, ptr %149, align 8, !tbaa !14, !alias.scope !79, !noalias !76
  store i64 %150, ptr %148, align 8, !tbaa !14, !alias.scope !76, !noalias !79
  store i64 0, ptr %149, align 8, !tbaa !14, !alias.scope !79, !noalias !76
  %151 = getelementptr inbounds i8, ptr %149, i64 8
  %152 = getelementptr inbounds i8, ptr %148, i64 8
  %153 = icmp eq ptr %151, %9
  br i1 %153, label %154, label %147, !llvm.loop !87

154:                                              ; preds = %147, %142, %104
  %155 = phi ptr [ %106, %104 ], [ %127, %142 ], [ %152, %147 ]
  %156 = getelementptr inbounds i8, ptr %0, i64 16
  %157 = icmp eq ptr %11, null
  br i1 %157, label %162, label %158

158:                                              ; preds = %154
  %159 = load ptr, ptr %156, align 8, !tbaa !39
  %160 = ptrtoint ptr %159 to i64
  %161 = sub i64 %160, %14
  call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef %161) #26
  br label %162

162:                                              ; preds = %154, %158
  store ptr %32, ptr %0, align 8, !tbaa !35
  store ptr %155, ptr %8, align 8, !tbaa !37
  %163 = getelementptr inbounds %"class.std::thread", ptr %32, i64 %24
  store ptr %163, ptr %156, align 8, !tbaa !39
  ret void

164:                                              ; preds = %31
  %165 = landingpad { ptr, i32 }
          catch ptr null
  br label %168

166:                                              ; preds = %168
  %167 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %173 unwind label %174

168:                                              ; preds = %164, %52, %48
  %169 = phi { ptr, i32 } [ %165, %164 ], [ %49, %52 ], [ %49, %48 ]
  %170 = extractvalue { ptr, i32 } %169, 0
  %171 = call ptr @__cxa_begin_catch(ptr %170) #22
  %172 = shl nuw nsw i64 %24, 3
  call void @_ZdlPvm(ptr noundef nonnull %32, i64 noundef %172) #26
  invoke void @__cxa_rethrow() #25
          to label %177 unwind label %166

173:                                              ; preds = %166
  resume { ptr, i32 } %167

174:                                              ; preds = %166
  %175 = landingpad { ptr, i32 }
          catch ptr null
  %176 = extractvalue { ptr, i32 } %175, 0
  call void @__clang_call_terminate(ptr %176) #24
  unreachable

177:                                              ; preds = %168
  unreachable
}

declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %3, align 8, !tbaa !10
  %6 = load i32, ptr %4, align 8, !tbaa !6
  %7 = load ptr, ptr %2, align 8, !tbaa !10
  tail call void %5(i32 noundef %6, ptr noundef %7)
  ret void
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i1 @_ZStneRKSt10error_codeRKSt15error_condition(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #5 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !88
  %5 = load i32, ptr %0, align 8, !tbaa !90
  %6 = load ptr, ptr %4, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %6, i64 48
  %8 = load ptr, ptr %7, align 8
  %9 = tail call noundef i1 %8(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %5, ptr noundef nonnull align 8 dereferenceable(16) %1) #22
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !91
  %13 = load i32, ptr %1, align 8, !tbaa !93
  %14 = load ptr, ptr %12, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 56
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef i1 %16(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %13) #22
  %18 = xor i1 %17, true
  br label %19

19:                                               ; preds = %2, %10
  %20 = phi i1 [ false, %2 ], [ %18, %10 ]
  ret i1 %20
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(88) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #16 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !94
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !26
  %11 = icmp eq i8 %10, 42
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(24) @_ZTSSt19_Sp_make_shared_tag) #22
  %14 = freeze i32 %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %5, %12
  br label %17

17:                                               ; preds = %9, %16, %12, %2
  %18 = phi ptr [ %3, %2 ], [ %3, %16 ], [ null, %12 ], [ null, %9 ]
  ret ptr %18
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEC2IJRS4_RiEEEDpOT_(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::unique_ptr", align 8
  %5 = alloca %"class.std::thread", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %6, align 8, !tbaa !96
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %7, align 8, !tbaa !98
  %8 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 0, ptr %8, align 4, !tbaa !100
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 0, ptr %9, align 8, !tbaa !103
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %10, align 8, !tbaa !31
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %11, align 8, !tbaa !103
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, i64 16), ptr %0, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %0, i64 48
  %13 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %14 unwind label %49

14:                                               ; preds = %3
  invoke void @_ZNSt13__future_base12_Result_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %18 unwind label %15

15:                                               ; preds = %14
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  tail call void @__clang_call_terminate(ptr %17) #24
  unreachable

18:                                               ; preds = %14
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %13, align 8, !tbaa !24
  %19 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 0, ptr %19, align 4, !tbaa !105
  store ptr %13, ptr %12, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load i32, ptr %2, align 4, !tbaa !6
  store i32 %21, ptr %20, align 8, !tbaa !42
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %1, ptr %22, align 8, !tbaa !109
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store i64 0, ptr %5, align 8, !tbaa !31
  %23 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %24 unwind label %51

24:                                               ; preds = %18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE, i64 16), ptr %23, align 8, !tbaa !24
  %25 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %0, ptr %25, align 8, !tbaa !111
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 ptrtoint (ptr @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE6_M_runEv to i64), ptr %26, align 8, !tbaa !113
  %27 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 0, ptr %27, align 8, !tbaa !113
  store ptr %23, ptr %4, align 8, !tbaa !10
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull %4, ptr noundef null)
          to label %28 unwind label %35

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8, !tbaa !10
  %30 = icmp eq ptr %29, null
  br i1 %30, label %43, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %29, align 8, !tbaa !24
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(8) %29) #22
  br label %43

35:                                               ; preds = %24
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = load ptr, ptr %4, align 8, !tbaa !10
  %38 = icmp eq ptr %37, null
  br i1 %38, label %53, label %39

39:                                               ; preds = %35
  %40 = load ptr, ptr %37, align 8, !tbaa !24
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(8) %37) #22
  br label %53

43:                                               ; preds = %31, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %44 = load i64, ptr %10, align 8, !tbaa !14
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %47, label %46

46:                                               ; preds = %43
  call void @_ZSt9terminatev() #24
  unreachable

47:                                               ; preds = %43
  %48 = load i64, ptr %5, align 8, !tbaa !14
  store i64 %48, ptr %10, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  ret void

49:                                               ; preds = %3
  %50 = landingpad { ptr, i32 }
          cleanup
  br label %55

51:                                               ; preds = %18
  %52 = landingpad { ptr, i32 }
          cleanup
  br label %53

53:                                               ; preds = %35, %39, %51
  %54 = phi { ptr, i32 } [ %52, %51 ], [ %36, %39 ], [ %36, %35 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  call void @_ZNSt10unique_ptrINSt13__future_base7_ResultIiEENS0_12_Result_base8_DeleterEED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %12) #22
  br label %55

55:                                               ; preds = %53, %49
  %56 = phi { ptr, i32 } [ %54, %53 ], [ %50, %49 ]
  call void @_ZNSt13__future_base21_Async_state_commonV2D2Ev(ptr noundef nonnull align 8 dereferenceable(44) %0) #22
  resume { ptr, i32 } %56
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(72) %0) #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.std::unique_ptr.28", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = ptrtoint ptr %4 to i64
  %7 = ptrtoint ptr %5 to i64
  %8 = getelementptr inbounds i8, ptr %2, i64 16
  %9 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 %6, ptr %2, align 8, !tbaa !10
  %10 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %7, ptr %10, align 8, !tbaa !10
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data, ptr %9, align 8, !tbaa !115
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation, ptr %8, align 8, !tbaa !118
  invoke void @_ZNSt13__future_base13_State_baseV213_M_set_resultESt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef nonnull %2, i1 noundef false)
          to label %11 unwind label %20

11:                                               ; preds = %1
  %12 = load ptr, ptr %8, align 8, !tbaa !118
  %13 = icmp eq ptr %12, null
  br i1 %13, label %19, label %14

14:                                               ; preds = %11
  %15 = invoke noundef i1 %12(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %19 unwind label %16

16:                                               ; preds = %14
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @__clang_call_terminate(ptr %18) #24
  unreachable

19:                                               ; preds = %11, %14
  ret void

20:                                               ; preds = %1
  %21 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIN10__cxxabiv115__forced_unwindE
  %22 = extractvalue { ptr, i32 } %21, 1
  %23 = load ptr, ptr %8, align 8, !tbaa !118
  %24 = icmp eq ptr %23, null
  br i1 %24, label %30, label %25

25:                                               ; preds = %20
  %26 = invoke noundef i1 %23(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %30 unwind label %27

27:                                               ; preds = %25
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  call void @__clang_call_terminate(ptr %29) #24
  unreachable

30:                                               ; preds = %20, %25
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIN10__cxxabiv115__forced_unwindE) #22
  %32 = icmp eq i32 %22, %31
  br i1 %32, label %33, label %65

33:                                               ; preds = %30
  %34 = extractvalue { ptr, i32 } %21, 0
  %35 = call ptr @__cxa_begin_catch(ptr %34) #22
  %36 = load ptr, ptr %4, align 8, !tbaa !10
  %37 = icmp eq ptr %36, null
  br i1 %37, label %60, label %38

38:                                               ; preds = %33
  store ptr null, ptr %4, align 8, !tbaa !10
  store ptr %36, ptr %3, align 8, !tbaa !96
  invoke void @_ZNSt13__future_base13_State_baseV216_M_break_promiseESt10unique_ptrINS_12_Result_baseENS2_8_DeleterEE(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef nonnull %3)
          to label %39 unwind label %49

39:                                               ; preds = %38
  %40 = load ptr, ptr %3, align 8, !tbaa !10
  %41 = icmp eq ptr %40, null
  br i1 %41, label %48, label %42

42:                                               ; preds = %39
  %43 = load ptr, ptr %40, align 8, !tbaa !24
  %44 = load ptr, ptr %43, align 8
  invoke void %44(ptr noundef nonnull align 8 dereferenceable(16) %40)
          to label %48 unwind label %45

45:                                               ; preds = %42
  %46 = landingpad { ptr, i32 }
          catch ptr null
  %47 = extractvalue { ptr, i32 } %46, 0
  call void @__clang_call_terminate(ptr %47) #24
  unreachable

48:                                               ; preds = %39, %42
  store ptr null, ptr %3, align 8, !tbaa !10
  br label %60

49:                                               ; preds = %38
  %50 = landingpad { ptr, i32 }
          cleanup
  %51 = load ptr, ptr %3, align 8, !tbaa !10
  %52 = icmp eq ptr %51, null
  br i1 %52, label %59, label %53

53:                                               ; preds = %49
  %54 = load ptr, ptr %51, align 8, !tbaa !24
  %55 = load ptr, ptr %54, align 8
  invoke void %55(ptr noundef nonnull align 8 dereferenceable(16) %51)
          to label %59 unwind label %56

56:                                               ; preds = %53
  %57 = landingpad { ptr, i32 }
          catch ptr null
  %58 = extractvalue { ptr, i32 } %57, 0
  call void @__clang_call_terminate(ptr %58) #24
  unreachable

59:                                               ; preds = %49, %53
  store ptr null, ptr %3, align 8, !tbaa !10
  br label %63

60:                                               ; preds = %48, %33
  invoke void @__cxa_rethrow() #25
          to label %70 unwind label %61

61:                                               ; preds = %60
  %62 = landingpad { ptr, i32 }
          cleanup
  br label %63

63:                                               ; preds = %61, %59
  %64 = phi { ptr, i32 } [ %62, %61 ], [ %50, %59 ]
  invoke void @__cxa_end_catch()
          to label %65 unwind label %67

65:                                               ; preds = %63, %30
  %66 = phi { ptr, i32 } [ %21, %30 ], [ %64, %63 ]
  resume { ptr, i32 } %66

67:                                               ; preds = %63
  %68 = landingpad { ptr, i32 }
          catch ptr null
  %69 = extractvalue { ptr, i32 } %68, 0
  call void @__clang_call_terminate(ptr %69) #24
  unreachable

70:                                               ; preds = %60
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrINSt13__future_base7_ResultIiEENS0_12_Result_base8_DeleterEED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !10
  %3 = icmp eq ptr %2, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8, !tbaa !24
  %6 = load ptr, ptr %5, align 8
  invoke void %6(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %7 unwind label %8

7:                                                ; preds = %4, %1
  store ptr null, ptr %0, align 8, !tbaa !10
  ret void

8:                                                ; preds = %4
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !14
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  invoke void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %6 unwind label %31

6:                                                ; preds = %5, %1
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !10
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !24
  %12 = load ptr, ptr %11, align 8
  invoke void %12(ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %16 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #24
  unreachable

16:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !24
  %17 = load i64, ptr %2, align 8, !tbaa !14
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @_ZSt9terminatev() #24
  unreachable

20:                                               ; preds = %16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !10
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = load ptr, ptr %22, align 8, !tbaa !24
  %26 = load ptr, ptr %25, align 8
  invoke void %26(ptr noundef nonnull align 8 dereferenceable(16) %22)
          to label %30 unwind label %27

27:                                               ; preds = %24
  %28 = landingpad { ptr, i32 }
          catch ptr null
  %29 = extractvalue { ptr, i32 } %28, 0
  tail call void @__clang_call_terminate(ptr %29) #24
  unreachable

30:                                               ; preds = %20, %24
  store ptr null, ptr %21, align 8, !tbaa !10
  ret void

31:                                               ; preds = %5
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  tail call void @__clang_call_terminate(ptr %33) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat {
  tail call void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV217_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.60, align 8
  %3 = alloca { i64, i64 }, align 8
  %4 = alloca ptr, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #22
  store i64 ptrtoint (ptr @_ZNSt6thread4joinEv to i64), ptr %3, align 8, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %6, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %7, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #22
  store ptr %3, ptr %2, align 8, !tbaa !10
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %4, ptr %8, align 8, !tbaa !10
  %9 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %2, ptr %9, align 8, !tbaa !10
  %10 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMSt6threadFvvEJPS3_EEvRS_OT_DpOT0_EUlvE_EERS8_ENUlvE_8__invokeEv, ptr %10, align 8, !tbaa !10
  %11 = invoke noundef i32 @pthread_once(ptr noundef nonnull %5, ptr noundef nonnull @__once_proxy)
          to label %12 unwind label %16

12:                                               ; preds = %1
  %13 = icmp eq i32 %11, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %12
  invoke void @_ZSt20__throw_system_errori(i32 noundef %11) #25
          to label %15 unwind label %16

15:                                               ; preds = %14
  unreachable

16:                                               ; preds = %14, %1
  %17 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %9, align 8, !tbaa !10
  store ptr null, ptr %10, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #22
  resume { ptr, i32 } %17

18:                                               ; preds = %12
  store ptr null, ptr %9, align 8, !tbaa !10
  store ptr null, ptr %10, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i1 @_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat {
  ret i1 false
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV2D2Ev(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !14
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZSt9terminatev() #24
  unreachable

6:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !10
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !24
  %12 = load ptr, ptr %11, align 8
  invoke void %12(ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %16 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #24
  unreachable

16:                                               ; preds = %6, %10
  store ptr null, ptr %7, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV2D0Ev(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !14
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZSt9terminatev() #24
  unreachable

6:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !10
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !24
  %12 = load ptr, ptr %11, align 8
  invoke void %12(ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %16 unwind label %13

13:                                               ; preds = %10
  %14 = landingpad { ptr, i32 }
          catch ptr null
  %15 = extractvalue { ptr, i32 } %14, 0
  tail call void @__clang_call_terminate(ptr %15) #24
  unreachable

16:                                               ; preds = %6, %10
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 48) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV2D2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !24
  %7 = load ptr, ptr %6, align 8
  invoke void %7(ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %11 unwind label %8

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable

11:                                               ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV2D0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !24
  %7 = load ptr, ptr %6, align 8
  invoke void %7(ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %11 unwind label %8

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable

11:                                               ; preds = %1, %5
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV217_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat {
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #17

declare void @_ZNSt13__future_base12_Result_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(21) %0) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiED2Ev(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %0, align 8, !tbaa !24
  tail call void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiED0Ev(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %0, align 8, !tbaa !24
  tail call void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV213_M_set_resultESt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1, i1 noundef %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.50, align 8
  %5 = alloca i8, align 4
  %6 = alloca { i64, i64 }, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22
  store i8 0, ptr %5, align 4, !tbaa !119
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  store i64 ptrtoint (ptr @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb to i64), ptr %6, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %11, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store ptr %0, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #22
  store ptr %1, ptr %8, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  store ptr %5, ptr %9, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  store ptr %6, ptr %4, align 8, !tbaa !10
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %7, ptr %12, align 8, !tbaa !10
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %8, ptr %13, align 8, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %14, align 8, !tbaa !10
  %15 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %4, ptr %15, align 8, !tbaa !10
  %16 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv, ptr %16, align 8, !tbaa !10
  %17 = invoke noundef i32 @pthread_once(ptr noundef nonnull %10, ptr noundef nonnull @__once_proxy)
          to label %18 unwind label %22

18:                                               ; preds = %3
  %19 = icmp eq i32 %17, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %18
  invoke void @_ZSt20__throw_system_errori(i32 noundef %17) #25
          to label %21 unwind label %22

21:                                               ; preds = %20
  unreachable

22:                                               ; preds = %20, %3
  %23 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %15, align 8, !tbaa !10
  store ptr null, ptr %16, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  resume { ptr, i32 } %23

24:                                               ; preds = %18
  store ptr null, ptr %15, align 8, !tbaa !10
  store ptr null, ptr %16, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  %25 = load i8, ptr %5, align 4, !tbaa !119, !range !120, !noundef !121
  %26 = trunc nuw i8 %25 to i1
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = atomicrmw xchg ptr %28, i32 1 release, align 4
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %34, label %31

31:                                               ; preds = %27
  call void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef nonnull %28)
  br label %34

32:                                               ; preds = %24
  br i1 %2, label %34, label %33

33:                                               ; preds = %32
  call void @_ZSt20__throw_future_errori(i32 noundef 2) #25
  unreachable

34:                                               ; preds = %31, %27, %32
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #22
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV216_M_break_promiseESt10unique_ptrINS_12_Result_baseENS2_8_DeleterEE(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1) local_unnamed_addr #2 comdat {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %5 = alloca %"class.std::future_error", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !10
  %7 = icmp eq ptr %6, null
  br i1 %7, label %34, label %8

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt15future_categoryv() #22
  %10 = ptrtoint ptr %9 to i64
  %11 = insertvalue [2 x i64] [i64 4, i64 poison], i64 %10, 1
  call void @_ZNSt12future_errorC2ESt10error_code(ptr noundef nonnull align 8 dereferenceable(32) %5, [2 x i64] %11)
  %12 = call ptr @__cxa_allocate_exception(i64 noundef 32) #22, !noalias !122
  %13 = call ptr @__cxa_init_primary_exception(ptr noundef %12, ptr noundef nonnull @_ZTISt12future_error, ptr noundef nonnull @_ZNSt15__exception_ptr12__dest_thunkISt12future_errorEEvPv) #22, !noalias !122
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %5) #22, !noalias !122
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12future_error, i64 16), ptr %12, align 8, !tbaa !24, !noalias !122
  %14 = getelementptr inbounds i8, ptr %12, i64 16
  %15 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %14, ptr noundef nonnull align 8 dereferenceable(16) %15, i64 16, i1 false), !tbaa.struct !125, !noalias !122
  call void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull %12) #22
  %16 = load ptr, ptr %1, align 8, !tbaa !10
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22
  %18 = load ptr, ptr %4, align 8, !tbaa !29
  store ptr null, ptr %4, align 8, !tbaa !29
  %19 = load ptr, ptr %17, align 8, !tbaa !29
  store ptr %19, ptr %3, align 8, !tbaa !29
  store ptr %18, ptr %17, align 8, !tbaa !29
  %20 = icmp eq ptr %19, null
  br i1 %20, label %21, label %22

21:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  br label %26

22:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #22
  %23 = load ptr, ptr %4, align 8, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  %24 = icmp eq ptr %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %22
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #22
  br label %26

26:                                               ; preds = %21, %22, %25
  call void @_ZNSt12future_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  %28 = load ptr, ptr %27, align 8, !tbaa !10
  %29 = load ptr, ptr %1, align 8, !tbaa !10
  store ptr %29, ptr %27, align 8, !tbaa !10
  store ptr %28, ptr %1, align 8, !tbaa !10
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = atomicrmw xchg ptr %30, i32 1 release, align 4
  %32 = icmp sgt i32 %31, -1
  br i1 %32, label %34, label %33

33:                                               ; preds = %26
  call void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef nonnull %30)
  br label %34

34:                                               ; preds = %33, %26, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1, ptr noundef %2) #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::unique_ptr.28", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !118, !noalias !126
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @_ZSt25__throw_bad_function_callv() #25, !noalias !126
  unreachable

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !115, !noalias !126
  call void %11(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.28") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i8 1, ptr %2, align 1, !tbaa !119
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  %14 = load ptr, ptr %4, align 8, !tbaa !10
  store ptr %14, ptr %12, align 8, !tbaa !10
  store ptr %13, ptr %4, align 8, !tbaa !10
  %15 = icmp eq ptr %13, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %9
  %17 = load ptr, ptr %13, align 8, !tbaa !24
  %18 = load ptr, ptr %17, align 8
  invoke void %18(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %22 unwind label %19

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  call void @__clang_call_terminate(ptr %21) #24
  unreachable

22:                                               ; preds = %9, %16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  ret void
}

; Function Attrs: noreturn
declare void @_ZSt20__throw_future_errori(i32 noundef) local_unnamed_addr #8

declare void @__once_proxy() #3

; Function Attrs: noreturn
declare void @_ZSt20__throw_system_errori(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #18

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv() #13 comdat {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  %2 = load ptr, ptr %1, align 8, !tbaa !10
  %3 = load ptr, ptr %2, align 8, !tbaa !129
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !131
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !132
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !133
  %10 = load ptr, ptr %5, align 8, !tbaa !10
  %11 = load i64, ptr %3, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !26
  %14 = ashr i64 %13, 1
  %15 = getelementptr inbounds i8, ptr %10, i64 %14
  %16 = and i64 %13, 1
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %22, label %18

18:                                               ; preds = %0
  %19 = load ptr, ptr %15, align 8, !tbaa !24
  %20 = getelementptr i8, ptr %19, i64 %11, !nosanitize !121
  %21 = load ptr, ptr %20, align 8, !nosanitize !121
  br label %24

22:                                               ; preds = %0
  %23 = inttoptr i64 %11 to ptr
  br label %24

24:                                               ; preds = %18, %22
  %25 = phi ptr [ %21, %18 ], [ %23, %22 ]
  %26 = load ptr, ptr %7, align 8, !tbaa !10
  %27 = load ptr, ptr %9, align 8, !tbaa !10
  tail call void %25(ptr noundef nonnull align 8 dereferenceable(28) %15, ptr noundef %26, ptr noundef %27)
  ret void
}

declare i32 @pthread_once(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

declare void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.28") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat personality ptr @__gxx_personality_v0 {
  tail call void @_ZNKSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEclEv(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.36") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i1 @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTINSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr %0, align 8, !tbaa !10
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !10
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !134
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNKSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEclEv(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.36") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !135
  %6 = load ptr, ptr %5, align 8, !tbaa !10
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !137
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !10
  %11 = load i32, ptr %8, align 4, !tbaa !6
  %12 = invoke noundef i32 %10(i32 noundef %11)
          to label %13 unwind label %16

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 %12, ptr %14, align 4, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 1, ptr %15, align 4, !tbaa !105
  br label %40

16:                                               ; preds = %2
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTIN10__cxxabiv115__forced_unwindE
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  %19 = extractvalue { ptr, i32 } %17, 1
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIN10__cxxabiv115__forced_unwindE) #22
  %21 = icmp eq i32 %19, %20
  %22 = tail call ptr @__cxa_begin_catch(ptr %18) #22
  br i1 %21, label %23, label %24

23:                                               ; preds = %16
  invoke void @__cxa_rethrow() #25
          to label %46 unwind label %37

24:                                               ; preds = %16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %4) #22
  %25 = load ptr, ptr %1, align 8, !tbaa !135
  %26 = load ptr, ptr %25, align 8, !tbaa !10
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22
  %28 = load ptr, ptr %4, align 8, !tbaa !29
  store ptr null, ptr %4, align 8, !tbaa !29
  %29 = load ptr, ptr %27, align 8, !tbaa !29
  store ptr %29, ptr %3, align 8, !tbaa !29
  store ptr %28, ptr %27, align 8, !tbaa !29
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  br label %36

32:                                               ; preds = %24
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #22
  %33 = load ptr, ptr %4, align 8, !tbaa !29
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  %34 = icmp eq ptr %33, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %32
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #22
  br label %36

36:                                               ; preds = %31, %32, %35
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  call void @__cxa_end_catch()
  br label %40

37:                                               ; preds = %23
  %38 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %39 unwind label %43

39:                                               ; preds = %37
  resume { ptr, i32 } %38

40:                                               ; preds = %36, %13
  %41 = load ptr, ptr %1, align 8, !tbaa !135
  %42 = load i64, ptr %41, align 8, !tbaa !10
  store i64 %42, ptr %0, align 8, !tbaa !10
  store ptr null, ptr %41, align 8, !tbaa !10
  ret void

43:                                               ; preds = %37
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  tail call void @__clang_call_terminate(ptr %45) #24
  unreachable

46:                                               ; preds = %23
  unreachable
}

; Function Attrs: nounwind
declare void @_ZSt17current_exceptionv(ptr dead_on_unwind writable sret(%"class.std::__exception_ptr::exception_ptr") align 8) local_unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZNSt12future_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #9

; Function Attrs: nounwind
declare ptr @__cxa_init_primary_exception(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt15__exception_ptr12__dest_thunkISt12future_errorEEvPv(ptr noundef %0) #5 comdat {
  %2 = load ptr, ptr %0, align 8, !tbaa !24
  %3 = load ptr, ptr %2, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt12future_errorC2ESt10error_code(ptr noundef nonnull align 8 dereferenceable(32) %0, [2 x i64] %1) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__cxx11::basic_string", align 8
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = extractvalue [2 x i64] %1, 0
  %6 = trunc i64 %5 to i32
  %7 = extractvalue [2 x i64] %1, 1
  %8 = inttoptr i64 %7 to ptr
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  %9 = load ptr, ptr %8, align 8, !tbaa !24, !noalias !138
  %10 = getelementptr inbounds i8, ptr %9, i64 32
  %11 = load ptr, ptr %10, align 8, !noalias !138
  call void %11(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %4, ptr noundef nonnull align 8 dereferenceable(8) %8, i32 noundef %6)
  %12 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.9, i64 noundef 19)
          to label %13 unwind label %48

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %3, i64 16
  store ptr %14, ptr %3, align 8, !tbaa !60, !alias.scope !141
  %15 = load ptr, ptr %12, align 8, !tbaa !46
  %16 = getelementptr inbounds i8, ptr %12, i64 16
  %17 = icmp eq ptr %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = getelementptr inbounds i8, ptr %12, i64 8
  %20 = load i64, ptr %19, align 8, !tbaa !50
  %21 = add i64 %20, 1
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %28, label %23

23:                                               ; preds = %18
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %14, ptr nonnull align 8 %16, i64 %21, i1 false)
  br label %28

24:                                               ; preds = %13
  store ptr %15, ptr %3, align 8, !tbaa !46, !alias.scope !141
  %25 = load i64, ptr %16, align 8, !tbaa !26
  store i64 %25, ptr %14, align 8, !tbaa !26, !alias.scope !141
  %26 = getelementptr inbounds i8, ptr %12, i64 8
  %27 = load i64, ptr %26, align 8, !tbaa !50
  br label %28

28:                                               ; preds = %24, %23, %18
  %29 = phi i64 [ -1, %18 ], [ %20, %23 ], [ %27, %24 ]
  %30 = getelementptr inbounds i8, ptr %12, i64 8
  %31 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %29, ptr %31, align 8, !tbaa !50, !alias.scope !141
  store ptr %16, ptr %12, align 8, !tbaa !46
  store i64 0, ptr %30, align 8, !tbaa !50
  store i8 0, ptr %16, align 8, !tbaa !26
  invoke void @_ZNSt11logic_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %3)
          to label %32 unwind label %50

32:                                               ; preds = %28
  %33 = load ptr, ptr %3, align 8, !tbaa !46
  %34 = icmp eq ptr %33, %14
  br i1 %34, label %38, label %35

35:                                               ; preds = %32
  %36 = load i64, ptr %14, align 8, !tbaa !26
  %37 = add i64 %36, 1
  call void @_ZdlPvm(ptr noundef %33, i64 noundef %37) #26
  br label %38

38:                                               ; preds = %32, %35
  %39 = load ptr, ptr %4, align 8, !tbaa !46
  %40 = getelementptr inbounds i8, ptr %4, i64 16
  %41 = icmp eq ptr %39, %40
  br i1 %41, label %45, label %42

42:                                               ; preds = %38
  %43 = load i64, ptr %40, align 8, !tbaa !26
  %44 = add i64 %43, 1
  call void @_ZdlPvm(ptr noundef %39, i64 noundef %44) #26
  br label %45

45:                                               ; preds = %38, %42
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12future_error, i64 16), ptr %0, align 8, !tbaa !24
  %46 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 %5, ptr %46, align 8
  %47 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %8, ptr %47, align 8, !tbaa !10
  ret void

48:                                               ; preds = %2
  %49 = landingpad { ptr, i32 }
          cleanup
  br label %57

50:                                               ; preds = %28
  %51 = landingpad { ptr, i32 }
          cleanup
  %52 = load ptr, ptr %3, align 8, !tbaa !46
  %53 = icmp eq ptr %52, %14
  br i1 %53, label %57, label %54

54:                                               ; preds = %50
  %55 = load i64, ptr %14, align 8, !tbaa !26
  %56 = add i64 %55, 1
  call void @_ZdlPvm(ptr noundef %52, i64 noundef %56) #26
  br label %57

57:                                               ; preds = %54, %50, %48
  %58 = phi { ptr, i32 } [ %49, %48 ], [ %51, %50 ], [ %51, %54 ]
  %59 = load ptr, ptr %4, align 8, !tbaa !46
  %60 = getelementptr inbounds i8, ptr %4, i64 16
  %61 = icmp eq ptr %59, %60
  br i1 %61, label %65, label %62

62:                                               ; preds = %57
  %63 = load i64, ptr %60, align 8, !tbaa !26
  %64 = add i64 %63, 1
  call void @_ZdlPvm(ptr noundef %59, i64 noundef %64) #26
  br label %65

65:                                               ; preds = %57, %62
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #22
  resume { ptr, i32 } %58
}

; Function Attrs: nounwind
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt15future_categoryv() local_unnamed_addr #9

declare void @_ZNSt11logic_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %2, align 8, !tbaa !10
  %5 = load i64, ptr %3, align 8, !tbaa !26
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !26
  %8 = ashr i64 %7, 1
  %9 = getelementptr inbounds i8, ptr %4, i64 %8
  %10 = and i64 %7, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %1
  %13 = load ptr, ptr %9, align 8, !tbaa !24
  %14 = getelementptr i8, ptr %13, i64 %5, !nosanitize !121
  %15 = load ptr, ptr %14, align 8, !nosanitize !121
  br label %18

16:                                               ; preds = %1
  %17 = inttoptr i64 %5 to ptr
  br label %18

18:                                               ; preds = %12, %16
  %19 = phi ptr [ %15, %12 ], [ %17, %16 ]
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(72) %9)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMSt6threadFvvEJPS3_EEvRS_OT_DpOT0_EUlvE_EERS8_ENUlvE_8__invokeEv() #13 comdat {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  %2 = load ptr, ptr %1, align 8, !tbaa !10
  %3 = load ptr, ptr %2, align 8, !tbaa !144
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !146
  %6 = load ptr, ptr %5, align 8, !tbaa !10
  %7 = load i64, ptr %3, align 8, !tbaa !26
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !26
  %10 = ashr i64 %9, 1
  %11 = getelementptr inbounds i8, ptr %6, i64 %10
  %12 = and i64 %9, 1
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %18, label %14

14:                                               ; preds = %0
  %15 = load ptr, ptr %11, align 8, !tbaa !24
  %16 = getelementptr i8, ptr %15, i64 %7, !nosanitize !121
  %17 = load ptr, ptr %16, align 8, !nosanitize !121
  br label %20

18:                                               ; preds = %0
  %19 = inttoptr i64 %7 to ptr
  br label %20

20:                                               ; preds = %14, %18
  %21 = phi ptr [ %17, %14 ], [ %19, %18 ]
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(8) %11)
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !20
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
  %11 = load ptr, ptr %3, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %13 = load ptr, ptr %12, align 8
  tail call void %13(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %14 = load ptr, ptr %3, align 8, !tbaa !24
  %15 = getelementptr inbounds i8, ptr %14, i64 24
  %16 = load ptr, ptr %15, align 8
  tail call void %16(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %28

17:                                               ; preds = %5
  %18 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
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
  br i1 %26, label %27, label %28, !prof !27

27:                                               ; preds = %24
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %28

28:                                               ; preds = %1, %10, %24, %27
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2INSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvEJRS9_RiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, i64 %2, ptr noundef nonnull %3, ptr noundef nonnull align 4 dereferenceable(4) %4) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %6 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #23
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store <2 x i32> <i32 1, i32 1>, ptr %7, align 8, !tbaa !6
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %6, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %6, i64 16
  %9 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %9, align 8, !tbaa !96
  %10 = getelementptr inbounds i8, ptr %6, i64 32
  store i32 0, ptr %10, align 4, !tbaa !98
  %11 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %11, align 1, !tbaa !100
  %12 = getelementptr inbounds i8, ptr %6, i64 40
  store i32 0, ptr %12, align 4, !tbaa !103
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, i64 16), ptr %8, align 8, !tbaa !24
  %13 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %14 unwind label %18

14:                                               ; preds = %5
  invoke void @_ZNSt13__future_base12_Result_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %20 unwind label %15

15:                                               ; preds = %14
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  tail call void @__clang_call_terminate(ptr %17) #24
  unreachable

18:                                               ; preds = %5
  %19 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt13__future_base13_State_baseV2D2Ev(ptr noundef nonnull align 8 dereferenceable(28) %8) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #26
  resume { ptr, i32 } %19

20:                                               ; preds = %14
  %21 = getelementptr inbounds i8, ptr %6, i64 48
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %13, align 8, !tbaa !24
  %22 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 0, ptr %22, align 4, !tbaa !105
  store ptr %13, ptr %21, align 8, !tbaa !10
  %23 = getelementptr inbounds i8, ptr %6, i64 56
  %24 = load i32, ptr %4, align 4, !tbaa !6
  store i32 %24, ptr %23, align 4, !tbaa !42
  %25 = getelementptr inbounds i8, ptr %6, i64 64
  store ptr %3, ptr %25, align 8, !tbaa !109
  store ptr %6, ptr %0, align 8, !tbaa !20
  store ptr %8, ptr %1, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #16 comdat {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %4, align 8, !tbaa !24
  %8 = load ptr, ptr %7, align 8
  invoke void %8(ptr noundef nonnull align 8 dereferenceable(16) %4)
          to label %12 unwind label %9

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  tail call void @__clang_call_terminate(ptr %11) #24
  unreachable

12:                                               ; preds = %6, %1
  store ptr null, ptr %3, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %2, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !10
  %15 = icmp eq ptr %14, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !24
  %18 = load ptr, ptr %17, align 8
  invoke void %18(ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %22 unwind label %19

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          catch ptr null
  %21 = extractvalue { ptr, i32 } %20, 0
  tail call void @__clang_call_terminate(ptr %21) #24
  unreachable

22:                                               ; preds = %12, %16
  store ptr null, ptr %13, align 8, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #16 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !94
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !26
  %11 = icmp eq i8 %10, 42
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(24) @_ZTSSt19_Sp_make_shared_tag) #22
  %14 = freeze i32 %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %5, %12
  br label %17

17:                                               ; preds = %9, %16, %12, %2
  %18 = phi ptr [ %3, %2 ], [ %3, %16 ], [ null, %12 ], [ null, %9 ]
  ret ptr %18
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !24
  %7 = load ptr, ptr %6, align 8
  invoke void %7(ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %11 unwind label %8

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable

11:                                               ; preds = %1, %5
  store ptr null, ptr %2, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !24
  %17 = load ptr, ptr %16, align 8
  invoke void %17(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %21 unwind label %18

18:                                               ; preds = %15
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  tail call void @__clang_call_terminate(ptr %20) #24
  unreachable

21:                                               ; preds = %11, %15
  store ptr null, ptr %12, align 8, !tbaa !10
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !10
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !24
  %7 = load ptr, ptr %6, align 8
  invoke void %7(ptr noundef nonnull align 8 dereferenceable(16) %3)
          to label %11 unwind label %8

8:                                                ; preds = %5
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable

11:                                               ; preds = %5, %1
  store ptr null, ptr %2, align 8, !tbaa !10
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !24
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !10
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !24
  %17 = load ptr, ptr %16, align 8
  invoke void %17(ptr noundef nonnull align 8 dereferenceable(16) %13)
          to label %21 unwind label %18

18:                                               ; preds = %15
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  tail call void @__clang_call_terminate(ptr %20) #24
  unreachable

21:                                               ; preds = %11, %15
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 56) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE17_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.50, align 8
  %3 = alloca i8, align 4
  %4 = alloca { i64, i64 }, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.std::function", align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = ptrtoint ptr %9 to i64
  %12 = ptrtoint ptr %10 to i64
  %13 = getelementptr inbounds i8, ptr %8, i64 16
  %14 = getelementptr inbounds i8, ptr %8, i64 24
  store i64 %11, ptr %8, align 8, !tbaa !10
  %15 = getelementptr inbounds i8, ptr %8, i64 8
  store i64 %12, ptr %15, align 8, !tbaa !10
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data, ptr %14, align 8, !tbaa !115
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation, ptr %13, align 8, !tbaa !118
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #22
  store i8 0, ptr %3, align 4, !tbaa !119
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #22
  store i64 ptrtoint (ptr @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb to i64), ptr %4, align 8, !tbaa !26
  %17 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %17, align 8, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  store ptr %0, ptr %5, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #22
  store ptr %8, ptr %6, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store ptr %3, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #22
  store ptr %4, ptr %2, align 8, !tbaa !10
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %5, ptr %18, align 8, !tbaa !10
  %19 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %6, ptr %19, align 8, !tbaa !10
  %20 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr %7, ptr %20, align 8, !tbaa !10
  %21 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %2, ptr %21, align 8, !tbaa !10
  %22 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv, ptr %22, align 8, !tbaa !10
  %23 = invoke noundef i32 @pthread_once(ptr noundef nonnull %16, ptr noundef nonnull @__once_proxy)
          to label %24 unwind label %28

24:                                               ; preds = %1
  %25 = icmp eq i32 %23, 0
  br i1 %25, label %30, label %26

26:                                               ; preds = %24
  invoke void @_ZSt20__throw_system_errori(i32 noundef %23) #25
          to label %27 unwind label %28

27:                                               ; preds = %26
  unreachable

28:                                               ; preds = %26, %1
  %29 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %21, align 8, !tbaa !10
  store ptr null, ptr %22, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  br label %49

30:                                               ; preds = %24
  store ptr null, ptr %21, align 8, !tbaa !10
  store ptr null, ptr %22, align 8, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #22
  %31 = load i8, ptr %3, align 4, !tbaa !119, !range !120, !noundef !121
  %32 = trunc nuw i8 %31 to i1
  br i1 %32, label %33, label %38

33:                                               ; preds = %30
  %34 = getelementptr inbounds i8, ptr %0, i64 16
  %35 = atomicrmw xchg ptr %34, i32 1 release, align 4
  %36 = icmp sgt i32 %35, -1
  br i1 %36, label %38, label %37

37:                                               ; preds = %33
  invoke void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef nonnull %34)
          to label %38 unwind label %47

38:                                               ; preds = %33, %37, %30
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #22
  %39 = load ptr, ptr %13, align 8, !tbaa !118
  %40 = icmp eq ptr %39, null
  br i1 %40, label %46, label %41

41:                                               ; preds = %38
  %42 = invoke noundef i1 %39(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %46 unwind label %43

43:                                               ; preds = %41
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  call void @__clang_call_terminate(ptr %45) #24
  unreachable

46:                                               ; preds = %38, %41
  ret void

47:                                               ; preds = %37
  %48 = landingpad { ptr, i32 }
          cleanup
  br label %49

49:                                               ; preds = %28, %47
  %50 = phi { ptr, i32 } [ %48, %47 ], [ %29, %28 ]
  %51 = load ptr, ptr %13, align 8, !tbaa !118
  %52 = icmp eq ptr %51, null
  br i1 %52, label %58, label %53

53:                                               ; preds = %49
  %54 = invoke noundef i1 %51(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %58 unwind label %55

55:                                               ; preds = %53
  %56 = landingpad { ptr, i32 }
          catch ptr null
  %57 = extractvalue { ptr, i32 } %56, 0
  call void @__clang_call_terminate(ptr %57) #24
  unreachable

58:                                               ; preds = %49, %53
  resume { ptr, i32 } %50
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef i1 @_ZNKSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE21_M_is_deferred_futureEv(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #16 comdat {
  ret i1 true
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt6futureIiESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, i64 %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %4 = inttoptr i64 %1 to ptr
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !16
  %7 = ptrtoint ptr %6 to i64
  %8 = load ptr, ptr %0, align 8, !tbaa !10
  %9 = ptrtoint ptr %8 to i64
  %10 = ptrtoint ptr %6 to i64
  %11 = ptrtoint ptr %8 to i64
  %12 = sub i64 %10, %11
  %13 = icmp eq i64 %12, 9223372036854775792
  br i1 %13, label %14, label %15

14:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #25
  unreachable

15:                                               ; preds = %3
  %16 = ashr exact i64 %12, 4
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %18 = add nsw i64 %17, %16
  %19 = icmp ult i64 %18, %16
  %20 = tail call i64 @llvm.umin.i64(i64 %18, i64 576460752303423487)
  %21 = select i1 %19, i64 576460752303423487, i64 %20
  %22 = sub i64 %1, %11
  %23 = ashr exact i64 %22, 4
  %24 = icmp eq i64 %21, 0
  br i1 %24, label %28, label %25

25:                                               ; preds = %15
  %26 = shl nuw nsw i64 %21, 4
  %27 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %26) #23
  br label %28

28:                                               ; preds = %15, %25
  %29 = phi ptr [ %27, %25 ], [ null, %15 ]
  %30 = getelementptr inbounds %"class.std::future", ptr %29, i64 %23
  %31 = load <2 x ptr>, ptr %2, align 8, !tbaa !10
  store <2 x ptr> %31, ptr %30, align 8, !tbaa !10
  store <2 x ptr> zeroinitializer, ptr %2, align 8, !tbaa !10
  %32 = icmp eq ptr %8, %4
  br i1 %32, label %90, label %33

33:                                               ; preds = %28
  %34 = add i64 %1, -16
  %35 = sub i64 %34, %9
  %36 = lshr i64 %35, 4
  %37 = add nuw nsw i64 %36, 1
  %38 = icmp ult i64 %35, 144
  br i1 %38, label %80, label %39

39:                                               ; preds = %33
  %40 = add i64 %1, -16
  %41 = sub i64 %40, %9
  %42 = and i64 %41, -16
  %43 = or disjoint i64 %42, 8
  %44 = getelementptr i8, ptr %29, i64 %43
  %45 = getelementptr i8, ptr %8, i64 %43
  %46 = getelementptr i8, ptr %8, i64 8
  %47 = add i64 %42, 16
  %48 = getelementptr i8, ptr %8, i64 %47
  %49 = getelementptr i8, ptr %29, i64 8
  %50 = getelementptr i8, ptr %29, i64 %47
  %51 = icmp ult ptr %29, %45
  %52 = icmp ult ptr %8, %44
  %53 = and i1 %51, %52
  %54 = icmp ult ptr %46, %50
  %55 = icmp ult ptr %49, %48
  %56 = and i1 %54, %55
  %57 = or i1 %53, %56
  br i1 %57, label %80, label %58

58:                                               ; preds = %39
  %59 = and i64 %37, 2305843009213693948
  %60 = shl i64 %59, 4
  %61 = getelementptr i8, ptr %29, i64 %60
  %62 = shl i64 %59, 4
  %63 = getelementptr i8, ptr %8, i64 %62
  br label %64

64:                                               ; preds = %64, %58
  %65 = phi i64 [ 0, %58 ], [ %76, %64 ]
  %66 = shl i64 %65, 4
  %67 = or disjoint i64 %66, 32
  %68 = getelementptr i8, ptr %29, i64 %66
  %69 = getelementptr i8, ptr %29, i64 %67
  %70 = shl i64 %65, 4
  %71 = or disjoint i64 %70, 32
  %72 = getelementptr i8, ptr %8, i64 %70
  %73 = getelementptr i8, ptr %8, i64 %71
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  %74 = load <4 x ptr>, ptr %72, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  %75 = load <4 x ptr>, ptr %73, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  store <4 x ptr> %74, ptr %68, align 8, !tbaa !10, !alias.scope !147, !noalias !150
  store <4 x ptr> %75, ptr %69, align 8, !tbaa !10, !alias.scope !147, !noalias !150
  store <4 x ptr> zeroinitializer, ptr %72, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  store <4 x ptr> zeroinitializer, ptr %73, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  %76 = add nuw i64 %65, 4
  %77 = icmp eq i64 %76, %59
  br i1 %77, label %78, label %64, !llvm.loop !152

78:                                               ; preds = %64
  %79 = icmp eq i64 %37, %59
  br i1 %79, label %90, label %80

80:                                               ; preds = %78, %39, %33
  %81 = phi ptr [ %29, %39 ], [ %29, %33 ], [ %61, %78 ]
  %82 = phi ptr [ %8, %39 ], [ %8, %33 ], [ %63, %78 ]
  br label %83

83:                                               ; preds = %80, %83
  %84 = phi ptr [ %88, %83 ], [ %81, %80 ]
  %85 = phi ptr [ %87, %83 ], [ %82, %80 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !147)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !150)
  %86 = load <2 x ptr>, ptr %85, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  store <2 x ptr> %86, ptr %84, align 8, !tbaa !10, !alias.scope !147, !noalias !150
  store <2 x ptr> zeroinitializer, ptr %85, align 8, !tbaa !10, !alias.scope !150, !noalias !147
  %87 = getelementptr inbounds i8, ptr %85, i64 16
  %88 = getelementptr inbounds i8, ptr %84, i64 16
  %89 = icmp eq ptr %87, %4
  br i1 %89, label %90, label %83, !llvm.loop !153

90:                                               ; preds = %83, %78, %28
  %91 = phi ptr [ %29, %28 ], [ %61, %78 ], [ %88, %83 ]
  %92 = getelementptr i8, ptr %91, i64 16
  %93 = icmp eq ptr %6, %4
  br i1 %93, label %153, label %94

94:                                               ; preds = %90
  %95 = add i64 %7, -16
  %96 = sub i64 %95, %1
  %97 = lshr i64 %96, 4
  %98 = add nuw nsw i64 %97, 1
  %99 = icmp ult i64 %96, 176
  br i1 %99, label %143, label %100

100:                                              ; preds = %94
  %101 = add i64 %7, -16
  %102 = sub i64 %101, %1
  %103 = and i64 %102, -16
  %104 = add i64 %103, 24
  %105 = getelementptr i8, ptr %91, i64 %104
  %106 = or disjoint i64 %103, 8
  %107 = getelementptr i8, ptr %4, i64 %106
  %108 = getelementptr i8, ptr %4, i64 8
  %109 = getelementptr i8, ptr %4, i64 %103
  %110 = getelementptr i8, ptr %109, i64 16
  %111 = getelementptr i8, ptr %91, i64 24
  %112 = add i64 %103, 32
  %113 = getelementptr i8, ptr %91, i64 %112
  %114 = icmp ult ptr %92, %107
  %115 = icmp ugt ptr %105, %4
  %116 = and i1 %114, %115
  %117 = icmp ult ptr %108, %113
  %118 = icmp ult ptr %111, %110
  %119 = and i1 %117, %118
  %120 = or i1 %116, %119
  br i1 %120, label %143, label %121

121:                                              ; preds = %100
  %122 = and i64 %98, 2305843009213693948
  %123 = shl i64 %122, 4
  %124 = getelementptr i8, ptr %92, i64 %123
  %125 = shl i64 %122, 4
  %126 = getelementptr i8, ptr %4, i64 %125
  br label %127

127:                                              ; preds = %127, %121
  %128 = phi i64 [ 0, %121 ], [ %139, %127 ]
  %129 = shl i64 %128, 4
  %130 = or disjoint i64 %129, 32
  %131 = getelementptr i8, ptr %92, i64 %129
  %132 = getelementptr i8, ptr %92, i64 %130
  %133 = shl i64 %128, 4
  %134 = or disjoint i64 %133, 32
  %135 = getelementptr i8, ptr %4, i64 %133
  %136 = getelementptr i8, ptr %4, i64 %134
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !157)
  %137 = load <4 x ptr>, ptr %135, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  %138 = load <4 x ptr>, ptr %136, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  store <4 x ptr> %137, ptr %131, align 8, !tbaa !10, !alias.scope !154, !noalias !157
  store <4 x ptr> %138, ptr %132, align 8, !tbaa !10, !alias.scope !154, !noalias !157
  store <4 x ptr> zeroinitializer, ptr %135, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  store <4 x ptr> zeroinitializer, ptr %136, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  %139 = add nuw i64 %128, 4
  %140 = icmp eq i64 %139, %122
  br i1 %140, label %141, label %127, !llvm.loop !159

141:                                              ; preds = %127
  %142 = icmp eq i64 %98, %122
  br i1 %142, label %153, label %143

143:                                              ; preds = %141, %100, %94
  %144 = phi ptr [ %92, %100 ], [ %92, %94 ], [ %124, %141 ]
  %145 = phi ptr [ %4, %100 ], [ %4, %94 ], [ %126, %141 ]
  br label %146

146:                                              ; preds = %143, %146
  %147 = phi ptr [ %151, %146 ], [ %144, %143 ]
  %148 = phi ptr [ %150, %146 ], [ %145, %143 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !154)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !157)
  %149 = load <2 x ptr>, ptr %148, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  store <2 x ptr> %149, ptr %147, align 8, !tbaa !10, !alias.scope !154, !noalias !157
  store <2 x ptr> zeroinitializer, ptr %148, align 8, !tbaa !10, !alias.scope !157, !noalias !154
  %150 = getelementptr inbounds i8, ptr %148, i64 16
  %151 = getelementptr inbounds i8, ptr %147, i64 16
  %152 = icmp eq ptr %150, %6
  br i1 %152, label %153, label %146, !llvm.loop !160

153:                                              ; preds = %146, %141, %90
  %154 = phi ptr [ %92, %90 ], [ %124, %141 ], [ %151, %146 ]
  %155 = getelementptr inbounds i8, ptr %0, i64 16
  %156 = icmp eq ptr %8, null
  br i1 %156, label %161, label %157

157:                                              ; preds = %153
  %158 = load ptr, ptr %155, align 8, !tbaa !19
  %159 = ptrtoint ptr %158 to i64
  %160 = sub i64 %159, %11
  tail call void @_ZdlPvm(ptr noundef nonnull %8, i64 noundef %160) #26
  br label %161

161:                                              ; preds = %153, %157
  store ptr %29, ptr %0, align 8, !tbaa !18
  store ptr %154, ptr %5, align 8, !tbaa !16
  %162 = getelementptr inbounds %"class.std::future", ptr %29, i64 %21
  store ptr %162, ptr %155, align 8, !tbaa !19
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(21) ptr @_ZNKSt14__basic_futureIiE13_M_get_resultEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = load ptr, ptr %0, align 8, !tbaa !22
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  tail call void @_ZSt20__throw_future_errori(i32 noundef 3) #25
  unreachable

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8, !tbaa !24
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load ptr, ptr %8, align 8
  tail call void %9(ptr noundef nonnull align 8 dereferenceable(28) %3)
  %10 = getelementptr inbounds i8, ptr %3, i64 16
  %11 = load atomic i32, ptr %10 acquire, align 4
  %12 = and i32 %11, 2147483647
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %23, label %14

14:                                               ; preds = %6, %14
  %15 = phi i32 [ %20, %14 ], [ %12, %6 ]
  %16 = atomicrmw or ptr %10, i32 -2147483648 monotonic, align 4
  %17 = or disjoint i32 %15, -2147483648
  %18 = tail call noundef i1 @_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE(ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull %10, i32 noundef %17, i1 noundef false, i64 0, i64 0)
  %19 = load atomic i32, ptr %10 acquire, align 4
  %20 = and i32 %19, 2147483647
  %21 = icmp ne i32 %20, 1
  %22 = and i1 %18, %21
  br i1 %22, label %14, label %23

23:                                               ; preds = %14, %6
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !10
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !29
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %23
  store ptr %27, ptr %2, align 8, !tbaa !29
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %30 unwind label %31

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = load ptr, ptr %2, align 8, !tbaa !29
  %34 = icmp eq ptr %33, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  br label %36

36:                                               ; preds = %31, %35
  resume { ptr, i32 } %32

37:                                               ; preds = %23
  ret ptr %25
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt14__basic_futureIiE6_ResetD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #16 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !161
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !20
  store <2 x ptr> zeroinitializer, ptr %2, align 8, !tbaa !10
  %5 = icmp eq ptr %4, null
  br i1 %5, label %29, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load atomic i64, ptr %7 acquire, align 8
  %9 = icmp eq i64 %8, 4294967297
  %10 = trunc i64 %8 to i32
  br i1 %9, label %11, label %18

11:                                               ; preds = %6
  store <2 x i32> zeroinitializer, ptr %7, align 8, !tbaa !6
  %12 = load ptr, ptr %4, align 8, !tbaa !24
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  %15 = load ptr, ptr %4, align 8, !tbaa !24
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  br label %29

18:                                               ; preds = %6
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !26
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add nsw i32 %10, -1
  store i32 %22, ptr %7, align 4, !tbaa !6
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %10, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29, !prof !27

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  br label %29

29:                                               ; preds = %1, %11, %25, %28
  ret void
}

declare noundef i1 @_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef, i32 noundef, i1 noundef, i64, i64) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = tail call ptr @__cxa_allocate_exception(i64 16) #22
  invoke void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %5, ptr noundef nonnull @.str.10)
          to label %6 unwind label %7

6:                                                ; preds = %1
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTISt12out_of_range, ptr nonnull @_ZNSt12out_of_rangeD1Ev) #25
          to label %24 unwind label %9

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  tail call void @__cxa_free_exception(ptr %5) #22
  br label %11

9:                                                ; preds = %6
  %10 = landingpad { ptr, i32 }
          catch ptr null
  br label %11

11:                                               ; preds = %9, %7
  %12 = phi { ptr, i32 } [ %10, %9 ], [ %8, %7 ]
  %13 = extractvalue { ptr, i32 } %12, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22
  call void @_ZSt17current_exceptionv(ptr dead_on_unwind nonnull writable sret(%"class.std::__exception_ptr::exception_ptr") align 8 %3) #22
  %15 = load ptr, ptr %4, align 8, !tbaa !163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  %16 = load ptr, ptr %3, align 8, !tbaa !29
  store ptr null, ptr %3, align 8, !tbaa !29
  %17 = load ptr, ptr %15, align 8, !tbaa !29
  store ptr %17, ptr %2, align 8, !tbaa !29
  store ptr %16, ptr %15, align 8, !tbaa !29
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %11
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  br label %20

20:                                               ; preds = %19, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %21 = load ptr, ptr %3, align 8, !tbaa !29
  %22 = icmp eq ptr %21, null
  br i1 %22, label %25, label %23

23:                                               ; preds = %20
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #22
  br label %25

24:                                               ; preds = %6
  unreachable

25:                                               ; preds = %20, %23
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  call void @__cxa_end_catch()
  ret void
}

declare void @_ZNSt12out_of_rangeC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt12out_of_rangeD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #20

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #21

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { inlinehint mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { mustprogress noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #15 = { nobuiltin allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #16 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #22 = { nounwind }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { noreturn nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin nounwind }
attributes #27 = { nounwind willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!17, !11, i64 8}
!17 = !{!"_ZTSNSt12_Vector_baseISt6futureIiESaIS1_EE17_Vector_impl_dataE", !11, i64 0, !11, i64 8, !11, i64 16}
!18 = !{!17, !11, i64 0}
!19 = !{!17, !11, i64 16}
!20 = !{!21, !11, i64 0}
!21 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !11, i64 0}
!22 = !{!23, !11, i64 0}
!23 = !{!"_ZTSSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EE", !11, i64 0, !21, i64 8}
!24 = !{!25, !25, i64 0}
!25 = !{!"vtable pointer", !9, i64 0}
!26 = !{!8, !8, i64 0}
!27 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!28 = distinct !{!28, !13}
!29 = !{!30, !11, i64 0}
!30 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !11, i64 0}
!31 = !{!32, !15, i64 0}
!32 = !{!"_ZTSNSt6thread2idE", !15, i64 0}
!33 = distinct !{!33, !13}
!34 = distinct !{!34, !13}
!35 = !{!36, !11, i64 0}
!36 = !{!"_ZTSNSt12_Vector_baseISt6threadSaIS0_EE17_Vector_impl_dataE", !11, i64 0, !11, i64 8, !11, i64 16}
!37 = !{!36, !11, i64 8}
!38 = distinct !{!38, !13}
!39 = !{!36, !11, i64 16}
!40 = !{!41, !11, i64 0}
!41 = !{!"_ZTSSt10_Head_baseILm2EPlLb0EE", !11, i64 0}
!42 = !{!43, !7, i64 0}
!43 = !{!"_ZTSSt10_Head_baseILm1EiLb0EE", !7, i64 0}
!44 = !{!45, !11, i64 0}
!45 = !{!"_ZTSSt10_Head_baseILm0EPFviPlELb0EE", !11, i64 0}
!46 = !{!47, !11, i64 0}
!47 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !48, i64 0, !15, i64 8, !8, i64 16}
!48 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !11, i64 0}
!49 = distinct !{!49, !13}
!50 = !{!47, !15, i64 8}
!51 = !{!52}
!52 = distinct !{!52, !53, !"_ZSt11make_sharedINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_: argument 0"}
!53 = distinct !{!53, !"_ZSt11make_sharedINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_"}
!54 = !{!55}
!55 = distinct !{!55, !56, !"_ZSt11make_sharedINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_: argument 0"}
!56 = distinct !{!56, !"_ZSt11make_sharedINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_"}
!57 = !{!58, !11, i64 0}
!58 = !{!"_ZTSSt12__shared_ptrINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEELN9__gnu_cxx12_Lock_policyE2EE", !11, i64 0, !21, i64 8}
!59 = distinct !{!59, !13}
!60 = !{!48, !11, i64 0}
!61 = distinct !{!61, !13}
!62 = !{!63}
!63 = distinct !{!63, !64, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!64 = distinct !{!64, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_"}
!65 = !{!66}
!66 = distinct !{!66, !64, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!67 = !{!66, !68}
!68 = distinct !{!68, !69}
!69 = distinct !{!69, !"LVerDomain"}
!70 = !{!63, !71}
!71 = distinct !{!71, !69}
!72 = distinct !{!72, !13, !73, !74}
!73 = !{!"llvm.loop.isvectorized", i32 1}
!74 = !{!"llvm.loop.unroll.runtime.disable"}
!75 = distinct !{!75, !13, !73}
!76 = !{!77}
!77 = distinct !{!77, !78, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!78 = distinct !{!78, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_"}
!79 = !{!80}
!80 = distinct !{!80, !78, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!81 = !{!80, !82}
!82 = distinct !{!82, !83}
!83 = distinct !{!83, !"LVerDomain"}
!84 = !{!77, !85}
!85 = distinct !{!85, !83}
!86 = distinct !{!86, !13, !73, !74}
!87 = distinct !{!87, !13, !73}
!88 = !{!89, !11, i64 8}
!89 = !{!"_ZTSSt10error_code", !7, i64 0, !11, i64 8}
!90 = !{!89, !7, i64 0}
!91 = !{!92, !11, i64 8}
!92 = !{!"_ZTSSt15error_condition", !7, i64 0, !11, i64 8}
!93 = !{!92, !7, i64 0}
!94 = !{!95, !11, i64 8}
!95 = !{!"_ZTSSt9type_info", !11, i64 8}
!96 = !{!97, !11, i64 0}
!97 = !{!"_ZTSSt10_Head_baseILm0EPNSt13__future_base12_Result_baseELb0EE", !11, i64 0}
!98 = !{!99, !7, i64 0}
!99 = !{!"_ZTSSt13__atomic_baseIjE", !7, i64 0}
!100 = !{!101, !102, i64 0}
!101 = !{!"_ZTSSt18__atomic_flag_base", !102, i64 0}
!102 = !{!"bool", !8, i64 0}
!103 = !{!104, !7, i64 0}
!104 = !{!"_ZTSSt9once_flag", !7, i64 0}
!105 = !{!106, !102, i64 20}
!106 = !{!"_ZTSNSt13__future_base7_ResultIiEE", !107, i64 0, !108, i64 16, !102, i64 20}
!107 = !{!"_ZTSNSt13__future_base12_Result_baseE", !30, i64 8}
!108 = !{!"_ZTSN9__gnu_cxx16__aligned_bufferIiEE", !8, i64 0}
!109 = !{!110, !11, i64 0}
!110 = !{!"_ZTSSt10_Head_baseILm0EPFiiELb0EE", !11, i64 0}
!111 = !{!112, !11, i64 0}
!112 = !{!"_ZTSSt10_Head_baseILm1EPNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEELb0EE", !11, i64 0}
!113 = !{!114, !8, i64 0}
!114 = !{!"_ZTSSt10_Head_baseILm0EMNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEFvvELb0EE", !8, i64 0}
!115 = !{!116, !11, i64 24}
!116 = !{!"_ZTSSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEE", !117, i64 0, !11, i64 24}
!117 = !{!"_ZTSSt14_Function_base", !8, i64 0, !11, i64 16}
!118 = !{!117, !11, i64 16}
!119 = !{!102, !102, i64 0}
!120 = !{i8 0, i8 2}
!121 = !{}
!122 = !{!123}
!123 = distinct !{!123, !124, !"_ZSt18make_exception_ptrISt12future_errorENSt15__exception_ptr13exception_ptrET_: argument 0"}
!124 = distinct !{!124, !"_ZSt18make_exception_ptrISt12future_errorENSt15__exception_ptr13exception_ptrET_"}
!125 = !{i64 0, i64 4, !6, i64 8, i64 8, !10}
!126 = !{!127}
!127 = distinct !{!127, !128, !"_ZNKSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEEclEv: argument 0"}
!128 = distinct !{!128, !"_ZNKSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEEclEv"}
!129 = !{!130, !11, i64 0}
!130 = !{!"_ZTSZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS0_12_Result_baseENS4_8_DeleterEEvEEPbEJPS1_S9_SA_EEvRSt9once_flagOT_DpOT0_EUlvE_", !11, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!131 = !{!130, !11, i64 8}
!132 = !{!130, !11, i64 16}
!133 = !{!130, !11, i64 24}
!134 = !{i64 0, i64 8, !10, i64 8, i64 8, !10}
!135 = !{!136, !11, i64 0}
!136 = !{!"_ZTSNSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE", !11, i64 0, !11, i64 8}
!137 = !{!136, !11, i64 8}
!138 = !{!139}
!139 = distinct !{!139, !140, !"_ZNKSt10error_code7messageB5cxx11Ev: argument 0"}
!140 = distinct !{!140, !"_ZNKSt10error_code7messageB5cxx11Ev"}
!141 = !{!142}
!142 = distinct !{!142, !143, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!143 = distinct !{!143, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!144 = !{!145, !11, i64 0}
!145 = !{!"_ZTSZSt9call_onceIMSt6threadFvvEJPS0_EEvRSt9once_flagOT_DpOT0_EUlvE_", !11, i64 0, !11, i64 8}
!146 = !{!145, !11, i64 8}
!147 = !{!148}
!148 = distinct !{!148, !149, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!149 = distinct !{!149, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_"}
!150 = !{!151}
!151 = distinct !{!151, !149, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!152 = distinct !{!152, !13, !73, !74}
!153 = distinct !{!153, !13, !73}
!154 = !{!155}
!155 = distinct !{!155, !156, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!156 = distinct !{!156, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_"}
!157 = !{!158}
!158 = distinct !{!158, !156, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!159 = distinct !{!159, !13, !73, !74}
!160 = distinct !{!160, !13, !73}
!161 = !{!162, !11, i64 0}
!162 = !{!"_ZTSNSt14__basic_futureIiE6_ResetE", !11, i64 0}
!163 = !{!164, !11, i64 0}
!164 = !{!"_ZTSZ4mainE3$_0", !11, i64 0}
