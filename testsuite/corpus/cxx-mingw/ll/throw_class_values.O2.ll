; ModuleID = 'throw_class_values.cpp'
source_filename = "throw_class_values.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Err = type { i32, [8 x i8] }

$_Z6printfPKcz = comdat any

$_ZN3ErrC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_Z8snprintfPcyPKcz = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@.str = private unnamed_addr constant [11 x i8] c"by value:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  caught %s, live %d\0A\00", align 1
@_ZL4live = internal unnamed_addr global i32 0, align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"by reference:\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"  caught %s code %d, live %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"by const reference:\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"throw a named object (copied):\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"live %d copies %d\0A\00", align 1
@_ZL6copies = internal unnamed_addr global i32 0, align 4
@.str.7 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"  copy Err(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"  ~Err(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"E%d\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"  Err(%d)\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Err, align 4
  %2 = alloca %struct.Err, align 4
  %3 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
  %4 = tail call ptr @__cxa_allocate_exception(i64 12) #10
  store i32 1, ptr %4, align 4, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %6 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %5, i64 noundef 8, ptr noundef @.str.10, i32 noundef 1)
          to label %7 unwind label %13

7:                                                ; preds = %0
  %8 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZL4live, align 4, !tbaa !10
  %10 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef 1)
          to label %11 unwind label %13

11:                                               ; preds = %7
  invoke void @__cxa_throw(ptr nonnull %4, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %12 unwind label %15

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %7, %0
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  tail call void @__cxa_free_exception(ptr nonnull %4) #10
  br label %17

15:                                               ; preds = %11
  %16 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  br label %17

17:                                               ; preds = %13, %15
  %18 = phi { ptr, i32 } [ %16, %15 ], [ %14, %13 ]
  %19 = extractvalue { ptr, i32 } %18, 0
  %20 = extractvalue { ptr, i32 } %18, 1
  %21 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI3Err) #10
  %22 = icmp eq i32 %20, %21
  br i1 %22, label %23, label %142

23:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #10
  %24 = tail call ptr @__cxa_get_exception_ptr(ptr %19) #10
  invoke void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) %24)
          to label %25 unwind label %144

25:                                               ; preds = %23
  %26 = call ptr @__cxa_begin_catch(ptr %19) #10
  %27 = getelementptr inbounds i8, ptr %1, i64 4
  %28 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %29 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef nonnull %27, i32 noundef %28)
          to label %30 unwind label %43

30:                                               ; preds = %25
  call void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %1) #10
  call void @__cxa_end_catch()
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #10
  %31 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
  %32 = call ptr @__cxa_allocate_exception(i64 12) #10
  store i32 2, ptr %32, align 4, !tbaa !5
  %33 = getelementptr inbounds i8, ptr %32, i64 4
  %34 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %33, i64 noundef 8, ptr noundef @.str.10, i32 noundef 2)
          to label %35 unwind label %41

35:                                               ; preds = %30
  %36 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr @_ZL4live, align 4, !tbaa !10
  %38 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef 2)
          to label %39 unwind label %41

39:                                               ; preds = %35
  invoke void @__cxa_throw(ptr nonnull %32, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %40 unwind label %46

40:                                               ; preds = %39
  unreachable

41:                                               ; preds = %35, %30
  %42 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  call void @__cxa_free_exception(ptr nonnull %32) #10
  br label %48

43:                                               ; preds = %25
  %44 = landingpad { ptr, i32 }
          cleanup
  call void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %1) #10
  invoke void @__cxa_end_catch()
          to label %45 unwind label %144

45:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #10
  br label %142

46:                                               ; preds = %39
  %47 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  br label %48

48:                                               ; preds = %41, %46
  %49 = phi { ptr, i32 } [ %47, %46 ], [ %42, %41 ]
  %50 = extractvalue { ptr, i32 } %49, 1
  %51 = icmp eq i32 %50, %20
  br i1 %51, label %52, label %142

52:                                               ; preds = %48
  %53 = extractvalue { ptr, i32 } %49, 0
  %54 = call ptr @__cxa_begin_catch(ptr %53) #10
  %55 = load i32, ptr %54, align 4, !tbaa !5
  %56 = add nsw i32 %55, 100
  store i32 %56, ptr %54, align 4, !tbaa !5
  %57 = getelementptr inbounds i8, ptr %54, i64 4
  %58 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %59 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, ptr noundef nonnull %57, i32 noundef %56, i32 noundef %58)
          to label %60 unwind label %73

60:                                               ; preds = %52
  call void @__cxa_end_catch()
  %61 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4)
  %62 = call ptr @__cxa_allocate_exception(i64 12) #10
  store i32 3, ptr %62, align 4, !tbaa !5
  %63 = getelementptr inbounds i8, ptr %62, i64 4
  %64 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %63, i64 noundef 8, ptr noundef @.str.10, i32 noundef 3)
          to label %65 unwind label %71

65:                                               ; preds = %60
  %66 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @_ZL4live, align 4, !tbaa !10
  %68 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef 3)
          to label %69 unwind label %71

69:                                               ; preds = %65
  invoke void @__cxa_throw(ptr nonnull %62, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %70 unwind label %75

70:                                               ; preds = %69
  unreachable

71:                                               ; preds = %65, %60
  %72 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  call void @__cxa_free_exception(ptr nonnull %62) #10
  br label %77

73:                                               ; preds = %52
  %74 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

75:                                               ; preds = %69
  %76 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  br label %77

77:                                               ; preds = %71, %75
  %78 = phi { ptr, i32 } [ %76, %75 ], [ %72, %71 ]
  %79 = extractvalue { ptr, i32 } %78, 1
  %80 = icmp eq i32 %79, %20
  br i1 %80, label %81, label %142

81:                                               ; preds = %77
  %82 = extractvalue { ptr, i32 } %78, 0
  %83 = call ptr @__cxa_begin_catch(ptr %82) #10
  %84 = getelementptr inbounds i8, ptr %83, i64 4
  %85 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %86 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef nonnull %84, i32 noundef %85)
          to label %87 unwind label %108

87:                                               ; preds = %81
  call void @__cxa_end_catch()
  %88 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %2) #10
  store i32 4, ptr %2, align 4, !tbaa !5
  %89 = getelementptr inbounds i8, ptr %2, i64 4
  %90 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %89, i64 noundef 8, ptr noundef @.str.10, i32 noundef 4)
          to label %91 unwind label %110

91:                                               ; preds = %87
  %92 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr @_ZL4live, align 4, !tbaa !10
  %94 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef 4)
          to label %95 unwind label %110

95:                                               ; preds = %91
  %96 = call ptr @__cxa_allocate_exception(i64 12) #10
  %97 = load i32, ptr %2, align 4, !tbaa !5
  store i32 %97, ptr %96, align 4, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %96, i64 4
  %99 = invoke noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %98, i64 noundef 8, ptr noundef @.str.7, ptr noundef nonnull %89)
          to label %100 unwind label %112

100:                                              ; preds = %95
  %101 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr @_ZL4live, align 4, !tbaa !10
  %103 = load i32, ptr @_ZL6copies, align 4, !tbaa !10
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @_ZL6copies, align 4, !tbaa !10
  %105 = load i32, ptr %96, align 4, !tbaa !5
  %106 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef %105)
          to label %107 unwind label %112

107:                                              ; preds = %100
  invoke void @__cxa_throw(ptr nonnull %96, ptr nonnull @_ZTI3Err, ptr nonnull @_ZN3ErrD2Ev) #11
          to label %147 unwind label %114

108:                                              ; preds = %81
  %109 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

110:                                              ; preds = %91, %87
  %111 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  br label %125

112:                                              ; preds = %100, %95
  %113 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  call void @__cxa_free_exception(ptr nonnull %96) #10
  br label %116

114:                                              ; preds = %107
  %115 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  br label %116

116:                                              ; preds = %114, %112
  %117 = phi { ptr, i32 } [ %115, %114 ], [ %113, %112 ]
  %118 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %119 = add nsw i32 %118, -1
  store i32 %119, ptr @_ZL4live, align 4, !tbaa !10
  %120 = load i32, ptr %2, align 4, !tbaa !5
  %121 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %120)
          to label %125 unwind label %122

122:                                              ; preds = %116
  %123 = landingpad { ptr, i32 }
          catch ptr null
  %124 = extractvalue { ptr, i32 } %123, 0
  call void @__clang_call_terminate(ptr %124) #12
  unreachable

125:                                              ; preds = %116, %110
  %126 = phi { ptr, i32 } [ %111, %110 ], [ %117, %116 ]
  %127 = extractvalue { ptr, i32 } %126, 1
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %2) #10
  %128 = icmp eq i32 %127, %20
  br i1 %128, label %129, label %142

129:                                              ; preds = %125
  %130 = extractvalue { ptr, i32 } %126, 0
  %131 = call ptr @__cxa_begin_catch(ptr %130) #10
  %132 = getelementptr inbounds i8, ptr %131, i64 4
  %133 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %134 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, ptr noundef nonnull %132, i32 noundef %133)
          to label %135 unwind label %140

135:                                              ; preds = %129
  call void @__cxa_end_catch()
  %136 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %137 = load i32, ptr @_ZL6copies, align 4, !tbaa !10
  %138 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %136, i32 noundef %137)
  %139 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  ret i32 %139

140:                                              ; preds = %129
  %141 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %142 unwind label %144

142:                                              ; preds = %140, %108, %73, %125, %77, %48, %45, %17
  %143 = phi { ptr, i32 } [ %126, %125 ], [ %78, %77 ], [ %49, %48 ], [ %44, %45 ], [ %18, %17 ], [ %74, %73 ], [ %109, %108 ], [ %141, %140 ]
  resume { ptr, i32 } %143

144:                                              ; preds = %140, %108, %73, %43, %23
  %145 = landingpad { ptr, i32 }
          catch ptr null
  %146 = extractvalue { ptr, i32 } %145, 0
  call void @__clang_call_terminate(ptr %146) #12
  unreachable

147:                                              ; preds = %107
  unreachable
}

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #1 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !11
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %5
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_get_exception_ptr(ptr) local_unnamed_addr

; Function Attrs: mustprogress uwtable
define linkonce_odr dso_local void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #4 comdat align 2 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  store i32 %3, ptr %0, align 4, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = tail call noundef i32 (ptr, i64, ptr, ...) @_Z8snprintfPcyPKcz(ptr noundef nonnull %4, i64 noundef 8, ptr noundef @.str.7, ptr noundef nonnull %5)
  %7 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @_ZL4live, align 4, !tbaa !10
  %9 = load i32, ptr @_ZL6copies, align 4, !tbaa !10
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL6copies, align 4, !tbaa !10
  %11 = load i32, ptr %0, align 4, !tbaa !5
  %12 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, i32 noundef %11)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #5 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #12
  unreachable
}

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load i32, ptr @_ZL4live, align 4, !tbaa !10
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @_ZL4live, align 4, !tbaa !10
  %4 = load i32, ptr %0, align 4, !tbaa !5
  %5 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.9, i32 noundef %4)
          to label %6 unwind label %7

6:                                                ; preds = %1
  ret void

7:                                                ; preds = %1
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  tail call void @__clang_call_terminate(ptr %9) #12
  unreachable
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_free_exception(ptr) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z8snprintfPcyPKcz(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) local_unnamed_addr #1 comdat {
  %4 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.va_start.p0(ptr nonnull %4)
  %5 = load ptr, ptr %4, align 8, !tbaa !11
  %6 = call i32 @__mingw_vsnprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ptr noundef %5)
  call void @llvm.va_end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  ret i32 %6
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) local_unnamed_addr #9

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn }
attributes #12 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Err", !7, i64 0, !8, i64 4}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !8, i64 0}
