; ModuleID = 'models.c'
source_filename = "models.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.point = type { i64, i64 }

@exported = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@weights = internal constant [4 x double] [double 2.500000e-01, double 1.500000e+00, double -3.750000e+00, double 1.000000e+100], align 8
@table = internal global [64 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [23 x i8] c"table %ld exported %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"op%d(7) = %d\0A\00", align 1
@ops = internal constant [3 x ptr] [ptr @twice, ptr @square, ptr @negate], align 8
@.str.2 = private unnamed_addr constant [19 x i8] c"classify(%d) = %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"weigh(%d) = %.6f\0A\00", align 1
@per_thread = internal thread_local global i32 7, align 4
@shared_counter = external global i32, align 4
@.str.4 = private unnamed_addr constant [33 x i8] c"per_thread %d shared %d name %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"points %ld %ld\0A\00", align 1
@points = internal global [3 x %struct.point] [%struct.point { i64 1, i64 2 }, %struct.point { i64 3, i64 4 }, %struct.point { i64 5, i64 6 }], align 8
@.str.6 = private unnamed_addr constant [11 x i8] c"copied %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"a string of some length\00", align 1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @negate(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @classify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %11 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
  ]

5:                                                ; preds = %1
  store i32 11, ptr %2, align 4
  br label %12

6:                                                ; preds = %1
  store i32 23, ptr %2, align 4
  br label %12

7:                                                ; preds = %1
  store i32 37, ptr %2, align 4
  br label %12

8:                                                ; preds = %1
  store i32 41, ptr %2, align 4
  br label %12

9:                                                ; preds = %1
  store i32 59, ptr %2, align 4
  br label %12

10:                                               ; preds = %1
  store i32 61, ptr %2, align 4
  br label %12

11:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %12

12:                                               ; preds = %11, %10, %9, %8, %7, %6, %5
  %13 = load i32, ptr %2, align 4
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local double @weigh(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = load i32, ptr %3, align 4
  %7 = and i32 %6, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [4 x double], ptr @weights, i64 0, i64 %8
  %10 = load double, ptr %9, align 8
  %11 = call double @llvm.fmuladd.f64(double %5, double %10, double 0x4005BF0A8B04919B)
  ret double %11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @copy_name(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i8], align 1
  store ptr %0, ptr %2, align 8
  %4 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %5 = load ptr, ptr %2, align 8
  %6 = call ptr @strncpy(ptr noundef %4, ptr noundef %5, i64 noundef 31) #5
  %7 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 31
  store i8 0, ptr %7, align 1
  %8 = getelementptr inbounds [32 x i8], ptr %3, i64 0, i64 0
  %9 = call i64 @strlen(ptr noundef %8) #6
  %10 = trunc i64 %9 to i32
  ret i32 %10
}

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %8

8:                                                ; preds = %18, %0
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %9, 64
  br i1 %10, label %11, label %21

11:                                               ; preds = %8
  %12 = load i32, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul nsw i32 %12, %13
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr @table, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %11
  %19 = load i32, ptr %2, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %2, align 4
  br label %8, !llvm.loop !7

21:                                               ; preds = %8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %22

22:                                               ; preds = %33, %21
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %23, 64
  br i1 %24, label %25, label %36

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i32], ptr @table, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = sext i32 %29 to i64
  %31 = load i64, ptr %3, align 8
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %3, align 8
  br label %33

33:                                               ; preds = %25
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %22, !llvm.loop !9

36:                                               ; preds = %22
  %37 = load i64, ptr %3, align 8
  %38 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @exported, i64 0, i64 2), align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %37, i32 noundef %38)
  store i32 0, ptr %5, align 4
  br label %40

40:                                               ; preds = %51, %36
  %41 = load i32, ptr %5, align 4
  %42 = icmp slt i32 %41, 3
  br i1 %42, label %43, label %54

43:                                               ; preds = %40
  %44 = load i32, ptr %5, align 4
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [3 x ptr], ptr @ops, i64 0, i64 %46
  %48 = load ptr, ptr %47, align 8
  %49 = call i32 %48(i32 noundef 7)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, i32 noundef %49)
  br label %51

51:                                               ; preds = %43
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %40, !llvm.loop !10

54:                                               ; preds = %40
  store i32 -1, ptr %6, align 4
  br label %55

55:                                               ; preds = %63, %54
  %56 = load i32, ptr %6, align 4
  %57 = icmp slt i32 %56, 8
  br i1 %57, label %58, label %66

58:                                               ; preds = %55
  %59 = load i32, ptr %6, align 4
  %60 = load i32, ptr %6, align 4
  %61 = call i32 @classify(i32 noundef %60)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, i32 noundef %61)
  br label %63

63:                                               ; preds = %58
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %55, !llvm.loop !11

66:                                               ; preds = %55
  store i32 0, ptr %7, align 4
  br label %67

67:                                               ; preds = %78, %66
  %68 = load i32, ptr %7, align 4
  %69 = icmp slt i32 %68, 3
  br i1 %69, label %70, label %81

70:                                               ; preds = %67
  %71 = load i32, ptr %7, align 4
  %72 = load i32, ptr %7, align 4
  %73 = load i32, ptr %7, align 4
  %74 = sitofp i32 %73 to double
  %75 = fadd double 1.000000e+00, %74
  %76 = call double @weigh(i32 noundef %72, double noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %71, double noundef %76)
  br label %78

78:                                               ; preds = %70
  %79 = load i32, ptr %7, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %7, align 4
  br label %67, !llvm.loop !12

81:                                               ; preds = %67
  %82 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread)
  %83 = load i32, ptr %82, align 4
  %84 = add nsw i32 %83, 5
  store i32 %84, ptr %82, align 4
  %85 = load i32, ptr @shared_counter, align 4
  %86 = add nsw i32 %85, 3
  store i32 %86, ptr @shared_counter, align 4
  %87 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread)
  %88 = load i32, ptr %87, align 4
  %89 = load i32, ptr @shared_counter, align 4
  %90 = call ptr @other_name()
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %88, i32 noundef %89, ptr noundef %90)
  %92 = load i64, ptr getelementptr inbounds ([3 x %struct.point], ptr @points, i64 0, i64 2), align 8
  %93 = load i64, ptr getelementptr inbounds (%struct.point, ptr getelementptr inbounds ([3 x %struct.point], ptr @points, i64 0, i64 1), i32 0, i32 1), align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %92, i64 noundef %93)
  %95 = call i32 @copy_name(ptr noundef @.str.7)
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %95)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

declare ptr @other_name() #4

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define internal i32 @square(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = mul nsw i32 %3, %4
  ret i32 %5
}

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 1, !"Code Model", i32 0}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{i32 7, !"frame-pointer", i32 1}
!6 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
