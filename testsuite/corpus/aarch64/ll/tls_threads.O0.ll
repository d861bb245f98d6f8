; ModuleID = 'programs/tls_threads.c'
source_filename = "programs/tls_threads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.result = type { i32, i32, i64, [16 x i8], ptr }

@tl_counter = dso_local thread_local global i32 100, align 4
@tl_name = dso_local thread_local global [16 x i8] c"initial\00\00\00\00\00\00\00\00\00", align 1
@main_addr = internal global ptr null, align 8
@.str = private unnamed_addr constant [51 x i8] c"thread %d: counter=%d acc=%ld name=%s own_copy=%d\0A\00", align 1
@differs = internal global [4 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"main: counter=%d name=%s acc=%ld\0A\00", align 1
@tl_acc = internal thread_local global i64 0, align 8
@.str.2 = private unnamed_addr constant [10 x i8] c"worker-%d\00", align 1
@.str.3 = private unnamed_addr constant [3 x i8] c"%s\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca [4 x %struct.result], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %7 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  store ptr %7, ptr @main_addr, align 8
  %8 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  store i32 5, ptr %8, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %25, %0
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %15
  %17 = getelementptr inbounds %struct.result, ptr %16, i32 0, i32 0
  store i32 %13, ptr %17, align 8
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %19
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %22
  %24 = call i32 @pthread_create(ptr noundef %20, ptr noundef null, ptr noundef @worker, ptr noundef %23) #4
  br label %25

25:                                               ; preds = %12
  %26 = load i32, ptr %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %4, align 4
  br label %9, !llvm.loop !6

28:                                               ; preds = %9
  store i32 0, ptr %5, align 4
  br label %29

29:                                               ; preds = %38, %28
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 4
  br i1 %31, label %32, label %41

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = call i32 @pthread_join(i64 noundef %36, ptr noundef null)
  br label %38

38:                                               ; preds = %32
  %39 = load i32, ptr %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %5, align 4
  br label %29, !llvm.loop !8

41:                                               ; preds = %29
  store i32 0, ptr %6, align 4
  br label %42

42:                                               ; preds = %71, %41
  %43 = load i32, ptr %6, align 4
  %44 = icmp slt i32 %43, 4
  br i1 %44, label %45, label %74

45:                                               ; preds = %42
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %47
  %49 = getelementptr inbounds %struct.result, ptr %48, i32 0, i32 0
  %50 = load i32, ptr %49, align 8
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.result, ptr %53, i32 0, i32 1
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %6, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %57
  %59 = getelementptr inbounds %struct.result, ptr %58, i32 0, i32 2
  %60 = load i64, ptr %59, align 8
  %61 = load i32, ptr %6, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 %62
  %64 = getelementptr inbounds %struct.result, ptr %63, i32 0, i32 3
  %65 = getelementptr inbounds [16 x i8], ptr %64, i64 0, i64 0
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %55, i64 noundef %60, ptr noundef %65, i32 noundef %69)
  br label %71

71:                                               ; preds = %45
  %72 = load i32, ptr %6, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %6, align 4
  br label %42, !llvm.loop !9

74:                                               ; preds = %42
  %75 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %76 = load i32, ptr %75, align 4
  %77 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @tl_name)
  %78 = getelementptr inbounds [16 x i8], ptr %77, i64 0, i64 0
  %79 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  %80 = load i64, ptr %79, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %76, ptr noundef %78, i64 noundef %80)
  %82 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds [4 x %struct.result], ptr %3, i64 0, i64 3
  %85 = getelementptr inbounds %struct.result, ptr %84, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = srem i32 %86, 100
  %88 = add nsw i32 %83, %87
  ret i32 %88
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  store ptr %5, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %22, %1
  %7 = load i32, ptr %4, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.result, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = mul nsw i32 %10, 10
  %12 = icmp sle i32 %7, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %6
  %14 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %15 = load i32, ptr %14, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %14, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %20, %18
  store i64 %21, ptr %19, align 8
  br label %22

22:                                               ; preds = %13
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %6, !llvm.loop !10

25:                                               ; preds = %6
  %26 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @tl_name)
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.result, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 8
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %27, i64 noundef 16, ptr noundef @.str.2, i32 noundef %30) #4
  %32 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %33 = load i32, ptr %32, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.result, ptr %34, i32 0, i32 1
  store i32 %33, ptr %35, align 4
  %36 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_acc)
  %37 = load i64, ptr %36, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.result, ptr %38, i32 0, i32 2
  store i64 %37, ptr %39, align 8
  %40 = load ptr, ptr %3, align 8
  %41 = getelementptr inbounds %struct.result, ptr %40, i32 0, i32 3
  %42 = getelementptr inbounds [16 x i8], ptr %41, i64 0, i64 0
  %43 = call align 1 ptr @llvm.threadlocal.address.p0(ptr align 1 @tl_name)
  %44 = getelementptr inbounds [16 x i8], ptr %43, i64 0, i64 0
  %45 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %42, i64 noundef 16, ptr noundef @.str.3, ptr noundef %44) #4
  %46 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_counter)
  %47 = load ptr, ptr @main_addr, align 8
  %48 = icmp ne ptr %46, %47
  %49 = zext i1 %48 to i32
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.result, ptr %50, i32 0, i32 0
  %52 = load i32, ptr %51, align 8
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4 x i32], ptr @differs, i64 0, i64 %53
  store i32 %49, ptr %54, align 4
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
!10 = distinct !{!10, !7}
