; ModuleID = 'unwind_deep_frames.cpp'
source_filename = "unwind_deep_frames.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str.1 = private unnamed_addr constant [37 x i8] c"total %lu destroyed %d checksum %lu\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@_ZL8checksum = internal unnamed_addr global i64 0, align 8
@_ZTIm = external constant ptr
@.str.2 = private unnamed_addr constant [36 x i8] c"depth %d: caught %lu, destroyed %d\0A\00", align 1
@str = private unnamed_addr constant [12 x i8] c"not reached\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
  %1 = invoke fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef 1, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %26 unwind label %13

2:                                                ; preds = %68
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #7
  %6 = icmp eq i32 %4, %5
  %7 = extractvalue { ptr, i32 } %3, 0
  %8 = tail call ptr @__cxa_begin_catch(ptr %7) #7
  br i1 %6, label %9, label %71

9:                                                ; preds = %2
  %10 = load i64, ptr %8, align 8, !tbaa !6
  %11 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1000, i64 noundef %10, i32 noundef %11)
  tail call void @__cxa_end_catch() #7
  br label %73

13:                                               ; preds = %0
  %14 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %15 = extractvalue { ptr, i32 } %14, 1
  %16 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %24

18:                                               ; preds = %13
  %19 = extractvalue { ptr, i32 } %14, 0
  %20 = tail call ptr @__cxa_begin_catch(ptr %19) #7
  %21 = load i64, ptr %20, align 8, !tbaa !6
  %22 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef %21, i32 noundef %22)
  tail call void @__cxa_end_catch() #7
  br label %26

24:                                               ; preds = %57, %43, %29, %13
  %25 = phi { ptr, i32 } [ %14, %13 ], [ %30, %29 ], [ %44, %43 ], [ %58, %57 ]
  resume { ptr, i32 } %25

26:                                               ; preds = %0, %18
  %27 = phi i64 [ %21, %18 ], [ %1, %0 ]
  %28 = invoke fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef 14, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %40 unwind label %29

29:                                               ; preds = %26
  %30 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %31 = extractvalue { ptr, i32 } %30, 1
  %32 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #7
  %33 = icmp eq i32 %31, %32
  br i1 %33, label %34, label %24

34:                                               ; preds = %29
  %35 = extractvalue { ptr, i32 } %30, 0
  %36 = tail call ptr @__cxa_begin_catch(ptr %35) #7
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 14, i64 noundef %37, i32 noundef %38)
  tail call void @__cxa_end_catch() #7
  br label %40

40:                                               ; preds = %34, %26
  %41 = phi i64 [ %37, %34 ], [ %28, %26 ]
  %42 = invoke fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef 27, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %54 unwind label %43

43:                                               ; preds = %40
  %44 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %45 = extractvalue { ptr, i32 } %44, 1
  %46 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #7
  %47 = icmp eq i32 %45, %46
  br i1 %47, label %48, label %24

48:                                               ; preds = %43
  %49 = extractvalue { ptr, i32 } %44, 0
  %50 = tail call ptr @__cxa_begin_catch(ptr %49) #7
  %51 = load i64, ptr %50, align 8, !tbaa !6
  %52 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 27, i64 noundef %51, i32 noundef %52)
  tail call void @__cxa_end_catch() #7
  br label %54

54:                                               ; preds = %48, %40
  %55 = phi i64 [ %51, %48 ], [ %42, %40 ]
  %56 = invoke fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef 40, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %68 unwind label %57

57:                                               ; preds = %54
  %58 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %59 = extractvalue { ptr, i32 } %58, 1
  %60 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #7
  %61 = icmp eq i32 %59, %60
  br i1 %61, label %62, label %24

62:                                               ; preds = %57
  %63 = extractvalue { ptr, i32 } %58, 0
  %64 = tail call ptr @__cxa_begin_catch(ptr %63) #7
  %65 = load i64, ptr %64, align 8, !tbaa !6
  %66 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 40, i64 noundef %65, i32 noundef %66)
  tail call void @__cxa_end_catch() #7
  br label %68

68:                                               ; preds = %62, %54
  %69 = phi i64 [ %65, %62 ], [ %56, %54 ]
  %70 = invoke fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef 1000, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %73 unwind label %2

71:                                               ; preds = %2
  %72 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  tail call void @__cxa_end_catch()
  br label %73

73:                                               ; preds = %9, %68, %71
  %74 = add i64 %41, %27
  %75 = add i64 %55, %74
  %76 = add i64 %69, %75
  %77 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %78 = load i64, ptr @_ZL8checksum, align 8, !tbaa !6
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %76, i32 noundef %77, i64 noundef %78)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 personality ptr @__gxx_personality_v0 {
  %5 = alloca [256 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #7
  %6 = trunc i32 %0 to i8
  %7 = srem i32 %0, 256
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %8
  store volatile i8 %6, ptr %9, align 1, !tbaa !12
  %10 = add nsw i32 %0, -1
  %11 = add i64 %2, %1
  %12 = xor i64 %3, %2
  %13 = sext i32 %0 to i64
  %14 = add i64 %13, %3
  %15 = invoke fastcc noundef i64 @_ZL5plainimmm(i32 noundef %10, i64 noundef %11, i64 noundef %12, i64 noundef %14)
          to label %16 unwind label %26

16:                                               ; preds = %4
  %17 = load volatile i8, ptr %9, align 1, !tbaa !12
  %18 = zext i8 %17 to i64
  %19 = add i64 %15, %18
  %20 = mul i64 %19, 3
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #7
  %21 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @_ZL9destroyed, align 4, !tbaa !10
  %23 = load i64, ptr @_ZL8checksum, align 8, !tbaa !6
  %24 = mul i64 %23, 31
  %25 = add i64 %24, %13
  store i64 %25, ptr @_ZL8checksum, align 8, !tbaa !6
  ret i64 %20

26:                                               ; preds = %4
  %27 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #7
  %28 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !10
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr @_ZL9destroyed, align 4, !tbaa !10
  %30 = load i64, ptr @_ZL8checksum, align 8, !tbaa !6
  %31 = mul i64 %30, 31
  %32 = add i64 %31, %13
  store i64 %32, ptr @_ZL8checksum, align 8, !tbaa !6
  resume { ptr, i32 } %27
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i64 @_ZL5plainimmm(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #3 {
  %5 = icmp slt i32 %0, 1
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = mul i64 %1, 7
  %8 = mul i64 %2, 3
  %9 = add i64 %8, %7
  %10 = add i64 %9, %3
  tail call fastcc void @_ZL4leafim(i64 noundef %10)
  unreachable

11:                                               ; preds = %4
  %12 = shl i64 %1, 1
  %13 = add i64 %2, 1
  %14 = add i64 %3, -1
  %15 = add nsw i32 %0, -1
  %16 = tail call fastcc noundef i64 @_ZL10with_guardimmm(i32 noundef %15, i64 noundef %12, i64 noundef %13, i64 noundef %14)
  %17 = add i64 %13, %12
  %18 = add i64 %17, %14
  %19 = add i64 %18, %16
  ret i64 %19
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL4leafim(i64 noundef %0) unnamed_addr #5 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 8) #7
  store i64 %0, ptr %2, align 16, !tbaa !6
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIm, ptr null) #8
  unreachable
}

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { mustprogress noinline noreturn uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

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
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
