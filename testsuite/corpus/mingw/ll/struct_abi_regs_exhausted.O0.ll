; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.LL = type { i32, i32 }
%struct.DD = type { double, double }
%struct.LD = type { i32, double }

@__const.main.s = private unnamed_addr constant %struct.LL { i32 11, i32 13 }, align 4
@__const.main.d = private unnamed_addr constant %struct.DD { double 5.000000e-01, double 2.500000e-01 }, align 8
@__const.main.m = private unnamed_addr constant %struct.LD { i32 7, double 1.500000e+00 }, align 8
@.str = private unnamed_addr constant [40 x i8] c"r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"via pointer %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.LL, align 4
  %3 = alloca %struct.DD, align 8
  %4 = alloca %struct.LD, align 8
  %5 = alloca i128, align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i128, align 16
  %9 = alloca double, align 8
  %10 = alloca %struct.DD, align 8
  %11 = alloca double, align 8
  %12 = alloca %struct.LD, align 8
  %13 = alloca double, align 8
  %14 = alloca %struct.LD, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca %struct.LL, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.s, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.d, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.m, i64 16, i1 false)
  store i128 55340232221128654853, ptr %5, align 16
  %18 = load i64, ptr %2, align 4
  %19 = call i32 @ll_after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i64 %18, i32 noundef 17)
  store i32 %19, ptr %6, align 4
  %20 = load i128, ptr %5, align 16
  store i128 %20, ptr %8, align 16
  %21 = call i32 @i128_after5(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef %8, i32 noundef 9)
  store i32 %21, ptr %7, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 16, i1 false)
  %22 = call double @dd_after7(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, ptr noundef %10, double noundef 1.250000e-01)
  store double %22, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 %4, i64 16, i1 false)
  %23 = call double @ld_mixed(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef %12, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, i32 noundef 6)
  store double %23, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %4, i64 16, i1 false)
  %24 = call double @ld_sse_out(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, ptr noundef %14, i32 noundef 9)
  store double %24, ptr %13, align 8
  %25 = load i64, ptr %2, align 4
  %26 = call i32 @order(i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i64 %25, i32 noundef 2)
  store i32 %26, ptr %15, align 4
  %27 = load i32, ptr %6, align 4
  %28 = load i32, ptr %7, align 4
  %29 = load double, ptr %9, align 8
  %30 = load double, ptr %11, align 8
  %31 = load double, ptr %13, align 8
  %32 = load i32, ptr %15, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %27, i32 noundef %28, double noundef %29, double noundef %30, double noundef %31, i32 noundef %32)
  store ptr @ll_after5, ptr %16, align 8
  %34 = load ptr, ptr %16, align 8
  %35 = getelementptr inbounds %struct.LL, ptr %17, i32 0, i32 0
  store i32 -1, ptr %35, align 4
  %36 = getelementptr inbounds %struct.LL, ptr %17, i32 0, i32 1
  store i32 -2, ptr %36, align 4
  %37 = load i64, ptr %17, align 4
  %38 = call i32 %34(i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1, i64 %37, i32 noundef 100)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %38)
  %40 = load i32, ptr %6, align 4
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %40, %41
  %43 = load i32, ptr %15, align 4
  %44 = add nsw i32 %42, %43
  %45 = and i32 %44, 127
  ret i32 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ll_after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i64 %5, i32 noundef %6) #0 {
  %8 = alloca %struct.LL, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i64 %5, ptr %8, align 4
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %10, align 4
  %17 = mul nsw i32 %16, 2
  %18 = add nsw i32 %15, %17
  %19 = load i32, ptr %11, align 4
  %20 = mul nsw i32 %19, 3
  %21 = add nsw i32 %18, %20
  %22 = load i32, ptr %12, align 4
  %23 = mul nsw i32 %22, 4
  %24 = add nsw i32 %21, %23
  %25 = load i32, ptr %13, align 4
  %26 = mul nsw i32 %25, 5
  %27 = add nsw i32 %24, %26
  %28 = getelementptr inbounds %struct.LL, ptr %8, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = mul nsw i32 %29, 6
  %31 = add nsw i32 %27, %30
  %32 = getelementptr inbounds %struct.LL, ptr %8, i32 0, i32 1
  %33 = load i32, ptr %32, align 4
  %34 = mul nsw i32 %33, 7
  %35 = add nsw i32 %31, %34
  %36 = load i32, ptr %14, align 4
  %37 = mul nsw i32 %36, 8
  %38 = add nsw i32 %35, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @i128_after5(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  %14 = alloca i32, align 4
  %15 = load i128, ptr %5, align 16
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i128 %15, ptr %13, align 16
  store i32 %6, ptr %14, align 4
  %16 = load i32, ptr %8, align 4
  %17 = load i32, ptr %9, align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, ptr %10, align 4
  %20 = add nsw i32 %18, %19
  %21 = load i32, ptr %11, align 4
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr %12, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i128, ptr %13, align 16
  %26 = ashr i128 %25, 64
  %27 = trunc i128 %26 to i32
  %28 = mul nsw i32 %27, 10
  %29 = add nsw i32 %24, %28
  %30 = load i128, ptr %13, align 16
  %31 = trunc i128 %30 to i32
  %32 = mul nsw i32 %31, 100
  %33 = add nsw i32 %29, %32
  %34 = load i32, ptr %14, align 4
  %35 = mul nsw i32 %34, 1000
  %36 = add nsw i32 %33, %35
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dd_after7(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, ptr noundef %7, double noundef %8) #0 {
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca ptr, align 8
  %18 = alloca double, align 8
  store double %0, ptr %10, align 8
  store double %1, ptr %11, align 8
  store double %2, ptr %12, align 8
  store double %3, ptr %13, align 8
  store double %4, ptr %14, align 8
  store double %5, ptr %15, align 8
  store double %6, ptr %16, align 8
  store ptr %7, ptr %17, align 8
  store double %8, ptr %18, align 8
  %19 = load double, ptr %10, align 8
  %20 = load double, ptr %11, align 8
  %21 = fadd double %19, %20
  %22 = load double, ptr %12, align 8
  %23 = fadd double %21, %22
  %24 = load double, ptr %13, align 8
  %25 = fadd double %23, %24
  %26 = load double, ptr %14, align 8
  %27 = fadd double %25, %26
  %28 = load double, ptr %15, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fadd double %29, %30
  %32 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = fmul double %33, 1.000000e+01
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = fmul double %37, 1.000000e+02
  %39 = fadd double %35, %38
  %40 = load double, ptr %18, align 8
  %41 = fmul double %40, 1.000000e+03
  %42 = fadd double %39, %41
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_mixed(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, double noundef %6, double noundef %7, double noundef %8, i32 noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store ptr %5, ptr %16, align 8
  store double %6, ptr %17, align 8
  store double %7, ptr %18, align 8
  store double %8, ptr %19, align 8
  store i32 %9, ptr %20, align 4
  %21 = load i32, ptr %11, align 4
  %22 = load i32, ptr %12, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr %13, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %14, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %15, align 4
  %29 = add nsw i32 %27, %28
  %30 = load i32, ptr %20, align 4
  %31 = add nsw i32 %29, %30
  %32 = sitofp i32 %31 to double
  %33 = getelementptr inbounds %struct.LD, ptr %5, i32 0, i32 0
  %34 = load i32, ptr %33, align 8
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 2.000000e+00
  %37 = fadd double %32, %36
  %38 = getelementptr inbounds %struct.LD, ptr %5, i32 0, i32 1
  %39 = load double, ptr %38, align 8
  %40 = fmul double %39, 3.000000e+00
  %41 = fadd double %37, %40
  %42 = load double, ptr %17, align 8
  %43 = fadd double %41, %42
  %44 = load double, ptr %18, align 8
  %45 = fadd double %43, %44
  %46 = load double, ptr %19, align 8
  %47 = fadd double %45, %46
  ret double %47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_sse_out(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, ptr noundef %8, i32 noundef %9) #0 {
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  store double %0, ptr %11, align 8
  store double %1, ptr %12, align 8
  store double %2, ptr %13, align 8
  store double %3, ptr %14, align 8
  store double %4, ptr %15, align 8
  store double %5, ptr %16, align 8
  store double %6, ptr %17, align 8
  store double %7, ptr %18, align 8
  store ptr %8, ptr %19, align 8
  store i32 %9, ptr %20, align 4
  %21 = load double, ptr %11, align 8
  %22 = load double, ptr %12, align 8
  %23 = fadd double %21, %22
  %24 = load double, ptr %13, align 8
  %25 = fadd double %23, %24
  %26 = load double, ptr %14, align 8
  %27 = fadd double %25, %26
  %28 = load double, ptr %15, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %17, align 8
  %33 = fadd double %31, %32
  %34 = load double, ptr %18, align 8
  %35 = fadd double %33, %34
  %36 = getelementptr inbounds %struct.LD, ptr %8, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = sitofp i32 %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.LD, ptr %8, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fmul double %41, 5.000000e-01
  %43 = fadd double %39, %42
  %44 = load i32, ptr %20, align 4
  %45 = sitofp i32 %44 to double
  %46 = fadd double %43, %45
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @order(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i64 %10, i32 noundef %11) #0 {
  %13 = alloca %struct.LL, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i64 %10, ptr %13, align 4
  store i32 %0, ptr %14, align 4
  store i32 %1, ptr %15, align 4
  store i32 %2, ptr %16, align 4
  store i32 %3, ptr %17, align 4
  store i32 %4, ptr %18, align 4
  store i32 %5, ptr %19, align 4
  store i32 %6, ptr %20, align 4
  store i32 %7, ptr %21, align 4
  store i32 %8, ptr %22, align 4
  store i32 %9, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %25 = load i32, ptr %14, align 4
  %26 = mul nsw i32 %25, 3
  %27 = load i32, ptr %15, align 4
  %28 = add nsw i32 %26, %27
  %29 = mul nsw i32 %28, 3
  %30 = load i32, ptr %16, align 4
  %31 = add nsw i32 %29, %30
  %32 = mul nsw i32 %31, 3
  %33 = load i32, ptr %17, align 4
  %34 = add nsw i32 %32, %33
  %35 = mul nsw i32 %34, 3
  %36 = load i32, ptr %18, align 4
  %37 = add nsw i32 %35, %36
  %38 = mul nsw i32 %37, 3
  %39 = load i32, ptr %19, align 4
  %40 = add nsw i32 %38, %39
  %41 = mul nsw i32 %40, 3
  %42 = load i32, ptr %20, align 4
  %43 = add nsw i32 %41, %42
  %44 = mul nsw i32 %43, 3
  %45 = load i32, ptr %21, align 4
  %46 = add nsw i32 %44, %45
  %47 = mul nsw i32 %46, 3
  %48 = load i32, ptr %22, align 4
  %49 = add nsw i32 %47, %48
  %50 = mul nsw i32 %49, 3
  %51 = load i32, ptr %23, align 4
  %52 = add nsw i32 %50, %51
  %53 = mul nsw i32 %52, 1000
  %54 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 0
  %55 = load i32, ptr %54, align 4
  %56 = mul nsw i32 %55, 100
  %57 = add nsw i32 %53, %56
  %58 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 1
  %59 = load i32, ptr %58, align 4
  %60 = mul nsw i32 %59, 10
  %61 = add nsw i32 %57, %60
  %62 = load i32, ptr %24, align 4
  %63 = add nsw i32 %61, %62
  ret i32 %63
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
