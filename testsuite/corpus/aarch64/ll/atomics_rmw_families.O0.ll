; ModuleID = 'programs/atomics_rmw_families.c'
source_filename = "programs/atomics_rmw_families.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"float: sum=%g max=%g min=%g\0A\00", align 1
@fsum = internal global float 0.000000e+00, align 4
@fmaxv = internal global float 0xC6293E5940000000, align 4
@fminv = internal global float 0x46293E5940000000, align 4
@.str.1 = private unnamed_addr constant [30 x i8] c"double: sum=%g max=%g min=%g\0A\00", align 1
@dsum = internal global double 0.000000e+00, align 8
@dmaxv = internal global double -1.000000e+300, align 8
@dminv = internal global double 1.000000e+300, align 8
@.str.2 = private unnamed_addr constant [9 x i8] c"wide_sum\00", align 1
@wide_sum = internal global i128 0, align 16
@.str.3 = private unnamed_addr constant [8 x i8] c"wide_or\00", align 1
@wide_or = internal global i128 0, align 16
@.str.4 = private unnamed_addr constant [9 x i8] c"wide_and\00", align 1
@wide_and = internal global i128 -1, align 16
@.str.5 = private unnamed_addr constant [9 x i8] c"wide_xor\00", align 1
@wide_xor = internal global i128 0, align 16
@.str.6 = private unnamed_addr constant [10 x i8] c"wide_nand\00", align 1
@wide_nand = internal global i128 0, align 16
@.str.7 = private unnamed_addr constant [27 x i8] c"wide_nand_seen=%u exch=%d\0A\00", align 1
@wide_nand_seen = internal global i32 0, align 4
@wide_exch = internal global i128 0, align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"wide_max\00", align 1
@wide_max = internal global i128 0, align 16
@w8_nand = internal global i8 0, align 1
@w8_nand_seen = internal global i32 0, align 4
@w8_and = internal global i8 -1, align 1
@w8_or = internal global i8 0, align 1
@w8_xor = internal global i8 0, align 1
@w8_sum = internal global i8 0, align 1
@w8_exch = internal global i8 0, align 1
@w8_smax = internal global i8 0, align 1
@w8_smin = internal global i8 0, align 1
@w8_umax = internal global i8 0, align 1
@w8_umin = internal global i8 -1, align 1
@w16_nand = internal global i16 0, align 2
@w16_nand_seen = internal global i32 0, align 4
@w16_and = internal global i16 -1, align 2
@w16_or = internal global i16 0, align 2
@w16_xor = internal global i16 0, align 2
@w16_sum = internal global i16 0, align 2
@w16_exch = internal global i16 0, align 2
@w16_smax = internal global i16 0, align 2
@w16_smin = internal global i16 0, align 2
@w16_umax = internal global i16 0, align 2
@w16_umin = internal global i16 -1, align 2
@w32_nand = internal global i32 0, align 4
@w32_nand_seen = internal global i32 0, align 4
@w32_and = internal global i32 -1, align 4
@w32_or = internal global i32 0, align 4
@w32_xor = internal global i32 0, align 4
@w32_sum = internal global i32 0, align 4
@w32_exch = internal global i32 0, align 4
@w32_smax = internal global i32 0, align 4
@w32_smin = internal global i32 0, align 4
@w32_umax = internal global i32 0, align 4
@w32_umin = internal global i32 -1, align 4
@w64_nand = internal global i64 0, align 8
@w64_nand_seen = internal global i32 0, align 4
@w64_and = internal global i64 -1, align 8
@w64_or = internal global i64 0, align 8
@w64_xor = internal global i64 0, align 8
@w64_sum = internal global i64 0, align 8
@w64_exch = internal global i64 0, align 8
@w64_smax = internal global i64 0, align 8
@w64_smin = internal global i64 0, align 8
@w64_umax = internal global i64 0, align 8
@w64_umin = internal global i64 -1, align 8
@.str.9 = private unnamed_addr constant [66 x i8] c"w8: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"w8: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.11 = private unnamed_addr constant [67 x i8] c"w16: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [46 x i8] c"w16: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.13 = private unnamed_addr constant [67 x i8] c"w32: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [46 x i8] c"w32: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [67 x i8] c"w64: nand=%llx seen=%u and=%llx or=%llx xor=%llx sum=%llx exch=%d\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"w64: smax=%lld smin=%lld umax=%llx umin=%llx\0A\00", align 1
@.str.17 = private unnamed_addr constant [19 x i8] c"%s=%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %5

5:                                                ; preds = %16, %0
  %6 = load i32, ptr %3, align 4
  %7 = icmp ult i32 %6, 4
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %10
  %12 = load i32, ptr %3, align 4
  %13 = zext i32 %12 to i64
  %14 = inttoptr i64 %13 to ptr
  %15 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef %14) #4
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr %3, align 4
  %18 = add i32 %17, 1
  store i32 %18, ptr %3, align 4
  br label %5, !llvm.loop !6

19:                                               ; preds = %5
  store i32 0, ptr %4, align 4
  br label %20

20:                                               ; preds = %29, %19
  %21 = load i32, ptr %4, align 4
  %22 = icmp ult i32 %21, 4
  br i1 %22, label %23, label %32

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %25
  %27 = load i64, ptr %26, align 8
  %28 = call i32 @pthread_join(i64 noundef %27, ptr noundef null)
  br label %29

29:                                               ; preds = %23
  %30 = load i32, ptr %4, align 4
  %31 = add i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %20, !llvm.loop !8

32:                                               ; preds = %20
  call void @w8_print()
  call void @w16_print()
  call void @w32_print()
  call void @w64_print()
  %33 = load float, ptr @fsum, align 4
  %34 = fpext float %33 to double
  %35 = load float, ptr @fmaxv, align 4
  %36 = fpext float %35 to double
  %37 = load float, ptr @fminv, align 4
  %38 = fpext float %37 to double
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %34, double noundef %36, double noundef %38)
  %40 = load double, ptr @dsum, align 8
  %41 = load double, ptr @dmaxv, align 8
  %42 = load double, ptr @dminv, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %40, double noundef %41, double noundef %42)
  %44 = load i128, ptr @wide_sum, align 16
  call void @print128(ptr noundef @.str.2, i128 noundef %44)
  %45 = load i128, ptr @wide_or, align 16
  call void @print128(ptr noundef @.str.3, i128 noundef %45)
  %46 = load i128, ptr @wide_and, align 16
  call void @print128(ptr noundef @.str.4, i128 noundef %46)
  %47 = load i128, ptr @wide_xor, align 16
  call void @print128(ptr noundef @.str.5, i128 noundef %47)
  %48 = load i128, ptr @wide_nand, align 16
  call void @print128(ptr noundef @.str.6, i128 noundef %48)
  %49 = load i32, ptr @wide_nand_seen, align 4
  %50 = load i128, ptr @wide_exch, align 16
  %51 = icmp eq i128 %50, 1180591620717411303424
  br i1 %51, label %61, label %52

52:                                               ; preds = %32
  %53 = load i128, ptr @wide_exch, align 16
  %54 = icmp eq i128 %53, 2361183241434822606848
  br i1 %54, label %61, label %55

55:                                               ; preds = %52
  %56 = load i128, ptr @wide_exch, align 16
  %57 = icmp eq i128 %56, 3541774862152233910272
  br i1 %57, label %61, label %58

58:                                               ; preds = %55
  %59 = load i128, ptr @wide_exch, align 16
  %60 = icmp eq i128 %59, 4722366482869645213696
  br label %61

61:                                               ; preds = %58, %55, %52, %32
  %62 = phi i1 [ true, %55 ], [ true, %52 ], [ true, %32 ], [ %60, %58 ]
  %63 = zext i1 %62 to i32
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %49, i32 noundef %63)
  %65 = load i128, ptr @wide_max, align 16
  call void @print128(ptr noundef @.str.8, i128 noundef %65)
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = load ptr, ptr %2, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = trunc i64 %6 to i32
  store i32 %7, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %24, %1
  %9 = load i32, ptr %4, align 4
  %10 = icmp ult i32 %9, 4000
  br i1 %10, label %11, label %27

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %4, align 4
  call void @w8_step(i32 noundef %12, i32 noundef %13)
  %14 = load i32, ptr %3, align 4
  %15 = load i32, ptr %4, align 4
  call void @w16_step(i32 noundef %14, i32 noundef %15)
  %16 = load i32, ptr %3, align 4
  %17 = load i32, ptr %4, align 4
  call void @w32_step(i32 noundef %16, i32 noundef %17)
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %4, align 4
  call void @w64_step(i32 noundef %18, i32 noundef %19)
  %20 = load i32, ptr %3, align 4
  %21 = load i32, ptr %4, align 4
  call void @fp_step(i32 noundef %20, i32 noundef %21)
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %4, align 4
  call void @wide_step(i32 noundef %22, i32 noundef %23)
  br label %24

24:                                               ; preds = %11
  %25 = load i32, ptr %4, align 4
  %26 = add i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %8, !llvm.loop !9

27:                                               ; preds = %8
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w8_print() #0 {
  %1 = load i8, ptr @w8_nand, align 1
  %2 = zext i8 %1 to i64
  %3 = load i32, ptr @w8_nand_seen, align 4
  %4 = load i8, ptr @w8_and, align 1
  %5 = zext i8 %4 to i64
  %6 = load i8, ptr @w8_or, align 1
  %7 = zext i8 %6 to i64
  %8 = load i8, ptr @w8_xor, align 1
  %9 = zext i8 %8 to i64
  %10 = load i8, ptr @w8_sum, align 1
  %11 = zext i8 %10 to i64
  %12 = load i8, ptr @w8_exch, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp sge i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %0
  %16 = load i8, ptr @w8_exch, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp sle i32 %17, 4
  br label %19

19:                                               ; preds = %15, %0
  %20 = phi i1 [ false, %0 ], [ %18, %15 ]
  %21 = zext i1 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %2, i32 noundef %3, i64 noundef %5, i64 noundef %7, i64 noundef %9, i64 noundef %11, i32 noundef %21)
  %23 = load i8, ptr @w8_smax, align 1
  %24 = sext i8 %23 to i64
  %25 = load i8, ptr @w8_smin, align 1
  %26 = sext i8 %25 to i64
  %27 = load i8, ptr @w8_umax, align 1
  %28 = zext i8 %27 to i64
  %29 = load i8, ptr @w8_umin, align 1
  %30 = zext i8 %29 to i64
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %24, i64 noundef %26, i64 noundef %28, i64 noundef %30)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w16_print() #0 {
  %1 = load i16, ptr @w16_nand, align 2
  %2 = zext i16 %1 to i64
  %3 = load i32, ptr @w16_nand_seen, align 4
  %4 = load i16, ptr @w16_and, align 2
  %5 = zext i16 %4 to i64
  %6 = load i16, ptr @w16_or, align 2
  %7 = zext i16 %6 to i64
  %8 = load i16, ptr @w16_xor, align 2
  %9 = zext i16 %8 to i64
  %10 = load i16, ptr @w16_sum, align 2
  %11 = zext i16 %10 to i64
  %12 = load i16, ptr @w16_exch, align 2
  %13 = zext i16 %12 to i32
  %14 = icmp sge i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %0
  %16 = load i16, ptr @w16_exch, align 2
  %17 = zext i16 %16 to i32
  %18 = icmp sle i32 %17, 4
  br label %19

19:                                               ; preds = %15, %0
  %20 = phi i1 [ false, %0 ], [ %18, %15 ]
  %21 = zext i1 %20 to i32
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %2, i32 noundef %3, i64 noundef %5, i64 noundef %7, i64 noundef %9, i64 noundef %11, i32 noundef %21)
  %23 = load i16, ptr @w16_smax, align 2
  %24 = sext i16 %23 to i64
  %25 = load i16, ptr @w16_smin, align 2
  %26 = sext i16 %25 to i64
  %27 = load i16, ptr @w16_umax, align 2
  %28 = zext i16 %27 to i64
  %29 = load i16, ptr @w16_umin, align 2
  %30 = zext i16 %29 to i64
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %24, i64 noundef %26, i64 noundef %28, i64 noundef %30)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w32_print() #0 {
  %1 = load i32, ptr @w32_nand, align 4
  %2 = zext i32 %1 to i64
  %3 = load i32, ptr @w32_nand_seen, align 4
  %4 = load i32, ptr @w32_and, align 4
  %5 = zext i32 %4 to i64
  %6 = load i32, ptr @w32_or, align 4
  %7 = zext i32 %6 to i64
  %8 = load i32, ptr @w32_xor, align 4
  %9 = zext i32 %8 to i64
  %10 = load i32, ptr @w32_sum, align 4
  %11 = zext i32 %10 to i64
  %12 = load i32, ptr @w32_exch, align 4
  %13 = icmp uge i32 %12, 1
  br i1 %13, label %14, label %17

14:                                               ; preds = %0
  %15 = load i32, ptr @w32_exch, align 4
  %16 = icmp ule i32 %15, 4
  br label %17

17:                                               ; preds = %14, %0
  %18 = phi i1 [ false, %0 ], [ %16, %14 ]
  %19 = zext i1 %18 to i32
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %2, i32 noundef %3, i64 noundef %5, i64 noundef %7, i64 noundef %9, i64 noundef %11, i32 noundef %19)
  %21 = load i32, ptr @w32_smax, align 4
  %22 = sext i32 %21 to i64
  %23 = load i32, ptr @w32_smin, align 4
  %24 = sext i32 %23 to i64
  %25 = load i32, ptr @w32_umax, align 4
  %26 = zext i32 %25 to i64
  %27 = load i32, ptr @w32_umin, align 4
  %28 = zext i32 %27 to i64
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %22, i64 noundef %24, i64 noundef %26, i64 noundef %28)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w64_print() #0 {
  %1 = load i64, ptr @w64_nand, align 8
  %2 = load i32, ptr @w64_nand_seen, align 4
  %3 = load i64, ptr @w64_and, align 8
  %4 = load i64, ptr @w64_or, align 8
  %5 = load i64, ptr @w64_xor, align 8
  %6 = load i64, ptr @w64_sum, align 8
  %7 = load i64, ptr @w64_exch, align 8
  %8 = icmp uge i64 %7, 1
  br i1 %8, label %9, label %12

9:                                                ; preds = %0
  %10 = load i64, ptr @w64_exch, align 8
  %11 = icmp ule i64 %10, 4
  br label %12

12:                                               ; preds = %9, %0
  %13 = phi i1 [ false, %0 ], [ %11, %9 ]
  %14 = zext i1 %13 to i32
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %1, i32 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i32 noundef %14)
  %16 = load i64, ptr @w64_smax, align 8
  %17 = load i64, ptr @w64_smin, align 8
  %18 = load i64, ptr @w64_umax, align 8
  %19 = load i64, ptr @w64_umin, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %16, i64 noundef %17, i64 noundef %18, i64 noundef %19)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print128(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w8_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i8, align 1
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i8, align 1
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i8, align 1
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i8, align 1
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = mul i32 %31, -1640531535
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 40503
  %35 = add i32 %32, %34
  %36 = trunc i32 %35 to i8
  store i8 %36, ptr %5, align 1
  store i32 8, ptr %6, align 4
  store i8 -1, ptr %7, align 1
  %37 = load i8, ptr %7, align 1
  %38 = atomicrmw nand ptr @w8_nand, i8 %37 seq_cst, align 1
  store i8 %38, ptr %8, align 1
  %39 = load i8, ptr %8, align 1
  %40 = zext i8 %39 to i32
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %46

42:                                               ; preds = %2
  store i32 1, ptr %9, align 4
  %43 = load i32, ptr %9, align 4
  %44 = atomicrmw add ptr @w8_nand_seen, i32 %43 monotonic, align 4
  store i32 %44, ptr %10, align 4
  %45 = load i32, ptr %10, align 4
  br label %46

46:                                               ; preds = %42, %2
  %47 = load i32, ptr %4, align 4
  %48 = load i32, ptr %3, align 4
  %49 = add i32 %47, %48
  %50 = load i32, ptr %6, align 4
  %51 = urem i32 %49, %50
  %52 = shl i32 1, %51
  %53 = xor i32 %52, -1
  %54 = trunc i32 %53 to i8
  store i8 %54, ptr %11, align 1
  %55 = load i8, ptr %11, align 1
  %56 = atomicrmw and ptr @w8_and, i8 %55 acquire, align 1
  store i8 %56, ptr %12, align 1
  %57 = load i8, ptr %12, align 1
  %58 = load i32, ptr %4, align 4
  %59 = mul i32 %58, 3
  %60 = load i32, ptr %3, align 4
  %61 = add i32 %59, %60
  %62 = load i32, ptr %6, align 4
  %63 = urem i32 %61, %62
  %64 = shl i32 1, %63
  %65 = trunc i32 %64 to i8
  store i8 %65, ptr %13, align 1
  %66 = load i8, ptr %13, align 1
  %67 = atomicrmw or ptr @w8_or, i8 %66 release, align 1
  store i8 %67, ptr %14, align 1
  %68 = load i8, ptr %14, align 1
  %69 = load i8, ptr %5, align 1
  store i8 %69, ptr %15, align 1
  %70 = load i8, ptr %15, align 1
  %71 = atomicrmw xor ptr @w8_xor, i8 %70 acq_rel, align 1
  store i8 %71, ptr %16, align 1
  %72 = load i8, ptr %16, align 1
  %73 = load i8, ptr %5, align 1
  store i8 %73, ptr %17, align 1
  %74 = load i8, ptr %17, align 1
  %75 = atomicrmw add ptr @w8_sum, i8 %74 monotonic, align 1
  store i8 %75, ptr %18, align 1
  %76 = load i8, ptr %18, align 1
  %77 = load i8, ptr %5, align 1
  %78 = zext i8 %77 to i32
  %79 = sdiv i32 %78, 3
  %80 = trunc i32 %79 to i8
  store i8 %80, ptr %19, align 1
  %81 = load i8, ptr %19, align 1
  %82 = atomicrmw sub ptr @w8_sum, i8 %81 seq_cst, align 1
  store i8 %82, ptr %20, align 1
  %83 = load i8, ptr %20, align 1
  %84 = load i32, ptr %3, align 4
  %85 = add i32 %84, 1
  %86 = trunc i32 %85 to i8
  store i8 %86, ptr %21, align 1
  %87 = load i8, ptr %21, align 1
  %88 = atomicrmw xchg ptr @w8_exch, i8 %87 acq_rel, align 1
  store i8 %88, ptr %22, align 1
  %89 = load i8, ptr %22, align 1
  %90 = load i8, ptr %5, align 1
  store i8 %90, ptr %23, align 1
  %91 = load i8, ptr %23, align 1
  %92 = atomicrmw max ptr @w8_smax, i8 %91 seq_cst, align 1
  store i8 %92, ptr %24, align 1
  %93 = load i8, ptr %24, align 1
  %94 = load i8, ptr %5, align 1
  store i8 %94, ptr %25, align 1
  %95 = load i8, ptr %25, align 1
  %96 = atomicrmw min ptr @w8_smin, i8 %95 acquire, align 1
  store i8 %96, ptr %26, align 1
  %97 = load i8, ptr %26, align 1
  %98 = load i8, ptr %5, align 1
  store i8 %98, ptr %27, align 1
  %99 = load i8, ptr %27, align 1
  %100 = atomicrmw umax ptr @w8_umax, i8 %99 release, align 1
  store i8 %100, ptr %28, align 1
  %101 = load i8, ptr %28, align 1
  %102 = load i8, ptr %5, align 1
  store i8 %102, ptr %29, align 1
  %103 = load i8, ptr %29, align 1
  %104 = atomicrmw umin ptr @w8_umin, i8 %103 monotonic, align 1
  store i8 %104, ptr %30, align 1
  %105 = load i8, ptr %30, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w16_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i16, align 2
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i16, align 2
  %15 = alloca i16, align 2
  %16 = alloca i16, align 2
  %17 = alloca i16, align 2
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i16, align 2
  %21 = alloca i16, align 2
  %22 = alloca i16, align 2
  %23 = alloca i16, align 2
  %24 = alloca i16, align 2
  %25 = alloca i16, align 2
  %26 = alloca i16, align 2
  %27 = alloca i16, align 2
  %28 = alloca i16, align 2
  %29 = alloca i16, align 2
  %30 = alloca i16, align 2
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = mul i32 %31, -1640531535
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 40503
  %35 = add i32 %32, %34
  %36 = trunc i32 %35 to i16
  store i16 %36, ptr %5, align 2
  store i32 16, ptr %6, align 4
  store i16 -1, ptr %7, align 2
  %37 = load i16, ptr %7, align 2
  %38 = atomicrmw nand ptr @w16_nand, i16 %37 seq_cst, align 2
  store i16 %38, ptr %8, align 2
  %39 = load i16, ptr %8, align 2
  %40 = zext i16 %39 to i32
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %46

42:                                               ; preds = %2
  store i32 1, ptr %9, align 4
  %43 = load i32, ptr %9, align 4
  %44 = atomicrmw add ptr @w16_nand_seen, i32 %43 monotonic, align 4
  store i32 %44, ptr %10, align 4
  %45 = load i32, ptr %10, align 4
  br label %46

46:                                               ; preds = %42, %2
  %47 = load i32, ptr %4, align 4
  %48 = load i32, ptr %3, align 4
  %49 = add i32 %47, %48
  %50 = load i32, ptr %6, align 4
  %51 = urem i32 %49, %50
  %52 = shl i32 1, %51
  %53 = xor i32 %52, -1
  %54 = trunc i32 %53 to i16
  store i16 %54, ptr %11, align 2
  %55 = load i16, ptr %11, align 2
  %56 = atomicrmw and ptr @w16_and, i16 %55 acquire, align 2
  store i16 %56, ptr %12, align 2
  %57 = load i16, ptr %12, align 2
  %58 = load i32, ptr %4, align 4
  %59 = mul i32 %58, 3
  %60 = load i32, ptr %3, align 4
  %61 = add i32 %59, %60
  %62 = load i32, ptr %6, align 4
  %63 = urem i32 %61, %62
  %64 = shl i32 1, %63
  %65 = trunc i32 %64 to i16
  store i16 %65, ptr %13, align 2
  %66 = load i16, ptr %13, align 2
  %67 = atomicrmw or ptr @w16_or, i16 %66 release, align 2
  store i16 %67, ptr %14, align 2
  %68 = load i16, ptr %14, align 2
  %69 = load i16, ptr %5, align 2
  store i16 %69, ptr %15, align 2
  %70 = load i16, ptr %15, align 2
  %71 = atomicrmw xor ptr @w16_xor, i16 %70 acq_rel, align 2
  store i16 %71, ptr %16, align 2
  %72 = load i16, ptr %16, align 2
  %73 = load i16, ptr %5, align 2
  store i16 %73, ptr %17, align 2
  %74 = load i16, ptr %17, align 2
  %75 = atomicrmw add ptr @w16_sum, i16 %74 monotonic, align 2
  store i16 %75, ptr %18, align 2
  %76 = load i16, ptr %18, align 2
  %77 = load i16, ptr %5, align 2
  %78 = zext i16 %77 to i32
  %79 = sdiv i32 %78, 3
  %80 = trunc i32 %79 to i16
  store i16 %80, ptr %19, align 2
  %81 = load i16, ptr %19, align 2
  %82 = atomicrmw sub ptr @w16_sum, i16 %81 seq_cst, align 2
  store i16 %82, ptr %20, align 2
  %83 = load i16, ptr %20, align 2
  %84 = load i32, ptr %3, align 4
  %85 = add i32 %84, 1
  %86 = trunc i32 %85 to i16
  store i16 %86, ptr %21, align 2
  %87 = load i16, ptr %21, align 2
  %88 = atomicrmw xchg ptr @w16_exch, i16 %87 acq_rel, align 2
  store i16 %88, ptr %22, align 2
  %89 = load i16, ptr %22, align 2
  %90 = load i16, ptr %5, align 2
  store i16 %90, ptr %23, align 2
  %91 = load i16, ptr %23, align 2
  %92 = atomicrmw max ptr @w16_smax, i16 %91 seq_cst, align 2
  store i16 %92, ptr %24, align 2
  %93 = load i16, ptr %24, align 2
  %94 = load i16, ptr %5, align 2
  store i16 %94, ptr %25, align 2
  %95 = load i16, ptr %25, align 2
  %96 = atomicrmw min ptr @w16_smin, i16 %95 acquire, align 2
  store i16 %96, ptr %26, align 2
  %97 = load i16, ptr %26, align 2
  %98 = load i16, ptr %5, align 2
  store i16 %98, ptr %27, align 2
  %99 = load i16, ptr %27, align 2
  %100 = atomicrmw umax ptr @w16_umax, i16 %99 release, align 2
  store i16 %100, ptr %28, align 2
  %101 = load i16, ptr %28, align 2
  %102 = load i16, ptr %5, align 2
  store i16 %102, ptr %29, align 2
  %103 = load i16, ptr %29, align 2
  %104 = atomicrmw umin ptr @w16_umin, i16 %103 monotonic, align 2
  store i16 %104, ptr %30, align 2
  %105 = load i16, ptr %30, align 2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w32_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
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
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = mul i32 %31, -1640531535
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 40503
  %35 = add i32 %32, %34
  store i32 %35, ptr %5, align 4
  store i32 32, ptr %6, align 4
  store i32 -1, ptr %7, align 4
  %36 = load i32, ptr %7, align 4
  %37 = atomicrmw nand ptr @w32_nand, i32 %36 seq_cst, align 4
  store i32 %37, ptr %8, align 4
  %38 = load i32, ptr %8, align 4
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %2
  store i32 1, ptr %9, align 4
  %41 = load i32, ptr %9, align 4
  %42 = atomicrmw add ptr @w32_nand_seen, i32 %41 monotonic, align 4
  store i32 %42, ptr %10, align 4
  %43 = load i32, ptr %10, align 4
  br label %44

44:                                               ; preds = %40, %2
  %45 = load i32, ptr %4, align 4
  %46 = load i32, ptr %3, align 4
  %47 = add i32 %45, %46
  %48 = load i32, ptr %6, align 4
  %49 = urem i32 %47, %48
  %50 = shl i32 1, %49
  %51 = xor i32 %50, -1
  store i32 %51, ptr %11, align 4
  %52 = load i32, ptr %11, align 4
  %53 = atomicrmw and ptr @w32_and, i32 %52 acquire, align 4
  store i32 %53, ptr %12, align 4
  %54 = load i32, ptr %12, align 4
  %55 = load i32, ptr %4, align 4
  %56 = mul i32 %55, 3
  %57 = load i32, ptr %3, align 4
  %58 = add i32 %56, %57
  %59 = load i32, ptr %6, align 4
  %60 = urem i32 %58, %59
  %61 = shl i32 1, %60
  store i32 %61, ptr %13, align 4
  %62 = load i32, ptr %13, align 4
  %63 = atomicrmw or ptr @w32_or, i32 %62 release, align 4
  store i32 %63, ptr %14, align 4
  %64 = load i32, ptr %14, align 4
  %65 = load i32, ptr %5, align 4
  store i32 %65, ptr %15, align 4
  %66 = load i32, ptr %15, align 4
  %67 = atomicrmw xor ptr @w32_xor, i32 %66 acq_rel, align 4
  store i32 %67, ptr %16, align 4
  %68 = load i32, ptr %16, align 4
  %69 = load i32, ptr %5, align 4
  store i32 %69, ptr %17, align 4
  %70 = load i32, ptr %17, align 4
  %71 = atomicrmw add ptr @w32_sum, i32 %70 monotonic, align 4
  store i32 %71, ptr %18, align 4
  %72 = load i32, ptr %18, align 4
  %73 = load i32, ptr %5, align 4
  %74 = udiv i32 %73, 3
  store i32 %74, ptr %19, align 4
  %75 = load i32, ptr %19, align 4
  %76 = atomicrmw sub ptr @w32_sum, i32 %75 seq_cst, align 4
  store i32 %76, ptr %20, align 4
  %77 = load i32, ptr %20, align 4
  %78 = load i32, ptr %3, align 4
  %79 = add i32 %78, 1
  store i32 %79, ptr %21, align 4
  %80 = load i32, ptr %21, align 4
  %81 = atomicrmw xchg ptr @w32_exch, i32 %80 acq_rel, align 4
  store i32 %81, ptr %22, align 4
  %82 = load i32, ptr %22, align 4
  %83 = load i32, ptr %5, align 4
  store i32 %83, ptr %23, align 4
  %84 = load i32, ptr %23, align 4
  %85 = atomicrmw max ptr @w32_smax, i32 %84 seq_cst, align 4
  store i32 %85, ptr %24, align 4
  %86 = load i32, ptr %24, align 4
  %87 = load i32, ptr %5, align 4
  store i32 %87, ptr %25, align 4
  %88 = load i32, ptr %25, align 4
  %89 = atomicrmw min ptr @w32_smin, i32 %88 acquire, align 4
  store i32 %89, ptr %26, align 4
  %90 = load i32, ptr %26, align 4
  %91 = load i32, ptr %5, align 4
  store i32 %91, ptr %27, align 4
  %92 = load i32, ptr %27, align 4
  %93 = atomicrmw umax ptr @w32_umax, i32 %92 release, align 4
  store i32 %93, ptr %28, align 4
  %94 = load i32, ptr %28, align 4
  %95 = load i32, ptr %5, align 4
  store i32 %95, ptr %29, align 4
  %96 = load i32, ptr %29, align 4
  %97 = atomicrmw umin ptr @w32_umin, i32 %96 monotonic, align 4
  store i32 %97, ptr %30, align 4
  %98 = load i32, ptr %30, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @w64_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %31 = load i32, ptr %4, align 4
  %32 = mul i32 %31, -1640531535
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 40503
  %35 = add i32 %32, %34
  %36 = zext i32 %35 to i64
  store i64 %36, ptr %5, align 8
  store i32 64, ptr %6, align 4
  store i64 -1, ptr %7, align 8
  %37 = load i64, ptr %7, align 8
  %38 = atomicrmw nand ptr @w64_nand, i64 %37 seq_cst, align 8
  store i64 %38, ptr %8, align 8
  %39 = load i64, ptr %8, align 8
  %40 = icmp eq i64 %39, 0
  br i1 %40, label %41, label %45

41:                                               ; preds = %2
  store i32 1, ptr %9, align 4
  %42 = load i32, ptr %9, align 4
  %43 = atomicrmw add ptr @w64_nand_seen, i32 %42 monotonic, align 4
  store i32 %43, ptr %10, align 4
  %44 = load i32, ptr %10, align 4
  br label %45

45:                                               ; preds = %41, %2
  %46 = load i32, ptr %4, align 4
  %47 = load i32, ptr %3, align 4
  %48 = add i32 %46, %47
  %49 = load i32, ptr %6, align 4
  %50 = urem i32 %48, %49
  %51 = zext i32 %50 to i64
  %52 = shl i64 1, %51
  %53 = xor i64 %52, -1
  store i64 %53, ptr %11, align 8
  %54 = load i64, ptr %11, align 8
  %55 = atomicrmw and ptr @w64_and, i64 %54 acquire, align 8
  store i64 %55, ptr %12, align 8
  %56 = load i64, ptr %12, align 8
  %57 = load i32, ptr %4, align 4
  %58 = mul i32 %57, 3
  %59 = load i32, ptr %3, align 4
  %60 = add i32 %58, %59
  %61 = load i32, ptr %6, align 4
  %62 = urem i32 %60, %61
  %63 = zext i32 %62 to i64
  %64 = shl i64 1, %63
  store i64 %64, ptr %13, align 8
  %65 = load i64, ptr %13, align 8
  %66 = atomicrmw or ptr @w64_or, i64 %65 release, align 8
  store i64 %66, ptr %14, align 8
  %67 = load i64, ptr %14, align 8
  %68 = load i64, ptr %5, align 8
  store i64 %68, ptr %15, align 8
  %69 = load i64, ptr %15, align 8
  %70 = atomicrmw xor ptr @w64_xor, i64 %69 acq_rel, align 8
  store i64 %70, ptr %16, align 8
  %71 = load i64, ptr %16, align 8
  %72 = load i64, ptr %5, align 8
  store i64 %72, ptr %17, align 8
  %73 = load i64, ptr %17, align 8
  %74 = atomicrmw add ptr @w64_sum, i64 %73 monotonic, align 8
  store i64 %74, ptr %18, align 8
  %75 = load i64, ptr %18, align 8
  %76 = load i64, ptr %5, align 8
  %77 = udiv i64 %76, 3
  store i64 %77, ptr %19, align 8
  %78 = load i64, ptr %19, align 8
  %79 = atomicrmw sub ptr @w64_sum, i64 %78 seq_cst, align 8
  store i64 %79, ptr %20, align 8
  %80 = load i64, ptr %20, align 8
  %81 = load i32, ptr %3, align 4
  %82 = add i32 %81, 1
  %83 = zext i32 %82 to i64
  store i64 %83, ptr %21, align 8
  %84 = load i64, ptr %21, align 8
  %85 = atomicrmw xchg ptr @w64_exch, i64 %84 acq_rel, align 8
  store i64 %85, ptr %22, align 8
  %86 = load i64, ptr %22, align 8
  %87 = load i64, ptr %5, align 8
  store i64 %87, ptr %23, align 8
  %88 = load i64, ptr %23, align 8
  %89 = atomicrmw max ptr @w64_smax, i64 %88 seq_cst, align 8
  store i64 %89, ptr %24, align 8
  %90 = load i64, ptr %24, align 8
  %91 = load i64, ptr %5, align 8
  store i64 %91, ptr %25, align 8
  %92 = load i64, ptr %25, align 8
  %93 = atomicrmw min ptr @w64_smin, i64 %92 acquire, align 8
  store i64 %93, ptr %26, align 8
  %94 = load i64, ptr %26, align 8
  %95 = load i64, ptr %5, align 8
  store i64 %95, ptr %27, align 8
  %96 = load i64, ptr %27, align 8
  %97 = atomicrmw umax ptr @w64_umax, i64 %96 release, align 8
  store i64 %97, ptr %28, align 8
  %98 = load i64, ptr %28, align 8
  %99 = load i64, ptr %5, align 8
  store i64 %99, ptr %29, align 8
  %100 = load i64, ptr %29, align 8
  %101 = atomicrmw umin ptr @w64_umin, i64 %100 monotonic, align 8
  store i64 %101, ptr %30, align 8
  %102 = load i64, ptr %30, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fp_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store float 5.000000e-01, ptr %5, align 4
  %21 = load float, ptr %5, align 4
  %22 = atomicrmw fadd ptr @fsum, float %21 seq_cst, align 4
  store float %22, ptr %6, align 4
  %23 = load float, ptr %6, align 4
  store float 2.500000e-01, ptr %7, align 4
  %24 = load float, ptr %7, align 4
  %25 = atomicrmw fsub ptr @fsum, float %24 monotonic, align 4
  store float %25, ptr %8, align 4
  %26 = load float, ptr %8, align 4
  store double 1.250000e-01, ptr %9, align 8
  %27 = load double, ptr %9, align 8
  %28 = atomicrmw fadd ptr @dsum, double %27 acq_rel, align 8
  store double %28, ptr %10, align 8
  %29 = load double, ptr %10, align 8
  store double 1.000000e+00, ptr %11, align 8
  %30 = load double, ptr %11, align 8
  %31 = atomicrmw fsub ptr @dsum, double %30 release, align 8
  store double %31, ptr %12, align 8
  %32 = load double, ptr %12, align 8
  %33 = load i32, ptr %4, align 4
  %34 = urem i32 %33, 1013
  %35 = uitofp i32 %34 to float
  %36 = load i32, ptr %3, align 4
  %37 = uitofp i32 %36 to float
  %38 = fneg float %37
  %39 = call float @llvm.fmuladd.f32(float %35, float 5.000000e-01, float %38)
  store float %39, ptr %13, align 4
  %40 = load float, ptr %13, align 4
  %41 = atomicrmw fmax ptr @fmaxv, float %40 seq_cst, align 4
  store float %41, ptr %14, align 4
  %42 = load float, ptr %14, align 4
  %43 = load i32, ptr %4, align 4
  %44 = urem i32 %43, 977
  %45 = uitofp i32 %44 to float
  %46 = load i32, ptr %3, align 4
  %47 = uitofp i32 %46 to float
  %48 = call float @llvm.fmuladd.f32(float %45, float 2.500000e-01, float %47)
  store float %48, ptr %15, align 4
  %49 = load float, ptr %15, align 4
  %50 = atomicrmw fmin ptr @fminv, float %49 acquire, align 4
  store float %50, ptr %16, align 4
  %51 = load float, ptr %16, align 4
  %52 = load i32, ptr %4, align 4
  %53 = mul i32 %52, 31
  %54 = urem i32 %53, 4099
  %55 = uitofp i32 %54 to double
  %56 = load i32, ptr %3, align 4
  %57 = uitofp i32 %56 to double
  %58 = call double @llvm.fmuladd.f64(double %57, double 5.000000e-01, double %55)
  store double %58, ptr %17, align 8
  %59 = load double, ptr %17, align 8
  %60 = atomicrmw fmax ptr @dmaxv, double %59 monotonic, align 8
  store double %60, ptr %18, align 8
  %61 = load double, ptr %18, align 8
  %62 = load i32, ptr %4, align 4
  %63 = mul i32 %62, 17
  %64 = urem i32 %63, 3001
  %65 = uitofp i32 %64 to double
  %66 = load i32, ptr %3, align 4
  %67 = uitofp i32 %66 to double
  %68 = fneg double %67
  %69 = call double @llvm.fmuladd.f64(double %68, double 5.000000e-01, double %65)
  store double %69, ptr %19, align 8
  %70 = load double, ptr %19, align 8
  %71 = atomicrmw fmin ptr @dminv, double %70 seq_cst, align 8
  store double %71, ptr %20, align 8
  %72 = load double, ptr %20, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_step(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
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
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %26 = load i32, ptr %4, align 4
  %27 = mul i32 %26, -1640531535
  %28 = load i32, ptr %3, align 4
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i128
  %31 = shl i128 %30, 64
  %32 = load i32, ptr %4, align 4
  %33 = mul i32 %32, 40503
  %34 = load i32, ptr %3, align 4
  %35 = mul i32 %34, 7
  %36 = add i32 %33, %35
  %37 = zext i32 %36 to i128
  %38 = or i128 %31, %37
  store i128 %38, ptr %5, align 16
  %39 = load i128, ptr %5, align 16
  store i128 %39, ptr %6, align 16
  %40 = load i128, ptr %6, align 16
  %41 = atomicrmw add ptr @wide_sum, i128 %40 seq_cst, align 16
  store i128 %41, ptr %7, align 16
  %42 = load i128, ptr %7, align 16
  %43 = load i128, ptr %5, align 16
  %44 = lshr i128 %43, 1
  store i128 %44, ptr %8, align 16
  %45 = load i128, ptr %8, align 16
  %46 = atomicrmw sub ptr @wide_sum, i128 %45 monotonic, align 16
  store i128 %46, ptr %9, align 16
  %47 = load i128, ptr %9, align 16
  %48 = load i32, ptr %4, align 4
  %49 = mul i32 %48, 5
  %50 = load i32, ptr %3, align 4
  %51 = add i32 %49, %50
  %52 = urem i32 %51, 128
  %53 = zext i32 %52 to i128
  %54 = shl i128 1, %53
  store i128 %54, ptr %10, align 16
  %55 = load i128, ptr %10, align 16
  %56 = atomicrmw or ptr @wide_or, i128 %55 release, align 16
  store i128 %56, ptr %11, align 16
  %57 = load i128, ptr %11, align 16
  %58 = load i32, ptr %4, align 4
  %59 = load i32, ptr %3, align 4
  %60 = mul i32 %59, 9
  %61 = add i32 %58, %60
  %62 = urem i32 %61, 128
  %63 = zext i32 %62 to i128
  %64 = shl i128 1, %63
  %65 = xor i128 %64, -1
  store i128 %65, ptr %12, align 16
  %66 = load i128, ptr %12, align 16
  %67 = atomicrmw and ptr @wide_and, i128 %66 acquire, align 16
  store i128 %67, ptr %13, align 16
  %68 = load i128, ptr %13, align 16
  %69 = load i128, ptr %5, align 16
  store i128 %69, ptr %14, align 16
  %70 = load i128, ptr %14, align 16
  %71 = atomicrmw xor ptr @wide_xor, i128 %70 acq_rel, align 16
  store i128 %71, ptr %15, align 16
  %72 = load i128, ptr %15, align 16
  store i128 -1, ptr %16, align 16
  %73 = load i128, ptr %16, align 16
  %74 = atomicrmw nand ptr @wide_nand, i128 %73 seq_cst, align 16
  store i128 %74, ptr %17, align 16
  %75 = load i128, ptr %17, align 16
  %76 = icmp eq i128 %75, 0
  br i1 %76, label %77, label %81

77:                                               ; preds = %2
  store i32 1, ptr %18, align 4
  %78 = load i32, ptr %18, align 4
  %79 = atomicrmw add ptr @wide_nand_seen, i32 %78 monotonic, align 4
  store i32 %79, ptr %19, align 4
  %80 = load i32, ptr %19, align 4
  br label %81

81:                                               ; preds = %77, %2
  %82 = load i32, ptr %3, align 4
  %83 = add i32 %82, 1
  %84 = zext i32 %83 to i128
  %85 = shl i128 %84, 70
  store i128 %85, ptr %20, align 16
  %86 = load i128, ptr %20, align 16
  %87 = atomicrmw xchg ptr @wide_exch, i128 %86 seq_cst, align 16
  store i128 %87, ptr %21, align 16
  %88 = load i128, ptr %21, align 16
  %89 = load atomic i128, ptr @wide_max acquire, align 16
  store i128 %89, ptr %23, align 16
  %90 = load i128, ptr %23, align 16
  store i128 %90, ptr %22, align 16
  br label %91

91:                                               ; preds = %110, %81
  %92 = load i128, ptr %22, align 16
  %93 = load i128, ptr %5, align 16
  %94 = icmp ult i128 %92, %93
  br i1 %94, label %95, label %108

95:                                               ; preds = %91
  %96 = load i128, ptr %5, align 16
  store i128 %96, ptr %24, align 16
  %97 = load i128, ptr %22, align 16
  %98 = load i128, ptr %24, align 16
  %99 = cmpxchg ptr @wide_max, i128 %97, i128 %98 seq_cst acquire, align 16
  %100 = extractvalue { i128, i1 } %99, 0
  %101 = extractvalue { i128, i1 } %99, 1
  br i1 %101, label %103, label %102

102:                                              ; preds = %95
  store i128 %100, ptr %22, align 16
  br label %103

103:                                              ; preds = %102, %95
  %104 = zext i1 %101 to i8
  store i8 %104, ptr %25, align 1
  %105 = load i8, ptr %25, align 1
  %106 = trunc i8 %105 to i1
  %107 = xor i1 %106, true
  br label %108

108:                                              ; preds = %103, %91
  %109 = phi i1 [ false, %91 ], [ %107, %103 ]
  br i1 %109, label %110, label %111

110:                                              ; preds = %108
  br label %91, !llvm.loop !10

111:                                              ; preds = %108
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
