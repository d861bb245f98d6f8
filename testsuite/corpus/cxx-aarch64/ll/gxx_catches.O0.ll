; ModuleID = 'gxx_catches.cpp'
source_filename = "gxx_catches.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.CrossError = type { i32, ptr }

$_ZTS10CrossError = comdat any

$_ZTI10CrossError = comdat any

@.str = private unnamed_addr constant [5 x i8] c"rllc\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10CrossError = linkonce_odr dso_local constant [13 x i8] c"10CrossError\00", comdat, align 1
@_ZTI10CrossError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10CrossError }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  rllc_throw_int(%d)\0A\00", align 1
@_ZTIi = external constant ptr

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i64 @_Z12rllc_computeilPFllE(i32 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [8 x i64], align 8
  %9 = alloca i64, align 8
  store i32 %0, ptr %5, align 4
  store i64 %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %10 = load i32, ptr %5, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %27

12:                                               ; preds = %3
  %13 = load i64, ptr %6, align 8
  %14 = srem i64 %13, 3
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %23

16:                                               ; preds = %12
  %17 = call ptr @__cxa_allocate_exception(i64 16) #2
  %18 = getelementptr inbounds %struct.CrossError, ptr %17, i32 0, i32 0
  %19 = load i64, ptr %6, align 8
  %20 = srem i64 %19, 1000
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %18, align 16
  %22 = getelementptr inbounds %struct.CrossError, ptr %17, i32 0, i32 1
  store ptr @.str, ptr %22, align 8
  call void @__cxa_throw(ptr %17, ptr @_ZTI10CrossError, ptr null) #3
  unreachable

23:                                               ; preds = %12
  %24 = load ptr, ptr %7, align 8
  %25 = load i64, ptr %6, align 8
  %26 = call noundef i64 %24(i64 noundef %25)
  store i64 %26, ptr %4, align 8
  br label %50

27:                                               ; preds = %3
  %28 = load i64, ptr %6, align 8
  %29 = load i32, ptr %5, align 4
  %30 = and i32 %29, 7
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %31
  store volatile i64 %28, ptr %32, align 8
  %33 = load i32, ptr %5, align 4
  %34 = sub nsw i32 %33, 1
  %35 = load i64, ptr %6, align 8
  %36 = mul nsw i64 %35, 7
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = add nsw i64 %36, %38
  %40 = load ptr, ptr %7, align 8
  %41 = call noundef i64 @_Z12rllc_computeilPFllE(i32 noundef %34, i64 noundef %39, ptr noundef %40)
  store i64 %41, ptr %9, align 8
  %42 = load i64, ptr %9, align 8
  %43 = load i32, ptr %5, align 4
  %44 = and i32 %43, 7
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %45
  %47 = load volatile i64, ptr %46, align 8
  %48 = srem i64 %47, 5
  %49 = add nsw i64 %42, %48
  store i64 %49, ptr %4, align 8
  br label %50

50:                                               ; preds = %27, %23
  %51 = load i64, ptr %4, align 8
  ret i64 %51
}

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local void @_Z14rllc_throw_inti(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @_ZL4leafi(i32 noundef -1)
  br label %6

6:                                                ; preds = %5, %1
  %7 = load i32, ptr %2, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  call void @_Z14rllc_throw_inti(i32 noundef %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4leafi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #2
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #3
  unreachable
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind }
attributes #3 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
