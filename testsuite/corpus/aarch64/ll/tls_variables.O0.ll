; ModuleID = 'programs/tls_variables.c'
source_filename = "programs/tls_variables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { i32, [8 x i8] }

@tls_counter = dso_local thread_local global i32 5, align 4
@tls_array = dso_local thread_local global <{ i64, i64, i64, [13 x i64] }> <{ i64 1, i64 2, i64 3, [13 x i64] zeroinitializer }>, align 8
@tls_ptr = dso_local thread_local global ptr null, align 8
@.str = private unnamed_addr constant [54 x i8] c"counter=%d sum=%ld d=%g struct=%d,%s ptr=%ld same=%d\0A\00", align 1
@tls_d = internal thread_local global double 1.500000e+00, align 8
@tls_struct = internal thread_local global %struct.anon { i32 7, [8 x i8] c"tls\00\00\00\00\00" }, align 4
@.str.1 = private unnamed_addr constant [10 x i8] c"calls=%d\0A\00", align 1
@count_calls.calls = internal thread_local global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %12, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp slt i32 %8, 20
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  call void @bump(i32 noundef %11)
  br label %12

12:                                               ; preds = %10
  %13 = load i32, ptr %2, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %2, align 4
  br label %7, !llvm.loop !6

15:                                               ; preds = %7
  %16 = call ptr @addr_counter()
  store ptr %16, ptr %3, align 8
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 100
  store i32 %19, ptr %17, align 4
  %20 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %21 = getelementptr inbounds [16 x i64], ptr %20, i64 0, i64 5
  %22 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  store ptr %21, ptr %22, align 8
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %34, %15
  %24 = load i32, ptr %5, align 4
  %25 = icmp slt i32 %24, 16
  br i1 %25, label %26, label %37

26:                                               ; preds = %23
  %27 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x i64], ptr %27, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = load i64, ptr %4, align 8
  %33 = add nsw i64 %32, %31
  store i64 %33, ptr %4, align 8
  br label %34

34:                                               ; preds = %26
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %23, !llvm.loop !8

37:                                               ; preds = %23
  %38 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %39 = load i32, ptr %38, align 4
  %40 = load i64, ptr %4, align 8
  %41 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %42 = load double, ptr %41, align 8
  %43 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_struct)
  %44 = getelementptr inbounds %struct.anon, ptr %43, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_struct)
  %47 = getelementptr inbounds %struct.anon, ptr %46, i32 0, i32 1
  %48 = getelementptr inbounds [8 x i8], ptr %47, i64 0, i64 0
  %49 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_ptr)
  %50 = load ptr, ptr %49, align 8
  %51 = load i64, ptr %50, align 8
  %52 = load ptr, ptr %3, align 8
  %53 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %54 = icmp eq ptr %52, %53
  %55 = zext i1 %54 to i32
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i64 noundef %40, double noundef %42, i32 noundef %45, ptr noundef %48, i64 noundef %51, i32 noundef %55)
  store i32 0, ptr %6, align 4
  br label %57

57:                                               ; preds = %62, %37
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %58, 3
  br i1 %59, label %60, label %65

60:                                               ; preds = %57
  %61 = call i32 @count_calls()
  br label %62

62:                                               ; preds = %60
  %63 = load i32, ptr %6, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %6, align 4
  br label %57, !llvm.loop !9

65:                                               ; preds = %57
  %66 = call i32 @count_calls()
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %66)
  %68 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %69 = load i32, ptr %68, align 4
  %70 = and i32 %69, 255
  ret i32 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %5, %3
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_array)
  %10 = load i32, ptr %2, align 4
  %11 = srem i32 %10, 16
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i64], ptr %9, i64 0, i64 %12
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %14, %8
  store i64 %15, ptr %13, align 8
  %16 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tls_d)
  %17 = load double, ptr %16, align 8
  %18 = fmul double %17, 2.000000e+00
  store double %18, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @addr_counter() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tls_counter)
  ret ptr %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_calls() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @count_calls.calls)
  %2 = load i32, ptr %1, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4
  ret i32 %3
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
