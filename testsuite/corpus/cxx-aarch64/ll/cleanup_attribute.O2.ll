; ModuleID = 'cleanup_attribute.cpp'
source_filename = "cleanup_attribute.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"fail=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [13 x i8] c"  caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"cleanups %d\0A\00", align 1
@_ZL8cleanups = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [7 x i8] c"work%d\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"  cleanup int %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"  cleanup buffer \22%s\22\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"  ~Dtor %d\0A\00", align 1
@str = private unnamed_addr constant [17 x i8] c"  work body done\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca ptr, align 8
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  %3 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store ptr %3, ptr %1, align 8, !tbaa !6
  %4 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 0) #8
  %5 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL8cleanups, align 4, !tbaa !10
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %9 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @_ZL8cleanups, align 4, !tbaa !10
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 4)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  %13 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @_ZL8cleanups, align 4, !tbaa !10
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %3)
  tail call void @free(ptr noundef %3) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  %16 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZL8cleanups, align 4, !tbaa !10
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8
  %20 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #9
  store ptr %20, ptr %1, align 8, !tbaa !6
  %21 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 16, ptr noundef nonnull @.str.3, i32 noundef 1) #8
  %22 = tail call ptr @__cxa_allocate_exception(i64 4) #8
  store i32 1, ptr %22, align 16, !tbaa !10
  invoke void @__cxa_throw(ptr nonnull %22, ptr nonnull @_ZTIi, ptr null) #10
          to label %42 unwind label %30

23:                                               ; preds = %30
  %24 = extractvalue { ptr, i32 } %31, 0
  %25 = tail call ptr @__cxa_begin_catch(ptr %24) #8
  %26 = load i32, ptr %25, align 4, !tbaa !10
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %26)
  tail call void @__cxa_end_catch() #8
  %28 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %28)
  ret i32 0

30:                                               ; preds = %0
  %31 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %32 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr @_ZL8cleanups, align 4, !tbaa !10
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 2)
  call fastcc void @_ZL8free_bufPPc(ptr noundef nonnull %1)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8
  %36 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr @_ZL8cleanups, align 4, !tbaa !10
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1)
  %39 = extractvalue { ptr, i32 } %31, 1
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIi) #8
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %23, label %43

42:                                               ; preds = %0
  unreachable

43:                                               ; preds = %30
  resume { ptr, i32 } %31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress norecurse nounwind uwtable
define internal fastcc void @_ZL8free_bufPPc(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i32, ptr @_ZL8cleanups, align 4, !tbaa !10
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @_ZL8cleanups, align 4, !tbaa !10
  %4 = load ptr, ptr %0, align 8, !tbaa !6
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %4)
  %6 = load ptr, ptr %0, align 8, !tbaa !6
  tail call void @free(ptr noundef %6) #8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress norecurse nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
