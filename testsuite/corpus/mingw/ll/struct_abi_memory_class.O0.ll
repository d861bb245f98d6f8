; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Mix = type { i32, double, i32, i16 }
%struct.L3 = type { i32, i32, i32 }
%struct.D3 = type { double, double, double }
%struct.C17 = type { [17 x i8] }
%struct.Big = type { [16 x i32] }

@.str = private unnamed_addr constant [25 x i8] c"L3 %ld %ld %ld size %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"D3 %a %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hello, world 17\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"C17 '%s' -> '%s'\0A\00", align 1
@__const.main.m = private unnamed_addr constant %struct.Mix { i32 1, double 5.000000e-01, i32 255, i16 7 }, align 8
@.str.4 = private unnamed_addr constant [27 x i8] c"Mix %d %a %lx %d size %zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"Big sum %ld rev %ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"regs_and_stack %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.L3, align 4
  %4 = alloca %struct.L3, align 4
  %5 = alloca %struct.L3, align 4
  %6 = alloca %struct.L3, align 4
  %7 = alloca %struct.L3, align 4
  %8 = alloca %struct.D3, align 8
  %9 = alloca %struct.D3, align 8
  %10 = alloca %struct.D3, align 8
  %11 = alloca %struct.D3, align 8
  %12 = alloca %struct.C17, align 1
  %13 = alloca %struct.C17, align 1
  %14 = alloca %struct.C17, align 1
  %15 = alloca %struct.Mix, align 8
  %16 = alloca i32, align 4
  %17 = alloca %struct.Mix, align 8
  %18 = alloca %struct.Mix, align 8
  %19 = alloca %struct.Big, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.Big, align 4
  %22 = alloca i32, align 4
  %23 = alloca %struct.Big, align 4
  %24 = alloca %struct.Big, align 4
  %25 = alloca i32, align 4
  %26 = alloca %struct.L3, align 4
  %27 = alloca %struct.D3, align 8
  store i32 0, ptr %1, align 4
  store ptr @l3_make, ptr %2, align 8
  %28 = load ptr, ptr %2, align 8
  call void %28(ptr dead_on_unwind writable sret(%struct.L3) align 4 %5, i32 noundef 3)
  %29 = load ptr, ptr %2, align 8
  call void %29(ptr dead_on_unwind writable sret(%struct.L3) align 4 %6, i32 noundef 5)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 4 %4, ptr noundef %5, ptr noundef %6)
  call void @l3_make(ptr dead_on_unwind writable sret(%struct.L3) align 4 %7, i32 noundef -2)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 4 %3, ptr noundef %4, ptr noundef %7)
  %30 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 2
  %35 = load i32, ptr %34, align 4
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %31, i32 noundef %33, i32 noundef %35, i64 noundef 12)
  %37 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0
  store double 1.500000e+00, ptr %37, align 8
  %38 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1
  store double -2.250000e+00, ptr %38, align 8
  %39 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2
  store double 1.000000e+10, ptr %39, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %10, i64 24, i1 false)
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %9, ptr noundef %11, double noundef 2.000000e+00)
  call void @d3_scale(ptr dead_on_unwind writable sret(%struct.D3) align 8 %8, ptr noundef %9, double noundef 5.000000e-01)
  %40 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 2
  %45 = load double, ptr %44, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %41, double noundef %43, double noundef %45)
  call void @llvm.memset.p0.i64(ptr align 1 %12, i8 0, i64 17, i1 false)
  %47 = getelementptr inbounds %struct.C17, ptr %12, i32 0, i32 0
  %48 = getelementptr inbounds [17 x i8], ptr %47, i64 0, i64 0
  %49 = call ptr @strcpy(ptr noundef %48, ptr noundef @.str.2) #6
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %14, ptr align 1 %12, i64 17, i1 false)
  call void @c17_upper(ptr dead_on_unwind writable sret(%struct.C17) align 1 %13, ptr noundef %14)
  %50 = getelementptr inbounds %struct.C17, ptr %12, i32 0, i32 0
  %51 = getelementptr inbounds [17 x i8], ptr %50, i64 0, i64 0
  %52 = getelementptr inbounds %struct.C17, ptr %13, i32 0, i32 0
  %53 = getelementptr inbounds [17 x i8], ptr %52, i64 0, i64 0
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %51, ptr noundef %53)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 @__const.main.m, i64 24, i1 false)
  store i32 0, ptr %16, align 4
  br label %55

55:                                               ; preds = %66, %0
  %56 = load i32, ptr %16, align 4
  %57 = icmp slt i32 %56, 4
  br i1 %57, label %58, label %69

58:                                               ; preds = %55
  %59 = load i32, ptr %16, align 4
  %60 = load i32, ptr %16, align 4
  %61 = sitofp i32 %60 to double
  %62 = fmul double 2.500000e-01, %61
  %63 = load i32, ptr %16, align 4
  %64 = mul nsw i32 %63, 10
  %65 = shl i32 1, %64
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %15, i64 24, i1 false)
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %17, i32 noundef %59, ptr noundef %18, double noundef %62, i32 noundef %65)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %17, i64 24, i1 false)
  br label %66

66:                                               ; preds = %58
  %67 = load i32, ptr %16, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %16, align 4
  br label %55, !llvm.loop !5

69:                                               ; preds = %55
  %70 = getelementptr inbounds %struct.Mix, ptr %15, i32 0, i32 0
  %71 = load i32, ptr %70, align 8
  %72 = getelementptr inbounds %struct.Mix, ptr %15, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds %struct.Mix, ptr %15, i32 0, i32 2
  %75 = load i32, ptr %74, align 8
  %76 = getelementptr inbounds %struct.Mix, ptr %15, i32 0, i32 3
  %77 = load i16, ptr %76, align 4
  %78 = sext i16 %77 to i32
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %71, double noundef %73, i32 noundef %75, i32 noundef %78, i64 noundef 24)
  call void @big_fill(ptr dead_on_unwind writable sret(%struct.Big) align 4 %19, i32 noundef 591751049)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 4 %19, i64 64, i1 false)
  %80 = call i32 @big_sum(ptr noundef %21)
  store i32 %80, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %19, i64 64, i1 false)
  call void @big_rev(ptr dead_on_unwind writable sret(%struct.Big) align 4 %23, ptr noundef %24)
  %81 = call i32 @big_sum(ptr noundef %23)
  store i32 %81, ptr %22, align 4
  %82 = load i32, ptr %20, align 4
  %83 = load i32, ptr %22, align 4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %82, i32 noundef %83)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %8, i64 24, i1 false)
  %85 = call i32 @regs_and_stack(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, ptr noundef %26, ptr noundef %27, i32 noundef 7)
  store i32 %85, ptr %25, align 4
  %86 = load i32, ptr %25, align 4
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %86)
  %88 = load i32, ptr %20, align 4
  %89 = load i32, ptr %22, align 4
  %90 = xor i32 %88, %89
  %91 = load i32, ptr %25, align 4
  %92 = xor i32 %90, %91
  %93 = and i32 %92, 127
  ret i32 %93
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_make(ptr dead_on_unwind noalias writable sret(%struct.L3) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %4, align 4
  store i32 %6, ptr %5, align 4
  %7 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %8, %9
  store i32 %10, ptr %7, align 4
  %11 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %12 = load i32, ptr %4, align 4
  %13 = sub nsw i32 0, %12
  store i32 %13, ptr %11, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l3_add(ptr dead_on_unwind noalias writable sret(%struct.L3) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %9, %11
  store i32 %12, ptr %7, align 4
  %13 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1
  %17 = load i32, ptr %16, align 4
  %18 = add nsw i32 %15, %17
  store i32 %18, ptr %13, align 4
  %19 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %20 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2
  %21 = load i32, ptr %20, align 4
  %22 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2
  %23 = load i32, ptr %22, align 4
  %24 = add nsw i32 %21, %23
  store i32 %24, ptr %19, align 4
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3_scale(ptr dead_on_unwind noalias writable sret(%struct.D3) align 8 %0, ptr noundef %1, double noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = load double, ptr %6, align 8
  %11 = fmul double %9, %10
  store double %11, ptr %7, align 8
  %12 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load double, ptr %6, align 8
  %16 = fmul double %14, %15
  store double %16, ptr %12, align 8
  %17 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2
  %18 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %6, align 8
  %21 = fmul double %19, %20
  store double %21, ptr %17, align 8
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c17_upper(ptr dead_on_unwind noalias writable sret(%struct.C17) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %49, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 17
  br i1 %8, label %9, label %17

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [17 x i8], ptr %10, i64 0, i64 %12
  %14 = load i8, ptr %13, align 1
  %15 = sext i8 %14 to i32
  %16 = icmp ne i32 %15, 0
  br label %17

17:                                               ; preds = %9, %6
  %18 = phi i1 [ false, %6 ], [ %16, %9 ]
  br i1 %18, label %19, label %52

19:                                               ; preds = %17
  %20 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [17 x i8], ptr %20, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  %26 = icmp sge i32 %25, 97
  br i1 %26, label %27, label %48

27:                                               ; preds = %19
  %28 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %29 = load i32, ptr %5, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [17 x i8], ptr %28, i64 0, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = sext i8 %32 to i32
  %34 = icmp sle i32 %33, 122
  br i1 %34, label %35, label %48

35:                                               ; preds = %27
  %36 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [17 x i8], ptr %36, i64 0, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = sext i8 %40 to i32
  %42 = sub nsw i32 %41, 32
  %43 = trunc i32 %42 to i8
  %44 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [17 x i8], ptr %44, i64 0, i64 %46
  store i8 %43, ptr %47, align 1
  br label %48

48:                                               ; preds = %35, %27, %19
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %6, !llvm.loop !7

52:                                               ; preds = %17
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr noundef %2, double noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store i32 %1, ptr %7, align 4
  store ptr %2, ptr %8, align 8
  store double %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %11 = load i32, ptr %7, align 4
  %12 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = add nsw i32 %13, %11
  store i32 %14, ptr %12, align 8
  %15 = load double, ptr %9, align 8
  %16 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fadd double %17, %15
  store double %18, ptr %16, align 8
  %19 = load i32, ptr %10, align 4
  %20 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 2
  %21 = load i32, ptr %20, align 8
  %22 = xor i32 %21, %19
  store i32 %22, ptr %20, align 8
  %23 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  %24 = load i16, ptr %23, align 4
  %25 = sext i16 %24 to i32
  %26 = add nsw i32 %25, 1
  %27 = trunc i32 %26 to i16
  %28 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  store i16 %27, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %2, i64 24, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_fill(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %22, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %25

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 1
  %13 = mul nsw i32 %10, %12
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %5, align 4
  %16 = ashr i32 %14, %15
  %17 = xor i32 %13, %16
  %18 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x i32], ptr %18, i64 0, i64 %20
  store i32 %17, ptr %21, align 4
  br label %22

22:                                               ; preds = %9
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %6, !llvm.loop !8

25:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i32], ptr %9, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  %16 = mul nsw i32 %13, %15
  %17 = load i32, ptr %3, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %3, align 4
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !9

22:                                               ; preds = %5
  %23 = load i32, ptr %3, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%struct.Big) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = icmp slt i32 %7, 16
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %11 = load i32, ptr %5, align 4
  %12 = sub nsw i32 15, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x i32], ptr %10, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [16 x i32], ptr %16, i64 0, i64 %18
  store i32 %15, ptr %19, align 4
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !10

23:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @regs_and_stack(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store i32 %2, ptr %12, align 4
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store ptr %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store i32 %8, ptr %18, align 4
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %11, align 4
  %21 = add nsw i32 %19, %20
  %22 = load i32, ptr %12, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %13, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %14, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %15, align 4
  %29 = add nsw i32 %27, %28
  %30 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = add nsw i32 %29, %31
  %33 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 1
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %32, %34
  %36 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 2
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %35, %37
  %39 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %40, %42
  %44 = getelementptr inbounds %struct.D3, ptr %7, i32 0, i32 2
  %45 = load double, ptr %44, align 8
  %46 = fadd double %43, %45
  %47 = fptosi double %46 to i32
  %48 = add nsw i32 %38, %47
  %49 = load i32, ptr %18, align 4
  %50 = add nsw i32 %48, %49
  ret i32 %50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
