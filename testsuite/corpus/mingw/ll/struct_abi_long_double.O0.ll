; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.LI = type { x86_fp80, i32 }
%struct.L1 = type { x86_fp80 }
%struct.L2 = type { x86_fp80, x86_fp80 }
%struct.FL = type { float, x86_fp80 }
%struct.LA = type { [3 x x86_fp80], [4 x i8] }

@__const.main.b = private unnamed_addr constant %struct.LI { x86_fp80 0xK3FFE8000000000000000, i32 0 }, align 16
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
  %2 = alloca x86_fp80, align 16
  %3 = alloca %struct.L1, align 16
  %4 = alloca %struct.L1, align 16
  %5 = alloca %struct.L1, align 16
  %6 = alloca %struct.L1, align 16
  %7 = alloca %struct.LI, align 16
  %8 = alloca i32, align 4
  %9 = alloca %struct.LI, align 16
  %10 = alloca %struct.LI, align 16
  %11 = alloca %struct.L2, align 16
  %12 = alloca %struct.L2, align 16
  %13 = alloca %struct.L2, align 16
  %14 = alloca %struct.FL, align 16
  %15 = alloca %struct.FL, align 16
  %16 = alloca %struct.FL, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca %struct.LA, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca %struct.LA, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca { x86_fp80, x86_fp80 }, align 16
  %37 = alloca { x86_fp80, x86_fp80 }, align 16
  %38 = alloca { x86_fp80, x86_fp80 }, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %41 = getelementptr inbounds %struct.L1, ptr %5, i32 0, i32 0
  %42 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %42, ptr %41, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %5, i64 16, i1 false)
  call void @l1_half(ptr dead_on_unwind writable sret(%struct.L1) align 16 %4, ptr noundef %6)
  call void @l1_half(ptr dead_on_unwind writable sret(%struct.L1) align 16 %3, ptr noundef %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 @__const.main.b, i64 32, i1 false)
  store i32 0, ptr %8, align 4
  br label %43

43:                                               ; preds = %47, %0
  %44 = load i32, ptr %8, align 4
  %45 = icmp slt i32 %44, 5
  br i1 %45, label %46, label %50

46:                                               ; preds = %43
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %7, i64 32, i1 false)
  call void @li_next(ptr dead_on_unwind writable sret(%struct.LI) align 16 %9, ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 16 %9, i64 32, i1 false)
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %8, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %8, align 4
  br label %43, !llvm.loop !5

50:                                               ; preds = %43
  %51 = getelementptr inbounds %struct.L2, ptr %12, i32 0, i32 0
  %52 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %52, ptr %51, align 16
  %53 = getelementptr inbounds %struct.L2, ptr %12, i32 0, i32 1
  %54 = load volatile x86_fp80, ptr %2, align 16
  %55 = fneg x86_fp80 %54
  %56 = fmul x86_fp80 %55, 0xK40008000000000000000
  store x86_fp80 %56, ptr %53, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 %12, i64 32, i1 false)
  call void @l2_swap(ptr dead_on_unwind writable sret(%struct.L2) align 16 %11, ptr noundef %13)
  %57 = getelementptr inbounds %struct.FL, ptr %15, i32 0, i32 0
  store float 2.500000e+00, ptr %57, align 16
  %58 = getelementptr inbounds %struct.FL, ptr %15, i32 0, i32 1
  store x86_fp80 0xK4041AD78EBC5AC620000, ptr %58, align 16
  %59 = load volatile x86_fp80, ptr %2, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 %15, i64 32, i1 false)
  store x86_fp80 %59, ptr %17, align 16
  call void @fl_mix(ptr dead_on_unwind writable sret(%struct.FL) align 16 %14, ptr noundef %16, ptr noundef %17)
  %60 = getelementptr inbounds %struct.LA, ptr %18, i32 0, i32 0
  %61 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %61, ptr %60, align 16
  %62 = getelementptr inbounds x86_fp80, ptr %60, i64 1
  %63 = load volatile x86_fp80, ptr %2, align 16
  %64 = fmul x86_fp80 0xK40008000000000000000, %63
  store x86_fp80 %64, ptr %62, align 16
  %65 = getelementptr inbounds x86_fp80, ptr %60, i64 2
  %66 = load volatile x86_fp80, ptr %2, align 16
  %67 = fmul x86_fp80 0xK4000C000000000000000, %66
  store x86_fp80 %67, ptr %65, align 16
  %68 = getelementptr inbounds %struct.LA, ptr %18, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %68, ptr align 1 @.str, i64 4, i1 false)
  %69 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  %70 = load x86_fp80, ptr %69, align 16
  %71 = getelementptr inbounds %struct.LI, ptr %7, i32 0, i32 0
  %72 = load x86_fp80, ptr %71, align 16
  %73 = getelementptr inbounds %struct.LI, ptr %7, i32 0, i32 1
  %74 = load i32, ptr %73, align 16
  %75 = getelementptr inbounds %struct.L2, ptr %11, i32 0, i32 0
  %76 = load x86_fp80, ptr %75, align 16
  %77 = getelementptr inbounds %struct.L2, ptr %11, i32 0, i32 1
  %78 = load x86_fp80, ptr %77, align 16
  store x86_fp80 %70, ptr %19, align 16
  store x86_fp80 %72, ptr %20, align 16
  store x86_fp80 %76, ptr %21, align 16
  store x86_fp80 %78, ptr %22, align 16
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %19, ptr noundef %20, i32 noundef %74, ptr noundef %21, ptr noundef %22)
  %80 = getelementptr inbounds %struct.FL, ptr %14, i32 0, i32 0
  %81 = load float, ptr %80, align 16
  %82 = fpext float %81 to double
  %83 = getelementptr inbounds %struct.FL, ptr %14, i32 0, i32 1
  %84 = load x86_fp80, ptr %83, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %18, i64 64, i1 false)
  call void @la_sum(ptr dead_on_unwind writable sret(x86_fp80) align 16 %23, ptr noundef %24)
  %85 = load x86_fp80, ptr %23, align 16
  store x86_fp80 %84, ptr %25, align 16
  store x86_fp80 %85, ptr %26, align 16
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %82, ptr noundef %25, ptr noundef %26)
  %87 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %87, ptr %28, align 16
  store x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, ptr %29, align 16
  store x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %30, align 16
  call void @mixed(ptr dead_on_unwind writable sret(x86_fp80) align 16 %27, double noundef 1.500000e+00, ptr noundef %28, i32 noundef 3, double noundef 2.500000e-01, ptr noundef %29, float noundef 2.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, ptr noundef %30, i32 noundef 7)
  %88 = load x86_fp80, ptr %27, align 16
  store x86_fp80 %88, ptr %31, align 16
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %31)
  %90 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %90, ptr %33, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %34, align 16
  call void @ret_scalar(ptr dead_on_unwind writable sret(x86_fp80) align 16 %32, ptr noundef %33, ptr noundef %34)
  %91 = load x86_fp80, ptr %32, align 16
  store x86_fp80 %91, ptr %35, align 16
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %35)
  %93 = load volatile x86_fp80, ptr %2, align 16
  %94 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 0
  %95 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 1
  store x86_fp80 %93, ptr %94, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %95, align 16
  call void @cl(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %37, ptr noundef %38)
  %96 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %97 = load x86_fp80, ptr %96, align 16
  %98 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  %99 = load x86_fp80, ptr %98, align 16
  %100 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %101 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  store x86_fp80 %97, ptr %100, align 16
  store x86_fp80 %99, ptr %101, align 16
  %102 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %103 = load x86_fp80, ptr %102, align 16
  %104 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  %105 = load x86_fp80, ptr %104, align 16
  store x86_fp80 %103, ptr %39, align 16
  store x86_fp80 %105, ptr %40, align 16
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %39, ptr noundef %40)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64)
  %108 = getelementptr inbounds %struct.LI, ptr %7, i32 0, i32 1
  %109 = load i32, ptr %108, align 16
  %110 = getelementptr inbounds %struct.LI, ptr %7, i32 0, i32 0
  %111 = load x86_fp80, ptr %110, align 16
  %112 = fptosi x86_fp80 %111 to i32
  %113 = srem i32 %112, 100
  %114 = add nsw i32 %109, %113
  ret i32 %114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l1_half(ptr dead_on_unwind noalias writable sret(%struct.L1) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.L1, ptr %1, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = fdiv x86_fp80 %6, 0xK40008000000000000000
  store x86_fp80 %7, ptr %5, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @li_next(ptr dead_on_unwind noalias writable sret(%struct.LI) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  %6 = load x86_fp80, ptr %5, align 16
  %7 = fmul x86_fp80 %6, 0xK4000C000000000000000
  %8 = fadd x86_fp80 %7, 0xK3FFF8000000000000000
  %9 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  store x86_fp80 %8, ptr %9, align 16
  %10 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 1
  %11 = load i32, ptr %10, align 16
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %10, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l2_swap(ptr dead_on_unwind noalias writable sret(%struct.L2) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.L2, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.L2, ptr %1, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %7, ptr %5, align 16
  %8 = getelementptr inbounds %struct.L2, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.L2, ptr %1, i32 0, i32 0
  %10 = load x86_fp80, ptr %9, align 16
  store x86_fp80 %10, ptr %8, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fl_mix(ptr dead_on_unwind noalias writable sret(%struct.FL) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %2, align 16
  store ptr %1, ptr %5, align 8
  store x86_fp80 %7, ptr %6, align 16
  %8 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 16
  %10 = fpext float %9 to x86_fp80
  %11 = load x86_fp80, ptr %6, align 16
  %12 = fmul x86_fp80 %10, %11
  %13 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %14 = load x86_fp80, ptr %13, align 16
  %15 = fadd x86_fp80 %14, %12
  store x86_fp80 %15, ptr %13, align 16
  %16 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %17 = load x86_fp80, ptr %16, align 16
  %18 = fdiv x86_fp80 %17, 0xK40028000000000000000
  %19 = fptrunc x86_fp80 %18 to float
  %20 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  store float %19, ptr %20, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
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
define internal void @la_sum(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.LA, ptr %1, i32 0, i32 0
  %6 = getelementptr inbounds [3 x x86_fp80], ptr %5, i64 0, i64 0
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds %struct.LA, ptr %1, i32 0, i32 0
  %9 = getelementptr inbounds [3 x x86_fp80], ptr %8, i64 0, i64 1
  %10 = load x86_fp80, ptr %9, align 16
  %11 = fadd x86_fp80 %7, %10
  %12 = getelementptr inbounds %struct.LA, ptr %1, i32 0, i32 0
  %13 = getelementptr inbounds [3 x x86_fp80], ptr %12, i64 0, i64 2
  %14 = load x86_fp80, ptr %13, align 16
  %15 = fadd x86_fp80 %11, %14
  %16 = getelementptr inbounds %struct.LA, ptr %1, i32 0, i32 1
  %17 = getelementptr inbounds [4 x i8], ptr %16, i64 0, i64 0
  %18 = load i8, ptr %17, align 16
  %19 = sext i8 %18 to i32
  %20 = sitofp i32 %19 to x86_fp80
  %21 = fadd x86_fp80 %15, %20
  store x86_fp80 %21, ptr %0, align 16
  %22 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %22, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, double noundef %1, ptr noundef %2, i32 noundef %3, double noundef %4, ptr noundef %5, float noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, double noundef %12, ptr noundef %13, i32 noundef %14) #0 {
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca x86_fp80, align 16
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca x86_fp80, align 16
  %22 = alloca float, align 4
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca x86_fp80, align 16
  %30 = alloca i32, align 4
  store ptr %0, ptr %16, align 8
  %31 = load x86_fp80, ptr %2, align 16
  %32 = load x86_fp80, ptr %5, align 16
  %33 = load x86_fp80, ptr %13, align 16
  store double %1, ptr %17, align 8
  store x86_fp80 %31, ptr %18, align 16
  store i32 %3, ptr %19, align 4
  store double %4, ptr %20, align 8
  store x86_fp80 %32, ptr %21, align 16
  store float %6, ptr %22, align 4
  store double %7, ptr %23, align 8
  store double %8, ptr %24, align 8
  store double %9, ptr %25, align 8
  store double %10, ptr %26, align 8
  store double %11, ptr %27, align 8
  store double %12, ptr %28, align 8
  store x86_fp80 %33, ptr %29, align 16
  store i32 %14, ptr %30, align 4
  %34 = load double, ptr %17, align 8
  %35 = fpext double %34 to x86_fp80
  %36 = load x86_fp80, ptr %18, align 16
  %37 = load i32, ptr %19, align 4
  %38 = sitofp i32 %37 to x86_fp80
  %39 = fmul x86_fp80 %36, %38
  %40 = fadd x86_fp80 %35, %39
  %41 = load double, ptr %20, align 8
  %42 = fpext double %41 to x86_fp80
  %43 = fsub x86_fp80 %40, %42
  %44 = load x86_fp80, ptr %21, align 16
  %45 = load float, ptr %22, align 4
  %46 = fpext float %45 to x86_fp80
  %47 = fmul x86_fp80 %44, %46
  %48 = fadd x86_fp80 %43, %47
  %49 = load double, ptr %23, align 8
  %50 = fpext double %49 to x86_fp80
  %51 = fadd x86_fp80 %48, %50
  %52 = load double, ptr %24, align 8
  %53 = fpext double %52 to x86_fp80
  %54 = fadd x86_fp80 %51, %53
  %55 = load double, ptr %25, align 8
  %56 = fpext double %55 to x86_fp80
  %57 = fadd x86_fp80 %54, %56
  %58 = load double, ptr %26, align 8
  %59 = fpext double %58 to x86_fp80
  %60 = fadd x86_fp80 %57, %59
  %61 = load double, ptr %27, align 8
  %62 = fpext double %61 to x86_fp80
  %63 = fadd x86_fp80 %60, %62
  %64 = load double, ptr %28, align 8
  %65 = fpext double %64 to x86_fp80
  %66 = fadd x86_fp80 %63, %65
  %67 = load x86_fp80, ptr %29, align 16
  %68 = load i32, ptr %30, align 4
  %69 = sitofp i32 %68 to x86_fp80
  %70 = fdiv x86_fp80 %67, %69
  %71 = fadd x86_fp80 %66, %70
  store x86_fp80 %71, ptr %0, align 16
  %72 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %72, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ret_scalar(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fmul x86_fp80 %9, %10
  %12 = fsub x86_fp80 %11, 0xK3FFF8000000000000000
  store x86_fp80 %12, ptr %0, align 16
  %13 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %13, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cl(ptr dead_on_unwind noalias writable sret({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { x86_fp80, x86_fp80 }, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %11 = load x86_fp80, ptr %10, align 16
  %12 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %13 = load x86_fp80, ptr %12, align 16
  %14 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %15 = load x86_fp80, ptr %14, align 16
  %16 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %17 = load x86_fp80, ptr %16, align 16
  %18 = fmul x86_fp80 %11, %15
  %19 = fmul x86_fp80 %13, %17
  %20 = fmul x86_fp80 %11, %17
  %21 = fmul x86_fp80 %13, %15
  %22 = fsub x86_fp80 %18, %19
  %23 = fadd x86_fp80 %20, %21
  %24 = fcmp uno x86_fp80 %22, %22
  br i1 %24, label %25, label %32, !prof !7

25:                                               ; preds = %2
  %26 = fcmp uno x86_fp80 %23, %23
  br i1 %26, label %27, label %32, !prof !7

27:                                               ; preds = %25
  store x86_fp80 %11, ptr %6, align 16
  store x86_fp80 %13, ptr %7, align 16
  store x86_fp80 %15, ptr %8, align 16
  store x86_fp80 %17, ptr %9, align 16
  call void @__mulxc3(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9) #5
  %28 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 0
  %29 = load x86_fp80, ptr %28, align 16
  %30 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %5, i32 0, i32 1
  %31 = load x86_fp80, ptr %30, align 16
  br label %32

32:                                               ; preds = %27, %25, %2
  %33 = phi x86_fp80 [ %22, %2 ], [ %22, %25 ], [ %29, %27 ]
  %34 = phi x86_fp80 [ %23, %2 ], [ %23, %25 ], [ %31, %27 ]
  %35 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %36 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %33, ptr %35, align 16
  store x86_fp80 %34, ptr %36, align 16
  %37 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %38 = load x86_fp80, ptr %37, align 16
  %39 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %40 = load x86_fp80, ptr %39, align 16
  %41 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %42 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %38, ptr %41, align 16
  store x86_fp80 %40, ptr %42, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

declare dso_local void @__mulxc3(ptr, ptr, ptr, ptr, ptr)

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
!7 = !{!"branch_weights", i32 1, i32 1048575}
