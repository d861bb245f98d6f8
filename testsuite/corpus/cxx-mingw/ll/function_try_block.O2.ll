; ModuleID = 'function_try_block.cpp'
source_filename = "function_try_block.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Outer = type { [2 x i8] }
%struct.Translating = type { i8 }
%"class.std::allocator" = type { i8 }

$_Z6printfPKcz = comdat any

$_ZN5OuterC2Eii = comdat any

$__clang_call_terminate = comdat any

$_ZN11TranslatingC2Ev = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

@.str = private unnamed_addr constant [7 x i8] c"good:\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"  not reached\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"second member fails:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.3 = private unnamed_addr constant [28 x i8] c"  main caught rethrown: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"translating:\0A\00", align 1
@_ZTIi = external constant ptr
@.str.5 = private unnamed_addr constant [18 x i8] c"  main caught %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"parse: %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"  Outer body\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"  Outer handler: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"  Member(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"bad member value\00", align 1
@.str.11 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"  ~Member\0A\00", align 1
@.str.13 = private unnamed_addr constant [37 x i8] c"  Translating handler throws an int\0A\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"  parse handler: %d too large\0A\00", align 1
@_ZTId = external constant ptr
@.str.15 = private unnamed_addr constant [36 x i8] c"  handler runs after ~Member: %.1f\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Outer, align 1
  %2 = alloca %struct.Outer, align 1
  %3 = alloca %struct.Translating, align 1
  %4 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1) #13
  invoke void @_ZN5OuterC2Eii(ptr noundef nonnull align 1 dereferenceable(2) %1, i32 noundef 1, i32 noundef 2)
          to label %5 unwind label %16

5:                                                ; preds = %0
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %10 unwind label %7

7:                                                ; preds = %5
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #14
  unreachable

10:                                               ; preds = %5
  %11 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %15 unwind label %12

12:                                               ; preds = %10
  %13 = landingpad { ptr, i32 }
          catch ptr null
  %14 = extractvalue { ptr, i32 } %13, 0
  call void @__clang_call_terminate(ptr %14) #14
  unreachable

15:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1) #13
  br label %22

16:                                               ; preds = %0
  %17 = landingpad { ptr, i32 }
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1) #13
  %19 = call ptr @__cxa_begin_catch(ptr %18) #13
  %20 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %21 unwind label %35

21:                                               ; preds = %16
  call void @__cxa_end_catch()
  br label %22

22:                                               ; preds = %21, %15
  %23 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2) #13
  invoke void @_ZN5OuterC2Eii(ptr noundef nonnull align 1 dereferenceable(2) %2, i32 noundef 1, i32 noundef -2)
          to label %24 unwind label %37

24:                                               ; preds = %22
  %25 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %29 unwind label %26

26:                                               ; preds = %24
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #14
  unreachable

29:                                               ; preds = %24
  %30 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %34 unwind label %31

31:                                               ; preds = %29
  %32 = landingpad { ptr, i32 }
          catch ptr null
  %33 = extractvalue { ptr, i32 } %32, 0
  call void @__clang_call_terminate(ptr %33) #14
  unreachable

34:                                               ; preds = %29
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2) #13
  br label %48

35:                                               ; preds = %16
  %36 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %85 unwind label %117

37:                                               ; preds = %22
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %39 = extractvalue { ptr, i32 } %38, 1
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2) #13
  %40 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #13
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %85

42:                                               ; preds = %37
  %43 = extractvalue { ptr, i32 } %38, 0
  %44 = call ptr @__cxa_begin_catch(ptr %43) #13
  %45 = load ptr, ptr %44, align 8, !tbaa !5
  %46 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, ptr noundef %45)
          to label %47 unwind label %56

47:                                               ; preds = %42
  call void @__cxa_end_catch()
  br label %48

48:                                               ; preds = %47, %34
  %49 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #13
  invoke void @_ZN11TranslatingC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %3)
          to label %50 unwind label %58

50:                                               ; preds = %48
  %51 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %55 unwind label %52

52:                                               ; preds = %50
  %53 = landingpad { ptr, i32 }
          catch ptr null
  %54 = extractvalue { ptr, i32 } %53, 0
  call void @__clang_call_terminate(ptr %54) #14
  unreachable

55:                                               ; preds = %50
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #13
  br label %69

56:                                               ; preds = %42
  %57 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %85 unwind label %117

58:                                               ; preds = %48
  %59 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %60 = extractvalue { ptr, i32 } %59, 1
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #13
  %61 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %62 = icmp eq i32 %60, %61
  br i1 %62, label %63, label %85

63:                                               ; preds = %58
  %64 = extractvalue { ptr, i32 } %59, 0
  %65 = call ptr @__cxa_begin_catch(ptr %64) #13
  %66 = load i32, ptr %65, align 4, !tbaa !12
  %67 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, i32 noundef %66)
          to label %68 unwind label %115

68:                                               ; preds = %63
  call void @__cxa_end_catch() #13
  br label %69

69:                                               ; preds = %68, %55
  %70 = call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 500, ptr %70, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %70, ptr nonnull @_ZTIi, ptr null) #15
          to label %87 unwind label %71

71:                                               ; preds = %69
  %72 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %73 = extractvalue { ptr, i32 } %72, 1
  %74 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #13
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %85

76:                                               ; preds = %71
  %77 = extractvalue { ptr, i32 } %72, 0
  %78 = call ptr @__cxa_begin_catch(ptr %77) #13
  %79 = load i32, ptr %78, align 4, !tbaa !12
  %80 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.14, i32 noundef %79)
          to label %88 unwind label %81

81:                                               ; preds = %76
  %82 = landingpad { ptr, i32 }
          cleanup
  br label %83

83:                                               ; preds = %81, %111, %115
  %84 = phi { ptr, i32 } [ %116, %115 ], [ %112, %111 ], [ %82, %81 ]
  call void @__cxa_end_catch() #13
  br label %85

85:                                               ; preds = %83, %37, %58, %35, %56, %101, %71
  %86 = phi { ptr, i32 } [ %72, %71 ], [ %102, %101 ], [ %59, %58 ], [ %38, %37 ], [ %36, %35 ], [ %57, %56 ], [ %84, %83 ]
  resume { ptr, i32 } %86

87:                                               ; preds = %69
  unreachable

88:                                               ; preds = %76
  call void @__cxa_end_catch() #13
  %89 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef 42, i32 noundef -1)
  %90 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef 1)
          to label %91 unwind label %93

91:                                               ; preds = %88
  %92 = call ptr @__cxa_allocate_exception(i64 8) #13
  store double 1.500000e+00, ptr %92, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %92, ptr nonnull @_ZTId, ptr null) #15
          to label %113 unwind label %95

93:                                               ; preds = %88
  %94 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  br label %101

95:                                               ; preds = %91
  %96 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  %97 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %101 unwind label %98

98:                                               ; preds = %95
  %99 = landingpad { ptr, i32 }
          catch ptr null
  %100 = extractvalue { ptr, i32 } %99, 0
  call void @__clang_call_terminate(ptr %100) #14
  unreachable

101:                                              ; preds = %95, %93
  %102 = phi { ptr, i32 } [ %94, %93 ], [ %96, %95 ]
  %103 = extractvalue { ptr, i32 } %102, 1
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #13
  %105 = icmp eq i32 %103, %104
  br i1 %105, label %106, label %85

106:                                              ; preds = %101
  %107 = extractvalue { ptr, i32 } %102, 0
  %108 = call ptr @__cxa_begin_catch(ptr %107) #13
  %109 = load double, ptr %108, align 8, !tbaa !14
  %110 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.15, double noundef %109)
          to label %114 unwind label %111

111:                                              ; preds = %106
  %112 = landingpad { ptr, i32 }
          cleanup
  br label %83

113:                                              ; preds = %91
  unreachable

114:                                              ; preds = %106
  call void @__cxa_end_catch() #13
  ret i32 0

115:                                              ; preds = %63
  %116 = landingpad { ptr, i32 }
          cleanup
  br label %83

117:                                              ; preds = %56, %35
  %118 = landingpad { ptr, i32 }
          catch ptr null
  %119 = extractvalue { ptr, i32 } %118, 0
  call void @__clang_call_terminate(ptr %119) #14
  unreachable
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #13
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !16
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #13
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #13
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Eii(ptr noundef nonnull align 1 dereferenceable(2) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca %"class.std::allocator", align 1
  %5 = alloca %"class.std::allocator", align 1
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %1)
          to label %7 unwind label %27

7:                                                ; preds = %3
  %8 = icmp slt i32 %1, 0
  br i1 %8, label %9, label %15

9:                                                ; preds = %7
  %10 = tail call ptr @__cxa_allocate_exception(i64 32) #13
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull @.str.10, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %11 unwind label %13

11:                                               ; preds = %9
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #15
          to label %12 unwind label %27

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #13
  call void @__cxa_free_exception(ptr %10) #13
  br label %43

15:                                               ; preds = %7
  %16 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %2)
          to label %17 unwind label %29

17:                                               ; preds = %15
  %18 = icmp slt i32 %2, 0
  br i1 %18, label %19, label %25

19:                                               ; preds = %17
  %20 = tail call ptr @__cxa_allocate_exception(i64 32) #13
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %20, ptr noundef nonnull @.str.10, ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %21 unwind label %23

21:                                               ; preds = %19
  invoke void @__cxa_throw(ptr nonnull %20, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #15
          to label %22 unwind label %29

22:                                               ; preds = %21
  unreachable

23:                                               ; preds = %19
  %24 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #13
  call void @__cxa_free_exception(ptr %20) #13
  br label %37

25:                                               ; preds = %17
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7)
          to label %57 unwind label %31

27:                                               ; preds = %11, %3
  %28 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %43

29:                                               ; preds = %21, %15
  %30 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %37

31:                                               ; preds = %25
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %33 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %37 unwind label %34

34:                                               ; preds = %31
  %35 = landingpad { ptr, i32 }
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  tail call void @__clang_call_terminate(ptr %36) #14
  unreachable

37:                                               ; preds = %31, %29, %23
  %38 = phi { ptr, i32 } [ %30, %29 ], [ %24, %23 ], [ %32, %31 ]
  %39 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %43 unwind label %40

40:                                               ; preds = %37
  %41 = landingpad { ptr, i32 }
          catch ptr null
  %42 = extractvalue { ptr, i32 } %41, 0
  call void @__clang_call_terminate(ptr %42) #14
  unreachable

43:                                               ; preds = %37, %27, %13
  %44 = phi { ptr, i32 } [ %28, %27 ], [ %14, %13 ], [ %38, %37 ]
  %45 = extractvalue { ptr, i32 } %44, 1
  %46 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #13
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %58

48:                                               ; preds = %43
  %49 = extractvalue { ptr, i32 } %44, 0
  %50 = call ptr @__cxa_begin_catch(ptr %49) #13
  %51 = load ptr, ptr %50, align 8, !tbaa !5
  %52 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef %51)
          to label %53 unwind label %55

53:                                               ; preds = %48
  invoke void @__cxa_rethrow()
          to label %54 unwind label %55

54:                                               ; preds = %53
  unreachable

55:                                               ; preds = %53, %48
  %56 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %58 unwind label %60

57:                                               ; preds = %25
  ret void

58:                                               ; preds = %55, %43
  %59 = phi { ptr, i32 } [ %44, %43 ], [ %56, %55 ]
  resume { ptr, i32 } %59

60:                                               ; preds = %55
  %61 = landingpad { ptr, i32 }
          catch ptr null
  %62 = extractvalue { ptr, i32 } %61, 0
  call void @__clang_call_terminate(ptr %62) #14
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #13
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11TranslatingC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca %"class.std::allocator", align 1
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef -1)
          to label %4 unwind label %10

4:                                                ; preds = %1
  %5 = tail call ptr @__cxa_allocate_exception(i64 32) #13
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #13
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %5, ptr noundef nonnull @.str.10, ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %6 unwind label %8

6:                                                ; preds = %4
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #15
          to label %7 unwind label %10

7:                                                ; preds = %6
  unreachable

8:                                                ; preds = %4
  %9 = landingpad { ptr, i32 }
          catch ptr null
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #13
  call void @__cxa_free_exception(ptr %5) #13
  br label %12

10:                                               ; preds = %6, %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  br label %12

12:                                               ; preds = %8, %10
  %13 = phi { ptr, i32 } [ %11, %10 ], [ %9, %8 ]
  %14 = extractvalue { ptr, i32 } %13, 0
  %15 = call ptr @__cxa_begin_catch(ptr %14) #13
  %16 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.13)
          to label %17 unwind label %19

17:                                               ; preds = %12
  %18 = call ptr @__cxa_allocate_exception(i64 4) #13
  store i32 99, ptr %18, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTIi, ptr null) #15
          to label %25 unwind label %19

19:                                               ; preds = %17, %12
  %20 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %21 unwind label %22

21:                                               ; preds = %19
  resume { ptr, i32 } %20

22:                                               ; preds = %19
  %23 = landingpad { ptr, i32 }
          catch ptr null
  %24 = extractvalue { ptr, i32 } %23, 0
  call void @__clang_call_terminate(ptr %24) #14
  unreachable

25:                                               ; preds = %17
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !17
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.11) #15
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #13
  store i64 %9, ptr %4, align 8, !tbaa !18
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !5
  %13 = load i64, ptr %4, align 8, !tbaa !18
  store i64 %13, ptr %5, align 8, !tbaa !19
  br label %14

14:                                               ; preds = %8, %11
  %15 = phi ptr [ %12, %11 ], [ %5, %8 ]
  switch i64 %9, label %18 [
    i64 1, label %16
    i64 0, label %19
  ]

16:                                               ; preds = %14
  %17 = load i8, ptr %1, align 1, !tbaa !19
  store i8 %17, ptr %15, align 1, !tbaa !19
  br label %19

18:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %15, ptr nonnull align 1 %1, i64 %9, i1 false)
  br label %19

19:                                               ; preds = %18, %16, %14
  %20 = load i64, ptr %4, align 8, !tbaa !18
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 %20, ptr %21, align 8, !tbaa !20
  %22 = load ptr, ptr %0, align 8, !tbaa !5
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #13
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
declare dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #9 align 2

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: noreturn
declare dso_local void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare dso_local i64 @strlen(ptr nocapture noundef) local_unnamed_addr #11

declare dso_local noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERyy(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #12

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #13 = { nounwind }
attributes #14 = { noreturn nounwind }
attributes #15 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 0}
!6 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !7, i64 0, !11, i64 8, !9, i64 16}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"long long", !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !9, i64 0}
!16 = !{!8, !8, i64 0}
!17 = !{!7, !8, i64 0}
!18 = !{!11, !11, i64 0}
!19 = !{!9, !9, i64 0}
!20 = !{!6, !11, i64 8}
