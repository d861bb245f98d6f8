; ModuleID = 'programs/recursive_struct_byval.c'
source_filename = "programs/recursive_struct_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %4 = alloca [1000 x i64], align 16
  %5 = alloca i32, align 4
  %6 = alloca %struct.range, align 8
  %7 = alloca %struct.acc, align 4
  %8 = alloca %struct.acc, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %9 = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 2
  store i64 1, ptr %9, align 8
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %3, ptr noundef byval(%struct.state) align 8 %2, i32 noundef 200)
  %10 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %15 = load i64, ptr %14, align 8
  %16 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 3
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %19 = getelementptr inbounds [2 x i64], ptr %18, i64 0, i64 0
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 4
  %22 = getelementptr inbounds [2 x i64], ptr %21, i64 0, i64 1
  %23 = load i64, ptr %22, align 8
  %24 = getelementptr inbounds %struct.state, ptr %2, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %11, i64 noundef %13, i64 noundef %15, double noundef %17, i64 noundef %20, i64 noundef %23, i64 noundef %25)
  store i32 0, ptr %5, align 4
  br label %27

27:                                               ; preds = %39, %0
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %28, 1000
  br i1 %29, label %30, label %42

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 4
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 %32, 7919
  %34 = srem i64 %33, 10007
  %35 = sub nsw i64 %34, 5000
  %36 = load i32, ptr %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 %37
  store i64 %35, ptr %38, align 8
  br label %39

39:                                               ; preds = %30
  %40 = load i32, ptr %5, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %27, !llvm.loop !6

42:                                               ; preds = %27
  %43 = getelementptr inbounds [1000 x i64], ptr %4, i64 0, i64 0
  %44 = call { i64, i64 } @combine(ptr noundef %43, i32 noundef 0, i32 noundef 1000)
  %45 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %46 = extractvalue { i64, i64 } %44, 0
  store i64 %46, ptr %45, align 8
  %47 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %48 = extractvalue { i64, i64 } %44, 1
  store i64 %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.range, ptr %6, i32 0, i32 0
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds %struct.range, ptr %6, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %50, i64 noundef %52)
  %54 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 0
  store i32 0, ptr %54, align 4
  %55 = getelementptr inbounds %struct.acc, ptr %8, i32 0, i32 1
  store float 0.000000e+00, ptr %55, align 4
  %56 = load i64, ptr %8, align 4
  %57 = call i64 @accumulate(i64 %56, i32 noundef 3000)
  store i64 %57, ptr %7, align 4
  %58 = getelementptr inbounds %struct.acc, ptr %7, i32 0, i32 0
  %59 = load i32, ptr %58, align 4
  %60 = getelementptr inbounds %struct.acc, ptr %7, i32 0, i32 1
  %61 = load float, ptr %60, align 4
  %62 = fpext float %61 to double
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, double noundef %62)
  %64 = getelementptr inbounds %struct.state, ptr %3, i32 0, i32 2
  %65 = load i64, ptr %64, align 8
  %66 = and i64 %65, 127
  %67 = trunc i64 %66 to i32
  ret i32 %67
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(ptr dead_on_unwind noalias writable sret(%struct.state) align 8 %0, ptr noundef byval(%struct.state) align 8 %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca %struct.state, align 8
  store i32 %2, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 48, i1 false)
  br label %52

9:                                                ; preds = %3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %1, i64 48, i1 false)
  %10 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %10, align 8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %16, %14
  store i64 %17, ptr %15, align 8
  %18 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  %19 = load i64, ptr %18, align 8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = mul nsw i64 %19, %22
  %24 = srem i64 %23, 1000003
  %25 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 2
  store i64 %24, ptr %25, align 8
  %26 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = sitofp i64 %27 to double
  %29 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %30 = load i64, ptr %29, align 8
  %31 = sitofp i64 %30 to double
  %32 = fdiv double %28, %31
  %33 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 3
  store double %32, ptr %33, align 8
  %34 = load i32, ptr %4, align 4
  %35 = sub nsw i32 %34, 1
  call void @walk(ptr dead_on_unwind writable sret(%struct.state) align 8 %0, ptr noundef byval(%struct.state) align 8 %1, i32 noundef %35)
  %36 = getelementptr inbounds %struct.state, ptr %5, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds %struct.state, ptr %1, i32 0, i32 0
  %39 = load i64, ptr %38, align 8
  %40 = sub nsw i64 %39, 1
  %41 = icmp ne i64 %37, %40
  br i1 %41, label %42, label %45

42:                                               ; preds = %9
  %43 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %44 = getelementptr inbounds [2 x i64], ptr %43, i64 0, i64 0
  store i64 -1, ptr %44, align 8
  br label %45

45:                                               ; preds = %42, %9
  %46 = getelementptr inbounds %struct.state, ptr %5, i32 0, i32 0
  %47 = load i64, ptr %46, align 8
  %48 = getelementptr inbounds %struct.state, ptr %0, i32 0, i32 4
  %49 = getelementptr inbounds [2 x i64], ptr %48, i64 0, i64 1
  %50 = load i64, ptr %49, align 8
  %51 = add nsw i64 %50, %47
  store i64 %51, ptr %49, align 8
  br label %52

52:                                               ; preds = %45, %8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @combine(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
  br label %77

28:                                               ; preds = %3
  %29 = load i32, ptr %6, align 4
  %30 = load i32, ptr %7, align 4
  %31 = add nsw i32 %29, %30
  %32 = sdiv i32 %31, 2
  store i32 %32, ptr %8, align 4
  %33 = load ptr, ptr %5, align 8
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %8, align 4
  %36 = call { i64, i64 } @combine(ptr noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %38 = extractvalue { i64, i64 } %36, 0
  store i64 %38, ptr %37, align 8
  %39 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %40 = extractvalue { i64, i64 } %36, 1
  store i64 %40, ptr %39, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %8, align 4
  %43 = load i32, ptr %7, align 4
  %44 = call { i64, i64 } @combine(ptr noundef %41, i32 noundef %42, i32 noundef %43)
  %45 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %46 = extractvalue { i64, i64 } %44, 0
  store i64 %46, ptr %45, align 8
  %47 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %48 = extractvalue { i64, i64 } %44, 1
  store i64 %48, ptr %47, align 8
  %49 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 0
  %50 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %51 = load i64, ptr %50, align 8
  %52 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %53 = load i64, ptr %52, align 8
  %54 = icmp slt i64 %51, %53
  br i1 %54, label %55, label %58

55:                                               ; preds = %28
  %56 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 0
  %57 = load i64, ptr %56, align 8
  br label %61

58:                                               ; preds = %28
  %59 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 0
  %60 = load i64, ptr %59, align 8
  br label %61

61:                                               ; preds = %58, %55
  %62 = phi i64 [ %57, %55 ], [ %60, %58 ]
  store i64 %62, ptr %49, align 8
  %63 = getelementptr inbounds %struct.range, ptr %4, i32 0, i32 1
  %64 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %67 = load i64, ptr %66, align 8
  %68 = icmp sgt i64 %65, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %61
  %70 = getelementptr inbounds %struct.range, ptr %9, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  br label %75

72:                                               ; preds = %61
  %73 = getelementptr inbounds %struct.range, ptr %10, i32 0, i32 1
  %74 = load i64, ptr %73, align 8
  br label %75

75:                                               ; preds = %72, %69
  %76 = phi i64 [ %71, %69 ], [ %74, %72 ]
  store i64 %76, ptr %63, align 8
  br label %77

77:                                               ; preds = %75, %15
  %78 = load { i64, i64 }, ptr %4, align 8
  ret { i64, i64 } %78
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
