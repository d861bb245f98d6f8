; ModuleID = 'unwind_deep_frames.cpp'
source_filename = "unwind_deep_frames.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

$_Z6printfPKcz = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"total %lu destroyed %d checksum %lu\0A\00", align 1
@_ZL9destroyed = internal unnamed_addr global i32 0, align 4
@_ZL8checksum = internal unnamed_addr global i32 0, align 4
@_ZTIm = external constant ptr
@.str.2 = private unnamed_addr constant [36 x i8] c"depth %d: caught %lu, destroyed %d\0A\00", align 1

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__gxx_personality_seh0 {
  %1 = invoke fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef 1, i32 noundef 1, i32 noundef 2, i32 noundef 3)
          to label %32 unwind label %16

2:                                                ; preds = %77
  %3 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
          catch ptr null
  %4 = extractvalue { ptr, i32 } %3, 1
  %5 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #10
  %6 = icmp eq i32 %4, %5
  br i1 %6, label %7, label %80

7:                                                ; preds = %2
  %8 = extractvalue { ptr, i32 } %3, 0
  %9 = tail call ptr @__cxa_begin_catch(ptr %8) #10
  %10 = load i32, ptr %9, align 4, !tbaa !5
  %11 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %12 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 1000, i32 noundef %10, i32 noundef %11)
          to label %13 unwind label %14

13:                                               ; preds = %7
  tail call void @__cxa_end_catch() #10
  br label %86

14:                                               ; preds = %7
  %15 = landingpad { ptr, i32 }
          catch ptr null
  tail call void @__cxa_end_catch() #10
  br label %80

16:                                               ; preds = %0
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %18 = extractvalue { ptr, i32 } %17, 1
  %19 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #10
  %20 = icmp eq i32 %18, %19
  br i1 %20, label %21, label %30

21:                                               ; preds = %16
  %22 = extractvalue { ptr, i32 } %17, 0
  %23 = tail call ptr @__cxa_begin_catch(ptr %22) #10
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %26 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 1, i32 noundef %24, i32 noundef %25)
          to label %27 unwind label %28

27:                                               ; preds = %21
  tail call void @__cxa_end_catch() #10
  br label %32

28:                                               ; preds = %70, %55, %40, %21
  %29 = landingpad { ptr, i32 }
          cleanup
  tail call void @__cxa_end_catch() #10
  br label %30

30:                                               ; preds = %16, %35, %50, %65, %93, %28
  %31 = phi { ptr, i32 } [ %29, %28 ], [ %94, %93 ], [ %17, %16 ], [ %36, %35 ], [ %51, %50 ], [ %66, %65 ]
  resume { ptr, i32 } %31

32:                                               ; preds = %0, %27
  %33 = phi i32 [ %24, %27 ], [ %1, %0 ]
  %34 = invoke fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef 14, i32 noundef 1, i32 noundef 2, i32 noundef 3)
          to label %47 unwind label %35

35:                                               ; preds = %32
  %36 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %37 = extractvalue { ptr, i32 } %36, 1
  %38 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #10
  %39 = icmp eq i32 %37, %38
  br i1 %39, label %40, label %30

40:                                               ; preds = %35
  %41 = extractvalue { ptr, i32 } %36, 0
  %42 = tail call ptr @__cxa_begin_catch(ptr %41) #10
  %43 = load i32, ptr %42, align 4, !tbaa !5
  %44 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %45 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 14, i32 noundef %43, i32 noundef %44)
          to label %46 unwind label %28

46:                                               ; preds = %40
  tail call void @__cxa_end_catch() #10
  br label %47

47:                                               ; preds = %46, %32
  %48 = phi i32 [ %43, %46 ], [ %34, %32 ]
  %49 = invoke fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef 27, i32 noundef 1, i32 noundef 2, i32 noundef 3)
          to label %62 unwind label %50

50:                                               ; preds = %47
  %51 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %52 = extractvalue { ptr, i32 } %51, 1
  %53 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #10
  %54 = icmp eq i32 %52, %53
  br i1 %54, label %55, label %30

55:                                               ; preds = %50
  %56 = extractvalue { ptr, i32 } %51, 0
  %57 = tail call ptr @__cxa_begin_catch(ptr %56) #10
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %60 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 27, i32 noundef %58, i32 noundef %59)
          to label %61 unwind label %28

61:                                               ; preds = %55
  tail call void @__cxa_end_catch() #10
  br label %62

62:                                               ; preds = %61, %47
  %63 = phi i32 [ %58, %61 ], [ %49, %47 ]
  %64 = invoke fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef 40, i32 noundef 1, i32 noundef 2, i32 noundef 3)
          to label %77 unwind label %65

65:                                               ; preds = %62
  %66 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %67 = extractvalue { ptr, i32 } %66, 1
  %68 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTIm) #10
  %69 = icmp eq i32 %67, %68
  br i1 %69, label %70, label %30

70:                                               ; preds = %65
  %71 = extractvalue { ptr, i32 } %66, 0
  %72 = tail call ptr @__cxa_begin_catch(ptr %71) #10
  %73 = load i32, ptr %72, align 4, !tbaa !5
  %74 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %75 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef 40, i32 noundef %73, i32 noundef %74)
          to label %76 unwind label %28

76:                                               ; preds = %70
  tail call void @__cxa_end_catch() #10
  br label %77

77:                                               ; preds = %76, %62
  %78 = phi i32 [ %73, %76 ], [ %64, %62 ]
  %79 = invoke fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef 1000, i32 noundef 1, i32 noundef 2, i32 noundef 3)
          to label %86 unwind label %2

80:                                               ; preds = %2, %14
  %81 = phi { ptr, i32 } [ %15, %14 ], [ %3, %2 ]
  %82 = extractvalue { ptr, i32 } %81, 0
  %83 = tail call ptr @__cxa_begin_catch(ptr %82) #10
  %84 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str)
          to label %85 unwind label %93

85:                                               ; preds = %80
  tail call void @__cxa_end_catch()
  br label %86

86:                                               ; preds = %13, %77, %85
  %87 = add i32 %48, %33
  %88 = add i32 %63, %87
  %89 = add i32 %78, %88
  %90 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %91 = load i32, ptr @_ZL8checksum, align 4, !tbaa !5
  %92 = tail call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %89, i32 noundef %90, i32 noundef %91)
  ret i32 0

93:                                               ; preds = %80
  %94 = landingpad { ptr, i32 }
          cleanup
  invoke void @__cxa_end_catch()
          to label %30 unwind label %95

95:                                               ; preds = %93
  %96 = landingpad { ptr, i32 }
          catch ptr null
  %97 = extractvalue { ptr, i32 } %96, 0
  tail call void @__clang_call_terminate(ptr %97) #11
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__gxx_personality_seh0(...)

declare dso_local ptr @__cxa_begin_catch(ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) local_unnamed_addr #2 comdat {
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

declare dso_local void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #10
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 personality ptr @__gxx_personality_seh0 {
  %5 = alloca [256 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %5) #10
  %6 = trunc i32 %0 to i8
  %7 = srem i32 %0, 256
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 %8
  store volatile i8 %6, ptr %9, align 1, !tbaa !13
  %10 = add nsw i32 %0, -1
  %11 = add i32 %2, %1
  %12 = xor i32 %3, %2
  %13 = add i32 %3, %0
  %14 = invoke fastcc noundef i32 @_ZL5plainimmm(i32 noundef %10, i32 noundef %11, i32 noundef %12, i32 noundef %13)
          to label %15 unwind label %25

15:                                               ; preds = %4
  %16 = load volatile i8, ptr %9, align 1, !tbaa !13
  %17 = zext i8 %16 to i32
  %18 = add i32 %14, %17
  %19 = mul i32 %18, 3
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #10
  %20 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @_ZL9destroyed, align 4, !tbaa !9
  %22 = load i32, ptr @_ZL8checksum, align 4, !tbaa !5
  %23 = mul i32 %22, 31
  %24 = add i32 %23, %0
  store i32 %24, ptr @_ZL8checksum, align 4, !tbaa !5
  ret i32 %19

25:                                               ; preds = %4
  %26 = landingpad { ptr, i32 }
          cleanup
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %5) #10
  %27 = load i32, ptr @_ZL9destroyed, align 4, !tbaa !9
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @_ZL9destroyed, align 4, !tbaa !9
  %29 = load i32, ptr @_ZL8checksum, align 4, !tbaa !5
  %30 = mul i32 %29, 31
  %31 = add i32 %30, %0
  store i32 %31, ptr @_ZL8checksum, align 4, !tbaa !5
  resume { ptr, i32 } %26
}

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

; Function Attrs: mustprogress noinline uwtable
define internal fastcc noundef i32 @_ZL5plainimmm(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 {
  %5 = icmp slt i32 %0, 1
  br i1 %5, label %6, label %11

6:                                                ; preds = %4
  %7 = mul i32 %1, 7
  %8 = mul i32 %2, 3
  %9 = add i32 %8, %7
  %10 = add i32 %9, %3
  tail call fastcc void @_ZL4leafim(i32 noundef %10)
  unreachable

11:                                               ; preds = %4
  %12 = shl i32 %1, 1
  %13 = add i32 %2, 1
  %14 = add i32 %3, -1
  %15 = add nsw i32 %0, -1
  %16 = tail call fastcc noundef i32 @_ZL10with_guardimmm(i32 noundef %15, i32 noundef %12, i32 noundef %13, i32 noundef %14)
  %17 = add i32 %13, %12
  %18 = add i32 %17, %14
  %19 = add i32 %18, %16
  ret i32 %19
}

; Function Attrs: mustprogress noinline noreturn uwtable
define internal fastcc void @_ZL4leafim(i32 noundef %0) unnamed_addr #6 {
  %2 = tail call ptr @__cxa_allocate_exception(i64 4) #10
  store i32 %0, ptr %2, align 16, !tbaa !5
  tail call void @__cxa_throw(ptr nonnull %2, ptr nonnull @_ZTIm, ptr null) #12
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare dso_local void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #7

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #7

attributes #0 = { mustprogress norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { inlinehint mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress noinline noreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!7, !7, i64 0}
