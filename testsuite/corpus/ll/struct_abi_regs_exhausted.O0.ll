; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LL = type { i64, i64 }
%struct.DD = type { double, double }
%struct.LD = type { i64, double }

@__const.main.s = private unnamed_addr constant %struct.LL { i64 11, i64 13 }, align 8
@__const.main.d = private unnamed_addr constant %struct.DD { double 5.000000e-01, double 2.500000e-01 }, align 8
@__const.main.m = private unnamed_addr constant %struct.LD { i64 7, double 1.500000e+00 }, align 8
@.str = private unnamed_addr constant [40 x i8] c"r1=%ld r2=%ld r3=%a r4=%a r5=%a r6=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"via pointer %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.LL, align 8
  %3 = alloca %struct.DD, align 8
  %4 = alloca %struct.LD, align 8
  %5 = alloca i128, align 16
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca %struct.LL, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.s, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.d, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.m, i64 16, i1 false)
  store i128 55340232221128654853, ptr %5, align 16
  %14 = call i64 @ll_after5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, ptr noundef byval(%struct.LL) align 8 %2, i64 noundef 17)
  store i64 %14, ptr %6, align 8
  %15 = load i128, ptr %5, align 16
  %16 = call i64 @i128_after5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef %15, i64 noundef 9)
  store i64 %16, ptr %7, align 8
  %17 = call double @dd_after7(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, ptr noundef byval(%struct.DD) align 8 %3, double noundef 1.250000e-01)
  store double %17, ptr %8, align 8
  %18 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  %19 = load i64, ptr %18, align 8
  %20 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  %21 = load double, ptr %20, align 8
  %22 = call double @ld_mixed(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 %19, double %21, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, i64 noundef 6)
  store double %22, ptr %9, align 8
  %23 = call double @ld_sse_out(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, ptr noundef byval(%struct.LD) align 8 %4, i64 noundef 9)
  store double %23, ptr %10, align 8
  %24 = call i64 @order(i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, ptr noundef byval(%struct.LL) align 8 %2, i32 noundef 2)
  store i64 %24, ptr %11, align 8
  %25 = load i64, ptr %6, align 8
  %26 = load i64, ptr %7, align 8
  %27 = load double, ptr %8, align 8
  %28 = load double, ptr %9, align 8
  %29 = load double, ptr %10, align 8
  %30 = load i64, ptr %11, align 8
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %25, i64 noundef %26, double noundef %27, double noundef %28, double noundef %29, i64 noundef %30)
  store ptr @ll_after5, ptr %12, align 8
  %32 = load ptr, ptr %12, align 8
  %33 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 0
  store i64 -1, ptr %33, align 8
  %34 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 1
  store i64 -2, ptr %34, align 8
  %35 = call i64 %32(i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1, ptr noundef byval(%struct.LL) align 8 %13, i64 noundef 100)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %35)
  %37 = load i64, ptr %6, align 8
  %38 = load i64, ptr %7, align 8
  %39 = add nsw i64 %37, %38
  %40 = load i64, ptr %11, align 8
  %41 = add nsw i64 %39, %40
  %42 = and i64 %41, 127
  %43 = trunc i64 %42 to i32
  ret i32 %43
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ll_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, ptr noundef byval(%struct.LL) align 8 %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i64 %6, ptr %13, align 8
  %14 = load i64, ptr %8, align 8
  %15 = load i64, ptr %9, align 8
  %16 = mul nsw i64 %15, 2
  %17 = add nsw i64 %14, %16
  %18 = load i64, ptr %10, align 8
  %19 = mul nsw i64 %18, 3
  %20 = add nsw i64 %17, %19
  %21 = load i64, ptr %11, align 8
  %22 = mul nsw i64 %21, 4
  %23 = add nsw i64 %20, %22
  %24 = load i64, ptr %12, align 8
  %25 = mul nsw i64 %24, 5
  %26 = add nsw i64 %23, %25
  %27 = getelementptr inbounds %struct.LL, ptr %5, i32 0, i32 0
  %28 = load i64, ptr %27, align 8
  %29 = mul nsw i64 %28, 6
  %30 = add nsw i64 %26, %29
  %31 = getelementptr inbounds %struct.LL, ptr %5, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = mul nsw i64 %32, 7
  %34 = add nsw i64 %30, %33
  %35 = load i64, ptr %13, align 8
  %36 = mul nsw i64 %35, 8
  %37 = add nsw i64 %34, %36
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @i128_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i128 noundef %5, i64 noundef %6) #0 {
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i128, align 16
  %14 = alloca i64, align 8
  store i64 %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i128 %5, ptr %13, align 16
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %8, align 8
  %16 = load i64, ptr %9, align 8
  %17 = add nsw i64 %15, %16
  %18 = load i64, ptr %10, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %11, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %12, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i128, ptr %13, align 16
  %25 = ashr i128 %24, 64
  %26 = trunc i128 %25 to i64
  %27 = mul nsw i64 %26, 10
  %28 = add nsw i64 %23, %27
  %29 = load i128, ptr %13, align 16
  %30 = trunc i128 %29 to i64
  %31 = mul nsw i64 %30, 100
  %32 = add nsw i64 %28, %31
  %33 = load i64, ptr %14, align 8
  %34 = mul nsw i64 %33, 1000
  %35 = add nsw i64 %32, %34
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dd_after7(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, ptr noundef byval(%struct.DD) align 8 %7, double noundef %8) #0 {
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  store double %0, ptr %10, align 8
  store double %1, ptr %11, align 8
  store double %2, ptr %12, align 8
  store double %3, ptr %13, align 8
  store double %4, ptr %14, align 8
  store double %5, ptr %15, align 8
  store double %6, ptr %16, align 8
  store double %8, ptr %17, align 8
  %18 = load double, ptr %10, align 8
  %19 = load double, ptr %11, align 8
  %20 = fadd double %18, %19
  %21 = load double, ptr %12, align 8
  %22 = fadd double %20, %21
  %23 = load double, ptr %13, align 8
  %24 = fadd double %22, %23
  %25 = load double, ptr %14, align 8
  %26 = fadd double %24, %25
  %27 = load double, ptr %15, align 8
  %28 = fadd double %26, %27
  %29 = load double, ptr %16, align 8
  %30 = fadd double %28, %29
  %31 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 0
  %32 = load double, ptr %31, align 8
  %33 = fmul double %32, 1.000000e+01
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds %struct.DD, ptr %7, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fmul double %36, 1.000000e+02
  %38 = fadd double %34, %37
  %39 = load double, ptr %17, align 8
  %40 = fmul double %39, 1.000000e+03
  %41 = fadd double %38, %40
  ret double %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_mixed(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 %5, double %6, double noundef %7, double noundef %8, double noundef %9, i64 noundef %10) #0 {
  %12 = alloca %struct.LD, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca i64, align 8
  %22 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 0
  store i64 %5, ptr %22, align 8
  %23 = getelementptr inbounds { i64, double }, ptr %12, i32 0, i32 1
  store double %6, ptr %23, align 8
  store i64 %0, ptr %13, align 8
  store i64 %1, ptr %14, align 8
  store i64 %2, ptr %15, align 8
  store i64 %3, ptr %16, align 8
  store i64 %4, ptr %17, align 8
  store double %7, ptr %18, align 8
  store double %8, ptr %19, align 8
  store double %9, ptr %20, align 8
  store i64 %10, ptr %21, align 8
  %24 = load i64, ptr %13, align 8
  %25 = load i64, ptr %14, align 8
  %26 = add nsw i64 %24, %25
  %27 = load i64, ptr %15, align 8
  %28 = add nsw i64 %26, %27
  %29 = load i64, ptr %16, align 8
  %30 = add nsw i64 %28, %29
  %31 = load i64, ptr %17, align 8
  %32 = add nsw i64 %30, %31
  %33 = load i64, ptr %21, align 8
  %34 = add nsw i64 %32, %33
  %35 = sitofp i64 %34 to double
  %36 = getelementptr inbounds %struct.LD, ptr %12, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = sitofp i64 %37 to double
  %39 = fmul double %38, 2.000000e+00
  %40 = fadd double %35, %39
  %41 = getelementptr inbounds %struct.LD, ptr %12, i32 0, i32 1
  %42 = load double, ptr %41, align 8
  %43 = fmul double %42, 3.000000e+00
  %44 = fadd double %40, %43
  %45 = load double, ptr %18, align 8
  %46 = fadd double %44, %45
  %47 = load double, ptr %19, align 8
  %48 = fadd double %46, %47
  %49 = load double, ptr %20, align 8
  %50 = fadd double %48, %49
  ret double %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_sse_out(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, ptr noundef byval(%struct.LD) align 8 %8, i64 noundef %9) #0 {
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i64, align 8
  store double %0, ptr %11, align 8
  store double %1, ptr %12, align 8
  store double %2, ptr %13, align 8
  store double %3, ptr %14, align 8
  store double %4, ptr %15, align 8
  store double %5, ptr %16, align 8
  store double %6, ptr %17, align 8
  store double %7, ptr %18, align 8
  store i64 %9, ptr %19, align 8
  %20 = load double, ptr %11, align 8
  %21 = load double, ptr %12, align 8
  %22 = fadd double %20, %21
  %23 = load double, ptr %13, align 8
  %24 = fadd double %22, %23
  %25 = load double, ptr %14, align 8
  %26 = fadd double %24, %25
  %27 = load double, ptr %15, align 8
  %28 = fadd double %26, %27
  %29 = load double, ptr %16, align 8
  %30 = fadd double %28, %29
  %31 = load double, ptr %17, align 8
  %32 = fadd double %30, %31
  %33 = load double, ptr %18, align 8
  %34 = fadd double %32, %33
  %35 = getelementptr inbounds %struct.LD, ptr %8, i32 0, i32 0
  %36 = load i64, ptr %35, align 8
  %37 = sitofp i64 %36 to double
  %38 = fadd double %34, %37
  %39 = getelementptr inbounds %struct.LD, ptr %8, i32 0, i32 1
  %40 = load double, ptr %39, align 8
  %41 = fmul double %40, 5.000000e-01
  %42 = fadd double %38, %41
  %43 = load i64, ptr %19, align 8
  %44 = sitofp i64 %43 to double
  %45 = fadd double %42, %44
  ret double %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @order(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, ptr noundef byval(%struct.LL) align 8 %10, i32 noundef %11) #0 {
  %13 = alloca i32, align 4
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
  store i32 %0, ptr %13, align 4
  store i32 %1, ptr %14, align 4
  store i32 %2, ptr %15, align 4
  store i32 %3, ptr %16, align 4
  store i32 %4, ptr %17, align 4
  store i32 %5, ptr %18, align 4
  store i32 %6, ptr %19, align 4
  store i32 %7, ptr %20, align 4
  store i32 %8, ptr %21, align 4
  store i32 %9, ptr %22, align 4
  store i32 %11, ptr %23, align 4
  %24 = load i32, ptr %13, align 4
  %25 = sext i32 %24 to i64
  %26 = mul nsw i64 %25, 3
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = add nsw i64 %26, %28
  %30 = mul nsw i64 %29, 3
  %31 = load i32, ptr %15, align 4
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %30, %32
  %34 = mul nsw i64 %33, 3
  %35 = load i32, ptr %16, align 4
  %36 = sext i32 %35 to i64
  %37 = add nsw i64 %34, %36
  %38 = mul nsw i64 %37, 3
  %39 = load i32, ptr %17, align 4
  %40 = sext i32 %39 to i64
  %41 = add nsw i64 %38, %40
  %42 = mul nsw i64 %41, 3
  %43 = load i32, ptr %18, align 4
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %42, %44
  %46 = mul nsw i64 %45, 3
  %47 = load i32, ptr %19, align 4
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %46, %48
  %50 = mul nsw i64 %49, 3
  %51 = load i32, ptr %20, align 4
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %50, %52
  %54 = mul nsw i64 %53, 3
  %55 = load i32, ptr %21, align 4
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 %54, %56
  %58 = mul nsw i64 %57, 3
  %59 = load i32, ptr %22, align 4
  %60 = sext i32 %59 to i64
  %61 = add nsw i64 %58, %60
  %62 = mul nsw i64 %61, 1000
  %63 = getelementptr inbounds %struct.LL, ptr %10, i32 0, i32 0
  %64 = load i64, ptr %63, align 8
  %65 = mul nsw i64 %64, 100
  %66 = add nsw i64 %62, %65
  %67 = getelementptr inbounds %struct.LL, ptr %10, i32 0, i32 1
  %68 = load i64, ptr %67, align 8
  %69 = mul nsw i64 %68, 10
  %70 = add nsw i64 %66, %69
  %71 = load i32, ptr %23, align 4
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  ret i64 %73
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
