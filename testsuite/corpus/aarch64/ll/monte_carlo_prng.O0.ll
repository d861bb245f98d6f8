; ModuleID = 'programs/monte_carlo_prng.c'
source_filename = "programs/monte_carlo_prng.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"pi ~ %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"walk end=%ld max=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"chi2=%.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"first pcg %08x %08x xs %016llx\0A\00", align 1
@s0 = internal global i64 1, align 8
@s1 = internal global i64 2, align 8
@lcg = internal global i32 42, align 4
@pcg_state = internal global i64 -8846114313915602277, align 8
@pcg_inc = internal global i64 -2720673578348880933, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [13 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca [16 x i32], align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i64 200000, ptr %3, align 8
  store i64 0, ptr %4, align 8
  br label %20

20:                                               ; preds = %38, %0
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %3, align 8
  %23 = icmp slt i64 %21, %22
  br i1 %23, label %24, label %41

24:                                               ; preds = %20
  %25 = call double @unif()
  store double %25, ptr %5, align 8
  %26 = call double @unif()
  store double %26, ptr %6, align 8
  %27 = load double, ptr %5, align 8
  %28 = load double, ptr %5, align 8
  %29 = load double, ptr %6, align 8
  %30 = load double, ptr %6, align 8
  %31 = fmul double %29, %30
  %32 = call double @llvm.fmuladd.f64(double %27, double %28, double %31)
  %33 = fcmp olt double %32, 1.000000e+00
  br i1 %33, label %34, label %37

34:                                               ; preds = %24
  %35 = load i64, ptr %2, align 8
  %36 = add nsw i64 %35, 1
  store i64 %36, ptr %2, align 8
  br label %37

37:                                               ; preds = %34, %24
  br label %38

38:                                               ; preds = %37
  %39 = load i64, ptr %4, align 8
  %40 = add nsw i64 %39, 1
  store i64 %40, ptr %4, align 8
  br label %20, !llvm.loop !6

41:                                               ; preds = %20
  %42 = load i64, ptr %2, align 8
  %43 = sitofp i64 %42 to double
  %44 = fmul double 4.000000e+00, %43
  %45 = load i64, ptr %3, align 8
  %46 = sitofp i64 %45 to double
  %47 = fdiv double %44, %46
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %47)
  call void @llvm.memset.p0.i64(ptr align 4 %7, i8 0, i64 52, i1 false)
  store i32 0, ptr %8, align 4
  br label %49

49:                                               ; preds = %66, %41
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %50, 36000
  br i1 %51, label %52, label %69

52:                                               ; preds = %49
  %53 = call i64 @xs128p()
  %54 = urem i64 %53, 6
  %55 = trunc i64 %54 to i32
  %56 = add nsw i32 %55, 1
  %57 = call i64 @xs128p()
  %58 = urem i64 %57, 6
  %59 = trunc i64 %58 to i32
  %60 = add nsw i32 %56, %59
  %61 = add nsw i32 %60, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %63, align 4
  br label %66

66:                                               ; preds = %52
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %8, align 4
  br label %49, !llvm.loop !8

69:                                               ; preds = %49
  store i32 2, ptr %9, align 4
  br label %70

70:                                               ; preds = %80, %69
  %71 = load i32, ptr %9, align 4
  %72 = icmp sle i32 %71, 12
  br i1 %72, label %73, label %83

73:                                               ; preds = %70
  %74 = load i32, ptr %9, align 4
  %75 = load i32, ptr %9, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef %78)
  br label %80

80:                                               ; preds = %73
  %81 = load i32, ptr %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %9, align 4
  br label %70, !llvm.loop !9

83:                                               ; preds = %70
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %85

85:                                               ; preds = %103, %83
  %86 = load i32, ptr %12, align 4
  %87 = icmp slt i32 %86, 100000
  br i1 %87, label %88, label %106

88:                                               ; preds = %85
  %89 = call i32 @lcg_next()
  %90 = and i32 %89, 1
  %91 = icmp ne i32 %90, 0
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, i32 1, i32 -1
  %94 = sext i32 %93 to i64
  %95 = load i64, ptr %10, align 8
  %96 = add nsw i64 %95, %94
  store i64 %96, ptr %10, align 8
  %97 = load i64, ptr %10, align 8
  %98 = load i64, ptr %11, align 8
  %99 = icmp sgt i64 %97, %98
  br i1 %99, label %100, label %102

100:                                              ; preds = %88
  %101 = load i64, ptr %10, align 8
  store i64 %101, ptr %11, align 8
  br label %102

102:                                              ; preds = %100, %88
  br label %103

103:                                              ; preds = %102
  %104 = load i32, ptr %12, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %12, align 4
  br label %85, !llvm.loop !10

106:                                              ; preds = %85
  %107 = load i64, ptr %10, align 8
  %108 = load i64, ptr %11, align 8
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %107, i64 noundef %108)
  call void @llvm.memset.p0.i64(ptr align 4 %13, i8 0, i64 64, i1 false)
  store i32 0, ptr %14, align 4
  br label %110

110:                                              ; preds = %120, %106
  %111 = load i32, ptr %14, align 4
  %112 = icmp slt i32 %111, 160000
  br i1 %112, label %113, label %123

113:                                              ; preds = %110
  %114 = call i32 @pcg32()
  %115 = lshr i32 %114, 28
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %117, align 4
  br label %120

120:                                              ; preds = %113
  %121 = load i32, ptr %14, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %14, align 4
  br label %110, !llvm.loop !11

123:                                              ; preds = %110
  store double 0.000000e+00, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %124

124:                                              ; preds = %140, %123
  %125 = load i32, ptr %16, align 4
  %126 = icmp slt i32 %125, 16
  br i1 %126, label %127, label %143

127:                                              ; preds = %124
  %128 = load i32, ptr %16, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4
  %132 = sitofp i32 %131 to double
  %133 = fsub double %132, 1.000000e+04
  store double %133, ptr %17, align 8
  %134 = load double, ptr %17, align 8
  %135 = load double, ptr %17, align 8
  %136 = fmul double %134, %135
  %137 = fdiv double %136, 1.000000e+04
  %138 = load double, ptr %15, align 8
  %139 = fadd double %138, %137
  store double %139, ptr %15, align 8
  br label %140

140:                                              ; preds = %127
  %141 = load i32, ptr %16, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %16, align 4
  br label %124, !llvm.loop !12

143:                                              ; preds = %124
  %144 = load double, ptr %15, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %144)
  %146 = call i32 @pcg32()
  store i32 %146, ptr %18, align 4
  %147 = call i32 @pcg32()
  store i32 %147, ptr %19, align 4
  %148 = load i32, ptr %18, align 4
  %149 = load i32, ptr %19, align 4
  %150 = call i64 @xs128p()
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %148, i32 noundef %149, i64 noundef %150)
  %152 = load i64, ptr %2, align 8
  %153 = srem i64 %152, 256
  %154 = trunc i64 %153 to i32
  ret i32 %154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @unif() #0 {
  %1 = call i32 @pcg32()
  %2 = lshr i32 %1, 8
  %3 = uitofp i32 %2 to double
  %4 = fmul double %3, 0x3E70000000000000
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs128p() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = load i64, ptr @s0, align 8
  store i64 %3, ptr %1, align 8
  %4 = load i64, ptr @s1, align 8
  store i64 %4, ptr %2, align 8
  %5 = load i64, ptr %2, align 8
  store i64 %5, ptr @s0, align 8
  %6 = load i64, ptr %1, align 8
  %7 = shl i64 %6, 23
  %8 = load i64, ptr %1, align 8
  %9 = xor i64 %8, %7
  store i64 %9, ptr %1, align 8
  %10 = load i64, ptr %1, align 8
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %10, %11
  %13 = load i64, ptr %1, align 8
  %14 = lshr i64 %13, 17
  %15 = xor i64 %12, %14
  %16 = load i64, ptr %2, align 8
  %17 = lshr i64 %16, 26
  %18 = xor i64 %15, %17
  store i64 %18, ptr @s1, align 8
  %19 = load i64, ptr @s1, align 8
  %20 = load i64, ptr %2, align 8
  %21 = add i64 %19, %20
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg_next() #0 {
  %1 = load i32, ptr @lcg, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @lcg, align 4
  %4 = load i32, ptr @lcg, align 4
  %5 = lshr i32 %4, 16
  %6 = and i32 %5, 32767
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pcg32() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load i64, ptr @pcg_state, align 8
  store i64 %4, ptr %1, align 8
  %5 = load i64, ptr %1, align 8
  %6 = mul i64 %5, 6364136223846793005
  %7 = load i64, ptr @pcg_inc, align 8
  %8 = add i64 %6, %7
  store i64 %8, ptr @pcg_state, align 8
  %9 = load i64, ptr %1, align 8
  %10 = lshr i64 %9, 18
  %11 = load i64, ptr %1, align 8
  %12 = xor i64 %10, %11
  %13 = lshr i64 %12, 27
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %2, align 4
  %15 = load i64, ptr %1, align 8
  %16 = lshr i64 %15, 59
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %2, align 4
  %19 = load i32, ptr %3, align 4
  %20 = lshr i32 %18, %19
  %21 = load i32, ptr %2, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sub i32 0, %22
  %24 = and i32 %23, 31
  %25 = shl i32 %21, %24
  %26 = or i32 %20, %25
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
