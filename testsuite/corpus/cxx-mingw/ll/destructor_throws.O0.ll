; ModuleID = 'destructor_throws.cpp'
source_filename = "destructor_throws.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Quiet = type { i32 }
%struct.Thrower = type <{ i32, i8, [3 x i8] }>

$_Z6printfPKcz = comdat any

$_ZN5QuietD2Ev = comdat any

$_ZN7ThrowerD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [10 x i8] c"armed=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [12 x i8] c"  returned\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"  caught %d from a destructor\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"during unwinding:\0A\00", align 1
@_ZTId = external constant ptr
@.str.4 = private unnamed_addr constant [15 x i8] c"  caught %.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"  leaving scope\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"  ~Quiet %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"  ~Thrower %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %34, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %41

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %11)
  %13 = load i32, ptr %2, align 4
  %14 = icmp ne i32 %13, 0
  invoke void @_ZL5scopeb(i1 noundef zeroext %14)
          to label %15 unwind label %18

15:                                               ; preds = %10
  %16 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1)
          to label %17 unwind label %18

17:                                               ; preds = %15
  br label %33

18:                                               ; preds = %15, %10
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %3, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %4, align 4
  br label %22

22:                                               ; preds = %18
  %23 = load i32, ptr %4, align 4
  %24 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %64

26:                                               ; preds = %22
  %27 = load ptr, ptr %3, align 8
  %28 = call ptr @__cxa_begin_catch(ptr %27) #9
  %29 = load i32, ptr %28, align 4
  store i32 %29, ptr %5, align 4
  %30 = load i32, ptr %5, align 4
  %31 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2, i32 noundef %30)
          to label %32 unwind label %37

32:                                               ; preds = %26
  call void @__cxa_end_catch() #9
  br label %33

33:                                               ; preds = %32, %17
  br label %34

34:                                               ; preds = %33
  %35 = load i32, ptr %2, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %2, align 4
  br label %7, !llvm.loop !5

37:                                               ; preds = %26
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = extractvalue { ptr, i32 } %38, 0
  store ptr %39, ptr %3, align 8
  %40 = extractvalue { ptr, i32 } %38, 1
  store i32 %40, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %64

41:                                               ; preds = %7
  %42 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3)
  invoke void @_ZL9unwindingv()
          to label %43 unwind label %44

43:                                               ; preds = %41
  br label %59

44:                                               ; preds = %41
  %45 = landingpad { ptr, i32 }
          catch ptr @_ZTId
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %3, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %4, align 4
  br label %48

48:                                               ; preds = %44
  %49 = load i32, ptr %4, align 4
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #9
  %51 = icmp eq i32 %49, %50
  br i1 %51, label %52, label %64

52:                                               ; preds = %48
  %53 = load ptr, ptr %3, align 8
  %54 = call ptr @__cxa_begin_catch(ptr %53) #9
  %55 = load double, ptr %54, align 8
  store double %55, ptr %6, align 8
  %56 = load double, ptr %6, align 8
  %57 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, double noundef %56)
          to label %58 unwind label %60

58:                                               ; preds = %52
  call void @__cxa_end_catch() #9
  br label %59

59:                                               ; preds = %58, %43
  ret i32 0

60:                                               ; preds = %52
  %61 = landingpad { ptr, i32 }
          cleanup
  %62 = extractvalue { ptr, i32 } %61, 0
  store ptr %62, ptr %3, align 8
  %63 = extractvalue { ptr, i32 } %61, 1
  store i32 %63, ptr %4, align 4
  call void @__cxa_end_catch() #9
  br label %64

64:                                               ; preds = %60, %48, %37, %22
  %65 = load ptr, ptr %3, align 8
  %66 = load i32, ptr %4, align 4
  %67 = insertvalue { ptr, i32 } poison, ptr %65, 0
  %68 = insertvalue { ptr, i32 } %67, i32 %66, 1
  resume { ptr, i32 } %68
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #1 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5scopeb(i1 noundef zeroext %0) #1 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i8, align 1
  %3 = alloca %struct.Quiet, align 4
  %4 = alloca %struct.Thrower, align 4
  %5 = alloca %struct.Quiet, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = zext i1 %0 to i8
  store i8 %8, ptr %2, align 1
  %9 = getelementptr inbounds %struct.Quiet, ptr %3, i32 0, i32 0
  store i32 1, ptr %9, align 4
  %10 = getelementptr inbounds %struct.Thrower, ptr %4, i32 0, i32 0
  store i32 2, ptr %10, align 4
  %11 = getelementptr inbounds %struct.Thrower, ptr %4, i32 0, i32 1
  %12 = load i8, ptr %2, align 1
  %13 = trunc i8 %12 to i1
  %14 = zext i1 %13 to i8
  store i8 %14, ptr %11, align 4
  %15 = getelementptr inbounds %struct.Quiet, ptr %5, i32 0, i32 0
  store i32 3, ptr %15, align 4
  %16 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.5)
          to label %17 unwind label %19

17:                                               ; preds = %1
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %4)
          to label %18 unwind label %23

18:                                               ; preds = %17
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  ret void

19:                                               ; preds = %1
  %20 = landingpad { ptr, i32 }
          cleanup
  %21 = extractvalue { ptr, i32 } %20, 0
  store ptr %21, ptr %6, align 8
  %22 = extractvalue { ptr, i32 } %20, 1
  store i32 %22, ptr %7, align 4
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %5) #9
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %4)
          to label %27 unwind label %34

23:                                               ; preds = %17
  %24 = landingpad { ptr, i32 }
          cleanup
  %25 = extractvalue { ptr, i32 } %24, 0
  store ptr %25, ptr %6, align 8
  %26 = extractvalue { ptr, i32 } %24, 1
  store i32 %26, ptr %7, align 4
  br label %28

27:                                               ; preds = %19
  br label %28

28:                                               ; preds = %27, %23
  call void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #9
  br label %29

29:                                               ; preds = %28
  %30 = load ptr, ptr %6, align 8
  %31 = load i32, ptr %7, align 4
  %32 = insertvalue { ptr, i32 } poison, ptr %30, 0
  %33 = insertvalue { ptr, i32 } %32, i32 %31, 1
  resume { ptr, i32 } %33

34:                                               ; preds = %19
  %35 = landingpad { ptr, i32 }
          catch ptr null
  %36 = extractvalue { ptr, i32 } %35, 0
  call void @__clang_call_terminate(ptr %36) #10
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL9unwindingv() #1 personality ptr @__gxx_personality_seh0 {
  %1 = alloca %struct.Thrower, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = getelementptr inbounds %struct.Thrower, ptr %1, i32 0, i32 0
  store i32 4, ptr %4, align 4
  %5 = getelementptr inbounds %struct.Thrower, ptr %1, i32 0, i32 1
  store i8 1, ptr %5, align 4
  %6 = call ptr @__cxa_allocate_exception(i64 8) #9
  store double 5.500000e+00, ptr %6, align 16
  invoke void @__cxa_throw(ptr %6, ptr @_ZTId, ptr null) #11
          to label %20 unwind label %7

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
  %9 = extractvalue { ptr, i32 } %8, 0
  store ptr %9, ptr %2, align 8
  %10 = extractvalue { ptr, i32 } %8, 1
  store i32 %10, ptr %3, align 4
  invoke void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %1)
          to label %11 unwind label %17

11:                                               ; preds = %7
  br label %12

12:                                               ; preds = %11
  %13 = load ptr, ptr %2, align 8
  %14 = load i32, ptr %3, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16

17:                                               ; preds = %7
  %18 = landingpad { ptr, i32 }
          catch ptr null
  %19 = extractvalue { ptr, i32 } %18, 0
  call void @__clang_call_terminate(ptr %19) #10
  unreachable

20:                                               ; preds = %0
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5QuietD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Quiet, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.6, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #10
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN7ThrowerD2Ev(ptr noundef nonnull align 4 dereferenceable(5) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Thrower, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.7, i32 noundef %5)
  %7 = getelementptr inbounds %struct.Thrower, ptr %3, i32 0, i32 1
  %8 = load i8, ptr %7, align 4
  %9 = trunc i8 %8 to i1
  br i1 %9, label %10, label %17

10:                                               ; preds = %1
  %11 = call noundef i32 @_ZSt19uncaught_exceptionsv() #12
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %17

13:                                               ; preds = %10
  %14 = call ptr @__cxa_allocate_exception(i64 4) #9
  %15 = getelementptr inbounds %struct.Thrower, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  store i32 %16, ptr %14, align 16
  call void @__cxa_throw(ptr %14, ptr @_ZTIi, ptr null) #11
  unreachable

17:                                               ; preds = %10, %1
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #7 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #10
  unreachable
}

declare dso_local void @_ZSt9terminatev()

; Function Attrs: nounwind willreturn memory(read)
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() #8

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { noreturn }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
