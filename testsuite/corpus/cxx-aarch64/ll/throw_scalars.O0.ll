; ModuleID = 'throw_scalars.cpp'
source_filename = "throw_scalars.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

$__clang_call_terminate = comdat any

$_ZTS6Colour = comdat any

$_ZTI6Colour = comdat any

@.str = private unnamed_addr constant [10 x i8] c"case %d:\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"counter %d\0A\00", align 1
@_ZL7counter = internal global i32 7, align 4
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIPKc = external constant ptr
@_ZTIl = external constant ptr
@_ZTIc = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS6Colour = linkonce_odr dso_local constant [8 x i8] c"6Colour\00", comdat, align 1
@_ZTI6Colour = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i64 2), ptr @_ZTS6Colour }, comdat, align 8
@_ZTIPi = external constant ptr
@.str.2 = private unnamed_addr constant [40 x i8] c"  something else (float is not double)\0A\00", align 1
@.str.3 = private unnamed_addr constant [32 x i8] c"  int* -> %d (same object: %d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"  Colour %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"  char '%c'\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"  long %ld\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"  const char* \22%s\22\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"  double %.2f\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"  int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZTIf = external constant ptr
@.str.11 = private unnamed_addr constant [19 x i8] c"  no throw for %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %10, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp sle i32 %4, 8
  br i1 %5, label %6, label %13

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  call void @_ZL3runi(i32 noundef %9)
  br label %10

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %2, align 4
  br label %3, !llvm.loop !6

13:                                               ; preds = %3
  %14 = load i32, ptr @_ZL7counter, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL3runi(i32 noundef %0) #2 personality ptr @__gxx_personality_v0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %12)
          to label %13 unwind label %14

13:                                               ; preds = %1
  br label %29

14:                                               ; preds = %1
  %15 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr @_ZTId
          catch ptr @_ZTIPKc
          catch ptr @_ZTIl
          catch ptr @_ZTIc
          catch ptr @_ZTI6Colour
          catch ptr @_ZTIPi
          catch ptr null
  %16 = extractvalue { ptr, i32 } %15, 0
  store ptr %16, ptr %3, align 8
  %17 = extractvalue { ptr, i32 } %15, 1
  store i32 %17, ptr %4, align 4
  br label %18

18:                                               ; preds = %14
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #5
  %21 = icmp eq i32 %19, %20
  br i1 %21, label %22, label %30

22:                                               ; preds = %18
  %23 = load ptr, ptr %3, align 8
  %24 = call ptr @__cxa_begin_catch(ptr %23) #5
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %11, align 4
  %26 = load i32, ptr %11, align 4
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %26)
          to label %28 unwind label %130

28:                                               ; preds = %22
  call void @__cxa_end_catch() #5
  br label %29

29:                                               ; preds = %28, %39, %48, %58, %69, %79, %92, %100, %13
  ret void

30:                                               ; preds = %18
  %31 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #5
  %32 = icmp eq i32 %19, %31
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 8
  %35 = call ptr @__cxa_begin_catch(ptr %34) #5
  %36 = load double, ptr %35, align 8
  store double %36, ptr %10, align 8
  %37 = load double, ptr %10, align 8
  %38 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %37)
          to label %39 unwind label %126

39:                                               ; preds = %33
  call void @__cxa_end_catch() #5
  br label %29

40:                                               ; preds = %30
  %41 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPKc) #5
  %42 = icmp eq i32 %19, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %40
  %44 = load ptr, ptr %3, align 8
  %45 = call ptr @__cxa_begin_catch(ptr %44) #5
  store ptr %45, ptr %9, align 8
  %46 = load ptr, ptr %9, align 8
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %46)
          to label %48 unwind label %122

48:                                               ; preds = %43
  call void @__cxa_end_catch() #5
  br label %29

49:                                               ; preds = %40
  %50 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIl) #5
  %51 = icmp eq i32 %19, %50
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load ptr, ptr %3, align 8
  %54 = call ptr @__cxa_begin_catch(ptr %53) #5
  %55 = load i64, ptr %54, align 8
  store i64 %55, ptr %8, align 8
  %56 = load i64, ptr %8, align 8
  %57 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %56)
          to label %58 unwind label %118

58:                                               ; preds = %52
  call void @__cxa_end_catch() #5
  br label %29

59:                                               ; preds = %49
  %60 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIc) #5
  %61 = icmp eq i32 %19, %60
  br i1 %61, label %62, label %70

62:                                               ; preds = %59
  %63 = load ptr, ptr %3, align 8
  %64 = call ptr @__cxa_begin_catch(ptr %63) #5
  %65 = load i8, ptr %64, align 1
  store i8 %65, ptr %7, align 1
  %66 = load i8, ptr %7, align 1
  %67 = zext i8 %66 to i32
  %68 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %67)
          to label %69 unwind label %114

69:                                               ; preds = %62
  call void @__cxa_end_catch() #5
  br label %29

70:                                               ; preds = %59
  %71 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI6Colour) #5
  %72 = icmp eq i32 %19, %71
  br i1 %72, label %73, label %80

73:                                               ; preds = %70
  %74 = load ptr, ptr %3, align 8
  %75 = call ptr @__cxa_begin_catch(ptr %74) #5
  %76 = load i32, ptr %75, align 4
  store i32 %76, ptr %6, align 4
  %77 = load i32, ptr %6, align 4
  %78 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %77)
          to label %79 unwind label %110

79:                                               ; preds = %73
  call void @__cxa_end_catch() #5
  br label %29

80:                                               ; preds = %70
  %81 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIPi) #5
  %82 = icmp eq i32 %19, %81
  br i1 %82, label %83, label %96

83:                                               ; preds = %80
  %84 = load ptr, ptr %3, align 8
  %85 = call ptr @__cxa_begin_catch(ptr %84) #5
  store ptr %85, ptr %5, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %86, align 4
  %88 = load ptr, ptr %5, align 8
  %89 = icmp eq ptr %88, @_ZL7counter
  %90 = zext i1 %89 to i32
  %91 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %87, i32 noundef %90)
          to label %92 unwind label %106

92:                                               ; preds = %83
  %93 = load ptr, ptr %5, align 8
  %94 = load i32, ptr %93, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %93, align 4
  call void @__cxa_end_catch() #5
  br label %29

96:                                               ; preds = %80
  %97 = load ptr, ptr %3, align 8
  %98 = call ptr @__cxa_begin_catch(ptr %97) #5
  %99 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2)
          to label %100 unwind label %101

100:                                              ; preds = %96
  call void @__cxa_end_catch()
  br label %29

101:                                              ; preds = %96
  %102 = landingpad { ptr, i32 }
          cleanup
  %103 = extractvalue { ptr, i32 } %102, 0
  store ptr %103, ptr %3, align 8
  %104 = extractvalue { ptr, i32 } %102, 1
  store i32 %104, ptr %4, align 4
  invoke void @__cxa_end_catch()
          to label %105 unwind label %139

105:                                              ; preds = %101
  br label %134

106:                                              ; preds = %83
  %107 = landingpad { ptr, i32 }
          cleanup
  %108 = extractvalue { ptr, i32 } %107, 0
  store ptr %108, ptr %3, align 8
  %109 = extractvalue { ptr, i32 } %107, 1
  store i32 %109, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

110:                                              ; preds = %73
  %111 = landingpad { ptr, i32 }
          cleanup
  %112 = extractvalue { ptr, i32 } %111, 0
  store ptr %112, ptr %3, align 8
  %113 = extractvalue { ptr, i32 } %111, 1
  store i32 %113, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

114:                                              ; preds = %62
  %115 = landingpad { ptr, i32 }
          cleanup
  %116 = extractvalue { ptr, i32 } %115, 0
  store ptr %116, ptr %3, align 8
  %117 = extractvalue { ptr, i32 } %115, 1
  store i32 %117, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

118:                                              ; preds = %52
  %119 = landingpad { ptr, i32 }
          cleanup
  %120 = extractvalue { ptr, i32 } %119, 0
  store ptr %120, ptr %3, align 8
  %121 = extractvalue { ptr, i32 } %119, 1
  store i32 %121, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

122:                                              ; preds = %43
  %123 = landingpad { ptr, i32 }
          cleanup
  %124 = extractvalue { ptr, i32 } %123, 0
  store ptr %124, ptr %3, align 8
  %125 = extractvalue { ptr, i32 } %123, 1
  store i32 %125, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

126:                                              ; preds = %33
  %127 = landingpad { ptr, i32 }
          cleanup
  %128 = extractvalue { ptr, i32 } %127, 0
  store ptr %128, ptr %3, align 8
  %129 = extractvalue { ptr, i32 } %127, 1
  store i32 %129, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

130:                                              ; preds = %22
  %131 = landingpad { ptr, i32 }
          cleanup
  %132 = extractvalue { ptr, i32 } %131, 0
  store ptr %132, ptr %3, align 8
  %133 = extractvalue { ptr, i32 } %131, 1
  store i32 %133, ptr %4, align 4
  call void @__cxa_end_catch() #5
  br label %134

134:                                              ; preds = %130, %126, %122, %118, %114, %110, %106, %105
  %135 = load ptr, ptr %3, align 8
  %136 = load i32, ptr %4, align 4
  %137 = insertvalue { ptr, i32 } poison, ptr %135, 0
  %138 = insertvalue { ptr, i32 } %137, i32 %136, 1
  resume { ptr, i32 } %138

139:                                              ; preds = %101
  %140 = landingpad { ptr, i32 }
          catch ptr null
  %141 = extractvalue { ptr, i32 } %140, 0
  call void @__clang_call_terminate(ptr %141) #6
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throweri(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
    i32 7, label %18
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 42, ptr %5, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTIi, ptr null) #7
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i64 8) #5
  store double 2.500000e+00, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTId, ptr null) #7
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @.str.10, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIPKc, ptr null) #7
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i64 8) #5
  store i64 1234567890123, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTIl, ptr null) #7
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i64 1) #5
  store i8 120, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIc, ptr null) #7
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i64 4) #5
  store i32 2, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTI6Colour, ptr null) #7
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i64 8) #5
  store ptr @_ZL7counter, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIPi, ptr null) #7
  unreachable

18:                                               ; preds = %1
  %19 = call ptr @__cxa_allocate_exception(i64 4) #5
  store float 3.250000e+00, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTIf, ptr null) #7
  unreachable

20:                                               ; preds = %1
  br label %21

21:                                               ; preds = %20
  %22 = load i32, ptr %2, align 4
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %22)
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #4 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #5
  call void @_ZSt9terminatev() #6
  unreachable
}

declare void @_ZSt9terminatev()

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind memory(none) }
attributes #4 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

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
