; ModuleID = 'programs/many_arguments.c'
source_filename = "programs/many_arguments.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"many_ints=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"many_ints_neg=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"many_doubles=%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"interleaved=%g\0A\00", align 1
@__const.main.p1 = private unnamed_addr constant %struct.P { i32 3, i32 4 }, align 4
@__const.main.p2 = private unnamed_addr constant %struct.P { i32 5, i32 6 }, align 4
@__const.main.p3 = private unnamed_addr constant %struct.P { i32 7, i32 8 }, align 4
@.str.4 = private unnamed_addr constant [15 x i8] c"with_ptrs=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"small_types=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"via ptr=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.P, align 4
  %6 = alloca %struct.P, align 4
  %7 = alloca %struct.P, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %10 = call i64 @many_ints(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %10)
  %12 = call i64 @many_ints(i32 noundef -1, i32 noundef -2, i32 noundef -3, i32 noundef -4, i32 noundef -5, i32 noundef -6, i32 noundef -7, i32 noundef -8, i32 noundef -9, i32 noundef -10, i32 noundef -11, i32 noundef -2147483647)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %12)
  %14 = call double @many_doubles(double noundef 1.500000e+00, double noundef 2.500000e+00, double noundef 3.500000e+00, double noundef 4.500000e+00, double noundef 5.500000e+00, double noundef 6.500000e+00, double noundef 7.500000e+00, double noundef 8.500000e+00, double noundef 9.500000e+00, double noundef 1.050000e+01, double noundef 1.150000e+01)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %14)
  %16 = call double @interleaved(i32 noundef 1, double noundef 2.500000e+00, i8 noundef 99, float noundef 3.250000e+00, i64 noundef 4, double noundef 5.500000e+00, i16 noundef -6, float noundef 7.750000e+00, i64 noundef 8, double noundef 9.500000e+00, i8 noundef -6, double noundef 1.050000e+01, i32 noundef 11, float noundef 1.225000e+01, double noundef 1.350000e+01, i32 noundef 14, double noundef 1.550000e+01, float noundef 1.612500e+01)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %16)
  store i32 10, ptr %2, align 4
  store i64 20, ptr %3, align 8
  store double 3.090000e+01, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.p1, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.p2, i64 8, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.p3, i64 8, i1 false)
  %18 = load i64, ptr %5, align 4
  %19 = load i64, ptr %7, align 4
  %20 = call i64 @with_ptrs(ptr noundef %2, ptr noundef %3, ptr noundef @.str.5, ptr noundef %4, i64 %18, ptr noundef %6, i32 noundef 100, i32 noundef 200, i64 %19)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %20)
  %22 = call i32 @small_types(i8 noundef -1, i16 noundef -300, i8 noundef -1, i16 noundef -1, i8 noundef -128, i1 noundef true, i8 noundef 65, i16 noundef 32767, i8 noundef -128, i8 noundef 127)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %22)
  store ptr @many_ints, ptr %8, align 8
  %24 = load ptr, ptr %8, align 8
  store volatile ptr %24, ptr %9, align 8
  %25 = load volatile ptr, ptr %9, align 8
  %26 = call i64 %25(i32 noundef 12, i32 noundef 11, i32 noundef 10, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %26)
  %28 = call i64 @many_ints(i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %29 = and i64 %28, 255
  %30 = trunc i64 %29 to i32
  ret i32 %30
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #0 {
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
  %24 = alloca i32, align 4
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
  store i32 %10, ptr %23, align 4
  store i32 %11, ptr %24, align 4
  %25 = load i32, ptr %13, align 4
  %26 = sext i32 %25 to i64
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = mul nsw i64 2, %28
  %30 = add nsw i64 %26, %29
  %31 = load i32, ptr %15, align 4
  %32 = sext i32 %31 to i64
  %33 = mul nsw i64 3, %32
  %34 = add nsw i64 %30, %33
  %35 = load i32, ptr %16, align 4
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 4, %36
  %38 = add nsw i64 %34, %37
  %39 = load i32, ptr %17, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 5, %40
  %42 = add nsw i64 %38, %41
  %43 = load i32, ptr %18, align 4
  %44 = sext i32 %43 to i64
  %45 = mul nsw i64 6, %44
  %46 = add nsw i64 %42, %45
  %47 = load i32, ptr %19, align 4
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 7, %48
  %50 = add nsw i64 %46, %49
  %51 = load i32, ptr %20, align 4
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 8, %52
  %54 = add nsw i64 %50, %53
  %55 = load i32, ptr %21, align 4
  %56 = sext i32 %55 to i64
  %57 = mul nsw i64 9, %56
  %58 = add nsw i64 %54, %57
  %59 = load i32, ptr %22, align 4
  %60 = sext i32 %59 to i64
  %61 = mul nsw i64 10, %60
  %62 = add nsw i64 %58, %61
  %63 = load i32, ptr %23, align 4
  %64 = sext i32 %63 to i64
  %65 = mul nsw i64 11, %64
  %66 = add nsw i64 %62, %65
  %67 = load i32, ptr %24, align 4
  %68 = sext i32 %67 to i64
  %69 = mul nsw i64 12, %68
  %70 = add nsw i64 %66, %69
  ret i64 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many_doubles(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10) #0 {
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  store double %0, ptr %12, align 8
  store double %1, ptr %13, align 8
  store double %2, ptr %14, align 8
  store double %3, ptr %15, align 8
  store double %4, ptr %16, align 8
  store double %5, ptr %17, align 8
  store double %6, ptr %18, align 8
  store double %7, ptr %19, align 8
  store double %8, ptr %20, align 8
  store double %9, ptr %21, align 8
  store double %10, ptr %22, align 8
  %23 = load double, ptr %12, align 8
  %24 = load double, ptr %13, align 8
  %25 = fsub double %23, %24
  %26 = load double, ptr %14, align 8
  %27 = fadd double %25, %26
  %28 = load double, ptr %15, align 8
  %29 = fsub double %27, %28
  %30 = load double, ptr %16, align 8
  %31 = fadd double %29, %30
  %32 = load double, ptr %17, align 8
  %33 = fsub double %31, %32
  %34 = load double, ptr %18, align 8
  %35 = fadd double %33, %34
  %36 = load double, ptr %19, align 8
  %37 = fsub double %35, %36
  %38 = load double, ptr %20, align 8
  %39 = fadd double %37, %38
  %40 = load double, ptr %21, align 8
  %41 = fsub double %39, %40
  %42 = load double, ptr %22, align 8
  %43 = call double @llvm.fmuladd.f64(double %42, double 5.000000e-01, double %41)
  ret double %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @interleaved(i32 noundef %0, double noundef %1, i8 noundef %2, float noundef %3, i64 noundef %4, double noundef %5, i16 noundef %6, float noundef %7, i64 noundef %8, double noundef %9, i8 noundef %10, double noundef %11, i32 noundef %12, float noundef %13, double noundef %14, i32 noundef %15, double noundef %16, float noundef %17) #0 {
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i8, align 1
  %22 = alloca float, align 4
  %23 = alloca i64, align 8
  %24 = alloca double, align 8
  %25 = alloca i16, align 2
  %26 = alloca float, align 4
  %27 = alloca i64, align 8
  %28 = alloca double, align 8
  %29 = alloca i8, align 1
  %30 = alloca double, align 8
  %31 = alloca i32, align 4
  %32 = alloca float, align 4
  %33 = alloca double, align 8
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca float, align 4
  store i32 %0, ptr %19, align 4
  store double %1, ptr %20, align 8
  store i8 %2, ptr %21, align 1
  store float %3, ptr %22, align 4
  store i64 %4, ptr %23, align 8
  store double %5, ptr %24, align 8
  store i16 %6, ptr %25, align 2
  store float %7, ptr %26, align 4
  store i64 %8, ptr %27, align 8
  store double %9, ptr %28, align 8
  store i8 %10, ptr %29, align 1
  store double %11, ptr %30, align 8
  store i32 %12, ptr %31, align 4
  store float %13, ptr %32, align 4
  store double %14, ptr %33, align 8
  store i32 %15, ptr %34, align 4
  store double %16, ptr %35, align 8
  store float %17, ptr %36, align 4
  %37 = load i32, ptr %19, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %20, align 8
  %40 = fadd double %38, %39
  %41 = load i8, ptr %21, align 1
  %42 = zext i8 %41 to i32
  %43 = sitofp i32 %42 to double
  %44 = fadd double %40, %43
  %45 = load float, ptr %22, align 4
  %46 = fpext float %45 to double
  %47 = fadd double %44, %46
  %48 = load i64, ptr %23, align 8
  %49 = sitofp i64 %48 to double
  %50 = fadd double %47, %49
  %51 = load double, ptr %24, align 8
  %52 = fadd double %50, %51
  %53 = load i16, ptr %25, align 2
  %54 = sext i16 %53 to i32
  %55 = sitofp i32 %54 to double
  %56 = fadd double %52, %55
  %57 = load float, ptr %26, align 4
  %58 = fpext float %57 to double
  %59 = fadd double %56, %58
  %60 = load i64, ptr %27, align 8
  %61 = sitofp i64 %60 to double
  %62 = fadd double %59, %61
  %63 = load double, ptr %28, align 8
  %64 = fadd double %62, %63
  %65 = load i8, ptr %29, align 1
  %66 = zext i8 %65 to i32
  %67 = sitofp i32 %66 to double
  %68 = fadd double %64, %67
  %69 = load double, ptr %30, align 8
  %70 = fadd double %68, %69
  %71 = load i32, ptr %31, align 4
  %72 = sitofp i32 %71 to double
  %73 = fadd double %70, %72
  %74 = load float, ptr %32, align 4
  %75 = fpext float %74 to double
  %76 = fadd double %73, %75
  %77 = load double, ptr %33, align 8
  %78 = fadd double %76, %77
  %79 = load i32, ptr %34, align 4
  %80 = sitofp i32 %79 to double
  %81 = fadd double %78, %80
  %82 = load double, ptr %35, align 8
  %83 = fadd double %81, %82
  %84 = load float, ptr %36, align 4
  %85 = fpext float %84 to double
  %86 = fadd double %83, %85
  ret double %86
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @with_ptrs(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 %4, ptr noundef %5, i32 noundef %6, i32 noundef %7, i64 %8) #0 {
  %10 = alloca %struct.P, align 4
  %11 = alloca %struct.P, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i64 %4, ptr %10, align 4
  store i64 %8, ptr %11, align 4
  store ptr %0, ptr %12, align 8
  store ptr %1, ptr %13, align 8
  store ptr %2, ptr %14, align 8
  store ptr %3, ptr %15, align 8
  store ptr %5, ptr %16, align 8
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  %19 = load ptr, ptr %12, align 8
  %20 = load i32, ptr %19, align 4
  %21 = sext i32 %20 to i64
  %22 = load ptr, ptr %13, align 8
  %23 = load i64, ptr %22, align 8
  %24 = add nsw i64 %21, %23
  %25 = load ptr, ptr %14, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 1
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i64
  %29 = add nsw i64 %24, %28
  %30 = load ptr, ptr %15, align 8
  %31 = load double, ptr %30, align 8
  %32 = fptosi double %31 to i64
  %33 = add nsw i64 %29, %32
  %34 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = getelementptr inbounds %struct.P, ptr %10, i32 0, i32 1
  %37 = load i32, ptr %36, align 4
  %38 = mul nsw i32 %35, %37
  %39 = sext i32 %38 to i64
  %40 = add nsw i64 %33, %39
  %41 = load ptr, ptr %16, align 8
  %42 = getelementptr inbounds %struct.P, ptr %41, i32 0, i32 0
  %43 = load i32, ptr %42, align 4
  %44 = sext i32 %43 to i64
  %45 = add nsw i64 %40, %44
  %46 = load i32, ptr %17, align 4
  %47 = sext i32 %46 to i64
  %48 = add nsw i64 %45, %47
  %49 = load i32, ptr %18, align 4
  %50 = sext i32 %49 to i64
  %51 = add nsw i64 %48, %50
  %52 = getelementptr inbounds %struct.P, ptr %11, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = add nsw i64 %51, %54
  ret i64 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_types(i8 noundef %0, i16 noundef %1, i8 noundef %2, i16 noundef %3, i8 noundef %4, i1 noundef %5, i8 noundef %6, i16 noundef %7, i8 noundef %8, i8 noundef %9) #0 {
  %11 = alloca i8, align 1
  %12 = alloca i16, align 2
  %13 = alloca i8, align 1
  %14 = alloca i16, align 2
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i16, align 2
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  store i8 %0, ptr %11, align 1
  store i16 %1, ptr %12, align 2
  store i8 %2, ptr %13, align 1
  store i16 %3, ptr %14, align 2
  store i8 %4, ptr %15, align 1
  %21 = zext i1 %5 to i8
  store i8 %21, ptr %16, align 1
  store i8 %6, ptr %17, align 1
  store i16 %7, ptr %18, align 2
  store i8 %8, ptr %19, align 1
  store i8 %9, ptr %20, align 1
  %22 = load i8, ptr %11, align 1
  %23 = zext i8 %22 to i32
  %24 = load i16, ptr %12, align 2
  %25 = sext i16 %24 to i32
  %26 = add nsw i32 %23, %25
  %27 = load i8, ptr %13, align 1
  %28 = zext i8 %27 to i32
  %29 = add nsw i32 %26, %28
  %30 = load i16, ptr %14, align 2
  %31 = zext i16 %30 to i32
  %32 = add nsw i32 %29, %31
  %33 = load i8, ptr %15, align 1
  %34 = sext i8 %33 to i32
  %35 = add nsw i32 %32, %34
  %36 = load i8, ptr %16, align 1
  %37 = trunc i8 %36 to i1
  %38 = zext i1 %37 to i32
  %39 = add nsw i32 %35, %38
  %40 = load i8, ptr %17, align 1
  %41 = zext i8 %40 to i32
  %42 = add nsw i32 %39, %41
  %43 = load i16, ptr %18, align 2
  %44 = sext i16 %43 to i32
  %45 = add nsw i32 %42, %44
  %46 = load i8, ptr %19, align 1
  %47 = zext i8 %46 to i32
  %48 = add nsw i32 %45, %47
  %49 = load i8, ptr %20, align 1
  %50 = sext i8 %49 to i32
  %51 = add nsw i32 %48, %50
  ret i32 %51
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
