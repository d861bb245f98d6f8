; ModuleID = 'raii_unwind_order.cpp'
source_filename = "raii_unwind_order.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7), !noalias !5
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
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7), !noalias !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.9)
  %30 = tail call ptr @__cxa_allocate_exception(i64 4) #6
  store i32 1, ptr %30, align 16, !tbaa !8
  invoke void @__cxa_throw(ptr nonnull %30, ptr nonnull @_ZTIi, ptr null) #7
          to label %52 unwind label %37

31:                                               ; preds = %37
  %32 = extractvalue { ptr, i32 } %38, 0
  %33 = tail call ptr @__cxa_begin_catch(ptr %32) #6
  %34 = load i32, ptr %33, align 4, !tbaa !8
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

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind willreturn memory(read) }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"_ZL4makePKc: argument 0"}
!7 = distinct !{!7, !"_ZL4makePKc"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
