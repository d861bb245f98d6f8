; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"f1=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"f2=\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"f3=\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"f4=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"fp=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca ptr, align 8
  %13 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %14 = load volatile x86_fp80, ptr %2, align 16
  %15 = load volatile x86_fp80, ptr %2, align 16
  %16 = fmul x86_fp80 %15, 0xK40008000000000000000
  %17 = call x86_fp80 @f1(i32 noundef 1, x86_fp80 noundef %14, i32 noundef 3, x86_fp80 noundef %16, double noundef 5.000000e-01, x86_fp80 noundef 0xK3FDDDBE6FECEBDEDD5BF)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %17)
  store i128 1267650600228229401496703205376, ptr %3, align 16
  %19 = load i128, ptr %3, align 16
  %20 = load i128, ptr %3, align 16
  %21 = sub nsw i128 0, %20
  store i128 %19, ptr %4, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  store i128 12345, ptr %5, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %27 = load i64, ptr %26, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  %30 = call { i64, i64 } @f2(i64 noundef %23, i64 noundef %25, i64 noundef -1, i64 noundef %27, i64 noundef %29, i64 noundef 1000, i128 noundef %21, i128 noundef 129127208515966861312)
  %31 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %32 = extractvalue { i64, i64 } %30, 0
  store i64 %32, ptr %31, align 16
  %33 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %34 = extractvalue { i64, i64 } %30, 1
  store i64 %34, ptr %33, align 8
  %35 = load i128, ptr %6, align 16
  store i128 %35, ptr %7, align 16
  %36 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %37 = load i64, ptr %36, align 16
  %38 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  call void @p128(ptr noundef @.str.1, i64 noundef %37, i64 noundef %39)
  %40 = load i128, ptr %3, align 16
  %41 = add nsw i128 %40, 1
  %42 = call { i64, i64 } @f3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef %41, i64 noundef 6)
  %43 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %44 = extractvalue { i64, i64 } %42, 0
  store i64 %44, ptr %43, align 16
  %45 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %46 = extractvalue { i64, i64 } %42, 1
  store i64 %46, ptr %45, align 8
  %47 = load i128, ptr %8, align 16
  store i128 %47, ptr %9, align 16
  %48 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %49 = load i64, ptr %48, align 16
  %50 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  call void @p128(ptr noundef @.str.2, i64 noundef %49, i64 noundef %51)
  %52 = load i128, ptr %3, align 16
  %53 = sub nsw i128 0, %52
  %54 = load volatile x86_fp80, ptr %2, align 16
  %55 = load i128, ptr %3, align 16
  %56 = sdiv i128 %55, 3
  store i128 %53, ptr %10, align 16
  %57 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %58 = load i64, ptr %57, align 16
  %59 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %60 = load i64, ptr %59, align 8
  store i128 %56, ptr %11, align 16
  %61 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %62 = load i64, ptr %61, align 16
  %63 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %64 = load i64, ptr %63, align 8
  %65 = call x86_fp80 @f4(i64 noundef %58, i64 noundef %60, x86_fp80 noundef %54, i32 noundef 2, i64 noundef %62, i64 noundef %64, double noundef 2.500000e-01, x86_fp80 noundef 0xK4062C9F2C9CD04674EDF, i8 noundef signext 65, i128 noundef -1)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %65)
  store ptr @f1, ptr %12, align 8
  %67 = load ptr, ptr %12, align 8
  %68 = call x86_fp80 %67(i32 noundef 2, x86_fp80 noundef 0xK3FFE8000000000000000, i32 noundef 4, x86_fp80 noundef 0xK3FFD8000000000000000, double noundef -1.000000e+00, x86_fp80 noundef 0xK4000C000000000000000)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, x86_fp80 noundef %68)
  %70 = call { i64, i64 } @f3(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i128 noundef 6, i64 noundef 7)
  %71 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %72 = extractvalue { i64, i64 } %70, 0
  store i64 %72, ptr %71, align 16
  %73 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %74 = extractvalue { i64, i64 } %70, 1
  store i64 %74, ptr %73, align 8
  %75 = load i128, ptr %13, align 16
  %76 = and i128 %75, 127
  %77 = trunc i128 %76 to i32
  ret i32 %77
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @f1(i32 noundef %0, x86_fp80 noundef %1, i32 noundef %2, x86_fp80 noundef %3, double noundef %4, x86_fp80 noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca double, align 8
  %12 = alloca x86_fp80, align 16
  store i32 %0, ptr %7, align 4
  store x86_fp80 %1, ptr %8, align 16
  store i32 %2, ptr %9, align 4
  store x86_fp80 %3, ptr %10, align 16
  store double %4, ptr %11, align 8
  store x86_fp80 %5, ptr %12, align 16
  %13 = load i32, ptr %7, align 4
  %14 = sitofp i32 %13 to x86_fp80
  %15 = load x86_fp80, ptr %8, align 16
  %16 = load i32, ptr %9, align 4
  %17 = sitofp i32 %16 to x86_fp80
  %18 = fmul x86_fp80 %15, %17
  %19 = fadd x86_fp80 %14, %18
  %20 = load x86_fp80, ptr %10, align 16
  %21 = fadd x86_fp80 %19, %20
  %22 = load double, ptr %11, align 8
  %23 = fpext double %22 to x86_fp80
  %24 = fadd x86_fp80 %21, %23
  %25 = load x86_fp80, ptr %12, align 16
  %26 = fsub x86_fp80 %24, %25
  ret x86_fp80 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p128(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %9, align 8
  %10 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %10, ptr %6, align 16
  %11 = load i128, ptr %6, align 16
  store i128 %11, ptr %7, align 16
  %12 = load ptr, ptr %5, align 8
  %13 = load i128, ptr %7, align 16
  %14 = lshr i128 %13, 64
  %15 = trunc i128 %14 to i64
  %16 = load i128, ptr %7, align 16
  %17 = trunc i128 %16 to i64
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %12, i64 noundef %15, i64 noundef %17)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f2(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i128 noundef %6, i128 noundef %7) #0 {
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i64, align 8
  %14 = alloca i128, align 16
  %15 = alloca i64, align 8
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  store i64 %0, ptr %18, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  store i64 %1, ptr %19, align 8
  %20 = load i128, ptr %10, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %3, ptr %21, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %4, ptr %22, align 8
  %23 = load i128, ptr %11, align 16
  store i128 %20, ptr %12, align 16
  store i64 %2, ptr %13, align 8
  store i128 %23, ptr %14, align 16
  store i64 %5, ptr %15, align 8
  store i128 %6, ptr %16, align 16
  store i128 %7, ptr %17, align 16
  %24 = load i128, ptr %12, align 16
  %25 = load i64, ptr %13, align 8
  %26 = sext i64 %25 to i128
  %27 = add nsw i128 %24, %26
  %28 = load i128, ptr %14, align 16
  %29 = load i64, ptr %15, align 8
  %30 = sext i64 %29 to i128
  %31 = mul nsw i128 %28, %30
  %32 = add nsw i128 %27, %31
  %33 = load i128, ptr %16, align 16
  %34 = add nsw i128 %32, %33
  %35 = load i128, ptr %17, align 16
  %36 = sub nsw i128 %34, %35
  store i128 %36, ptr %9, align 16
  %37 = load { i64, i64 }, ptr %9, align 16
  ret { i64, i64 } %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @f3(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i128 noundef %5, i64 noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i128, align 16
  %15 = alloca i64, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i128 %5, ptr %14, align 16
  store i64 %6, ptr %15, align 8
  %16 = load i64, ptr %9, align 8
  %17 = sext i64 %16 to i128
  %18 = load i64, ptr %10, align 8
  %19 = sext i64 %18 to i128
  %20 = add nsw i128 %17, %19
  %21 = load i64, ptr %11, align 8
  %22 = sext i64 %21 to i128
  %23 = add nsw i128 %20, %22
  %24 = load i64, ptr %12, align 8
  %25 = sext i64 %24 to i128
  %26 = add nsw i128 %23, %25
  %27 = load i64, ptr %13, align 8
  %28 = sext i64 %27 to i128
  %29 = add nsw i128 %26, %28
  %30 = load i128, ptr %14, align 16
  %31 = mul nsw i128 %30, 3
  %32 = add nsw i128 %29, %31
  %33 = load i64, ptr %15, align 8
  %34 = sext i64 %33 to i128
  %35 = add nsw i128 %32, %34
  store i128 %35, ptr %8, align 16
  %36 = load { i64, i64 }, ptr %8, align 16
  ret { i64, i64 } %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @f4(i64 noundef %0, i64 noundef %1, x86_fp80 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, double noundef %6, x86_fp80 noundef %7, i8 noundef signext %8, i128 noundef %9) #0 {
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca i128, align 16
  %17 = alloca double, align 8
  %18 = alloca x86_fp80, align 16
  %19 = alloca i8, align 1
  %20 = alloca i128, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %0, ptr %21, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %1, ptr %22, align 8
  %23 = load i128, ptr %11, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  store i64 %4, ptr %24, align 16
  %25 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  store i64 %5, ptr %25, align 8
  %26 = load i128, ptr %12, align 16
  store i128 %23, ptr %13, align 16
  store x86_fp80 %2, ptr %14, align 16
  store i32 %3, ptr %15, align 4
  store i128 %26, ptr %16, align 16
  store double %6, ptr %17, align 8
  store x86_fp80 %7, ptr %18, align 16
  store i8 %8, ptr %19, align 1
  store i128 %9, ptr %20, align 16
  %27 = load i128, ptr %13, align 16
  %28 = sitofp i128 %27 to x86_fp80
  %29 = load x86_fp80, ptr %14, align 16
  %30 = fadd x86_fp80 %28, %29
  %31 = load i32, ptr %15, align 4
  %32 = sitofp i32 %31 to x86_fp80
  %33 = fadd x86_fp80 %30, %32
  %34 = load i128, ptr %16, align 16
  %35 = sitofp i128 %34 to x86_fp80
  %36 = fadd x86_fp80 %33, %35
  %37 = load double, ptr %17, align 8
  %38 = fpext double %37 to x86_fp80
  %39 = fadd x86_fp80 %36, %38
  %40 = load x86_fp80, ptr %18, align 16
  %41 = fadd x86_fp80 %39, %40
  %42 = load i8, ptr %19, align 1
  %43 = sext i8 %42 to i32
  %44 = sitofp i32 %43 to x86_fp80
  %45 = fadd x86_fp80 %41, %44
  %46 = load i128, ptr %20, align 16
  %47 = sitofp i128 %46 to x86_fp80
  %48 = fadd x86_fp80 %45, %47
  ret x86_fp80 %48
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
