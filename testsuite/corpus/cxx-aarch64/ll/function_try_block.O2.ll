; ModuleID = 'function_try_block.cpp'
source_filename = "function_try_block.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Outer = type { [2 x i8] }
%struct.Translating = type { i8 }
%"class.std::allocator" = type { i8 }

$_ZN5OuterC2Eii = comdat any

$__clang_call_terminate = comdat any

$_ZN11TranslatingC2Ev = comdat any

$_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_ = comdat any

$_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

$_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant [53 x i8] c"NSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE\00", comdat, align 1
@_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE }, comdat, align 8
@.str.3 = private unnamed_addr constant [28 x i8] c"  main caught rethrown: %s\0A\00", align 1
@_ZTIi = external constant ptr
@.str.5 = private unnamed_addr constant [18 x i8] c"  main caught %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"parse: %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"  Outer handler: %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"  Member(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"bad member value\00", align 1
@.str.11 = private unnamed_addr constant [50 x i8] c"basic_string: construction from null is not valid\00", align 1
@.str.14 = private unnamed_addr constant [31 x i8] c"  parse handler: %d too large\0A\00", align 1
@_ZTId = external constant ptr
@.str.15 = private unnamed_addr constant [36 x i8] c"  handler runs after ~Member: %.1f\0A\00", align 1
@str = private unnamed_addr constant [6 x i8] c"good:\00", align 1
@str.17 = private unnamed_addr constant [21 x i8] c"second member fails:\00", align 1
@str.18 = private unnamed_addr constant [13 x i8] c"translating:\00", align 1
@str.19 = private unnamed_addr constant [13 x i8] c"  Outer body\00", align 1
@str.20 = private unnamed_addr constant [36 x i8] c"  Translating handler throws an int\00", align 1
@str.21 = private unnamed_addr constant [10 x i8] c"  ~Member\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Outer, align 1
  %2 = alloca %struct.Translating, align 1
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  %7 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  %9 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %1) #12
  invoke void @_ZN5OuterC2Eii(ptr noundef nonnull align 1 dereferenceable(2) %1, i32 noundef 1, i32 noundef -2)
          to label %10 unwind label %13

10:                                               ; preds = %0
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  %12 = call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1) #12
  br label %23

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  %15 = extractvalue { ptr, i32 } %14, 1
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %1) #12
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #12
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %44

18:                                               ; preds = %13
  %19 = extractvalue { ptr, i32 } %14, 0
  %20 = call ptr @__cxa_begin_catch(ptr %19) #12
  %21 = load ptr, ptr %20, align 8, !tbaa !6
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %21)
  call void @__cxa_end_catch()
  br label %23

23:                                               ; preds = %18, %10
  %24 = call i32 @puts(ptr nonnull dereferenceable(1) @str.18)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2) #12
  invoke void @_ZN11TranslatingC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %2)
          to label %25 unwind label %27

25:                                               ; preds = %23
  %26 = call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12
  br label %37

27:                                               ; preds = %23
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 1
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2) #12
  %30 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %44

32:                                               ; preds = %27
  %33 = extractvalue { ptr, i32 } %28, 0
  %34 = call ptr @__cxa_begin_catch(ptr %33) #12
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %35)
  call void @__cxa_end_catch() #12
  br label %37

37:                                               ; preds = %32, %25
  %38 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 500, ptr %38, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTIi, ptr null) #13
          to label %46 unwind label %39

39:                                               ; preds = %37
  %40 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %41 = extractvalue { ptr, i32 } %40, 1
  %42 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %43 = icmp eq i32 %41, %42
  br i1 %43, label %47, label %44

44:                                               ; preds = %13, %27, %55, %39
  %45 = phi { ptr, i32 } [ %40, %39 ], [ %56, %55 ], [ %28, %27 ], [ %14, %13 ]
  resume { ptr, i32 } %45

46:                                               ; preds = %37
  unreachable

47:                                               ; preds = %39
  %48 = extractvalue { ptr, i32 } %40, 0
  %49 = call ptr @__cxa_begin_catch(ptr %48) #12
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %50)
  call void @__cxa_end_catch() #12
  %52 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 42, i32 noundef -1)
  %53 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 1)
  %54 = call ptr @__cxa_allocate_exception(i64 8) #12
  store double 1.500000e+00, ptr %54, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %54, ptr nonnull @_ZTId, ptr null) #13
          to label %61 unwind label %55

55:                                               ; preds = %47
  %56 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  %57 = call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  %58 = extractvalue { ptr, i32 } %56, 1
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #12
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %62, label %44

61:                                               ; preds = %47
  unreachable

62:                                               ; preds = %55
  %63 = extractvalue { ptr, i32 } %56, 0
  %64 = call ptr @__cxa_begin_catch(ptr %63) #12
  %65 = load double, ptr %64, align 8, !tbaa !15
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, double noundef %65)
  call void @__cxa_end_catch() #12
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN5OuterC2Eii(ptr noundef nonnull align 1 dereferenceable(2) %0, i32 noundef %1, i32 noundef %2) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca %"class.std::allocator", align 1
  %5 = alloca %"class.std::allocator", align 1
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %1)
  %7 = icmp slt i32 %1, 0
  br i1 %7, label %8, label %14

8:                                                ; preds = %3
  %9 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5) #12
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %9, ptr noundef nonnull @.str.10, ptr noundef nonnull align 1 dereferenceable(1) %5)
          to label %10 unwind label %12

10:                                               ; preds = %8
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #13
          to label %11 unwind label %25

11:                                               ; preds = %10
  unreachable

12:                                               ; preds = %8
  %13 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5) #12
  call void @__cxa_free_exception(ptr %9) #12
  br label %32

14:                                               ; preds = %3
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %2)
  %16 = icmp slt i32 %2, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #12
  invoke void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %18, ptr noundef nonnull @.str.10, ptr noundef nonnull align 1 dereferenceable(1) %4)
          to label %19 unwind label %21

19:                                               ; preds = %17
  invoke void @__cxa_throw(ptr nonnull %18, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #13
          to label %20 unwind label %27

20:                                               ; preds = %19
  unreachable

21:                                               ; preds = %17
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #12
  call void @__cxa_free_exception(ptr %18) #12
  br label %29

23:                                               ; preds = %14
  %24 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  ret void

25:                                               ; preds = %10
  %26 = landingpad { ptr, i32 }
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %32

27:                                               ; preds = %19
  %28 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
  br label %29

29:                                               ; preds = %21, %27
  %30 = phi { ptr, i32 } [ %28, %27 ], [ %22, %21 ]
  %31 = call i32 @puts(ptr nonnull dereferenceable(1) @str.21)
  br label %32

32:                                               ; preds = %25, %12, %29
  %33 = phi { ptr, i32 } [ %30, %29 ], [ %26, %25 ], [ %13, %12 ]
  %34 = extractvalue { ptr, i32 } %33, 1
  %35 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE) #12
  %36 = icmp eq i32 %34, %35
  br i1 %36, label %37, label %45

37:                                               ; preds = %32
  %38 = extractvalue { ptr, i32 } %33, 0
  %39 = call ptr @__cxa_begin_catch(ptr %38) #12
  %40 = load ptr, ptr %39, align 8, !tbaa !6
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %40)
  invoke void @__cxa_rethrow()
          to label %42 unwind label %43

42:                                               ; preds = %37
  unreachable

43:                                               ; preds = %37
  %44 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %45 unwind label %47

45:                                               ; preds = %43, %32
  %46 = phi { ptr, i32 } [ %33, %32 ], [ %44, %43 ]
  resume { ptr, i32 } %46

47:                                               ; preds = %43
  %48 = landingpad { ptr, i32 }
          catch ptr null
  %49 = extractvalue { ptr, i32 } %48, 0
  call void @__clang_call_terminate(ptr %49) #14
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN11TranslatingC2Ev(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca i64, align 8
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef -1)
  %4 = tail call ptr @__cxa_allocate_exception(i64 32) #12
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr %5, ptr %4, align 8, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  store i64 16, ptr %2, align 8, !tbaa !18
  %6 = invoke noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %4, ptr noundef nonnull align 8 dereferenceable(8) %2, i64 noundef 0)
          to label %7 unwind label %13

7:                                                ; preds = %1
  store ptr %6, ptr %4, align 8, !tbaa !6
  %8 = load i64, ptr %2, align 8, !tbaa !18
  store i64 %8, ptr %5, align 8, !tbaa !19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(16) %6, ptr noundef nonnull align 1 dereferenceable(16) @.str.10, i64 16, i1 false)
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %8, ptr %9, align 8, !tbaa !20
  %10 = load ptr, ptr %4, align 8, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %10, i64 %8
  store i8 0, ptr %11, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE, ptr nonnull @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev) #13
          to label %12 unwind label %15

12:                                               ; preds = %7
  unreachable

13:                                               ; preds = %1
  %14 = landingpad { ptr, i32 }
          catch ptr null
  call void @__cxa_free_exception(ptr nonnull %4) #12
  br label %17

15:                                               ; preds = %7
  %16 = landingpad { ptr, i32 }
          catch ptr null
  br label %17

17:                                               ; preds = %13, %15
  %18 = phi { ptr, i32 } [ %16, %15 ], [ %14, %13 ]
  %19 = extractvalue { ptr, i32 } %18, 0
  %20 = call ptr @__cxa_begin_catch(ptr %19) #12
  %21 = call i32 @puts(ptr nonnull dereferenceable(1) @str.20)
  %22 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 99, ptr %22, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #13
          to label %29 unwind label %23

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %25 unwind label %26

25:                                               ; preds = %23
  resume { ptr, i32 } %24

26:                                               ; preds = %23
  %27 = landingpad { ptr, i32 }
          catch ptr null
  %28 = extractvalue { ptr, i32 } %27, 0
  call void @__clang_call_terminate(ptr %28) #14
  unreachable

29:                                               ; preds = %17
  unreachable
}

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEC2IS3_EEPKcRKS3_(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef %1, ptr noundef nonnull align 1 dereferenceable(1) %2) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  %4 = alloca i64, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %5, ptr %0, align 8, !tbaa !17
  %6 = icmp eq ptr %1, null
  br i1 %6, label %7, label %8

7:                                                ; preds = %3
  tail call void @_ZSt19__throw_logic_errorPKc(ptr noundef nonnull @.str.11) #13
  unreachable

8:                                                ; preds = %3
  %9 = tail call noundef i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #12
  store i64 %9, ptr %4, align 8, !tbaa !18
  %10 = icmp ugt i64 %9, 15
  br i1 %10, label %11, label %14

11:                                               ; preds = %8
  %12 = call noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(8) %4, i64 noundef 0)
  store ptr %12, ptr %0, align 8, !tbaa !6
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
  %22 = load ptr, ptr %0, align 8, !tbaa !6
  %23 = getelementptr inbounds i8, ptr %22, i64 %20
  store i8 0, ptr %23, align 1, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #12
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
declare void @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEED2Ev(ptr noundef nonnull align 8 dereferenceable(32)) unnamed_addr #6

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_free_exception(ptr) local_unnamed_addr

; Function Attrs: noreturn
declare void @_ZSt19__throw_logic_errorPKc(ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

declare noundef ptr @_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE9_M_createERmm(ptr noundef nonnull align 8 dereferenceable(32), ptr noundef nonnull align 8 dereferenceable(8), i64 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #10

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { noreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #11 = { nofree nounwind }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !9, i64 0}
!7 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE", !8, i64 0, !12, i64 8, !10, i64 16}
!8 = !{!"_ZTSNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE12_Alloc_hiderE", !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = !{!"long", !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !10, i64 0}
!17 = !{!8, !9, i64 0}
!18 = !{!12, !12, i64 0}
!19 = !{!10, !10, i64 0}
!20 = !{!7, !12, i64 8}
