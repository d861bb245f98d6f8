; ModuleID = 'uncaught_terminate.cpp'
source_filename = "uncaught_terminate.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"not reached %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"throwing %ld\0A\00", align 1
@stdout = external local_unnamed_addr global ptr, align 8
@_ZTIl = external constant ptr

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc noundef i64 @_ZL4walkil(i32 noundef 3, i64 noundef 1)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i64 @_ZL4walkil(i32 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = alloca [16 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #5
  %4 = and i32 %0, 15
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds [16 x i64], ptr %3, i64 0, i64 %5
  store volatile i64 %1, ptr %6, align 8, !tbaa !6
  %7 = icmp eq i32 %0, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  tail call fastcc void @_ZL7throwerl(i64 noundef %1)
  unreachable

9:                                                ; preds = %2
  %10 = add nsw i32 %0, -1
  %11 = sext i32 %0 to i64
  %12 = mul nsw i64 %1, 31
  %13 = add nsw i64 %12, %11
  %14 = tail call fastcc noundef i64 @_ZL4walkil(i32 noundef %10, i64 noundef %13)
  %15 = load volatile i64, ptr %6, align 8, !tbaa !6
  %16 = add nsw i64 %15, %14
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #5
  ret i64 %16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL7throwerl(i64 noundef %0) unnamed_addr #4 {
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %0)
  %3 = load ptr, ptr @stdout, align 8, !tbaa !10
  %4 = tail call i32 @fflush(ptr noundef %3)
  %5 = tail call ptr @__cxa_allocate_exception(i64 8) #5
  store i64 %0, ptr %5, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %5, ptr nonnull @_ZTIl, ptr null) #6
  unreachable
}

; Function Attrs: nofree nounwind
declare noundef i32 @fflush(ptr nocapture noundef) local_unnamed_addr #3

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress noinline noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
