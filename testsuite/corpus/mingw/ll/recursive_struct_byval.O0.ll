; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.state = type { i32, i32, i32, double, [2 x i32] }
%struct.range = type { i32, i32 }
%struct.acc = type { i32, float }

@__const.main.s = private unnamed_addr constant %struct.state { i32 0, i32 0, i32 1, double 0.000000e+00, [2 x i32] zeroinitializer }, align 8
@.str = private unnamed_addr constant [75 x i8] c"walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"range %ld..%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"acc count=%d weight=%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.state, align 8
  %3 = alloca %struct.state, align 8
  %4 = alloca %struct.state, align 8
  %5 = alloca [1000 x i32], align 16
  %6 = alloca i32, align 4
  %7 = alloca %struct.range, align 4
  %8 = alloca %struct.acc, align 4
  %9 = alloca %struct.acc, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.s, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %2, i64 32, i1 false)
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %3, ptr noundef %4, i32 noundef 200)
  %10 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  %14 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %15 = load i32, ptr %14, align 8
  %16 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 3
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %19 = getelementptr inbounds [2 x i32], ptr %18, i64 0, i64 0
  %20 = load i32, ptr %19, align 8
  %21 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %22 = getelementptr inbounds [2 x i32], ptr %21, i64 0, i64 1
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 0
  %25 = load i32, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %13, i32 noundef %15, double noundef %17, i32 noundef %20, i32 noundef %23, i32 noundef %25)
  store i32 0, ptr %6, align 4
  br label %27

27:                                               ; preds = %38, %0
  %28 = load i32, ptr %6, align 4
  %29 = icmp slt i32 %28, 1000
  br i1 %29, label %30, label %41

30:                                               ; preds = %27
  %31 = load i32, ptr %6, align 4
  %32 = mul nsw i32 %31, 7919
  %33 = srem i32 %32, 10007
  %34 = sub nsw i32 %33, 5000
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [1000 x i32], ptr %5, i64 0, i64 %36
  store i32 %34, ptr %37, align 4
  br label %38

38:                                               ; preds = %30
  %39 = load i32, ptr %6, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %6, align 4
  br label %27, !llvm.loop !5

41:                                               ; preds = %27
  %42 = getelementptr inbounds [1000 x i32], ptr %5, i64 0, i64 0
  %43 = call i64 @combine(ptr noundef %42, i32 noundef 0, i32 noundef 1000)
  store i64 %43, ptr %7, align 4
  %44 = getelementptr inbounds %struct.range, ptr %7, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = getelementptr inbounds %struct.range, ptr %7, i32 0, i32 1
  %47 = load i32, ptr %46, align 4
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %45, i32 noundef %47)
  %49 = getelementptr inbounds %struct.acc, ptr %9, i32 0, i32 0
  store i32 0, ptr %49, align 4
  %50 = getelementptr inbounds %struct.acc, ptr %9, i32 0, i32 1
  store float 0.000000e+00, ptr %50, align 4
  %51 = load i64, ptr %9, align 4
  %52 = call i64 @accumulate(i64 %51, i32 noundef 3000)
  store i64 %52, ptr %8, align 4
  %53 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 0
  %54 = load i32, ptr %53, align 4
  %55 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 1
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %54, double noundef %57)
  %59 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %60 = load i32, ptr %59, align 8
  %61 = and i32 %60, 127
  ret i32 %61
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(ptr dead_on_unwind noalias writable sret(%struct.state) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.state, align 8
  %8 = alloca %struct.state, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  br label %53

12:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 32, i1 false)
  %13 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %13, align 8
  %16 = load i32, ptr %6, align 4
  %17 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, %16
  store i32 %19, ptr %17, align 4
  %20 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  %21 = load i32, ptr %20, align 8
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 1
  %24 = mul nsw i32 %21, %23
  %25 = srem i32 %24, 1000003
  %26 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  store i32 %25, ptr %26, align 8
  %27 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %28 = load i32, ptr %27, align 4
  %29 = sitofp i32 %28 to double
  %30 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %31 = load i32, ptr %30, align 8
  %32 = sitofp i32 %31 to double
  %33 = fdiv double %29, %32
  %34 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 3
  store double %33, ptr %34, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sub nsw i32 %35, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %1, i64 32, i1 false)
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef %8, i32 noundef %36)
  %37 = getelementptr inbounds %struct.state, ptr %7, i32 0, i32 0
  %38 = load i32, ptr %37, align 8
  %39 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %40 = load i32, ptr %39, align 8
  %41 = sub nsw i32 %40, 1
  %42 = icmp ne i32 %38, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %12
  %44 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %45 = getelementptr inbounds [2 x i32], ptr %44, i64 0, i64 0
  store i32 -1, ptr %45, align 8
  br label %46

46:                                               ; preds = %43, %12
  %47 = getelementptr inbounds %struct.state, ptr %7, i32 0, i32 0
  %48 = load i32, ptr %47, align 8
  %49 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %50 = getelementptr inbounds [2 x i32], ptr %49, i64 0, i64 1
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %51, %48
  store i32 %52, ptr %50, align 4
  br label %53

53:                                               ; preds = %46, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.range, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.range, align 4
  %10 = alloca %struct.range, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = sub nsw i32 %11, %12
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %28

15:                                               ; preds = %3
  %16 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 0
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %6, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4
  store i32 %21, ptr %16, align 4
  %22 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 1
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  store i32 %27, ptr %22, align 4
  br label %69

28:                                               ; preds = %3
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %29, %30
  %32 = sdiv i32 %31, 2
  store i32 %32, ptr %8, align 4
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %8, align 4
  %36 = call i64 @combine(ptr noundef %33, i32 noundef %34, i32 noundef %35)
  store i64 %36, ptr %9, align 4
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %7, align 4
  %40 = call i64 @combine(ptr noundef %37, i32 noundef %38, i32 noundef %39)
  store i64 %40, ptr %10, align 4
  %41 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 0
  %42 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %45 = load i32, ptr %44, align 4
  %46 = icmp slt i32 %43, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %28
  %48 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %49 = load i32, ptr %48, align 4
  br label %53

50:                                               ; preds = %28
  %51 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %52 = load i32, ptr %51, align 4
  br label %53

53:                                               ; preds = %50, %47
  %54 = phi i32 [ %49, %47 ], [ %52, %50 ]
  store i32 %54, ptr %41, align 4
  %55 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 1
  %56 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %57 = load i32, ptr %56, align 4
  %58 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = icmp sgt i32 %57, %59
  br i1 %60, label %61, label %64

61:                                               ; preds = %53
  %62 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %63 = load i32, ptr %62, align 4
  br label %67

64:                                               ; preds = %53
  %65 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %66 = load i32, ptr %65, align 4
  br label %67

67:                                               ; preds = %64, %61
  %68 = phi i32 [ %63, %61 ], [ %66, %64 ]
  store i32 %68, ptr %55, align 4
  br label %69

69:                                               ; preds = %67, %15
  %70 = load i64, ptr %4, align 4
  ret i64 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @accumulate(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.acc, align 4
  %4 = alloca %struct.acc, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  br label %24

9:                                                ; preds = %2
  %10 = getelementptr inbounds %struct.acc, ptr %4, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 4
  %13 = load i32, ptr %5, align 4
  %14 = srem i32 %13, 3
  %15 = sitofp i32 %14 to float
  %16 = fmul float 5.000000e-01, %15
  %17 = getelementptr inbounds %struct.acc, ptr %4, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = fadd float %18, %16
  store float %19, ptr %17, align 4
  %20 = load i32, ptr %5, align 4
  %21 = sub nsw i32 %20, 1
  %22 = load i64, ptr %4, align 4
  %23 = call i64 @accumulate(i64 %22, i32 noundef %21)
  store i64 %23, ptr %3, align 4
  br label %24

24:                                               ; preds = %9, %8
  %25 = load i64, ptr %3, align 4
  ret i64 %25
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
