; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"eps=%La 1+eps=%La 1+eps/2=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"2^64+1=%.0Lf 2^64+0.5=%.1Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"big: %Lg %Lg tiny: %Lg %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"max=%La min=%La true_min=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"1/3=%.25Lf 2/3=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"poly: %La %La %La\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"harmonic50=%.21Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"many=%.21Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"largest factorial below max/1e10: %d! = %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"halvings to zero: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca fp128, align 16
  %3 = alloca [50 x fp128], align 16
  %4 = alloca i32, align 4
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  %7 = alloca fp128, align 16
  %8 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile fp128 0xL00000000000000003FFF000000000000, ptr %2, align 16
  %9 = load volatile fp128, ptr %2, align 16
  %10 = call fp128 @add(fp128 noundef %9, fp128 noundef 0xL00000000000000003F8F000000000000)
  %11 = load volatile fp128, ptr %2, align 16
  %12 = call fp128 @add(fp128 noundef %11, fp128 noundef 0xL00000000000000003F8E000000000000)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef %10, fp128 noundef %12)
  %14 = load volatile fp128, ptr %2, align 16
  %15 = call fp128 @add(fp128 noundef 0xL0000000000000000403F000000000000, fp128 noundef %14)
  %16 = call fp128 @add(fp128 noundef 0xL0000000000000000403F000000000000, fp128 noundef 0xL00000000000000003FFE000000000000)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %15, fp128 noundef %16)
  %18 = call fp128 @mul(fp128 noundef 0xL84A294E53EDC955F59F2CF6C9C9BC5F8, fp128 noundef 0xL84A294E53EDC955F59F2CF6C9C9BC5F8)
  %19 = call fp128 @dv(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB)
  %20 = call fp128 @mul(fp128 noundef 0xL13BAE4C694F59D611FF1C97E3073C444, fp128 noundef 0xL13BAE4C694F59D611FF1C97E3073C444)
  %21 = call fp128 @dv(fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000004009000000000000)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %18, fp128 noundef %19, fp128 noundef %20, fp128 noundef %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000010000000000000000)
  %24 = load volatile fp128, ptr %2, align 16
  %25 = call fp128 @dv(fp128 noundef %24, fp128 noundef 0xL00000000000000004000800000000000)
  %26 = call fp128 @dv(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef 0xL00000000000000004000800000000000)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %25, fp128 noundef %26)
  %28 = call fp128 @poly(fp128 noundef 0xL999999999999999A3FFB999999999999)
  %29 = call fp128 @poly(fp128 noundef 0xL0000000000000000C001D00000000000)
  %30 = call fp128 @poly(fp128 noundef 0xL000000000000000040202A05F2000000)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, fp128 noundef %28, fp128 noundef %29, fp128 noundef %30)
  %32 = load volatile fp128, ptr %2, align 16
  %33 = load volatile fp128, ptr %2, align 16
  %34 = call fp128 @add(fp128 noundef %33, fp128 noundef 0xL00000000000000003F8F000000000000)
  %35 = call i32 @cmp(fp128 noundef %32, fp128 noundef %34)
  %36 = load volatile fp128, ptr %2, align 16
  %37 = load volatile fp128, ptr %2, align 16
  %38 = call i32 @cmp(fp128 noundef %36, fp128 noundef %37)
  %39 = load volatile fp128, ptr %2, align 16
  %40 = call i32 @cmp(fp128 noundef 0xL00000000000000004000000000000000, fp128 noundef %39)
  %41 = load volatile fp128, ptr %2, align 16
  %42 = call i32 @cmp(fp128 noundef 0xL00000000000000007FFF800000000000, fp128 noundef %41)
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %35, i32 noundef %38, i32 noundef %40, i32 noundef %42)
  store i32 0, ptr %4, align 4
  br label %44

44:                                               ; preds = %56, %0
  %45 = load i32, ptr %4, align 4
  %46 = icmp slt i32 %45, 50
  br i1 %46, label %47, label %59

47:                                               ; preds = %44
  %48 = load volatile fp128, ptr %2, align 16
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  %51 = sitofp i32 %50 to fp128
  %52 = call fp128 @dv(fp128 noundef %48, fp128 noundef %51)
  %53 = load i32, ptr %4, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [50 x fp128], ptr %3, i64 0, i64 %54
  store fp128 %52, ptr %55, align 16
  br label %56

56:                                               ; preds = %47
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  br label %44, !llvm.loop !6

59:                                               ; preds = %44
  %60 = getelementptr inbounds [50 x fp128], ptr %3, i64 0, i64 0
  %61 = call fp128 @sum_array(ptr noundef %60, i32 noundef 50)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %61)
  %63 = call fp128 @many(fp128 noundef 0xL00000000000000003FFF800000000000, double noundef 2.500000e-01, fp128 noundef 0xL00000000000000004000800000000000, float noundef 5.000000e-01, fp128 noundef 0xL00000000000000004002400000000000, i32 noundef 4, fp128 noundef 0xLBA0E75FE645CC4873FC32725DD1D243A)
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %63)
  %65 = load volatile fp128, ptr %2, align 16
  %66 = fmul fp128 0xL00000000000000004000000000000000, %65
  %67 = call fp128 @sqrtl(fp128 noundef %66) #4
  %68 = load volatile fp128, ptr %2, align 16
  %69 = fmul fp128 0xL0000000000000000C000A00000000000, %68
  %70 = call fp128 @llvm.fabs.f128(fp128 %69)
  %71 = load volatile fp128, ptr %2, align 16
  %72 = fadd fp128 %71, 0xL00000000000000003F8F000000000000
  %73 = load volatile fp128, ptr %2, align 16
  %74 = fsub fp128 %73, 0xL00000000000000003F8F000000000000
  %75 = load volatile fp128, ptr %2, align 16
  %76 = fneg fp128 %75
  %77 = call fp128 @llvm.fma.f128(fp128 %72, fp128 %74, fp128 %76)
  %78 = load volatile fp128, ptr %2, align 16
  %79 = fmul fp128 0xL0000000000000000C000400000000000, %78
  %80 = call fp128 @llvm.floor.f128(fp128 %79)
  %81 = load volatile fp128, ptr %2, align 16
  %82 = fmul fp128 0xL0000000000000000C000400000000000, %81
  %83 = call fp128 @llvm.ceil.f128(fp128 %82)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, fp128 noundef %67, fp128 noundef %70, fp128 noundef %77, fp128 noundef %80, fp128 noundef %83)
  store fp128 0xL00000000000000003FFF000000000000, ptr %5, align 16
  store i32 1, ptr %6, align 4
  br label %85

85:                                               ; preds = %91, %59
  %86 = load fp128, ptr %5, align 16
  %87 = load i32, ptr %6, align 4
  %88 = sitofp i32 %87 to fp128
  %89 = fmul fp128 %86, %88
  %90 = fcmp olt fp128 %89, 0xLAB7D6AE6881CB5107FDDB7CDFD9D7BDB
  br i1 %90, label %91, label %98

91:                                               ; preds = %85
  %92 = load i32, ptr %6, align 4
  %93 = sitofp i32 %92 to fp128
  %94 = load fp128, ptr %5, align 16
  %95 = fmul fp128 %94, %93
  store fp128 %95, ptr %5, align 16
  %96 = load i32, ptr %6, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %6, align 4
  br label %85, !llvm.loop !8

98:                                               ; preds = %85
  %99 = load i32, ptr %6, align 4
  %100 = sub nsw i32 %99, 1
  %101 = load fp128, ptr %5, align 16
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %100, fp128 noundef %101)
  %103 = load volatile fp128, ptr %2, align 16
  store fp128 %103, ptr %7, align 16
  store i32 0, ptr %8, align 4
  br label %104

104:                                              ; preds = %107, %98
  %105 = load fp128, ptr %7, align 16
  %106 = fcmp une fp128 %105, 0xL00000000000000000000000000000000
  br i1 %106, label %107, label %112

107:                                              ; preds = %104
  %108 = load fp128, ptr %7, align 16
  %109 = fdiv fp128 %108, 0xL00000000000000004000000000000000
  store fp128 %109, ptr %7, align 16
  %110 = load i32, ptr %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %8, align 4
  br label %104, !llvm.loop !9

112:                                              ; preds = %104
  %113 = load i32, ptr %8, align 4
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %113)
  %115 = load i32, ptr %8, align 4
  %116 = and i32 %115, 127
  ret i32 %116
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @add(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fadd fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @mul(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fmul fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @dv(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fdiv fp128 %5, %6
  ret fp128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @poly(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fmul fp128 %3, 0xL00000000000000004000800000000000
  %5 = fsub fp128 %4, 0xL00000000000000004000000000000000
  %6 = load fp128, ptr %2, align 16
  %7 = fmul fp128 %5, %6
  %8 = fadd fp128 %7, 0xL00000000000000003FFF000000000000
  %9 = load fp128, ptr %2, align 16
  %10 = fmul fp128 %8, %9
  %11 = fsub fp128 %10, 0xL00000000000000003FFE000000000000
  ret fp128 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(fp128 noundef %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  %4 = alloca fp128, align 16
  store fp128 %0, ptr %3, align 16
  store fp128 %1, ptr %4, align 16
  %5 = load fp128, ptr %3, align 16
  %6 = load fp128, ptr %4, align 16
  %7 = fcmp olt fp128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load fp128, ptr %3, align 16
  %10 = load fp128, ptr %4, align 16
  %11 = fcmp oeq fp128 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load fp128, ptr %3, align 16
  %16 = load fp128, ptr %4, align 16
  %17 = fcmp ogt fp128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  ret i32 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @sum_array(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca fp128, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store fp128 0xL00000000000000000000000000000000, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds fp128, ptr %12, i64 %14
  %16 = load fp128, ptr %15, align 16
  %17 = load fp128, ptr %5, align 16
  %18 = fadd fp128 %17, %16
  store fp128 %18, ptr %5, align 16
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !10

22:                                               ; preds = %7
  %23 = load fp128, ptr %5, align 16
  ret fp128 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @many(fp128 noundef %0, double noundef %1, fp128 noundef %2, float noundef %3, fp128 noundef %4, i32 noundef %5, fp128 noundef %6) #0 {
  %8 = alloca fp128, align 16
  %9 = alloca double, align 8
  %10 = alloca fp128, align 16
  %11 = alloca float, align 4
  %12 = alloca fp128, align 16
  %13 = alloca i32, align 4
  %14 = alloca fp128, align 16
  store fp128 %0, ptr %8, align 16
  store double %1, ptr %9, align 8
  store fp128 %2, ptr %10, align 16
  store float %3, ptr %11, align 4
  store fp128 %4, ptr %12, align 16
  store i32 %5, ptr %13, align 4
  store fp128 %6, ptr %14, align 16
  %15 = load fp128, ptr %8, align 16
  %16 = load double, ptr %9, align 8
  %17 = fpext double %16 to fp128
  %18 = fsub fp128 %15, %17
  %19 = load fp128, ptr %10, align 16
  %20 = load float, ptr %11, align 4
  %21 = fpext float %20 to fp128
  %22 = fmul fp128 %19, %21
  %23 = fadd fp128 %18, %22
  %24 = load fp128, ptr %12, align 16
  %25 = load i32, ptr %13, align 4
  %26 = sitofp i32 %25 to fp128
  %27 = fdiv fp128 %24, %26
  %28 = fsub fp128 %23, %27
  %29 = load fp128, ptr %14, align 16
  %30 = fadd fp128 %28, %29
  ret fp128 %30
}

; Function Attrs: nounwind
declare fp128 @sqrtl(fp128 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fabs.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.ceil.f128(fp128) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
