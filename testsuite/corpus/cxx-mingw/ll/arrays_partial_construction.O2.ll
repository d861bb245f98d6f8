; ModuleID = 'arrays_partial_construction.cpp'
source_filename = "arrays_partial_construction.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Elem = type { i32 }
%struct.Holder = type { [2 x %struct.Elem], [2 x %struct.Elem] }

$_Z6printfPKcz = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN6HolderC2Ev = comdat any

$_ZN6HolderD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [25 x i8] c"local array, fail at 3:\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [22 x i8] c"  caught %d, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [25 x i8] c"new[] array, fail at 2:\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"  caught %d, live %d, news %d, deletes %d\0A\00", align 1
@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"member arrays, fail at 3:\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"2-d array, fail at 4:\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"no failure:\0A\00", align 1
@.str.8 = private unnamed_addr constant [28 x i8] c"live %d news %d deletes %d\0A\00", align 1
@_ZL7fail_at = internal unnamed_addr global i32 -1, align 4
@_ZL4made = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [18 x i8] c"  Elem %d throws\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"  ~Elem %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [15 x i8] c"  Holder body\0A\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"  ~Holder\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca [5 x %struct.Elem], align 16
  %2 = alloca %struct.Holder, align 4
  %3 = alloca [2 x [3 x %struct.Elem]], align 16
  %4 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #12
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %6 = add i32 %5, 3
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %1, align 16, !tbaa !9
  store i32 3, ptr @_ZL4made, align 4, !tbaa !5
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !5
  %7 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef 3)
          to label %8 unwind label %13

8:                                                ; preds = %0
  %9 = getelementptr inbounds i8, ptr %1, i64 12
  %10 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  %11 = load i32, ptr %9, align 4, !tbaa !9
  store i32 %11, ptr %10, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %10, ptr nonnull @_ZTIi, ptr null) #13
          to label %12 unwind label %13

12:                                               ; preds = %8
  unreachable

13:                                               ; preds = %8, %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %15 = getelementptr inbounds i8, ptr %1, i64 8
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %15) #12
  %16 = getelementptr inbounds i8, ptr %1, i64 4
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %16) #12
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %1) #12
  %17 = extractvalue { ptr, i32 } %14, 1
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #12
  %18 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %137

20:                                               ; preds = %13
  %21 = extractvalue { ptr, i32 } %14, 0
  %22 = call ptr @__cxa_begin_catch(ptr %21) #12
  %23 = load i32, ptr %22, align 4, !tbaa !5
  %24 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %25 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %23, i32 noundef %24)
          to label %26 unwind label %42

26:                                               ; preds = %20
  call void @__cxa_end_catch() #12
  %27 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3)
  store i32 2, ptr @_ZL7fail_at, align 4, !tbaa !5
  %28 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @_ZL4news, align 4, !tbaa !5
  %30 = call noundef dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14
  store i64 4, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 8
  %32 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 0, ptr %31, align 4, !tbaa !9
  %33 = getelementptr inbounds i8, ptr %30, i64 12
  store i32 1, ptr %33, align 4, !tbaa !9
  store i32 2, ptr @_ZL4made, align 4, !tbaa !5
  %34 = add nsw i32 %32, 2
  store i32 %34, ptr @_ZL4live, align 4, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %30, i64 16
  store i32 2, ptr %35, align 4, !tbaa !9
  %36 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef 2)
          to label %37 unwind label %44

37:                                               ; preds = %26
  %38 = getelementptr inbounds i8, ptr %30, i64 16
  %39 = call ptr @__cxa_allocate_exception(i64 4) #12
  %40 = load i32, ptr %38, align 4, !tbaa !9
  store i32 %40, ptr %39, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %39, ptr nonnull @_ZTIi, ptr null) #13
          to label %41 unwind label %44

41:                                               ; preds = %37
  unreachable

42:                                               ; preds = %20
  %43 = landingpad { ptr, i32 }
          cleanup
  br label %135

44:                                               ; preds = %26, %37
  %45 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %46 = getelementptr inbounds i8, ptr %30, i64 12
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46) #12
  %47 = getelementptr inbounds i8, ptr %30, i64 8
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %47) #12
  %48 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @_ZL7deletes, align 4, !tbaa !5
  call void @free(ptr noundef %30)
  %50 = extractvalue { ptr, i32 } %45, 1
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %52 = icmp eq i32 %50, %51
  br i1 %52, label %53, label %137

53:                                               ; preds = %44
  %54 = extractvalue { ptr, i32 } %45, 0
  %55 = call ptr @__cxa_begin_catch(ptr %54) #12
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %58 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %59 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %60 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %56, i32 noundef %57, i32 noundef %58, i32 noundef %59)
          to label %61 unwind label %64

61:                                               ; preds = %53
  call void @__cxa_end_catch() #12
  %62 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !5
  store i32 0, ptr @_ZL4made, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #12
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2)
          to label %63 unwind label %66

63:                                               ; preds = %61
  call void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %2) #12
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  br label %78

64:                                               ; preds = %53
  %65 = landingpad { ptr, i32 }
          cleanup
  br label %135

66:                                               ; preds = %61
  %67 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %68 = extractvalue { ptr, i32 } %67, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #12
  %69 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %70 = icmp eq i32 %68, %69
  br i1 %70, label %71, label %137

71:                                               ; preds = %66
  %72 = extractvalue { ptr, i32 } %67, 0
  %73 = call ptr @__cxa_begin_catch(ptr %72) #12
  %74 = load i32, ptr %73, align 4, !tbaa !5
  %75 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %76 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %74, i32 noundef %75)
          to label %77 unwind label %87

77:                                               ; preds = %71
  call void @__cxa_end_catch() #12
  br label %78

78:                                               ; preds = %63, %77
  %79 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6)
  store i32 4, ptr @_ZL7fail_at, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #12
  %80 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store <4 x i32> <i32 0, i32 1, i32 2, i32 3>, ptr %3, align 16, !tbaa !9
  %81 = add i32 %80, 4
  %82 = getelementptr inbounds i8, ptr %3, i64 16
  store i32 4, ptr %82, align 16, !tbaa !9
  store i32 4, ptr @_ZL4made, align 4, !tbaa !5
  store i32 %81, ptr @_ZL4live, align 4, !tbaa !5
  %83 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef 4)
          to label %84 unwind label %89

84:                                               ; preds = %78
  %85 = call ptr @__cxa_allocate_exception(i64 4) #12
  store i32 4, ptr %85, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %85, ptr nonnull @_ZTIi, ptr null) #13
          to label %86 unwind label %89

86:                                               ; preds = %84
  unreachable

87:                                               ; preds = %71
  %88 = landingpad { ptr, i32 }
          cleanup
  br label %135

89:                                               ; preds = %84, %78
  %90 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %91 = extractvalue { ptr, i32 } %90, 1
  %92 = getelementptr inbounds i8, ptr %3, i64 12
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %92) #12
  %93 = getelementptr inbounds i8, ptr %3, i64 8
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %93) #12
  %94 = getelementptr inbounds i8, ptr %3, i64 4
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %94) #12
  call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #12
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #12
  %95 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #12
  %96 = icmp eq i32 %91, %95
  br i1 %96, label %97, label %137

97:                                               ; preds = %89
  %98 = extractvalue { ptr, i32 } %90, 0
  %99 = call ptr @__cxa_begin_catch(ptr %98) #12
  %100 = load i32, ptr %99, align 4, !tbaa !5
  %101 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %102 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %100, i32 noundef %101)
          to label %103 unwind label %133

103:                                              ; preds = %97
  call void @__cxa_end_catch() #12
  %104 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7)
  store i32 -1, ptr @_ZL7fail_at, align 4, !tbaa !5
  %105 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr @_ZL4news, align 4, !tbaa !5
  %107 = call noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #14
  store i64 2, ptr %107, align 8
  %108 = getelementptr i8, ptr %107, i64 8
  %109 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 0, ptr %108, align 4, !tbaa !9
  %110 = getelementptr inbounds i8, ptr %107, i64 12
  store i32 1, ptr %110, align 4, !tbaa !9
  store i32 2, ptr @_ZL4made, align 4, !tbaa !5
  %111 = add nsw i32 %109, 2
  store i32 %111, ptr @_ZL4live, align 4, !tbaa !5
  %112 = getelementptr i8, ptr %107, i64 12
  %113 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %114 = add nsw i32 %113, -1
  store i32 %114, ptr @_ZL4live, align 4, !tbaa !5
  %115 = load i32, ptr %112, align 4, !tbaa !9
  %116 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %115)
          to label %120 unwind label %117

117:                                              ; preds = %120, %103
  %118 = landingpad { ptr, i32 }
          catch ptr null
  %119 = extractvalue { ptr, i32 } %118, 0
  call void @__clang_call_terminate(ptr %119) #15
  unreachable

120:                                              ; preds = %103
  %121 = getelementptr i8, ptr %107, i64 8
  %122 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %123 = add nsw i32 %122, -1
  store i32 %123, ptr @_ZL4live, align 4, !tbaa !5
  %124 = load i32, ptr %121, align 4, !tbaa !9
  %125 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %124)
          to label %126 unwind label %117

126:                                              ; preds = %120
  %127 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %128 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %129 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @_ZL7deletes, align 4, !tbaa !5
  call void @free(ptr noundef %107)
  %131 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef %128, i32 noundef %127, i32 noundef %130)
  %132 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  ret i32 %132

133:                                              ; preds = %97
  %134 = landingpad { ptr, i32 }
          cleanup
  br label %135

135:                                              ; preds = %42, %64, %87, %133
  %136 = phi { ptr, i32 } [ %43, %42 ], [ %65, %64 ], [ %88, %87 ], [ %134, %133 ]
  call void @__cxa_end_catch() #12
  br label %137

137:                                              ; preds = %135, %89, %66, %44, %13
  %138 = phi { ptr, i32 } [ %90, %89 ], [ %67, %66 ], [ %45, %44 ], [ %14, %13 ], [ %136, %135 ]
  resume { ptr, i32 } %138
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #12
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #12
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #12
  ret i32 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !5
  %4 = load i32, ptr %0, align 4, !tbaa !9
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %4)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL4made, align 4, !tbaa !5
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 %4, ptr %0, align 4, !tbaa !9
  %6 = icmp eq i32 %4, %3
  br i1 %6, label %7, label %15

7:                                                ; preds = %15, %1
  %8 = phi i64 [ 0, %1 ], [ 4, %15 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %3)
          to label %11 unwind label %42

11:                                               ; preds = %7
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  %13 = load i32, ptr %9, align 4, !tbaa !9
  store i32 %13, ptr %12, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #13
          to label %14 unwind label %42

14:                                               ; preds = %11
  unreachable

15:                                               ; preds = %1
  %16 = add nsw i32 %4, 1
  store i32 %16, ptr @_ZL4made, align 4, !tbaa !5
  %17 = add nsw i32 %5, 1
  store i32 %17, ptr @_ZL4live, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %16, ptr %18, align 4, !tbaa !9
  %19 = icmp eq i32 %16, %3
  br i1 %19, label %7, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %4, 2
  store i32 %21, ptr @_ZL4made, align 4, !tbaa !5
  %22 = add nsw i32 %5, 2
  store i32 %22, ptr @_ZL4live, align 4, !tbaa !5
  store i32 %21, ptr %2, align 4, !tbaa !9
  %23 = icmp eq i32 %21, %3
  br i1 %23, label %24, label %32

24:                                               ; preds = %32, %20
  %25 = phi i64 [ 8, %20 ], [ 12, %32 ]
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %3)
          to label %27 unwind label %48

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %0, i64 %25
  %29 = tail call ptr @__cxa_allocate_exception(i64 4) #12
  %30 = load i32, ptr %28, align 4, !tbaa !9
  store i32 %30, ptr %29, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %29, ptr nonnull @_ZTIi, ptr null) #13
          to label %31 unwind label %48

31:                                               ; preds = %27
  unreachable

32:                                               ; preds = %20
  %33 = add nsw i32 %4, 3
  store i32 %33, ptr @_ZL4made, align 4, !tbaa !5
  %34 = add nsw i32 %5, 3
  store i32 %34, ptr @_ZL4live, align 4, !tbaa !5
  %35 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %33, ptr %35, align 4, !tbaa !9
  %36 = icmp eq i32 %33, %3
  br i1 %36, label %24, label %37

37:                                               ; preds = %32
  %38 = add nsw i32 %4, 4
  store i32 %38, ptr @_ZL4made, align 4, !tbaa !5
  %39 = add nsw i32 %5, 4
  store i32 %39, ptr @_ZL4live, align 4, !tbaa !5
  %40 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11)
          to label %41 unwind label %55

41:                                               ; preds = %37
  ret void

42:                                               ; preds = %11, %7
  %43 = landingpad { ptr, i32 }
          cleanup
  br i1 %6, label %60, label %44

44:                                               ; preds = %42, %44
  %45 = phi ptr [ %46, %44 ], [ %9, %42 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 -4
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %46) #12
  %47 = icmp eq ptr %46, %0
  br i1 %47, label %60, label %44

48:                                               ; preds = %27, %24
  %49 = landingpad { ptr, i32 }
          cleanup
  br i1 %23, label %57, label %50

50:                                               ; preds = %48, %50
  %51 = phi i64 [ %52, %50 ], [ %25, %48 ]
  %52 = add nsw i64 %51, -4
  %53 = getelementptr inbounds i8, ptr %0, i64 %52
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %53) #12
  %54 = icmp eq i64 %52, 8
  br i1 %54, label %57, label %50

55:                                               ; preds = %37
  %56 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %35) #12
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %2) #12
  br label %57

57:                                               ; preds = %50, %55, %48
  %58 = phi { ptr, i32 } [ %49, %48 ], [ %56, %55 ], [ %49, %50 ]
  %59 = getelementptr inbounds i8, ptr %0, i64 4
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %59) #12
  tail call void @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) #12
  br label %60

60:                                               ; preds = %44, %57, %42
  %61 = phi { ptr, i32 } [ %43, %42 ], [ %58, %57 ], [ %43, %44 ]
  resume { ptr, i32 } %61
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6HolderD2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.12)
          to label %3 unwind label %33

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 12
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %6 = add nsw i32 %5, -1
  store i32 %6, ptr @_ZL4live, align 4, !tbaa !5
  %7 = load i32, ptr %4, align 4, !tbaa !9
  %8 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %7)
          to label %12 unwind label %9

9:                                                ; preds = %12, %3
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  tail call void @__clang_call_terminate(ptr %11) #15
  unreachable

12:                                               ; preds = %3
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr @_ZL4live, align 4, !tbaa !5
  %16 = load i32, ptr %13, align 4, !tbaa !9
  %17 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %16)
          to label %18 unwind label %9

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %0, i64 4
  %20 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %21 = add nsw i32 %20, -1
  store i32 %21, ptr @_ZL4live, align 4, !tbaa !5
  %22 = load i32, ptr %19, align 4, !tbaa !9
  %23 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %22)
          to label %27 unwind label %24

24:                                               ; preds = %27, %18
  %25 = landingpad { ptr, i32 }
          catch ptr null
  %26 = extractvalue { ptr, i32 } %25, 0
  tail call void @__clang_call_terminate(ptr %26) #15
  unreachable

27:                                               ; preds = %18
  %28 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %29 = add nsw i32 %28, -1
  store i32 %29, ptr @_ZL4live, align 4, !tbaa !5
  %30 = load i32, ptr %0, align 4, !tbaa !9
  %31 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.10, i32 noundef %30)
          to label %32 unwind label %24

32:                                               ; preds = %27
  ret void

33:                                               ; preds = %1
  %34 = landingpad { ptr, i32 }
          catch ptr null
  %35 = extractvalue { ptr, i32 } %34, 0
  tail call void @__clang_call_terminate(ptr %35) #15
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #9 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #12
  tail call void @_ZSt9terminatev() #15
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare dso_local noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare dso_local void @free(ptr allocptr nocapture noundef) local_unnamed_addr #11

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nounwind }
attributes #13 = { noreturn }
attributes #14 = { allocsize(0) }
attributes #15 = { noreturn nounwind }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Elem", !6, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
