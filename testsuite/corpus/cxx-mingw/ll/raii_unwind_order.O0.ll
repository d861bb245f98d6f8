; ModuleID = 'raii_unwind_order.cpp'
source_filename = "raii_unwind_order.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Noisy = type { ptr }

$_Z6printfPKcz = comdat any

$_ZN5NoisyC2EPKc = comdat any

$_ZN5NoisyD2Ev = comdat any

$__clang_call_terminate = comdat any

@.str = private unnamed_addr constant [6 x i8] c"v=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [10 x i8] c"try block\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"  middle returned\0A\00", align 1
@.str.3 = private unnamed_addr constant [39 x i8] c"  caught %d (uncaught exceptions: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"  + %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"middle a\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"middle scoped b\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"middle temporary\00", align 1
@.str.8 = private unnamed_addr constant [41 x i8] c"middle c (not constructed when throwing)\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"thrower local\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"after throw\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"  - %s (uncaught exceptions: %d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Noisy, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %39, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %46

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %11)
  invoke void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.1)
          to label %13 unwind label %18

13:                                               ; preds = %10
  %14 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %14)
          to label %15 unwind label %22

15:                                               ; preds = %13
  %16 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.2)
          to label %17 unwind label %22

17:                                               ; preds = %15
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %38

18:                                               ; preds = %10
  %19 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %20 = extractvalue { ptr, i32 } %19, 0
  store ptr %20, ptr %4, align 8
  %21 = extractvalue { ptr, i32 } %19, 1
  store i32 %21, ptr %5, align 4
  br label %26

22:                                               ; preds = %15, %13
  %23 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %4, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %5, align 4
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %26

26:                                               ; preds = %22, %18
  %27 = load i32, ptr %5, align 4
  %28 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #9
  %29 = icmp eq i32 %27, %28
  br i1 %29, label %30, label %47

30:                                               ; preds = %26
  %31 = load ptr, ptr %4, align 8
  %32 = call ptr @__cxa_begin_catch(ptr %31) #9
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %6, align 4
  %34 = load i32, ptr %6, align 4
  %35 = call noundef i32 @_ZSt19uncaught_exceptionsv() #10
  %36 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.3, i32 noundef %34, i32 noundef %35)
          to label %37 unwind label %42

37:                                               ; preds = %30
  call void @__cxa_end_catch() #9
  br label %38

38:                                               ; preds = %37, %17
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %2, align 4
  br label %7, !llvm.loop !5

42:                                               ; preds = %30
  %43 = landingpad { ptr, i32 }
          cleanup
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %4, align 8
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %5, align 4
  call void @__cxa_end_catch() #9
  br label %47

46:                                               ; preds = %7
  ret i32 0

47:                                               ; preds = %42, %26
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %5, align 4
  %50 = insertvalue { ptr, i32 } poison, ptr %48, 0
  %51 = insertvalue { ptr, i32 } %50, i32 %49, 1
  resume { ptr, i32 } %51
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
define linkonce_odr dso_local void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr %6, align 8
  %8 = getelementptr inbounds %struct.Noisy, ptr %5, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  %10 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.4, ptr noundef %9)
  ret void
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Noisy, align 8
  %4 = alloca %struct.Noisy, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca %struct.Noisy, align 8
  %9 = alloca %struct.Noisy, align 8
  store i32 %0, ptr %2, align 4
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.5)
  invoke void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %4, ptr noundef @.str.6)
          to label %10 unwind label %16

10:                                               ; preds = %1
  invoke void @_ZL4makePKc(ptr dead_on_unwind writable sret(%struct.Noisy) align 8 %8, ptr noundef @.str.7)
          to label %11 unwind label %20

11:                                               ; preds = %10
  store ptr %8, ptr %7, align 8
  %12 = load ptr, ptr %7, align 8
  %13 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %13)
          to label %14 unwind label %24

14:                                               ; preds = %11
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #9
  invoke void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %9, ptr noundef @.str.8)
          to label %15 unwind label %16

15:                                               ; preds = %14
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %9) #9
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

16:                                               ; preds = %14, %1
  %17 = landingpad { ptr, i32 }
          cleanup
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %5, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %6, align 4
  br label %29

20:                                               ; preds = %10
  %21 = landingpad { ptr, i32 }
          cleanup
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %5, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %6, align 4
  br label %28

24:                                               ; preds = %11
  %25 = landingpad { ptr, i32 }
          cleanup
  %26 = extractvalue { ptr, i32 } %25, 0
  store ptr %26, ptr %5, align 8
  %27 = extractvalue { ptr, i32 } %25, 1
  store i32 %27, ptr %6, align 4
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %8) #9
  br label %28

28:                                               ; preds = %24, %20
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %4) #9
  br label %29

29:                                               ; preds = %28, %16
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %30

30:                                               ; preds = %29
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %6, align 4
  %33 = insertvalue { ptr, i32 } poison, ptr %31, 0
  %34 = insertvalue { ptr, i32 } %33, i32 %32, 1
  resume { ptr, i32 } %34
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_seh0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.Noisy, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = call noundef i32 @_ZSt19uncaught_exceptionsv() #10
  %7 = invoke noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.11, ptr noundef %5, i32 noundef %6)
          to label %8 unwind label %9

8:                                                ; preds = %1
  ret void

9:                                                ; preds = %1
  %10 = landingpad { ptr, i32 }
          catch ptr null
  %11 = extractvalue { ptr, i32 } %10, 0
  call void @__clang_call_terminate(ptr %11) #11
  unreachable
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare dso_local ptr @__cxa_begin_catch(ptr)

; Function Attrs: nounwind willreturn memory(read)
declare dso_local noundef i32 @_ZSt19uncaught_exceptionsv() #4

declare dso_local void @__cxa_end_catch()

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4makePKc(ptr dead_on_unwind noalias writable sret(%struct.Noisy) align 8 %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %0, ptr noundef %5)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #1 personality ptr @__gxx_personality_seh0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.Noisy, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.Noisy, align 8
  store i32 %0, ptr %2, align 4
  call void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %3, ptr noundef @.str.9)
  %7 = load i32, ptr %2, align 4
  %8 = icmp sgt i32 %7, 0
  br i1 %8, label %9, label %16

9:                                                ; preds = %1
  %10 = call ptr @__cxa_allocate_exception(i64 4) #9
  %11 = load i32, ptr %2, align 4
  store i32 %11, ptr %10, align 16
  invoke void @__cxa_throw(ptr %10, ptr @_ZTIi, ptr null) #12
          to label %23 unwind label %12

12:                                               ; preds = %16, %9
  %13 = landingpad { ptr, i32 }
          cleanup
  %14 = extractvalue { ptr, i32 } %13, 0
  store ptr %14, ptr %4, align 8
  %15 = extractvalue { ptr, i32 } %13, 1
  store i32 %15, ptr %5, align 4
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  br label %18

16:                                               ; preds = %1
  invoke void @_ZN5NoisyC2EPKc(ptr noundef nonnull align 8 dereferenceable(8) %6, ptr noundef @.str.10)
          to label %17 unwind label %12

17:                                               ; preds = %16
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %6) #9
  call void @_ZN5NoisyD2Ev(ptr noundef nonnull align 8 dereferenceable(8) %3) #9
  ret void

18:                                               ; preds = %12
  %19 = load ptr, ptr %4, align 8
  %20 = load i32, ptr %5, align 4
  %21 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

23:                                               ; preds = %9
  unreachable
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #8 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #9
  call void @_ZSt9terminatev() #11
  unreachable
}

declare dso_local void @_ZSt9terminatev()

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { noreturn nounwind }
attributes #12 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
