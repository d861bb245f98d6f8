; ModuleID = 'thread_exceptions.cpp'
source_filename = "thread_exceptions.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
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
  %2 = alloca [4 x i64], align 16
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
  store i32 0, ptr %4, align 4, !tbaa !5
  br label %17

12:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22
  %13 = load ptr, ptr %3, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %3, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !9
  %16 = icmp eq ptr %13, %15
  br i1 %16, label %30, label %45

17:                                               ; preds = %0, %22
  %18 = phi i32 [ 0, %0 ], [ %24, %22 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %19
  store ptr %20, ptr %5, align 8, !tbaa !9
  %21 = invoke noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorISt6threadSaIS0_EE12emplace_backIJRFviPlERiS4_EEERS0_DpOT_(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull @_ZL6workeriPl, ptr noundef nonnull align 4 dereferenceable(4) %4, ptr noundef nonnull align 8 dereferenceable(8) %5)
          to label %22 unwind label %26

22:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  %23 = load i32, ptr %4, align 4, !tbaa !5
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4, !tbaa !5
  %25 = icmp slt i32 %23, 3
  br i1 %25, label %17, label %12, !llvm.loop !11

26:                                               ; preds = %17
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  %29 = extractvalue { ptr, i32 } %27, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #22
  br label %330

30:                                               ; preds = %47, %12
  %31 = load i64, ptr %2, align 16, !tbaa !13
  %32 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i64 noundef %31)
  %33 = getelementptr inbounds i8, ptr %2, i64 8
  %34 = load i64, ptr %33, align 8, !tbaa !13
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i64 noundef %34)
  %36 = getelementptr inbounds i8, ptr %2, i64 16
  %37 = load i64, ptr %36, align 16, !tbaa !13
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i64 noundef %37)
  %39 = getelementptr inbounds i8, ptr %2, i64 24
  %40 = load i64, ptr %39, align 8, !tbaa !13
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i64 noundef %40)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #22
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %6, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #22
  store i32 1, ptr %7, align 4, !tbaa !5
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
  br label %330

54:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #22
  %55 = load ptr, ptr %42, align 8, !tbaa !15
  %56 = load ptr, ptr %6, align 8, !tbaa !17
  %57 = icmp eq ptr %55, %56
  br i1 %57, label %107, label %127

58:                                               ; preds = %30, %95
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #22
  invoke void @_ZSt5asyncIRFiiEJRiEESt6futureINSt15__invoke_resultINSt5decayIT_E4typeEJDpNS5_IT0_E4typeEEE4typeEESt6launchOS6_DpOS9_(ptr dead_on_unwind nonnull writable sret(%"class.std::future") align 8 %8, i32 noundef 1, ptr noundef nonnull @_ZL4taski, ptr noundef nonnull align 4 dereferenceable(4) %7)
          to label %59 unwind label %99

59:                                               ; preds = %58
  %60 = load ptr, ptr %42, align 8, !tbaa !9
  %61 = load ptr, ptr %43, align 8, !tbaa !18
  %62 = icmp eq ptr %60, %61
  br i1 %62, label %67, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr null, ptr %64, align 8, !tbaa !19
  %65 = load <2 x ptr>, ptr %8, align 16, !tbaa !9
  store ptr null, ptr %44, align 8, !tbaa !19
  store <2 x ptr> %65, ptr %60, align 8, !tbaa !9
  store ptr null, ptr %8, align 16, !tbaa !21
  %66 = getelementptr inbounds i8, ptr %60, i64 16
  store ptr %66, ptr %42, align 8, !tbaa !15
  br label %68

67:                                               ; preds = %59
  invoke void @_ZNSt6vectorISt6futureIiESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %6, ptr %60, ptr noundef nonnull align 8 dereferenceable(16) %8)
          to label %68 unwind label %101

68:                                               ; preds = %63, %67
  %69 = load ptr, ptr %44, align 8, !tbaa !19
  %70 = icmp eq ptr %69, null
  br i1 %70, label %95, label %71

71:                                               ; preds = %68
  %72 = getelementptr inbounds i8, ptr %69, i64 8
  %73 = load atomic i64, ptr %72 acquire, align 8
  %74 = icmp eq i64 %73, 4294967297
  %75 = trunc i64 %73 to i32
  br i1 %74, label %76, label %84

76:                                               ; preds = %71
  store i32 0, ptr %72, align 8, !tbaa !23
  %77 = getelementptr inbounds i8, ptr %69, i64 12
  store i32 0, ptr %77, align 4, !tbaa !25
  %78 = load ptr, ptr %69, align 8, !tbaa !26
  %79 = getelementptr inbounds i8, ptr %78, i64 16
  %80 = load ptr, ptr %79, align 8
  call void %80(ptr noundef nonnull align 8 dereferenceable(16) %69) #22
  %81 = load ptr, ptr %69, align 8, !tbaa !26
  %82 = getelementptr inbounds i8, ptr %81, i64 24
  %83 = load ptr, ptr %82, align 8
  call void %83(ptr noundef nonnull align 8 dereferenceable(16) %69) #22
  br label %95

84:                                               ; preds = %71
  %85 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %86 = icmp eq i8 %85, 0
  br i1 %86, label %89, label %87

87:                                               ; preds = %84
  %88 = add nsw i32 %75, -1
  store i32 %88, ptr %72, align 4, !tbaa !5
  br label %91

89:                                               ; preds = %84
  %90 = atomicrmw volatile add ptr %72, i32 -1 acq_rel, align 4
  br label %91

91:                                               ; preds = %89, %87
  %92 = phi i32 [ %75, %87 ], [ %90, %89 ]
  %93 = icmp eq i32 %92, 1
  br i1 %93, label %94, label %95, !prof !29

94:                                               ; preds = %91
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %69) #22
  br label %95

95:                                               ; preds = %68, %76, %91, %94
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  %96 = load i32, ptr %7, align 4, !tbaa !5
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4, !tbaa !5
  %98 = icmp slt i32 %96, 4
  br i1 %98, label %58, label %54, !llvm.loop !30

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
  br label %281

107:                                              ; preds = %148, %54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  store ptr null, ptr %9, align 8, !tbaa !31
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store i64 0, ptr %10, align 8, !tbaa !33
  %108 = invoke noalias noundef nonnull dereferenceable(16) ptr @_Znwm(i64 noundef 16) #23
          to label %109 unwind label %171

109:                                              ; preds = %107
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @"_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEEE", i64 16), ptr %108, align 8, !tbaa !26
  %110 = getelementptr inbounds i8, ptr %108, i64 8
  %111 = ptrtoint ptr %9 to i64
  store i64 %111, ptr %110, align 8, !tbaa !9
  store ptr %108, ptr %1, align 8, !tbaa !9
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %10, ptr noundef nonnull %1, ptr noundef null)
          to label %112 unwind label %119

112:                                              ; preds = %109
  %113 = load ptr, ptr %1, align 8, !tbaa !9
  %114 = icmp eq ptr %113, null
  br i1 %114, label %160, label %115

115:                                              ; preds = %112
  %116 = load ptr, ptr %113, align 8, !tbaa !26
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  %118 = load ptr, ptr %117, align 8
  call void %118(ptr noundef nonnull align 8 dereferenceable(8) %113) #22
  br label %160

119:                                              ; preds = %109
  %120 = landingpad { ptr, i32 }
          cleanup
  %121 = load ptr, ptr %1, align 8, !tbaa !9
  %122 = icmp eq ptr %121, null
  br i1 %122, label %178, label %123

123:                                              ; preds = %119
  %124 = load ptr, ptr %121, align 8, !tbaa !26
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
  br i1 %140, label %141, label %281

141:                                              ; preds = %135
  %142 = call ptr @__cxa_begin_catch(ptr %137) #22
  %143 = load ptr, ptr %142, align 8, !tbaa !26
  %144 = getelementptr inbounds i8, ptr %143, i64 16
  %145 = load ptr, ptr %144, align 8
  %146 = call noundef ptr %145(ptr noundef nonnull align 8 dereferenceable(16) %142) #22
  %147 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %130, ptr noundef %146)
  invoke void @__cxa_end_catch()
          to label %148 unwind label %156

148:                                              ; preds = %141, %133
  %149 = load ptr, ptr %42, align 8, !tbaa !15
  %150 = load ptr, ptr %6, align 8, !tbaa !17
  %151 = ptrtoint ptr %149 to i64
  %152 = ptrtoint ptr %150 to i64
  %153 = sub i64 %151, %152
  %154 = ashr exact i64 %153, 4
  %155 = icmp ult i64 %130, %154
  br i1 %155, label %127, label %107, !llvm.loop !35

156:                                              ; preds = %141
  %157 = landingpad { ptr, i32 }
          cleanup
  %158 = extractvalue { ptr, i32 } %157, 0
  %159 = extractvalue { ptr, i32 } %157, 1
  br label %281

160:                                              ; preds = %115, %112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  invoke void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8) %10)
          to label %161 unwind label %173

161:                                              ; preds = %160
  %162 = load i64, ptr %10, align 8, !tbaa !13
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %165, label %164

164:                                              ; preds = %161
  call void @_ZSt9terminatev() #24
  unreachable

165:                                              ; preds = %161
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #22
  %166 = load ptr, ptr %9, align 8, !tbaa !31
  store ptr %166, ptr %11, align 8, !tbaa !31
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
  %175 = load i64, ptr %10, align 8, !tbaa !13
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
  br label %274

182:                                              ; preds = %169
  %183 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12out_of_range
  %184 = extractvalue { ptr, i32 } %183, 0
  %185 = extractvalue { ptr, i32 } %183, 1
  %186 = load ptr, ptr %11, align 8, !tbaa !31
  %187 = icmp eq ptr %186, null
  br i1 %187, label %189, label %188

188:                                              ; preds = %182
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %11) #22
  br label %189

189:                                              ; preds = %182, %188
  %190 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12out_of_range) #22
  %191 = icmp eq i32 %185, %190
  br i1 %191, label %192, label %274

192:                                              ; preds = %189
  %193 = call ptr @__cxa_begin_catch(ptr %184) #22
  %194 = load ptr, ptr %193, align 8, !tbaa !26
  %195 = getelementptr inbounds i8, ptr %194, i64 16
  %196 = load ptr, ptr %195, align 8
  %197 = call noundef ptr %196(ptr noundef nonnull align 8 dereferenceable(16) %193) #22
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %197)
  invoke void @__cxa_end_catch()
          to label %199 unwind label %270

199:                                              ; preds = %192
  %200 = load ptr, ptr %9, align 8, !tbaa !31
  %201 = icmp eq ptr %200, null
  br i1 %201, label %203, label %202

202:                                              ; preds = %199
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  br label %203

203:                                              ; preds = %199, %202
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  %204 = load ptr, ptr %6, align 8, !tbaa !17
  %205 = load ptr, ptr %42, align 8, !tbaa !15
  %206 = icmp eq ptr %204, %205
  br i1 %206, label %241, label %207

207:                                              ; preds = %203, %236
  %208 = phi ptr [ %237, %236 ], [ %204, %203 ]
  %209 = getelementptr inbounds i8, ptr %208, i64 8
  %210 = load ptr, ptr %209, align 8, !tbaa !19
  %211 = icmp eq ptr %210, null
  br i1 %211, label %236, label %212

212:                                              ; preds = %207
  %213 = getelementptr inbounds i8, ptr %210, i64 8
  %214 = load atomic i64, ptr %213 acquire, align 8
  %215 = icmp eq i64 %214, 4294967297
  %216 = trunc i64 %214 to i32
  br i1 %215, label %217, label %225

217:                                              ; preds = %212
  store i32 0, ptr %213, align 8, !tbaa !23
  %218 = getelementptr inbounds i8, ptr %210, i64 12
  store i32 0, ptr %218, align 4, !tbaa !25
  %219 = load ptr, ptr %210, align 8, !tbaa !26
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load ptr, ptr %220, align 8
  call void %221(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  %222 = load ptr, ptr %210, align 8, !tbaa !26
  %223 = getelementptr inbounds i8, ptr %222, i64 24
  %224 = load ptr, ptr %223, align 8
  call void %224(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  br label %236

225:                                              ; preds = %212
  %226 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %230, label %228

228:                                              ; preds = %225
  %229 = add nsw i32 %216, -1
  store i32 %229, ptr %213, align 4, !tbaa !5
  br label %232

230:                                              ; preds = %225
  %231 = atomicrmw volatile add ptr %213, i32 -1 acq_rel, align 4
  br label %232

232:                                              ; preds = %230, %228
  %233 = phi i32 [ %216, %228 ], [ %231, %230 ]
  %234 = icmp eq i32 %233, 1
  br i1 %234, label %235, label %236, !prof !29

235:                                              ; preds = %232
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %210) #22
  br label %236

236:                                              ; preds = %235, %232, %217, %207
  %237 = getelementptr inbounds i8, ptr %208, i64 16
  %238 = icmp eq ptr %237, %205
  br i1 %238, label %239, label %207, !llvm.loop !36

239:                                              ; preds = %236
  %240 = load ptr, ptr %6, align 8, !tbaa !17
  br label %241

241:                                              ; preds = %239, %203
  %242 = phi ptr [ %240, %239 ], [ %204, %203 ]
  %243 = icmp eq ptr %242, null
  br i1 %243, label %249, label %244

244:                                              ; preds = %241
  %245 = load ptr, ptr %43, align 8, !tbaa !18
  %246 = ptrtoint ptr %245 to i64
  %247 = ptrtoint ptr %242 to i64
  %248 = sub i64 %246, %247
  call void @_ZdlPvm(ptr noundef nonnull %242, i64 noundef %248) #26
  br label %249

249:                                              ; preds = %241, %244
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #22
  %250 = load ptr, ptr %3, align 8, !tbaa !37
  %251 = load ptr, ptr %14, align 8, !tbaa !39
  %252 = icmp eq ptr %250, %251
  br i1 %252, label %261, label %256

253:                                              ; preds = %256
  %254 = getelementptr inbounds i8, ptr %257, i64 8
  %255 = icmp eq ptr %254, %251
  br i1 %255, label %261, label %256, !llvm.loop !40

256:                                              ; preds = %249, %253
  %257 = phi ptr [ %254, %253 ], [ %250, %249 ]
  %258 = load i64, ptr %257, align 8, !tbaa !13
  %259 = icmp eq i64 %258, 0
  br i1 %259, label %253, label %260

260:                                              ; preds = %256
  call void @_ZSt9terminatev() #24
  unreachable

261:                                              ; preds = %253, %249
  %262 = icmp eq ptr %250, null
  br i1 %262, label %269, label %263

263:                                              ; preds = %261
  %264 = getelementptr inbounds i8, ptr %3, i64 16
  %265 = load ptr, ptr %264, align 8, !tbaa !41
  %266 = ptrtoint ptr %265 to i64
  %267 = ptrtoint ptr %250 to i64
  %268 = sub i64 %266, %267
  call void @_ZdlPvm(ptr noundef nonnull %250, i64 noundef %268) #26
  br label %269

269:                                              ; preds = %261, %263
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  ret i32 0

270:                                              ; preds = %192
  %271 = landingpad { ptr, i32 }
          cleanup
  %272 = extractvalue { ptr, i32 } %271, 0
  %273 = extractvalue { ptr, i32 } %271, 1
  br label %274

274:                                              ; preds = %270, %189, %178
  %275 = phi i32 [ %273, %270 ], [ %185, %189 ], [ %181, %178 ]
  %276 = phi ptr [ %272, %270 ], [ %184, %189 ], [ %180, %178 ]
  %277 = load ptr, ptr %9, align 8, !tbaa !31
  %278 = icmp eq ptr %277, null
  br i1 %278, label %280, label %279

279:                                              ; preds = %274
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %9) #22
  br label %280

280:                                              ; preds = %274, %279
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  br label %281

281:                                              ; preds = %135, %156, %280, %103
  %282 = phi i32 [ %106, %103 ], [ %275, %280 ], [ %159, %156 ], [ %138, %135 ]
  %283 = phi ptr [ %105, %103 ], [ %276, %280 ], [ %158, %156 ], [ %137, %135 ]
  %284 = load ptr, ptr %6, align 8, !tbaa !17
  %285 = load ptr, ptr %42, align 8, !tbaa !15
  %286 = icmp eq ptr %284, %285
  br i1 %286, label %321, label %287

287:                                              ; preds = %281, %316
  %288 = phi ptr [ %317, %316 ], [ %284, %281 ]
  %289 = getelementptr inbounds i8, ptr %288, i64 8
  %290 = load ptr, ptr %289, align 8, !tbaa !19
  %291 = icmp eq ptr %290, null
  br i1 %291, label %316, label %292

292:                                              ; preds = %287
  %293 = getelementptr inbounds i8, ptr %290, i64 8
  %294 = load atomic i64, ptr %293 acquire, align 8
  %295 = icmp eq i64 %294, 4294967297
  %296 = trunc i64 %294 to i32
  br i1 %295, label %297, label %305

297:                                              ; preds = %292
  store i32 0, ptr %293, align 8, !tbaa !23
  %298 = getelementptr inbounds i8, ptr %290, i64 12
  store i32 0, ptr %298, align 4, !tbaa !25
  %299 = load ptr, ptr %290, align 8, !tbaa !26
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load ptr, ptr %300, align 8
  call void %301(ptr noundef nonnull align 8 dereferenceable(16) %290) #22
  %302 = load ptr, ptr %290, align 8, !tbaa !26
  %303 = getelementptr inbounds i8, ptr %302, i64 24
  %304 = load ptr, ptr %303, align 8
  call void %304(ptr noundef nonnull align 8 dereferenceable(16) %290) #22
  br label %316

305:                                              ; preds = %292
  %306 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %307 = icmp eq i8 %306, 0
  br i1 %307, label %310, label %308

308:                                              ; preds = %305
  %309 = add nsw i32 %296, -1
  store i32 %309, ptr %293, align 4, !tbaa !5
  br label %312

310:                                              ; preds = %305
  %311 = atomicrmw volatile add ptr %293, i32 -1 acq_rel, align 4
  br label %312

312:                                              ; preds = %310, %308
  %313 = phi i32 [ %296, %308 ], [ %311, %310 ]
  %314 = icmp eq i32 %313, 1
  br i1 %314, label %315, label %316, !prof !29

315:                                              ; preds = %312
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %290) #22
  br label %316

316:                                              ; preds = %315, %312, %297, %287
  %317 = getelementptr inbounds i8, ptr %288, i64 16
  %318 = icmp eq ptr %317, %285
  br i1 %318, label %319, label %287, !llvm.loop !36

319:                                              ; preds = %316
  %320 = load ptr, ptr %6, align 8, !tbaa !17
  br label %321

321:                                              ; preds = %319, %281
  %322 = phi ptr [ %320, %319 ], [ %284, %281 ]
  %323 = icmp eq ptr %322, null
  br i1 %323, label %329, label %324

324:                                              ; preds = %321
  %325 = load ptr, ptr %43, align 8, !tbaa !18
  %326 = ptrtoint ptr %325 to i64
  %327 = ptrtoint ptr %322 to i64
  %328 = sub i64 %326, %327
  call void @_ZdlPvm(ptr noundef nonnull %322, i64 noundef %328) #26
  br label %329

329:                                              ; preds = %321, %324
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #22
  br label %330

330:                                              ; preds = %329, %50, %26
  %331 = phi i32 [ %29, %26 ], [ %53, %50 ], [ %282, %329 ]
  %332 = phi ptr [ %28, %26 ], [ %52, %50 ], [ %283, %329 ]
  %333 = load ptr, ptr %3, align 8, !tbaa !37
  %334 = getelementptr inbounds i8, ptr %3, i64 8
  %335 = load ptr, ptr %334, align 8, !tbaa !39
  %336 = icmp eq ptr %333, %335
  br i1 %336, label %345, label %340

337:                                              ; preds = %340
  %338 = getelementptr inbounds i8, ptr %341, i64 8
  %339 = icmp eq ptr %338, %335
  br i1 %339, label %345, label %340, !llvm.loop !40

340:                                              ; preds = %330, %337
  %341 = phi ptr [ %338, %337 ], [ %333, %330 ]
  %342 = load i64, ptr %341, align 8, !tbaa !13
  %343 = icmp eq i64 %342, 0
  br i1 %343, label %337, label %344

344:                                              ; preds = %340
  call void @_ZSt9terminatev() #24
  unreachable

345:                                              ; preds = %337, %330
  %346 = icmp eq ptr %333, null
  br i1 %346, label %353, label %347

347:                                              ; preds = %345
  %348 = getelementptr inbounds i8, ptr %3, i64 16
  %349 = load ptr, ptr %348, align 8, !tbaa !41
  %350 = ptrtoint ptr %349 to i64
  %351 = ptrtoint ptr %333 to i64
  %352 = sub i64 %350, %351
  call void @_ZdlPvm(ptr noundef nonnull %333, i64 noundef %352) #26
  br label %353

353:                                              ; preds = %345, %347
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  %354 = insertvalue { ptr, i32 } poison, ptr %332, 0
  %355 = insertvalue { ptr, i32 } %354, i32 %331, 1
  resume { ptr, i32 } %355
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt6vectorISt6threadSaIS0_EE12emplace_backIJRFviPlERiS4_EEERS0_DpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %5 = alloca %"class.std::unique_ptr", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %0, i64 16
  %9 = load ptr, ptr %8, align 8, !tbaa !41
  %10 = icmp eq ptr %7, %9
  br i1 %10, label %37, label %11

11:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store i64 0, ptr %7, align 8, !tbaa !33
  %12 = tail call noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, i64 16), ptr %12, align 8, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %12, i64 8
  %14 = load ptr, ptr %3, align 8, !tbaa !9
  store ptr %14, ptr %13, align 8, !tbaa !42
  %15 = getelementptr inbounds i8, ptr %12, i64 16
  %16 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %16, ptr %15, align 4, !tbaa !44
  %17 = getelementptr inbounds i8, ptr %12, i64 24
  store ptr %1, ptr %17, align 8, !tbaa !46
  store ptr %12, ptr %5, align 8, !tbaa !9
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %7, ptr noundef nonnull %5, ptr noundef null)
          to label %18 unwind label %25

18:                                               ; preds = %11
  %19 = load ptr, ptr %5, align 8, !tbaa !9
  %20 = icmp eq ptr %19, null
  br i1 %20, label %34, label %21

21:                                               ; preds = %18
  %22 = load ptr, ptr %19, align 8, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load ptr, ptr %23, align 8
  call void %24(ptr noundef nonnull align 8 dereferenceable(8) %19) #22
  br label %34

25:                                               ; preds = %11
  %26 = landingpad { ptr, i32 }
          cleanup
  %27 = load ptr, ptr %5, align 8, !tbaa !9
  %28 = icmp eq ptr %27, null
  br i1 %28, label %33, label %29

29:                                               ; preds = %25
  %30 = load ptr, ptr %27, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load ptr, ptr %31, align 8
  call void %32(ptr noundef nonnull align 8 dereferenceable(8) %27) #22
  br label %33

33:                                               ; preds = %29, %25
  resume { ptr, i32 } %26

34:                                               ; preds = %18, %21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  %35 = load ptr, ptr %6, align 8, !tbaa !39
  %36 = getelementptr inbounds i8, ptr %35, i64 8
  store ptr %36, ptr %6, align 8, !tbaa !39
  br label %39

37:                                               ; preds = %4
  tail call void @_ZNSt6vectorISt6threadSaIS0_EE17_M_realloc_insertIJRFviPlERiS4_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %7, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2, ptr noundef nonnull align 8 dereferenceable(8) %3)
  %38 = load ptr, ptr %6, align 8, !tbaa !9
  br label %39

39:                                               ; preds = %37, %34
  %40 = phi ptr [ %38, %37 ], [ %36, %34 ]
  %41 = getelementptr inbounds i8, ptr %40, i64 -8
  ret ptr %41
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
  store i64 %11, ptr %1, align 8, !tbaa !13
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
  store i32 %14, ptr %18, align 16, !tbaa !5
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
  %27 = load ptr, ptr %3, align 8, !tbaa !48
  %28 = icmp eq ptr %27, %6
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = load i64, ptr %6, align 8, !tbaa !28
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
  %42 = load i32, ptr %41, align 4, !tbaa !5
  %43 = srem i32 %42, 7
  %44 = sext i32 %43 to i64
  call void @__cxa_end_catch() #22
  br label %45

45:                                               ; preds = %12, %66, %40
  %46 = phi i64 [ %44, %40 ], [ %60, %66 ], [ 1, %12 ]
  %47 = add nuw nsw i32 %14, 1
  %48 = add nsw i64 %46, %13
  %49 = icmp eq i32 %47, 2000
  br i1 %49, label %9, label %12, !llvm.loop !51

50:                                               ; preds = %34
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt9exception) #22
  %52 = icmp eq i32 %36, %51
  br i1 %52, label %53, label %69

53:                                               ; preds = %50
  %54 = call ptr @__cxa_begin_catch(ptr %37) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  %55 = load ptr, ptr %54, align 8, !tbaa !26
  %56 = getelementptr inbounds i8, ptr %55, i64 16
  %57 = load ptr, ptr %56, align 8
  %58 = call noundef ptr %57(ptr noundef nonnull align 8 dereferenceable(8) %54) #22
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef %58, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %59 unwind label %67

59:                                               ; preds = %53
  %60 = load i64, ptr %7, align 8, !tbaa !52
  %61 = load ptr, ptr %4, align 8, !tbaa !48
  %62 = icmp eq ptr %61, %8
  br i1 %62, label %66, label %63

63:                                               ; preds = %59
  %64 = load i64, ptr %8, align 8, !tbaa !28
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
          to label %13 unwind label %23

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %12, i64 8
  store i32 1, ptr %14, align 8, !tbaa !23, !noalias !53
  %15 = getelementptr inbounds i8, ptr %12, i64 12
  store i32 1, ptr %15, align 4, !tbaa !25, !noalias !53
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %12, align 8, !tbaa !26, !noalias !53
  %16 = getelementptr inbounds i8, ptr %12, i64 16
  invoke void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEC2IJRS4_RiEEEDpOT_(ptr noundef nonnull align 8 dereferenceable(72) %16, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %19 unwind label %17, !noalias !53

17:                                               ; preds = %13
  %18 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12system_error
  tail call void @_ZdlPvm(ptr noundef nonnull %12, i64 noundef 88) #26, !noalias !53
  br label %25

19:                                               ; preds = %13
  store ptr %16, ptr %6, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %12, ptr %20, align 8, !tbaa !19
  store ptr %16, ptr %0, align 8, !tbaa !21
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %12, ptr %21, align 8, !tbaa !19
  br label %58

23:                                               ; preds = %11
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTISt12system_error
  br label %25

25:                                               ; preds = %17, %23
  %26 = phi { ptr, i32 } [ %24, %23 ], [ %18, %17 ]
  %27 = extractvalue { ptr, i32 } %26, 1
  %28 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt12system_error) #22
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %112

30:                                               ; preds = %25
  %31 = extractvalue { ptr, i32 } %26, 0
  %32 = tail call ptr @__cxa_begin_catch(ptr %31) #22
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #22
  %34 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() #27
  store i32 11, ptr %7, align 8, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %7, i64 8
  store ptr %34, ptr %35, align 8, !tbaa !9
  %36 = call noundef zeroext i1 @_ZStneRKSt10error_codeRKSt15error_condition(ptr noundef nonnull align 8 dereferenceable(16) %33, ptr noundef nonnull align 8 dereferenceable(16) %7) #22
  br i1 %36, label %40, label %37

37:                                               ; preds = %30
  %38 = and i32 %1, 2
  %39 = icmp eq i32 %38, 0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #22
  br i1 %39, label %41, label %44

40:                                               ; preds = %30
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
  call void @llvm.experimental.noalias.scope.decl(metadata !56)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22, !noalias !56
  store ptr null, ptr %8, align 8, !tbaa !59, !alias.scope !56
  %48 = getelementptr inbounds i8, ptr %8, i64 8
  invoke void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2INSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvEJRS9_RiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %48, ptr noundef nonnull align 8 dereferenceable(8) %8, ptr nonnull %5, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3)
          to label %51 unwind label %49

49:                                               ; preds = %47
  %50 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  br label %112

51:                                               ; preds = %47
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #22, !noalias !56
  %52 = load ptr, ptr %8, align 8, !tbaa !59
  %53 = load ptr, ptr %48, align 8, !tbaa !19
  store ptr %52, ptr %6, align 8, !tbaa !9
  %54 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %53, ptr %54, align 8, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #22
  store ptr %52, ptr %0, align 8, !tbaa !21
  %55 = getelementptr inbounds i8, ptr %0, i64 8
  %56 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %53, ptr %55, align 8, !tbaa !19
  %57 = icmp eq ptr %53, null
  br i1 %57, label %71, label %58

58:                                               ; preds = %19, %51
  %59 = phi ptr [ %22, %19 ], [ %56, %51 ]
  %60 = phi ptr [ %16, %19 ], [ %52, %51 ]
  %61 = phi ptr [ %12, %19 ], [ %53, %51 ]
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %64 = icmp eq i8 %63, 0
  br i1 %64, label %68, label %65

65:                                               ; preds = %58
  %66 = load i32, ptr %62, align 4, !tbaa !5
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %62, align 4, !tbaa !5
  br label %71

68:                                               ; preds = %58
  %69 = atomicrmw volatile add ptr %62, i32 1 acq_rel, align 4
  %70 = load ptr, ptr %0, align 8, !tbaa !21
  br label %71

71:                                               ; preds = %68, %65, %51
  %72 = phi ptr [ %56, %51 ], [ %59, %65 ], [ %59, %68 ]
  %73 = phi ptr [ %52, %51 ], [ %60, %65 ], [ %70, %68 ]
  %74 = icmp eq ptr %73, null
  br i1 %74, label %79, label %75

75:                                               ; preds = %71
  %76 = getelementptr inbounds i8, ptr %73, i64 20
  %77 = atomicrmw xchg ptr %76, i8 1 seq_cst, align 1
  %78 = icmp eq i8 %77, 0
  br i1 %78, label %84, label %79

79:                                               ; preds = %75, %71
  %80 = phi i32 [ 3, %71 ], [ 1, %75 ]
  invoke void @_ZSt20__throw_future_errori(i32 noundef %80) #25
          to label %81 unwind label %82

81:                                               ; preds = %79
  unreachable

82:                                               ; preds = %79
  %83 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  br label %112

84:                                               ; preds = %75
  %85 = load ptr, ptr %72, align 8, !tbaa !19
  %86 = icmp eq ptr %85, null
  br i1 %86, label %111, label %87

87:                                               ; preds = %84
  %88 = getelementptr inbounds i8, ptr %85, i64 8
  %89 = load atomic i64, ptr %88 acquire, align 8
  %90 = icmp eq i64 %89, 4294967297
  %91 = trunc i64 %89 to i32
  br i1 %90, label %92, label %100

92:                                               ; preds = %87
  store i32 0, ptr %88, align 8, !tbaa !23
  %93 = getelementptr inbounds i8, ptr %85, i64 12
  store i32 0, ptr %93, align 4, !tbaa !25
  %94 = load ptr, ptr %85, align 8, !tbaa !26
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  %96 = load ptr, ptr %95, align 8
  call void %96(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  %97 = load ptr, ptr %85, align 8, !tbaa !26
  %98 = getelementptr inbounds i8, ptr %97, i64 24
  %99 = load ptr, ptr %98, align 8
  call void %99(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  br label %111

100:                                              ; preds = %87
  %101 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %102 = icmp eq i8 %101, 0
  br i1 %102, label %105, label %103

103:                                              ; preds = %100
  %104 = add nsw i32 %91, -1
  store i32 %104, ptr %88, align 4, !tbaa !5
  br label %107

105:                                              ; preds = %100
  %106 = atomicrmw volatile add ptr %88, i32 -1 acq_rel, align 4
  br label %107

107:                                              ; preds = %105, %103
  %108 = phi i32 [ %91, %103 ], [ %106, %105 ]
  %109 = icmp eq i32 %108, 1
  br i1 %109, label %110, label %111, !prof !29

110:                                              ; preds = %107
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %85) #22
  br label %111

111:                                              ; preds = %84, %92, %107, %110
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  ret void

112:                                              ; preds = %82, %45, %42, %49, %25
  %113 = phi { ptr, i32 } [ %50, %49 ], [ %26, %25 ], [ %43, %42 ], [ %46, %45 ], [ %83, %82 ]
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
  %15 = load ptr, ptr %2, align 8, !tbaa !48
  %16 = getelementptr inbounds i8, ptr %2, i64 16
  %17 = icmp eq ptr %15, %16
  br i1 %17, label %21, label %18

18:                                               ; preds = %12
  %19 = load i64, ptr %16, align 8, !tbaa !28
  %20 = add i64 %19, 1
  call void @_ZdlPvm(ptr noundef %15, i64 noundef %20) #26
  br label %21

21:                                               ; preds = %18, %12, %10
  %22 = phi { ptr, i32 } [ %11, %10 ], [ %14, %12 ], [ %14, %18 ]
  %23 = phi i1 [ true, %10 ], [ %13, %12 ], [ %13, %18 ]
  %24 = load ptr, ptr %3, align 8, !tbaa !48
  %25 = getelementptr inbounds i8, ptr %3, i64 16
  %26 = icmp eq ptr %24, %25
  br i1 %26, label %30, label %27

27:                                               ; preds = %21
  %28 = load i64, ptr %25, align 8, !tbaa !28
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
define linkonce_odr dso_local void @_ZNSt14__basic_futureIiED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !23
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !25
  %12 = load ptr, ptr %3, align 8, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
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
  br i1 %27, label %28, label %29, !prof !29

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_ZNSt6futureIiE3getEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"struct.std::__basic_future<int>::_Reset", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  store ptr %0, ptr %2, align 8, !tbaa !9
  %3 = invoke noundef nonnull align 8 dereferenceable(21) ptr @_ZNKSt14__basic_futureIiE13_M_get_resultEv(ptr noundef nonnull align 8 dereferenceable(16) %0)
          to label %4 unwind label %35

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %3, i64 16
  %6 = load i32, ptr %5, align 8, !tbaa !5
  store ptr null, ptr %0, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !19
  store ptr null, ptr %7, align 8, !tbaa !19
  %9 = icmp eq ptr %8, null
  br i1 %9, label %34, label %10

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8, ptr %8, i64 8
  %12 = load atomic i64, ptr %11 acquire, align 8
  %13 = icmp eq i64 %12, 4294967297
  %14 = trunc i64 %12 to i32
  br i1 %13, label %15, label %23

15:                                               ; preds = %10
  store i32 0, ptr %11, align 8, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %8, i64 12
  store i32 0, ptr %16, align 4, !tbaa !25
  %17 = load ptr, ptr %8, align 8, !tbaa !26
  %18 = getelementptr inbounds i8, ptr %17, i64 16
  %19 = load ptr, ptr %18, align 8
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  %20 = load ptr, ptr %8, align 8, !tbaa !26
  %21 = getelementptr inbounds i8, ptr %20, i64 24
  %22 = load ptr, ptr %21, align 8
  tail call void %22(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %34

23:                                               ; preds = %10
  %24 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %25 = icmp eq i8 %24, 0
  br i1 %25, label %28, label %26

26:                                               ; preds = %23
  %27 = add nsw i32 %14, -1
  store i32 %27, ptr %11, align 4, !tbaa !5
  br label %30

28:                                               ; preds = %23
  %29 = atomicrmw volatile add ptr %11, i32 -1 acq_rel, align 4
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i32 [ %14, %26 ], [ %29, %28 ]
  %32 = icmp eq i32 %31, 1
  br i1 %32, label %33, label %34, !prof !29

33:                                               ; preds = %30
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %8) #22
  br label %34

34:                                               ; preds = %4, %15, %30, %33
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  ret i32 %6

35:                                               ; preds = %1
  %36 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt14__basic_futureIiE6_ResetD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  resume { ptr, i32 } %36
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
  br i1 %22, label %23, label %5, !llvm.loop !61

23:                                               ; preds = %19, %2, %9, %13, %17
  %24 = phi i32 [ %10, %9 ], [ %14, %13 ], [ %18, %17 ], [ 1, %2 ], [ %21, %19 ]
  %25 = lshr i32 %1, 31
  %26 = add i32 %24, %25
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %28, ptr %0, align 8, !tbaa !62
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %0, i64 noundef %27, i8 noundef signext 45)
          to label %29 unwind label %74

29:                                               ; preds = %23
  %30 = zext nneg i32 %25 to i64
  %31 = load ptr, ptr %0, align 8, !tbaa !48
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
  %45 = load i8, ptr %44, align 1, !tbaa !28
  %46 = zext i32 %38 to i64
  %47 = getelementptr inbounds i8, ptr %32, i64 %46
  store i8 %45, ptr %47, align 1, !tbaa !28
  %48 = zext nneg i32 %40 to i64
  %49 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %48
  %50 = load i8, ptr %49, align 2, !tbaa !28
  %51 = add i32 %38, -1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i8, ptr %32, i64 %52
  store i8 %50, ptr %53, align 1, !tbaa !28
  %54 = add i32 %38, -2
  %55 = icmp ugt i32 %37, 9999
  br i1 %55, label %36, label %56, !llvm.loop !63

56:                                               ; preds = %36, %29
  %57 = phi i32 [ %3, %29 ], [ %41, %36 ]
  %58 = icmp ugt i32 %57, 9
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = shl nuw nsw i32 %57, 1
  %61 = or disjoint i32 %60, 1
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %62
  %64 = load i8, ptr %63, align 1, !tbaa !28
  %65 = getelementptr inbounds i8, ptr %32, i64 1
  store i8 %64, ptr %65, align 1, !tbaa !28
  %66 = zext nneg i32 %60 to i64
  %67 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %66
  %68 = load i8, ptr %67, align 2, !tbaa !28
  br label %72

69:                                               ; preds = %56
  %70 = trunc nuw i32 %57 to i8
  %71 = or disjoint i8 %70, 48
  br label %72

72:                                               ; preds = %59, %69
  %73 = phi i8 [ %71, %69 ], [ %68, %59 ]
  store i8 %73, ptr %32, align 1, !tbaa !28
  ret void

74:                                               ; preds = %23
  %75 = landingpad { ptr, i32 }
          catch ptr null
  %76 = extractvalue { ptr, i32 } %75, 0
  tail call void @__clang_call_terminate(ptr %76) #24
  unreachable
}

declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !62
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.4) #25
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  store i64 %9, ptr %4, align 8, !tbaa !13
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !48
  %13 = load i64, ptr %4, align 8, !tbaa !13
  store i64 %13, ptr %5, align 8, !tbaa !28
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !28
  store i8 %17, ptr %15, align 1, !tbaa !28
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !13
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !52
  %22 = load ptr, ptr %0, align 8, !tbaa !48
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  ret void
}

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef signext) local_unnamed_addr #3

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
  store ptr %6, ptr %0, align 8, !tbaa !62
  %7 = load ptr, ptr %5, align 8, !tbaa !48
  %8 = getelementptr inbounds i8, ptr %5, i64 16
  %9 = icmp eq ptr %7, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %5, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !52
  %13 = add i64 %12, 1
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %20, label %15

15:                                               ; preds = %10
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr nonnull align 8 %8, i64 %13, i1 false)
  br label %20

16:                                               ; preds = %3
  store ptr %7, ptr %0, align 8, !tbaa !48
  %17 = load i64, ptr %8, align 8, !tbaa !28
  store i64 %17, ptr %6, align 8, !tbaa !28
  %18 = getelementptr inbounds i8, ptr %5, i64 8
  %19 = load i64, ptr %18, align 8, !tbaa !52
  br label %20

20:                                               ; preds = %10, %15, %16
  %21 = phi i64 [ -1, %10 ], [ %12, %15 ], [ %19, %16 ]
  %22 = getelementptr inbounds i8, ptr %5, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %21, ptr %23, align 8, !tbaa !52
  store ptr %8, ptr %5, align 8, !tbaa !48
  store i64 0, ptr %22, align 8, !tbaa !52
  store i8 0, ptr %8, align 8, !tbaa !28
  ret void
}

declare void @_ZNSt16invalid_argumentC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt16invalid_argumentD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #14 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !26
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  %5 = getelementptr inbounds i8, ptr %0, i64 12
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
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
  %17 = load ptr, ptr %0, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt6vectorISt6threadSaIS0_EE17_M_realloc_insertIJRFviPlERiS4_EEEvN9__gnu_cxx17__normal_iteratorIPS0_S2_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull %2, ptr noundef nonnull align 4 dereferenceable(4) %3, ptr noundef nonnull align 8 dereferenceable(8) %4) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = ptrtoint ptr %1 to i64
  %7 = alloca %"class.std::unique_ptr", align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load ptr, ptr %8, align 8, !tbaa !39
  %10 = ptrtoint ptr %9 to i64
  %11 = load ptr, ptr %0, align 8, !tbaa !9
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
  %25 = ptrtoint ptr %1 to i64
  %26 = sub i64 %25, %14
  %27 = ashr exact i64 %26, 3
  %28 = icmp eq i64 %24, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %18
  %30 = shl nuw nsw i64 %24, 3
  %31 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %30) #23
  br label %32

32:                                               ; preds = %18, %29
  %33 = phi ptr [ %31, %29 ], [ null, %18 ]
  %34 = getelementptr inbounds %"class.std::thread", ptr %33, i64 %27
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store i64 0, ptr %34, align 8, !tbaa !33
  %35 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %36 unwind label %165

36:                                               ; preds = %32
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEEE, i64 16), ptr %35, align 8, !tbaa !26
  %37 = getelementptr inbounds i8, ptr %35, i64 8
  %38 = load ptr, ptr %4, align 8, !tbaa !9
  store ptr %38, ptr %37, align 8, !tbaa !42
  %39 = getelementptr inbounds i8, ptr %35, i64 16
  %40 = load i32, ptr %3, align 4, !tbaa !5
  store i32 %40, ptr %39, align 4, !tbaa !44
  %41 = getelementptr inbounds i8, ptr %35, i64 24
  store ptr %2, ptr %41, align 8, !tbaa !46
  store ptr %35, ptr %7, align 8, !tbaa !9
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %34, ptr noundef nonnull %7, ptr noundef null)
          to label %42 unwind label %49

42:                                               ; preds = %36
  %43 = load ptr, ptr %7, align 8, !tbaa !9
  %44 = icmp eq ptr %43, null
  br i1 %44, label %57, label %45

45:                                               ; preds = %42
  %46 = load ptr, ptr %43, align 8, !tbaa !26
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load ptr, ptr %47, align 8
  call void %48(ptr noundef nonnull align 8 dereferenceable(8) %43) #22
  br label %57

49:                                               ; preds = %36
  %50 = landingpad { ptr, i32 }
          catch ptr null
  %51 = load ptr, ptr %7, align 8, !tbaa !9
  %52 = icmp eq ptr %51, null
  br i1 %52, label %169, label %53

53:                                               ; preds = %49
  %54 = load ptr, ptr %51, align 8, !tbaa !26
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  %56 = load ptr, ptr %55, align 8
  call void %56(ptr noundef nonnull align 8 dereferenceable(8) %51) #22
  br label %169

57:                                               ; preds = %45, %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  %58 = icmp eq ptr %11, %1
  br i1 %58, label %105, label %59

59:                                               ; preds = %57
  %60 = add i64 %6, -8
  %61 = sub i64 %60, %12
  %62 = lshr i64 %61, 3
  %63 = add nuw nsw i64 %62, 1
  %64 = icmp ult i64 %61, 152
  br i1 %64, label %95, label %65

65:                                               ; preds = %59
  %66 = add i64 %6, -8
  %67 = sub i64 %66, %12
  %68 = and i64 %67, -8
  %69 = add i64 %68, 8
  %70 = getelementptr i8, ptr %33, i64 %69
  %71 = getelementptr i8, ptr %11, i64 %69
  %72 = icmp ult ptr %33, %71
  %73 = icmp ult ptr %11, %70
  %74 = and i1 %72, %73
  br i1 %74, label %95, label %75

75:                                               ; preds = %65
  %76 = and i64 %63, 4611686018427387900
  %77 = shl i64 %76, 3
  %78 = getelementptr i8, ptr %33, i64 %77
  %79 = shl i64 %76, 3
  %80 = getelementptr i8, ptr %11, i64 %79
  br label %81

81:                                               ; preds = %81, %75
  %82 = phi i64 [ 0, %75 ], [ %91, %81 ]
  %83 = shl i64 %82, 3
  %84 = getelementptr i8, ptr %33, i64 %83
  %85 = shl i64 %82, 3
  %86 = getelementptr i8, ptr %11, i64 %85
  call void @llvm.experimental.noalias.scope.decl(metadata !64)
  call void @llvm.experimental.noalias.scope.decl(metadata !67)
  %87 = getelementptr i8, ptr %86, i64 16
  %88 = load <2 x i64>, ptr %86, align 8, !tbaa !13, !alias.scope !69, !noalias !64
  %89 = load <2 x i64>, ptr %87, align 8, !tbaa !13, !alias.scope !69, !noalias !64
  %90 = getelementptr i8, ptr %84, i64 16
  store <2 x i64> %88, ptr %84, align 8, !tbaa !13, !alias.scope !72, !noalias !69
  store <2 x i64> %89, ptr %90, align 8, !tbaa !13, !alias.scope !72, !noalias !69
  store <2 x i64> zeroinitializer, ptr %86, align 8, !tbaa !13, !alias.scope !69, !noalias !64
  store <2 x i64> zeroinitializer, ptr %87, align 8, !tbaa !13, !alias.scope !69, !noalias !64
  %91 = add nuw i64 %82, 4
  %92 = icmp eq i64 %91, %76
  br i1 %92, label %93, label %81, !llvm.loop !74

93:                                               ; preds = %81
  %94 = icmp eq i64 %63, %76
  br i1 %94, label %105, label %95

95:                                               ; preds = %93, %65, %59
  %96 = phi ptr [ %33, %65 ], [ %33, %59 ], [ %78, %93 ]
  %97 = phi ptr [ %11, %65 ], [ %11, %59 ], [ %80, %93 ]
  br label %98

98:                                               ; preds = %95, %98
  %99 = phi ptr [ %103, %98 ], [ %96, %95 ]
  %100 = phi ptr [ %102, %98 ], [ %97, %95 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !64)
  call void @llvm.experimental.noalias.scope.decl(metadata !67)
  %101 = load i64, ptr %100, align 8, !tbaa !13, !alias.scope !67, !noalias !64
  store i64 %101, ptr %99, align 8, !tbaa !13, !alias.scope !64, !noalias !67
  store i64 0, ptr %100, align 8, !tbaa !13, !alias.scope !67, !noalias !64
  %102 = getelementptr inbounds i8, ptr %100, i64 8
  %103 = getelementptr inbounds i8, ptr %99, i64 8
  %104 = icmp eq ptr %102, %1
  br i1 %104, label %105, label %98, !llvm.loop !77

105:                                              ; preds = %98, %93, %57
  %106 = phi ptr [ %33, %57 ], [ %78, %93 ], [ %103, %98 ]
  %107 = getelementptr i8, ptr %106, i64 8
  %108 = icmp eq ptr %9, %1
  br i1 %108, label %155, label %109

109:                                              ; preds = %105
  %110 = add i64 %10, -8
  %111 = sub i64 %110, %6
  %112 = lshr i64 %111, 3
  %113 = add nuw nsw i64 %112, 1
  %114 = icmp ult i64 %111, 184
  br i1 %114, label %145, label %115

115:                                              ; preds = %109
  %116 = add i64 %10, -8
  %117 = sub i64 %116, %6
  %118 = and i64 %117, -8
  %119 = add i64 %118, 16
  %120 = getelementptr i8, ptr %106, i64 %119
  %121 = getelementptr i8, ptr %1, i64 %118
  %122 = icmp ult ptr %106, %121
  %123 = icmp ugt ptr %120, %1
  %124 = and i1 %122, %123
  br i1 %124, label %145, label %125

125:                                              ; preds = %115
  %126 = and i64 %113, 4611686018427387900
  %127 = shl i64 %126, 3
  %128 = getelementptr i8, ptr %107, i64 %127
  %129 = shl i64 %126, 3
  %130 = getelementptr i8, ptr %1, i64 %129
  br label %131

131:                                              ; preds = %131, %125
  %132 = phi i64 [ 0, %125 ], [ %141, %131 ]
  %133 = shl i64 %132, 3
  %134 = getelementptr i8, ptr %107, i64 %133
  %135 = shl i64 %132, 3
  %136 = getelementptr i8, ptr %1, i64 %135
  call void @llvm.experimental.noalias.scope.decl(metadata !78)
  call void @llvm.experimental.noalias.scope.decl(metadata !81)
  %137 = getelementptr i8, ptr %136, i64 16
  %138 = load <2 x i64>, ptr %136, align 8, !tbaa !13, !alias.scope !83, !noalias !78
  %139 = load <2 x i64>, ptr %137, align 8, !tbaa !13, !alias.scope !83, !noalias !78
  %140 = getelementptr i8, ptr %134, i64 16
  store <2 x i64> %138, ptr %134, align 8, !tbaa !13, !alias.scope !86, !noalias !83
  store <2 x i64> %139, ptr %140, align 8, !tbaa !13, !alias.scope !86, !noalias !83
  store <2 x i64> zeroinitializer, ptr %136, align 8, !tbaa !13, !alias.scope !83, !noalias !78
  store <2 x i64> zeroinitializer, ptr %137, align 8, !tbaa !13, !alias.scope !83, !noalias !78
  %141 = add nuw i64 %132, 4
  %142 = icmp eq i64 %141, %126
  br i1 %142, label %143, label %131, !llvm.loop !88

143:                                              ; preds = %131
  %144 = icmp eq i64 %113, %126
  br i1 %144, label %155, label %145

145:                                              ; preds = %143, %115, %109
  %146 = phi ptr [ %107, %115 ], [ %107, %109 ], [ %128, %143 ]
  %147 = phi ptr [ %1, %115 ], [ %1, %109 ], [ %130, %143 ]
  br label %148

148:                                              ; preds = %145, %148
  %149 = phi ptr [ %153, %148 ], [ %146, %145 ]
  %150 = phi ptr [ %152, %148 ], [ %147, %145 ]
  call void @llvm.experimental.noalias.scope.decl(metadata !78)
  call void @llvm.experimental.noalias.scope.decl(metadata !81)
  %151 = load i64, ptr %150, align 8, !tbaa !13, !alias.scope !81, !noalias !78
  store i64 %151, ptr %149, align 8, !tbaa !13, !alias.scope !78, !noalias !81
  store i64 0, ptr %150, align 8, !tbaa !13, !alias.scope !81, !noalias !78
  %152 = getelementptr inbounds i8, ptr %150, i64 8
  %153 = getelementptr inbounds i8, ptr %149, i64 8
  %154 = icmp eq ptr %152, %9
  br i1 %154, label %155, label %148, !llvm.loop !89

155:                                              ; preds = %148, %143, %105
  %156 = phi ptr [ %107, %105 ], [ %128, %143 ], [ %153, %148 ]
  %157 = getelementptr inbounds i8, ptr %0, i64 16
  %158 = icmp eq ptr %11, null
  br i1 %158, label %163, label %159

159:                                              ; preds = %155
  %160 = load ptr, ptr %157, align 8, !tbaa !41
  %161 = ptrtoint ptr %160 to i64
  %162 = sub i64 %161, %14
  call void @_ZdlPvm(ptr noundef nonnull %11, i64 noundef %162) #26
  br label %163

163:                                              ; preds = %155, %159
  store ptr %33, ptr %0, align 8, !tbaa !37
  store ptr %156, ptr %8, align 8, !tbaa !39
  %164 = getelementptr inbounds %"class.std::thread", ptr %33, i64 %24
  store ptr %164, ptr %157, align 8, !tbaa !41
  ret void

165:                                              ; preds = %32
  %166 = landingpad { ptr, i32 }
          catch ptr null
  br label %169

167:                                              ; preds = %169
  %168 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %174 unwind label %175

169:                                              ; preds = %165, %53, %49
  %170 = phi { ptr, i32 } [ %166, %165 ], [ %50, %53 ], [ %50, %49 ]
  %171 = extractvalue { ptr, i32 } %170, 0
  %172 = call ptr @__cxa_begin_catch(ptr %171) #22
  %173 = shl nuw nsw i64 %24, 3
  call void @_ZdlPvm(ptr noundef nonnull %33, i64 noundef %173) #26
  invoke void @__cxa_rethrow() #25
          to label %178 unwind label %167

174:                                              ; preds = %167
  resume { ptr, i32 } %168

175:                                              ; preds = %167
  %176 = landingpad { ptr, i32 }
          catch ptr null
  %177 = extractvalue { ptr, i32 } %176, 0
  call void @__clang_call_terminate(ptr %177) #24
  unreachable

178:                                              ; preds = %169
  unreachable
}

declare void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znwm(i64 noundef) local_unnamed_addr #15

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJPFviPlEiS3_EEEEE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = getelementptr inbounds i8, ptr %0, i64 24
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load ptr, ptr %3, align 8, !tbaa !9
  %6 = load i32, ptr %4, align 8, !tbaa !5
  %7 = load ptr, ptr %2, align 8, !tbaa !9
  tail call void %5(i32 noundef %6, ptr noundef %7)
  ret void
}

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #8

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZStneRKSt10error_codeRKSt15error_condition(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #5 comdat {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !90
  %5 = load i32, ptr %0, align 8, !tbaa !92
  %6 = load ptr, ptr %4, align 8, !tbaa !26
  %7 = getelementptr inbounds i8, ptr %6, i64 48
  %8 = load ptr, ptr %7, align 8
  %9 = tail call noundef zeroext i1 %8(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %5, ptr noundef nonnull align 8 dereferenceable(16) %1) #22
  br i1 %9, label %19, label %10

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %1, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !93
  %13 = load i32, ptr %1, align 8, !tbaa !95
  %14 = load ptr, ptr %12, align 8, !tbaa !26
  %15 = getelementptr inbounds i8, ptr %14, i64 56
  %16 = load ptr, ptr %15, align 8
  %17 = tail call noundef zeroext i1 %16(ptr noundef nonnull align 8 dereferenceable(8) %12, ptr noundef nonnull align 8 dereferenceable(16) %0, i32 noundef %13) #22
  %18 = xor i1 %17, true
  br label %19

19:                                               ; preds = %2, %10
  %20 = phi i1 [ false, %2 ], [ %18, %10 ]
  ret i1 %20
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %2) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(88) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 88) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(88) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #16 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !96
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !28
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
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEC2IJRS4_RiEEEDpOT_(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull %1, ptr noundef nonnull align 4 dereferenceable(4) %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::unique_ptr", align 8
  %5 = alloca %"class.std::thread", align 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr null, ptr %6, align 8, !tbaa !98
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %7, align 8, !tbaa !100
  %8 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 0, ptr %8, align 4, !tbaa !102
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 0, ptr %9, align 8, !tbaa !105
  %10 = getelementptr inbounds i8, ptr %0, i64 32
  store i64 0, ptr %10, align 8, !tbaa !33
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 0, ptr %11, align 8, !tbaa !105
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, i64 16), ptr %0, align 8, !tbaa !26
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
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %13, align 8, !tbaa !26
  %19 = getelementptr inbounds i8, ptr %13, i64 20
  store i8 0, ptr %19, align 4, !tbaa !107
  store ptr %13, ptr %12, align 8, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %0, i64 56
  %21 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %21, ptr %20, align 8, !tbaa !44
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  store ptr %1, ptr %22, align 8, !tbaa !111
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store i64 0, ptr %5, align 8, !tbaa !33
  %23 = invoke noalias noundef nonnull dereferenceable(32) ptr @_Znwm(i64 noundef 32) #23
          to label %24 unwind label %51

24:                                               ; preds = %18
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEEE, i64 16), ptr %23, align 8, !tbaa !26
  %25 = getelementptr inbounds i8, ptr %23, i64 8
  store ptr %0, ptr %25, align 8, !tbaa !113
  %26 = getelementptr inbounds i8, ptr %23, i64 16
  store i64 ptrtoint (ptr @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE6_M_runEv to i64), ptr %26, align 8, !tbaa !115
  %27 = getelementptr inbounds i8, ptr %23, i64 24
  store i64 0, ptr %27, align 8, !tbaa !115
  store ptr %23, ptr %4, align 8, !tbaa !9
  invoke void @_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE(ptr noundef nonnull align 8 dereferenceable(8) %5, ptr noundef nonnull %4, ptr noundef null)
          to label %28 unwind label %35

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8, !tbaa !9
  %30 = icmp eq ptr %29, null
  br i1 %30, label %43, label %31

31:                                               ; preds = %28
  %32 = load ptr, ptr %29, align 8, !tbaa !26
  %33 = getelementptr inbounds i8, ptr %32, i64 8
  %34 = load ptr, ptr %33, align 8
  call void %34(ptr noundef nonnull align 8 dereferenceable(8) %29) #22
  br label %43

35:                                               ; preds = %24
  %36 = landingpad { ptr, i32 }
          cleanup
  %37 = load ptr, ptr %4, align 8, !tbaa !9
  %38 = icmp eq ptr %37, null
  br i1 %38, label %53, label %39

39:                                               ; preds = %35
  %40 = load ptr, ptr %37, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  %42 = load ptr, ptr %41, align 8
  call void %42(ptr noundef nonnull align 8 dereferenceable(8) %37) #22
  br label %53

43:                                               ; preds = %31, %28
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  %44 = load i64, ptr %10, align 8, !tbaa !13
  %45 = icmp eq i64 %44, 0
  br i1 %45, label %47, label %46

46:                                               ; preds = %43
  call void @_ZSt9terminatev() #24
  unreachable

47:                                               ; preds = %43
  %48 = load i64, ptr %5, align 8, !tbaa !13
  store i64 %48, ptr %10, align 8, !tbaa !13
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
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(72) %0) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::function", align 8
  %3 = alloca %"class.std::unique_ptr.28", align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 48
  %5 = getelementptr inbounds i8, ptr %0, i64 56
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr %4, ptr %2, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %5, ptr %8, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data, ptr %7, align 8, !tbaa !117
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation, ptr %6, align 8, !tbaa !120
  invoke void @_ZNSt13__future_base13_State_baseV213_M_set_resultESt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef nonnull %2, i1 noundef zeroext false)
          to label %9 unwind label %18

9:                                                ; preds = %1
  %10 = load ptr, ptr %6, align 8, !tbaa !120
  %11 = icmp eq ptr %10, null
  br i1 %11, label %17, label %12

12:                                               ; preds = %9
  %13 = invoke noundef zeroext i1 %10(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %17 unwind label %14

14:                                               ; preds = %12
  %15 = landingpad { ptr, i32 }
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  call void @__clang_call_terminate(ptr %16) #24
  unreachable

17:                                               ; preds = %9, %12
  ret void

18:                                               ; preds = %1
  %19 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIN10__cxxabiv115__forced_unwindE
  %20 = extractvalue { ptr, i32 } %19, 1
  %21 = load ptr, ptr %6, align 8, !tbaa !120
  %22 = icmp eq ptr %21, null
  br i1 %22, label %28, label %23

23:                                               ; preds = %18
  %24 = invoke noundef zeroext i1 %21(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) %2, i32 noundef 3)
          to label %28 unwind label %25

25:                                               ; preds = %23
  %26 = landingpad { ptr, i32 }
          catch ptr null
  %27 = extractvalue { ptr, i32 } %26, 0
  call void @__clang_call_terminate(ptr %27) #24
  unreachable

28:                                               ; preds = %18, %23
  %29 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIN10__cxxabiv115__forced_unwindE) #22
  %30 = icmp eq i32 %20, %29
  br i1 %30, label %31, label %63

31:                                               ; preds = %28
  %32 = extractvalue { ptr, i32 } %19, 0
  %33 = call ptr @__cxa_begin_catch(ptr %32) #22
  %34 = load ptr, ptr %4, align 8, !tbaa !9
  %35 = icmp eq ptr %34, null
  br i1 %35, label %58, label %36

36:                                               ; preds = %31
  store ptr null, ptr %4, align 8, !tbaa !9
  store ptr %34, ptr %3, align 8, !tbaa !98
  invoke void @_ZNSt13__future_base13_State_baseV216_M_break_promiseESt10unique_ptrINS_12_Result_baseENS2_8_DeleterEE(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef nonnull %3)
          to label %37 unwind label %47

37:                                               ; preds = %36
  %38 = load ptr, ptr %3, align 8, !tbaa !9
  %39 = icmp eq ptr %38, null
  br i1 %39, label %46, label %40

40:                                               ; preds = %37
  %41 = load ptr, ptr %38, align 8, !tbaa !26
  %42 = load ptr, ptr %41, align 8
  invoke void %42(ptr noundef nonnull align 8 dereferenceable(16) %38)
          to label %46 unwind label %43

43:                                               ; preds = %40
  %44 = landingpad { ptr, i32 }
          catch ptr null
  %45 = extractvalue { ptr, i32 } %44, 0
  call void @__clang_call_terminate(ptr %45) #24
  unreachable

46:                                               ; preds = %37, %40
  store ptr null, ptr %3, align 8, !tbaa !9
  br label %58

47:                                               ; preds = %36
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %3, align 8, !tbaa !9
  %50 = icmp eq ptr %49, null
  br i1 %50, label %57, label %51

51:                                               ; preds = %47
  %52 = load ptr, ptr %49, align 8, !tbaa !26
  %53 = load ptr, ptr %52, align 8
  invoke void %53(ptr noundef nonnull align 8 dereferenceable(16) %49)
          to label %57 unwind label %54

54:                                               ; preds = %51
  %55 = landingpad { ptr, i32 }
          catch ptr null
  %56 = extractvalue { ptr, i32 } %55, 0
  call void @__clang_call_terminate(ptr %56) #24
  unreachable

57:                                               ; preds = %47, %51
  store ptr null, ptr %3, align 8, !tbaa !9
  br label %61

58:                                               ; preds = %46, %31
  invoke void @__cxa_rethrow() #25
          to label %68 unwind label %59

59:                                               ; preds = %58
  %60 = landingpad { ptr, i32 }
          cleanup
  br label %61

61:                                               ; preds = %59, %57
  %62 = phi { ptr, i32 } [ %60, %59 ], [ %48, %57 ]
  invoke void @__cxa_end_catch()
          to label %63 unwind label %65

63:                                               ; preds = %61, %28
  %64 = phi { ptr, i32 } [ %19, %28 ], [ %62, %61 ]
  resume { ptr, i32 } %64

65:                                               ; preds = %61
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  call void @__clang_call_terminate(ptr %67) #24
  unreachable

68:                                               ; preds = %58
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt10unique_ptrINSt13__future_base7_ResultIiEENS0_12_Result_base8_DeleterEED2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !9
  %3 = icmp eq ptr %2, null
  br i1 %3, label %7, label %4

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 8, !tbaa !26
  %6 = load ptr, ptr %5, align 8
  invoke void %6(ptr noundef nonnull align 8 dereferenceable(16) %2)
          to label %7 unwind label %8

7:                                                ; preds = %4, %1
  store ptr null, ptr %0, align 8, !tbaa !9
  ret void

8:                                                ; preds = %4
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  tail call void @__clang_call_terminate(ptr %10) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !13
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  invoke void @_ZNSt6thread4joinEv(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %6 unwind label %31

6:                                                ; preds = %5, %1
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !26
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
  store ptr null, ptr %7, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !26
  %17 = load i64, ptr %2, align 8, !tbaa !13
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %20, label %19

19:                                               ; preds = %16
  tail call void @_ZSt9terminatev() #24
  unreachable

20:                                               ; preds = %16
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !9
  %23 = icmp eq ptr %22, null
  br i1 %23, label %30, label %24

24:                                               ; preds = %20
  %25 = load ptr, ptr %22, align 8, !tbaa !26
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
  store ptr null, ptr %21, align 8, !tbaa !9
  ret void

31:                                               ; preds = %5
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  tail call void @__clang_call_terminate(ptr %33) #24
  unreachable
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat align 2 {
  tail call void @_ZNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV217_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.60, align 8
  %3 = alloca { i64, i64 }, align 8
  %4 = alloca ptr, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #22
  store i64 ptrtoint (ptr @_ZNSt6thread4joinEv to i64), ptr %3, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 0, ptr %6, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %7 = getelementptr inbounds i8, ptr %0, i64 32
  store ptr %7, ptr %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #22
  store ptr %3, ptr %2, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %4, ptr %8, align 8, !tbaa !9
  %9 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %2, ptr %9, align 8, !tbaa !9
  %10 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMSt6threadFvvEJPS3_EEvRS_OT_DpOT0_EUlvE_EERS8_ENUlvE_8__invokeEv, ptr %10, align 8, !tbaa !9
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
  store ptr null, ptr %9, align 8, !tbaa !9
  store ptr null, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #22
  resume { ptr, i32 } %17

18:                                               ; preds = %12
  store ptr null, ptr %9, align 8, !tbaa !9
  store ptr null, ptr %10, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt13__future_base13_State_baseV221_M_is_deferred_futureEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat align 2 {
  ret i1 false
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV2D2Ev(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !26
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !13
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZSt9terminatev() #24
  unreachable

6:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !26
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
  store ptr null, ptr %7, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base21_Async_state_commonV2D0Ev(ptr noundef nonnull align 8 dereferenceable(44) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base21_Async_state_commonV2E, i64 16), ptr %0, align 8, !tbaa !26
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load i64, ptr %2, align 8, !tbaa !13
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  tail call void @_ZSt9terminatev() #24
  unreachable

6:                                                ; preds = %1
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !9
  %9 = icmp eq ptr %8, null
  br i1 %9, label %16, label %10

10:                                               ; preds = %6
  %11 = load ptr, ptr %8, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV2D2Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !26
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
  store ptr null, ptr %2, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV2D0Ev(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV217_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(28) %0) unnamed_addr #16 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #17

declare void @_ZNSt13__future_base12_Result_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #3

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat align 2 {
  %2 = load ptr, ptr %0, align 8, !tbaa !26
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %4 = load ptr, ptr %3, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(21) %0) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiED2Ev(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %0, align 8, !tbaa !26
  tail call void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base7_ResultIiED0Ev(ptr noundef nonnull align 8 dereferenceable(21) %0) unnamed_addr #16 comdat align 2 {
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %0, align 8, !tbaa !26
  tail call void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 24) #26
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt13__future_base12_Result_baseD2Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV213_M_set_resultESt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1, i1 noundef zeroext %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %class.anon.50, align 8
  %5 = alloca i8, align 1
  %6 = alloca { i64, i64 }, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #22
  store i8 0, ptr %5, align 1, !tbaa !121
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #22
  store i64 ptrtoint (ptr @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb to i64), ptr %6, align 8, !tbaa !28
  %11 = getelementptr inbounds i8, ptr %6, i64 8
  store i64 0, ptr %11, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store ptr %0, ptr %7, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #22
  store ptr %1, ptr %8, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #22
  store ptr %5, ptr %9, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  store ptr %6, ptr %4, align 8, !tbaa !9
  %12 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %7, ptr %12, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %8, ptr %13, align 8, !tbaa !9
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %9, ptr %14, align 8, !tbaa !9
  %15 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %4, ptr %15, align 8, !tbaa !9
  %16 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv, ptr %16, align 8, !tbaa !9
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
  store ptr null, ptr %15, align 8, !tbaa !9
  store ptr null, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  resume { ptr, i32 } %23

24:                                               ; preds = %18
  store ptr null, ptr %15, align 8, !tbaa !9
  store ptr null, ptr %16, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #22
  %25 = load i8, ptr %5, align 1, !tbaa !121, !range !122, !noundef !123
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
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV216_M_break_promiseESt10unique_ptrINS_12_Result_baseENS2_8_DeleterEE(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1) local_unnamed_addr #2 comdat align 2 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %5 = alloca %"class.std::future_error", align 8
  %6 = load ptr, ptr %1, align 8, !tbaa !9
  %7 = icmp eq ptr %6, null
  br i1 %7, label %32, label %8

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %9 = tail call noundef nonnull align 8 dereferenceable(8) ptr @_ZSt15future_categoryv() #22
  call void @_ZNSt12future_errorC2ESt10error_code(ptr noundef nonnull align 8 dereferenceable(32) %5, i32 4, ptr nonnull %9)
  %10 = call ptr @__cxa_allocate_exception(i64 noundef 32) #22, !noalias !124
  %11 = call ptr @__cxa_init_primary_exception(ptr noundef %10, ptr noundef nonnull @_ZTISt12future_error, ptr noundef nonnull @_ZNSt15__exception_ptr12__dest_thunkISt12future_errorEEvPv) #22, !noalias !124
  call void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16) %10, ptr noundef nonnull align 8 dereferenceable(16) %5) #22, !noalias !124
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12future_error, i64 16), ptr %10, align 8, !tbaa !26, !noalias !124
  %12 = getelementptr inbounds i8, ptr %10, i64 16
  %13 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %12, ptr noundef nonnull align 8 dereferenceable(16) %13, i64 16, i1 false), !tbaa.struct !127, !noalias !124
  call void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef nonnull %10) #22
  %14 = load ptr, ptr %1, align 8, !tbaa !9
  %15 = getelementptr inbounds i8, ptr %14, i64 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22
  %16 = load ptr, ptr %4, align 8, !tbaa !31
  store ptr null, ptr %4, align 8, !tbaa !31
  %17 = load ptr, ptr %15, align 8, !tbaa !31
  store ptr %17, ptr %3, align 8, !tbaa !31
  store ptr %16, ptr %15, align 8, !tbaa !31
  %18 = icmp eq ptr %17, null
  br i1 %18, label %19, label %20

19:                                               ; preds = %8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  br label %24

20:                                               ; preds = %8
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #22
  %21 = load ptr, ptr %4, align 8, !tbaa !31
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  %22 = icmp eq ptr %21, null
  br i1 %22, label %24, label %23

23:                                               ; preds = %20
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %4) #22
  br label %24

24:                                               ; preds = %19, %20, %23
  call void @_ZNSt12future_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(32) %5) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #22
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !9
  %27 = load ptr, ptr %1, align 8, !tbaa !9
  store ptr %27, ptr %25, align 8, !tbaa !9
  store ptr %26, ptr %1, align 8, !tbaa !9
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = atomicrmw xchg ptr %28, i32 1 release, align 4
  %30 = icmp sgt i32 %29, -1
  br i1 %30, label %32, label %31

31:                                               ; preds = %24
  call void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef nonnull %28)
  br label %32

32:                                               ; preds = %31, %24, %2
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb(ptr noundef nonnull align 8 dereferenceable(28) %0, ptr noundef %1, ptr noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::unique_ptr.28", align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #22
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !120, !noalias !128
  %7 = icmp eq ptr %6, null
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  tail call void @_ZSt25__throw_bad_function_callv() #25, !noalias !128
  unreachable

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load ptr, ptr %10, align 8, !tbaa !117, !noalias !128
  call void %11(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.28") align 8 %4, ptr noundef nonnull align 8 dereferenceable(16) %1)
  store i8 1, ptr %2, align 1, !tbaa !121
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = load ptr, ptr %4, align 8, !tbaa !9
  store ptr %14, ptr %12, align 8, !tbaa !9
  store ptr %13, ptr %4, align 8, !tbaa !9
  %15 = icmp eq ptr %13, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %9
  %17 = load ptr, ptr %13, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv() #13 comdat align 2 {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  %2 = load ptr, ptr %1, align 8, !tbaa !9
  %3 = load ptr, ptr %2, align 8, !tbaa !131
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !133
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 8, !tbaa !134
  %8 = getelementptr inbounds i8, ptr %2, i64 24
  %9 = load ptr, ptr %8, align 8, !tbaa !135
  %10 = load ptr, ptr %5, align 8, !tbaa !9
  %11 = load i64, ptr %3, align 8, !tbaa !28
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !28
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = and i64 %11, 1
  %16 = icmp eq i64 %15, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %0
  %18 = load ptr, ptr %14, align 8, !tbaa !26
  %19 = getelementptr i8, ptr %18, i64 %11
  %20 = getelementptr i8, ptr %19, i64 -1
  %21 = load ptr, ptr %20, align 8, !nosanitize !123
  br label %24

22:                                               ; preds = %0
  %23 = inttoptr i64 %11 to ptr
  br label %24

24:                                               ; preds = %17, %22
  %25 = phi ptr [ %21, %17 ], [ %23, %22 ]
  %26 = load ptr, ptr %7, align 8, !tbaa !9
  %27 = load ptr, ptr %9, align 8, !tbaa !9
  tail call void %25(ptr noundef nonnull align 8 dereferenceable(28) %14, ptr noundef %26, ptr noundef %27)
  ret void
}

declare i32 @pthread_once(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn
declare void @_ZSt25__throw_bad_function_callv() local_unnamed_addr #8

declare void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.28") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @_ZNKSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEclEv(ptr dead_on_unwind nonnull writable sret(%"class.std::unique_ptr.36") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1)
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i32 noundef %2) #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  switch i32 %2, label %7 [
    i32 0, label %4
    i32 1, label %5
    i32 2, label %6
  ]

4:                                                ; preds = %3
  store ptr @_ZTINSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, ptr %0, align 8, !tbaa !9
  br label %7

5:                                                ; preds = %3
  store ptr %1, ptr %0, align 8, !tbaa !9
  br label %7

6:                                                ; preds = %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(16) %1, i64 16, i1 false), !tbaa.struct !136
  br label %7

7:                                                ; preds = %3, %6, %5, %4
  ret i1 false
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNKSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEclEv(ptr dead_on_unwind noalias writable sret(%"class.std::unique_ptr.36") align 8 %0, ptr noundef nonnull align 8 dereferenceable(16) %1) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %3 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %4 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %5 = load ptr, ptr %1, align 8, !tbaa !137
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !139
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !9
  %11 = load i32, ptr %8, align 4, !tbaa !5
  %12 = invoke noundef i32 %10(i32 noundef %11)
          to label %13 unwind label %16

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 %12, ptr %14, align 4, !tbaa !5
  %15 = getelementptr inbounds i8, ptr %6, i64 20
  store i8 1, ptr %15, align 4, !tbaa !107
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
  %25 = load ptr, ptr %1, align 8, !tbaa !137
  %26 = load ptr, ptr %25, align 8, !tbaa !9
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #22
  %28 = load ptr, ptr %4, align 8, !tbaa !31
  store ptr null, ptr %4, align 8, !tbaa !31
  %29 = load ptr, ptr %27, align 8, !tbaa !31
  store ptr %29, ptr %3, align 8, !tbaa !31
  store ptr %28, ptr %27, align 8, !tbaa !31
  %30 = icmp eq ptr %29, null
  br i1 %30, label %31, label %32

31:                                               ; preds = %24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #22
  br label %36

32:                                               ; preds = %24
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %3) #22
  %33 = load ptr, ptr %4, align 8, !tbaa !31
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
  %41 = load ptr, ptr %1, align 8, !tbaa !137
  %42 = load i64, ptr %41, align 8, !tbaa !9
  store i64 %42, ptr %0, align 8, !tbaa !9
  store ptr null, ptr %41, align 8, !tbaa !9
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
  %2 = load ptr, ptr %0, align 8, !tbaa !26
  %3 = load ptr, ptr %2, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  ret void
}

; Function Attrs: nounwind
declare void @_ZNSt15__exception_ptr13exception_ptrC1EPv(ptr noundef nonnull align 8 dereferenceable(8), ptr noundef) unnamed_addr #9

; Function Attrs: nounwind
declare void @_ZNSt11logic_errorC2ERKS_(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #9

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt12future_errorC2ESt10error_code(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 %1, ptr %2) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = alloca %"class.std::__cxx11::basic_string", align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #22
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #22
  %6 = load ptr, ptr %2, align 8, !tbaa !26, !noalias !140
  %7 = getelementptr inbounds i8, ptr %6, i64 32
  %8 = load ptr, ptr %7, align 8, !noalias !140
  call void %8(ptr dead_on_unwind nonnull writable sret(%"class.std::__cxx11::basic_string") align 8 %5, ptr noundef nonnull align 8 dereferenceable(8) %2, i32 noundef %1)
  %9 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE10_M_replaceEmmPKcm(ptr noundef nonnull align 8 dereferenceable(32) %5, i64 noundef 0, i64 noundef 0, ptr noundef nonnull @.str.9, i64 noundef 19)
          to label %10 unwind label %45

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %11, ptr %4, align 8, !tbaa !62, !alias.scope !143
  %12 = load ptr, ptr %9, align 8, !tbaa !48
  %13 = getelementptr inbounds i8, ptr %9, i64 16
  %14 = icmp eq ptr %12, %13
  br i1 %14, label %15, label %21

15:                                               ; preds = %10
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  %17 = load i64, ptr %16, align 8, !tbaa !52
  %18 = add i64 %17, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %11, ptr nonnull align 8 %13, i64 %18, i1 false)
  br label %25

21:                                               ; preds = %10
  store ptr %12, ptr %4, align 8, !tbaa !48, !alias.scope !143
  %22 = load i64, ptr %13, align 8, !tbaa !28
  store i64 %22, ptr %11, align 8, !tbaa !28, !alias.scope !143
  %23 = getelementptr inbounds i8, ptr %9, i64 8
  %24 = load i64, ptr %23, align 8, !tbaa !52
  br label %25

25:                                               ; preds = %21, %20, %15
  %26 = phi i64 [ -1, %15 ], [ %17, %20 ], [ %24, %21 ]
  %27 = getelementptr inbounds i8, ptr %9, i64 8
  %28 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %26, ptr %28, align 8, !tbaa !52, !alias.scope !143
  store ptr %13, ptr %9, align 8, !tbaa !48
  store i64 0, ptr %27, align 8, !tbaa !52
  store i8 0, ptr %13, align 8, !tbaa !28
  invoke void @_ZNSt11logic_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16) %0, ptr noundef nonnull align 8 dereferenceable(32) %4)
          to label %29 unwind label %47

29:                                               ; preds = %25
  %30 = load ptr, ptr %4, align 8, !tbaa !48
  %31 = icmp eq ptr %30, %11
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  %33 = load i64, ptr %11, align 8, !tbaa !28
  %34 = add i64 %33, 1
  call void @_ZdlPvm(ptr noundef %30, i64 noundef %34) #26
  br label %35

35:                                               ; preds = %29, %32
  %36 = load ptr, ptr %5, align 8, !tbaa !48
  %37 = getelementptr inbounds i8, ptr %5, i64 16
  %38 = icmp eq ptr %36, %37
  br i1 %38, label %42, label %39

39:                                               ; preds = %35
  %40 = load i64, ptr %37, align 8, !tbaa !28
  %41 = add i64 %40, 1
  call void @_ZdlPvm(ptr noundef %36, i64 noundef %41) #26
  br label %42

42:                                               ; preds = %35, %39
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVSt12future_error, i64 16), ptr %0, align 8, !tbaa !26
  %43 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 %1, ptr %43, align 8, !tbaa !5
  %44 = getelementptr inbounds i8, ptr %0, i64 24
  store ptr %2, ptr %44, align 8, !tbaa !9
  ret void

45:                                               ; preds = %3
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %54

47:                                               ; preds = %25
  %48 = landingpad { ptr, i32 }
          cleanup
  %49 = load ptr, ptr %4, align 8, !tbaa !48
  %50 = icmp eq ptr %49, %11
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i64, ptr %11, align 8, !tbaa !28
  %53 = add i64 %52, 1
  call void @_ZdlPvm(ptr noundef %49, i64 noundef %53) #26
  br label %54

54:                                               ; preds = %51, %47, %45
  %55 = phi { ptr, i32 } [ %46, %45 ], [ %48, %47 ], [ %48, %51 ]
  %56 = load ptr, ptr %5, align 8, !tbaa !48
  %57 = getelementptr inbounds i8, ptr %5, i64 16
  %58 = icmp eq ptr %56, %57
  br i1 %58, label %62, label %59

59:                                               ; preds = %54
  %60 = load i64, ptr %57, align 8, !tbaa !28
  %61 = add i64 %60, 1
  call void @_ZdlPvm(ptr noundef %56, i64 noundef %61) #26
  br label %62

62:                                               ; preds = %54, %59
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #22
  resume { ptr, i32 } %55
}

; Function Attrs: nounwind
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZSt15future_categoryv() local_unnamed_addr #9

declare void @_ZNSt11logic_errorC2ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #3

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEED0Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #5 comdat align 2 {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 32) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJMNSt13__future_base17_Async_state_implINS1_IS2_IJPFiiEiEEEEiEEFvvEPS9_EEEEE6_M_runEv(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr, ptr %2, align 8, !tbaa !9
  %5 = load i64, ptr %3, align 8, !tbaa !28
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %4, i64 %7
  %9 = and i64 %5, 1
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %1
  %12 = load ptr, ptr %8, align 8, !tbaa !26
  %13 = getelementptr i8, ptr %12, i64 %5
  %14 = getelementptr i8, ptr %13, i64 -1
  %15 = load ptr, ptr %14, align 8, !nosanitize !123
  br label %18

16:                                               ; preds = %1
  %17 = inttoptr i64 %5 to ptr
  br label %18

18:                                               ; preds = %11, %16
  %19 = phi ptr [ %15, %11 ], [ %17, %16 ]
  tail call void %19(ptr noundef nonnull align 8 dereferenceable(72) %8)
  ret void
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local void @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMSt6threadFvvEJPS3_EEvRS_OT_DpOT0_EUlvE_EERS8_ENUlvE_8__invokeEv() #13 comdat align 2 {
  %1 = tail call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  %2 = load ptr, ptr %1, align 8, !tbaa !9
  %3 = load ptr, ptr %2, align 8, !tbaa !146
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !148
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = load i64, ptr %3, align 8, !tbaa !28
  %8 = getelementptr inbounds i8, ptr %3, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !28
  %10 = getelementptr inbounds i8, ptr %6, i64 %9
  %11 = and i64 %7, 1
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %18, label %13

13:                                               ; preds = %0
  %14 = load ptr, ptr %10, align 8, !tbaa !26
  %15 = getelementptr i8, ptr %14, i64 %7
  %16 = getelementptr i8, ptr %15, i64 -1
  %17 = load ptr, ptr %16, align 8, !nosanitize !123
  br label %20

18:                                               ; preds = %0
  %19 = inttoptr i64 %7 to ptr
  br label %20

20:                                               ; preds = %13, %18
  %21 = phi ptr [ %17, %13 ], [ %19, %18 ]
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(8) %10)
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !19
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8, !tbaa !23
  %11 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4, !tbaa !25
  %12 = load ptr, ptr %3, align 8, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  %15 = load ptr, ptr %3, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
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
  br i1 %27, label %28, label %29, !prof !29

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %3) #22
  br label %29

29:                                               ; preds = %1, %10, %25, %28
  ret void
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare noundef nonnull align 8 dereferenceable(8) ptr @_ZNSt3_V216generic_categoryEv() local_unnamed_addr #19

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2INSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvEJRS9_RiEEERPT_St20_Sp_alloc_shared_tagIT0_EDpOT1_(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef nonnull align 8 dereferenceable(8) %1, ptr %2, ptr noundef nonnull %3, ptr noundef nonnull align 4 dereferenceable(4) %4) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %6 = tail call noalias noundef nonnull dereferenceable(72) ptr @_Znwm(i64 noundef 72) #23
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store i32 1, ptr %7, align 8, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %6, i64 12
  store i32 1, ptr %8, align 4, !tbaa !25
  store ptr getelementptr inbounds inrange(-16, 40) (i8, ptr @_ZTVSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE, i64 16), ptr %6, align 8, !tbaa !26
  %9 = getelementptr inbounds i8, ptr %6, i64 16
  %10 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %10, align 8, !tbaa !98
  %11 = getelementptr inbounds i8, ptr %6, i64 32
  store i32 0, ptr %11, align 4, !tbaa !100
  %12 = getelementptr inbounds i8, ptr %6, i64 36
  store i8 0, ptr %12, align 1, !tbaa !102
  %13 = getelementptr inbounds i8, ptr %6, i64 40
  store i32 0, ptr %13, align 4, !tbaa !105
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE, i64 16), ptr %9, align 8, !tbaa !26
  %14 = invoke noalias noundef nonnull dereferenceable(24) ptr @_Znwm(i64 noundef 24) #23
          to label %15 unwind label %19

15:                                               ; preds = %5
  invoke void @_ZNSt13__future_base12_Result_baseC2Ev(ptr noundef nonnull align 8 dereferenceable(16) %14)
          to label %21 unwind label %16

16:                                               ; preds = %15
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  tail call void @__clang_call_terminate(ptr %18) #24
  unreachable

19:                                               ; preds = %5
  %20 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZNSt13__future_base13_State_baseV2D2Ev(ptr noundef nonnull align 8 dereferenceable(28) %9) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef 72) #26
  resume { ptr, i32 } %20

21:                                               ; preds = %15
  %22 = getelementptr inbounds i8, ptr %6, i64 48
  store ptr getelementptr inbounds inrange(-16, 24) (i8, ptr @_ZTVNSt13__future_base7_ResultIiEE, i64 16), ptr %14, align 8, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %14, i64 20
  store i8 0, ptr %23, align 4, !tbaa !107
  store ptr %14, ptr %22, align 8, !tbaa !9
  %24 = getelementptr inbounds i8, ptr %6, i64 56
  %25 = load i32, ptr %4, align 4, !tbaa !5
  store i32 %25, ptr %24, align 4, !tbaa !44
  %26 = getelementptr inbounds i8, ptr %6, i64 64
  store ptr %3, ptr %26, align 8, !tbaa !111
  store ptr %6, ptr %0, align 8, !tbaa !19
  store ptr %9, ptr %1, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #16 comdat align 2 {
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EED0Ev(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat align 2 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_disposeEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = getelementptr inbounds i8, ptr %0, i64 48
  %4 = load ptr, ptr %3, align 8, !tbaa !9
  %5 = icmp eq ptr %4, null
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  %7 = load ptr, ptr %4, align 8, !tbaa !26
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
  store ptr null, ptr %3, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %2, align 8, !tbaa !26
  %13 = getelementptr inbounds i8, ptr %0, i64 24
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = icmp eq ptr %14, null
  br i1 %15, label %22, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !26
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
  store ptr null, ptr %13, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE10_M_destroyEv(ptr noundef nonnull align 8 dereferenceable(72) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 72) #26
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef ptr @_ZNSt23_Sp_counted_ptr_inplaceINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEESaIvELN9__gnu_cxx12_Lock_policyE2EE14_M_get_deleterERKSt9type_info(ptr noundef nonnull align 8 dereferenceable(72) %0, ptr noundef nonnull align 8 dereferenceable(16) %1) unnamed_addr #16 comdat align 2 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %1, @_ZZNSt19_Sp_make_shared_tag5_S_tiEvE5__tag
  br i1 %4, label %17, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !96
  %8 = icmp eq ptr %7, @_ZTSSt19_Sp_make_shared_tag
  br i1 %8, label %16, label %9

9:                                                ; preds = %5
  %10 = load i8, ptr %7, align 1, !tbaa !28
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
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED2Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !26
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
  store ptr null, ptr %2, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !26
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
  store ptr null, ptr %12, align 8, !tbaa !9
  ret void
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiED0Ev(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 32
  %3 = load ptr, ptr %2, align 8, !tbaa !9
  %4 = icmp eq ptr %3, null
  br i1 %4, label %11, label %5

5:                                                ; preds = %1
  %6 = load ptr, ptr %3, align 8, !tbaa !26
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
  store ptr null, ptr %2, align 8, !tbaa !9
  store ptr getelementptr inbounds inrange(-16, 32) (i8, ptr @_ZTVNSt13__future_base13_State_baseV2E, i64 16), ptr %0, align 8, !tbaa !26
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !9
  %14 = icmp eq ptr %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !26
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
define linkonce_odr dso_local void @_ZNSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE17_M_complete_asyncEv(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %class.anon.50, align 8
  %3 = alloca i8, align 1
  %4 = alloca { i64, i64 }, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %"class.std::function", align 8
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  %10 = getelementptr inbounds i8, ptr %0, i64 40
  %11 = getelementptr inbounds i8, ptr %8, i64 16
  %12 = getelementptr inbounds i8, ptr %8, i64 24
  store ptr %9, ptr %8, align 8, !tbaa !9
  %13 = getelementptr inbounds i8, ptr %8, i64 8
  store ptr %10, ptr %13, align 8, !tbaa !9
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE9_M_invokeERKSt9_Any_data, ptr %12, align 8, !tbaa !117
  store ptr @_ZNSt17_Function_handlerIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvENS1_12_Task_setterIS0_INS1_7_ResultIiEES3_ENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEE10_M_managerERSt9_Any_dataRKSJ_St18_Manager_operation, ptr %11, align 8, !tbaa !120
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #22
  store i8 0, ptr %3, align 1, !tbaa !121
  %14 = getelementptr inbounds i8, ptr %0, i64 24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #22
  store i64 ptrtoint (ptr @_ZNSt13__future_base13_State_baseV29_M_do_setEPSt8functionIFSt10unique_ptrINS_12_Result_baseENS3_8_DeleterEEvEEPb to i64), ptr %4, align 8, !tbaa !28
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 0, ptr %15, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #22
  store ptr %0, ptr %5, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #22
  store ptr %8, ptr %6, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #22
  store ptr %3, ptr %7, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #22
  store ptr %4, ptr %2, align 8, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  store ptr %5, ptr %16, align 8, !tbaa !9
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  store ptr %6, ptr %17, align 8, !tbaa !9
  %18 = getelementptr inbounds i8, ptr %2, i64 24
  store ptr %7, ptr %18, align 8, !tbaa !9
  %19 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt15__once_callable)
  store ptr %2, ptr %19, align 8, !tbaa !9
  %20 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @_ZSt11__once_call)
  store ptr @_ZZNSt9once_flag18_Prepare_executionC1IZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS3_12_Result_baseENS7_8_DeleterEEvEEPbEJPS4_SC_SD_EEvRS_OT_DpOT0_EUlvE_EERSI_ENUlvE_8__invokeEv, ptr %20, align 8, !tbaa !9
  %21 = invoke noundef i32 @pthread_once(ptr noundef nonnull %14, ptr noundef nonnull @__once_proxy)
          to label %22 unwind label %26

22:                                               ; preds = %1
  %23 = icmp eq i32 %21, 0
  br i1 %23, label %28, label %24

24:                                               ; preds = %22
  invoke void @_ZSt20__throw_system_errori(i32 noundef %21) #25
          to label %25 unwind label %26

25:                                               ; preds = %24
  unreachable

26:                                               ; preds = %24, %1
  %27 = landingpad { ptr, i32 }
          cleanup
  store ptr null, ptr %19, align 8, !tbaa !9
  store ptr null, ptr %20, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  br label %47

28:                                               ; preds = %22
  store ptr null, ptr %19, align 8, !tbaa !9
  store ptr null, ptr %20, align 8, !tbaa !9
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #22
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #22
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #22
  %29 = load i8, ptr %3, align 1, !tbaa !121, !range !122, !noundef !123
  %30 = trunc nuw i8 %29 to i1
  br i1 %30, label %31, label %36

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %0, i64 16
  %33 = atomicrmw xchg ptr %32, i32 1 release, align 4
  %34 = icmp sgt i32 %33, -1
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  invoke void @_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj(ptr noundef nonnull %32)
          to label %36 unwind label %45

36:                                               ; preds = %31, %35, %28
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #22
  %37 = load ptr, ptr %11, align 8, !tbaa !120
  %38 = icmp eq ptr %37, null
  br i1 %38, label %44, label %39

39:                                               ; preds = %36
  %40 = invoke noundef zeroext i1 %37(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %44 unwind label %41

41:                                               ; preds = %39
  %42 = landingpad { ptr, i32 }
          catch ptr null
  %43 = extractvalue { ptr, i32 } %42, 0
  call void @__clang_call_terminate(ptr %43) #24
  unreachable

44:                                               ; preds = %36, %39
  ret void

45:                                               ; preds = %35
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %47

47:                                               ; preds = %26, %45
  %48 = phi { ptr, i32 } [ %46, %45 ], [ %27, %26 ]
  %49 = load ptr, ptr %11, align 8, !tbaa !120
  %50 = icmp eq ptr %49, null
  br i1 %50, label %56, label %51

51:                                               ; preds = %47
  %52 = invoke noundef zeroext i1 %49(ptr noundef nonnull align 8 dereferenceable(16) %8, ptr noundef nonnull align 8 dereferenceable(16) %8, i32 noundef 3)
          to label %56 unwind label %53

53:                                               ; preds = %51
  %54 = landingpad { ptr, i32 }
          catch ptr null
  %55 = extractvalue { ptr, i32 } %54, 0
  call void @__clang_call_terminate(ptr %55) #24
  unreachable

56:                                               ; preds = %47, %51
  resume { ptr, i32 } %48
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiE21_M_is_deferred_futureEv(ptr noundef nonnull align 8 dereferenceable(56) %0) unnamed_addr #16 comdat align 2 {
  ret i1 true
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt6vectorISt6futureIiESaIS1_EE17_M_realloc_insertIJS1_EEEvN9__gnu_cxx17__normal_iteratorIPS1_S3_EEDpOT_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr %1, ptr noundef nonnull align 8 dereferenceable(16) %2) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load ptr, ptr %4, align 8, !tbaa !15
  %6 = load ptr, ptr %0, align 8, !tbaa !9
  %7 = ptrtoint ptr %5 to i64
  %8 = ptrtoint ptr %6 to i64
  %9 = sub i64 %7, %8
  %10 = icmp eq i64 %9, 9223372036854775792
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  tail call void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.8) #25
  unreachable

12:                                               ; preds = %3
  %13 = ashr exact i64 %9, 4
  %14 = tail call i64 @llvm.umax.i64(i64 %13, i64 1)
  %15 = add nsw i64 %14, %13
  %16 = icmp ult i64 %15, %13
  %17 = tail call i64 @llvm.umin.i64(i64 %15, i64 576460752303423487)
  %18 = select i1 %16, i64 576460752303423487, i64 %17
  %19 = ptrtoint ptr %1 to i64
  %20 = sub i64 %19, %8
  %21 = ashr exact i64 %20, 4
  %22 = icmp eq i64 %18, 0
  br i1 %22, label %26, label %23

23:                                               ; preds = %12
  %24 = shl nuw nsw i64 %18, 4
  %25 = tail call noalias noundef nonnull ptr @_Znwm(i64 noundef %24) #23
  br label %26

26:                                               ; preds = %12, %23
  %27 = phi ptr [ %25, %23 ], [ null, %12 ]
  %28 = getelementptr inbounds %"class.std::future", ptr %27, i64 %21
  %29 = getelementptr inbounds i8, ptr %2, i64 8
  %30 = load <2 x ptr>, ptr %2, align 8, !tbaa !9
  store ptr null, ptr %29, align 8, !tbaa !19
  store <2 x ptr> %30, ptr %28, align 8, !tbaa !9
  store ptr null, ptr %2, align 8, !tbaa !21
  %31 = icmp eq ptr %6, %1
  br i1 %31, label %40, label %32

32:                                               ; preds = %26, %32
  %33 = phi ptr [ %38, %32 ], [ %27, %26 ]
  %34 = phi ptr [ %37, %32 ], [ %6, %26 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !149)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !152)
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load <2 x ptr>, ptr %34, align 8, !tbaa !9, !alias.scope !152, !noalias !149
  store ptr null, ptr %35, align 8, !tbaa !19, !alias.scope !152, !noalias !149
  store <2 x ptr> %36, ptr %33, align 8, !tbaa !9, !alias.scope !149, !noalias !152
  store ptr null, ptr %34, align 8, !tbaa !21, !alias.scope !152, !noalias !149
  %37 = getelementptr inbounds i8, ptr %34, i64 16
  %38 = getelementptr inbounds i8, ptr %33, i64 16
  %39 = icmp eq ptr %37, %1
  br i1 %39, label %40, label %32, !llvm.loop !154

40:                                               ; preds = %32, %26
  %41 = phi ptr [ %27, %26 ], [ %38, %32 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = icmp eq ptr %5, %1
  br i1 %43, label %52, label %44

44:                                               ; preds = %40, %44
  %45 = phi ptr [ %50, %44 ], [ %42, %40 ]
  %46 = phi ptr [ %49, %44 ], [ %1, %40 ]
  tail call void @llvm.experimental.noalias.scope.decl(metadata !155)
  tail call void @llvm.experimental.noalias.scope.decl(metadata !158)
  %47 = getelementptr inbounds i8, ptr %46, i64 8
  %48 = load <2 x ptr>, ptr %46, align 8, !tbaa !9, !alias.scope !158, !noalias !155
  store ptr null, ptr %47, align 8, !tbaa !19, !alias.scope !158, !noalias !155
  store <2 x ptr> %48, ptr %45, align 8, !tbaa !9, !alias.scope !155, !noalias !158
  store ptr null, ptr %46, align 8, !tbaa !21, !alias.scope !158, !noalias !155
  %49 = getelementptr inbounds i8, ptr %46, i64 16
  %50 = getelementptr inbounds i8, ptr %45, i64 16
  %51 = icmp eq ptr %49, %5
  br i1 %51, label %52, label %44, !llvm.loop !154

52:                                               ; preds = %44, %40
  %53 = phi ptr [ %42, %40 ], [ %50, %44 ]
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = icmp eq ptr %6, null
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %54, align 8, !tbaa !18
  %58 = ptrtoint ptr %57 to i64
  %59 = sub i64 %58, %8
  tail call void @_ZdlPvm(ptr noundef nonnull %6, i64 noundef %59) #26
  br label %60

60:                                               ; preds = %52, %56
  store ptr %27, ptr %0, align 8, !tbaa !17
  store ptr %53, ptr %4, align 8, !tbaa !15
  %61 = getelementptr inbounds %"class.std::future", ptr %27, i64 %18
  store ptr %61, ptr %54, align 8, !tbaa !18
  ret void
}

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(21) ptr @_ZNKSt14__basic_futureIiE13_M_get_resultEv(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca %"class.std::__exception_ptr::exception_ptr", align 8
  %3 = load ptr, ptr %0, align 8, !tbaa !21
  %4 = icmp eq ptr %3, null
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  tail call void @_ZSt20__throw_future_errori(i32 noundef 3) #25
  unreachable

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8, !tbaa !26
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
  %18 = tail call noundef zeroext i1 @_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE(ptr noundef nonnull align 1 dereferenceable(1) %10, ptr noundef nonnull %10, i32 noundef %17, i1 noundef zeroext false, i64 0, i64 0)
  %19 = load atomic i32, ptr %10 acquire, align 4
  %20 = and i32 %19, 2147483647
  %21 = icmp ne i32 %20, 1
  %22 = and i1 %18, %21
  br i1 %22, label %14, label %23

23:                                               ; preds = %14, %6
  %24 = getelementptr inbounds i8, ptr %3, i64 8
  %25 = load ptr, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  %27 = load ptr, ptr %26, align 8, !tbaa !31
  %28 = icmp eq ptr %27, null
  br i1 %28, label %37, label %29

29:                                               ; preds = %23
  store ptr %27, ptr %2, align 8, !tbaa !31
  call void @_ZNSt15__exception_ptr13exception_ptr9_M_addrefEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  invoke void @_ZSt17rethrow_exceptionNSt15__exception_ptr13exception_ptrE(ptr noundef nonnull %2) #25
          to label %30 unwind label %31

30:                                               ; preds = %29
  unreachable

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          cleanup
  %33 = load ptr, ptr %2, align 8, !tbaa !31
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
define linkonce_odr dso_local void @_ZNSt14__basic_futureIiE6_ResetD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #16 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !160
  store ptr null, ptr %2, align 8, !tbaa !9
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  %4 = load ptr, ptr %3, align 8, !tbaa !19
  store ptr null, ptr %3, align 8, !tbaa !19
  %5 = icmp eq ptr %4, null
  br i1 %5, label %30, label %6

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %4, i64 8
  %8 = load atomic i64, ptr %7 acquire, align 8
  %9 = icmp eq i64 %8, 4294967297
  %10 = trunc i64 %8 to i32
  br i1 %9, label %11, label %19

11:                                               ; preds = %6
  store i32 0, ptr %7, align 8, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %12, align 4, !tbaa !25
  %13 = load ptr, ptr %4, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load ptr, ptr %14, align 8
  tail call void %15(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  %16 = load ptr, ptr %4, align 8, !tbaa !26
  %17 = getelementptr inbounds i8, ptr %16, i64 24
  %18 = load ptr, ptr %17, align 8
  tail call void %18(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  br label %30

19:                                               ; preds = %6
  %20 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !28
  %21 = icmp eq i8 %20, 0
  br i1 %21, label %24, label %22

22:                                               ; preds = %19
  %23 = add nsw i32 %10, -1
  store i32 %23, ptr %7, align 4, !tbaa !5
  br label %26

24:                                               ; preds = %19
  %25 = atomicrmw volatile add ptr %7, i32 -1 acq_rel, align 4
  br label %26

26:                                               ; preds = %24, %22
  %27 = phi i32 [ %10, %22 ], [ %25, %24 ]
  %28 = icmp eq i32 %27, 1
  br i1 %28, label %29, label %30, !prof !29

29:                                               ; preds = %26
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %4) #22
  br label %30

30:                                               ; preds = %1, %11, %26, %29
  ret void
}

declare noundef zeroext i1 @_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE(ptr noundef nonnull align 1 dereferenceable(1), ptr noundef, i32 noundef, i1 noundef zeroext, i64, i64) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(8)) unnamed_addr #9

; Function Attrs: inlinehint mustprogress nounwind uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEED0Ev"(ptr noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #5 align 2 {
  tail call void @_ZNSt6thread6_StateD2Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) #22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #26
  ret void
}

; Function Attrs: mustprogress uwtable
define internal void @"_ZNSt6thread11_State_implINS_8_InvokerISt5tupleIJZ4mainE3$_0EEEEE6_M_runEv"(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_v0 {
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
  %15 = load ptr, ptr %4, align 8, !tbaa !162
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #22
  %16 = load ptr, ptr %3, align 8, !tbaa !31
  store ptr null, ptr %3, align 8, !tbaa !31
  %17 = load ptr, ptr %15, align 8, !tbaa !31
  store ptr %17, ptr %2, align 8, !tbaa !31
  store ptr %16, ptr %15, align 8, !tbaa !31
  %18 = icmp eq ptr %17, null
  br i1 %18, label %20, label %19

19:                                               ; preds = %11
  call void @_ZNSt15__exception_ptr13exception_ptr10_M_releaseEv(ptr noundef nonnull align 8 dereferenceable(8) %2) #22
  br label %20

20:                                               ; preds = %19, %11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #22
  %21 = load ptr, ptr %3, align 8, !tbaa !31
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(none) }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nobuiltin allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #17 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #18 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #20 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #21 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #22 = { nounwind }
attributes #23 = { builtin allocsize(0) }
attributes #24 = { noreturn nounwind }
attributes #25 = { noreturn }
attributes #26 = { builtin nounwind }
attributes #27 = { nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !10, i64 8}
!16 = !{!"_ZTSNSt12_Vector_baseISt6futureIiESaIS1_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!17 = !{!16, !10, i64 0}
!18 = !{!16, !10, i64 16}
!19 = !{!20, !10, i64 0}
!20 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0}
!21 = !{!22, !10, i64 0}
!22 = !{!"_ZTSSt12__shared_ptrINSt13__future_base13_State_baseV2ELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !20, i64 8}
!23 = !{!24, !6, i64 8}
!24 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !6, i64 8, !6, i64 12}
!25 = !{!24, !6, i64 12}
!26 = !{!27, !27, i64 0}
!27 = !{!"vtable pointer", !8, i64 0}
!28 = !{!7, !7, i64 0}
!29 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!30 = distinct !{!30, !12}
!31 = !{!32, !10, i64 0}
!32 = !{!"_ZTSNSt15__exception_ptr13exception_ptrE", !10, i64 0}
!33 = !{!34, !14, i64 0}
!34 = !{!"_ZTSNSt6thread2idE", !14, i64 0}
!35 = distinct !{!35, !12}
!36 = distinct !{!36, !12}
!37 = !{!38, !10, i64 0}
!38 = !{!"_ZTSNSt12_Vector_baseISt6threadSaIS0_EE17_Vector_impl_dataE", !10, i64 0, !10, i64 8, !10, i64 16}
!39 = !{!38, !10, i64 8}
!40 = distinct !{!40, !12}
!41 = !{!38, !10, i64 16}
!42 = !{!43, !10, i64 0}
!43 = !{!"_ZTSSt10_Head_baseILm2EPlLb0EE", !10, i64 0}
!44 = !{!45, !6, i64 0}
!45 = !{!"_ZTSSt10_Head_baseILm1EiLb0EE", !6, i64 0}
!46 = !{!47, !10, i64 0}
!47 = !{!"_ZTSSt10_Head_baseILm0EPFviPlELb0EE", !10, i64 0}
!48 = !{!49, !10, i64 0}
!49 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !50, i64 0, !14, i64 8, !7, i64 16}
!50 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !10, i64 0}
!51 = distinct !{!51, !12}
!52 = !{!49, !14, i64 8}
!53 = !{!54}
!54 = distinct !{!54, !55, !"_ZSt11make_sharedINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_: argument 0"}
!55 = distinct !{!55, !"_ZSt11make_sharedINSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_"}
!56 = !{!57}
!57 = distinct !{!57, !58, !"_ZSt11make_sharedINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_: argument 0"}
!58 = distinct !{!58, !"_ZSt11make_sharedINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEJRS5_RiEESt10shared_ptrINSt9enable_ifIXntsr8is_arrayIT_EE5valueESE_E4typeEEDpOT0_"}
!59 = !{!60, !10, i64 0}
!60 = !{!"_ZTSSt12__shared_ptrINSt13__future_base15_Deferred_stateINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEELN9__gnu_cxx12_Lock_policyE2EE", !10, i64 0, !20, i64 8}
!61 = distinct !{!61, !12}
!62 = !{!50, !10, i64 0}
!63 = distinct !{!63, !12}
!64 = !{!65}
!65 = distinct !{!65, !66, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!66 = distinct !{!66, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_"}
!67 = !{!68}
!68 = distinct !{!68, !66, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!69 = !{!68, !70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !{!65, !73}
!73 = distinct !{!73, !71}
!74 = distinct !{!74, !12, !75, !76}
!75 = !{!"llvm.loop.isvectorized", i32 1}
!76 = !{!"llvm.loop.unroll.runtime.disable"}
!77 = distinct !{!77, !12, !75}
!78 = !{!79}
!79 = distinct !{!79, !80, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 0"}
!80 = distinct !{!80, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_"}
!81 = !{!82}
!82 = distinct !{!82, !80, !"_ZSt19__relocate_object_aISt6threadS0_SaIS0_EEvPT_PT0_RT1_: argument 1"}
!83 = !{!82, !84}
!84 = distinct !{!84, !85}
!85 = distinct !{!85, !"LVerDomain"}
!86 = !{!79, !87}
!87 = distinct !{!87, !85}
!88 = distinct !{!88, !12, !75, !76}
!89 = distinct !{!89, !12, !75}
!90 = !{!91, !10, i64 8}
!91 = !{!"_ZTSSt10error_code", !6, i64 0, !10, i64 8}
!92 = !{!91, !6, i64 0}
!93 = !{!94, !10, i64 8}
!94 = !{!"_ZTSSt15error_condition", !6, i64 0, !10, i64 8}
!95 = !{!94, !6, i64 0}
!96 = !{!97, !10, i64 8}
!97 = !{!"_ZTSSt9type_info", !10, i64 8}
!98 = !{!99, !10, i64 0}
!99 = !{!"_ZTSSt10_Head_baseILm0EPNSt13__future_base12_Result_baseELb0EE", !10, i64 0}
!100 = !{!101, !6, i64 0}
!101 = !{!"_ZTSSt13__atomic_baseIjE", !6, i64 0}
!102 = !{!103, !104, i64 0}
!103 = !{!"_ZTSSt18__atomic_flag_base", !104, i64 0}
!104 = !{!"bool", !7, i64 0}
!105 = !{!106, !6, i64 0}
!106 = !{!"_ZTSSt9once_flag", !6, i64 0}
!107 = !{!108, !104, i64 20}
!108 = !{!"_ZTSNSt13__future_base7_ResultIiEE", !109, i64 0, !110, i64 16, !104, i64 20}
!109 = !{!"_ZTSNSt13__future_base12_Result_baseE", !32, i64 8}
!110 = !{!"_ZTSN9__gnu_cxx16__aligned_bufferIiEE", !7, i64 0}
!111 = !{!112, !10, i64 0}
!112 = !{!"_ZTSSt10_Head_baseILm0EPFiiELb0EE", !10, i64 0}
!113 = !{!114, !10, i64 0}
!114 = !{!"_ZTSSt10_Head_baseILm1EPNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEELb0EE", !10, i64 0}
!115 = !{!116, !7, i64 0}
!116 = !{!"_ZTSSt10_Head_baseILm0EMNSt13__future_base17_Async_state_implINSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEEFvvELb0EE", !7, i64 0}
!117 = !{!118, !10, i64 24}
!118 = !{!"_ZTSSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEE", !119, i64 0, !10, i64 24}
!119 = !{!"_ZTSSt14_Function_base", !7, i64 0, !10, i64 16}
!120 = !{!119, !10, i64 16}
!121 = !{!104, !104, i64 0}
!122 = !{i8 0, i8 2}
!123 = !{}
!124 = !{!125}
!125 = distinct !{!125, !126, !"_ZSt18make_exception_ptrISt12future_errorENSt15__exception_ptr13exception_ptrET_: argument 0"}
!126 = distinct !{!126, !"_ZSt18make_exception_ptrISt12future_errorENSt15__exception_ptr13exception_ptrET_"}
!127 = !{i64 0, i64 4, !5, i64 8, i64 8, !9}
!128 = !{!129}
!129 = distinct !{!129, !130, !"_ZNKSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEEclEv: argument 0"}
!130 = distinct !{!130, !"_ZNKSt8functionIFSt10unique_ptrINSt13__future_base12_Result_baseENS2_8_DeleterEEvEEclEv"}
!131 = !{!132, !10, i64 0}
!132 = !{!"_ZTSZSt9call_onceIMNSt13__future_base13_State_baseV2EFvPSt8functionIFSt10unique_ptrINS0_12_Result_baseENS4_8_DeleterEEvEEPbEJPS1_S9_SA_EEvRSt9once_flagOT_DpOT0_EUlvE_", !10, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!133 = !{!132, !10, i64 8}
!134 = !{!132, !10, i64 16}
!135 = !{!132, !10, i64 24}
!136 = !{i64 0, i64 8, !9, i64 8, i64 8, !9}
!137 = !{!138, !10, i64 0}
!138 = !{!"_ZTSNSt13__future_base12_Task_setterISt10unique_ptrINS_7_ResultIiEENS_12_Result_base8_DeleterEENSt6thread8_InvokerISt5tupleIJPFiiEiEEEEiEE", !10, i64 0, !10, i64 8}
!139 = !{!138, !10, i64 8}
!140 = !{!141}
!141 = distinct !{!141, !142, !"_ZNKSt10error_code7messageB5cxx11Ev: argument 0"}
!142 = distinct !{!142, !"_ZNKSt10error_code7messageB5cxx11Ev"}
!143 = !{!144}
!144 = distinct !{!144, !145, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_: argument 0"}
!145 = distinct !{!145, !"_ZStplIcSt11char_traitsIcESaIcEENSt7__cxx1112basic_stringIT_T0_T1_EEPKS5_OS8_"}
!146 = !{!147, !10, i64 0}
!147 = !{!"_ZTSZSt9call_onceIMSt6threadFvvEJPS0_EEvRSt9once_flagOT_DpOT0_EUlvE_", !10, i64 0, !10, i64 8}
!148 = !{!147, !10, i64 8}
!149 = !{!150}
!150 = distinct !{!150, !151, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!151 = distinct !{!151, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_"}
!152 = !{!153}
!153 = distinct !{!153, !151, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!154 = distinct !{!154, !12}
!155 = !{!156}
!156 = distinct !{!156, !157, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 0"}
!157 = distinct !{!157, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_"}
!158 = !{!159}
!159 = distinct !{!159, !157, !"_ZSt19__relocate_object_aISt6futureIiES1_SaIS1_EEvPT_PT0_RT1_: argument 1"}
!160 = !{!161, !10, i64 0}
!161 = !{!"_ZTSNSt14__basic_futureIiE6_ResetE", !10, i64 0}
!162 = !{!163, !10, i64 0}
!163 = !{!"_ZTSZ4mainE3$_0", !10, i64 0}
