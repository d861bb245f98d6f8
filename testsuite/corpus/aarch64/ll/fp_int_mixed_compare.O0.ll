; ModuleID = 'programs/fp_int_mixed_compare.c'
source_filename = "programs/fp_int_mixed_compare.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"2^53+1 == (double)2^53: %d, 2^53 == 2^53: %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [56 x i8] c"u64 max < 2^64: %d, 2^63 < 2^63: %d, 2^63-1 < 2^63: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [58 x i8] c"16777217 == 16777216.0f: %d, 16777216 == 16777216.0f: %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"int+float: %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"long+double: %a %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"floor_div: %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [25 x i8] c"exact counts: %d bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store volatile i64 9007199254740992, ptr %2, align 8
  %10 = load volatile i64, ptr %2, align 8
  %11 = add nsw i64 %10, 1
  %12 = load volatile i64, ptr %2, align 8
  %13 = sitofp i64 %12 to double
  %14 = call i32 @eq_i64_d(i64 noundef %11, double noundef %13)
  %15 = load volatile i64, ptr %2, align 8
  %16 = call i32 @eq_i64_d(i64 noundef %15, double noundef 0x4340000000000000)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14, i32 noundef %16)
  %18 = call i32 @lt_u64_d(i64 noundef -1, double noundef 0x43F0000000000000)
  %19 = call i32 @lt_u64_d(i64 noundef -9223372036854775808, double noundef 0x43E0000000000000)
  %20 = call i32 @lt_u64_d(i64 noundef 9223372036854775807, double noundef 0x43E0000000000000)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %18, i32 noundef %19, i32 noundef %20)
  %22 = call i32 @eq_i32_f(i32 noundef 16777217, float noundef 0x4170000000000000)
  %23 = call i32 @eq_i32_f(i32 noundef 16777216, float noundef 0x4170000000000000)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %22, i32 noundef %23)
  %25 = call float @add_i_f(i32 noundef 16777217, float noundef 0.000000e+00)
  %26 = fpext float %25 to double
  %27 = call float @add_i_f(i32 noundef -3, float noundef 5.000000e-01)
  %28 = fpext float %27 to double
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %26, double noundef %28)
  %30 = call double @add_l_d(i64 noundef 4611686018427387905, double noundef 0.000000e+00)
  %31 = call double @add_l_d(i64 noundef -1, double noundef 2.500000e-01)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %30, double noundef %31)
  %33 = call i32 @floor_div(i32 noundef 7, double noundef 2.000000e+00)
  %34 = call i32 @floor_div(i32 noundef -7, double noundef 2.000000e+00)
  %35 = call i32 @floor_div(i32 noundef 1000000, double noundef 3.000000e+00)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i64 -100000, ptr %5, align 8
  br label %37

37:                                               ; preds = %61, %0
  %38 = load i64, ptr %5, align 8
  %39 = icmp sle i64 %38, 100000
  br i1 %39, label %40, label %64

40:                                               ; preds = %37
  %41 = load i64, ptr %5, align 8
  %42 = sitofp i64 %41 to double
  store double %42, ptr %6, align 8
  %43 = load i64, ptr %5, align 8
  %44 = sitofp i64 %43 to float
  store float %44, ptr %7, align 4
  %45 = load double, ptr %6, align 8
  %46 = fptosi double %45 to i64
  %47 = load i64, ptr %5, align 8
  %48 = icmp ne i64 %46, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %40
  %50 = load i32, ptr %3, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %3, align 4
  br label %52

52:                                               ; preds = %49, %40
  %53 = load float, ptr %7, align 4
  %54 = fptosi float %53 to i64
  %55 = load i64, ptr %5, align 8
  %56 = icmp eq i64 %54, %55
  br i1 %56, label %57, label %60

57:                                               ; preds = %52
  %58 = load i32, ptr %4, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %4, align 4
  br label %60

60:                                               ; preds = %57, %52
  br label %61

61:                                               ; preds = %60
  %62 = load i64, ptr %5, align 8
  %63 = add nsw i64 %62, 7
  store i64 %63, ptr %5, align 8
  br label %37, !llvm.loop !6

64:                                               ; preds = %37
  store i32 20, ptr %8, align 4
  br label %65

65:                                               ; preds = %83, %64
  %66 = load i32, ptr %8, align 4
  %67 = icmp slt i32 %66, 63
  br i1 %67, label %68, label %86

68:                                               ; preds = %65
  %69 = load i32, ptr %8, align 4
  %70 = zext i32 %69 to i64
  %71 = shl i64 1, %70
  store i64 %71, ptr %9, align 8
  %72 = load i64, ptr %9, align 8
  %73 = sub nsw i64 %72, 1
  %74 = sitofp i64 %73 to double
  %75 = fptosi double %74 to i64
  %76 = load i64, ptr %9, align 8
  %77 = sub nsw i64 %76, 1
  %78 = icmp eq i64 %75, %77
  br i1 %78, label %79, label %82

79:                                               ; preds = %68
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %82

82:                                               ; preds = %79, %68
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %8, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %8, align 4
  br label %65, !llvm.loop !8

86:                                               ; preds = %65
  %87 = load i32, ptr %4, align 4
  %88 = load i32, ptr %3, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %87, i32 noundef %88)
  %90 = load i32, ptr %3, align 4
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %93

92:                                               ; preds = %86
  br label %96

93:                                               ; preds = %86
  %94 = load i32, ptr %4, align 4
  %95 = srem i32 %94, 128
  br label %96

96:                                               ; preds = %93, %92
  %97 = phi i32 [ 1, %92 ], [ %95, %93 ]
  ret i32 %97
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @eq_i64_d(i64 noundef %0, double noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  store i64 %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = sitofp i64 %5 to double
  %7 = load double, ptr %4, align 8
  %8 = fcmp oeq double %6, %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lt_u64_d(i64 noundef %0, double noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  store i64 %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = uitofp i64 %5 to double
  %7 = load double, ptr %4, align 8
  %8 = fcmp olt double %6, %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @eq_i32_f(i32 noundef %0, float noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  store i32 %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to float
  %7 = load float, ptr %4, align 4
  %8 = fcmp oeq float %6, %7
  %9 = zext i1 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @add_i_f(i32 noundef %0, float noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  store i32 %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to float
  %7 = load float, ptr %4, align 4
  %8 = fadd float %6, %7
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add_l_d(i64 noundef %0, double noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca double, align 8
  store i64 %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = sitofp i64 %5 to double
  %7 = load double, ptr %4, align 8
  %8 = fadd double %6, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @floor_div(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 %0, ptr %3, align 4
  store double %1, ptr %4, align 8
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to double
  %7 = load double, ptr %4, align 8
  %8 = fdiv double %6, %7
  %9 = fptosi double %8 to i32
  ret i32 %9
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
