; ModuleID = 'programs/struct_abi_long_double.c'
source_filename = "programs/struct_abi_long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %6 = alloca %struct.LI, align 16
  %7 = alloca i32, align 4
  %8 = alloca %struct.LI, align 16
  %9 = alloca %struct.L2, align 16
  %10 = alloca %struct.L2, align 16
  %11 = alloca %struct.FL, align 16
  %12 = alloca %struct.FL, align 16
  %13 = alloca %struct.LA, align 16
  %14 = alloca { x86_fp80, x86_fp80 }, align 16
  %15 = alloca { x86_fp80, x86_fp80 }, align 16
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %16 = getelementptr inbounds %struct.L1, ptr %5, i32 0, i32 0
  %17 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %17, ptr %16, align 16
  %18 = call x86_fp80 @l1_half(ptr noundef byval(%struct.L1) align 16 %5)
  store x86_fp80 %18, ptr %4, align 16
  %19 = call x86_fp80 @l1_half(ptr noundef byval(%struct.L1) align 16 %4)
  store x86_fp80 %19, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.b, i64 32, i1 false)
  store i32 0, ptr %7, align 4
  br label %20

20:                                               ; preds = %24, %0
  %21 = load i32, ptr %7, align 4
  %22 = icmp slt i32 %21, 5
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  call void @li_next(ptr dead_on_unwind writable sret(%struct.LI) align 16 %8, ptr noundef byval(%struct.LI) align 16 %6)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 %8, i64 32, i1 false)
  br label %24

24:                                               ; preds = %23
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %20, !llvm.loop !6

27:                                               ; preds = %20
  %28 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 0
  %29 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %29, ptr %28, align 16
  %30 = getelementptr inbounds %struct.L2, ptr %10, i32 0, i32 1
  %31 = load volatile x86_fp80, ptr %2, align 16
  %32 = fneg x86_fp80 %31
  %33 = fmul x86_fp80 %32, 0xK40008000000000000000
  store x86_fp80 %33, ptr %30, align 16
  call void @l2_swap(ptr dead_on_unwind writable sret(%struct.L2) align 16 %9, ptr noundef byval(%struct.L2) align 16 %10)
  %34 = getelementptr inbounds %struct.FL, ptr %12, i32 0, i32 0
  store float 2.500000e+00, ptr %34, align 16
  %35 = getelementptr inbounds %struct.FL, ptr %12, i32 0, i32 1
  store x86_fp80 0xK4041AD78EBC5AC620000, ptr %35, align 16
  %36 = load volatile x86_fp80, ptr %2, align 16
  call void @fl_mix(ptr dead_on_unwind writable sret(%struct.FL) align 16 %11, ptr noundef byval(%struct.FL) align 16 %12, x86_fp80 noundef %36)
  %37 = getelementptr inbounds %struct.LA, ptr %13, i32 0, i32 0
  %38 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %38, ptr %37, align 16
  %39 = getelementptr inbounds x86_fp80, ptr %37, i64 1
  %40 = load volatile x86_fp80, ptr %2, align 16
  %41 = fmul x86_fp80 0xK40008000000000000000, %40
  store x86_fp80 %41, ptr %39, align 16
  %42 = getelementptr inbounds x86_fp80, ptr %37, i64 2
  %43 = load volatile x86_fp80, ptr %2, align 16
  %44 = fmul x86_fp80 0xK4000C000000000000000, %43
  store x86_fp80 %44, ptr %42, align 16
  %45 = getelementptr inbounds %struct.LA, ptr %13, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %45, ptr align 1 @.str, i64 4, i1 false)
  %46 = getelementptr inbounds %struct.L1, ptr %3, i32 0, i32 0
  %47 = load x86_fp80, ptr %46, align 16
  %48 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 0
  %49 = load x86_fp80, ptr %48, align 16
  %50 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 1
  %51 = load i32, ptr %50, align 16
  %52 = getelementptr inbounds %struct.L2, ptr %9, i32 0, i32 0
  %53 = load x86_fp80, ptr %52, align 16
  %54 = getelementptr inbounds %struct.L2, ptr %9, i32 0, i32 1
  %55 = load x86_fp80, ptr %54, align 16
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef %47, x86_fp80 noundef %49, i32 noundef %51, x86_fp80 noundef %53, x86_fp80 noundef %55)
  %57 = getelementptr inbounds %struct.FL, ptr %11, i32 0, i32 0
  %58 = load float, ptr %57, align 16
  %59 = fpext float %58 to double
  %60 = getelementptr inbounds %struct.FL, ptr %11, i32 0, i32 1
  %61 = load x86_fp80, ptr %60, align 16
  %62 = call x86_fp80 @la_sum(ptr noundef byval(%struct.LA) align 16 %13)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %59, x86_fp80 noundef %61, x86_fp80 noundef %62)
  %64 = load volatile x86_fp80, ptr %2, align 16
  %65 = call x86_fp80 @mixed(double noundef 1.500000e+00, x86_fp80 noundef %64, i32 noundef 3, double noundef 2.500000e-01, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF, float noundef 2.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, x86_fp80 noundef 0xK4062C9F2C9CD04674EDF, i32 noundef 7)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %65)
  %67 = load volatile x86_fp80, ptr %2, align 16
  %68 = call x86_fp80 @ret_scalar(x86_fp80 noundef %67, x86_fp80 noundef 0xK4000C000000000000000)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %68)
  %70 = load volatile x86_fp80, ptr %2, align 16
  %71 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %15, i32 0, i32 0
  %72 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %15, i32 0, i32 1
  store x86_fp80 %70, ptr %71, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %72, align 16
  %73 = call { x86_fp80, x86_fp80 } @cl(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %15)
  %74 = extractvalue { x86_fp80, x86_fp80 } %73, 0
  %75 = extractvalue { x86_fp80, x86_fp80 } %73, 1
  %76 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %77 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  store x86_fp80 %74, ptr %76, align 16
  store x86_fp80 %75, ptr %77, align 16
  %78 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 0
  %79 = load x86_fp80, ptr %78, align 16
  %80 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %14, i32 0, i32 1
  %81 = load x86_fp80, ptr %80, align 16
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, x86_fp80 noundef %79, x86_fp80 noundef %81)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef 16, i64 noundef 32, i64 noundef 32, i64 noundef 32, i64 noundef 64)
  %84 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 1
  %85 = load i32, ptr %84, align 16
  %86 = getelementptr inbounds %struct.LI, ptr %6, i32 0, i32 0
  %87 = load x86_fp80, ptr %86, align 16
  %88 = fptosi x86_fp80 %87 to i32
  %89 = srem i32 %88, 100
  %90 = add nsw i32 %85, %89
  ret i32 %90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @l1_half(ptr noundef byval(%struct.L1) align 16 %0) #0 {
  %2 = alloca %struct.L1, align 16
  %3 = getelementptr inbounds %struct.L1, ptr %0, i32 0, i32 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fdiv x86_fp80 %4, 0xK40008000000000000000
  store x86_fp80 %5, ptr %3, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %0, i64 16, i1 false)
  %6 = load x86_fp80, ptr %2, align 16
  ret x86_fp80 %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @li_next(ptr dead_on_unwind noalias writable sret(%struct.LI) align 16 %0, ptr noundef byval(%struct.LI) align 16 %1) #0 {
  %3 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fmul x86_fp80 %4, 0xK4000C000000000000000
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000
  %7 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 0
  store x86_fp80 %6, ptr %7, align 16
  %8 = getelementptr inbounds %struct.LI, ptr %1, i32 0, i32 1
  %9 = load i32, ptr %8, align 16
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @l2_swap(ptr dead_on_unwind noalias writable sret(%struct.L2) align 16 %0, ptr noundef byval(%struct.L2) align 16 %1) #0 {
  %3 = getelementptr inbounds %struct.L2, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.L2, ptr %1, i32 0, i32 1
  %5 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %5, ptr %3, align 16
  %6 = getelementptr inbounds %struct.L2, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.L2, ptr %1, i32 0, i32 0
  %8 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %8, ptr %6, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fl_mix(ptr dead_on_unwind noalias writable sret(%struct.FL) align 16 %0, ptr noundef byval(%struct.FL) align 16 %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %2, ptr %4, align 16
  %5 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  %6 = load float, ptr %5, align 16
  %7 = fpext float %6 to x86_fp80
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fmul x86_fp80 %7, %8
  %10 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %11 = load x86_fp80, ptr %10, align 16
  %12 = fadd x86_fp80 %11, %9
  store x86_fp80 %12, ptr %10, align 16
  %13 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 1
  %14 = load x86_fp80, ptr %13, align 16
  %15 = fdiv x86_fp80 %14, 0xK40028000000000000000
  %16 = fptrunc x86_fp80 %15 to float
  %17 = getelementptr inbounds %struct.FL, ptr %1, i32 0, i32 0
  store float %16, ptr %17, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @la_sum(ptr noundef byval(%struct.LA) align 16 %0) #0 {
  %2 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %3 = getelementptr inbounds [3 x x86_fp80], ptr %2, i64 0, i64 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds [3 x x86_fp80], ptr %5, i64 0, i64 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = fadd x86_fp80 %4, %7
  %9 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 0
  %10 = getelementptr inbounds [3 x x86_fp80], ptr %9, i64 0, i64 2
  %11 = load x86_fp80, ptr %10, align 16
  %12 = fadd x86_fp80 %8, %11
  %13 = getelementptr inbounds %struct.LA, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds [4 x i8], ptr %13, i64 0, i64 0
  %15 = load i8, ptr %14, align 16
  %16 = sext i8 %15 to i32
  %17 = sitofp i32 %16 to x86_fp80
  %18 = fadd x86_fp80 %12, %17
  ret x86_fp80 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @mixed(double noundef %0, x86_fp80 noundef %1, i32 noundef %2, double noundef %3, x86_fp80 noundef %4, float noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, x86_fp80 noundef %12, i32 noundef %13) #0 {
  %15 = alloca double, align 8
  %16 = alloca x86_fp80, align 16
  %17 = alloca i32, align 4
  %18 = alloca double, align 8
  %19 = alloca x86_fp80, align 16
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca x86_fp80, align 16
  %28 = alloca i32, align 4
  store double %0, ptr %15, align 8
  store x86_fp80 %1, ptr %16, align 16
  store i32 %2, ptr %17, align 4
  store double %3, ptr %18, align 8
  store x86_fp80 %4, ptr %19, align 16
  store float %5, ptr %20, align 4
  store double %6, ptr %21, align 8
  store double %7, ptr %22, align 8
  store double %8, ptr %23, align 8
  store double %9, ptr %24, align 8
  store double %10, ptr %25, align 8
  store double %11, ptr %26, align 8
  store x86_fp80 %12, ptr %27, align 16
  store i32 %13, ptr %28, align 4
  %29 = load double, ptr %15, align 8
  %30 = fpext double %29 to x86_fp80
  %31 = load x86_fp80, ptr %16, align 16
  %32 = load i32, ptr %17, align 4
  %33 = sitofp i32 %32 to x86_fp80
  %34 = fmul x86_fp80 %31, %33
  %35 = fadd x86_fp80 %30, %34
  %36 = load double, ptr %18, align 8
  %37 = fpext double %36 to x86_fp80
  %38 = fsub x86_fp80 %35, %37
  %39 = load x86_fp80, ptr %19, align 16
  %40 = load float, ptr %20, align 4
  %41 = fpext float %40 to x86_fp80
  %42 = fmul x86_fp80 %39, %41
  %43 = fadd x86_fp80 %38, %42
  %44 = load double, ptr %21, align 8
  %45 = fpext double %44 to x86_fp80
  %46 = fadd x86_fp80 %43, %45
  %47 = load double, ptr %22, align 8
  %48 = fpext double %47 to x86_fp80
  %49 = fadd x86_fp80 %46, %48
  %50 = load double, ptr %23, align 8
  %51 = fpext double %50 to x86_fp80
  %52 = fadd x86_fp80 %49, %51
  %53 = load double, ptr %24, align 8
  %54 = fpext double %53 to x86_fp80
  %55 = fadd x86_fp80 %52, %54
  %56 = load double, ptr %25, align 8
  %57 = fpext double %56 to x86_fp80
  %58 = fadd x86_fp80 %55, %57
  %59 = load double, ptr %26, align 8
  %60 = fpext double %59 to x86_fp80
  %61 = fadd x86_fp80 %58, %60
  %62 = load x86_fp80, ptr %27, align 16
  %63 = load i32, ptr %28, align 4
  %64 = sitofp i32 %63 to x86_fp80
  %65 = fdiv x86_fp80 %62, %64
  %66 = fadd x86_fp80 %61, %65
  ret x86_fp80 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ret_scalar(x86_fp80 noundef %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %3, align 16
  store x86_fp80 %1, ptr %4, align 16
  %5 = load x86_fp80, ptr %3, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fmul x86_fp80 %5, %6
  %8 = fsub x86_fp80 %7, 0xK3FFF8000000000000000
  ret x86_fp80 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { x86_fp80, x86_fp80 } @cl(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0) #0 {
  %2 = alloca { x86_fp80, x86_fp80 }, align 16
  %3 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %6 = load x86_fp80, ptr %5, align 16
  %7 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %8 = load x86_fp80, ptr %7, align 16
  %9 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %10 = load x86_fp80, ptr %9, align 16
  %11 = fmul x86_fp80 %4, %8
  %12 = fmul x86_fp80 %6, %10
  %13 = fmul x86_fp80 %4, %10
  %14 = fmul x86_fp80 %6, %8
  %15 = fsub x86_fp80 %11, %12
  %16 = fadd x86_fp80 %13, %14
  %17 = fcmp uno x86_fp80 %15, %15
  br i1 %17, label %18, label %24, !prof !8

18:                                               ; preds = %1
  %19 = fcmp uno x86_fp80 %16, %16
  br i1 %19, label %20, label %24, !prof !8

20:                                               ; preds = %18
  %21 = call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %4, x86_fp80 noundef %6, x86_fp80 noundef %8, x86_fp80 noundef %10) #3
  %22 = extractvalue { x86_fp80, x86_fp80 } %21, 0
  %23 = extractvalue { x86_fp80, x86_fp80 } %21, 1
  br label %24

24:                                               ; preds = %20, %18, %1
  %25 = phi x86_fp80 [ %15, %1 ], [ %15, %18 ], [ %22, %20 ]
  %26 = phi x86_fp80 [ %16, %1 ], [ %16, %18 ], [ %23, %20 ]
  %27 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %2, i32 0, i32 0
  %28 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %2, i32 0, i32 1
  store x86_fp80 %25, ptr %27, align 16
  store x86_fp80 %26, ptr %28, align 16
  %29 = load { x86_fp80, x86_fp80 }, ptr %2, align 16
  ret { x86_fp80, x86_fp80 } %29
}

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
