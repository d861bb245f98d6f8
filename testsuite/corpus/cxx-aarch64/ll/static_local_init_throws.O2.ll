; ModuleID = 'static_local_init_throws.cpp'
source_filename = "static_local_init_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Config = type { %"class.std::__cxx11::basic_string" }
%"class.std::__cxx11::basic_string" = type { %"struct.std::__cxx11::basic_string<char>::_Alloc_hider", i64, %union.anon }
%"struct.std::__cxx11::basic_string<char>::_Alloc_hider" = type { ptr }
%union.anon = type { i64, [8 x i8] }
%"class.std::allocator" = type { i8 }

$__clang_call_terminate = comdat any

$_ZN6ConfigC2Ei = comdat any

$_ZN6ConfigD2Ev = comdat any

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
@__dso_handle = external hidden global i8
@.str.6 = private unnamed_addr constant [7 x i8] c"config\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"config not ready\00", align 1
@.str.8 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits = linkonce_odr dso_local local_unnamed_addr constant [201 x i8] c"00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899\00", comdat, align 1
@.str.9 = private unnamed_addr constant [21 x i8] c"basic_string::append\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  br label %1

1:                                                ; preds = %0, %25
  %2 = phi i32 [ 0, %0 ], [ %26, %25 ]
  %3 = load atomic i8, ptr @_ZGVZL6cachedvE5value acquire, align 8
  %4 = and i8 %3, 1
  %5 = icmp eq i8 %4, 0
  br i1 %5, label %6, label %17, !prof !6

6:                                                ; preds = %1
  %7 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL6cachedvE5value) #15
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %17, label %9

9:                                                ; preds = %6
  %10 = invoke fastcc noundef i32 @_ZL7computev()
          to label %11 unwind label %12

11:                                               ; preds = %9
  store i32 %10, ptr @_ZZL6cachedvE5value, align 4, !tbaa !7
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL6cachedvE5value) #15
  br label %17

12:                                               ; preds = %9
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL6cachedvE5value) #15
  %14 = extractvalue { ptr, i32 } %13, 1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #15
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %20, label %61

17:                                               ; preds = %11, %6, %1
  %18 = load i32, ptr @_ZZL6cachedvE5value, align 4, !tbaa !7
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %18)
  br label %25

20:                                               ; preds = %12
  %21 = extractvalue { ptr, i32 } %13, 0
  %22 = tail call ptr @__cxa_begin_catch(ptr %21) #15
  %23 = load i32, ptr %22, align 4, !tbaa !7
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %23)
  tail call void @__cxa_end_catch() #15
  br label %25

25:                                               ; preds = %17, %20
  %26 = add nuw nsw i32 %2, 1
  %27 = icmp eq i32 %26, 5
  br i1 %27, label %31, label %1, !llvm.loop !11

28:                                               ; preds = %58
  %29 = load i32, ptr @_ZL8attempts, align 4, !tbaa !7
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %29)
  ret i32 0

31:                                               ; preds = %25, %58
  %32 = phi i32 [ %59, %58 ], [ 0, %25 ]
  %33 = load atomic i8, ptr @_ZGVZL6configvE1c acquire, align 8
  %34 = and i8 %33, 1
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %49, !prof !6

36:                                               ; preds = %31
  %37 = tail call i32 @__cxa_guard_acquire(ptr nonnull @_ZGVZL6configvE1c) #15
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %49, label %39

39:                                               ; preds = %36
  %40 = load i32, ptr @_ZL12config_tries, align 4, !tbaa !7
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @_ZL12config_tries, align 4, !tbaa !7
  invoke void @_ZN6ConfigC2Ei(ptr noundef nonnull align 8 dereferenceable(32) @_ZZL6configvE1c, i32 noundef %41)
          to label %42 unwind label %44

42:                                               ; preds = %39
  %43 = tail call i32 @__cxa_atexit(ptr nonnull @_ZN6ConfigD2Ev, ptr nonnull @_ZZL6configvE1c, ptr nonnull @__dso_handle) #15
  tail call void @__cxa_guard_release(ptr nonnull @_ZGVZL6configvE1c) #15
  br label %49

44:                                               ; preds = %39
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  tail call void @__cxa_guard_abort(ptr nonnull @_ZGVZL6configvE1c) #15
  %46 = extractvalue { ptr, i32 } %45, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #15
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %52, label %61

49:                                               ; preds = %42, %36, %31
  %50 = load ptr, ptr @_ZZL6configvE1c, align 8, !tbaa !13
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %50)
  br label %58

52:                                               ; preds = %44
  %53 = extractvalue { ptr, i32 } %45, 0
  %54 = tail call ptr @__cxa_begin_catch(ptr %53) #15
  %55 = load ptr, ptr %54, align 8, !tbaa !13
  %56 = load i32, ptr @_ZL12config_tries, align 4, !tbaa !7
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %55, i32 noundef %56)
  tail call void @__cxa_end_catch()
  br label %58

58:                                               ; preds = %49, %52
  %59 = add nuw nsw i32 %32, 1
  %60 = icmp eq i32 %59, 4
  br i1 %60, label %28, label %31, !llvm.loop !18

61:                                               ; preds = %12, %44
  %62 = phi { ptr, i32 } [ %45, %44 ], [ %13, %12 ]
  resume { ptr, i32 } %62
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #15
  tail call void @_ZSt9terminatev() #16
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nounwind
declare i32 @__cxa_guard_acquire(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress norecurse uwtable
define internal fastcc noundef range(i32 300, -2147483648) i32 @_ZL7computev() unnamed_addr #0 {
  %1 = load i32, ptr @_ZL8attempts, align 4, !tbaa !7
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @_ZL8attempts, align 4, !tbaa !7
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %2)
  %4 = load i32, ptr @_ZL8attempts, align 4, !tbaa !7
  %5 = icmp slt i32 %4, 3
  br i1 %5, label %6, label %9

6:                                                ; preds = %0
  %7 = tail call ptr @__cxa_allocate_exception(i64 4) #15
  %8 = load i32, ptr @_ZL8attempts, align 4, !tbaa !7
  store i32 %8, ptr %7, align 16, !tbaa !7
  tail call void @__cxa_throw(ptr nonnull %7, ptr nonnull @_ZTIi, ptr null) #17
  unreachable

9:                                                ; preds = %0
  %10 = mul nuw nsw i32 %4, 100
  ret i32 %10
}

; Function Attrs: nofree nounwind
declare void @__cxa_guard_abort(ptr) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare void @__cxa_guard_release(ptr) local_unnamed_addr #5

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6ConfigC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
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
  %10 = tail call ptr @__cxa_allocate_exception(i64 32) #15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #15
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull @.str.7, ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %11 unwind label %14

11:                                               ; preds = %9
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #17
          to label %121 unwind label %12

12:                                               ; preds = %11
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15
  br label %113

14:                                               ; preds = %9
  %15 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #15
  call void @__cxa_free_exception(ptr %10) #15
  br label %113

16:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #15
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
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32) %4, i64 noundef %38, i8 noundef 45)
          to label %40 unwind label %83

40:                                               ; preds = %36
  %41 = load ptr, ptr %4, align 8, !tbaa !13, !alias.scope !22
  %42 = icmp ugt i32 %1, 99
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  %44 = add i32 %37, -1
  br label %45

45:                                               ; preds = %45, %43
  %46 = phi i32 [ %49, %45 ], [ %1, %43 ]
  %47 = phi i32 [ %65, %45 ], [ %44, %43 ]
  %48 = freeze i32 %46
  %49 = udiv i32 %48, 100
  %50 = mul i32 %49, 100
  %51 = sub i32 %48, %50
  %52 = shl nuw nsw i32 %51, 1
  %53 = or disjoint i32 %52, 1
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !21, !noalias !22
  %57 = zext i32 %47 to i64
  %58 = getelementptr inbounds i8, ptr %41, i64 %57
  store i8 %56, ptr %58, align 1, !tbaa !21
  %59 = zext nneg i32 %52 to i64
  %60 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %59
  %61 = load i8, ptr %60, align 1, !tbaa !21, !noalias !22
  %62 = add i32 %47, -1
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i8, ptr %41, i64 %63
  store i8 %61, ptr %64, align 1, !tbaa !21
  %65 = add i32 %47, -2
  %66 = icmp ugt i32 %46, 9999
  br i1 %66, label %45, label %67, !llvm.loop !26

67:                                               ; preds = %45, %40
  %68 = phi i32 [ %1, %40 ], [ %49, %45 ]
  %69 = icmp ugt i32 %68, 9
  br i1 %69, label %70, label %80

70:                                               ; preds = %67
  %71 = shl nuw nsw i32 %68, 1
  %72 = or disjoint i32 %71, 1
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %73
  %75 = load i8, ptr %74, align 1, !tbaa !21, !noalias !22
  %76 = getelementptr inbounds i8, ptr %41, i64 1
  store i8 %75, ptr %76, align 1, !tbaa !21
  %77 = zext nneg i32 %71 to i64
  %78 = getelementptr inbounds [201 x i8], ptr @_ZZNSt8__detail18__to_chars_10_implIjEEvPcjT_E8__digits, i64 0, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !21, !noalias !22
  br label %86

80:                                               ; preds = %67
  %81 = trunc nuw i32 %68 to i8
  %82 = or disjoint i8 %81, 48
  br label %86

83:                                               ; preds = %36
  %84 = landingpad { ptr, i32 }
          catch ptr null
  %85 = extractvalue { ptr, i32 } %84, 0
  call void @__clang_call_terminate(ptr %85) #16
  unreachable

86:                                               ; preds = %70, %80
  %87 = phi i8 [ %82, %80 ], [ %79, %70 ]
  store i8 %87, ptr %41, align 1, !tbaa !21
  %88 = getelementptr inbounds i8, ptr %4, i64 8
  %89 = load i64, ptr %88, align 8, !tbaa !20
  %90 = load i64, ptr %6, align 8, !tbaa !20
  %91 = sub i64 4611686018427387903, %90
  %92 = icmp ult i64 %91, %89
  br i1 %92, label %93, label %95

93:                                               ; preds = %86
  invoke void @_ZSt20__throw_length_errorPKc(ptr noundef nonnull @.str.9) #17
          to label %94 unwind label %105

94:                                               ; preds = %93
  unreachable

95:                                               ; preds = %86
  %96 = load ptr, ptr %4, align 8, !tbaa !13
  %97 = invoke noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %96, i64 noundef %89)
          to label %98 unwind label %105

98:                                               ; preds = %95
  %99 = load ptr, ptr %4, align 8, !tbaa !13
  %100 = icmp eq ptr %99, %39
  br i1 %100, label %104, label %101

101:                                              ; preds = %98
  %102 = load i64, ptr %39, align 8, !tbaa !21
  %103 = add i64 %102, 1
  call void @_ZdlPvm(ptr noundef %99, i64 noundef %103) #18
  br label %104

104:                                              ; preds = %98, %101
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  ret void

105:                                              ; preds = %95, %93
  %106 = landingpad { ptr, i32 }
          cleanup
  %107 = load ptr, ptr %4, align 8, !tbaa !13
  %108 = icmp eq ptr %107, %39
  br i1 %108, label %112, label %109

109:                                              ; preds = %105
  %110 = load i64, ptr %39, align 8, !tbaa !21
  %111 = add i64 %110, 1
  call void @_ZdlPvm(ptr noundef %107, i64 noundef %111) #18
  br label %112

112:                                              ; preds = %105, %109
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #15
  br label %113

113:                                              ; preds = %12, %14, %112
  %114 = phi { ptr, i32 } [ %15, %14 ], [ %13, %12 ], [ %106, %112 ]
  %115 = load ptr, ptr %0, align 8, !tbaa !13
  %116 = icmp eq ptr %115, %5
  br i1 %116, label %120, label %117

117:                                              ; preds = %113
  %118 = load i64, ptr %5, align 8, !tbaa !21
  %119 = add i64 %118, 1
  call void @_ZdlPvm(ptr noundef %115, i64 noundef %119) #18
  br label %120

120:                                              ; preds = %117, %113
  resume { ptr, i32 } %114

121:                                              ; preds = %11
  unreachable
}

; Function Attrs: inlinehint mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6ConfigD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat personality ptr @__gxx_personality_v0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !13
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = icmp eq ptr %2, %3
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = load i64, ptr %3, align 8, !tbaa !21
  %7 = add i64 %6, 1
  tail call void @_ZdlPvm(ptr noundef %2, i64 noundef %7) #18
  br label %8

8:                                                ; preds = %1, %5
  ret void
}

; Function Attrs: nofree nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) local_unnamed_addr #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #6 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !19
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.8) #17
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #15
  store i64 %9, ptr %4, align 8, !tbaa !27
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !13
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
  %22 = load ptr, ptr %0, align 8, !tbaa !13
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #15
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #8

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #10

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #13

declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_M_constructEmc(ptr noundef nonnull align 8 dereferenceable(32), i64 noundef, i8 noundef) local_unnamed_addr #11

declare noundef nonnull align 8 dereferenceable(32) ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_appendEPKcm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef, i64 noundef) local_unnamed_addr #11

; Function Attrs: noreturn
declare void @_ZSt20__throw_length_errorPKc(ptr noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #14

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { inlinehint mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nobuiltin nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #15 = { nounwind }
attributes #16 = { noreturn nounwind }
attributes #17 = { noreturn }
attributes #18 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !16, i64 0}
!14 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !15, i64 0, !17, i64 8, !9, i64 16}
!15 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !16, i64 0}
!16 = !{!"any pointer", !9, i64 0}
!17 = !{!"long", !9, i64 0}
!18 = distinct !{!18, !12}
!19 = !{!15, !16, i64 0}
!20 = !{!14, !17, i64 8}
!21 = !{!9, !9, i64 0}
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZNSt7__cxx119to_stringEi: argument 0"}
!24 = distinct !{!24, !"_ZNSt7__cxx119to_stringEi"}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
!27 = !{!17, !17, i64 0}
