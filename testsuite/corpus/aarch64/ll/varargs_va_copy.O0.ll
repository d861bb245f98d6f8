; ModuleID = 'programs/varargs_va_copy.c'
source_filename = "programs/varargs_va_copy.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"helpers=%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"x=%d y=%s z=%.2f w=%ld\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"why\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"%s-%d-%c-%g\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.6 = private unnamed_addr constant [29 x i8] c"twice: s1=%d s2=%d first=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"info\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"[%s] \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"outer(%s) len=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [64 x i8], align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (i32, ...) @twice(i32 noundef 9, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  store i32 %5, ptr %2, align 4
  %6 = call double (i32, ...) @helpers(i32 noundef 6, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 2.500000e-01, i32 noundef 3, double noundef 1.250000e-01, i32 noundef 4, double noundef 2.000000e+00, i32 noundef 5, double noundef 4.000000e+00, i32 noundef 6, double noundef 8.000000e+00)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %6)
  %8 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %9 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef %8, i64 noundef 64, ptr noundef @.str.1, i32 noundef 12, ptr noundef @.str.2, double noundef 2.500000e+00, i64 noundef -7)
  store i32 %9, ptr %4, align 4
  %10 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %11 = load i32, ptr %4, align 4
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %10, i32 noundef %11)
  call void (ptr, ...) @outer(ptr noundef @.str.4, ptr noundef @.str.5, i32 noundef 123, i32 noundef 81, double noundef 5.000000e-01)
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %13, %14
  %16 = and i32 %15, 127
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  call void @llvm.va_copy.p0(ptr %4, ptr %3)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %37, %1
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %40

14:                                               ; preds = %10
  %15 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %16 = load i32, ptr %15, align 8
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %25, label %18

18:                                               ; preds = %14
  %19 = add i32 %16, 8
  store i32 %19, ptr %15, align 8
  %20 = icmp sle i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 %16
  br label %29

25:                                               ; preds = %18, %14
  %26 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %27 = load ptr, ptr %26, align 8
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %28, ptr %26, align 8
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi ptr [ %24, %21 ], [ %27, %25 ]
  %31 = load i32, ptr %30, align 8
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  %34 = mul nsw i32 %31, %33
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %5, align 4
  br label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %10, !llvm.loop !6

40:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %41

41:                                               ; preds = %69, %40
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %2, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %72

45:                                               ; preds = %41
  %46 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 3
  %47 = load i32, ptr %46, align 8
  %48 = icmp sge i32 %47, 0
  br i1 %48, label %56, label %49

49:                                               ; preds = %45
  %50 = add i32 %47, 8
  store i32 %50, ptr %46, align 8
  %51 = icmp sle i32 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %49
  %53 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 1
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds i8, ptr %54, i32 %47
  br label %60

56:                                               ; preds = %49, %45
  %57 = getelementptr inbounds %struct.__va_list, ptr %4, i32 0, i32 0
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  store ptr %59, ptr %57, align 8
  br label %60

60:                                               ; preds = %56, %52
  %61 = phi ptr [ %55, %52 ], [ %58, %56 ]
  %62 = load i32, ptr %61, align 8
  %63 = load i32, ptr %2, align 4
  %64 = load i32, ptr %8, align 4
  %65 = sub nsw i32 %63, %64
  %66 = mul nsw i32 %62, %65
  %67 = load i32, ptr %6, align 4
  %68 = add nsw i32 %67, %66
  store i32 %68, ptr %6, align 4
  br label %69

69:                                               ; preds = %60
  %70 = load i32, ptr %8, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %8, align 4
  br label %41, !llvm.loop !8

72:                                               ; preds = %41
  call void @llvm.va_end.p0(ptr %4)
  call void @llvm.va_end.p0(ptr %3)
  call void @llvm.va_start.p0(ptr %3)
  %73 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %74 = load i32, ptr %73, align 8
  %75 = icmp sge i32 %74, 0
  br i1 %75, label %83, label %76

76:                                               ; preds = %72
  %77 = add i32 %74, 8
  store i32 %77, ptr %73, align 8
  %78 = icmp sle i32 %77, 0
  br i1 %78, label %79, label %83

79:                                               ; preds = %76
  %80 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr inbounds i8, ptr %81, i32 %74
  br label %87

83:                                               ; preds = %76, %72
  %84 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %85 = load ptr, ptr %84, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 8
  store ptr %86, ptr %84, align 8
  br label %87

87:                                               ; preds = %83, %79
  %88 = phi ptr [ %82, %79 ], [ %85, %83 ]
  %89 = load i32, ptr %88, align 8
  store i32 %89, ptr %9, align 4
  call void @llvm.va_end.p0(ptr %3)
  %90 = load i32, ptr %5, align 4
  %91 = load i32, ptr %6, align 4
  %92 = load i32, ptr %9, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %90, i32 noundef %91, i32 noundef %92)
  %94 = load i32, ptr %5, align 4
  %95 = load i32, ptr %6, align 4
  %96 = sub nsw i32 %94, %95
  %97 = load i32, ptr %9, align 4
  %98 = add nsw i32 %96, %97
  ret i32 %98
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @helpers(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca double, align 8
  %9 = alloca %struct.__va_list, align 8
  store i32 %0, ptr %2, align 4
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %23, %1
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %26

14:                                               ; preds = %10
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %3, i64 32, i1 false)
  %15 = call i32 @take_int(ptr noundef %7)
  store i32 %15, ptr %6, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %3, i64 32, i1 false)
  %16 = call double @take_double(ptr noundef %9)
  store double %16, ptr %8, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sitofp i32 %17 to double
  %19 = load double, ptr %8, align 8
  %20 = fmul double %18, %19
  %21 = load double, ptr %4, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %4, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %10, !llvm.loop !9

26:                                               ; preds = %10
  call void @llvm.va_end.p0(ptr %3)
  %27 = load double, ptr %4, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @logf_(ptr noundef %0, i64 noundef %1, ptr noundef %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.__va_list, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %7)
  %10 = load ptr, ptr %4, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %7, i64 32, i1 false)
  %13 = call i32 @vlog(ptr noundef %10, i64 noundef %11, ptr noundef @.str.7, ptr noundef %12, ptr noundef %9)
  store i32 %13, ptr %8, align 4
  call void @llvm.va_end.p0(ptr %7)
  %14 = load i32, ptr %8, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca [128 x i8], align 1
  %5 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %6 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %7 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %3, i64 32, i1 false)
  %8 = call i32 @vsnprintf(ptr noundef %6, i64 noundef 128, ptr noundef %7, ptr noundef %5) #6
  call void @llvm.va_end.p0(ptr %3)
  %9 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %10 = getelementptr inbounds [128 x i8], ptr %4, i64 0, i64 0
  %11 = call i64 @strlen(ptr noundef %10) #7
  call void (ptr, ...) @vp(ptr noundef @.str.9, ptr noundef %9, i64 noundef %11)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @take_int(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 3
  %4 = load i32, ptr %3, align 8
  %5 = icmp sge i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 8
  store i32 %7, ptr %3, align 8
  %8 = icmp sle i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 %4
  br label %17

13:                                               ; preds = %6, %1
  %14 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %16, ptr %14, align 8
  br label %17

17:                                               ; preds = %13, %9
  %18 = phi ptr [ %12, %9 ], [ %15, %13 ]
  %19 = load i32, ptr %18, align 8
  ret i32 %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @take_double(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 4
  %4 = load i32, ptr %3, align 4
  %5 = icmp sge i32 %4, 0
  br i1 %5, label %13, label %6

6:                                                ; preds = %1
  %7 = add i32 %4, 16
  store i32 %7, ptr %3, align 4
  %8 = icmp sle i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 2
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 %4
  br label %17

13:                                               ; preds = %6, %1
  %14 = getelementptr inbounds %struct.__va_list, ptr %0, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = getelementptr inbounds i8, ptr %15, i64 8
  store ptr %16, ptr %14, align 8
  br label %17

17:                                               ; preds = %13, %9
  %18 = phi ptr [ %12, %9 ], [ %15, %13 ]
  %19 = load double, ptr %18, align 8
  ret double %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vlog(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca %struct.__va_list, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.__va_list, align 8
  %15 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = load i64, ptr %7, align 8
  %18 = load ptr, ptr %8, align 8
  %19 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %16, i64 noundef %17, ptr noundef @.str.8, ptr noundef %18) #6
  store i32 %19, ptr %11, align 4
  call void @llvm.va_copy.p0(ptr %12, ptr %4)
  %20 = load ptr, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %12, i64 32, i1 false)
  %21 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef %20, ptr noundef %14) #6
  store i32 %21, ptr %13, align 4
  call void @llvm.va_end.p0(ptr %12)
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i8, ptr %22, i64 %24
  %26 = load i64, ptr %7, align 8
  %27 = load i32, ptr %11, align 4
  %28 = sext i32 %27 to i64
  %29 = sub i64 %26, %28
  %30 = load ptr, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %4, i64 32, i1 false)
  %31 = call i32 @vsnprintf(ptr noundef %25, i64 noundef %29, ptr noundef %30, ptr noundef %15) #6
  %32 = load i32, ptr %11, align 4
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %11, align 4
  %34 = load i32, ptr %11, align 4
  %35 = mul nsw i32 %34, 1000
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %35, %36
  ret i32 %37
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nounwind
declare i32 @vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @vp(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca %struct.__va_list, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  %5 = load ptr, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %3, i64 32, i1 false)
  %6 = call i32 @vprintf(ptr noundef %5, ptr noundef %4) #6
  call void @llvm.va_end.p0(ptr %3)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: nounwind
declare i32 @vprintf(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
