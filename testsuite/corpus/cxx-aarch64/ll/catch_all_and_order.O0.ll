; ModuleID = 'catch_all_and_order.cpp'
source_filename = "catch_all_and_order.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Small = type { i32 }
%struct.Large = type { [8 x i64] }

$__clang_call_terminate = comdat any

$_ZTS5Small = comdat any

$_ZTI5Small = comdat any

$_ZTS5Large = comdat any

$_ZTI5Large = comdat any

@.str = private unnamed_addr constant [6 x i8] c"k=%d\0A\00", align 1
@_ZTIi = external constant ptr
@.str.1 = private unnamed_addr constant [21 x i8] c"  returned normally\0A\00", align 1
@.str.2 = private unnamed_addr constant [20 x i8] c"  outer: catch-all\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"  outer: int %d\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS5Small = linkonce_odr dso_local constant [7 x i8] c"5Small\00", comdat, align 1
@_ZTI5Small = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Small }, comdat, align 8
@.str.4 = private unnamed_addr constant [25 x i8] c"swallowed by catch(...)\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"after the swallowing handler\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"passes %d\0A\00", align 1
@_ZL6passes = internal global i32 0, align 4
@_ZTS5Large = linkonce_odr dso_local constant [7 x i8] c"5Large\00", comdat, align 1
@_ZTI5Large = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS5Large }, comdat, align 8
@.str.8 = private unnamed_addr constant [21 x i8] c"  middle: Large %ld\0A\00", align 1
@_ZTId = external constant ptr
@.str.9 = private unnamed_addr constant [19 x i8] c"  inner: Small %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %32, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 5
  br i1 %8, label %9, label %49

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL6middlei(i32 noundef %12)
          to label %13 unwind label %16

13:                                               ; preds = %9
  %14 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1)
          to label %15 unwind label %16

15:                                               ; preds = %13
  br label %31

16:                                               ; preds = %13, %9
  %17 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %18 = extractvalue { ptr, i32 } %17, 0
  store ptr %18, ptr %3, align 8
  %19 = extractvalue { ptr, i32 } %17, 1
  store i32 %19, ptr %4, align 4
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %35

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %5, align 4
  %28 = load i32, ptr %5, align 4
  %29 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28)
          to label %30 unwind label %45

30:                                               ; preds = %24
  call void @__cxa_end_catch() #7
  br label %31

31:                                               ; preds = %30, %39, %15
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %6, !llvm.loop !6

35:                                               ; preds = %20
  %36 = load ptr, ptr %3, align 8
  %37 = call ptr @__cxa_begin_catch(ptr %36) #7
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %39 unwind label %40

39:                                               ; preds = %35
  call void @__cxa_end_catch()
  br label %31

40:                                               ; preds = %35
  %41 = landingpad { ptr, i32 }
          cleanup
  %42 = extractvalue { ptr, i32 } %41, 0
  store ptr %42, ptr %3, align 8
  %43 = extractvalue { ptr, i32 } %41, 1
  store i32 %43, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %44 unwind label %92

44:                                               ; preds = %40
  br label %87

45:                                               ; preds = %24
  %46 = landingpad { ptr, i32 }
          cleanup
  %47 = extractvalue { ptr, i32 } %46, 0
  store ptr %47, ptr %3, align 8
  %48 = extractvalue { ptr, i32 } %46, 1
  store i32 %48, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %87

49:                                               ; preds = %6
  %50 = call ptr @__cxa_allocate_exception(i64 4) #7
  %51 = getelementptr inbounds %struct.Small, ptr %50, i32 0, i32 0
  store i32 1, ptr %51, align 16
  invoke void @__cxa_throw(ptr %50, ptr @_ZTI5Small, ptr null) #8
          to label %95 unwind label %52

52:                                               ; preds = %49
  %53 = landingpad { ptr, i32 }
          catch ptr null
  %54 = extractvalue { ptr, i32 } %53, 0
  store ptr %54, ptr %3, align 8
  %55 = extractvalue { ptr, i32 } %53, 1
  store i32 %55, ptr %4, align 4
  br label %56

56:                                               ; preds = %52
  %57 = load ptr, ptr %3, align 8
  %58 = call ptr @__cxa_begin_catch(ptr %57) #7
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4)
          to label %60 unwind label %65

60:                                               ; preds = %56
  invoke void @__cxa_end_catch()
          to label %61 unwind label %69

61:                                               ; preds = %60
  br label %62

62:                                               ; preds = %61
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5)
          to label %64 unwind label %69

64:                                               ; preds = %62
  br label %79

65:                                               ; preds = %56
  %66 = landingpad { ptr, i32 }
          catch ptr null
  %67 = extractvalue { ptr, i32 } %66, 0
  store ptr %67, ptr %3, align 8
  %68 = extractvalue { ptr, i32 } %66, 1
  store i32 %68, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %73 unwind label %92

69:                                               ; preds = %62, %60
  %70 = landingpad { ptr, i32 }
          catch ptr null
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %3, align 8
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %4, align 4
  br label %74

73:                                               ; preds = %65
  br label %74

74:                                               ; preds = %73, %69
  %75 = load ptr, ptr %3, align 8
  %76 = call ptr @__cxa_begin_catch(ptr %75) #7
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6)
          to label %78 unwind label %82

78:                                               ; preds = %74
  call void @__cxa_end_catch()
  br label %79

79:                                               ; preds = %78, %64
  %80 = load i32, ptr @_ZL6passes, align 4
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %80)
  ret i32 0

82:                                               ; preds = %74
  %83 = landingpad { ptr, i32 }
          cleanup
  %84 = extractvalue { ptr, i32 } %83, 0
  store ptr %84, ptr %3, align 8
  %85 = extractvalue { ptr, i32 } %83, 1
  store i32 %85, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %86 unwind label %92

86:                                               ; preds = %82
  br label %87

87:                                               ; preds = %86, %45, %44
  %88 = load ptr, ptr %3, align 8
  %89 = load i32, ptr %4, align 4
  %90 = insertvalue { ptr, i32 } poison, ptr %88, 0
  %91 = insertvalue { ptr, i32 } %90, i32 %89, 1
  resume { ptr, i32 } %91

92:                                               ; preds = %82, %65, %40
  %93 = landingpad { ptr, i32 }
          catch ptr null
  %94 = extractvalue { ptr, i32 } %93, 0
  call void @__clang_call_terminate(ptr %94) #9
  unreachable

95:                                               ; preds = %49
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL6middlei(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr %2, align 4
  invoke void @_ZL5inneri(i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  br label %25

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Large
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  br label %12

12:                                               ; preds = %8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Large) #7
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %31

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = call ptr @__cxa_begin_catch(ptr %17) #7
  store ptr %18, ptr %5, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Large, ptr %19, i32 0, i32 0
  %21 = getelementptr inbounds [8 x i64], ptr %20, i64 0, i64 7
  %22 = load i64, ptr %21, align 8
  %23 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %22)
          to label %24 unwind label %26

24:                                               ; preds = %16
  call void @__cxa_end_catch()
  br label %25

25:                                               ; preds = %24, %7
  ret void

26:                                               ; preds = %16
  %27 = landingpad { ptr, i32 }
          cleanup
  %28 = extractvalue { ptr, i32 } %27, 0
  store ptr %28, ptr %3, align 8
  %29 = extractvalue { ptr, i32 } %27, 1
  store i32 %29, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %30 unwind label %36

30:                                               ; preds = %26
  br label %31

31:                                               ; preds = %30, %12
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %4, align 4
  %34 = insertvalue { ptr, i32 } poison, ptr %32, 0
  %35 = insertvalue { ptr, i32 } %34, i32 %33, 1
  resume { ptr, i32 } %35

36:                                               ; preds = %26
  %37 = landingpad { ptr, i32 }
          catch ptr null
  %38 = extractvalue { ptr, i32 } %37, 0
  call void @__clang_call_terminate(ptr %38) #9
  unreachable
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL5inneri(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Large, align 8
  %6 = alloca %struct.Small, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  switch i32 %7, label %35 [
    i32 0, label %8
    i32 1, label %29
    i32 2, label %33
  ]

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 4) #7
  %10 = getelementptr inbounds %struct.Small, ptr %9, i32 0, i32 0
  store i32 3, ptr %10, align 16
  invoke void @__cxa_throw(ptr %9, ptr @_ZTI5Small, ptr null) #8
          to label %51 unwind label %11

11:                                               ; preds = %35, %33, %29, %8
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTI5Small
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %3, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %4, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Small) #7
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %43

19:                                               ; preds = %15
  %20 = load ptr, ptr %3, align 8
  %21 = call ptr @__cxa_begin_catch(ptr %20) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %21, i64 4, i1 false)
  %22 = getelementptr inbounds %struct.Small, ptr %6, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %23)
          to label %25 unwind label %38

25:                                               ; preds = %19
  call void @__cxa_end_catch()
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr @_ZL6passes, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr @_ZL6passes, align 4
  ret void

29:                                               ; preds = %1
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 64, i1 false)
  %30 = getelementptr inbounds %struct.Large, ptr %5, i32 0, i32 0
  %31 = getelementptr inbounds [8 x i64], ptr %30, i64 0, i64 7
  store i64 99, ptr %31, align 8
  %32 = call ptr @__cxa_allocate_exception(i64 64) #7
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %32, ptr align 8 %5, i64 64, i1 false)
  invoke void @__cxa_throw(ptr %32, ptr @_ZTI5Large, ptr null) #8
          to label %51 unwind label %11

33:                                               ; preds = %1
  %34 = call ptr @__cxa_allocate_exception(i64 8) #7
  store double 1.000000e+00, ptr %34, align 16
  invoke void @__cxa_throw(ptr %34, ptr @_ZTId, ptr null) #8
          to label %51 unwind label %11

35:                                               ; preds = %1
  %36 = call ptr @__cxa_allocate_exception(i64 4) #7
  %37 = load i32, ptr %2, align 4
  store i32 %37, ptr %36, align 16
  invoke void @__cxa_throw(ptr %36, ptr @_ZTIi, ptr null) #8
          to label %51 unwind label %11

38:                                               ; preds = %19
  %39 = landingpad { ptr, i32 }
          cleanup
  %40 = extractvalue { ptr, i32 } %39, 0
  store ptr %40, ptr %3, align 8
  %41 = extractvalue { ptr, i32 } %39, 1
  store i32 %41, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %42 unwind label %48

42:                                               ; preds = %38
  br label %43

43:                                               ; preds = %42, %15
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %4, align 4
  %46 = insertvalue { ptr, i32 } poison, ptr %44, 0
  %47 = insertvalue { ptr, i32 } %46, i32 %45, 1
  resume { ptr, i32 } %47

48:                                               ; preds = %38
  %49 = landingpad { ptr, i32 }
          catch ptr null
  %50 = extractvalue { ptr, i32 } %49, 0
  call void @__clang_call_terminate(ptr %50) #9
  unreachable

51:                                               ; preds = %35, %33, %29, %8
  unreachable
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
