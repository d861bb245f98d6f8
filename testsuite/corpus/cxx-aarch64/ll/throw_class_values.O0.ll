; ModuleID = 'throw_class_values.cpp'
source_filename = "throw_class_values.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Err = type { i32, [8 x i8] }

$_ZN3ErrC2ERKS_ = comdat any

$__clang_call_terminate = comdat any

$_ZN3ErrD2Ev = comdat any

$_ZN3ErrC2Ei = comdat any

$_ZTS3Err = comdat any

$_ZTI3Err = comdat any

@.str = private unnamed_addr constant [11 x i8] c"by value:\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS3Err = linkonce_odr dso_local constant [5 x i8] c"3Err\00", comdat, align 1
@_ZTI3Err = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS3Err }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  caught %s, live %d\0A\00", align 1
@_ZL4live = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [15 x i8] c"by reference:\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"  caught %s code %d, live %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"by const reference:\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"throw a named object (copied):\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"live %d copies %d\0A\00", align 1
@_ZL6copies = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"  copy Err(%d)\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"  ~Err(%d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"E%d\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"  Err(%d)\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Err, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.Err, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str)
  invoke void @_ZL4faili(i32 noundef 1)
          to label %10 unwind label %11

10:                                               ; preds = %0
  br label %29

11:                                               ; preds = %0
  %12 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %13 = extractvalue { ptr, i32 } %12, 0
  store ptr %13, ptr %2, align 8
  %14 = extractvalue { ptr, i32 } %12, 1
  store i32 %14, ptr %3, align 4
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %3, align 4
  %17 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %132

19:                                               ; preds = %15
  %20 = load ptr, ptr %2, align 8
  %21 = call ptr @__cxa_get_exception_ptr(ptr %20) #7
  invoke void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %4, ptr noundef nonnull align 4 dereferenceable(12) %21)
          to label %22 unwind label %137

22:                                               ; preds = %19
  %23 = call ptr @__cxa_begin_catch(ptr %20) #7
  %24 = getelementptr inbounds %struct.Err, ptr %4, i32 0, i32 1
  %25 = getelementptr inbounds [8 x i8], ptr %24, i64 0, i64 0
  %26 = load i32, ptr @_ZL4live, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %25, i32 noundef %26)
          to label %28 unwind label %32

28:                                               ; preds = %22
  call void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %4) #7
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %10
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  invoke void @_ZL4faili(i32 noundef 2)
          to label %31 unwind label %37

31:                                               ; preds = %29
  br label %61

32:                                               ; preds = %22
  %33 = landingpad { ptr, i32 }
          cleanup
  %34 = extractvalue { ptr, i32 } %33, 0
  store ptr %34, ptr %2, align 8
  %35 = extractvalue { ptr, i32 } %33, 1
  store i32 %35, ptr %3, align 4
  call void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %4) #7
  invoke void @__cxa_end_catch()
          to label %36 unwind label %137

36:                                               ; preds = %32
  br label %132

37:                                               ; preds = %29
  %38 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %39 = extractvalue { ptr, i32 } %38, 0
  store ptr %39, ptr %2, align 8
  %40 = extractvalue { ptr, i32 } %38, 1
  store i32 %40, ptr %3, align 4
  br label %41

41:                                               ; preds = %37
  %42 = load i32, ptr %3, align 4
  %43 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %44 = icmp eq i32 %42, %43
  br i1 %44, label %45, label %132

45:                                               ; preds = %41
  %46 = load ptr, ptr %2, align 8
  %47 = call ptr @__cxa_begin_catch(ptr %46) #7
  store ptr %47, ptr %5, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds %struct.Err, ptr %48, i32 0, i32 0
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, 100
  store i32 %51, ptr %49, align 4
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds %struct.Err, ptr %52, i32 0, i32 1
  %54 = getelementptr inbounds [8 x i8], ptr %53, i64 0, i64 0
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.Err, ptr %55, i32 0, i32 0
  %57 = load i32, ptr %56, align 4
  %58 = load i32, ptr @_ZL4live, align 4
  %59 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %54, i32 noundef %57, i32 noundef %58)
          to label %60 unwind label %64

60:                                               ; preds = %45
  call void @__cxa_end_catch()
  br label %61

61:                                               ; preds = %60, %31
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  invoke void @_ZL4faili(i32 noundef 3)
          to label %63 unwind label %69

63:                                               ; preds = %61
  br label %86

64:                                               ; preds = %45
  %65 = landingpad { ptr, i32 }
          cleanup
  %66 = extractvalue { ptr, i32 } %65, 0
  store ptr %66, ptr %2, align 8
  %67 = extractvalue { ptr, i32 } %65, 1
  store i32 %67, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %68 unwind label %137

68:                                               ; preds = %64
  br label %132

69:                                               ; preds = %61
  %70 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %71 = extractvalue { ptr, i32 } %70, 0
  store ptr %71, ptr %2, align 8
  %72 = extractvalue { ptr, i32 } %70, 1
  store i32 %72, ptr %3, align 4
  br label %73

73:                                               ; preds = %69
  %74 = load i32, ptr %3, align 4
  %75 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %76 = icmp eq i32 %74, %75
  br i1 %76, label %77, label %132

77:                                               ; preds = %73
  %78 = load ptr, ptr %2, align 8
  %79 = call ptr @__cxa_begin_catch(ptr %78) #7
  store ptr %79, ptr %6, align 8
  %80 = load ptr, ptr %6, align 8
  %81 = getelementptr inbounds %struct.Err, ptr %80, i32 0, i32 1
  %82 = getelementptr inbounds [8 x i8], ptr %81, i64 0, i64 0
  %83 = load i32, ptr @_ZL4live, align 4
  %84 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %82, i32 noundef %83)
          to label %85 unwind label %91

85:                                               ; preds = %77
  call void @__cxa_end_catch()
  br label %86

86:                                               ; preds = %85, %63
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  invoke void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 4)
          to label %88 unwind label %96

88:                                               ; preds = %86
  %89 = call ptr @__cxa_allocate_exception(i64 12) #7
  invoke void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %89, ptr noundef nonnull align 4 dereferenceable(12) %7)
          to label %90 unwind label %100

90:                                               ; preds = %88
  invoke void @__cxa_throw(ptr %89, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
          to label %140 unwind label %104

91:                                               ; preds = %77
  %92 = landingpad { ptr, i32 }
          cleanup
  %93 = extractvalue { ptr, i32 } %92, 0
  store ptr %93, ptr %2, align 8
  %94 = extractvalue { ptr, i32 } %92, 1
  store i32 %94, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %95 unwind label %137

95:                                               ; preds = %91
  br label %132

96:                                               ; preds = %86
  %97 = landingpad { ptr, i32 }
          catch ptr @_ZTI3Err
  %98 = extractvalue { ptr, i32 } %97, 0
  store ptr %98, ptr %2, align 8
  %99 = extractvalue { ptr, i32 } %97, 1
  store i32 %99, ptr %3, align 4
  br label %109

100:                                              ; preds = %88
  %101 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %102 = extractvalue { ptr, i32 } %101, 0
  store ptr %102, ptr %2, align 8
  %103 = extractvalue { ptr, i32 } %101, 1
  store i32 %103, ptr %3, align 4
  call void @__cxa_free_exception(ptr %89) #7
  br label %108

104:                                              ; preds = %90
  %105 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI3Err
  %106 = extractvalue { ptr, i32 } %105, 0
  store ptr %106, ptr %2, align 8
  %107 = extractvalue { ptr, i32 } %105, 1
  store i32 %107, ptr %3, align 4
  br label %108

108:                                              ; preds = %104, %100
  call void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %7) #7
  br label %109

109:                                              ; preds = %108, %96
  %110 = load i32, ptr %3, align 4
  %111 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI3Err) #7
  %112 = icmp eq i32 %110, %111
  br i1 %112, label %113, label %132

113:                                              ; preds = %109
  %114 = load ptr, ptr %2, align 8
  %115 = call ptr @__cxa_begin_catch(ptr %114) #7
  store ptr %115, ptr %8, align 8
  %116 = load ptr, ptr %8, align 8
  %117 = getelementptr inbounds %struct.Err, ptr %116, i32 0, i32 1
  %118 = getelementptr inbounds [8 x i8], ptr %117, i64 0, i64 0
  %119 = load i32, ptr @_ZL4live, align 4
  %120 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %118, i32 noundef %119)
          to label %121 unwind label %127

121:                                              ; preds = %113
  call void @__cxa_end_catch()
  br label %122

122:                                              ; preds = %121
  %123 = load i32, ptr @_ZL4live, align 4
  %124 = load i32, ptr @_ZL6copies, align 4
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %123, i32 noundef %124)
  %126 = load i32, ptr @_ZL4live, align 4
  ret i32 %126

127:                                              ; preds = %113
  %128 = landingpad { ptr, i32 }
          cleanup
  %129 = extractvalue { ptr, i32 } %128, 0
  store ptr %129, ptr %2, align 8
  %130 = extractvalue { ptr, i32 } %128, 1
  store i32 %130, ptr %3, align 4
  invoke void @__cxa_end_catch()
          to label %131 unwind label %137

131:                                              ; preds = %127
  br label %132

132:                                              ; preds = %131, %109, %95, %73, %68, %41, %36, %15
  %133 = load ptr, ptr %2, align 8
  %134 = load i32, ptr %3, align 4
  %135 = insertvalue { ptr, i32 } poison, ptr %133, 0
  %136 = insertvalue { ptr, i32 } %135, i32 %134, 1
  resume { ptr, i32 } %136

137:                                              ; preds = %127, %91, %64, %32, %19
  %138 = landingpad { ptr, i32 }
          catch ptr null
  %139 = extractvalue { ptr, i32 } %138, 0
  call void @__clang_call_terminate(ptr %139) #9
  unreachable

140:                                              ; preds = %90
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4faili(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = call ptr @__cxa_allocate_exception(i64 12) #7
  %6 = load i32, ptr %2, align 4
  invoke void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %6)
          to label %7 unwind label %8

7:                                                ; preds = %1
  call void @__cxa_throw(ptr %5, ptr @_ZTI3Err, ptr @_ZN3ErrD2Ev) #8
  unreachable

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          cleanup
  %10 = extractvalue { ptr, i32 } %9, 0
  store ptr %10, ptr %3, align 8
  %11 = extractvalue { ptr, i32 } %9, 1
  store i32 %11, ptr %4, align 4
  call void @__cxa_free_exception(ptr %5) #7
  br label %12

12:                                               ; preds = %8
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %4, align 4
  %15 = insertvalue { ptr, i32 } poison, ptr %13, 0
  %16 = insertvalue { ptr, i32 } %15, i32 %14, 1
  resume { ptr, i32 } %16
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_get_exception_ptr(ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrC2ERKS_(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.Err, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  store i32 %9, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 1
  %11 = getelementptr inbounds [8 x i8], ptr %10, i64 0, i64 0
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.Err, ptr %12, i32 0, i32 1
  %14 = getelementptr inbounds [8 x i8], ptr %13, i64 0, i64 0
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 8, ptr noundef @.str.7, ptr noundef %14) #7
  %16 = load i32, ptr @_ZL4live, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @_ZL4live, align 4
  %18 = load i32, ptr @_ZL6copies, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZL6copies, align 4
  %20 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %21)
  ret void
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrD2Ev(ptr noundef nonnull align 4 dereferenceable(12) %0) unnamed_addr #5 comdat personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL4live, align 4
  %5 = add nsw i32 %4, -1
  store i32 %5, ptr @_ZL4live, align 4
  %6 = getelementptr inbounds %struct.Err, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %7)
          to label %9 unwind label %10

9:                                                ; preds = %1
  ret void

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr null
  %12 = extractvalue { ptr, i32 } %11, 0
  call void @__clang_call_terminate(ptr %12) #9
  unreachable
}

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN3ErrC2Ei(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1) unnamed_addr #2 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Err, ptr %5, i32 0, i32 1
  %9 = getelementptr inbounds [8 x i8], ptr %8, i64 0, i64 0
  %10 = load i32, ptr %4, align 4
  %11 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %9, i64 noundef 8, ptr noundef @.str.10, i32 noundef %10) #7
  %12 = load i32, ptr @_ZL4live, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @_ZL4live, align 4
  %14 = load i32, ptr %4, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %14)
  ret void
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_free_exception(ptr)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #6

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
