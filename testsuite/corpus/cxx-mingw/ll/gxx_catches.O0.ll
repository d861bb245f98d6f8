; ModuleID = 'gxx_catches.cpp'
source_filename = "gxx_catches.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.CrossError = type { i32, ptr }

$_Z6printfPKcz = comdat any

$_ZTS10CrossError = comdat any

$_ZTI10CrossError = comdat any

@.str = private unnamed_addr constant [5 x i8] c"rllc\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS10CrossError = linkonce_odr dso_local constant [13 x i8] c"10CrossError\00", comdat, align 1
@_ZTI10CrossError = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS10CrossError }, comdat, align 8
@.str.1 = private unnamed_addr constant [22 x i8] c"  rllc_throw_int(%d)\0A\00", align 1
@_ZTIi = external constant ptr

; Function Attrs: mustprogress noinline optnone uwtable
define dso_local noundef i32 @_Z12rllc_computeilPFllE(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca [8 x i32], align 16
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  %10 = load i32, ptr %5, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %26

12:                                               ; preds = %3
  %13 = load i32, ptr %6, align 4
  %14 = srem i32 %13, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = call ptr @__cxa_allocate_exception(i64 16) #4
  %18 = getelementptr inbounds %struct.CrossError, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %6, align 4
  %20 = srem i32 %19, 1000
  store i32 %20, ptr %18, align 16
  %21 = getelementptr inbounds %struct.CrossError, ptr %17, i32 0, i32 1
  store ptr @.str, ptr %21, align 8
  call void @__cxa_throw(ptr %17, ptr @_ZTI10CrossError, ptr null) #5
  unreachable

22:                                               ; preds = %12
  %23 = load ptr, ptr %7, align 8
  %24 = load i32, ptr %6, align 4
  %25 = call noundef i32 %23(i32 noundef %24)
  store i32 %25, ptr %4, align 4
  br label %48

26:                                               ; preds = %3
  %27 = load i32, ptr %6, align 4
  %28 = load i32, ptr %5, align 4
  %29 = and i32 %28, 7
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %30
  store volatile i32 %27, ptr %31, align 4
  %32 = load i32, ptr %5, align 4
  %33 = sub nsw i32 %32, 1
  %34 = load i32, ptr %6, align 4
  %35 = mul nsw i32 %34, 7
  %36 = load i32, ptr %5, align 4
  %37 = add nsw i32 %35, %36
  %38 = load ptr, ptr %7, align 8
  %39 = call noundef i32 @_Z12rllc_computeilPFllE(i32 noundef %33, i32 noundef %37, ptr noundef %38)
  store i32 %39, ptr %9, align 4
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %5, align 4
  %42 = and i32 %41, 7
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [8 x i32], ptr %8, i64 0, i64 %43
  %45 = load volatile i32, ptr %44, align 4
  %46 = srem i32 %45, 5
  %47 = add nsw i32 %40, %46
  store i32 %47, ptr %4, align 4
  br label %48

48:                                               ; preds = %26, %22
  %49 = load i32, ptr %4, align 4
  ret i32 %49
}

declare dso_local ptr @__cxa_allocate_exception(i64)

declare dso_local void @__cxa_throw(ptr, ptr, ptr)

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
  %8 = call noundef i32 (ptr, ...) @_Z6printfPKcz(ptr noundef @.str.1, i32 noundef %7)
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  call void @_Z14rllc_throw_inti(i32 noundef %10)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL4leafi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call ptr @__cxa_allocate_exception(i64 4) #4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 16
  call void @__cxa_throw(ptr %3, ptr @_ZTIi, ptr null) #5
  unreachable
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z6printfPKcz(ptr noundef nonnull %0, ...) #0 comdat {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { mustprogress noinline optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
