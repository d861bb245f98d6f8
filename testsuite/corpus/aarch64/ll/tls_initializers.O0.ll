; ModuleID = 'programs/tls_initializers.c'
source_filename = "programs/tls_initializers.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { [12 x i8], i32 }

@tl_int = dso_local thread_local global i32 42, align 4
@tl_arr = dso_local thread_local global [8 x double] [double 1.500000e+00, double 2.500000e+00, double 3.500000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], align 8
@tl_rec = dso_local thread_local global %struct.anon { [12 x i8] c"thread-rec\00\00", i32 3 }, align 4
@tl_extern = dso_local thread_local global i32 -7, align 4
@.str = private unnamed_addr constant [73 x i8] c"tl_int=%d tl_zero=%ld tl_arr=%g,%g,%g,%g rec=%s/%d *tl_ptr=%d extern=%d\0A\00", align 1
@tl_zero = dso_local thread_local global i64 0, align 8
@tl_ptr = internal thread_local global ptr @global_target, align 8
@.str.1 = private unnamed_addr constant [32 x i8] c"via pointer: tl_int=%d same=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bump=%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@tl_big = internal thread_local global [1000 x i64] zeroinitializer, align 8
@.str.4 = private unnamed_addr constant [8 x i8] c"changed\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"sum=%llu tl_int=%d rec=%s/%d aligned=%d\0A\00", align 1
@global_target = internal global i32 99, align 4
@bump.n = internal thread_local global i32 10, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %7 = load i32, ptr %6, align 4
  %8 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_zero)
  %9 = load i64, ptr %8, align 8
  %10 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %11 = getelementptr inbounds [8 x double], ptr %10, i64 0, i64 0
  %12 = load double, ptr %11, align 8
  %13 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %14 = getelementptr inbounds [8 x double], ptr %13, i64 0, i64 1
  %15 = load double, ptr %14, align 8
  %16 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %17 = getelementptr inbounds [8 x double], ptr %16, i64 0, i64 2
  %18 = load double, ptr %17, align 8
  %19 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %20 = getelementptr inbounds [8 x double], ptr %19, i64 0, i64 3
  %21 = load double, ptr %20, align 8
  %22 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %23 = getelementptr inbounds %struct.anon, ptr %22, i32 0, i32 0
  %24 = getelementptr inbounds [12 x i8], ptr %23, i64 0, i64 0
  %25 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %26 = getelementptr inbounds %struct.anon, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr)
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %29, align 4
  %31 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_extern)
  %32 = load i32, ptr %31, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7, i64 noundef %9, double noundef %12, double noundef %15, double noundef %18, double noundef %21, ptr noundef %24, i32 noundef %27, i32 noundef %30, i32 noundef %32)
  %34 = call ptr @addr_of_int()
  store ptr %34, ptr %2, align 8
  %35 = load ptr, ptr %2, align 8
  %36 = load i32, ptr %35, align 4
  %37 = add nsw i32 %36, 8
  store i32 %37, ptr %35, align 4
  %38 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %39 = load i32, ptr %38, align 4
  %40 = load ptr, ptr %2, align 8
  %41 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %42 = icmp eq ptr %40, %41
  %43 = zext i1 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %39, i32 noundef %43)
  store i32 0, ptr %3, align 4
  br label %45

45:                                               ; preds = %51, %0
  %46 = load i32, ptr %3, align 4
  %47 = icmp slt i32 %46, 4
  br i1 %47, label %48, label %54

48:                                               ; preds = %45
  %49 = call i32 @bump()
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %49)
  br label %51

51:                                               ; preds = %48
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %3, align 4
  br label %45, !llvm.loop !6

54:                                               ; preds = %45
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  call void @fill()
  store i64 0, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %56

56:                                               ; preds = %67, %54
  %57 = load i32, ptr %5, align 4
  %58 = icmp slt i32 %57, 1000
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_big)
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [1000 x i64], ptr %60, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = load i64, ptr %4, align 8
  %66 = add i64 %65, %64
  store i64 %66, ptr %4, align 8
  br label %67

67:                                               ; preds = %59
  %68 = load i32, ptr %5, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %5, align 4
  br label %56, !llvm.loop !8

70:                                               ; preds = %56
  %71 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %72 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr)
  store ptr %71, ptr %72, align 8
  %73 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_ptr)
  %74 = load ptr, ptr %73, align 8
  %75 = load i32, ptr %74, align 4
  %76 = mul nsw i32 %75, 2
  store i32 %76, ptr %74, align 4
  %77 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %78 = getelementptr inbounds %struct.anon, ptr %77, i32 0, i32 0
  %79 = getelementptr inbounds [12 x i8], ptr %78, i64 0, i64 0
  %80 = call ptr @strcpy(ptr noundef %79, ptr noundef @.str.4) #4
  %81 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %82 = getelementptr inbounds %struct.anon, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = add nsw i32 %83, 100
  store i32 %84, ptr %82, align 4
  %85 = load i64, ptr %4, align 8
  %86 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %87 = load i32, ptr %86, align 4
  %88 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %89 = getelementptr inbounds %struct.anon, ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds [12 x i8], ptr %89, i64 0, i64 0
  %91 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_rec)
  %92 = getelementptr inbounds %struct.anon, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 4
  %94 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_arr)
  %95 = getelementptr inbounds [8 x double], ptr %94, i64 0, i64 0
  %96 = ptrtoint ptr %95 to i64
  %97 = urem i64 %96, 8
  %98 = icmp eq i64 %97, 0
  %99 = zext i1 %98 to i32
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %85, i32 noundef %87, ptr noundef %90, i32 noundef %93, i32 noundef %99)
  %101 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  %102 = load i32, ptr %101, align 4
  ret i32 %102
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @addr_of_int() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @tl_int)
  ret ptr %1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bump() #0 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @bump.n)
  %2 = load i32, ptr %1, align 4
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %15, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 1000
  br i1 %4, label %5, label %18

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = load i32, ptr %1, align 4
  %9 = sext i32 %8 to i64
  %10 = mul i64 %7, %9
  %11 = call align 8 ptr @llvm.threadlocal.address.p0(ptr align 8 @tl_big)
  %12 = load i32, ptr %1, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [1000 x i64], ptr %11, i64 0, i64 %13
  store i64 %10, ptr %14, align 8
  br label %15

15:                                               ; preds = %5
  %16 = load i32, ptr %1, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %1, align 4
  br label %2, !llvm.loop !9

18:                                               ; preds = %2
  ret void
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
