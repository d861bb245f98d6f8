; ModuleID = 'raii_unwind_order.cpp'
source_filename = "raii_unwind_order.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"v=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"try block\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"  caught %d (uncaught exceptions: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  + %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"middle a\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"middle scoped b\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"middle temporary\00", align 1
@.str.8 = private unnamed_addr constant [41 x i8] c"middle c (not constructed when throwing)\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"thrower local\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"after throw\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"  - %s (uncaught exceptions: %d)\0A\00", align 1
@str = private unnamed_addr constant [18 x i8] c"  middle returned\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.6)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7), !noalias !6
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.10)
  %8 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.10, i32 noundef %8)
  %10 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %10)
  %12 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %12)
  %14 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.8)
  %17 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.8, i32 noundef %17)
  %19 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %19)
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %22 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.1)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.5)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.6)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7), !noalias !6
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9)
  %30 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %30, align 16, !tbaa !9
  invoke void @__cxa_throw(ptr nonnull %30, ptr nonnull @_ZTIi, ptr null) #7
          to label %52 unwind label %37

31:                                               ; preds = %37
  %32 = extractvalue { ptr, i32 } %38, 0
  %33 = tail call ptr @__cxa_begin_catch(ptr %32) #6
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %34, i32 noundef %35)
  tail call void @__cxa_end_catch() #6
  ret i32 0

37:                                               ; preds = %0
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %39 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.9, i32 noundef %39)
  %41 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.7, i32 noundef %41)
  %43 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.6, i32 noundef %43)
  %45 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.5, i32 noundef %45)
  %47 = tail call noundef i32 @_ZSt19uncaught_exceptionsv() #5
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull @.str.1, i32 noundef %47)
  %49 = extractvalue { ptr, i32 } %38, 1
  %50 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #6
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %31, label %53

52:                                               ; preds = %0
  unreachable

53:                                               ; preds = %37
  resume { ptr, i32 } %38
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn memory(read)
declare noundef i32 @_ZSt19uncaught_exceptionsv() local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7}
!7 = distinct !{!7, !8, !"_ZL4makePKc: argument 0"}
!8 = distinct !{!8, !"_ZL4makePKc"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
