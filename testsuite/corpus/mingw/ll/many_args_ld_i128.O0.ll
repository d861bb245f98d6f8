; ModuleID = 'programs/many_args_ld_i128.c'
source_filename = "programs/many_args_ld_i128.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca i128, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca i128, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca i128, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca ptr, align 8
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %33 = load volatile x86_fp80, ptr %2, align 16
  %34 = load volatile x86_fp80, ptr %2, align 16
  %35 = fmul x86_fp80 %34, 0xK40008000000000000000
  store x86_fp80 %33, ptr %4, align 16
  store x86_fp80 %35, ptr %5, align 16
  store x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, ptr %6, align 16
  call void @f1(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, i32 noundef 1, ptr noundef %4, i32 noundef 3, ptr noundef %5, double noundef 5.000000e-01, ptr noundef %6)
  %36 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %36, ptr %7, align 16
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %7)
  store i128 1267650600228229401496703205376, ptr %8, align 16
  %38 = load i128, ptr %8, align 16
  %39 = load i128, ptr %8, align 16
  %40 = sub nsw i128 0, %39
  store i128 %38, ptr %9, align 16
  store i128 12345, ptr %10, align 16
  store i128 %40, ptr %11, align 16
  store i128 129127208515966861312, ptr %12, align 16
  %41 = call <2 x i64> @f2(ptr noundef %9, i32 noundef -1, ptr noundef %10, i32 noundef 1000, ptr noundef %11, ptr noundef %12)
  store <2 x i64> %41, ptr %13, align 16
  %42 = load i128, ptr %13, align 16
  store i128 %42, ptr %14, align 16
  call void @p128(ptr noundef @.str.1, ptr noundef %14)
  %43 = load i128, ptr %8, align 16
  %44 = add nsw i128 %43, 1
  store i128 %44, ptr %15, align 16
  %45 = call <2 x i64> @f3(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef %15, i32 noundef 6)
  store <2 x i64> %45, ptr %16, align 16
  %46 = load i128, ptr %16, align 16
  store i128 %46, ptr %17, align 16
  call void @p128(ptr noundef @.str.2, ptr noundef %17)
  %47 = load i128, ptr %8, align 16
  %48 = sub nsw i128 0, %47
  %49 = load volatile x86_fp80, ptr %2, align 16
  %50 = load i128, ptr %8, align 16
  %51 = sdiv i128 %50, 3
  store i128 %48, ptr %19, align 16
  store x86_fp80 %49, ptr %20, align 16
  store i128 %51, ptr %21, align 16
  store x86_fp80 0xK4062C9F2C9CD04674EDF, ptr %22, align 16
  store i128 -1, ptr %23, align 16
  call void @f4(ptr dead_on_unwind writable sret(x86_fp80) align 16 %18, ptr noundef %19, ptr noundef %20, i32 noundef 2, ptr noundef %21, double noundef 2.500000e-01, ptr noundef %22, i8 noundef 65, ptr noundef %23)
  %52 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %52, ptr %24, align 16
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %24)
  store ptr @f1, ptr %25, align 8
  %54 = load ptr, ptr %25, align 8
  store x86_fp80 0xK3FFE8000000000000000, ptr %27, align 16
  store x86_fp80 0xK3FFD8000000000000000, ptr %28, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %29, align 16
  call void %54(ptr dead_on_unwind writable sret(x86_fp80) align 16 %26, i32 noundef 2, ptr noundef %27, i32 noundef 4, ptr noundef %28, double noundef -1.000000e+00, ptr noundef %29)
  %55 = load x86_fp80, ptr %26, align 16
  store x86_fp80 %55, ptr %30, align 16
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %30)
  store i128 6, ptr %31, align 16
  %57 = call <2 x i64> @f3(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, ptr noundef %31, i32 noundef 7)
  store <2 x i64> %57, ptr %32, align 16
  %58 = load i128, ptr %32, align 16
  %59 = and i128 %58, 127
  %60 = trunc i128 %59 to i32
  ret i32 %60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
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
define internal void @f1(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, double noundef %5, ptr noundef %6) #1 {
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca i32, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca double, align 8
  %14 = alloca x86_fp80, align 16
  store ptr %0, ptr %8, align 8
  %15 = load x86_fp80, ptr %2, align 16
  %16 = load x86_fp80, ptr %4, align 16
  %17 = load x86_fp80, ptr %6, align 16
  store i32 %1, ptr %9, align 4
  store x86_fp80 %15, ptr %10, align 16
  store i32 %3, ptr %11, align 4
  store x86_fp80 %16, ptr %12, align 16
  store double %5, ptr %13, align 8
  store x86_fp80 %17, ptr %14, align 16
  %18 = load i32, ptr %9, align 4
  %19 = sitofp i32 %18 to x86_fp80
  %20 = load x86_fp80, ptr %10, align 16
  %21 = load i32, ptr %11, align 4
  %22 = sitofp i32 %21 to x86_fp80
  %23 = fmul x86_fp80 %20, %22
  %24 = fadd x86_fp80 %19, %23
  %25 = load x86_fp80, ptr %12, align 16
  %26 = fadd x86_fp80 %24, %25
  %27 = load double, ptr %13, align 8
  %28 = fpext double %27 to x86_fp80
  %29 = fadd x86_fp80 %26, %28
  %30 = load x86_fp80, ptr %14, align 16
  %31 = fsub x86_fp80 %29, %30
  store x86_fp80 %31, ptr %0, align 16
  %32 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %32, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p128(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = load i128, ptr %1, align 16
  store ptr %0, ptr %3, align 8
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %4, align 16
  store i128 %7, ptr %5, align 16
  %8 = load ptr, ptr %3, align 8
  %9 = load i128, ptr %5, align 16
  %10 = lshr i128 %9, 64
  %11 = trunc i128 %10 to i64
  %12 = load i128, ptr %5, align 16
  %13 = trunc i128 %12 to i64
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %8, i64 noundef %11, i64 noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @f2(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = load i128, ptr %0, align 16
  %15 = load i128, ptr %2, align 16
  %16 = load i128, ptr %4, align 16
  %17 = load i128, ptr %5, align 16
  store i128 %14, ptr %8, align 16
  store i32 %1, ptr %9, align 4
  store i128 %15, ptr %10, align 16
  store i32 %3, ptr %11, align 4
  store i128 %16, ptr %12, align 16
  store i128 %17, ptr %13, align 16
  %18 = load i128, ptr %8, align 16
  %19 = load i32, ptr %9, align 4
  %20 = sext i32 %19 to i128
  %21 = add nsw i128 %18, %20
  %22 = load i128, ptr %10, align 16
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i128
  %25 = mul nsw i128 %22, %24
  %26 = add nsw i128 %21, %25
  %27 = load i128, ptr %12, align 16
  %28 = add nsw i128 %26, %27
  %29 = load i128, ptr %13, align 16
  %30 = sub nsw i128 %28, %29
  store i128 %30, ptr %7, align 16
  %31 = load <2 x i64>, ptr %7, align 16
  ret <2 x i64> %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @f3(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i32 noundef %6) #0 {
  %8 = alloca i128, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i32, align 4
  %16 = load i128, ptr %5, align 16
  store i32 %0, ptr %9, align 4
  store i32 %1, ptr %10, align 4
  store i32 %2, ptr %11, align 4
  store i32 %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i128 %16, ptr %14, align 16
  store i32 %6, ptr %15, align 4
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i128
  %19 = load i32, ptr %10, align 4
  %20 = sext i32 %19 to i128
  %21 = add nsw i128 %18, %20
  %22 = load i32, ptr %11, align 4
  %23 = sext i32 %22 to i128
  %24 = add nsw i128 %21, %23
  %25 = load i32, ptr %12, align 4
  %26 = sext i32 %25 to i128
  %27 = add nsw i128 %24, %26
  %28 = load i32, ptr %13, align 4
  %29 = sext i32 %28 to i128
  %30 = add nsw i128 %27, %29
  %31 = load i128, ptr %14, align 16
  %32 = mul nsw i128 %31, 3
  %33 = add nsw i128 %30, %32
  %34 = load i32, ptr %15, align 4
  %35 = sext i32 %34 to i128
  %36 = add nsw i128 %33, %35
  store i128 %36, ptr %8, align 16
  %37 = load <2 x i64>, ptr %8, align 16
  ret <2 x i64> %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4, double noundef %5, ptr noundef %6, i8 noundef %7, ptr noundef %8) #1 {
  %10 = alloca ptr, align 8
  %11 = alloca i128, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca double, align 8
  %16 = alloca x86_fp80, align 16
  %17 = alloca i8, align 1
  %18 = alloca i128, align 16
  store ptr %0, ptr %10, align 8
  %19 = load i128, ptr %1, align 16
  %20 = load x86_fp80, ptr %2, align 16
  %21 = load i128, ptr %4, align 16
  %22 = load x86_fp80, ptr %6, align 16
  %23 = load i128, ptr %8, align 16
  store i128 %19, ptr %11, align 16
  store x86_fp80 %20, ptr %12, align 16
  store i32 %3, ptr %13, align 4
  store i128 %21, ptr %14, align 16
  store double %5, ptr %15, align 8
  store x86_fp80 %22, ptr %16, align 16
  store i8 %7, ptr %17, align 1
  store i128 %23, ptr %18, align 16
  %24 = load i128, ptr %11, align 16
  %25 = sitofp i128 %24 to x86_fp80
  %26 = load x86_fp80, ptr %12, align 16
  %27 = fadd x86_fp80 %25, %26
  %28 = load i32, ptr %13, align 4
  %29 = sitofp i32 %28 to x86_fp80
  %30 = fadd x86_fp80 %27, %29
  %31 = load i128, ptr %14, align 16
  %32 = sitofp i128 %31 to x86_fp80
  %33 = fadd x86_fp80 %30, %32
  %34 = load double, ptr %15, align 8
  %35 = fpext double %34 to x86_fp80
  %36 = fadd x86_fp80 %33, %35
  %37 = load x86_fp80, ptr %16, align 16
  %38 = fadd x86_fp80 %36, %37
  %39 = load i8, ptr %17, align 1
  %40 = sext i8 %39 to i32
  %41 = sitofp i32 %40 to x86_fp80
  %42 = fadd x86_fp80 %38, %41
  %43 = load i128, ptr %18, align 16
  %44 = sitofp i128 %43 to x86_fp80
  %45 = fadd x86_fp80 %42, %44
  store x86_fp80 %45, ptr %0, align 16
  %46 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %46, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
