; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.state = type { i64, i64, i64, double, [2 x i64] }
%struct.range = type { i64, i64 }
%struct.acc = type { i32, float }

@.str = private unnamed_addr constant [75 x i8] c"walk depth=%ld sum=%ld prod_mod=%ld avg=%g pad=%ld,%ld original depth=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"range %ld..%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [24 x i8] c"acc count=%d weight=%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.state, align 8
  %3 = alloca %struct.state, align 8
  %4 = alloca %struct.state, align 8
  %5 = alloca [1000 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.range, align 8
  %8 = alloca %struct.acc, align 4
  %9 = alloca %struct.acc, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %10 = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 2
  store i64 1, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %2, i64 48, i1 false)
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %3, ptr noundef %4, i32 noundef 200)
  %11 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 0
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 3
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %20 = getelementptr inbounds [2 x i64], ptr %19, i64 0, i64 0
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %23 = getelementptr inbounds [2 x i64], ptr %22, i64 0, i64 1
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 0
  %26 = load i64, ptr %25, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %12, i64 noundef %14, i64 noundef %16, double noundef %18, i64 noundef %21, i64 noundef %24, i64 noundef %26)
  store i32 0, ptr %6, align 4
  br label %28

28:                                               ; preds = %40, %0
  %29 = load i32, ptr %6, align 4
  %30 = icmp slt i32 %29, 1000
  br i1 %30, label %31, label %43

31:                                               ; preds = %28
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = mul nsw i64 %33, 7919
  %35 = srem i64 %34, 10007
  %36 = sub nsw i64 %35, 5000
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [1000 x i64], ptr %5, i64 0, i64 %38
  store i64 %36, ptr %39, align 8
  br label %40

40:                                               ; preds = %31
  %41 = load i32, ptr %6, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %6, align 4
  br label %28, !llvm.loop !6

43:                                               ; preds = %28
  %44 = getelementptr inbounds [1000 x i64], ptr %5, i64 0, i64 0
  %45 = call [2 x i64] @combine(ptr noundef %44, i32 noundef 0, i32 noundef 1000)
  store [2 x i64] %45, ptr %7, align 8
  %46 = getelementptr inbounds %struct.range, ptr %7, i32 0, i32 0
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds %struct.range, ptr %7, i32 0, i32 1
  %49 = load i64, ptr %48, align 8
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %47, i64 noundef %49)
  %51 = getelementptr inbounds %struct.acc, ptr %9, i32 0, i32 0
  store i32 0, ptr %51, align 4
  %52 = getelementptr inbounds %struct.acc, ptr %9, i32 0, i32 1
  store float 0.000000e+00, ptr %52, align 4
  %53 = load i64, ptr %9, align 4
  %54 = call i64 @accumulate(i64 %53, i32 noundef 3000)
  store i64 %54, ptr %8, align 4
  %55 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 0
  %56 = load i32, ptr %55, align 4
  %57 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 1
  %58 = load float, ptr %57, align 4
  %59 = fpext float %58 to double
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %56, double noundef %59)
  %61 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %62 = load i64, ptr %61, align 8
  %63 = and i64 %62, 127
  %64 = trunc i64 %63 to i32
  ret i32 %64
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(ptr dead_on_unwind noalias writable sret(%struct.state) align 8 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.state, align 8
  %7 = alloca %struct.state, align 8
  store ptr %1, ptr %4, align 8
  store i32 %2, ptr %5, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 48, i1 false)
  br label %54

11:                                               ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false)
  %12 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %13 = load i64, ptr %12, align 8
  %14 = add nsw i64 %13, 1
  store i64 %14, ptr %12, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = add nsw i64 %18, %16
  store i64 %19, ptr %17, align 8
  %20 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  %24 = sext i32 %23 to i64
  %25 = mul nsw i64 %21, %24
  %26 = srem i64 %25, 1000003
  %27 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  store i64 %26, ptr %27, align 8
  %28 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = sitofp i64 %29 to double
  %31 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %32 = load i64, ptr %31, align 8
  %33 = sitofp i64 %32 to double
  %34 = fdiv double %30, %33
  %35 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 3
  store double %34, ptr %35, align 8
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %1, i64 48, i1 false)
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef %7, i32 noundef %37)
  %38 = getelementptr inbounds %struct.state, ptr %6, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %41 = load i64, ptr %40, align 8
  %42 = sub nsw i64 %41, 1
  %43 = icmp ne i64 %39, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %11
  %45 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %46 = getelementptr inbounds [2 x i64], ptr %45, i64 0, i64 0
  store i64 -1, ptr %46, align 8
  br label %47

47:                                               ; preds = %44, %11
  %48 = getelementptr inbounds %struct.state, ptr %6, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %51 = getelementptr inbounds [2 x i64], ptr %50, i64 0, i64 1
  %52 = load i64, ptr %51, align 8
  %53 = add nsw i64 %52, %49
  store i64 %53, ptr %51, align 8
  br label %54

54:                                               ; preds = %47, %10
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.range, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.range, align 8
  %10 = alloca %struct.range, align 8
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
  %20 = getelementptr inbounds i64, ptr %17, i64 %19
  %21 = load i64, ptr %20, align 8
  store i64 %21, ptr %16, align 8
  %22 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 1
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %6, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i64, ptr %23, i64 %25
  %27 = load i64, ptr %26, align 8
  store i64 %27, ptr %22, align 8
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
  %36 = call [2 x i64] @combine(ptr noundef %33, i32 noundef %34, i32 noundef %35)
  store [2 x i64] %36, ptr %9, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %7, align 4
  %40 = call [2 x i64] @combine(ptr noundef %37, i32 noundef %38, i32 noundef %39)
  store [2 x i64] %40, ptr %10, align 8
  %41 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 0
  %42 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = icmp slt i64 %43, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %28
  %48 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %49 = load i64, ptr %48, align 8
  br label %53

50:                                               ; preds = %28
  %51 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %52 = load i64, ptr %51, align 8
  br label %53

53:                                               ; preds = %50, %47
  %54 = phi i64 [ %49, %47 ], [ %52, %50 ]
  store i64 %54, ptr %41, align 8
  %55 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 1
  %56 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = icmp sgt i64 %57, %59
  br i1 %60, label %61, label %64

61:                                               ; preds = %53
  %62 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  br label %67

64:                                               ; preds = %53
  %65 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %66 = load i64, ptr %65, align 8
  br label %67

67:                                               ; preds = %64, %61
  %68 = phi i64 [ %63, %61 ], [ %66, %64 ]
  store i64 %68, ptr %55, align 8
  br label %69

69:                                               ; preds = %67, %15
  %70 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %70
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
