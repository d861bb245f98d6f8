; ModuleID = 'programs/atomics_cx16_threads.c'
source_filename = "programs/atomics_cx16_threads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"wide %016llx%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"max %016llx%016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"stored %016llx%016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"counter %llu bits %x small %u fsum %g dsum %g smax %lld\0A\00", align 1
@counter = internal global i64 0, align 8
@bits = internal global i32 0, align 4
@small = internal global i8 0, align 1
@fsum = internal global float 0.000000e+00, align 4
@dsum = internal global double 0.000000e+00, align 8
@smax = internal global i64 -9223372036854775808, align 8
@main.a8 = internal global i8 0, align 1
@main.a16 = internal global i16 0, align 2
@main.a32 = internal global i32 0, align 4
@main.a64 = internal global i64 0, align 8
@.str.4 = private unnamed_addr constant [22 x i8] c"orders %u %d %u %lld\0A\00", align 1
@wide = internal global i128 0, align 16
@wide_max = internal global i128 0, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %19, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp ult i32 %9, 4
  br i1 %10, label %11, label %22

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %13
  %15 = load i32, ptr %3, align 4
  %16 = zext i32 %15 to i64
  %17 = inttoptr i64 %16 to ptr
  %18 = call i32 @pthread_create(ptr noundef %14, ptr noundef null, ptr noundef @worker, ptr noundef %17) #4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %3, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %8, !llvm.loop !6

22:                                               ; preds = %8
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %32, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp ult i32 %24, 4
  br i1 %25, label %26, label %35

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = call i32 @pthread_join(i64 noundef %30, ptr noundef null)
  br label %32

32:                                               ; preds = %26
  %33 = load i32, ptr %4, align 4
  %34 = add i32 %33, 1
  store i32 %34, ptr %4, align 4
  br label %23, !llvm.loop !8

35:                                               ; preds = %23
  %36 = call i128 @wide_load()
  store i128 %36, ptr %5, align 16
  %37 = load i128, ptr %5, align 16
  %38 = lshr i128 %37, 64
  %39 = trunc i128 %38 to i64
  %40 = load i128, ptr %5, align 16
  %41 = trunc i128 %40 to i64
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %39, i64 noundef %41)
  %43 = call i128 @wide_xchg(i128 noundef 0)
  store i128 %43, ptr %6, align 16
  %44 = load i128, ptr %6, align 16
  %45 = lshr i128 %44, 64
  %46 = trunc i128 %45 to i64
  %47 = load i128, ptr %6, align 16
  %48 = trunc i128 %47 to i64
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %46, i64 noundef %48)
  call void @wide_store(i128 noundef 1203852964994359048060655)
  %50 = call i128 @wide_load()
  store i128 %50, ptr %5, align 16
  %51 = load i128, ptr %5, align 16
  %52 = lshr i128 %51, 64
  %53 = trunc i128 %52 to i64
  %54 = load i128, ptr %5, align 16
  %55 = trunc i128 %54 to i64
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %53, i64 noundef %55)
  %57 = load atomic i64, ptr @counter seq_cst, align 8
  %58 = load atomic i32, ptr @bits seq_cst, align 4
  %59 = load atomic i8, ptr @small seq_cst, align 1
  %60 = zext i8 %59 to i32
  %61 = load atomic float, ptr @fsum seq_cst, align 4
  %62 = fpext float %61 to double
  %63 = load atomic double, ptr @dsum seq_cst, align 8
  %64 = load atomic i64, ptr @smax seq_cst, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %57, i32 noundef %58, i32 noundef %60, double noundef %62, double noundef %63, i64 noundef %64)
  store i32 -3, ptr %7, align 4
  br label %66

66:                                               ; preds = %87, %35
  %67 = load i32, ptr %7, align 4
  %68 = icmp slt i32 %67, 300
  br i1 %68, label %69, label %90

69:                                               ; preds = %66
  %70 = load i32, ptr %7, align 4
  %71 = trunc i32 %70 to i8
  %72 = call i8 @u8_check(ptr noundef @main.a8, i8 noundef %71)
  %73 = zext i8 %72 to i32
  %74 = load i32, ptr %7, align 4
  %75 = mul nsw i32 %74, 101
  %76 = trunc i32 %75 to i16
  %77 = call i16 @s16_check(ptr noundef @main.a16, i16 noundef %76)
  %78 = sext i16 %77 to i32
  %79 = load i32, ptr %7, align 4
  %80 = mul i32 %79, 65537
  %81 = call i32 @u32_check(ptr noundef @main.a32, i32 noundef %80)
  %82 = load i32, ptr %7, align 4
  %83 = sext i32 %82 to i64
  %84 = mul nsw i64 %83, 1099511627776
  %85 = call i64 @s64_check(ptr noundef @main.a64, i64 noundef %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %73, i32 noundef %78, i32 noundef %81, i64 noundef %85)
  br label %87

87:                                               ; preds = %69
  %88 = load i32, ptr %7, align 4
  %89 = add nsw i32 %88, 37
  store i32 %89, ptr %7, align 4
  br label %66, !llvm.loop !9

90:                                               ; preds = %66
  ret i32 0
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = ptrtoint ptr %24 to i64
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %27

27:                                               ; preds = %95, %1
  %28 = load i32, ptr %4, align 4
  %29 = icmp ult i32 %28, 20000
  br i1 %29, label %30, label %98

30:                                               ; preds = %27
  call void @wide_add(i128 noundef 18446744073709551617)
  %31 = load i32, ptr %4, align 4
  %32 = urem i32 %31, 997
  %33 = zext i32 %32 to i128
  %34 = shl i128 %33, 80
  %35 = load i32, ptr %3, align 4
  %36 = mul i32 %35, 100000
  %37 = load i32, ptr %4, align 4
  %38 = add i32 %36, %37
  %39 = zext i32 %38 to i128
  %40 = or i128 %34, %39
  call void @wide_raise(i128 noundef %40)
  store i64 3, ptr %5, align 8
  %41 = load i64, ptr %5, align 8
  %42 = atomicrmw add ptr @counter, i64 %41 monotonic, align 8
  store i64 %42, ptr %6, align 8
  %43 = load i64, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %44 = load i64, ptr %7, align 8
  %45 = atomicrmw sub ptr @counter, i64 %44 release, align 8
  store i64 %45, ptr %8, align 8
  %46 = load i64, ptr %8, align 8
  %47 = load i32, ptr %4, align 4
  %48 = load i32, ptr %3, align 4
  %49 = add i32 %47, %48
  %50 = urem i32 %49, 32
  %51 = shl i32 1, %50
  store i32 %51, ptr %9, align 4
  %52 = load i32, ptr %9, align 4
  %53 = atomicrmw or ptr @bits, i32 %52 seq_cst, align 4
  store i32 %53, ptr %10, align 4
  %54 = load i32, ptr %10, align 4
  store i32 0, ptr %11, align 4
  %55 = load i32, ptr %11, align 4
  %56 = atomicrmw xor ptr @bits, i32 %55 acq_rel, align 4
  store i32 %56, ptr %12, align 4
  %57 = load i32, ptr %12, align 4
  store i8 1, ptr %13, align 1
  %58 = load i8, ptr %13, align 1
  %59 = atomicrmw add ptr @small, i8 %58 monotonic, align 1
  store i8 %59, ptr %14, align 1
  %60 = load i8, ptr %14, align 1
  store float 5.000000e-01, ptr %15, align 4
  %61 = load float, ptr %15, align 4
  %62 = atomicrmw fadd ptr @fsum, float %61 seq_cst, align 4
  store float %62, ptr %16, align 4
  %63 = load float, ptr %16, align 4
  store double 2.500000e-01, ptr %17, align 8
  %64 = load double, ptr %17, align 8
  %65 = atomicrmw fadd ptr @dsum, double %64 monotonic, align 8
  store double %65, ptr %18, align 8
  %66 = load double, ptr %18, align 8
  %67 = load atomic i64, ptr @smax monotonic, align 8
  store i64 %67, ptr %20, align 8
  %68 = load i64, ptr %20, align 8
  store i64 %68, ptr %19, align 8
  %69 = load i32, ptr %4, align 4
  %70 = mul i32 %69, 7
  %71 = urem i32 %70, 10007
  %72 = zext i32 %71 to i64
  %73 = sub nsw i64 %72, 5000
  store i64 %73, ptr %21, align 8
  br label %74

74:                                               ; preds = %93, %30
  %75 = load i64, ptr %19, align 8
  %76 = load i64, ptr %21, align 8
  %77 = icmp slt i64 %75, %76
  br i1 %77, label %78, label %91

78:                                               ; preds = %74
  %79 = load i64, ptr %21, align 8
  store i64 %79, ptr %22, align 8
  %80 = load i64, ptr %19, align 8
  %81 = load i64, ptr %22, align 8
  %82 = cmpxchg weak ptr @smax, i64 %80, i64 %81 seq_cst seq_cst, align 8
  %83 = extractvalue { i64, i1 } %82, 0
  %84 = extractvalue { i64, i1 } %82, 1
  br i1 %84, label %86, label %85

85:                                               ; preds = %78
  store i64 %83, ptr %19, align 8
  br label %86

86:                                               ; preds = %85, %78
  %87 = zext i1 %84 to i8
  store i8 %87, ptr %23, align 1
  %88 = load i8, ptr %23, align 1
  %89 = trunc i8 %88 to i1
  %90 = xor i1 %89, true
  br label %91

91:                                               ; preds = %86, %74
  %92 = phi i1 [ false, %74 ], [ %90, %86 ]
  br i1 %92, label %93, label %94

93:                                               ; preds = %91
  br label %74, !llvm.loop !10

94:                                               ; preds = %91
  fence syncscope("singlethread") seq_cst
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %4, align 4
  %97 = add i32 %96, 1
  store i32 %97, ptr %4, align 4
  br label %27, !llvm.loop !11

98:                                               ; preds = %27
  ret ptr null
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @wide_load() #3 {
  %1 = alloca i128, align 16
  %2 = load atomic i128, ptr @wide acquire, align 16
  store i128 %2, ptr %1, align 16
  %3 = load i128, ptr %1, align 16
  ret i128 %3
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @wide_xchg(i128 noundef %0) #3 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %5 = load i128, ptr %2, align 16
  store i128 %5, ptr %3, align 16
  %6 = load i128, ptr %3, align 16
  %7 = atomicrmw xchg ptr @wide_max, i128 %6 seq_cst, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_store(i128 noundef %0) #3 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  store i128 %4, ptr %3, align 16
  %5 = load i128, ptr %3, align 16
  store atomic i128 %5, ptr @wide release, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @u8_check(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
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
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %31 = load ptr, ptr %3, align 8
  %32 = load i8, ptr %4, align 1
  store i8 %32, ptr %5, align 1
  %33 = load i8, ptr %5, align 1
  store atomic i8 %33, ptr %31 monotonic, align 1
  %34 = load ptr, ptr %3, align 8
  %35 = load i8, ptr %4, align 1
  %36 = zext i8 %35 to i32
  %37 = add nsw i32 %36, 1
  %38 = trunc i32 %37 to i8
  store i8 %38, ptr %6, align 1
  %39 = load i8, ptr %6, align 1
  store atomic i8 %39, ptr %34 release, align 1
  %40 = load ptr, ptr %3, align 8
  %41 = load i8, ptr %4, align 1
  %42 = zext i8 %41 to i32
  %43 = add nsw i32 %42, 2
  %44 = trunc i32 %43 to i8
  store i8 %44, ptr %7, align 1
  %45 = load i8, ptr %7, align 1
  store atomic i8 %45, ptr %40 seq_cst, align 1
  %46 = load ptr, ptr %3, align 8
  %47 = load atomic i8, ptr %46 monotonic, align 1
  store i8 %47, ptr %9, align 1
  %48 = load i8, ptr %9, align 1
  %49 = zext i8 %48 to i32
  %50 = load ptr, ptr %3, align 8
  %51 = load atomic i8, ptr %50 acquire, align 1
  store i8 %51, ptr %10, align 1
  %52 = load i8, ptr %10, align 1
  %53 = zext i8 %52 to i32
  %54 = add nsw i32 %49, %53
  %55 = load ptr, ptr %3, align 8
  %56 = load atomic i8, ptr %55 acquire, align 1
  store i8 %56, ptr %11, align 1
  %57 = load i8, ptr %11, align 1
  %58 = zext i8 %57 to i32
  %59 = add nsw i32 %54, %58
  %60 = load ptr, ptr %3, align 8
  %61 = load atomic i8, ptr %60 seq_cst, align 1
  store i8 %61, ptr %12, align 1
  %62 = load i8, ptr %12, align 1
  %63 = zext i8 %62 to i32
  %64 = add nsw i32 %59, %63
  %65 = trunc i32 %64 to i8
  store i8 %65, ptr %8, align 1
  %66 = load ptr, ptr %3, align 8
  %67 = load i8, ptr %4, align 1
  %68 = zext i8 %67 to i32
  %69 = mul nsw i32 %68, 3
  %70 = trunc i32 %69 to i8
  store i8 %70, ptr %13, align 1
  %71 = load i8, ptr %13, align 1
  %72 = atomicrmw xchg ptr %66, i8 %71 acq_rel, align 1
  store i8 %72, ptr %14, align 1
  %73 = load i8, ptr %14, align 1
  %74 = zext i8 %73 to i32
  %75 = load i8, ptr %8, align 1
  %76 = zext i8 %75 to i32
  %77 = add nsw i32 %76, %74
  %78 = trunc i32 %77 to i8
  store i8 %78, ptr %8, align 1
  %79 = load ptr, ptr %3, align 8
  store i8 5, ptr %15, align 1
  %80 = load i8, ptr %15, align 1
  %81 = atomicrmw add ptr %79, i8 %80 acquire, align 1
  store i8 %81, ptr %16, align 1
  %82 = load i8, ptr %16, align 1
  %83 = zext i8 %82 to i32
  %84 = load i8, ptr %8, align 1
  %85 = zext i8 %84 to i32
  %86 = add nsw i32 %85, %83
  %87 = trunc i32 %86 to i8
  store i8 %87, ptr %8, align 1
  %88 = load ptr, ptr %3, align 8
  store i8 2, ptr %17, align 1
  %89 = load i8, ptr %17, align 1
  %90 = atomicrmw sub ptr %88, i8 %89 release, align 1
  store i8 %90, ptr %18, align 1
  %91 = load i8, ptr %18, align 1
  %92 = zext i8 %91 to i32
  %93 = load i8, ptr %8, align 1
  %94 = zext i8 %93 to i32
  %95 = add nsw i32 %94, %92
  %96 = trunc i32 %95 to i8
  store i8 %96, ptr %8, align 1
  %97 = load ptr, ptr %3, align 8
  store i8 127, ptr %19, align 1
  %98 = load i8, ptr %19, align 1
  %99 = atomicrmw and ptr %97, i8 %98 monotonic, align 1
  store i8 %99, ptr %20, align 1
  %100 = load i8, ptr %20, align 1
  %101 = zext i8 %100 to i32
  %102 = load i8, ptr %8, align 1
  %103 = zext i8 %102 to i32
  %104 = add nsw i32 %103, %101
  %105 = trunc i32 %104 to i8
  store i8 %105, ptr %8, align 1
  %106 = load ptr, ptr %3, align 8
  store i8 16, ptr %21, align 1
  %107 = load i8, ptr %21, align 1
  %108 = atomicrmw or ptr %106, i8 %107 seq_cst, align 1
  store i8 %108, ptr %22, align 1
  %109 = load i8, ptr %22, align 1
  %110 = zext i8 %109 to i32
  %111 = load i8, ptr %8, align 1
  %112 = zext i8 %111 to i32
  %113 = add nsw i32 %112, %110
  %114 = trunc i32 %113 to i8
  store i8 %114, ptr %8, align 1
  %115 = load ptr, ptr %3, align 8
  store i8 3, ptr %23, align 1
  %116 = load i8, ptr %23, align 1
  %117 = atomicrmw xor ptr %115, i8 %116 acq_rel, align 1
  store i8 %117, ptr %24, align 1
  %118 = load i8, ptr %24, align 1
  %119 = zext i8 %118 to i32
  %120 = load i8, ptr %8, align 1
  %121 = zext i8 %120 to i32
  %122 = add nsw i32 %121, %119
  %123 = trunc i32 %122 to i8
  store i8 %123, ptr %8, align 1
  %124 = load i8, ptr %4, align 1
  %125 = zext i8 %124 to i32
  %126 = add nsw i32 %125, 1
  %127 = trunc i32 %126 to i8
  store i8 %127, ptr %25, align 1
  %128 = load ptr, ptr %3, align 8
  store i8 9, ptr %26, align 1
  %129 = load i8, ptr %25, align 1
  %130 = load i8, ptr %26, align 1
  %131 = cmpxchg ptr %128, i8 %129, i8 %130 seq_cst monotonic, align 1
  %132 = extractvalue { i8, i1 } %131, 0
  %133 = extractvalue { i8, i1 } %131, 1
  br i1 %133, label %135, label %134

134:                                              ; preds = %2
  store i8 %132, ptr %25, align 1
  br label %135

135:                                              ; preds = %134, %2
  %136 = zext i1 %133 to i8
  store i8 %136, ptr %27, align 1
  %137 = load i8, ptr %27, align 1
  %138 = trunc i8 %137 to i1
  %139 = zext i1 %138 to i32
  %140 = load i8, ptr %8, align 1
  %141 = zext i8 %140 to i32
  %142 = add nsw i32 %141, %139
  %143 = trunc i32 %142 to i8
  store i8 %143, ptr %8, align 1
  %144 = load i8, ptr %25, align 1
  %145 = zext i8 %144 to i32
  %146 = load i8, ptr %8, align 1
  %147 = zext i8 %146 to i32
  %148 = add nsw i32 %147, %145
  %149 = trunc i32 %148 to i8
  store i8 %149, ptr %8, align 1
  %150 = load ptr, ptr %3, align 8
  store i8 11, ptr %28, align 1
  %151 = load i8, ptr %25, align 1
  %152 = load i8, ptr %28, align 1
  %153 = cmpxchg weak ptr %150, i8 %151, i8 %152 acquire acquire, align 1
  %154 = extractvalue { i8, i1 } %153, 0
  %155 = extractvalue { i8, i1 } %153, 1
  br i1 %155, label %157, label %156

156:                                              ; preds = %135
  store i8 %154, ptr %25, align 1
  br label %157

157:                                              ; preds = %156, %135
  %158 = zext i1 %155 to i8
  store i8 %158, ptr %29, align 1
  %159 = load i8, ptr %29, align 1
  %160 = trunc i8 %159 to i1
  %161 = zext i1 %160 to i64
  %162 = select i1 %160, i32 100, i32 0
  %163 = load i8, ptr %8, align 1
  %164 = zext i8 %163 to i32
  %165 = add nsw i32 %164, %162
  %166 = trunc i32 %165 to i8
  store i8 %166, ptr %8, align 1
  %167 = load i8, ptr %8, align 1
  %168 = zext i8 %167 to i32
  %169 = load ptr, ptr %3, align 8
  %170 = load atomic i8, ptr %169 seq_cst, align 1
  store i8 %170, ptr %30, align 1
  %171 = load i8, ptr %30, align 1
  %172 = zext i8 %171 to i32
  %173 = add nsw i32 %168, %172
  %174 = trunc i32 %173 to i8
  ret i8 %174
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @s16_check(ptr noundef %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
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
  %27 = alloca i8, align 1
  %28 = alloca i16, align 2
  %29 = alloca i8, align 1
  %30 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %31 = load ptr, ptr %3, align 8
  %32 = load i16, ptr %4, align 2
  store i16 %32, ptr %5, align 2
  %33 = load i16, ptr %5, align 2
  store atomic i16 %33, ptr %31 monotonic, align 2
  %34 = load ptr, ptr %3, align 8
  %35 = load i16, ptr %4, align 2
  %36 = sext i16 %35 to i32
  %37 = add nsw i32 %36, 1
  %38 = trunc i32 %37 to i16
  store i16 %38, ptr %6, align 2
  %39 = load i16, ptr %6, align 2
  store atomic i16 %39, ptr %34 release, align 2
  %40 = load ptr, ptr %3, align 8
  %41 = load i16, ptr %4, align 2
  %42 = sext i16 %41 to i32
  %43 = add nsw i32 %42, 2
  %44 = trunc i32 %43 to i16
  store i16 %44, ptr %7, align 2
  %45 = load i16, ptr %7, align 2
  store atomic i16 %45, ptr %40 seq_cst, align 2
  %46 = load ptr, ptr %3, align 8
  %47 = load atomic i16, ptr %46 monotonic, align 2
  store i16 %47, ptr %9, align 2
  %48 = load i16, ptr %9, align 2
  %49 = sext i16 %48 to i32
  %50 = load ptr, ptr %3, align 8
  %51 = load atomic i16, ptr %50 acquire, align 2
  store i16 %51, ptr %10, align 2
  %52 = load i16, ptr %10, align 2
  %53 = sext i16 %52 to i32
  %54 = add nsw i32 %49, %53
  %55 = load ptr, ptr %3, align 8
  %56 = load atomic i16, ptr %55 acquire, align 2
  store i16 %56, ptr %11, align 2
  %57 = load i16, ptr %11, align 2
  %58 = sext i16 %57 to i32
  %59 = add nsw i32 %54, %58
  %60 = load ptr, ptr %3, align 8
  %61 = load atomic i16, ptr %60 seq_cst, align 2
  store i16 %61, ptr %12, align 2
  %62 = load i16, ptr %12, align 2
  %63 = sext i16 %62 to i32
  %64 = add nsw i32 %59, %63
  %65 = trunc i32 %64 to i16
  store i16 %65, ptr %8, align 2
  %66 = load ptr, ptr %3, align 8
  %67 = load i16, ptr %4, align 2
  %68 = sext i16 %67 to i32
  %69 = mul nsw i32 %68, 3
  %70 = trunc i32 %69 to i16
  store i16 %70, ptr %13, align 2
  %71 = load i16, ptr %13, align 2
  %72 = atomicrmw xchg ptr %66, i16 %71 acq_rel, align 2
  store i16 %72, ptr %14, align 2
  %73 = load i16, ptr %14, align 2
  %74 = sext i16 %73 to i32
  %75 = load i16, ptr %8, align 2
  %76 = sext i16 %75 to i32
  %77 = add nsw i32 %76, %74
  %78 = trunc i32 %77 to i16
  store i16 %78, ptr %8, align 2
  %79 = load ptr, ptr %3, align 8
  store i16 5, ptr %15, align 2
  %80 = load i16, ptr %15, align 2
  %81 = atomicrmw add ptr %79, i16 %80 acquire, align 2
  store i16 %81, ptr %16, align 2
  %82 = load i16, ptr %16, align 2
  %83 = sext i16 %82 to i32
  %84 = load i16, ptr %8, align 2
  %85 = sext i16 %84 to i32
  %86 = add nsw i32 %85, %83
  %87 = trunc i32 %86 to i16
  store i16 %87, ptr %8, align 2
  %88 = load ptr, ptr %3, align 8
  store i16 2, ptr %17, align 2
  %89 = load i16, ptr %17, align 2
  %90 = atomicrmw sub ptr %88, i16 %89 release, align 2
  store i16 %90, ptr %18, align 2
  %91 = load i16, ptr %18, align 2
  %92 = sext i16 %91 to i32
  %93 = load i16, ptr %8, align 2
  %94 = sext i16 %93 to i32
  %95 = add nsw i32 %94, %92
  %96 = trunc i32 %95 to i16
  store i16 %96, ptr %8, align 2
  %97 = load ptr, ptr %3, align 8
  store i16 32639, ptr %19, align 2
  %98 = load i16, ptr %19, align 2
  %99 = atomicrmw and ptr %97, i16 %98 monotonic, align 2
  store i16 %99, ptr %20, align 2
  %100 = load i16, ptr %20, align 2
  %101 = sext i16 %100 to i32
  %102 = load i16, ptr %8, align 2
  %103 = sext i16 %102 to i32
  %104 = add nsw i32 %103, %101
  %105 = trunc i32 %104 to i16
  store i16 %105, ptr %8, align 2
  %106 = load ptr, ptr %3, align 8
  store i16 16, ptr %21, align 2
  %107 = load i16, ptr %21, align 2
  %108 = atomicrmw or ptr %106, i16 %107 seq_cst, align 2
  store i16 %108, ptr %22, align 2
  %109 = load i16, ptr %22, align 2
  %110 = sext i16 %109 to i32
  %111 = load i16, ptr %8, align 2
  %112 = sext i16 %111 to i32
  %113 = add nsw i32 %112, %110
  %114 = trunc i32 %113 to i16
  store i16 %114, ptr %8, align 2
  %115 = load ptr, ptr %3, align 8
  store i16 3, ptr %23, align 2
  %116 = load i16, ptr %23, align 2
  %117 = atomicrmw xor ptr %115, i16 %116 acq_rel, align 2
  store i16 %117, ptr %24, align 2
  %118 = load i16, ptr %24, align 2
  %119 = sext i16 %118 to i32
  %120 = load i16, ptr %8, align 2
  %121 = sext i16 %120 to i32
  %122 = add nsw i32 %121, %119
  %123 = trunc i32 %122 to i16
  store i16 %123, ptr %8, align 2
  %124 = load i16, ptr %4, align 2
  %125 = sext i16 %124 to i32
  %126 = add nsw i32 %125, 1
  %127 = trunc i32 %126 to i16
  store i16 %127, ptr %25, align 2
  %128 = load ptr, ptr %3, align 8
  store i16 9, ptr %26, align 2
  %129 = load i16, ptr %25, align 2
  %130 = load i16, ptr %26, align 2
  %131 = cmpxchg ptr %128, i16 %129, i16 %130 seq_cst monotonic, align 2
  %132 = extractvalue { i16, i1 } %131, 0
  %133 = extractvalue { i16, i1 } %131, 1
  br i1 %133, label %135, label %134

134:                                              ; preds = %2
  store i16 %132, ptr %25, align 2
  br label %135

135:                                              ; preds = %134, %2
  %136 = zext i1 %133 to i8
  store i8 %136, ptr %27, align 1
  %137 = load i8, ptr %27, align 1
  %138 = trunc i8 %137 to i1
  %139 = zext i1 %138 to i32
  %140 = load i16, ptr %8, align 2
  %141 = sext i16 %140 to i32
  %142 = add nsw i32 %141, %139
  %143 = trunc i32 %142 to i16
  store i16 %143, ptr %8, align 2
  %144 = load i16, ptr %25, align 2
  %145 = sext i16 %144 to i32
  %146 = load i16, ptr %8, align 2
  %147 = sext i16 %146 to i32
  %148 = add nsw i32 %147, %145
  %149 = trunc i32 %148 to i16
  store i16 %149, ptr %8, align 2
  %150 = load ptr, ptr %3, align 8
  store i16 11, ptr %28, align 2
  %151 = load i16, ptr %25, align 2
  %152 = load i16, ptr %28, align 2
  %153 = cmpxchg weak ptr %150, i16 %151, i16 %152 acquire acquire, align 2
  %154 = extractvalue { i16, i1 } %153, 0
  %155 = extractvalue { i16, i1 } %153, 1
  br i1 %155, label %157, label %156

156:                                              ; preds = %135
  store i16 %154, ptr %25, align 2
  br label %157

157:                                              ; preds = %156, %135
  %158 = zext i1 %155 to i8
  store i8 %158, ptr %29, align 1
  %159 = load i8, ptr %29, align 1
  %160 = trunc i8 %159 to i1
  %161 = zext i1 %160 to i64
  %162 = select i1 %160, i32 100, i32 0
  %163 = load i16, ptr %8, align 2
  %164 = sext i16 %163 to i32
  %165 = add nsw i32 %164, %162
  %166 = trunc i32 %165 to i16
  store i16 %166, ptr %8, align 2
  %167 = load i16, ptr %8, align 2
  %168 = sext i16 %167 to i32
  %169 = load ptr, ptr %3, align 8
  %170 = load atomic i16, ptr %169 seq_cst, align 2
  store i16 %170, ptr %30, align 2
  %171 = load i16, ptr %30, align 2
  %172 = sext i16 %171 to i32
  %173 = add nsw i32 %168, %172
  %174 = trunc i32 %173 to i16
  ret i16 %174
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u32_check(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
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
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %4, align 4
  store i32 %32, ptr %5, align 4
  %33 = load i32, ptr %5, align 4
  store atomic i32 %33, ptr %31 monotonic, align 4
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %4, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %6, align 4
  %37 = load i32, ptr %6, align 4
  store atomic i32 %37, ptr %34 release, align 4
  %38 = load ptr, ptr %3, align 8
  %39 = load i32, ptr %4, align 4
  %40 = add i32 %39, 2
  store i32 %40, ptr %7, align 4
  %41 = load i32, ptr %7, align 4
  store atomic i32 %41, ptr %38 seq_cst, align 4
  %42 = load ptr, ptr %3, align 8
  %43 = load atomic i32, ptr %42 monotonic, align 4
  store i32 %43, ptr %9, align 4
  %44 = load i32, ptr %9, align 4
  %45 = load ptr, ptr %3, align 8
  %46 = load atomic i32, ptr %45 acquire, align 4
  store i32 %46, ptr %10, align 4
  %47 = load i32, ptr %10, align 4
  %48 = add i32 %44, %47
  %49 = load ptr, ptr %3, align 8
  %50 = load atomic i32, ptr %49 acquire, align 4
  store i32 %50, ptr %11, align 4
  %51 = load i32, ptr %11, align 4
  %52 = add i32 %48, %51
  %53 = load ptr, ptr %3, align 8
  %54 = load atomic i32, ptr %53 seq_cst, align 4
  store i32 %54, ptr %12, align 4
  %55 = load i32, ptr %12, align 4
  %56 = add i32 %52, %55
  store i32 %56, ptr %8, align 4
  %57 = load ptr, ptr %3, align 8
  %58 = load i32, ptr %4, align 4
  %59 = mul i32 %58, 3
  store i32 %59, ptr %13, align 4
  %60 = load i32, ptr %13, align 4
  %61 = atomicrmw xchg ptr %57, i32 %60 acq_rel, align 4
  store i32 %61, ptr %14, align 4
  %62 = load i32, ptr %14, align 4
  %63 = load i32, ptr %8, align 4
  %64 = add i32 %63, %62
  store i32 %64, ptr %8, align 4
  %65 = load ptr, ptr %3, align 8
  store i32 5, ptr %15, align 4
  %66 = load i32, ptr %15, align 4
  %67 = atomicrmw add ptr %65, i32 %66 acquire, align 4
  store i32 %67, ptr %16, align 4
  %68 = load i32, ptr %16, align 4
  %69 = load i32, ptr %8, align 4
  %70 = add i32 %69, %68
  store i32 %70, ptr %8, align 4
  %71 = load ptr, ptr %3, align 8
  store i32 2, ptr %17, align 4
  %72 = load i32, ptr %17, align 4
  %73 = atomicrmw sub ptr %71, i32 %72 release, align 4
  store i32 %73, ptr %18, align 4
  %74 = load i32, ptr %18, align 4
  %75 = load i32, ptr %8, align 4
  %76 = add i32 %75, %74
  store i32 %76, ptr %8, align 4
  %77 = load ptr, ptr %3, align 8
  store i32 32639, ptr %19, align 4
  %78 = load i32, ptr %19, align 4
  %79 = atomicrmw and ptr %77, i32 %78 monotonic, align 4
  store i32 %79, ptr %20, align 4
  %80 = load i32, ptr %20, align 4
  %81 = load i32, ptr %8, align 4
  %82 = add i32 %81, %80
  store i32 %82, ptr %8, align 4
  %83 = load ptr, ptr %3, align 8
  store i32 16, ptr %21, align 4
  %84 = load i32, ptr %21, align 4
  %85 = atomicrmw or ptr %83, i32 %84 seq_cst, align 4
  store i32 %85, ptr %22, align 4
  %86 = load i32, ptr %22, align 4
  %87 = load i32, ptr %8, align 4
  %88 = add i32 %87, %86
  store i32 %88, ptr %8, align 4
  %89 = load ptr, ptr %3, align 8
  store i32 3, ptr %23, align 4
  %90 = load i32, ptr %23, align 4
  %91 = atomicrmw xor ptr %89, i32 %90 acq_rel, align 4
  store i32 %91, ptr %24, align 4
  %92 = load i32, ptr %24, align 4
  %93 = load i32, ptr %8, align 4
  %94 = add i32 %93, %92
  store i32 %94, ptr %8, align 4
  %95 = load i32, ptr %4, align 4
  %96 = add i32 %95, 1
  store i32 %96, ptr %25, align 4
  %97 = load ptr, ptr %3, align 8
  store i32 9, ptr %26, align 4
  %98 = load i32, ptr %25, align 4
  %99 = load i32, ptr %26, align 4
  %100 = cmpxchg ptr %97, i32 %98, i32 %99 seq_cst monotonic, align 4
  %101 = extractvalue { i32, i1 } %100, 0
  %102 = extractvalue { i32, i1 } %100, 1
  br i1 %102, label %104, label %103

103:                                              ; preds = %2
  store i32 %101, ptr %25, align 4
  br label %104

104:                                              ; preds = %103, %2
  %105 = zext i1 %102 to i8
  store i8 %105, ptr %27, align 1
  %106 = load i8, ptr %27, align 1
  %107 = trunc i8 %106 to i1
  %108 = zext i1 %107 to i32
  %109 = load i32, ptr %8, align 4
  %110 = add i32 %109, %108
  store i32 %110, ptr %8, align 4
  %111 = load i32, ptr %25, align 4
  %112 = load i32, ptr %8, align 4
  %113 = add i32 %112, %111
  store i32 %113, ptr %8, align 4
  %114 = load ptr, ptr %3, align 8
  store i32 11, ptr %28, align 4
  %115 = load i32, ptr %25, align 4
  %116 = load i32, ptr %28, align 4
  %117 = cmpxchg weak ptr %114, i32 %115, i32 %116 acquire acquire, align 4
  %118 = extractvalue { i32, i1 } %117, 0
  %119 = extractvalue { i32, i1 } %117, 1
  br i1 %119, label %121, label %120

120:                                              ; preds = %104
  store i32 %118, ptr %25, align 4
  br label %121

121:                                              ; preds = %120, %104
  %122 = zext i1 %119 to i8
  store i8 %122, ptr %29, align 1
  %123 = load i8, ptr %29, align 1
  %124 = trunc i8 %123 to i1
  %125 = zext i1 %124 to i64
  %126 = select i1 %124, i32 100, i32 0
  %127 = load i32, ptr %8, align 4
  %128 = add i32 %127, %126
  store i32 %128, ptr %8, align 4
  %129 = load i32, ptr %8, align 4
  %130 = load ptr, ptr %3, align 8
  %131 = load atomic i32, ptr %130 seq_cst, align 4
  store i32 %131, ptr %30, align 4
  %132 = load i32, ptr %30, align 4
  %133 = add i32 %129, %132
  ret i32 %133
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @s64_check(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
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
  %27 = alloca i8, align 1
  %28 = alloca i64, align 8
  %29 = alloca i8, align 1
  %30 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = load i64, ptr %4, align 8
  store i64 %32, ptr %5, align 8
  %33 = load i64, ptr %5, align 8
  store atomic i64 %33, ptr %31 monotonic, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = load i64, ptr %4, align 8
  %36 = add nsw i64 %35, 1
  store i64 %36, ptr %6, align 8
  %37 = load i64, ptr %6, align 8
  store atomic i64 %37, ptr %34 release, align 8
  %38 = load ptr, ptr %3, align 8
  %39 = load i64, ptr %4, align 8
  %40 = add nsw i64 %39, 2
  store i64 %40, ptr %7, align 8
  %41 = load i64, ptr %7, align 8
  store atomic i64 %41, ptr %38 seq_cst, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = load atomic i64, ptr %42 monotonic, align 8
  store i64 %43, ptr %9, align 8
  %44 = load i64, ptr %9, align 8
  %45 = load ptr, ptr %3, align 8
  %46 = load atomic i64, ptr %45 acquire, align 8
  store i64 %46, ptr %10, align 8
  %47 = load i64, ptr %10, align 8
  %48 = add nsw i64 %44, %47
  %49 = load ptr, ptr %3, align 8
  %50 = load atomic i64, ptr %49 acquire, align 8
  store i64 %50, ptr %11, align 8
  %51 = load i64, ptr %11, align 8
  %52 = add nsw i64 %48, %51
  %53 = load ptr, ptr %3, align 8
  %54 = load atomic i64, ptr %53 seq_cst, align 8
  store i64 %54, ptr %12, align 8
  %55 = load i64, ptr %12, align 8
  %56 = add nsw i64 %52, %55
  store i64 %56, ptr %8, align 8
  %57 = load ptr, ptr %3, align 8
  %58 = load i64, ptr %4, align 8
  %59 = mul nsw i64 %58, 3
  store i64 %59, ptr %13, align 8
  %60 = load i64, ptr %13, align 8
  %61 = atomicrmw xchg ptr %57, i64 %60 acq_rel, align 8
  store i64 %61, ptr %14, align 8
  %62 = load i64, ptr %14, align 8
  %63 = load i64, ptr %8, align 8
  %64 = add nsw i64 %63, %62
  store i64 %64, ptr %8, align 8
  %65 = load ptr, ptr %3, align 8
  store i64 5, ptr %15, align 8
  %66 = load i64, ptr %15, align 8
  %67 = atomicrmw add ptr %65, i64 %66 acquire, align 8
  store i64 %67, ptr %16, align 8
  %68 = load i64, ptr %16, align 8
  %69 = load i64, ptr %8, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %8, align 8
  %71 = load ptr, ptr %3, align 8
  store i64 2, ptr %17, align 8
  %72 = load i64, ptr %17, align 8
  %73 = atomicrmw sub ptr %71, i64 %72 release, align 8
  store i64 %73, ptr %18, align 8
  %74 = load i64, ptr %18, align 8
  %75 = load i64, ptr %8, align 8
  %76 = add nsw i64 %75, %74
  store i64 %76, ptr %8, align 8
  %77 = load ptr, ptr %3, align 8
  store i64 32639, ptr %19, align 8
  %78 = load i64, ptr %19, align 8
  %79 = atomicrmw and ptr %77, i64 %78 monotonic, align 8
  store i64 %79, ptr %20, align 8
  %80 = load i64, ptr %20, align 8
  %81 = load i64, ptr %8, align 8
  %82 = add nsw i64 %81, %80
  store i64 %82, ptr %8, align 8
  %83 = load ptr, ptr %3, align 8
  store i64 16, ptr %21, align 8
  %84 = load i64, ptr %21, align 8
  %85 = atomicrmw or ptr %83, i64 %84 seq_cst, align 8
  store i64 %85, ptr %22, align 8
  %86 = load i64, ptr %22, align 8
  %87 = load i64, ptr %8, align 8
  %88 = add nsw i64 %87, %86
  store i64 %88, ptr %8, align 8
  %89 = load ptr, ptr %3, align 8
  store i64 3, ptr %23, align 8
  %90 = load i64, ptr %23, align 8
  %91 = atomicrmw xor ptr %89, i64 %90 acq_rel, align 8
  store i64 %91, ptr %24, align 8
  %92 = load i64, ptr %24, align 8
  %93 = load i64, ptr %8, align 8
  %94 = add nsw i64 %93, %92
  store i64 %94, ptr %8, align 8
  %95 = load i64, ptr %4, align 8
  %96 = add nsw i64 %95, 1
  store i64 %96, ptr %25, align 8
  %97 = load ptr, ptr %3, align 8
  store i64 9, ptr %26, align 8
  %98 = load i64, ptr %25, align 8
  %99 = load i64, ptr %26, align 8
  %100 = cmpxchg ptr %97, i64 %98, i64 %99 seq_cst monotonic, align 8
  %101 = extractvalue { i64, i1 } %100, 0
  %102 = extractvalue { i64, i1 } %100, 1
  br i1 %102, label %104, label %103

103:                                              ; preds = %2
  store i64 %101, ptr %25, align 8
  br label %104

104:                                              ; preds = %103, %2
  %105 = zext i1 %102 to i8
  store i8 %105, ptr %27, align 1
  %106 = load i8, ptr %27, align 1
  %107 = trunc i8 %106 to i1
  %108 = zext i1 %107 to i64
  %109 = load i64, ptr %8, align 8
  %110 = add nsw i64 %109, %108
  store i64 %110, ptr %8, align 8
  %111 = load i64, ptr %25, align 8
  %112 = load i64, ptr %8, align 8
  %113 = add nsw i64 %112, %111
  store i64 %113, ptr %8, align 8
  %114 = load ptr, ptr %3, align 8
  store i64 11, ptr %28, align 8
  %115 = load i64, ptr %25, align 8
  %116 = load i64, ptr %28, align 8
  %117 = cmpxchg weak ptr %114, i64 %115, i64 %116 acquire acquire, align 8
  %118 = extractvalue { i64, i1 } %117, 0
  %119 = extractvalue { i64, i1 } %117, 1
  br i1 %119, label %121, label %120

120:                                              ; preds = %104
  store i64 %118, ptr %25, align 8
  br label %121

121:                                              ; preds = %120, %104
  %122 = zext i1 %119 to i8
  store i8 %122, ptr %29, align 1
  %123 = load i8, ptr %29, align 1
  %124 = trunc i8 %123 to i1
  %125 = zext i1 %124 to i64
  %126 = select i1 %124, i32 100, i32 0
  %127 = sext i32 %126 to i64
  %128 = load i64, ptr %8, align 8
  %129 = add nsw i64 %128, %127
  store i64 %129, ptr %8, align 8
  %130 = load i64, ptr %8, align 8
  %131 = load ptr, ptr %3, align 8
  %132 = load atomic i64, ptr %131 seq_cst, align 8
  store i64 %132, ptr %30, align 8
  %133 = load i64, ptr %30, align 8
  %134 = add nsw i64 %130, %133
  ret i64 %134
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_add(i128 noundef %0) #3 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %5 = load i128, ptr %2, align 16
  store i128 %5, ptr %3, align 16
  %6 = load i128, ptr %3, align 16
  %7 = atomicrmw add ptr @wide, i128 %6 seq_cst, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wide_raise(i128 noundef %0) #3 {
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i8, align 1
  store i128 %0, ptr %2, align 16
  %7 = load atomic i128, ptr @wide_max monotonic, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %3, align 16
  br label %9

9:                                                ; preds = %28, %1
  %10 = load i128, ptr %3, align 16
  %11 = load i128, ptr %2, align 16
  %12 = icmp ult i128 %10, %11
  br i1 %12, label %13, label %26

13:                                               ; preds = %9
  %14 = load i128, ptr %2, align 16
  store i128 %14, ptr %5, align 16
  %15 = load i128, ptr %3, align 16
  %16 = load i128, ptr %5, align 16
  %17 = cmpxchg weak ptr @wide_max, i128 %15, i128 %16 acq_rel monotonic, align 16
  %18 = extractvalue { i128, i1 } %17, 0
  %19 = extractvalue { i128, i1 } %17, 1
  br i1 %19, label %21, label %20

20:                                               ; preds = %13
  store i128 %18, ptr %3, align 16
  br label %21

21:                                               ; preds = %20, %13
  %22 = zext i1 %19 to i8
  store i8 %22, ptr %6, align 1
  %23 = load i8, ptr %6, align 1
  %24 = trunc i8 %23 to i1
  %25 = xor i1 %24, true
  br label %26

26:                                               ; preds = %21, %9
  %27 = phi i1 [ false, %9 ], [ %25, %21 ]
  br i1 %27, label %28, label %29

28:                                               ; preds = %26
  br label %9, !llvm.loop !12

29:                                               ; preds = %26
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+cx16,+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
