; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"f1=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"f2=\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"f3=\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f4=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"fp=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store volatile fp128 0xL55555555555555553FFD555555555555, ptr %2, align 16
  %5 = load volatile fp128, ptr %2, align 16
  %6 = load volatile fp128, ptr %2, align 16
  %7 = fmul fp128 %6, 0xL00000000000000004000000000000000
  %8 = call fp128 @f1(i32 noundef 1, fp128 noundef %5, i32 noundef 3, fp128 noundef %7, double noundef 5.000000e-01, fp128 noundef 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %8)
  store i128 1267650600228229401496703205376, ptr %3, align 16
  %10 = load i128, ptr %3, align 16
  %11 = load i128, ptr %3, align 16
  %12 = sub nsw i128 0, %11
  %13 = call i128 @f2(i128 noundef %10, i64 noundef -1, i128 noundef 12345, i64 noundef 1000, i128 noundef %12, i128 noundef 129127208515966861312)
  call void @p128(ptr noundef @.str.1, i128 noundef %13)
  %14 = load i128, ptr %3, align 16
  %15 = add nsw i128 %14, 1
  %16 = call i128 @f3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef %15, i64 noundef 6)
  call void @p128(ptr noundef @.str.2, i128 noundef %16)
  %17 = load i128, ptr %3, align 16
  %18 = sub nsw i128 0, %17
  %19 = load volatile fp128, ptr %2, align 16
  %20 = load i128, ptr %3, align 16
  %21 = sdiv i128 %20, 3
  %22 = call fp128 @f4(i128 noundef %18, fp128 noundef %19, i32 noundef 2, i128 noundef %21, double noundef 2.500000e-01, fp128 noundef 0xL9DBD480000000000406293E5939A08CE, i8 noundef 65, i128 noundef -1)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %22)
  store ptr @f1, ptr %4, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = call fp128 %24(i32 noundef 2, fp128 noundef 0xL00000000000000003FFE000000000000, i32 noundef 4, fp128 noundef 0xL00000000000000003FFD000000000000, double noundef -1.000000e+00, fp128 noundef 0xL00000000000000004000800000000000)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %25)
  %27 = call i128 @f3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef 6, i64 noundef 7)
  %28 = and i128 %27, 127
  %29 = trunc i128 %28 to i32
  ret i32 %29
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @f1(i32 noundef %0, fp128 noundef %1, i32 noundef %2, fp128 noundef %3, double noundef %4, fp128 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca fp128, align 16
  %9 = alloca i32, align 4
  %10 = alloca fp128, align 16
  %11 = alloca double, align 8
  %12 = alloca fp128, align 16
  store i32 %0, ptr %7, align 4
  store fp128 %1, ptr %8, align 16
  store i32 %2, ptr %9, align 4
  store fp128 %3, ptr %10, align 16
  store double %4, ptr %11, align 8
  store fp128 %5, ptr %12, align 16
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to fp128
  %15 = load fp128, ptr %8, align 16
  %16 = load i32, ptr %9, align 4
  %17 = sitofp i32 %16 to fp128
  %18 = fmul fp128 %15, %17
  %19 = fadd fp128 %14, %18
  %20 = load fp128, ptr %10, align 16
  %21 = fadd fp128 %19, %20
  %22 = load double, ptr %11, align 8
  %23 = fpext double %22 to fp128
  %24 = fadd fp128 %21, %23
  %25 = load fp128, ptr %12, align 16
  %26 = fsub fp128 %24, %25
  ret fp128 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %6 = load i128, ptr %4, align 16
  store i128 %6, ptr %5, align 16
  %7 = load ptr, ptr %3, align 8
  %8 = load i128, ptr %5, align 16
  %9 = lshr i128 %8, 64
  %10 = trunc i128 %9 to i64
  %11 = load i128, ptr %5, align 16
  %12 = trunc i128 %11 to i64
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %7, i64 noundef %10, i64 noundef %12)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @f2(i128 noundef %0, i64 noundef %1, i128 noundef %2, i64 noundef %3, i128 noundef %4, i128 noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i64, align 8
  %9 = alloca i128, align 16
  %10 = alloca i64, align 8
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  store i128 %0, ptr %7, align 16
  store i64 %1, ptr %8, align 8
  store i128 %2, ptr %9, align 16
  store i64 %3, ptr %10, align 8
  store i128 %4, ptr %11, align 16
  store i128 %5, ptr %12, align 16
  %13 = load i128, ptr %7, align 16
  %14 = load i64, ptr %8, align 8
  %15 = sext i64 %14 to i128
  %16 = add nsw i128 %13, %15
  %17 = load i128, ptr %9, align 16
  %18 = load i64, ptr %10, align 8
  %19 = sext i64 %18 to i128
  %20 = mul nsw i128 %17, %19
  %21 = add nsw i128 %16, %20
  %22 = load i128, ptr %11, align 16
  %23 = add nsw i128 %21, %22
  %24 = load i128, ptr %12, align 16
  %25 = sub nsw i128 %23, %24
  ret i128 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @f3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i128 noundef %5, i64 noundef %6) #0 {
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
  %16 = sext i64 %15 to i128
  %17 = load i64, ptr %9, align 8
  %18 = sext i64 %17 to i128
  %19 = add nsw i128 %16, %18
  %20 = load i64, ptr %10, align 8
  %21 = sext i64 %20 to i128
  %22 = add nsw i128 %19, %21
  %23 = load i64, ptr %11, align 8
  %24 = sext i64 %23 to i128
  %25 = add nsw i128 %22, %24
  %26 = load i64, ptr %12, align 8
  %27 = sext i64 %26 to i128
  %28 = add nsw i128 %25, %27
  %29 = load i128, ptr %13, align 16
  %30 = mul nsw i128 %29, 3
  %31 = add nsw i128 %28, %30
  %32 = load i64, ptr %14, align 8
  %33 = sext i64 %32 to i128
  %34 = add nsw i128 %31, %33
  ret i128 %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @f4(i128 noundef %0, fp128 noundef %1, i32 noundef %2, i128 noundef %3, double noundef %4, fp128 noundef %5, i8 noundef %6, i128 noundef %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca double, align 8
  %14 = alloca fp128, align 16
  %15 = alloca i8, align 1
  %16 = alloca i128, align 16
  store i128 %0, ptr %9, align 16
  store fp128 %1, ptr %10, align 16
  store i32 %2, ptr %11, align 4
  store i128 %3, ptr %12, align 16
  store double %4, ptr %13, align 8
  store fp128 %5, ptr %14, align 16
  store i8 %6, ptr %15, align 1
  store i128 %7, ptr %16, align 16
  %17 = load i128, ptr %9, align 16
  %18 = sitofp i128 %17 to fp128
  %19 = load fp128, ptr %10, align 16
  %20 = fadd fp128 %18, %19
  %21 = load i32, ptr %11, align 4
  %22 = sitofp i32 %21 to fp128
  %23 = fadd fp128 %20, %22
  %24 = load i128, ptr %12, align 16
  %25 = sitofp i128 %24 to fp128
  %26 = fadd fp128 %23, %25
  %27 = load double, ptr %13, align 8
  %28 = fpext double %27 to fp128
  %29 = fadd fp128 %26, %28
  %30 = load fp128, ptr %14, align 16
  %31 = fadd fp128 %29, %30
  %32 = load i8, ptr %15, align 1
  %33 = zext i8 %32 to i32
  %34 = sitofp i32 %33 to fp128
  %35 = fadd fp128 %31, %34
  %36 = load i128, ptr %16, align 16
  %37 = sitofp i128 %36 to fp128
  %38 = fadd fp128 %35, %37
  ret fp128 %38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
