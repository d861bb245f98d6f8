; ModuleID = 'constructor_throws.cpp'
source_filename = "constructor_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Widget = type { %struct.BaseA, %struct.Part, %struct.Part, %struct.Part }
%struct.BaseA = type { %struct.Part }
%struct.Part = type { ptr }
%struct.Delegating = type { %struct.Part }

$_ZN6WidgetC2Ei = comdat any

$_ZN10DelegatingC2Ev = comdat any

$_ZN5BaseAD2Ev = comdat any

@.str = private unnamed_addr constant [24 x i8] c"fail at %d, automatic:\0A\00", align 1
@_ZTIPKc = external constant ptr
@.str.2 = private unnamed_addr constant [15 x i8] c"  caught \22%s\22\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"fail at %d, new:\0A\00", align 1
@.str.4 = private unnamed_addr constant [35 x i8] c"  caught \22%s\22, allocs %d frees %d\0A\00", align 1
@_ZL6allocs = internal unnamed_addr global i32 0, align 4
@_ZL5frees = internal unnamed_addr global i32 0, align 4
@.str.6 = private unnamed_addr constant [20 x i8] c"allocs %d frees %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"body\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"BaseA member\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"  Part %s throws\0A\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"  Part %s\0A\00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"  ~Part %s\0A\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"delegating\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c"delegated\00", align 1
@str = private unnamed_addr constant [12 x i8] c"delegating:\00", align 1
@str.24 = private unnamed_addr constant [14 x i8] c"  constructed\00", align 1
@str.25 = private unnamed_addr constant [14 x i8] c"  Widget body\00", align 1
@str.26 = private unnamed_addr constant [10 x i8] c"  ~Widget\00", align 1
@str.27 = private unnamed_addr constant [25 x i8] c"  delegating body throws\00", align 1
@str.28 = private unnamed_addr constant [55 x i8] c"  ~Delegating (runs: the target constructor completed)\00", align 1
@str.29 = private unnamed_addr constant [13 x i8] c"  BaseA body\00", align 1
@str.30 = private unnamed_addr constant [9 x i8] c"  ~BaseA\00", align 1
@str.31 = private unnamed_addr constant [26 x i8] c"  target constructor done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Widget, align 8
  %2 = alloca %struct.Delegating, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 24
  %4 = getelementptr inbounds i8, ptr %1, i64 16
  %5 = getelementptr inbounds i8, ptr %1, i64 8
  br label %6

6:                                                ; preds = %0, %30
  %7 = phi i32 [ 1, %0 ], [ %31, %30 ]
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #9
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %1, i32 noundef %7)
          to label %9 unwind label %21

9:                                                ; preds = %6
  %10 = call i32 @puts(ptr nonnull dereferenceable(1) @str.24)
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.26)
  %12 = load ptr, ptr %3, align 8, !tbaa !6
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %12)
  %14 = load ptr, ptr %4, align 8, !tbaa !6
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %14)
  %16 = load ptr, ptr %5, align 8, !tbaa !6
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %16)
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %19 = load ptr, ptr %1, align 8, !tbaa !6
  %20 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %19)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  br label %30

21:                                               ; preds = %6
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %23 = extractvalue { ptr, i32 } %22, 1
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #9
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %123

26:                                               ; preds = %21
  %27 = extractvalue { ptr, i32 } %22, 0
  %28 = call ptr @__cxa_begin_catch(ptr %27) #9
  %29 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %28)
  call void @__cxa_end_catch() #9
  br label %30

30:                                               ; preds = %9, %26
  %31 = add nuw nsw i32 %7, 1
  %32 = icmp eq i32 %31, 6
  br i1 %32, label %33, label %6, !llvm.loop !11

33:                                               ; preds = %30
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 2)
  %35 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr @_ZL6allocs, align 4, !tbaa !13
  %37 = call noalias noundef dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %37, i32 noundef 2)
          to label %38 unwind label %54

38:                                               ; preds = %33
  %39 = call i32 @puts(ptr nonnull dereferenceable(1) @str.26)
  %40 = getelementptr inbounds i8, ptr %37, i64 24
  %41 = load ptr, ptr %40, align 8, !tbaa !6
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %41)
  %43 = getelementptr inbounds i8, ptr %37, i64 16
  %44 = load ptr, ptr %43, align 8, !tbaa !6
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %44)
  %46 = getelementptr inbounds i8, ptr %37, i64 8
  %47 = load ptr, ptr %46, align 8, !tbaa !6
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %47)
  %49 = call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %50 = load ptr, ptr %37, align 8, !tbaa !6
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %50)
  %52 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr @_ZL5frees, align 4, !tbaa !13
  call void @free(ptr noundef %37) #9
  br label %67

54:                                               ; preds = %33
  %55 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %56 = extractvalue { ptr, i32 } %55, 1
  %57 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr @_ZL5frees, align 4, !tbaa !13
  call void @free(ptr noundef %37) #9
  %59 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %60 = icmp eq i32 %56, %59
  br i1 %60, label %61, label %123

61:                                               ; preds = %54
  %62 = extractvalue { ptr, i32 } %55, 0
  %63 = call ptr @__cxa_begin_catch(ptr %62) #9
  %64 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %65 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %63, i32 noundef %64, i32 noundef %65)
  call void @__cxa_end_catch() #9
  br label %67

67:                                               ; preds = %38, %61
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 4)
  %69 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr @_ZL6allocs, align 4, !tbaa !13
  %71 = call noalias noundef dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  invoke void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %71, i32 noundef 4)
          to label %85 unwind label %72

72:                                               ; preds = %67
  %73 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %74 = extractvalue { ptr, i32 } %73, 1
  %75 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr @_ZL5frees, align 4, !tbaa !13
  call void @free(ptr noundef %71) #9
  %77 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %78 = icmp eq i32 %74, %77
  br i1 %78, label %79, label %123

79:                                               ; preds = %72
  %80 = extractvalue { ptr, i32 } %73, 0
  %81 = call ptr @__cxa_begin_catch(ptr %80) #9
  %82 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %83 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %81, i32 noundef %82, i32 noundef %83)
  call void @__cxa_end_catch() #9
  br label %101

85:                                               ; preds = %67
  %86 = call i32 @puts(ptr nonnull dereferenceable(1) @str.26)
  %87 = getelementptr inbounds i8, ptr %71, i64 24
  %88 = load ptr, ptr %87, align 8, !tbaa !6
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %88)
  %90 = getelementptr inbounds i8, ptr %71, i64 16
  %91 = load ptr, ptr %90, align 8, !tbaa !6
  %92 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %91)
  %93 = getelementptr inbounds i8, ptr %71, i64 8
  %94 = load ptr, ptr %93, align 8, !tbaa !6
  %95 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %94)
  %96 = call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %97 = load ptr, ptr %71, align 8, !tbaa !6
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %97)
  %99 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr @_ZL5frees, align 4, !tbaa !13
  call void @free(ptr noundef %71) #9
  br label %101

101:                                              ; preds = %85, %79
  %102 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  invoke void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %2)
          to label %103 unwind label %107

103:                                              ; preds = %101
  %104 = call i32 @puts(ptr nonnull dereferenceable(1) @str.28)
  %105 = load ptr, ptr %2, align 8, !tbaa !6
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %105)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %116

107:                                              ; preds = %101
  %108 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIPKc
  %109 = extractvalue { ptr, i32 } %108, 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %110 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #9
  %111 = icmp eq i32 %109, %110
  br i1 %111, label %112, label %123

112:                                              ; preds = %107
  %113 = extractvalue { ptr, i32 } %108, 0
  %114 = call ptr @__cxa_begin_catch(ptr %113) #9
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %114)
  call void @__cxa_end_catch() #9
  br label %116

116:                                              ; preds = %112, %103
  %117 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %118 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %117, i32 noundef %118)
  %120 = load i32, ptr @_ZL6allocs, align 4, !tbaa !13
  %121 = load i32, ptr @_ZL5frees, align 4, !tbaa !13
  %122 = sub nsw i32 %120, %121
  ret i32 %122

123:                                              ; preds = %21, %54, %72, %107
  %124 = phi { ptr, i32 } [ %108, %107 ], [ %55, %54 ], [ %73, %72 ], [ %22, %21 ]
  resume { ptr, i32 } %124
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6WidgetC2Ei(ptr noundef nonnull align 8 dereferenceable(32) %0, i32 noundef %1) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  store ptr @.str.12, ptr %0, align 8, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.12)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.29)
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = icmp eq i32 %1, 1
  store ptr @.str.7, ptr %5, align 8, !tbaa !6
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.7)
  %9 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.7, ptr %9, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %9, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %10 unwind label %33

10:                                               ; preds = %7
  unreachable

11:                                               ; preds = %2
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.7)
  %13 = getelementptr inbounds i8, ptr %0, i64 16
  %14 = icmp eq i32 %1, 2
  store ptr @.str.8, ptr %13, align 8, !tbaa !6
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.8)
  %17 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.8, ptr %17, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %17, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %18 unwind label %35

18:                                               ; preds = %15
  unreachable

19:                                               ; preds = %11
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.8)
  %21 = getelementptr inbounds i8, ptr %0, i64 24
  %22 = icmp eq i32 %1, 3
  store ptr @.str.9, ptr %21, align 8, !tbaa !6
  br i1 %22, label %23, label %27

23:                                               ; preds = %19
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, ptr noundef nonnull @.str.9)
  %25 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.9, ptr %25, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %25, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %26 unwind label %37

26:                                               ; preds = %23
  unreachable

27:                                               ; preds = %19
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.9)
  %29 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.25)
  %30 = icmp eq i32 %1, 4
  br i1 %30, label %31, label %43

31:                                               ; preds = %27
  %32 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.11, ptr %32, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %54 unwind label %39

33:                                               ; preds = %7
  %34 = landingpad { ptr, i32 }
          cleanup
  br label %52

35:                                               ; preds = %15
  %36 = landingpad { ptr, i32 }
          cleanup
  br label %48

37:                                               ; preds = %23
  %38 = landingpad { ptr, i32 }
          cleanup
  br label %44

39:                                               ; preds = %31
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = load ptr, ptr %21, align 8, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %41)
  br label %44

43:                                               ; preds = %27
  ret void

44:                                               ; preds = %39, %37
  %45 = phi { ptr, i32 } [ %40, %39 ], [ %38, %37 ]
  %46 = load ptr, ptr %13, align 8, !tbaa !6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %46)
  br label %48

48:                                               ; preds = %44, %35
  %49 = phi { ptr, i32 } [ %45, %44 ], [ %36, %35 ]
  %50 = load ptr, ptr %5, align 8, !tbaa !6
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %50)
  br label %52

52:                                               ; preds = %48, %33
  %53 = phi { ptr, i32 } [ %49, %48 ], [ %34, %33 ]
  tail call void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) #9
  resume { ptr, i32 } %53

54:                                               ; preds = %31
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN10DelegatingC2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #3 comdat personality ptr @__gxx_personality_v0 {
  store ptr @.str.21, ptr %0, align 8, !tbaa !6
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef nonnull @.str.21)
  %3 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.31)
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.27)
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store ptr @.str.20, ptr %5, align 16, !tbaa !15
  invoke void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIPKc, ptr null) #11
          to label %11 unwind label %6

6:                                                ; preds = %1
  %7 = landingpad { ptr, i32 }
          cleanup
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.28)
  %9 = load ptr, ptr %0, align 8, !tbaa !6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %9)
  resume { ptr, i32 } %7

11:                                               ; preds = %1
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN5BaseAD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.30)
  %3 = load ptr, ptr %0, align 8, !tbaa !6
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %3)
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS4Part", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
!15 = !{!8, !8, i64 0}
