; ModuleID = 'dynamic_exception_spec.cpp'
source_filename = "dynamic_exception_spec.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [17 x i8] c"allowed: int %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"replaced: int %d\0A\00", align 1
@_ZTISt13bad_exception = external constant ptr
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
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef nonnull @_ZL13on_unexpectedv) #5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7)
  %3 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 5, ptr %3, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %3, ptr nonnull @_ZTIi, ptr null) #6
          to label %12 unwind label %4

4:                                                ; preds = %0
  %5 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTIl]
          catch ptr @_ZTIi
  %6 = extractvalue { ptr, i32 } %5, 1
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7)
  %8 = icmp slt i32 %6, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %4
  %10 = extractvalue { ptr, i32 } %5, 0
  invoke void @__cxa_call_unexpected(ptr %10) #6
          to label %11 unwind label %13

11:                                               ; preds = %9
  unreachable

12:                                               ; preds = %0
  unreachable

13:                                               ; preds = %9
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %15 = extractvalue { ptr, i32 } %14, 1
  br label %16

16:                                               ; preds = %4, %13
  %17 = phi i32 [ %6, %4 ], [ %15, %13 ]
  %18 = phi { ptr, i32 } [ %5, %4 ], [ %14, %13 ]
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #5
  %20 = icmp eq i32 %17, %19
  br i1 %20, label %21, label %123

21:                                               ; preds = %16
  %22 = extractvalue { ptr, i32 } %18, 0
  %23 = tail call ptr @__cxa_begin_catch(ptr %22) #5
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %24)
  tail call void @__cxa_end_catch() #5
  %26 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store double 7.900000e+00, ptr %26, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %26, ptr nonnull @_ZTId, ptr null) #6
          to label %35 unwind label %27

27:                                               ; preds = %21
  %28 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIi]
          catch ptr @_ZTIi
  %29 = extractvalue { ptr, i32 } %28, 1
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.9)
  %31 = icmp slt i32 %29, 0
  br i1 %31, label %32, label %39

32:                                               ; preds = %27
  %33 = extractvalue { ptr, i32 } %28, 0
  invoke void @__cxa_call_unexpected(ptr %33) #6
          to label %34 unwind label %36

34:                                               ; preds = %32
  unreachable

35:                                               ; preds = %21
  unreachable

36:                                               ; preds = %32
  %37 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %38 = extractvalue { ptr, i32 } %37, 1
  br label %39

39:                                               ; preds = %27, %36
  %40 = phi i32 [ %29, %27 ], [ %38, %36 ]
  %41 = phi { ptr, i32 } [ %28, %27 ], [ %37, %36 ]
  %42 = icmp eq i32 %40, %17
  br i1 %42, label %43, label %123

43:                                               ; preds = %39
  %44 = extractvalue { ptr, i32 } %41, 0
  %45 = tail call ptr @__cxa_begin_catch(ptr %44) #5
  %46 = load i32, ptr %45, align 4, !tbaa !6
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %46)
  tail call void @__cxa_end_catch() #5
  %48 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @.str.2, ptr %48, align 16, !tbaa !12
  invoke void @__cxa_throw(ptr nonnull %48, ptr nonnull @_ZTIPKc, ptr null) #6
          to label %57 unwind label %49

49:                                               ; preds = %43
  %50 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTISt13bad_exception]
          catch ptr @_ZTISt13bad_exception
  %51 = extractvalue { ptr, i32 } %50, 1
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.10)
  %53 = icmp slt i32 %51, 0
  br i1 %53, label %54, label %61

54:                                               ; preds = %49
  %55 = extractvalue { ptr, i32 } %50, 0
  invoke void @__cxa_call_unexpected(ptr %55) #6
          to label %56 unwind label %58

56:                                               ; preds = %54
  unreachable

57:                                               ; preds = %43
  unreachable

58:                                               ; preds = %54
  %59 = landingpad { ptr, i32 }
          catch ptr @_ZTISt13bad_exception
  %60 = extractvalue { ptr, i32 } %59, 1
  br label %61

61:                                               ; preds = %49, %58
  %62 = phi i32 [ %51, %49 ], [ %60, %58 ]
  %63 = phi { ptr, i32 } [ %50, %49 ], [ %59, %58 ]
  %64 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTISt13bad_exception) #5
  %65 = icmp eq i32 %62, %64
  br i1 %65, label %66, label %123

66:                                               ; preds = %61
  %67 = extractvalue { ptr, i32 } %63, 0
  %68 = tail call ptr @__cxa_begin_catch(ptr %67) #5
  %69 = load ptr, ptr %68, align 8, !tbaa !14
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load ptr, ptr %70, align 8
  %72 = tail call noundef ptr %71(ptr noundef nonnull align 8 dereferenceable(8) %68) #5
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %72)
  tail call void @__cxa_end_catch()
  %74 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 21, ptr %74, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %74, ptr nonnull @_ZTIi, ptr null) #6
          to label %83 unwind label %75

75:                                               ; preds = %66
  %76 = landingpad { ptr, i32 }
          cleanup
          filter [2 x ptr] [ptr @_ZTIi, ptr @_ZTIl]
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %77 = extractvalue { ptr, i32 } %76, 1
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7)
  %79 = icmp slt i32 %77, 0
  br i1 %79, label %80, label %87

80:                                               ; preds = %75
  %81 = extractvalue { ptr, i32 } %76, 0
  invoke void @__cxa_call_unexpected(ptr %81) #6
          to label %82 unwind label %84

82:                                               ; preds = %80
  unreachable

83:                                               ; preds = %66
  unreachable

84:                                               ; preds = %80
  %85 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %86 = extractvalue { ptr, i32 } %85, 1
  br label %87

87:                                               ; preds = %84, %75
  %88 = phi i32 [ %77, %75 ], [ %86, %84 ]
  %89 = phi { ptr, i32 } [ %76, %75 ], [ %85, %84 ]
  %90 = extractvalue { ptr, i32 } %89, 0
  %91 = icmp eq i32 %88, %17
  br i1 %91, label %92, label %103

92:                                               ; preds = %87
  %93 = tail call ptr @__cxa_begin_catch(ptr %90) #5
  %94 = load i32, ptr %93, align 4, !tbaa !6
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %94)
  %96 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  %97 = sext i32 %94 to i64
  %98 = shl nsw i64 %97, 1
  store i64 %98, ptr %96, align 16, !tbaa !16
  invoke void @__cxa_throw(ptr nonnull %96, ptr nonnull @_ZTIl, ptr null) #6
          to label %110 unwind label %99

99:                                               ; preds = %92
  %100 = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTIl]
          catch ptr @_ZTIl
  %101 = extractvalue { ptr, i32 } %100, 0
  %102 = extractvalue { ptr, i32 } %100, 1
  tail call void @__cxa_end_catch() #5
  br label %103

103:                                              ; preds = %99, %87
  %104 = phi i32 [ %102, %99 ], [ %88, %87 ]
  %105 = phi ptr [ %101, %99 ], [ %90, %87 ]
  %106 = phi { ptr, i32 } [ %100, %99 ], [ %89, %87 ]
  %107 = icmp slt i32 %104, 0
  br i1 %107, label %108, label %113

108:                                              ; preds = %103
  invoke void @__cxa_call_unexpected(ptr %105) #6
          to label %109 unwind label %111

109:                                              ; preds = %108
  unreachable

110:                                              ; preds = %92
  unreachable

111:                                              ; preds = %108
  %112 = landingpad { ptr, i32 }
          catch ptr @_ZTIl
  br label %113

113:                                              ; preds = %103, %111
  %114 = phi { ptr, i32 } [ %112, %111 ], [ %106, %103 ]
  %115 = extractvalue { ptr, i32 } %114, 1
  %116 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIl) #5
  %117 = icmp eq i32 %115, %116
  br i1 %117, label %118, label %123

118:                                              ; preds = %113
  %119 = extractvalue { ptr, i32 } %114, 0
  %120 = tail call ptr @__cxa_begin_catch(ptr %119) #5
  %121 = load i64, ptr %120, align 8, !tbaa !16
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %121)
  tail call void @__cxa_end_catch() #5
  ret i32 0

123:                                              ; preds = %113, %61, %39, %16
  %124 = phi { ptr, i32 } [ %114, %113 ], [ %63, %61 ], [ %41, %39 ], [ %18, %16 ]
  resume { ptr, i32 } %124
}

; Function Attrs: nounwind
declare noundef ptr @_ZSt14set_unexpectedPFvvE(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress noreturn uwtable
define internal void @_ZL13on_unexpectedv() #2 personality ptr @__gxx_personality_v0 {
  invoke void @__cxa_rethrow() #6
          to label %27 unwind label %1

1:                                                ; preds = %0
  %2 = landingpad { ptr, i32 }
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
  %3 = extractvalue { ptr, i32 } %2, 0
  %4 = extractvalue { ptr, i32 } %2, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #5
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %13

7:                                                ; preds = %1
  %8 = tail call ptr @__cxa_begin_catch(ptr %3) #5
  %9 = load double, ptr %8, align 8, !tbaa !10
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %9)
  %11 = tail call ptr @__cxa_allocate_exception(i64 4) #5
  %12 = fptosi double %9 to i32
  store i32 %12, ptr %11, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %11, ptr nonnull @_ZTIi, ptr null) #6
          to label %27 unwind label %21

13:                                               ; preds = %1
  %14 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIPKc) #5
  %15 = icmp eq i32 %4, %14
  br i1 %15, label %16, label %25

16:                                               ; preds = %13
  %17 = tail call ptr @__cxa_begin_catch(ptr %3) #5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %17)
  invoke void @__cxa_rethrow() #6
          to label %27 unwind label %19

19:                                               ; preds = %16
  %20 = landingpad { ptr, i32 }
          cleanup
  br label %23

21:                                               ; preds = %7
  %22 = landingpad { ptr, i32 }
          cleanup
  br label %23

23:                                               ; preds = %19, %21
  %24 = phi { ptr, i32 } [ %20, %19 ], [ %22, %21 ]
  tail call void @__cxa_end_catch() #5
  br label %25

25:                                               ; preds = %23, %13
  %26 = phi { ptr, i32 } [ %2, %13 ], [ %24, %23 ]
  resume { ptr, i32 } %26

27:                                               ; preds = %7, %16, %0
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare void @__cxa_end_catch() local_unnamed_addr

declare void @__cxa_rethrow() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

declare void @__cxa_call_unexpected(ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"vtable pointer", !9, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !8, i64 0}
