; ModuleID = 'programs/struct_abi_regs_exhausted.c'
source_filename = "programs/struct_abi_regs_exhausted.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %14 = load [2 x i64], ptr %2, align 8
  %15 = call i64 @ll_after5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, [2 x i64] %14, i64 noundef 17)
  store i64 %15, ptr %6, align 8
  %16 = load i128, ptr %5, align 16
  %17 = call i64 @i128_after5(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef %16, i64 noundef 9)
  store i64 %17, ptr %7, align 8
  %18 = load [2 x double], ptr %3, align 8
  %19 = call double @dd_after7(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, [2 x double] alignstack(8) %18, double noundef 1.250000e-01)
  store double %19, ptr %8, align 8
  %20 = load [2 x i64], ptr %4, align 8
  %21 = call double @ld_mixed(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, [2 x i64] %20, double noundef 5.000000e-01, double noundef 2.500000e-01, double noundef 1.250000e-01, i64 noundef 6)
  store double %21, ptr %9, align 8
  %22 = load [2 x i64], ptr %4, align 8
  %23 = call double @ld_sse_out(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, [2 x i64] %22, i64 noundef 9)
  store double %23, ptr %10, align 8
  %24 = load [2 x i64], ptr %2, align 8
  %25 = call i64 @order(i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 1, [2 x i64] %24, i32 noundef 2)
  store i64 %25, ptr %11, align 8
  %26 = load i64, ptr %6, align 8
  %27 = load i64, ptr %7, align 8
  %28 = load double, ptr %8, align 8
  %29 = load double, ptr %9, align 8
  %30 = load double, ptr %10, align 8
  %31 = load i64, ptr %11, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %26, i64 noundef %27, double noundef %28, double noundef %29, double noundef %30, i64 noundef %31)
  store ptr @ll_after5, ptr %12, align 8
  %33 = load ptr, ptr %12, align 8
  %34 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 0
  store i64 -1, ptr %34, align 8
  %35 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 1
  store i64 -2, ptr %35, align 8
  %36 = load [2 x i64], ptr %13, align 8
  %37 = call i64 %33(i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1, [2 x i64] %36, i64 noundef 100)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %37)
  %39 = load i64, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = add nsw i64 %39, %40
  %42 = load i64, ptr %11, align 8
  %43 = add nsw i64 %41, %42
  %44 = and i64 %43, 127
  %45 = trunc i64 %44 to i32
  ret i32 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ll_after5(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.LL, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store [2 x i64] %5, ptr %8, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = mul nsw i64 %16, 2
  %18 = add nsw i64 %15, %17
  %19 = load i64, ptr %11, align 8
  %20 = mul nsw i64 %19, 3
  %21 = add nsw i64 %18, %20
  %22 = load i64, ptr %12, align 8
  %23 = mul nsw i64 %22, 4
  %24 = add nsw i64 %21, %23
  %25 = load i64, ptr %13, align 8
  %26 = mul nsw i64 %25, 5
  %27 = add nsw i64 %24, %26
  %28 = getelementptr inbounds %struct.LL, ptr %8, i32 0, i32 0
  %29 = load i64, ptr %28, align 8
  %30 = mul nsw i64 %29, 6
  %31 = add nsw i64 %27, %30
  %32 = getelementptr inbounds %struct.LL, ptr %8, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = mul nsw i64 %33, 7
  %35 = add nsw i64 %31, %34
  %36 = load i64, ptr %14, align 8
  %37 = mul nsw i64 %36, 8
  %38 = add nsw i64 %35, %37
  ret i64 %38
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
define internal double @dd_after7(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, [2 x double] alignstack(8) %7, double noundef %8) #0 {
  %10 = alloca %struct.DD, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  store [2 x double] %7, ptr %10, align 8
  store double %0, ptr %11, align 8
  store double %1, ptr %12, align 8
  store double %2, ptr %13, align 8
  store double %3, ptr %14, align 8
  store double %4, ptr %15, align 8
  store double %5, ptr %16, align 8
  store double %6, ptr %17, align 8
  store double %8, ptr %18, align 8
  %19 = load double, ptr %11, align 8
  %20 = load double, ptr %12, align 8
  %21 = fadd double %19, %20
  %22 = load double, ptr %13, align 8
  %23 = fadd double %21, %22
  %24 = load double, ptr %14, align 8
  %25 = fadd double %23, %24
  %26 = load double, ptr %15, align 8
  %27 = fadd double %25, %26
  %28 = load double, ptr %16, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %17, align 8
  %31 = fadd double %29, %30
  %32 = getelementptr inbounds %struct.DD, ptr %10, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = fmul double %33, 1.000000e+01
  %35 = fadd double %31, %34
  %36 = getelementptr inbounds %struct.DD, ptr %10, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = fmul double %37, 1.000000e+02
  %39 = fadd double %35, %38
  %40 = load double, ptr %18, align 8
  %41 = fmul double %40, 1.000000e+03
  %42 = fadd double %39, %41
  ret double %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld_mixed(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, double noundef %6, double noundef %7, double noundef %8, i64 noundef %9) #0 {
  %11 = alloca %struct.LD, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i64, align 8
  store [2 x i64] %5, ptr %11, align 8
  store i64 %0, ptr %12, align 8
  store i64 %1, ptr %13, align 8
  store i64 %2, ptr %14, align 8
  store i64 %3, ptr %15, align 8
  store i64 %4, ptr %16, align 8
  store double %6, ptr %17, align 8
  store double %7, ptr %18, align 8
  store double %8, ptr %19, align 8
  store i64 %9, ptr %20, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  %26 = load i64, ptr %15, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %16, align 8
  %29 = add nsw i64 %27, %28
  %30 = load i64, ptr %20, align 8
  %31 = add nsw i64 %29, %30
  %32 = sitofp i64 %31 to double
  %33 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = sitofp i64 %34 to double
  %36 = fmul double %35, 2.000000e+00
  %37 = fadd double %32, %36
  %38 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 1
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
define internal double @ld_sse_out(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, [2 x i64] %8, i64 noundef %9) #0 {
  %11 = alloca %struct.LD, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca i64, align 8
  store [2 x i64] %8, ptr %11, align 8
  store double %0, ptr %12, align 8
  store double %1, ptr %13, align 8
  store double %2, ptr %14, align 8
  store double %3, ptr %15, align 8
  store double %4, ptr %16, align 8
  store double %5, ptr %17, align 8
  store double %6, ptr %18, align 8
  store double %7, ptr %19, align 8
  store i64 %9, ptr %20, align 8
  %21 = load double, ptr %12, align 8
  %22 = load double, ptr %13, align 8
  %23 = fadd double %21, %22
  %24 = load double, ptr %14, align 8
  %25 = fadd double %23, %24
  %26 = load double, ptr %15, align 8
  %27 = fadd double %25, %26
  %28 = load double, ptr %16, align 8
  %29 = fadd double %27, %28
  %30 = load double, ptr %17, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %18, align 8
  %33 = fadd double %31, %32
  %34 = load double, ptr %19, align 8
  %35 = fadd double %33, %34
  %36 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 0
  %37 = load i64, ptr %36, align 8
  %38 = sitofp i64 %37 to double
  %39 = fadd double %35, %38
  %40 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 1
  %41 = load double, ptr %40, align 8
  %42 = fmul double %41, 5.000000e-01
  %43 = fadd double %39, %42
  %44 = load i64, ptr %20, align 8
  %45 = sitofp i64 %44 to double
  %46 = fadd double %43, %45
  ret double %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @order(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, [2 x i64] %10, i32 noundef %11) #0 {
  %13 = alloca %struct.LL, align 8
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
  store [2 x i64] %10, ptr %13, align 8
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
  %26 = sext i32 %25 to i64
  %27 = mul nsw i64 %26, 3
  %28 = load i32, ptr %15, align 4
  %29 = sext i32 %28 to i64
  %30 = add nsw i64 %27, %29
  %31 = mul nsw i64 %30, 3
  %32 = load i32, ptr %16, align 4
  %33 = sext i32 %32 to i64
  %34 = add nsw i64 %31, %33
  %35 = mul nsw i64 %34, 3
  %36 = load i32, ptr %17, align 4
  %37 = sext i32 %36 to i64
  %38 = add nsw i64 %35, %37
  %39 = mul nsw i64 %38, 3
  %40 = load i32, ptr %18, align 4
  %41 = sext i32 %40 to i64
  %42 = add nsw i64 %39, %41
  %43 = mul nsw i64 %42, 3
  %44 = load i32, ptr %19, align 4
  %45 = sext i32 %44 to i64
  %46 = add nsw i64 %43, %45
  %47 = mul nsw i64 %46, 3
  %48 = load i32, ptr %20, align 4
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %47, %49
  %51 = mul nsw i64 %50, 3
  %52 = load i32, ptr %21, align 4
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %51, %53
  %55 = mul nsw i64 %54, 3
  %56 = load i32, ptr %22, align 4
  %57 = sext i32 %56 to i64
  %58 = add nsw i64 %55, %57
  %59 = mul nsw i64 %58, 3
  %60 = load i32, ptr %23, align 4
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %59, %61
  %63 = mul nsw i64 %62, 1000
  %64 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 0
  %65 = load i64, ptr %64, align 8
  %66 = mul nsw i64 %65, 100
  %67 = add nsw i64 %63, %66
  %68 = getelementptr inbounds %struct.LL, ptr %13, i32 0, i32 1
  %69 = load i64, ptr %68, align 8
  %70 = mul nsw i64 %69, 10
  %71 = add nsw i64 %67, %70
  %72 = load i32, ptr %24, align 4
  %73 = sext i32 %72 to i64
  %74 = add nsw i64 %71, %73
  ret i64 %74
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
