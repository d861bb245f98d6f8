; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.LI = type { fp128, i32 }
%struct.L1 = type { fp128 }
%struct.L2 = type { fp128, fp128 }
%struct.FL = type { float, fp128 }
%struct.LA = type { [3 x fp128], [4 x i8] }

@__const.main.b = private unnamed_addr constant %struct.LI { fp128 0xL00000000000000003FFE000000000000, i32 0 }, align 16
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [26 x i8] c"a=%La b=%La,%d c=%La,%La\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"d=%a,%La e=%La\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"ret_scalar=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"cl=(%La,%La)\0A\00", align 1
@.str.6 = private unnamed_addr constant [42 x i8] c"sizes L1=%zu LI=%zu L2=%zu FL=%zu LA=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca %struct.L1, align 16
  %4 = alloca %struct.L1, align 16
  %5 = alloca %struct.L1, align 16
  %6 = alloca %struct.LI, align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.LI, align 16
  %9 = alloca %struct.LI, align 16
  %10 = alloca %struct.L2, align 16
  %11 = alloca %struct.L2, align 16
  %12 = alloca %struct.FL, align 16
  %13 = alloca %struct.FL, align 16
  %14 = alloca %struct.FL, align 16
  %15 = alloca %struct.LA, align 16
  %16 = alloca %struct.LA, align 16
  %17 = alloca { fp128, fp128 }, align 16
  %18 = alloca { fp128, fp128 }, align 16
  store i32 0, ptr %1, align 4
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %2, align 16
  %19 = getelementptr inbounds %struct.L1, ptr %5, i32 0, i32 0
  %20 = load volatile fp128, ptr %2, align 16
  store fp128 %20, ptr %19, align 16
  %21 = getelementptr inbounds %struct.L1, ptr %5, i32 0, i32 0
  %22 = load [1 x fp128], ptr %21, align 16
  %23 = call %struct.L1 @l1_half([1 x fp128] alignstack(16) %22)
  %24 = getelementptr inbounds %struct.L1, ptr %4, i32 0, i32 0
  %25 = extractvalue %struct.L1 %23, 0
  store fp128 %25, ptr %24, align 16
  %26 = getelementptr inbounds %struct.L1, ptr %4, i32 0, i32 0
  %27 = load [1 x fp128], ptr %26, align 16
  %28 = call %struct.L1 @l1_half([1 x fp128] alignstack(16) %27)
  %29 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  %30 = extractvalue %struct.L1 %28, 0
  store fp128 %30, ptr %29, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.b, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  br label %31

31:                                               ; preds = %35, %0
  %32 = load i32, ptr %7, align 4
  %33 = icmp slt i32 %32, 5
  br i1 %33, label %34, label %38

34:                                               ; preds = %31
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 %6, i64 32, i1 false)
  call void @li_next(ptr dead_on_unwind writable sret(%struct.LI) align 16 %8, ptr noundef %9)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %8, i64 32, i1 false)
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %31, !llvm.loop !6

38:                                               ; preds = %31
  %39 = getelementptr inbounds %struct.L2, ptr %11, i32 0, i32 0
  %40 = load volatile fp128, ptr %2, align 16
  store fp128 %40, ptr %39, align 16
  %41 = getelementptr inbounds %struct.L2, ptr %11, i32 0, i32 1
  %42 = load volatile fp128, ptr %2, align 16
  %43 = fneg fp128 %42
  %44 = fmul fp128 %43, 0xL00000000000000004000000000000000
  store fp128 %44, ptr %41, align 16
  %45 = load [2 x fp128], ptr %11, align 16
  %46 = call %struct.L2 @l2_swap([2 x fp128] alignstack(16) %45)
  %47 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 0
  %48 = extractvalue %struct.L2 %46, 0
  store fp128 %48, ptr %47, align 16
  %49 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 1
  %50 = extractvalue %struct.L2 %46, 1
  store fp128 %50, ptr %49, align 16
  %51 = getelementptr inbounds %struct.FL, ptr %13, i32 0, i32 0
  store float 2.500000e+00, ptr %51, align 16
  %52 = getelementptr inbounds %struct.FL, ptr %13, i32 0, i32 1
  store fp128 0xL000000000000000040415AF1D78B58C4, ptr %52, align 16
  %53 = load volatile fp128, ptr %2, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %13, i64 32, i1 false)
  call void @fl_mix(ptr dead_on_unwind writable sret(%struct.FL) align 16 %12, ptr noundef %14, fp128 noundef %53)
  %54 = getelementptr inbounds %struct.LA, ptr %15, i32 0, i32 0
  %55 = load volatile fp128, ptr %2, align 16
  store fp128 %55, ptr %54, align 16
  %56 = getelementptr inbounds fp128, ptr %54, i64 1
  %57 = load volatile fp128, ptr %2, align 16
  %58 = fmul fp128 0xL00000000000000004000000000000000, %57
  store fp128 %58, ptr %56, align 16
  %59 = getelementptr inbounds fp128, ptr %54, i64 2
  %60 = load volatile fp128, ptr %2, align 16
  %61 = fmul fp128 0xL00000000000000004000800000000000, %60
  store fp128 %61, ptr %59, align 16
  %62 = getelementptr inbounds %struct.LA, ptr %15, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %62, ptr align 1 @.str, i64 4, i1 false)
  %63 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  %64 = load fp128, ptr %63, align 16
  %65 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 0
  %66 = load fp128, ptr %65, align 16
  %67 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 1
  %68 = load i32, ptr %67, align 16
  %69 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 0
  %70 = load fp128, ptr %69, align 16
  %71 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 1
  %72 = load fp128, ptr %71, align 16
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %64, fp128 noundef %66, i32 noundef %68, fp128 noundef %70, fp128 noundef %72)
  %74 = getelementptr inbounds %struct.FL, ptr %12, i32 0, i32 0
  %75 = load float, ptr %74, align 16
  %76 = fpext float %75 to double
  %77 = getelementptr inbounds %struct.FL, ptr %12, i32 0, i32 1
  %78 = load fp128, ptr %77, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 %15, i64 64, i1 false)
  %79 = call fp128 @la_sum(ptr noundef %16)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %76, fp128 noundef %78, fp128 noundef %79)
  %81 = load volatile fp128, ptr %2, align 16
  %82 = call fp128 @mixed(double noundef 1.500000e+00, fp128 noundef %81, i32 noundef 3, double noundef 2.500000e-01, fp128 noundef 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB, float noundef 2.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, i32 noundef 7)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %82)
  %84 = load volatile fp128, ptr %2, align 16
  %85 = call fp128 @ret_scalar(fp128 noundef %84, fp128 noundef 0xL00000000000000004000800000000000)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %85)
  %87 = load volatile fp128, ptr %2, align 16
  %88 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 0
  %89 = getelementptr inbounds { fp128, fp128 }, ptr %18, i32 0, i32 1
  store fp128 %87, ptr %88, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %89, align 16
  %90 = load [2 x fp128], ptr %18, align 16
  %91 = call { fp128, fp128 } @cl([2 x fp128] noundef alignstack(16) %90)
  %92 = extractvalue { fp128, fp128 } %91, 0
  %93 = extractvalue { fp128, fp128 } %91, 1
  %94 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %95 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  store fp128 %92, ptr %94, align 16
  store fp128 %93, ptr %95, align 16
  %96 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 0
  %97 = load fp128, ptr %96, align 16
  %98 = getelementptr inbounds { fp128, fp128 }, ptr %17, i32 0, i32 1
  %99 = load fp128, ptr %98, align 16
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, fp128 noundef %97, fp128 noundef %99)
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64)
  %102 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 1
  %103 = load i32, ptr %102, align 16
  %104 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 0
  %105 = load fp128, ptr %104, align 16
  %106 = fptosi fp128 %105 to i32
  %107 = srem i32 %106, 100
  %108 = add nsw i32 %103, %107
  ret i32 %108
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.L1 @l1_half([1 x fp128] alignstack(16) %0) #0 {
  %2 = alloca %struct.L1, align 16
  %3 = alloca %struct.L1, align 16
  %4 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  store [1 x fp128] %0, ptr %4, align 16
  %5 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  %6 = load fp128, ptr %5, align 16
  %7 = fdiv fp128 %6, 0xL00000000000000004000000000000000
  store fp128 %7, ptr %5, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %3, i64 16, i1 false)
  %8 = load %struct.L1, ptr %2, align 16
  ret %struct.L1 %8
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @li_next(ptr dead_on_unwind noalias writable sret(%struct.LI) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  %5 = load fp128, ptr %4, align 16
  %6 = fmul fp128 %5, 0xL00000000000000004000800000000000
  %7 = fadd fp128 %6, 0xL00000000000000003FFF000000000000
  %8 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  store fp128 %7, ptr %8, align 16
  %9 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 1
  %10 = load i32, ptr %9, align 16
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.L2 @l2_swap([2 x fp128] alignstack(16) %0) #0 {
  %2 = alloca %struct.L2, align 16
  %3 = alloca %struct.L2, align 16
  store [2 x fp128] %0, ptr %3, align 16
  %4 = getelementptr inbounds %struct.L2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.L2, ptr %3, i32 0, i32 1
  %6 = load fp128, ptr %5, align 16
  store fp128 %6, ptr %4, align 16
  %7 = getelementptr inbounds %struct.L2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.L2, ptr %3, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  store fp128 %9, ptr %7, align 16
  %10 = load %struct.L2, ptr %2, align 16
  ret %struct.L2 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fl_mix(ptr dead_on_unwind noalias writable sret(%struct.FL) align 16 %0, ptr noundef %1, fp128 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca fp128, align 16
  store ptr %1, ptr %4, align 8
  store fp128 %2, ptr %5, align 16
  %6 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  %7 = load float, ptr %6, align 16
  %8 = fpext float %7 to fp128
  %9 = load fp128, ptr %5, align 16
  %10 = fmul fp128 %8, %9
  %11 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %12 = load fp128, ptr %11, align 16
  %13 = fadd fp128 %12, %10
  store fp128 %13, ptr %11, align 16
  %14 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %15 = load fp128, ptr %14, align 16
  %16 = fdiv fp128 %15, 0xL00000000000000004002000000000000
  %17 = fptrunc fp128 %16 to float
  %18 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  store float %17, ptr %18, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @la_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds [3 x fp128], ptr %3, i64 0, i64 0
  %5 = load fp128, ptr %4, align 16
  %6 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %7 = getelementptr inbounds [3 x fp128], ptr %6, i64 0, i64 1
  %8 = load fp128, ptr %7, align 16
  %9 = fadd fp128 %5, %8
  %10 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %11 = getelementptr inbounds [3 x fp128], ptr %10, i64 0, i64 2
  %12 = load fp128, ptr %11, align 16
  %13 = fadd fp128 %9, %12
  %14 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 1
  %15 = getelementptr inbounds [4 x i8], ptr %14, i64 0, i64 0
  %16 = load i8, ptr %15, align 16
  %17 = zext i8 %16 to i32
  %18 = sitofp i32 %17 to fp128
  %19 = fadd fp128 %13, %18
  ret fp128 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @mixed(double noundef %0, fp128 noundef %1, i32 noundef %2, double noundef %3, fp128 noundef %4, float noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, fp128 noundef %12, i32 noundef %13) #0 {
  %15 = alloca double, align 8
  %16 = alloca fp128, align 16
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca fp128, align 16
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca fp128, align 16
  %28 = alloca i32, align 4
  store double %0, ptr %15, align 8
  store fp128 %1, ptr %16, align 16
  store i32 %2, ptr %17, align 4
  store double %3, ptr %18, align 8
  store fp128 %4, ptr %19, align 16
  store float %5, ptr %20, align 4
  store double %6, ptr %21, align 8
  store double %7, ptr %22, align 8
  store double %8, ptr %23, align 8
  store double %9, ptr %24, align 8
  store double %10, ptr %25, align 8
  store double %11, ptr %26, align 8
  store fp128 %12, ptr %27, align 16
  store i32 %13, ptr %28, align 4
  %29 = load double, ptr %15, align 8
  %30 = fpext double %29 to fp128
  %31 = load fp128, ptr %16, align 16
  %32 = load i32, ptr %17, align 4
  %33 = sitofp i32 %32 to fp128
  %34 = fmul fp128 %31, %33
  %35 = fadd fp128 %30, %34
  %36 = load double, ptr %18, align 8
  %37 = fpext double %36 to fp128
  %38 = fsub fp128 %35, %37
  %39 = load fp128, ptr %19, align 16
  %40 = load float, ptr %20, align 4
  %41 = fpext float %40 to fp128
  %42 = fmul fp128 %39, %41
  %43 = fadd fp128 %38, %42
  %44 = load double, ptr %21, align 8
  %45 = fpext double %44 to fp128
  %46 = fadd fp128 %43, %45
  %47 = load double, ptr %22, align 8
  %48 = fpext double %47 to fp128
  %49 = fadd fp128 %46, %48
  %50 = load double, ptr %23, align 8
  %51 = fpext double %50 to fp128
  %52 = fadd fp128 %49, %51
  %53 = load double, ptr %24, align 8
  %54 = fpext double %53 to fp128
  %55 = fadd fp128 %52, %54
  %56 = load double, ptr %25, align 8
  %57 = fpext double %56 to fp128
  %58 = fadd fp128 %55, %57
  %59 = load double, ptr %26, align 8
  %60 = fpext double %59 to fp128
  %61 = fadd fp128 %58, %60
  %62 = load fp128, ptr %27, align 16
  %63 = load i32, ptr %28, align 4
  %64 = sitofp i32 %63 to fp128
  %65 = fdiv fp128 %62, %64
  %66 = fadd fp128 %61, %65
  ret fp128 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ret_scalar(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fmul fp128 %5, %6
  %8 = fsub fp128 %7, 0xL00000000000000003FFF000000000000
  ret fp128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { fp128, fp128 } @cl([2 x fp128] noundef alignstack(16) %0) #0 {
  %2 = alloca { fp128, fp128 }, align 16
  %3 = alloca { fp128, fp128 }, align 16
  store [2 x fp128] %0, ptr %3, align 16
  %4 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %5 = load fp128, ptr %4, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  %11 = load fp128, ptr %10, align 16
  %12 = fmul fp128 %5, %9
  %13 = fmul fp128 %7, %11
  %14 = fmul fp128 %5, %11
  %15 = fmul fp128 %7, %9
  %16 = fsub fp128 %12, %13
  %17 = fadd fp128 %14, %15
  %18 = fcmp uno fp128 %16, %16
  br i1 %18, label %19, label %25, !prof !8

19:                                               ; preds = %1
  %20 = fcmp uno fp128 %17, %17
  br i1 %20, label %21, label %25, !prof !8

21:                                               ; preds = %19
  %22 = call { fp128, fp128 } @__multc3(fp128 noundef %5, fp128 noundef %7, fp128 noundef %9, fp128 noundef %11) #3
  %23 = extractvalue { fp128, fp128 } %22, 0
  %24 = extractvalue { fp128, fp128 } %22, 1
  br label %25

25:                                               ; preds = %21, %19, %1
  %26 = phi fp128 [ %16, %1 ], [ %16, %19 ], [ %23, %21 ]
  %27 = phi fp128 [ %17, %1 ], [ %17, %19 ], [ %24, %21 ]
  %28 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 0
  %29 = getelementptr inbounds { fp128, fp128 }, ptr %2, i32 0, i32 1
  store fp128 %26, ptr %28, align 16
  store fp128 %27, ptr %29, align 16
  %30 = load { fp128, fp128 }, ptr %2, align 16
  ret { fp128, fp128 } %30
}

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
