; ModuleID = 'programs/float_denormals.c'
source_filename = "programs/float_denormals.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"d step %2d: %a %g sub=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"double halvings below DBL_MIN: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"f step %2d: %a %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"float halvings below FLT_MIN: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"true_min %a *3=%a /3=%a sum=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"min-sub diff: %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"exact subnormal sub: %a eq=%d\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x double] [double 0x380B38FB9DAA78E4, double 0x37A16C262777579C, double 0x3696D601AD376AB9, double 7.000000e-46, double 1.000000e-46, double 1.400000e-45, double 2.800000e-45, double 0x3808000000000000], align 8
@.str.7 = private unnamed_addr constant [22 x i8] c"d2f %g -> %a back=%a\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"frexp %g %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [16 x i8] c"ldexp %a %a %a\0A\00", align 1
@.str.10 = private unnamed_addr constant [13 x i8] c"ilogb %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"sub*big %g\0A\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"acc %a\0A\00", align 1
@.str.13 = private unnamed_addr constant [14 x i8] c"bits %016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca [8 x double], align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store double 0x10000000000000, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %20

20:                                               ; preds = %46, %0
  %21 = load double, ptr %2, align 8
  %22 = fcmp ogt double %21, 0.000000e+00
  br i1 %22, label %23, label %51

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = srem i32 %24, 8
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %46

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4
  %29 = load double, ptr %2, align 8
  %30 = load double, ptr %2, align 8
  %31 = load double, ptr %2, align 8
  %32 = fcmp oeq double %31, 0.000000e+00
  br i1 %32, label %33, label %38

33:                                               ; preds = %43, %40, %38, %27
  %34 = phi i32 [ 2, %27 ], [ 0, %38 ], [ 1, %40 ], [ %45, %43 ]
  %35 = icmp eq i32 %34, 3
  %36 = zext i1 %35 to i32
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, double noundef %29, double noundef %30, i32 noundef %36)
  br label %46

38:                                               ; preds = %27
  %39 = fcmp uno double %31, %31
  br i1 %39, label %33, label %40

40:                                               ; preds = %38
  %41 = call double @llvm.fabs.f64(double %31) #5
  %42 = fcmp oeq double %41, 0x7FF0000000000000
  br i1 %42, label %33, label %43

43:                                               ; preds = %40
  %44 = fcmp uge double %41, 0x10000000000000
  %45 = select i1 %44, i32 4, i32 3
  br label %33

46:                                               ; preds = %33, %23
  %47 = load double, ptr %2, align 8
  %48 = call double @halve(double noundef %47)
  store double %48, ptr %2, align 8
  %49 = load i32, ptr %3, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %3, align 4
  br label %20, !llvm.loop !6

51:                                               ; preds = %20
  %52 = load i32, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %52)
  store float 0x3810000000000000, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %54

54:                                               ; preds = %68, %51
  %55 = load float, ptr %4, align 4
  %56 = fcmp ogt float %55, 0.000000e+00
  br i1 %56, label %57, label %73

57:                                               ; preds = %54
  %58 = load i32, ptr %5, align 4
  %59 = srem i32 %58, 6
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %68

61:                                               ; preds = %57
  %62 = load i32, ptr %5, align 4
  %63 = load float, ptr %4, align 4
  %64 = fpext float %63 to double
  %65 = load float, ptr %4, align 4
  %66 = fpext float %65 to double
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %62, double noundef %64, double noundef %66)
  br label %68

68:                                               ; preds = %61, %57
  %69 = load float, ptr %4, align 4
  %70 = call float @halvef(float noundef %69)
  store float %70, ptr %4, align 4
  %71 = load i32, ptr %5, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %5, align 4
  br label %54, !llvm.loop !8

73:                                               ; preds = %54
  %74 = load i32, ptr %5, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %74)
  store volatile double 4.940660e-324, ptr %6, align 8
  %76 = load volatile double, ptr %6, align 8
  %77 = load volatile double, ptr %6, align 8
  %78 = fmul double %77, 3.000000e+00
  %79 = load volatile double, ptr %6, align 8
  %80 = fdiv double %79, 3.000000e+00
  %81 = fmul double %80, 3.000000e+00
  %82 = load volatile double, ptr %6, align 8
  %83 = load volatile double, ptr %6, align 8
  %84 = fadd double %82, %83
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %76, double noundef %78, double noundef %81, double noundef %84)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 0xFFFFFFFFFFFFF)
  store double 1.482200e-323, ptr %7, align 8
  store double 9.881310e-324, ptr %8, align 8
  %87 = load double, ptr %7, align 8
  %88 = load double, ptr %8, align 8
  %89 = fsub double %87, %88
  %90 = load double, ptr %7, align 8
  %91 = load double, ptr %8, align 8
  %92 = fsub double %90, %91
  %93 = fcmp oeq double %92, 4.940660e-324
  %94 = zext i1 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %89, i32 noundef %94)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 @__const.main.sv, i64 64, i1 false)
  store i32 0, ptr %10, align 4
  br label %96

96:                                               ; preds = %114, %73
  %97 = load i32, ptr %10, align 4
  %98 = icmp slt i32 %97, 8
  br i1 %98, label %99, label %117

99:                                               ; preds = %96
  %100 = load i32, ptr %10, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %101
  %103 = load double, ptr %102, align 8
  %104 = call float @d2f(double noundef %103)
  store float %104, ptr %11, align 4
  %105 = load i32, ptr %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %106
  %108 = load double, ptr %107, align 8
  %109 = load float, ptr %11, align 4
  %110 = fpext float %109 to double
  %111 = load float, ptr %11, align 4
  %112 = call double @f2d(float noundef %111)
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %108, double noundef %110, double noundef %112)
  br label %114

114:                                              ; preds = %99
  %115 = load i32, ptr %10, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %10, align 4
  br label %96, !llvm.loop !9

117:                                              ; preds = %96
  %118 = call double @frexp(double noundef 4.940660e-324, ptr noundef %13) #6
  store double %118, ptr %12, align 8
  %119 = load double, ptr %12, align 8
  %120 = load i32, ptr %13, align 4
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %119, i32 noundef %120)
  %122 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #6
  %123 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #6
  %124 = call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #6
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %122, double noundef %123, double noundef %124)
  %126 = call i32 @ilogb(double noundef 4.940660e-324) #6
  %127 = call i32 @ilogb(double noundef 0x10000000000000) #6
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %126, i32 noundef %127)
  store float 0x37A16C2000000000, ptr %14, align 4
  %129 = load float, ptr %14, align 4
  %130 = fmul float %129, 0x4415AF1D80000000
  store float %130, ptr %15, align 4
  %131 = load float, ptr %15, align 4
  %132 = fpext float %131 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %132)
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %134

134:                                              ; preds = %143, %117
  %135 = load i32, ptr %17, align 4
  %136 = icmp slt i32 %135, 1000
  br i1 %136, label %137, label %146

137:                                              ; preds = %134
  %138 = load i32, ptr %17, align 4
  %139 = srem i32 %138, 7
  %140 = sitofp i32 %139 to double
  %141 = load double, ptr %16, align 8
  %142 = call double @llvm.fmuladd.f64(double 4.940660e-324, double %140, double %141)
  store double %142, ptr %16, align 8
  br label %143

143:                                              ; preds = %137
  %144 = load i32, ptr %17, align 4
  %145 = add nsw i32 %144, 1
  store i32 %145, ptr %17, align 4
  br label %134, !llvm.loop !10

146:                                              ; preds = %134
  %147 = load double, ptr %16, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %147)
  store double 6.099240e-320, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %19, i64 8, i1 false)
  %149 = load i64, ptr %18, align 8
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %149)
  %151 = load i32, ptr %3, align 4
  %152 = sub nsw i32 %151, 1000
  ret i32 %152
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @halve(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fdiv double %3, 2.000000e+00
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @halvef(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fmul float %3, 5.000000e-01
  ret float %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @d2f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2d(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #4

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { memory(none) }
attributes #6 = { nounwind }

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
