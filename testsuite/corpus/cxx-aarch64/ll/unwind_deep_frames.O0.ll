; ModuleID = 'unwind_deep_frames.cpp'
source_filename = "unwind_deep_frames.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Guard = type { i32 }

$__clang_call_terminate = comdat any

$_ZN5GuardC2Ei = comdat any

$_ZN5GuardD2Ev = comdat any

@.str = private unnamed_addr constant [13 x i8] c"not reached\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"total %lu destroyed %d checksum %lu\0A\00", align 1
@_ZL9destroyed = internal global i32 0, align 4
@_ZL8checksum = internal global i64 0, align 8
@_ZTIm = external constant ptr
@.str.2 = private unnamed_addr constant [36 x i8] c"depth %d: caught %lu, destroyed %d\0A\00", align 1

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 1, ptr %3, align 4
  br label %6

6:                                                ; preds = %14, %0
  %7 = load i32, ptr %3, align 4
  %8 = icmp sle i32 %7, 40
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = call noundef i64 @_ZL8catch_ati(i32 noundef %10)
  %12 = load i64, ptr %2, align 8
  %13 = add i64 %12, %11
  store i64 %13, ptr %2, align 8
  br label %14

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 13
  store i32 %16, ptr %3, align 4
  br label %6, !llvm.loop !6

17:                                               ; preds = %6
  %18 = invoke noundef i64 @_ZL8catch_ati(i32 noundef 1000)
          to label %19 unwind label %20

19:                                               ; preds = %17
  br label %29

20:                                               ; preds = %17
  %21 = landingpad { ptr, i32 }
          catch ptr null
  %22 = extractvalue { ptr, i32 } %21, 0
  store ptr %22, ptr %4, align 8
  %23 = extractvalue { ptr, i32 } %21, 1
  store i32 %23, ptr %5, align 4
  br label %24

24:                                               ; preds = %20
  %25 = load ptr, ptr %4, align 8
  %26 = call ptr @__cxa_begin_catch(ptr %25) #7
  %27 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %28 unwind label %34

28:                                               ; preds = %24
  call void @__cxa_end_catch()
  br label %29

29:                                               ; preds = %28, %19
  %30 = load i64, ptr %2, align 8
  %31 = load i32, ptr @_ZL9destroyed, align 4
  %32 = load i64, ptr @_ZL8checksum, align 8
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %30, i32 noundef %31, i64 noundef %32)
  ret i32 0

34:                                               ; preds = %24
  %35 = landingpad { ptr, i32 }
          cleanup
  %36 = extractvalue { ptr, i32 } %35, 0
  store ptr %36, ptr %4, align 8
  %37 = extractvalue { ptr, i32 } %35, 1
  store i32 %37, ptr %5, align 4
  invoke void @__cxa_end_catch()
          to label %38 unwind label %44

38:                                               ; preds = %34
  br label %39

39:                                               ; preds = %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %5, align 4
  %42 = insertvalue { ptr, i32 } poison, ptr %40, 0
  %43 = insertvalue { ptr, i32 } %42, i32 %41, 1
  resume { ptr, i32 } %43

44:                                               ; preds = %34
  %45 = landingpad { ptr, i32 }
          catch ptr null
  %46 = extractvalue { ptr, i32 } %45, 0
  call void @__clang_call_terminate(ptr %46) #8
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL8catch_ati(i32 noundef %0) #1 personality ptr @__gxx_personality_v0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  %7 = load i32, ptr %3, align 4
  %8 = invoke noundef i64 @_ZL10with_guardimmm(i32 noundef %7, i64 noundef 1, i64 noundef 2, i64 noundef 3)
          to label %9 unwind label %10

9:                                                ; preds = %1
  store i64 %8, ptr %2, align 8
  br label %33

10:                                               ; preds = %1
  %11 = landingpad { ptr, i32 }
          catch ptr @_ZTIm
  %12 = extractvalue { ptr, i32 } %11, 0
  store ptr %12, ptr %4, align 8
  %13 = extractvalue { ptr, i32 } %11, 1
  store i32 %13, ptr %5, align 4
  br label %14

14:                                               ; preds = %10
  %15 = load i32, ptr %5, align 4
  %16 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIm) #7
  %17 = icmp eq i32 %15, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %14
  %19 = load ptr, ptr %4, align 8
  %20 = call ptr @__cxa_begin_catch(ptr %19) #7
  %21 = load i64, ptr %20, align 8
  store i64 %21, ptr %6, align 8
  %22 = load i32, ptr %3, align 4
  %23 = load i64, ptr %6, align 8
  %24 = load i32, ptr @_ZL9destroyed, align 4
  %25 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22, i64 noundef %23, i32 noundef %24)
          to label %26 unwind label %28

26:                                               ; preds = %18
  %27 = load i64, ptr %6, align 8
  store i64 %27, ptr %2, align 8
  call void @__cxa_end_catch() #7
  br label %33

28:                                               ; preds = %18
  %29 = landingpad { ptr, i32 }
          cleanup
  %30 = extractvalue { ptr, i32 } %29, 0
  store ptr %30, ptr %4, align 8
  %31 = extractvalue { ptr, i32 } %29, 1
  store i32 %31, ptr %5, align 4
  call void @__cxa_end_catch() #7
  br label %35

32:                                               ; No predecessors!
  call void @llvm.trap()
  unreachable

33:                                               ; preds = %26, %9
  %34 = load i64, ptr %2, align 8
  ret i64 %34

35:                                               ; preds = %28, %14
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %5, align 4
  %38 = insertvalue { ptr, i32 } poison, ptr %36, 0
  %39 = insertvalue { ptr, i32 } %38, i32 %37, 1
  resume { ptr, i32 } %39
}

declare i32 @__gxx_personality_v0(...)

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #2

declare void @__cxa_end_catch()

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #3 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #8
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL10with_guardimmm(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #1 personality ptr @__gxx_personality_v0 {
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca %struct.Guard, align 4
  %10 = alloca [256 x i8], align 1
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i64 %3, ptr %8, align 8
  %14 = load i32, ptr %5, align 4
  call void @_ZN5GuardC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %9, i32 noundef %14)
  %15 = load i32, ptr %5, align 4
  %16 = trunc i32 %15 to i8
  %17 = load i32, ptr %5, align 4
  %18 = srem i32 %17, 256
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %19
  store volatile i8 %16, ptr %20, align 1
  %21 = load i32, ptr %5, align 4
  %22 = sub nsw i32 %21, 1
  %23 = load i64, ptr %6, align 8
  %24 = load i64, ptr %7, align 8
  %25 = add i64 %23, %24
  %26 = load i64, ptr %7, align 8
  %27 = load i64, ptr %8, align 8
  %28 = xor i64 %26, %27
  %29 = load i64, ptr %8, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = add i64 %29, %31
  %33 = invoke noundef i64 @_ZL5plainimmm(i32 noundef %22, i64 noundef %25, i64 noundef %28, i64 noundef %32)
          to label %34 unwind label %44

34:                                               ; preds = %4
  %35 = load i32, ptr %5, align 4
  %36 = srem i32 %35, 256
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [256 x i8], ptr %10, i64 0, i64 %37
  %39 = load volatile i8, ptr %38, align 1
  %40 = zext i8 %39 to i64
  %41 = add i64 %33, %40
  store i64 %41, ptr %11, align 8
  %42 = load i64, ptr %11, align 8
  %43 = mul i64 %42, 3
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #7
  ret i64 %43

44:                                               ; preds = %4
  %45 = landingpad { ptr, i32 }
          cleanup
  %46 = extractvalue { ptr, i32 } %45, 0
  store ptr %46, ptr %12, align 8
  %47 = extractvalue { ptr, i32 } %45, 1
  store i32 %47, ptr %13, align 4
  call void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %9) #7
  br label %48

48:                                               ; preds = %44
  %49 = load ptr, ptr %12, align 8
  %50 = load i32, ptr %13, align 4
  %51 = insertvalue { ptr, i32 } poison, ptr %49, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %50, 1
  resume { ptr, i32 } %52
}

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #6 comdat {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Guard, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL5plainimmm(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #1 {
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i32 %0, ptr %6, align 4
  store i64 %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store i64 %3, ptr %9, align 8
  %14 = load i32, ptr %6, align 4
  %15 = icmp sle i32 %14, 0
  br i1 %15, label %16, label %25

16:                                               ; preds = %4
  %17 = load i64, ptr %7, align 8
  %18 = mul i64 %17, 7
  %19 = load i64, ptr %8, align 8
  %20 = mul i64 %19, 3
  %21 = add i64 %18, %20
  %22 = load i64, ptr %9, align 8
  %23 = add i64 %21, %22
  %24 = call noundef i64 @_ZL4leafim(i32 noundef 0, i64 noundef %23)
  store i64 %24, ptr %5, align 8
  br label %45

25:                                               ; preds = %4
  %26 = load i64, ptr %7, align 8
  %27 = mul i64 %26, 2
  store i64 %27, ptr %10, align 8
  %28 = load i64, ptr %8, align 8
  %29 = add i64 %28, 1
  store i64 %29, ptr %11, align 8
  %30 = load i64, ptr %9, align 8
  %31 = sub i64 %30, 1
  store i64 %31, ptr %12, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i64, ptr %10, align 8
  %35 = load i64, ptr %11, align 8
  %36 = load i64, ptr %12, align 8
  %37 = call noundef i64 @_ZL10with_guardimmm(i32 noundef %33, i64 noundef %34, i64 noundef %35, i64 noundef %36)
  store i64 %37, ptr %13, align 8
  %38 = load i64, ptr %13, align 8
  %39 = load i64, ptr %10, align 8
  %40 = add i64 %38, %39
  %41 = load i64, ptr %11, align 8
  %42 = add i64 %40, %41
  %43 = load i64, ptr %12, align 8
  %44 = add i64 %42, %43
  store i64 %44, ptr %5, align 8
  br label %45

45:                                               ; preds = %25, %16
  %46 = load i64, ptr %5, align 8
  ret i64 %46
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN5GuardD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #6 comdat {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr @_ZL9destroyed, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @_ZL9destroyed, align 4
  %6 = load i64, ptr @_ZL8checksum, align 8
  %7 = mul i64 %6, 31
  %8 = getelementptr inbounds %struct.Guard, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sext i32 %9 to i64
  %11 = add i64 %7, %10
  store i64 %11, ptr @_ZL8checksum, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL4leafim(i32 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = call ptr @__cxa_allocate_exception(i64 8) #7
  %9 = load i64, ptr %4, align 8
  store i64 %9, ptr %8, align 16
  call void @__cxa_throw(ptr %8, ptr @_ZTIm, ptr null) #9
  unreachable

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  ret i64 %11
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline noreturn nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #6 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { noreturn }

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
