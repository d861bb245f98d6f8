; ModuleID = 'uncaught_terminate.cpp'
source_filename = "uncaught_terminate.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"not reached %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"throwing %ld\0A\00", align 1
@stdout = external global ptr, align 8
@_ZTIl = external constant ptr

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call noundef i64 @_ZL4walkil(i32 noundef 3, i64 noundef 1)
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %4)
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i64 @_ZL4walkil(i32 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [16 x i64], align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i64 %1, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i32, ptr %3, align 4
  %9 = and i32 %8, 15
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [16 x i64], ptr %5, i64 0, i64 %10
  store volatile i64 %7, ptr %11, align 8
  %12 = load i32, ptr %3, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %2
  %15 = load i64, ptr %4, align 8
  call void @_ZL7throwerl(i64 noundef %15)
  br label %16

16:                                               ; preds = %14, %2
  %17 = load i32, ptr %3, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i64, ptr %4, align 8
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = call noundef i64 @_ZL3mixll(i64 noundef %19, i64 noundef %21)
  %23 = call noundef i64 @_ZL4walkil(i32 noundef %18, i64 noundef %22)
  %24 = load i32, ptr %3, align 4
  %25 = and i32 %24, 15
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [16 x i64], ptr %5, i64 0, i64 %26
  %28 = load volatile i64, ptr %27, align 8
  %29 = add nsw i64 %23, %28
  store i64 %29, ptr %6, align 8
  %30 = load i64, ptr %6, align 8
  ret i64 %30
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: mustprogress noinline optnone uwtable
define internal void @_ZL7throwerl(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %3)
  %5 = load ptr, ptr @stdout, align 8
  %6 = call i32 @fflush(ptr noundef %5)
  %7 = call ptr @__cxa_allocate_exception(i64 8) #4
  %8 = load i64, ptr %2, align 8
  store i64 %8, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIl, ptr null) #5
  unreachable
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i64 @_ZL3mixll(i64 noundef %0, i64 noundef %1) #3 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = mul nsw i64 %5, 31
  %7 = load i64, ptr %4, align 8
  %8 = add nsw i64 %6, %7
  ret i64 %8
}

declare i32 @fflush(ptr noundef) #2

declare ptr @__cxa_allocate_exception(i64)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
