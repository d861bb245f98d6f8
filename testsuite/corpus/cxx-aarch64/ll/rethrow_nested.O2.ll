; ModuleID = 'rethrow_nested.cpp'
source_filename = "rethrow_nested.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZN2ExD2Ev = comdat any

$_ZTS2Ex = comdat any

$_ZTI2Ex = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS2Ex = linkonce_odr dso_local constant [4 x i8] c"2Ex\00", comdat, align 1
@_ZTI2Ex = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS2Ex }, comdat, align 8
@.str.1 = private unnamed_addr constant [36 x i8] c"  main caught %d (same object: %d)\0A\00", align 1
@_ZL4seen = internal unnamed_addr global ptr null, align 8
@.str.3 = private unnamed_addr constant [33 x i8] c"  caught %d, throwing a new one\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"  outer caught %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"  inner %d while handling %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"  still handling %d\0A\00", align 1
@_ZTIi = external constant ptr
@_ZTIPKc = external constant ptr
@_ZTId = external constant ptr
@.str.10 = private unnamed_addr constant [25 x i8] c"  caught %d at depth %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [65 x i8] c"  level1 caught %d (same object: %d), rethrowing via a function\0A\00", align 1
@.str.12 = private unnamed_addr constant [32 x i8] c"  level2 caught %d, rethrowing\0A\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"  Ex(%d)\0A\00", align 1
@.str.14 = private unnamed_addr constant [11 x i8] c"  ~Ex(%d)\0A\00", align 1
@str = private unnamed_addr constant [15 x i8] c"rethrow chain:\00", align 1
@str.15 = private unnamed_addr constant [20 x i8] c"replace in handler:\00", align 1
@str.16 = private unnamed_addr constant [25 x i8] c"nested try in a handler:\00", align 1
@str.17 = private unnamed_addr constant [36 x i8] c"nested tries, inner does not match:\00", align 1
@str.19 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 3, ptr %2, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 3)
  invoke void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #7
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %7 = extractvalue { ptr, i32 } %6, 1
  %8 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI2Ex) #6
  %9 = icmp eq i32 %7, %8
  br i1 %9, label %10, label %24

10:                                               ; preds = %5
  %11 = extractvalue { ptr, i32 } %6, 0
  %12 = tail call ptr @__cxa_begin_catch(ptr %11) #6
  store ptr %12, ptr @_ZL4seen, align 8, !tbaa !11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = add nsw i32 %13, 10
  store i32 %14, ptr %12, align 4, !tbaa !6
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %14)
  invoke void @__cxa_rethrow() #7
          to label %23 unwind label %16

16:                                               ; preds = %10
  %17 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  invoke void @__cxa_end_catch()
          to label %18 unwind label %20

18:                                               ; preds = %16
  %19 = extractvalue { ptr, i32 } %17, 1
  br label %24

20:                                               ; preds = %16
  %21 = landingpad { ptr, i32 }
          catch ptr null
  %22 = extractvalue { ptr, i32 } %21, 0
  tail call void @__clang_call_terminate(ptr %22) #8
  unreachable

23:                                               ; preds = %10
  unreachable

24:                                               ; preds = %18, %5
  %25 = phi i32 [ %19, %18 ], [ %7, %5 ]
  %26 = phi { ptr, i32 } [ %17, %18 ], [ %6, %5 ]
  %27 = icmp eq i32 %25, %8
  br i1 %27, label %28, label %44

28:                                               ; preds = %24
  %29 = extractvalue { ptr, i32 } %26, 0
  %30 = tail call ptr @__cxa_begin_catch(ptr %29) #6
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = load ptr, ptr @_ZL4seen, align 8, !tbaa !11
  %33 = icmp eq ptr %30, %32
  %34 = zext i1 %33 to i32
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %31, i32 noundef %34)
  %36 = load i32, ptr %30, align 4, !tbaa !6
  %37 = add nsw i32 %36, 10
  store i32 %37, ptr %30, align 4, !tbaa !6
  invoke void @__cxa_rethrow() #7
          to label %38 unwind label %39

38:                                               ; preds = %28
  unreachable

39:                                               ; preds = %28
  %40 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  invoke void @__cxa_end_catch()
          to label %44 unwind label %41

41:                                               ; preds = %39
  %42 = landingpad { ptr, i32 }
          catch ptr null
  %43 = extractvalue { ptr, i32 } %42, 0
  tail call void @__clang_call_terminate(ptr %43) #8
  unreachable

44:                                               ; preds = %24, %39
  %45 = phi { ptr, i32 } [ %26, %24 ], [ %40, %39 ]
  %46 = extractvalue { ptr, i32 } %45, 0
  %47 = extractvalue { ptr, i32 } %45, 1
  %48 = icmp eq i32 %47, %8
  br i1 %48, label %49, label %142

49:                                               ; preds = %44
  %50 = tail call ptr @__cxa_begin_catch(ptr %46) #6
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = load ptr, ptr @_ZL4seen, align 8, !tbaa !11
  %53 = icmp eq ptr %50, %52
  %54 = zext i1 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51, i32 noundef %54)
  tail call void @__cxa_end_catch()
  %56 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.15)
  %57 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %57, align 4, !tbaa !6
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1)
  invoke void @__cxa_throw(ptr nonnull %57, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #7
          to label %150 unwind label %59

59:                                               ; preds = %49
  %60 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %61 = extractvalue { ptr, i32 } %60, 0
  %62 = extractvalue { ptr, i32 } %60, 1
  %63 = icmp eq i32 %62, %8
  br i1 %63, label %64, label %77

64:                                               ; preds = %59
  %65 = tail call ptr @__cxa_begin_catch(ptr %61) #6
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %66)
  %68 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  %69 = load i32, ptr %65, align 4, !tbaa !6
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !6
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %70)
  invoke void @__cxa_throw(ptr nonnull %68, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #7
          to label %150 unwind label %72

72:                                               ; preds = %64
  %73 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  invoke void @__cxa_end_catch()
          to label %74 unwind label %147

74:                                               ; preds = %72
  %75 = extractvalue { ptr, i32 } %73, 0
  %76 = extractvalue { ptr, i32 } %73, 1
  br label %77

77:                                               ; preds = %74, %59
  %78 = phi i32 [ %76, %74 ], [ %62, %59 ]
  %79 = phi ptr [ %75, %74 ], [ %61, %59 ]
  %80 = icmp eq i32 %78, %8
  br i1 %80, label %81, label %142

81:                                               ; preds = %77
  %82 = tail call ptr @__cxa_begin_catch(ptr %79) #6
  %83 = load i32, ptr %82, align 4, !tbaa !6
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %83)
  tail call void @__cxa_end_catch()
  %85 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.16)
  %86 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 5, ptr %86, align 4, !tbaa !6
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 5)
  invoke void @__cxa_throw(ptr nonnull %86, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #7
          to label %150 unwind label %88

88:                                               ; preds = %81
  %89 = landingpad { ptr, i32 }
          catch ptr @_ZTI2Ex
  %90 = extractvalue { ptr, i32 } %89, 0
  %91 = extractvalue { ptr, i32 } %89, 1
  %92 = icmp eq i32 %91, %8
  br i1 %92, label %93, label %142

93:                                               ; preds = %88
  %94 = tail call ptr @__cxa_begin_catch(ptr %90) #6
  %95 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 6, ptr %95, align 4, !tbaa !6
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 6)
  invoke void @__cxa_throw(ptr nonnull %95, ptr nonnull @_ZTI2Ex, ptr nonnull @_ZN2ExD2Ev) #7
          to label %150 unwind label %97

97:                                               ; preds = %93
  %98 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI2Ex
  %99 = extractvalue { ptr, i32 } %98, 0
  %100 = extractvalue { ptr, i32 } %98, 1
  %101 = icmp eq i32 %100, %8
  br i1 %101, label %102, label %116

102:                                              ; preds = %97
  %103 = tail call ptr @__cxa_begin_catch(ptr %99) #6
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = load i32, ptr %94, align 4, !tbaa !6
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %104, i32 noundef %105)
  invoke void @__cxa_end_catch()
          to label %107 unwind label %112

107:                                              ; preds = %102
  %108 = load i32, ptr %94, align 4, !tbaa !6
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %108)
  tail call void @__cxa_end_catch()
  %110 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.17)
  %111 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 7, ptr %111, align 16, !tbaa !13
  invoke void @__cxa_throw(ptr nonnull %111, ptr nonnull @_ZTIi, ptr null) #7
          to label %150 unwind label %119

112:                                              ; preds = %102
  %113 = landingpad { ptr, i32 }
          cleanup
  %114 = extractvalue { ptr, i32 } %113, 0
  %115 = extractvalue { ptr, i32 } %113, 1
  br label %116

116:                                              ; preds = %112, %97
  %117 = phi i32 [ %115, %112 ], [ %100, %97 ]
  %118 = phi ptr [ %114, %112 ], [ %99, %97 ]
  invoke void @__cxa_end_catch()
          to label %142 unwind label %147

119:                                              ; preds = %107
  %120 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
          catch ptr @_ZTIi
  %121 = extractvalue { ptr, i32 } %120, 0
  %122 = extractvalue { ptr, i32 } %120, 1
  %123 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #6
  %124 = icmp eq i32 %122, %123
  br i1 %124, label %125, label %128

125:                                              ; preds = %119
  %126 = tail call ptr @__cxa_begin_catch(ptr %121) #6
  %127 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  br label %141

128:                                              ; preds = %119
  %129 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #6
  %130 = icmp eq i32 %122, %129
  br i1 %130, label %131, label %134

131:                                              ; preds = %128
  %132 = tail call ptr @__cxa_begin_catch(ptr %121) #6
  %133 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.19)
  br label %141

134:                                              ; preds = %128
  %135 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %136 = icmp eq i32 %122, %135
  br i1 %136, label %137, label %142

137:                                              ; preds = %134
  %138 = tail call ptr @__cxa_begin_catch(ptr %121) #6
  %139 = load i32, ptr %138, align 4, !tbaa !13
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %139, i32 noundef 3)
  br label %141

141:                                              ; preds = %125, %131, %137
  tail call void @__cxa_end_catch() #6
  ret i32 0

142:                                              ; preds = %134, %116, %88, %77, %44
  %143 = phi i32 [ %91, %88 ], [ %78, %77 ], [ %47, %44 ], [ %117, %116 ], [ %122, %134 ]
  %144 = phi ptr [ %90, %88 ], [ %79, %77 ], [ %46, %44 ], [ %118, %116 ], [ %121, %134 ]
  %145 = insertvalue { ptr, i32 } poison, ptr %144, 0
  %146 = insertvalue { ptr, i32 } %145, i32 %143, 1
  resume { ptr, i32 } %146

147:                                              ; preds = %116, %72
  %148 = landingpad { ptr, i32 }
          catch ptr null
  %149 = extractvalue { ptr, i32 } %148, 0
  tail call void @__clang_call_terminate(ptr %149) #8
  unreachable

150:                                              ; preds = %107, %93, %81, %64, %49
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN2ExD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality ptr @__gxx_personality_v0 {
  %2 = load i32, ptr %0, align 4, !tbaa !6
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %2)
  ret void
}

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }
attributes #8 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTS2Ex", !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !9, i64 0}
!13 = !{!8, !8, i64 0}
