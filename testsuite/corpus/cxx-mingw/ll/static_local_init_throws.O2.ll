; ModuleID = 'static_local_init_throws.cpp'
source_filename = "static_local_init_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Config = type { %"class.std::__cxx11::basic_string" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator" = type { i8 }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN6ConfigC2Ei = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [15 x i8] c"cached() = %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"attempt %d threw\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.2 = private unnamed_addr constant [11 x i8] c"config %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%s (try %d)\0A\00", align 1
@_ZL12config_tries = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [13 x i8] c"attempts %d\0A\00", align 1
@_ZL8attempts = internal unnamed_addr global i32 0, align 4
@_ZZL6cachedvE5value = internal unnamed_addr global i32 0, align 4
@_ZGVZL6cachedvE5value = internal global i64 0, align 8
@.str.5 = private unnamed_addr constant [25 x i8] c"  computing, attempt %d\0A\00", align 1
@_ZZL6configvE1c = internal global %struct.Config zeroinitializer, align 8
@_ZGVZL6configvE1c = internal global i64 0, align 8
@.str.6 = private unnamed_addr constant [7 x i8] c"config\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"config not ready\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 16
@.str.9 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  br label %1

1:                                                ; preds = %0, %29
  %2 = phi i32 [ 0, %0 ], [ %30, %29 ]
  %3 = load atomic i8, ptr @_ZGVZL6cachedvE5value acquire, align 8
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %5, label %13, !prof !5

5:                                                ; preds = %1
  %6 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL6cachedvE5value) #17
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %13, label %8

8:                                                ; preds = %5
  %9 = invoke fastcc noundef i32 @_ZL7computev()
          to label %10 unwind label %11

10:                                               ; preds = %8
  store i32 %9, ptr @_ZZL6cachedvE5value, align 4, !tbaa !6
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL6cachedvE5value) #17
  br label %13

11:                                               ; preds = %8
  %12 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL6cachedvE5value) #17
  br label %18

13:                                               ; preds = %10, %5, %1
  %14 = load i32, ptr @_ZZL6cachedvE5value, align 4, !tbaa !6
  %15 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %14)
          to label %29 unwind label %16

16:                                               ; preds = %13
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  br label %18

18:                                               ; preds = %11, %16
  %19 = phi { ptr, i32 } [ %17, %16 ], [ %12, %11 ]
  %20 = extractvalue { ptr, i32 } %19, 1
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #17
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %73

23:                                               ; preds = %18
  %24 = extractvalue { ptr, i32 } %19, 0
  %25 = tail call ptr @__cxa_begin_catch(ptr %24) #17
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %26)
          to label %28 unwind label %32

28:                                               ; preds = %23
  tail call void @__cxa_end_catch() #17
  br label %29

29:                                               ; preds = %28, %13
  %30 = add nuw nsw i32 %2, 1
  %31 = icmp eq i32 %30, 5
  br i1 %31, label %37, label %1, !llvm.loop !10

32:                                               ; preds = %23
  %33 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #17
  br label %73

34:                                               ; preds = %68
  %35 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  %36 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %35)
  ret i32 0

37:                                               ; preds = %29, %68
  %38 = phi i32 [ %69, %68 ], [ 0, %29 ]
  %39 = load atomic i8, ptr @_ZGVZL6configvE1c acquire, align 8
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %41, label %51, !prof !5

41:                                               ; preds = %37
  %42 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL6configvE1c) #17
  %43 = icmp eq i32 %42, 0
  br i1 %43, label %51, label %44

44:                                               ; preds = %41
  %45 = load i32, ptr @_ZL12config_tries, align 4, !tbaa !6
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @_ZL12config_tries, align 4, !tbaa !6
  invoke void @_ZN6ConfigC2Ei(ptr noundef nonnull align 8 dereferenceable(32) @_ZZL6configvE1c, i32 noundef %46)
          to label %47 unwind label %49

47:                                               ; preds = %44
  %48 = tail call i32 @atexit(ptr nonnull @__dtor__ZZL6configvE1c) #17
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL6configvE1c) #17
  br label %51

49:                                               ; preds = %44
  %50 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL6configvE1c) #17
  br label %56

51:                                               ; preds = %47, %41, %37
  %52 = load ptr, ptr @_ZZL6configvE1c, align 8, !tbaa !12
  %53 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, ptr noundef %52)
          to label %68 unwind label %54

54:                                               ; preds = %51
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %56

56:                                               ; preds = %49, %54
  %57 = phi { ptr, i32 } [ %55, %54 ], [ %50, %49 ]
  %58 = extractvalue { ptr, i32 } %57, 1
  %59 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #17
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %73

61:                                               ; preds = %56
  %62 = extractvalue { ptr, i32 } %57, 0
  %63 = tail call ptr @__cxa_begin_catch(ptr %62) #17
  %64 = load ptr, ptr %63, align 8, !tbaa !12
  %65 = load i32, ptr @_ZL12config_tries, align 4, !tbaa !6
  %66 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, ptr noundef %64, i32 noundef %65)
          to label %67 unwind label %71

67:                                               ; preds = %61
  tail call void @__cxa_end_catch()
  br label %68

68:                                               ; preds = %67, %51
  %69 = add nuw nsw i32 %38, 1
  %70 = icmp eq i32 %69, 4
  br i1 %70, label %34, label %37, !llvm.loop !17

71:                                               ; preds = %61
  %72 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %73 unwind label %75

73:                                               ; preds = %18, %56, %71, %32
  %74 = phi { ptr, i32 } [ %33, %32 ], [ %72, %71 ], [ %57, %56 ], [ %19, %18 ]
  resume { ptr, i32 } %74

75:                                               ; preds = %71
  %76 = landingpad { ptr, i32 }
          catch ptr null
  %77 = extractvalue { ptr, i32 } %76, 0
  tail call void @__clang_call_terminate(ptr %77) #18
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #17
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !18
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #17
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #17
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #17
  tail call void @_ZSt9terminatev() #18
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare dso_local i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef range(i32 300, -2147483648) i32 @_ZL7computev() unnamed_addr #0 {
  %1 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL8attempts, align 4, !tbaa !6
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %2)
  %4 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  %5 = icmp slt i32 %4, 3
  br i1 %5, label %6, label %9

6:                                                ; preds = %0
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #17
  %8 = load i32, ptr @_ZL8attempts, align 4, !tbaa !6
  store i32 %8, ptr %7, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #19
  unreachable

9:                                                ; preds = %0
  %10 = mul nuw nsw i32 %4, 100
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_abort(ptr) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare dso_local void @__cxa_guard_release(ptr) local_unnamed_addr #8

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %3 = alloca %"class.std::allocator", align 1
  %4 = alloca %"class.std::__cxx11::basic_string", align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !19
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(6) %5, ptr noundef nonnull align 1 dereferenceable(6) @.str.6, i64 6, i1 false)
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 6, ptr %6, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %0, i64 22
  store i8 0, ptr %7, align 2, !tbaa !21
  %8 = icmp slt i32 %1, 2
  br i1 %8, label %9, label %16

9:                                                ; preds = %2
  %10 = tail call ptr @__cxa_allocate_exception(i64 32) #17
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #17
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull @.str.7, ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %11 unwind label %14

11:                                               ; preds = %9
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #19
          to label %113 unwind label %12

12:                                               ; preds = %11
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #17
  br label %107

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #17
  call void @__cxa_free_exception(ptr %10) #17
  br label %107

16:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #17
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %17 = icmp ult i32 %1, 10
  br i1 %17, label %36, label %18

18:                                               ; preds = %16, %32
  %19 = phi i32 [ %33, %32 ], [ %1, %16 ]
  %20 = phi i32 [ %34, %32 ], [ 1, %16 ]
  %21 = icmp ult i32 %19, 100
  br i1 %21, label %22, label %24

22:                                               ; preds = %18
  %23 = add i32 %20, 1
  br label %36

24:                                               ; preds = %18
  %25 = icmp ult i32 %19, 1000
  br i1 %25, label %26, label %28

26:                                               ; preds = %24
  %27 = add i32 %20, 2
  br label %36

28:                                               ; preds = %24
  %29 = icmp ult i32 %19, 10000
  br i1 %29, label %30, label %32

30:                                               ; preds = %28
  %31 = add i32 %20, 3
  br label %36

32:                                               ; preds = %28
  %33 = udiv i32 %19, 10000
  %34 = add i32 %20, 4
  %35 = icmp ult i32 %19, 100000
  br i1 %35, label %36, label %18, !llvm.loop !25

36:                                               ; preds = %32, %30, %26, %22, %16
  %37 = phi i32 [ %23, %22 ], [ %27, %26 ], [ %31, %30 ], [ 1, %16 ], [ %34, %32 ]
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %39, ptr %4, align 8, !tbaa !19, !alias.scope !22
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %38, i8 noundef 45)
          to label %40 unwind label %81

40:                                               ; preds = %36
  %41 = load ptr, ptr %4, align 8, !tbaa !12, !alias.scope !22
  %42 = icmp ugt i32 %1, 99
  br i1 %42, label %43, label %65

43:                                               ; preds = %40
  %44 = add i32 %37, -1
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i32 [ %50, %45 ], [ %1, %43 ]
  %47 = phi i32 [ %63, %45 ], [ %44, %43 ]
  %48 = urem i32 %46, 100
  %49 = shl nuw nsw i32 %48, 1
  %50 = udiv i32 %46, 100
  %51 = or disjoint i32 %49, 1
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1, !tbaa !21, !noalias !22
  %55 = zext i32 %47 to i64
  %56 = getelementptr inbounds i8, ptr %41, i64 %55
  store i8 %54, ptr %56, align 1, !tbaa !21
  %57 = zext nneg i32 %49 to i64
  %58 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %57
  %59 = load i8, ptr %58, align 2, !tbaa !21, !noalias !22
  %60 = add i32 %47, -1
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i8, ptr %41, i64 %61
  store i8 %59, ptr %62, align 1, !tbaa !21
  %63 = add i32 %47, -2
  %64 = icmp ugt i32 %46, 9999
  br i1 %64, label %45, label %65, !llvm.loop !26

65:                                               ; preds = %45, %40
  %66 = phi i32 [ %1, %40 ], [ %50, %45 ]
  %67 = icmp ugt i32 %66, 9
  br i1 %67, label %68, label %78

68:                                               ; preds = %65
  %69 = shl nuw nsw i32 %66, 1
  %70 = or disjoint i32 %69, 1
  %71 = zext nneg i32 %70 to i64
  %72 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !21, !noalias !22
  %74 = getelementptr inbounds i8, ptr %41, i64 1
  store i8 %73, ptr %74, align 1, !tbaa !21
  %75 = zext nneg i32 %69 to i64
  %76 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %75
  %77 = load i8, ptr %76, align 2, !tbaa !21, !noalias !22
  br label %84

78:                                               ; preds = %65
  %79 = trunc nuw i32 %66 to i8
  %80 = or disjoint i8 %79, 48
  br label %84

81:                                               ; preds = %36
  %82 = landingpad { ptr, i32 }
          catch ptr null
  %83 = extractvalue { ptr, i32 } %82, 0
  call void @__clang_call_terminate(ptr %83) #18
  unreachable

84:                                               ; preds = %68, %78
  %85 = phi i8 [ %80, %78 ], [ %77, %68 ]
  store i8 %85, ptr %41, align 1, !tbaa !21
  %86 = getelementptr inbounds i8, ptr %4, i64 8
  %87 = load i64, ptr %86, align 8, !tbaa !20
  %88 = load i64, ptr %6, align 8, !tbaa !20
  %89 = sub i64 4611686018427387903, %88
  %90 = icmp ult i64 %89, %87
  br i1 %90, label %91, label %93

91:                                               ; preds = %84
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #19
          to label %92 unwind label %101

92:                                               ; preds = %91
  unreachable

93:                                               ; preds = %84
  %94 = load ptr, ptr %4, align 8, !tbaa !12
  %95 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %94, i64 noundef %87)
          to label %96 unwind label %101

96:                                               ; preds = %93
  %97 = load ptr, ptr %4, align 8, !tbaa !12
  %98 = icmp eq ptr %97, %39
  br i1 %98, label %100, label %99

99:                                               ; preds = %96
  call void @_ZdlPv(ptr noundef %97) #20
  br label %100

100:                                              ; preds = %96, %99
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #17
  ret void

101:                                              ; preds = %93, %91
  %102 = landingpad { ptr, i32 }
          cleanup
  %103 = load ptr, ptr %4, align 8, !tbaa !12
  %104 = icmp eq ptr %103, %39
  br i1 %104, label %106, label %105

105:                                              ; preds = %101
  call void @_ZdlPv(ptr noundef %103) #20
  br label %106

106:                                              ; preds = %101, %105
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #17
  br label %107

107:                                              ; preds = %12, %14, %106
  %108 = phi { ptr, i32 } [ %15, %14 ], [ %13, %12 ], [ %102, %106 ]
  %109 = load ptr, ptr %0, align 8, !tbaa !12
  %110 = icmp eq ptr %109, %5
  br i1 %110, label %112, label %111

111:                                              ; preds = %107
  call void @_ZdlPv(ptr noundef %109) #20
  br label %112

112:                                              ; preds = %111, %107
  resume { ptr, i32 } %108

113:                                              ; preds = %11
  unreachable
}

; Function Attrs: nounwind uwtable
define internal void @__dtor__ZZL6configvE1c() #10 personality ptr @__gxx_personality_seh0 {
  %1 = load ptr, ptr @_ZZL6configvE1c, align 8, !tbaa !12
  %2 = icmp eq ptr %1, getelementptr inbounds (i8, ptr @_ZZL6configvE1c, i64 16)
  br i1 %2, label %4, label %3

3:                                                ; preds = %0
  tail call void @_ZdlPv(ptr noundef %1) #20
  br label %4

4:                                                ; preds = %0, %3
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local i32 @atexit(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #9 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !19
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.8) #19
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #17
  store i64 %9, ptr %4, align 8, !tbaa !27
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !12
  %13 = load i64, ptr %4, align 8, !tbaa !27
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
  %20 = load i64, ptr %4, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !20
  %22 = load ptr, ptr %0, align 8, !tbaa !12
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #17
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #11 align 2

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: noreturn
declare dso_local void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #13

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #14

; Function Attrs: nobuiltin nounwind
declare dso_local void @_ZdlPv(ptr noundef) local_unnamed_addr #15

declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEyc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #7

declare dso_local noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn
declare dso_local void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #16

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #15 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #17 = { nounwind }
attributes #18 = { noreturn nounwind }
attributes #19 = { noreturn }
attributes #20 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !15, i64 0}
!13 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !14, i64 0, !16, i64 8, !8, i64 16}
!14 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!"long long", !8, i64 0}
!17 = distinct !{!17, !11}
!18 = !{!15, !15, i64 0}
!19 = !{!14, !15, i64 0}
!20 = !{!13, !16, i64 8}
!21 = !{!8, !8, i64 0}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!24 = distinct !{!24, !"_ZNSt7__cxx119to_stringEi"}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = !{!16, !16, i64 0}
