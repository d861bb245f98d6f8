; ModuleID = 'destructor_throws.cpp'
source_filename = "destructor_throws.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [10 x i8] c"armed=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.2 = private unnamed_addr constant [31 x i8] c"  caught %d from a destructor\0A\00", align 1
@_ZTId = external constant ptr
@.str.4 = private unnamed_addr constant [15 x i8] c"  caught %.1f\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"  ~Quiet %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"  ~Thrower %d\0A\00", align 1
@str = private unnamed_addr constant [18 x i8] c"during unwinding:\00", align 1
@str.8 = private unnamed_addr constant [11 x i8] c"  returned\00", align 1
@str.9 = private unnamed_addr constant [16 x i8] c"  leaving scope\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0)
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.9)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 3)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %11 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #6
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %26, label %39

13:                                               ; preds = %42
  %14 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTId
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 4)
  %16 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #6
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %45

18:                                               ; preds = %13
  %19 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 4, ptr %19, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %19, ptr nonnull @_ZTIi, ptr null) #8
          to label %20 unwind label %21

20:                                               ; preds = %18
  unreachable

21:                                               ; preds = %18
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  tail call void @__clang_call_terminate(ptr %23) #9
  unreachable

24:                                               ; preds = %42
  unreachable

25:                                               ; preds = %26
  unreachable

26:                                               ; preds = %0
  %27 = tail call ptr @__cxa_allocate_exception(i64 4) #7
  store i32 2, ptr %27, align 16, !tbaa !6
  invoke void @__cxa_throw(ptr nonnull %27, ptr nonnull @_ZTIi, ptr null) #8
          to label %25 unwind label %28

28:                                               ; preds = %26
  %29 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %31 = extractvalue { ptr, i32 } %29, 1
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #7
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %54

34:                                               ; preds = %28
  %35 = extractvalue { ptr, i32 } %29, 0
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #7
  %37 = load i32, ptr %36, align 4, !tbaa !6
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37)
  tail call void @__cxa_end_catch() #7
  br label %42

39:                                               ; preds = %0
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1)
  %41 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.8)
  br label %42

42:                                               ; preds = %39, %34
  %43 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %44 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store double 5.500000e+00, ptr %44, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %44, ptr nonnull @_ZTId, ptr null) #8
          to label %24 unwind label %13

45:                                               ; preds = %13
  %46 = extractvalue { ptr, i32 } %14, 1
  %47 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTId) #7
  %48 = icmp eq i32 %46, %47
  br i1 %48, label %49, label %54

49:                                               ; preds = %45
  %50 = extractvalue { ptr, i32 } %14, 0
  %51 = tail call ptr @__cxa_begin_catch(ptr %50) #7
  %52 = load double, ptr %51, align 8, !tbaa !10
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %52)
  tail call void @__cxa_end_catch() #7
  ret i32 0

54:                                               ; preds = %28, %45
  %55 = phi { ptr, i32 } [ %14, %45 ], [ %29, %28 ]
  resume { ptr, i32 } %55
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
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #4

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }
attributes #9 = { noreturn nounwind }

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
