; ModuleID = 'arrays_partial_construction.cpp'
source_filename = "arrays_partial_construction.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Holder = type { [2 x %struct.Elem], [2 x %struct.Elem] }
%struct.Elem = type { i32 }

$_ZN6HolderC2Ev = comdat any

@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [22 x i8] c"  caught %d, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.4 = private unnamed_addr constant [43 x i8] c"  caught %d, live %d, news %d, deletes %d\0A\00", align 1
@_ZL4news = internal unnamed_addr global i32 0, align 4
@_ZL7deletes = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [28 x i8] c"live %d news %d deletes %d\0A\00", align 1
@_ZL7fail_at = internal unnamed_addr global i32 -1, align 4
@_ZL4made = internal unnamed_addr global i32 0, align 4
@.str.9 = private unnamed_addr constant [18 x i8] c"  Elem %d throws\0A\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"  ~Elem %d\0A\00", align 1
@str = private unnamed_addr constant [24 x i8] c"local array, fail at 3:\00", align 1
@str.14 = private unnamed_addr constant [24 x i8] c"new[] array, fail at 2:\00", align 1
@str.15 = private unnamed_addr constant [26 x i8] c"member arrays, fail at 3:\00", align 1
@str.16 = private unnamed_addr constant [22 x i8] c"2-d array, fail at 4:\00", align 1
@str.17 = private unnamed_addr constant [12 x i8] c"no failure:\00", align 1
@str.18 = private unnamed_addr constant [14 x i8] c"  Holder body\00", align 1
@str.19 = private unnamed_addr constant [10 x i8] c"  ~Holder\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Holder, align 4
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !6
  %3 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %4 = add i32 %3, 3
  store i32 3, ptr @_ZL4made, align 4, !tbaa !6
  store i32 %4, ptr @_ZL4live, align 4, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3)
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 3, ptr %6, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #9
          to label %7 unwind label %8

7:                                                ; preds = %0
  unreachable

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %10 = extractvalue { ptr, i32 } %9, 1
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !6
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %14 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr @_ZL4live, align 4, !tbaa !6
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %17 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr @_ZL4live, align 4, !tbaa !6
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %21 = icmp eq i32 %10, %20
  br i1 %21, label %22, label %150

22:                                               ; preds = %8
  %23 = extractvalue { ptr, i32 } %9, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #8
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25, i32 noundef %26)
  tail call void @__cxa_end_catch() #8
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  store i32 2, ptr @_ZL7fail_at, align 4, !tbaa !6
  %29 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL4news, align 4, !tbaa !6
  %31 = tail call noalias noundef dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #10
  store i64 4, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  store <2 x i32> <i32 0, i32 1>, ptr %32, align 4, !tbaa !10
  store i32 2, ptr @_ZL4made, align 4, !tbaa !6
  %34 = add nsw i32 %33, 2
  store i32 %34, ptr @_ZL4live, align 4, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 2, ptr %35, align 4, !tbaa !10
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2)
  %37 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 2, ptr %37, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %37, ptr nonnull @_ZTIi, ptr null) #9
          to label %38 unwind label %39

38:                                               ; preds = %22
  unreachable

39:                                               ; preds = %22
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %41 = extractvalue { ptr, i32 } %40, 0
  %42 = extractvalue { ptr, i32 } %40, 1
  %43 = getelementptr inbounds i8, ptr %31, i64 12
  %44 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr @_ZL4live, align 4, !tbaa !6
  %46 = load i32, ptr %43, align 4, !tbaa !10
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %46)
  %48 = getelementptr inbounds i8, ptr %31, i64 8
  %49 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr @_ZL4live, align 4, !tbaa !6
  %51 = load i32, ptr %48, align 4, !tbaa !10
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %51)
  %53 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr @_ZL7deletes, align 4, !tbaa !6
  tail call void @free(ptr noundef nonnull %31) #8
  %55 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %56 = icmp eq i32 %42, %55
  br i1 %56, label %57, label %150

57:                                               ; preds = %39
  %58 = tail call ptr @__cxa_begin_catch(ptr %41) #8
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %61 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %62 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62)
  tail call void @__cxa_end_catch() #8
  %64 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.15)
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !6
  store i32 0, ptr @_ZL4made, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %65 unwind label %86

65:                                               ; preds = %57
  %66 = call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  %67 = getelementptr inbounds i8, ptr %1, i64 12
  %68 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %69 = add nsw i32 %68, -1
  store i32 %69, ptr @_ZL4live, align 4, !tbaa !6
  %70 = load i32, ptr %67, align 4, !tbaa !10
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %70)
  %72 = getelementptr inbounds i8, ptr %1, i64 8
  %73 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %74 = add nsw i32 %73, -1
  store i32 %74, ptr @_ZL4live, align 4, !tbaa !6
  %75 = load i32, ptr %72, align 4, !tbaa !10
  %76 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %75)
  %77 = getelementptr inbounds i8, ptr %1, i64 4
  %78 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr @_ZL4live, align 4, !tbaa !6
  %80 = load i32, ptr %77, align 4, !tbaa !10
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %80)
  %82 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %83 = add nsw i32 %82, -1
  store i32 %83, ptr @_ZL4live, align 4, !tbaa !6
  %84 = load i32, ptr %1, align 4, !tbaa !10
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %84)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  br label %97

86:                                               ; preds = %57
  %87 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %88 = extractvalue { ptr, i32 } %87, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  %89 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %150

91:                                               ; preds = %86
  %92 = extractvalue { ptr, i32 } %87, 0
  %93 = call ptr @__cxa_begin_catch(ptr %92) #8
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %94, i32 noundef %95)
  call void @__cxa_end_catch() #8
  br label %97

97:                                               ; preds = %65, %91
  %98 = call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  store i32 4, ptr @_ZL7fail_at, align 4, !tbaa !6
  %99 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %100 = add i32 %99, 4
  store i32 4, ptr @_ZL4made, align 4, !tbaa !6
  store i32 %100, ptr @_ZL4live, align 4, !tbaa !6
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4)
  %102 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 4, ptr %102, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %102, ptr nonnull @_ZTIi, ptr null) #9
          to label %103 unwind label %104

103:                                              ; preds = %97
  unreachable

104:                                              ; preds = %97
  %105 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %106 = extractvalue { ptr, i32 } %105, 1
  %107 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %108 = add nsw i32 %107, -1
  store i32 %108, ptr @_ZL4live, align 4, !tbaa !6
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %110 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr @_ZL4live, align 4, !tbaa !6
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %113 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %114 = add nsw i32 %113, -1
  store i32 %114, ptr @_ZL4live, align 4, !tbaa !6
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %116 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr @_ZL4live, align 4, !tbaa !6
  %118 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %119 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %120 = icmp eq i32 %106, %119
  br i1 %120, label %121, label %150

121:                                              ; preds = %104
  %122 = extractvalue { ptr, i32 } %105, 0
  %123 = call ptr @__cxa_begin_catch(ptr %122) #8
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %124, i32 noundef %125)
  call void @__cxa_end_catch() #8
  %127 = call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  store i32 -1, ptr @_ZL7fail_at, align 4, !tbaa !6
  %128 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr @_ZL4news, align 4, !tbaa !6
  %130 = call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i64 2, ptr %130, align 8
  %131 = getelementptr i8, ptr %130, i64 8
  %132 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  store <2 x i32> <i32 0, i32 1>, ptr %131, align 4, !tbaa !10
  store i32 2, ptr @_ZL4made, align 4, !tbaa !6
  %133 = add nsw i32 %132, 2
  store i32 %133, ptr @_ZL4live, align 4, !tbaa !6
  %134 = getelementptr i8, ptr %130, i64 12
  %135 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %136 = add nsw i32 %135, -1
  store i32 %136, ptr @_ZL4live, align 4, !tbaa !6
  %137 = load i32, ptr %134, align 4, !tbaa !10
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %137)
  %139 = getelementptr i8, ptr %130, i64 8
  %140 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %141 = add nsw i32 %140, -1
  store i32 %141, ptr @_ZL4live, align 4, !tbaa !6
  %142 = load i32, ptr %139, align 4, !tbaa !10
  %143 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %142)
  %144 = load i32, ptr @_ZL4news, align 4, !tbaa !6
  %145 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %146 = load i32, ptr @_ZL7deletes, align 4, !tbaa !6
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr @_ZL7deletes, align 4, !tbaa !6
  call void @free(ptr noundef %130) #8
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %145, i32 noundef %144, i32 noundef %147)
  %149 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  ret i32 %149

150:                                              ; preds = %104, %86, %39, %8
  %151 = phi { ptr, i32 } [ %105, %104 ], [ %87, %86 ], [ %40, %39 ], [ %9, %8 ]
  resume { ptr, i32 } %151
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !6
  %4 = load i32, ptr @_ZL4made, align 4, !tbaa !6
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  store i32 %4, ptr %0, align 4, !tbaa !10
  %6 = icmp eq i32 %4, %3
  br i1 %6, label %7, label %14

7:                                                ; preds = %14, %1
  %8 = phi i64 [ 0, %1 ], [ 4, %14 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  %12 = load i32, ptr %9, align 4, !tbaa !10
  store i32 %12, ptr %11, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #9
          to label %13 unwind label %39

13:                                               ; preds = %7
  unreachable

14:                                               ; preds = %1
  %15 = add nsw i32 %4, 1
  store i32 %15, ptr @_ZL4made, align 4, !tbaa !6
  %16 = add nsw i32 %5, 1
  store i32 %16, ptr @_ZL4live, align 4, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %15, ptr %17, align 4, !tbaa !10
  %18 = icmp eq i32 %15, %3
  br i1 %18, label %7, label %19

19:                                               ; preds = %14
  %20 = add nsw i32 %4, 2
  store i32 %20, ptr @_ZL4made, align 4, !tbaa !6
  %21 = add nsw i32 %5, 2
  store i32 %21, ptr @_ZL4live, align 4, !tbaa !6
  store i32 %20, ptr %2, align 4, !tbaa !10
  %22 = icmp eq i32 %20, %3
  br i1 %22, label %23, label %30

23:                                               ; preds = %30, %19
  %24 = phi i64 [ 8, %19 ], [ 12, %30 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %27 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  %28 = load i32, ptr %25, align 4, !tbaa !10
  store i32 %28, ptr %27, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #9
          to label %29 unwind label %49

29:                                               ; preds = %23
  unreachable

30:                                               ; preds = %19
  %31 = add nsw i32 %4, 3
  store i32 %31, ptr @_ZL4made, align 4, !tbaa !6
  %32 = add nsw i32 %5, 3
  store i32 %32, ptr @_ZL4live, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %31, ptr %33, align 4, !tbaa !10
  %34 = icmp eq i32 %31, %3
  br i1 %34, label %23, label %35

35:                                               ; preds = %30
  %36 = add nsw i32 %4, 4
  store i32 %36, ptr @_ZL4made, align 4, !tbaa !6
  %37 = add nsw i32 %5, 4
  store i32 %37, ptr @_ZL4live, align 4, !tbaa !6
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.18)
  ret void

39:                                               ; preds = %7
  %40 = landingpad { ptr, i32 }
          cleanup
  br i1 %6, label %70, label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %9, %39 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 -4
  %44 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr @_ZL4live, align 4, !tbaa !6
  %46 = load i32, ptr %43, align 4, !tbaa !10
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %46)
  %48 = icmp eq ptr %43, %0
  br i1 %48, label %70, label %41

49:                                               ; preds = %23
  %50 = landingpad { ptr, i32 }
          cleanup
  br i1 %22, label %60, label %51

51:                                               ; preds = %49, %51
  %52 = phi i64 [ %53, %51 ], [ %24, %49 ]
  %53 = add nsw i64 %52, -4
  %54 = getelementptr inbounds i8, ptr %0, i64 %53
  %55 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr @_ZL4live, align 4, !tbaa !6
  %57 = load i32, ptr %54, align 4, !tbaa !10
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %57)
  %59 = icmp eq i64 %53, 8
  br i1 %59, label %60, label %51

60:                                               ; preds = %51, %49
  %61 = getelementptr inbounds i8, ptr %0, i64 4
  %62 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr @_ZL4live, align 4, !tbaa !6
  %64 = load i32, ptr %61, align 4, !tbaa !10
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %64)
  %66 = load i32, ptr @_ZL4live, align 4, !tbaa !6
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr @_ZL4live, align 4, !tbaa !6
  %68 = load i32, ptr %0, align 4, !tbaa !10
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %68)
  br label %70

70:                                               ; preds = %41, %60, %39
  %71 = phi { ptr, i32 } [ %40, %39 ], [ %50, %60 ], [ %40, %41 ]
  resume { ptr, i32 } %71
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind allocsize(0) }

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
!10 = !{!11, !7, i64 0}
!11 = !{!"_ZTS4Elem", !7, i64 0}
