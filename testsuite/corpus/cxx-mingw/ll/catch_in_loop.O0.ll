; ModuleID = 'catch_in_loop.cpp'
source_filename = "catch_in_loop.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Counted = type { i32 }

$_Z6printfPKcz = comdat any

$_ZN7CountedC2Ei = comdat any

$_ZN7CountedD2Ev = comdat any

$_ZTSSt9exception = comdat any

$_ZTISt9exception = comdat any

$_ZTS7Counted = comdat any

$_ZTI7Counted = comdat any

$_ZTSSt13runtime_error = comdat any

$_ZTISt13runtime_error = comdat any

@_ZN7Counted4liveE = dso_local global i32 0, align 4
@_ZTIi = external constant ptr
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTSSt9exception = linkonce_odr dso_local constant [13 x i8] c"St9exception\00", comdat, align 1
@_ZTISt9exception = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTSSt9exception }, comdat, align 8
@_ZTS7Counted = linkonce_odr dso_local constant [9 x i8] c"7Counted\00", comdat, align 1
@_ZTI7Counted = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Counted }, comdat, align 8
@.str = private unnamed_addr constant [56 x i8] c"ints %d errors %d objects %d returns %d acc %u live %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"odd\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTSSt13runtime_error = linkonce_odr dso_local constant [18 x i8] c"St13runtime_error\00", comdat, align 1
@_ZTISt13runtime_error = linkonce_odr dso_local constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTSSt13runtime_error, ptr @_ZTISt9exception }, comdat, align 8

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_seh0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %14

14:                                               ; preds = %49, %0
  %15 = load i32, ptr %8, align 4
  %16 = icmp slt i32 %15, 20000
  br i1 %16, label %17, label %85

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %8, align 4
  %20 = srem i32 %19, 5
  %21 = invoke noundef i32 @_ZL4stepji(i32 noundef %18, i32 noundef %20)
          to label %22 unwind label %27

22:                                               ; preds = %17
  %23 = load i32, ptr %3, align 4
  %24 = add i32 %23, %21
  store i32 %24, ptr %3, align 4
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %45

27:                                               ; preds = %17
  %28 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTISt9exception
          catch ptr @_ZTI7Counted
  %29 = extractvalue { ptr, i32 } %28, 0
  store ptr %29, ptr %9, align 8
  %30 = extractvalue { ptr, i32 } %28, 1
  store i32 %30, ptr %10, align 4
  br label %31

31:                                               ; preds = %27
  %32 = load i32, ptr %10, align 4
  %33 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %52

35:                                               ; preds = %31
  %36 = load ptr, ptr %9, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #7
  %38 = load i32, ptr %37, align 4
  store i32 %38, ptr %13, align 4
  %39 = load i32, ptr %3, align 4
  %40 = mul i32 %39, 3
  %41 = load i32, ptr %13, align 4
  %42 = add i32 %40, %41
  store i32 %42, ptr %3, align 4
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %45

45:                                               ; preds = %35, %55, %74, %22
  %46 = load i32, ptr %2, align 4
  %47 = mul i32 %46, 69069
  %48 = add i32 %47, 1
  store i32 %48, ptr %2, align 4
  br label %49

49:                                               ; preds = %45
  %50 = load i32, ptr %8, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %8, align 4
  br label %14, !llvm.loop !5

52:                                               ; preds = %31
  %53 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTISt9exception) #7
  %54 = icmp eq i32 %32, %53
  br i1 %54, label %55, label %71

55:                                               ; preds = %52
  %56 = load ptr, ptr %9, align 8
  %57 = call ptr @__cxa_begin_catch(ptr %56) #7
  store ptr %57, ptr %12, align 8
  %58 = load i32, ptr %3, align 4
  %59 = mul i32 %58, 5
  %60 = load ptr, ptr %12, align 8
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds ptr, ptr %61, i64 2
  %63 = load ptr, ptr %62, align 8
  %64 = call noundef ptr %63(ptr noundef nonnull align 8 dereferenceable(8) %60) #7
  %65 = getelementptr inbounds i8, ptr %64, i64 0
  %66 = load i8, ptr %65, align 1
  %67 = sext i8 %66 to i32
  %68 = add i32 %59, %67
  store i32 %68, ptr %3, align 4
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  call void @__cxa_end_catch()
  br label %45

71:                                               ; preds = %52
  %72 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI7Counted) #7
  %73 = icmp eq i32 %32, %72
  br i1 %73, label %74, label %93

74:                                               ; preds = %71
  %75 = load ptr, ptr %9, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #7
  store ptr %76, ptr %11, align 8
  %77 = load i32, ptr %3, align 4
  %78 = mul i32 %77, 7
  %79 = load ptr, ptr %11, align 8
  %80 = getelementptr inbounds %struct.Counted, ptr %79, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = add i32 %78, %81
  store i32 %82, ptr %3, align 4
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  call void @__cxa_end_catch()
  br label %45

85:                                               ; preds = %14
  %86 = load i32, ptr %4, align 4
  %87 = load i32, ptr %5, align 4
  %88 = load i32, ptr %6, align 4
  %89 = load i32, ptr %7, align 4
  %90 = load i32, ptr %3, align 4
  %91 = load i32, ptr @_ZN7Counted4liveE, align 4
  %92 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str, i32 noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91)
  ret i32 0

93:                                               ; preds = %71
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %10, align 4
  %96 = insertvalue { ptr, i32 } poison, ptr %94, 0
  %97 = insertvalue { ptr, i32 } %96, i32 %95, 1
  resume { ptr, i32 } %97
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @_ZL4stepji(i32 noundef %0, i32 noundef %1) #1 personality ptr @__gxx_personality_seh0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.Counted, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  call void @_ZN7CountedC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef %10)
  %11 = load i32, ptr %5, align 4
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %13, label %26

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = mul i32 %14, 1103515245
  %16 = add i32 %15, 12345
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 1
  %19 = invoke noundef i32 @_ZL4stepji(i32 noundef %16, i32 noundef %18)
          to label %20 unwind label %22

20:                                               ; preds = %13
  %21 = xor i32 %19, 1
  store i32 %21, ptr %3, align 4
  store i32 1, ptr %9, align 4
  br label %53

22:                                               ; preds = %45, %36, %30, %13
  %23 = landingpad { ptr, i32 }
          cleanup
  %24 = extractvalue { ptr, i32 } %23, 0
  store ptr %24, ptr %7, align 8
  %25 = extractvalue { ptr, i32 } %23, 1
  store i32 %25, ptr %8, align 4
  br label %55

26:                                               ; preds = %2
  %27 = load i32, ptr %4, align 4
  %28 = lshr i32 %27, 16
  %29 = urem i32 %28, 4
  switch i32 %29, label %50 [
    i32 0, label %30
    i32 1, label %34
    i32 2, label %41
  ]

30:                                               ; preds = %26
  %31 = call ptr @__cxa_allocate_exception(i64 4) #7
  %32 = load i32, ptr %4, align 4
  %33 = urem i32 %32, 1000
  store i32 %33, ptr %31, align 16
  invoke void @__cxa_throw(ptr %31, ptr @_ZTIi, ptr null) #8
          to label %61 unwind label %22

34:                                               ; preds = %26
  %35 = call ptr @__cxa_allocate_exception(i64 16) #7
  invoke void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16) %35, ptr noundef @.str.1)
          to label %36 unwind label %37

36:                                               ; preds = %34
  invoke void @__cxa_throw(ptr %35, ptr @_ZTISt13runtime_error, ptr @_ZNSt13runtime_errorD1Ev) #8
          to label %61 unwind label %22

37:                                               ; preds = %34
  %38 = landingpad { ptr, i32 }
          cleanup
  %39 = extractvalue { ptr, i32 } %38, 0
  store ptr %39, ptr %7, align 8
  %40 = extractvalue { ptr, i32 } %38, 1
  store i32 %40, ptr %8, align 4
  call void @__cxa_free_exception(ptr %35) #7
  br label %55

41:                                               ; preds = %26
  %42 = call ptr @__cxa_allocate_exception(i64 4) #7
  %43 = load i32, ptr %4, align 4
  %44 = urem i32 %43, 77
  invoke void @_ZN7CountedC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %42, i32 noundef %44)
          to label %45 unwind label %46

45:                                               ; preds = %41
  invoke void @__cxa_throw(ptr %42, ptr @_ZTI7Counted, ptr @_ZN7CountedD2Ev) #8
          to label %61 unwind label %22

46:                                               ; preds = %41
  %47 = landingpad { ptr, i32 }
          cleanup
  %48 = extractvalue { ptr, i32 } %47, 0
  store ptr %48, ptr %7, align 8
  %49 = extractvalue { ptr, i32 } %47, 1
  store i32 %49, ptr %8, align 4
  call void @__cxa_free_exception(ptr %42) #7
  br label %55

50:                                               ; preds = %26
  %51 = load i32, ptr %4, align 4
  %52 = urem i32 %51, 13
  store i32 %52, ptr %3, align 4
  store i32 1, ptr %9, align 4
  br label %53

53:                                               ; preds = %50, %20
  call void @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  %54 = load i32, ptr %3, align 4
  ret i32 %54

55:                                               ; preds = %46, %37, %22
  call void @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %6) #7
  br label %56

56:                                               ; preds = %55
  %57 = load ptr, ptr %7, align 8
  %58 = load i32, ptr %8, align 4
  %59 = insertvalue { ptr, i32 } poison, ptr %57, 0
  %60 = insertvalue { ptr, i32 } %59, i32 %58, 1
  resume { ptr, i32 } %60

61:                                               ; preds = %45, %36, %30
  unreachable
}

declare dso_local i32 @__gxx_personality_seh0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #2

declare dso_local ptr @__cxa_begin_catch(ptr)

declare dso_local void @__cxa_end_catch()

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Counted, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = load i32, ptr @_ZN7Counted4liveE, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @_ZN7Counted4liveE, align 4
  ret void
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

declare dso_local void @_ZNSt13runtime_errorC1EPKc(ptr noundef nonnull align 8 dereferenceable(16), ptr noundef) unnamed_addr #4

declare dso_local void @__cxa_free_exception(ptr)

; Function Attrs: nounwind
declare dso_local void @_ZNSt13runtime_errorD1Ev(ptr noundef nonnull align 8 dereferenceable(16)) unnamed_addr #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN7CountedD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZN7Counted4liveE, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZN7Counted4liveE, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
