; ModuleID = 'programs/struct_abi_memory_class.c'
source_filename = "programs/struct_abi_memory_class.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %11 = alloca %struct.C17, align 1
  %12 = alloca %struct.C17, align 1
  %13 = alloca %struct.C17, align 1
  %14 = alloca %struct.Mix, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.Mix, align 8
  %17 = alloca %struct.Mix, align 8
  %18 = alloca %struct.Big, align 8
  %19 = alloca i64, align 8
  %20 = alloca %struct.Big, align 8
  %21 = alloca i64, align 8
  %22 = alloca %struct.Big, align 8
  %23 = alloca %struct.Big, align 8
  %24 = alloca i64, align 8
  %25 = alloca %struct.L3, align 8
  store i32 0, ptr %1, align 4
  store ptr @l3_make, ptr %2, align 8
  %26 = load ptr, ptr %2, align 8
  call void %26(ptr dead_on_unwind writable sret(%struct.L3) align 8 %5, i64 noundef 3)
  %27 = load ptr, ptr %2, align 8
  call void %27(ptr dead_on_unwind writable sret(%struct.L3) align 8 %6, i64 noundef 5)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %4, ptr noundef %5, ptr noundef %6)
  call void @l3_make(ptr dead_on_unwind writable sret(%struct.L3) align 8 %7, i64 noundef -2)
  call void @l3_add(ptr dead_on_unwind writable sret(%struct.L3) align 8 %3, ptr noundef %4, ptr noundef %7)
  %28 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds %struct.L3, ptr %3, i32 0, i32 2
  %33 = load i64, ptr %32, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %29, i64 noundef %31, i64 noundef %33, i64 noundef 24)
  %35 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0
  store double 1.500000e+00, ptr %35, align 8
  %36 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1
  store double -2.250000e+00, ptr %36, align 8
  %37 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2
  store double 1.000000e+10, ptr %37, align 8
  %38 = load [3 x double], ptr %10, align 8
  %39 = call %struct.D3 @d3_scale([3 x double] alignstack(8) %38, double noundef 2.000000e+00)
  %40 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 0
  %41 = extractvalue %struct.D3 %39, 0
  store double %41, ptr %40, align 8
  %42 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 1
  %43 = extractvalue %struct.D3 %39, 1
  store double %43, ptr %42, align 8
  %44 = getelementptr inbounds %struct.D3, ptr %9, i32 0, i32 2
  %45 = extractvalue %struct.D3 %39, 2
  store double %45, ptr %44, align 8
  %46 = load [3 x double], ptr %9, align 8
  %47 = call %struct.D3 @d3_scale([3 x double] alignstack(8) %46, double noundef 5.000000e-01)
  %48 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 0
  %49 = extractvalue %struct.D3 %47, 0
  store double %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 1
  %51 = extractvalue %struct.D3 %47, 1
  store double %51, ptr %50, align 8
  %52 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 2
  %53 = extractvalue %struct.D3 %47, 2
  store double %53, ptr %52, align 8
  %54 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds %struct.D3, ptr %8, i32 0, i32 2
  %59 = load double, ptr %58, align 8
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %55, double noundef %57, double noundef %59)
  call void @llvm.memset.p0.i64(ptr align 1 %11, i8 0, i64 17, i1 false)
  %61 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0
  %62 = getelementptr inbounds [17 x i8], ptr %61, i64 0, i64 0
  %63 = call ptr @strcpy(ptr noundef %62, ptr noundef @.str.2) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %13, ptr align 1 %11, i64 17, i1 false)
  call void @c17_upper(ptr dead_on_unwind writable sret(%struct.C17) align 1 %12, ptr noundef %13)
  %64 = getelementptr inbounds %struct.C17, ptr %11, i32 0, i32 0
  %65 = getelementptr inbounds [17 x i8], ptr %64, i64 0, i64 0
  %66 = getelementptr inbounds %struct.C17, ptr %12, i32 0, i32 0
  %67 = getelementptr inbounds [17 x i8], ptr %66, i64 0, i64 0
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %65, ptr noundef %67)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.m, i64 32, i1 false)
  store i32 0, ptr %15, align 4
  br label %69

69:                                               ; preds = %81, %0
  %70 = load i32, ptr %15, align 4
  %71 = icmp slt i32 %70, 4
  br i1 %71, label %72, label %84

72:                                               ; preds = %69
  %73 = load i32, ptr %15, align 4
  %74 = load i32, ptr %15, align 4
  %75 = sitofp i32 %74 to double
  %76 = fmul double 2.500000e-01, %75
  %77 = load i32, ptr %15, align 4
  %78 = mul nsw i32 %77, 10
  %79 = zext i32 %78 to i64
  %80 = shl i64 1, %79
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %14, i64 32, i1 false)
  call void @mix_step(ptr dead_on_unwind writable sret(%struct.Mix) align 8 %16, i32 noundef %73, ptr noundef %17, double noundef %76, i64 noundef %80)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %16, i64 32, i1 false)
  br label %81

81:                                               ; preds = %72
  %82 = load i32, ptr %15, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %15, align 4
  br label %69, !llvm.loop !6

84:                                               ; preds = %69
  %85 = getelementptr inbounds %struct.Mix, ptr %14, i32 0, i32 0
  %86 = load i32, ptr %85, align 8
  %87 = getelementptr inbounds %struct.Mix, ptr %14, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds %struct.Mix, ptr %14, i32 0, i32 2
  %90 = load i64, ptr %89, align 8
  %91 = getelementptr inbounds %struct.Mix, ptr %14, i32 0, i32 3
  %92 = load i16, ptr %91, align 8
  %93 = sext i16 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %86, double noundef %88, i64 noundef %90, i32 noundef %93, i64 noundef 32)
  call void @big_fill(ptr dead_on_unwind writable sret(%struct.Big) align 8 %18, i64 noundef 4886718345)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %18, i64 128, i1 false)
  %95 = call i64 @big_sum(ptr noundef %20)
  store i64 %95, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %18, i64 128, i1 false)
  call void @big_rev(ptr dead_on_unwind writable sret(%struct.Big) align 8 %22, ptr noundef %23)
  %96 = call i64 @big_sum(ptr noundef %22)
  store i64 %96, ptr %21, align 8
  %97 = load i64, ptr %19, align 8
  %98 = load i64, ptr %21, align 8
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %97, i64 noundef %98)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %3, i64 24, i1 false)
  %100 = load [3 x double], ptr %8, align 8
  %101 = call i64 @regs_and_stack(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, ptr noundef %25, [3 x double] alignstack(8) %100, i64 noundef 7)
  store i64 %101, ptr %24, align 8
  %102 = load i64, ptr %24, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %102)
  %104 = load i64, ptr %19, align 8
  %105 = load i64, ptr %21, align 8
  %106 = xor i64 %104, %105
  %107 = load i64, ptr %24, align 8
  %108 = xor i64 %106, %107
  %109 = and i64 %108, 127
  %110 = trunc i64 %109 to i32
  ret i32 %110
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
define internal void @l3_add(ptr dead_on_unwind noalias writable sret(%struct.L3) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 0
  %10 = load i64, ptr %9, align 8
  %11 = add nsw i64 %8, %10
  store i64 %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 1
  %13 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %14, %16
  store i64 %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.L3, ptr %0, i32 0, i32 2
  %19 = getelementptr inbounds %struct.L3, ptr %1, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.L3, ptr %2, i32 0, i32 2
  %22 = load i64, ptr %21, align 8
  %23 = add nsw i64 %20, %22
  store i64 %23, ptr %18, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D3 @d3_scale([3 x double] alignstack(8) %0, double noundef %1) #0 {
  %3 = alloca %struct.D3, align 8
  %4 = alloca %struct.D3, align 8
  %5 = alloca double, align 8
  store [3 x double] %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  store double %10, ptr %6, align 8
  %11 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = load double, ptr %5, align 8
  %15 = fmul double %13, %14
  store double %15, ptr %11, align 8
  %16 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 2
  %17 = getelementptr inbounds %struct.D3, ptr %4, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = load double, ptr %5, align 8
  %20 = fmul double %18, %19
  store double %20, ptr %16, align 8
  %21 = load %struct.D3, ptr %3, align 8
  ret %struct.D3 %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @c17_upper(ptr dead_on_unwind noalias writable sret(%struct.C17) align 1 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %48, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 17
  br i1 %7, label %8, label %16

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [17 x i8], ptr %9, i64 0, i64 %11
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp ne i32 %14, 0
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i1 [ false, %5 ], [ %15, %8 ]
  br i1 %17, label %18, label %51

18:                                               ; preds = %16
  %19 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [17 x i8], ptr %19, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp sge i32 %24, 97
  br i1 %25, label %26, label %47

26:                                               ; preds = %18
  %27 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [17 x i8], ptr %27, i64 0, i64 %29
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp sle i32 %32, 122
  br i1 %33, label %34, label %47

34:                                               ; preds = %26
  %35 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %36 = load i32, ptr %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [17 x i8], ptr %35, i64 0, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = sub nsw i32 %40, 32
  %42 = trunc i32 %41 to i8
  %43 = getelementptr inbounds %struct.C17, ptr %1, i32 0, i32 0
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [17 x i8], ptr %43, i64 0, i64 %45
  store i8 %42, ptr %46, align 1
  br label %47

47:                                               ; preds = %34, %26, %18
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  br label %5, !llvm.loop !8

51:                                               ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 1 %1, i64 17, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix_step(ptr dead_on_unwind noalias writable sret(%struct.Mix) align 8 %0, i32 noundef %1, ptr noundef %2, double noundef %3, i64 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  store i64 %4, ptr %9, align 8
  %10 = load i32, ptr %6, align 4
  %11 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  %13 = add nsw i32 %12, %10
  store i32 %13, ptr %11, align 8
  %14 = load double, ptr %8, align 8
  %15 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  %18 = load i64, ptr %9, align 8
  %19 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 2
  %20 = load i64, ptr %19, align 8
  %21 = xor i64 %20, %18
  store i64 %21, ptr %19, align 8
  %22 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  %23 = load i16, ptr %22, align 8
  %24 = sext i16 %23 to i32
  %25 = add nsw i32 %24, 1
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds %struct.Mix, ptr %2, i32 0, i32 3
  store i16 %26, ptr %27, align 8
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
define internal i64 @big_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %23

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [16 x i64], ptr %9, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  %16 = sext i32 %15 to i64
  %17 = mul nsw i64 %13, %16
  %18 = load i64, ptr %3, align 8
  %19 = add nsw i64 %18, %17
  store i64 %19, ptr %3, align 8
  br label %20

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !10

23:                                               ; preds = %5
  %24 = load i64, ptr %3, align 8
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @big_rev(ptr dead_on_unwind noalias writable sret(%struct.Big) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %1, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 16
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = getelementptr inbounds %struct.Big, ptr %1, i32 0, i32 0
  %10 = load i32, ptr %4, align 4
  %11 = sub nsw i32 15, %10
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x i64], ptr %9, i64 0, i64 %12
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.Big, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [16 x i64], ptr %15, i64 0, i64 %17
  store i64 %14, ptr %18, align 8
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !11

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @regs_and_stack(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, ptr noundef %6, [3 x double] alignstack(8) %7, i64 noundef %8) #0 {
  %10 = alloca %struct.D3, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i64, align 8
  store [3 x double] %7, ptr %10, align 8
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store ptr %6, ptr %17, align 8
  store i64 %8, ptr %18, align 8
  %19 = load i64, ptr %11, align 8
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = add nsw i64 %29, %31
  %33 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = add nsw i64 %32, %34
  %36 = getelementptr inbounds %struct.L3, ptr %6, i32 0, i32 2
  %37 = load i64, ptr %36, align 8
  %38 = add nsw i64 %35, %37
  %39 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fadd double %40, %42
  %44 = getelementptr inbounds %struct.D3, ptr %10, i32 0, i32 2
  %45 = load double, ptr %44, align 8
  %46 = fadd double %43, %45
  %47 = fptosi double %46 to i64
  %48 = add nsw i64 %38, %47
  %49 = load i64, ptr %18, align 8
  %50 = add nsw i64 %48, %49
  ret i64 %50
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !7}
