; ModuleID = 'arrays_partial_construction.cpp'
source_filename = "arrays_partial_construction.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !5
  %3 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %4 = add i32 %3, 3
  store i32 3, ptr @_ZL4made, align 4, !tbaa !5
  store i32 %4, ptr @_ZL4live, align 4, !tbaa !5
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 3)
  %6 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 3, ptr %6, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %6, ptr nonnull @_ZTIi, ptr null) #9
          to label %7 unwind label %8

7:                                                ; preds = %0
  unreachable

8:                                                ; preds = %0
  %9 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %10 = extractvalue { ptr, i32 } %9, 1
  %11 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %12 = add nsw i32 %11, -1
  store i32 %12, ptr @_ZL4live, align 4, !tbaa !5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %14 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %15 = add nsw i32 %14, -1
  store i32 %15, ptr @_ZL4live, align 4, !tbaa !5
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %17 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %18 = add nsw i32 %17, -1
  store i32 %18, ptr @_ZL4live, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %20 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %21 = icmp eq i32 %10, %20
  br i1 %21, label %22, label %152

22:                                               ; preds = %8
  %23 = extractvalue { ptr, i32 } %9, 0
  %24 = tail call ptr @__cxa_begin_catch(ptr %23) #8
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25, i32 noundef %26)
  tail call void @__cxa_end_catch() #8
  %28 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.14)
  store i32 2, ptr @_ZL7fail_at, align 4, !tbaa !5
  %29 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @_ZL4news, align 4, !tbaa !5
  %31 = tail call noalias noundef dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #10
  store i64 4, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 0, ptr %32, align 4, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %31, i64 12
  store i32 1, ptr %34, align 4, !tbaa !9
  store i32 2, ptr @_ZL4made, align 4, !tbaa !5
  %35 = add nsw i32 %33, 2
  store i32 %35, ptr @_ZL4live, align 4, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %31, i64 16
  store i32 2, ptr %36, align 4, !tbaa !9
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 2)
  %38 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 2, ptr %38, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %38, ptr nonnull @_ZTIi, ptr null) #9
          to label %39 unwind label %40

39:                                               ; preds = %22
  unreachable

40:                                               ; preds = %22
  %41 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %42 = extractvalue { ptr, i32 } %41, 0
  %43 = extractvalue { ptr, i32 } %41, 1
  %44 = getelementptr inbounds i8, ptr %31, i64 12
  %45 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %46 = add nsw i32 %45, -1
  store i32 %46, ptr @_ZL4live, align 4, !tbaa !5
  %47 = load i32, ptr %44, align 4, !tbaa !9
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %31, i64 8
  %50 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %51 = add nsw i32 %50, -1
  store i32 %51, ptr @_ZL4live, align 4, !tbaa !5
  %52 = load i32, ptr %49, align 4, !tbaa !9
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %52)
  %54 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr @_ZL7deletes, align 4, !tbaa !5
  tail call void @free(ptr noundef nonnull %31) #8
  %56 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %57 = icmp eq i32 %43, %56
  br i1 %57, label %58, label %152

58:                                               ; preds = %40
  %59 = tail call ptr @__cxa_begin_catch(ptr %42) #8
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %62 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %63 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef %63)
  tail call void @__cxa_end_catch() #8
  %65 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.15)
  store i32 3, ptr @_ZL7fail_at, align 4, !tbaa !5
  store i32 0, ptr @_ZL4made, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #8
  invoke void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %1)
          to label %66 unwind label %87

66:                                               ; preds = %58
  %67 = call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  %68 = getelementptr inbounds i8, ptr %1, i64 12
  %69 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr @_ZL4live, align 4, !tbaa !5
  %71 = load i32, ptr %68, align 4, !tbaa !9
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %71)
  %73 = getelementptr inbounds i8, ptr %1, i64 8
  %74 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %75 = add nsw i32 %74, -1
  store i32 %75, ptr @_ZL4live, align 4, !tbaa !5
  %76 = load i32, ptr %73, align 4, !tbaa !9
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %76)
  %78 = getelementptr inbounds i8, ptr %1, i64 4
  %79 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %80 = add nsw i32 %79, -1
  store i32 %80, ptr @_ZL4live, align 4, !tbaa !5
  %81 = load i32, ptr %78, align 4, !tbaa !9
  %82 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %81)
  %83 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %84 = add nsw i32 %83, -1
  store i32 %84, ptr @_ZL4live, align 4, !tbaa !5
  %85 = load i32, ptr %1, align 4, !tbaa !9
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %85)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  br label %98

87:                                               ; preds = %58
  %88 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %89 = extractvalue { ptr, i32 } %88, 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #8
  %90 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %91 = icmp eq i32 %89, %90
  br i1 %91, label %92, label %152

92:                                               ; preds = %87
  %93 = extractvalue { ptr, i32 } %88, 0
  %94 = call ptr @__cxa_begin_catch(ptr %93) #8
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %97 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %95, i32 noundef %96)
  call void @__cxa_end_catch() #8
  br label %98

98:                                               ; preds = %66, %92
  %99 = call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  store i32 4, ptr @_ZL7fail_at, align 4, !tbaa !5
  %100 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %101 = add i32 %100, 4
  store i32 4, ptr @_ZL4made, align 4, !tbaa !5
  store i32 %101, ptr @_ZL4live, align 4, !tbaa !5
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 4)
  %103 = call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 4, ptr %103, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %103, ptr nonnull @_ZTIi, ptr null) #9
          to label %104 unwind label %105

104:                                              ; preds = %98
  unreachable

105:                                              ; preds = %98
  %106 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %107 = extractvalue { ptr, i32 } %106, 1
  %108 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %109 = add nsw i32 %108, -1
  store i32 %109, ptr @_ZL4live, align 4, !tbaa !5
  %110 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 3)
  %111 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %112 = add nsw i32 %111, -1
  store i32 %112, ptr @_ZL4live, align 4, !tbaa !5
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 2)
  %114 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %115 = add nsw i32 %114, -1
  store i32 %115, ptr @_ZL4live, align 4, !tbaa !5
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 1)
  %117 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %118 = add nsw i32 %117, -1
  store i32 %118, ptr @_ZL4live, align 4, !tbaa !5
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 0)
  %120 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %121 = icmp eq i32 %107, %120
  br i1 %121, label %122, label %152

122:                                              ; preds = %105
  %123 = extractvalue { ptr, i32 } %106, 0
  %124 = call ptr @__cxa_begin_catch(ptr %123) #8
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %125, i32 noundef %126)
  call void @__cxa_end_catch() #8
  %128 = call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  store i32 -1, ptr @_ZL7fail_at, align 4, !tbaa !5
  %129 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr @_ZL4news, align 4, !tbaa !5
  %131 = call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i64 2, ptr %131, align 8
  %132 = getelementptr i8, ptr %131, i64 8
  %133 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 0, ptr %132, align 4, !tbaa !9
  %134 = getelementptr inbounds i8, ptr %131, i64 12
  store i32 1, ptr %134, align 4, !tbaa !9
  store i32 2, ptr @_ZL4made, align 4, !tbaa !5
  %135 = add nsw i32 %133, 2
  store i32 %135, ptr @_ZL4live, align 4, !tbaa !5
  %136 = getelementptr i8, ptr %131, i64 12
  %137 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %138 = add nsw i32 %137, -1
  store i32 %138, ptr @_ZL4live, align 4, !tbaa !5
  %139 = load i32, ptr %136, align 4, !tbaa !9
  %140 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %139)
  %141 = getelementptr i8, ptr %131, i64 8
  %142 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %143 = add nsw i32 %142, -1
  store i32 %143, ptr @_ZL4live, align 4, !tbaa !5
  %144 = load i32, ptr %141, align 4, !tbaa !9
  %145 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %144)
  %146 = load i32, ptr @_ZL4news, align 4, !tbaa !5
  %147 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %148 = load i32, ptr @_ZL7deletes, align 4, !tbaa !5
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr @_ZL7deletes, align 4, !tbaa !5
  call void @free(ptr noundef %131) #8
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %147, i32 noundef %146, i32 noundef %149)
  %151 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  ret i32 %151

152:                                              ; preds = %105, %87, %40, %8
  %153 = phi { ptr, i32 } [ %106, %105 ], [ %88, %87 ], [ %41, %40 ], [ %9, %8 ]
  resume { ptr, i32 } %153
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
define linkonce_odr dso_local void @_ZN6HolderC2Ev(ptr noundef nonnull align 4 dereferenceable(16) %0) unnamed_addr #4 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr @_ZL7fail_at, align 4, !tbaa !5
  %4 = load i32, ptr @_ZL4made, align 4, !tbaa !5
  %5 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  store i32 %4, ptr %0, align 4, !tbaa !9
  %6 = icmp eq i32 %4, %3
  br i1 %6, label %7, label %14

7:                                                ; preds = %14, %1
  %8 = phi i64 [ 0, %1 ], [ 4, %14 ]
  %9 = getelementptr inbounds i8, ptr %0, i64 %8
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  %12 = load i32, ptr %9, align 4, !tbaa !9
  store i32 %12, ptr %11, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #9
          to label %13 unwind label %39

13:                                               ; preds = %7
  unreachable

14:                                               ; preds = %1
  %15 = add nsw i32 %4, 1
  store i32 %15, ptr @_ZL4made, align 4, !tbaa !5
  %16 = add nsw i32 %5, 1
  store i32 %16, ptr @_ZL4live, align 4, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %15, ptr %17, align 4, !tbaa !9
  %18 = icmp eq i32 %15, %3
  br i1 %18, label %7, label %19

19:                                               ; preds = %14
  %20 = add nsw i32 %4, 2
  store i32 %20, ptr @_ZL4made, align 4, !tbaa !5
  %21 = add nsw i32 %5, 2
  store i32 %21, ptr @_ZL4live, align 4, !tbaa !5
  store i32 %20, ptr %2, align 4, !tbaa !9
  %22 = icmp eq i32 %20, %3
  br i1 %22, label %23, label %30

23:                                               ; preds = %30, %19
  %24 = phi i64 [ 8, %19 ], [ 12, %30 ]
  %25 = getelementptr inbounds i8, ptr %0, i64 %24
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %3)
  %27 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  %28 = load i32, ptr %25, align 4, !tbaa !9
  store i32 %28, ptr %27, align 16, !tbaa !5
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #9
          to label %29 unwind label %49

29:                                               ; preds = %23
  unreachable

30:                                               ; preds = %19
  %31 = add nsw i32 %4, 3
  store i32 %31, ptr @_ZL4made, align 4, !tbaa !5
  %32 = add nsw i32 %5, 3
  store i32 %32, ptr @_ZL4live, align 4, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %0, i64 12
  store i32 %31, ptr %33, align 4, !tbaa !9
  %34 = icmp eq i32 %31, %3
  br i1 %34, label %23, label %35

35:                                               ; preds = %30
  %36 = add nsw i32 %4, 4
  store i32 %36, ptr @_ZL4made, align 4, !tbaa !5
  %37 = add nsw i32 %5, 4
  store i32 %37, ptr @_ZL4live, align 4, !tbaa !5
  %38 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.18)
  ret void

39:                                               ; preds = %7
  %40 = landingpad { ptr, i32 }
          cleanup
  br i1 %6, label %70, label %41

41:                                               ; preds = %39, %41
  %42 = phi ptr [ %43, %41 ], [ %9, %39 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 -4
  %44 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr @_ZL4live, align 4, !tbaa !5
  %46 = load i32, ptr %43, align 4, !tbaa !9
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
  %55 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %56 = add nsw i32 %55, -1
  store i32 %56, ptr @_ZL4live, align 4, !tbaa !5
  %57 = load i32, ptr %54, align 4, !tbaa !9
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %57)
  %59 = icmp eq i64 %53, 8
  br i1 %59, label %60, label %51

60:                                               ; preds = %51, %49
  %61 = getelementptr inbounds i8, ptr %0, i64 4
  %62 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr @_ZL4live, align 4, !tbaa !5
  %64 = load i32, ptr %61, align 4, !tbaa !9
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %64)
  %66 = load i32, ptr @_ZL4live, align 4, !tbaa !5
  %67 = add nsw i32 %66, -1
  store i32 %67, ptr @_ZL4live, align 4, !tbaa !5
  %68 = load i32, ptr %0, align 4, !tbaa !9
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind allocsize(0) }

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
!9 = !{!10, !6, i64 0}
!10 = !{!"_ZTS4Elem", !6, i64 0}
