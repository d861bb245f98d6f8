; ModuleID = 'dynamic_exception_spec.cpp'
source_filename = "dynamic_exception_spec.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Res = type { ptr }

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

$_ZN3ResD2Ev = comdat any

$_ZTSSt13bad_exception = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTISt13bad_exception = comdat any

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [17 x i8] c"allowed: int %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"replaced: int %d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt13bad_exception = linkonce_odr dso_local constant [18 x i8] c"St13bad_exception\00", comdat, align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTISt13bad_exception = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13bad_exception, ptr @_ZTISt9exception }, comdat, align 8
@.str.2 = private unnamed_addr constant [12 x i8] c"not allowed\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"bad_exception: %s\0A\00", align 1
@_ZTIl = external constant ptr
@.str.4 = private unnamed_addr constant [18 x i8] c"nested: long %ld\0A\00", align 1
@_ZTId = external constant ptr
@_ZTIPKc = external constant ptr
@.str.5 = private unnamed_addr constant [43 x i8] c"  unexpected handler: \22%s\22, rethrowing it\0A\00", align 1
@.str.6 = private unnamed_addr constant [49 x i8] c"  unexpected handler: double %.1f, throwing int\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"allowed\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"  ~Res %s\0A\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"replaced\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"becomes_bad_exception\00", align 1
@.str.11 = private unnamed_addr constant [39 x i8] c"  nested caught int %d, throwing long\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Res, align 8
  %2 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL13on_unexpectedv) #10
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef nonnull @.str.7)
          to label %7 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          catch ptr null
  %6 = extractvalue { ptr, i32 } %5, 0
  tail call void @__clang_call_terminate(ptr %6) #11
  unreachable

7:                                                ; preds = %0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10
  store ptr @.str.7, ptr %1, align 8, !tbaa !5
  %8 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 5, ptr %8, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %8, ptr nonnull @_ZTIi, ptr null) #12
          to label %16 unwind label %9

9:                                                ; preds = %7
  %10 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTIl]
          catch ptr @_ZTIi
  %11 = extractvalue { ptr, i32 } %10, 1
  call void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %1) #10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %9
  %14 = extractvalue { ptr, i32 } %10, 0
  invoke void @__cxa_call_unexpected(ptr %14) #12
          to label %15 unwind label %17

15:                                               ; preds = %13
  unreachable

16:                                               ; preds = %7
  unreachable

17:                                               ; preds = %13
  %18 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %19 = extractvalue { ptr, i32 } %18, 1
  br label %20

20:                                               ; preds = %9, %17
  %21 = phi i32 [ %11, %9 ], [ %19, %17 ]
  %22 = phi { ptr, i32 } [ %10, %9 ], [ %18, %17 ]
  %23 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #10
  %24 = icmp eq i32 %21, %23
  br i1 %24, label %25, label %153

25:                                               ; preds = %20
  %26 = extractvalue { ptr, i32 } %22, 0
  %27 = call ptr @__cxa_begin_catch(ptr %26) #10
  %28 = load i32, ptr %27, align 4, !tbaa !10
  %29 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %28)
          to label %30 unwind label %45

30:                                               ; preds = %25
  call void @__cxa_end_catch() #10
  %31 = call ptr @__cxa_allocate_exception(i64 8) #10
  store double 7.900000e+00, ptr %31, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %31, ptr nonnull @_ZTId, ptr null) #12
          to label %44 unwind label %32

32:                                               ; preds = %30
  %33 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %34 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef nonnull @.str.9)
          to label %38 unwind label %35

35:                                               ; preds = %32
  %36 = landingpad { ptr, i32 }
          catch ptr null
  %37 = extractvalue { ptr, i32 } %36, 0
  call void @__clang_call_terminate(ptr %37) #11
  unreachable

38:                                               ; preds = %32
  %39 = extractvalue { ptr, i32 } %33, 1
  %40 = icmp slt i32 %39, 0
  br i1 %40, label %41, label %50

41:                                               ; preds = %38
  %42 = extractvalue { ptr, i32 } %33, 0
  invoke void @__cxa_call_unexpected(ptr %42) #12
          to label %43 unwind label %47

43:                                               ; preds = %41
  unreachable

44:                                               ; preds = %30
  unreachable

45:                                               ; preds = %25
  %46 = landingpad { ptr, i32 }
          cleanup
  br label %151

47:                                               ; preds = %41
  %48 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %49 = extractvalue { ptr, i32 } %48, 1
  br label %50

50:                                               ; preds = %38, %47
  %51 = phi i32 [ %39, %38 ], [ %49, %47 ]
  %52 = phi { ptr, i32 } [ %33, %38 ], [ %48, %47 ]
  %53 = icmp eq i32 %51, %21
  br i1 %53, label %54, label %153

54:                                               ; preds = %50
  %55 = extractvalue { ptr, i32 } %52, 0
  %56 = call ptr @__cxa_begin_catch(ptr %55) #10
  %57 = load i32, ptr %56, align 4, !tbaa !10
  %58 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %57)
          to label %59 unwind label %74

59:                                               ; preds = %54
  call void @__cxa_end_catch() #10
  %60 = call ptr @__cxa_allocate_exception(i64 8) #10
  store ptr @.str.2, ptr %60, align 16, !tbaa !14
  invoke void @__cxa_throw(ptr nonnull %60, ptr nonnull @_ZTIPKc, ptr null) #12
          to label %73 unwind label %61

61:                                               ; preds = %59
  %62 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTISt13bad_exception]
          catch ptr @_ZTISt13bad_exception
  %63 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef nonnull @.str.10)
          to label %67 unwind label %64

64:                                               ; preds = %61
  %65 = landingpad { ptr, i32 }
          catch ptr null
  %66 = extractvalue { ptr, i32 } %65, 0
  call void @__clang_call_terminate(ptr %66) #11
  unreachable

67:                                               ; preds = %61
  %68 = extractvalue { ptr, i32 } %62, 1
  %69 = icmp slt i32 %68, 0
  br i1 %69, label %70, label %79

70:                                               ; preds = %67
  %71 = extractvalue { ptr, i32 } %62, 0
  invoke void @__cxa_call_unexpected(ptr %71) #12
          to label %72 unwind label %76

72:                                               ; preds = %70
  unreachable

73:                                               ; preds = %59
  unreachable

74:                                               ; preds = %54
  %75 = landingpad { ptr, i32 }
          cleanup
  br label %151

76:                                               ; preds = %70
  %77 = landingpad { ptr, i32 }
          catch ptr @_ZTISt13bad_exception
  %78 = extractvalue { ptr, i32 } %77, 1
  br label %79

79:                                               ; preds = %67, %76
  %80 = phi i32 [ %68, %67 ], [ %78, %76 ]
  %81 = phi { ptr, i32 } [ %62, %67 ], [ %77, %76 ]
  %82 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #10
  %83 = icmp eq i32 %80, %82
  br i1 %83, label %84, label %153

84:                                               ; preds = %79
  %85 = extractvalue { ptr, i32 } %81, 0
  %86 = call ptr @__cxa_begin_catch(ptr %85) #10
  %87 = load ptr, ptr %86, align 8, !tbaa !15
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  %89 = load ptr, ptr %88, align 8
  %90 = call noundef ptr %89(ptr noundef nonnull align 8 dereferenceable(8) %86) #10
  %91 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, ptr noundef %90)
          to label %92 unwind label %134

92:                                               ; preds = %84
  call void @__cxa_end_catch()
  %93 = call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 21, ptr %93, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %93, ptr nonnull @_ZTIi, ptr null) #12
          to label %106 unwind label %94

94:                                               ; preds = %92
  %95 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTIl]
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %96 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef nonnull @.str.7)
          to label %100 unwind label %97

97:                                               ; preds = %94
  %98 = landingpad { ptr, i32 }
          catch ptr null
  %99 = extractvalue { ptr, i32 } %98, 0
  call void @__clang_call_terminate(ptr %99) #11
  unreachable

100:                                              ; preds = %94
  %101 = extractvalue { ptr, i32 } %95, 1
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  %104 = extractvalue { ptr, i32 } %95, 0
  invoke void @__cxa_call_unexpected(ptr %104) #12
          to label %105 unwind label %107

105:                                              ; preds = %103
  unreachable

106:                                              ; preds = %92
  unreachable

107:                                              ; preds = %103
  %108 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %109 = extractvalue { ptr, i32 } %108, 1
  br label %110

110:                                              ; preds = %107, %100
  %111 = phi i32 [ %101, %100 ], [ %109, %107 ]
  %112 = phi { ptr, i32 } [ %95, %100 ], [ %108, %107 ]
  %113 = extractvalue { ptr, i32 } %112, 0
  %114 = icmp eq i32 %111, %21
  br i1 %114, label %115, label %126

115:                                              ; preds = %110
  %116 = call ptr @__cxa_begin_catch(ptr %113) #10
  %117 = load i32, ptr %116, align 4, !tbaa !10
  %118 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, i32 noundef %117)
          to label %119 unwind label %122

119:                                              ; preds = %115
  %120 = call ptr @__cxa_allocate_exception(i64 4) #10
  %121 = shl nsw i32 %117, 1
  store i32 %121, ptr %120, align 16, !tbaa !17
  invoke void @__cxa_throw(ptr nonnull %120, ptr nonnull @_ZTIl, ptr null) #12
          to label %133 unwind label %122

122:                                              ; preds = %119, %115
  %123 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %124 = extractvalue { ptr, i32 } %123, 0
  %125 = extractvalue { ptr, i32 } %123, 1
  call void @__cxa_end_catch() #10
  br label %126

126:                                              ; preds = %122, %110
  %127 = phi i32 [ %125, %122 ], [ %111, %110 ]
  %128 = phi ptr [ %124, %122 ], [ %113, %110 ]
  %129 = phi { ptr, i32 } [ %123, %122 ], [ %112, %110 ]
  %130 = icmp slt i32 %127, 0
  br i1 %130, label %131, label %138

131:                                              ; preds = %126
  invoke void @__cxa_call_unexpected(ptr %128) #12
          to label %132 unwind label %136

132:                                              ; preds = %131
  unreachable

133:                                              ; preds = %119
  unreachable

134:                                              ; preds = %84
  %135 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %153 unwind label %155

136:                                              ; preds = %131
  %137 = landingpad { ptr, i32 }
          catch ptr @_ZTIl
  br label %138

138:                                              ; preds = %126, %136
  %139 = phi { ptr, i32 } [ %137, %136 ], [ %129, %126 ]
  %140 = extractvalue { ptr, i32 } %139, 1
  %141 = call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #10
  %142 = icmp eq i32 %140, %141
  br i1 %142, label %143, label %153

143:                                              ; preds = %138
  %144 = extractvalue { ptr, i32 } %139, 0
  %145 = call ptr @__cxa_begin_catch(ptr %144) #10
  %146 = load i32, ptr %145, align 4, !tbaa !17
  %147 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, i32 noundef %146)
          to label %148 unwind label %149

148:                                              ; preds = %143
  call void @__cxa_end_catch() #10
  ret i32 0

149:                                              ; preds = %143
  %150 = landingpad { ptr, i32 }
          cleanup
  br label %151

151:                                              ; preds = %45, %74, %149
  %152 = phi { ptr, i32 } [ %46, %45 ], [ %75, %74 ], [ %150, %149 ]
  call void @__cxa_end_catch() #10
  br label %153

153:                                              ; preds = %151, %134, %138, %79, %50, %20
  %154 = phi { ptr, i32 } [ %139, %138 ], [ %81, %79 ], [ %52, %50 ], [ %22, %20 ], [ %135, %134 ], [ %152, %151 ]
  resume { ptr, i32 } %154

155:                                              ; preds = %134
  %156 = landingpad { ptr, i32 }
          catch ptr null
  %157 = extractvalue { ptr, i32 } %156, 0
  call void @__clang_call_terminate(ptr %157) #11
  unreachable
}

; Function Attrs: nounwind
declare dso_local noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZL13on_unexpectedv() #2 personality ptr @__gxx_personality_seh0 {
  invoke void @__cxa_rethrow() #12
          to label %29 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
  %3 = extractvalue { ptr, i32 } %2, 0
  %4 = extractvalue { ptr, i32 } %2, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #10
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_begin_catch(ptr %3) #10
  %9 = load double, ptr %8, align 8, !tbaa !12
  %10 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, double noundef %9)
          to label %11 unwind label %23

11:                                               ; preds = %7
  %12 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  %13 = fptosi double %9 to i32
  store i32 %13, ptr %12, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %12, ptr nonnull @_ZTIi, ptr null) #12
          to label %29 unwind label %23

14:                                               ; preds = %1
  %15 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #10
  %16 = icmp eq i32 %4, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = tail call ptr @__cxa_begin_catch(ptr %3) #10
  %19 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5, ptr noundef %18)
          to label %20 unwind label %21

20:                                               ; preds = %17
  invoke void @__cxa_rethrow() #12
          to label %29 unwind label %21

21:                                               ; preds = %20, %17
  %22 = landingpad { ptr, i32 }
          cleanup
  br label %25

23:                                               ; preds = %11, %7
  %24 = landingpad { ptr, i32 }
          cleanup
  br label %25

25:                                               ; preds = %21, %23
  %26 = phi { ptr, i32 } [ %22, %21 ], [ %24, %23 ]
  tail call void @__cxa_end_catch() #10
  br label %27

27:                                               ; preds = %25, %14
  %28 = phi { ptr, i32 } [ %2, %14 ], [ %26, %25 ]
  resume { ptr, i32 } %28

29:                                               ; preds = %11, %20, %0
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #5 comdat {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1)
  %4 = load ptr, ptr %2, align 8, !tbaa !14
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #10
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  ret i32 %5
}

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #6 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

declare dso_local void @__cxa_rethrow() local_unnamed_addr

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN3ResD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #7 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = load ptr, ptr %0, align 8, !tbaa !5
  %3 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.8, ptr noundef %2)
          to label %4 unwind label %5

4:                                                ; preds = %1
  ret void

5:                                                ; preds = %1
  %6 = landingpad { ptr, i32 }
          catch ptr null
  %7 = extractvalue { ptr, i32 } %6, 0
  tail call void @__clang_call_terminate(ptr %7) #11
  unreachable
}

declare dso_local void @__cxa_call_unexpected(ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #8

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #8

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nounwind }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTS3Res", !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!7, !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"vtable pointer", !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !8, i64 0}
