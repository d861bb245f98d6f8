; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mix = type { i32, double, i64, i16 }
%struct.L3 = type { i64, i64, i64 }
%struct.D3 = type { double, double, double }
%struct.C17 = type { [17 x i8] }
%struct.Big = type { [16 x i64] }

@.str = private unnamed_addr constant [25 x i8] c"L3 %ld %ld %ld size %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"D3 %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hello, world 17\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"C17 '%s' -> '%s'\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.Mix { i32 1, double 5.000000e-01, i64 255, i16 7 }, align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"Mix %d %a %lx %d size %zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"Big sum %ld rev %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"regs_and_stack %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.L3, align 8
  %4 = alloca %struct.L3, align 8
  %5 = alloca %struct.L3, align 8
  %6 = alloca %struct.L3, align 8
  %7 = alloca %struct.L3, align 8
  %8 = alloca %struct.D3, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca %struct.D3, align 8
  %11 = alloca %struct.C17, align 8
  %12 = alloca %struct.C17, align 1
  %13 = alloca %struct.Mix, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.Mix, align 8
  %16 = alloca %struct.Big, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca %struct.Big, align 8
  %20 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store ptr @l3_make, ptr %2, align 8
  %21 = load ptr, ptr %2, align 8
  call void %21(ptr dead_on_unwind writable sret(%struct.L3) align 8 %5, i64 noundef 3)
  %22 = load ptr, ptr %2, align 8
  call void %22(ptr dead_on_unwind writable sret(%struct.L3) align 8 %6, i64 noundef 5)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %4, ptr noundef byval(%struct.L3) align 8 %5, ptr noundef byval(%struct.L3) align 8 %6)
  call void @l3_make(ptr dead_on_unwind writable sret(%struct.L3) align 8 %7, i64 noundef -2)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %3, ptr noundef byval(%struct.L3) align 8 %4, ptr noundef byval(%struct.L3) align 8 %7)
  %23 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 0
  %24 = load i64, ptr %23, align 8
  %25 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 2
  %28 = load i64, ptr %27, align 8
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %24, i64 noundef %26, i64 noundef %28, i64 noundef 24)
  %30 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0
  store double 1.500000e+00, ptr %30, align 8
  %31 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1
  store double -2.250000e+00, ptr %31, align 8
  %32 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2
  store double 1.000000e+10, ptr %32, align 8
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %9, ptr noundef byval(%struct.D3) align 8 %10, double noundef 2.000000e+00)
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %8, ptr noundef byval(%struct.D3) align 8 %9, double noundef 5.000000e-01)
  %33 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 2
  %38 = load double, ptr %37, align 8
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %34, double noundef %36, double noundef %38)
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 17, i1 false)
  %40 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0
  %41 = getelementptr inbounds [17 x i8], ptr %40, i64 0, i64 0
  %42 = call ptr @strcpy(ptr noundef %41, ptr noundef @.str.2) #5
  call void @c17_upper(ptr dead_on_unwind writable sret(%struct.C17) align 1 %12, ptr noundef byval(%struct.C17) align 8 %11)
  %43 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0
  %44 = getelementptr inbounds [17 x i8], ptr %43, i64 0, i64 0
  %45 = getelementptr inbounds %struct.C17, ptr %12, i32 0, i32 0
  %46 = getelementptr inbounds [17 x i8], ptr %45, i64 0, i64 0
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %44, ptr noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.m, i64 32, i1 false)
  store i32 0, ptr %14, align 4
  br label %48

48:                                               ; preds = %60, %0
  %49 = load i32, ptr %14, align 4
  %50 = icmp slt i32 %49, 4
  br i1 %50, label %51, label %63

51:                                               ; preds = %48
  %52 = load i32, ptr %14, align 4
  %53 = load i32, ptr %14, align 4
  %54 = sitofp i32 %53 to double
  %55 = fmul double 2.500000e-01, %54
  %56 = load i32, ptr %14, align 4
  %57 = mul nsw i32 %56, 10
  %58 = zext i32 %57 to i64
  %59 = shl i64 1, %58
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %15, i32 noundef %52, ptr noundef byval(%struct.Mix) align 8 %13, double noundef %55, i64 noundef %59)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %15, i64 32, i1 false)
  br label %60

60:                                               ; preds = %51
  %61 = load i32, ptr %14, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %14, align 4
  br label %48, !llvm.loop !6

63:                                               ; preds = %48
  %64 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 0
  %65 = load i32, ptr %64, align 8
  %66 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  %68 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 2
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds %struct.Mix, ptr %13, i32 0, i32 3
  %71 = load i16, ptr %70, align 8
  %72 = sext i16 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %65, double noundef %67, i64 noundef %69, i32 noundef %72, i64 noundef 32)
  call void @big_fill(ptr dead_on_unwind writable sret(%struct.Big) align 8 %16, i64 noundef 4886718345)
  %74 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %16)
  store i64 %74, ptr %17, align 8
  call void @big_rev(ptr dead_on_unwind writable sret(%struct.Big) align 8 %19, ptr noundef byval(%struct.Big) align 8 %16)
  %75 = call i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %19)
  store i64 %75, ptr %18, align 8
  %76 = load i64, ptr %17, align 8
  %77 = load i64, ptr %18, align 8
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %76, i64 noundef %77)
  %79 = call i64 @regs_and_stack(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef byval(%struct.L3) align 8 %3, ptr noundef byval(%struct.D3) align 8 %8, i64 noundef 7)
  store i64 %79, ptr %20, align 8
  %80 = load i64, ptr %20, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %80)
  %82 = load i64, ptr %17, align 8
  %83 = load i64, ptr %18, align 8
  %84 = xor i64 %82, %83
  %85 = load i64, ptr %20, align 8
  %86 = xor i64 %84, %85
  %87 = and i64 %86, 127
  %88 = trunc i64 %87 to i32
  ret i32 %88
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_make(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %5 = load i64, ptr %3, align 8
  store i64 %5, ptr %4, align 8
  %6 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %7 = load i64, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = mul nsw i64 %7, %8
  store i64 %9, ptr %6, align 8
  %10 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %11 = load i64, ptr %3, align 8
  %12 = sub nsw i64 0, %11
  store i64 %12, ptr %10, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_add(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, ptr noundef byval(%struct.L3) align 8 %1, ptr noundef byval(%struct.L3) align 8 %2) #0 {
  %4 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0
  %6 = load i64, ptr %5, align 8
  %7 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = add nsw i64 %6, %8
  store i64 %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1
  %12 = load i64, ptr %11, align 8
  %13 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = add nsw i64 %12, %14
  store i64 %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %17 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = add nsw i64 %18, %20
  store i64 %21, ptr %16, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_scale(ptr dead_on_unwind noalias writable sret(%struct.D3) align 8 %0, ptr noundef byval(%struct.D3) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load double, ptr %4, align 8
  %9 = fmul double %7, %8
  store double %9, ptr %5, align 8
  %10 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load double, ptr %4, align 8
  %14 = fmul double %12, %13
  store double %14, ptr %10, align 8
  %15 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2
  %16 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = load double, ptr %4, align 8
  %19 = fmul double %17, %18
  store double %19, ptr %15, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c17_upper(ptr dead_on_unwind noalias writable sret(%struct.C17) align 1 %0, ptr noundef byval(%struct.C17) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %47, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 17
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [17 x i8], ptr %8, i64 0, i64 %10
  %12 = load i8, ptr %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br label %15

15:                                               ; preds = %7, %4
  %16 = phi i1 [ false, %4 ], [ %14, %7 ]
  br i1 %16, label %17, label %50

17:                                               ; preds = %15
  %18 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [17 x i8], ptr %18, i64 0, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp sge i32 %23, 97
  br i1 %24, label %25, label %46

25:                                               ; preds = %17
  %26 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %27 = load i32, ptr %3, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [17 x i8], ptr %26, i64 0, i64 %28
  %30 = load i8, ptr %29, align 1
  %31 = sext i8 %30 to i32
  %32 = icmp sle i32 %31, 122
  br i1 %32, label %33, label %46

33:                                               ; preds = %25
  %34 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [17 x i8], ptr %34, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = sext i8 %38 to i32
  %40 = sub nsw i32 %39, 32
  %41 = trunc i32 %40 to i8
  %42 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [17 x i8], ptr %42, i64 0, i64 %44
  store i8 %41, ptr %45, align 1
  br label %46

46:                                               ; preds = %33, %25, %17
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %4, !llvm.loop !8

50:                                               ; preds = %15
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr noundef byval(%struct.Mix) align 8 %2, double noundef %3, i64 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i64, align 8
  store i32 %1, ptr %6, align 4
  store double %3, ptr %7, align 8
  store i64 %4, ptr %8, align 8
  %9 = load i32, ptr %6, align 4
  %10 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 0
  %11 = load i32, ptr %10, align 8
  %12 = add nsw i32 %11, %9
  store i32 %12, ptr %10, align 8
  %13 = load double, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fadd double %15, %13
  store double %16, ptr %14, align 8
  %17 = load i64, ptr %8, align 8
  %18 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 2
  %19 = load i64, ptr %18, align 8
  %20 = xor i64 %19, %17
  store i64 %20, ptr %18, align 8
  %21 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  %22 = load i16, ptr %21, align 8
  %23 = sext i16 %22 to i32
  %24 = add nsw i32 %23, 1
  %25 = trunc i32 %24 to i16
  %26 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  store i16 %25, ptr %26, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_fill(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %23, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %26

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8
  %10 = load i32, ptr %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %9, %12
  %14 = load i64, ptr %3, align 8
  %15 = load i32, ptr %4, align 4
  %16 = zext i32 %15 to i64
  %17 = ashr i64 %14, %16
  %18 = xor i64 %13, %17
  %19 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [16 x i64], ptr %19, i64 0, i64 %21
  store i64 %18, ptr %22, align 8
  br label %23

23:                                               ; preds = %8
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %4, align 4
  br label %5, !llvm.loop !9

26:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @big_sum(ptr noundef byval(%struct.Big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 16
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [16 x i64], ptr %8, i64 0, i64 %10
  %12 = load i64, ptr %11, align 8
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 %13, 1
  %15 = sext i32 %14 to i64
  %16 = mul nsw i64 %12, %15
  %17 = load i64, ptr %2, align 8
  %18 = add nsw i64 %17, %16
  store i64 %18, ptr %2, align 8
  br label %19

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !10

22:                                               ; preds = %4
  %23 = load i64, ptr %2, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef byval(%struct.Big) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %18, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 16
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %3, align 4
  %10 = sub nsw i32 15, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i64], ptr %8, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [16 x i64], ptr %14, i64 0, i64 %16
  store i64 %13, ptr %17, align 8
  br label %18

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %4, !llvm.loop !11

21:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @regs_and_stack(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef byval(%struct.L3) align 8 %6, ptr noundef byval(%struct.D3) align 8 %7, i64 noundef %8) #0 {
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %5, ptr %15, align 8
  store i64 %8, ptr %16, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = add nsw i64 %27, %29
  %31 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = add nsw i64 %30, %32
  %34 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 2
  %35 = load i64, ptr %34, align 8
  %36 = add nsw i64 %33, %35
  %37 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 0
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 2
  %43 = load double, ptr %42, align 8
  %44 = fadd double %41, %43
  %45 = fptosi double %44 to i64
  %46 = add nsw i64 %36, %45
  %47 = load i64, ptr %16, align 8
  %48 = add nsw i64 %46, %47
  ret i64 %48
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
