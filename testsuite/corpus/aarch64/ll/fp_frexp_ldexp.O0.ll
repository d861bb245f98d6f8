; ModuleID = 'programs/fp_frexp_ldexp.c'
source_filename = "programs/fp_frexp_ldexp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [9 x double] [double 1.000000e+00, double 7.500000e-01, double -1.050000e+01, double 1.000000e+300, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [39 x i8] c"frexp(%a) = %a * 2^%d ilogb=%d logb=%g\00", align 1
@.str.1 = private unnamed_addr constant [40 x i8] c" ldexp(m,e)=%a nextafter up=%a down=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [78 x i8] c"ldexp(1,1024)=%g ldexp(1,-1075)=%a ldexp(1,-1074)=%a ldexp(0x1.8p0,-1074)=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [57 x i8] c"scalbn(3,10)=%g scalbnf(1,-149)=%a scalbnl(1,16383)=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [42 x i8] c"frexpf(-96)=%a,%d frexpl(1e-4940)=%La,%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [74 x i8] c"nexttoward(1.0f, 2.0L)=%a nexttoward(0.0, -1.0L)=%a nextafterl(1, 2)=%La\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"modf %g %.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [9 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca fp128, align 16
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 72, i1 true)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %71, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 9
  br i1 %15, label %16, label %74

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %18
  %20 = load volatile double, ptr %19, align 8
  %21 = call double @frexp(double noundef %20, ptr noundef %4) #4
  store double %21, ptr %5, align 8
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %23
  %25 = load volatile double, ptr %24, align 8
  %26 = load double, ptr %5, align 8
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %29
  %31 = load volatile double, ptr %30, align 8
  %32 = fcmp une double %31, 0.000000e+00
  br i1 %32, label %33, label %39

33:                                               ; preds = %16
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %35
  %37 = load volatile double, ptr %36, align 8
  %38 = call i32 @ilogb(double noundef %37) #4
  br label %40

39:                                               ; preds = %16
  br label %40

40:                                               ; preds = %39, %33
  %41 = phi i32 [ %38, %33 ], [ 0, %39 ]
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %43
  %45 = load volatile double, ptr %44, align 8
  %46 = fcmp une double %45, 0.000000e+00
  br i1 %46, label %47, label %53

47:                                               ; preds = %40
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %49
  %51 = load volatile double, ptr %50, align 8
  %52 = call double @logb(double noundef %51) #4
  br label %54

53:                                               ; preds = %40
  br label %54

54:                                               ; preds = %53, %47
  %55 = phi double [ %52, %47 ], [ 0.000000e+00, %53 ]
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25, double noundef %26, i32 noundef %27, i32 noundef %41, double noundef %55)
  %57 = load double, ptr %5, align 8
  %58 = load i32, ptr %4, align 4
  %59 = call double @ldexp(double noundef %57, i32 noundef %58) #4
  %60 = load i32, ptr %3, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = call double @nextafter(double noundef %63, double noundef 0x7FF0000000000000) #4
  %65 = load i32, ptr %3, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %66
  %68 = load volatile double, ptr %67, align 8
  %69 = call double @nextafter(double noundef %68, double noundef 0xFFF0000000000000) #4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %59, double noundef %64, double noundef %69)
  br label %71

71:                                               ; preds = %54
  %72 = load i32, ptr %3, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %3, align 4
  br label %13, !llvm.loop !6

74:                                               ; preds = %13
  %75 = call double @ldexp(double noundef 1.000000e+00, i32 noundef 1024) #4
  %76 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #4
  %77 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #4
  %78 = call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %75, double noundef %76, double noundef %77, double noundef %78)
  %80 = call double @scalbn(double noundef 3.000000e+00, i32 noundef 10) #4
  %81 = call float @scalbnf(float noundef 1.000000e+00, i32 noundef -149) #4
  %82 = fpext float %81 to double
  %83 = call fp128 @scalbnl(fp128 noundef 0xL00000000000000003FFF000000000000, i32 noundef 16383) #4
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %80, double noundef %82, fp128 noundef %83)
  %85 = call float @frexpf(float noundef -9.600000e+01, ptr noundef %7) #4
  store float %85, ptr %6, align 4
  %86 = call fp128 @frexpl(fp128 noundef 0xL1CC4376F7DA08F3900000000000CC64F, ptr noundef %9) #4
  store fp128 %86, ptr %8, align 16
  %87 = load float, ptr %6, align 4
  %88 = fpext float %87 to double
  %89 = load i32, ptr %7, align 4
  %90 = load fp128, ptr %8, align 16
  %91 = load i32, ptr %9, align 4
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %88, i32 noundef %89, fp128 noundef %90, i32 noundef %91)
  %93 = call float @nexttowardf(float noundef 1.000000e+00, fp128 noundef 0xL00000000000000004000000000000000) #4
  %94 = fpext float %93 to double
  %95 = call double @nexttoward(double noundef 0.000000e+00, fp128 noundef 0xL0000000000000000BFFF000000000000) #4
  %96 = call fp128 @nextafterl(fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000004000000000000000) #4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %94, double noundef %95, fp128 noundef %96)
  %98 = call double @modf(double noundef -1.234560e+02, ptr noundef %10) #4
  store double %98, ptr %11, align 8
  %99 = load double, ptr %10, align 8
  %100 = load double, ptr %11, align 8
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %99, double noundef %100)
  %102 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 3
  %103 = load volatile double, ptr %102, align 8
  %104 = call double @frexp(double noundef %103, ptr noundef %12) #4
  %105 = load i32, ptr %12, align 4
  %106 = and i32 %105, 127
  ret i32 %106
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare double @frexp(double noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @ilogb(double noundef) #2

; Function Attrs: nounwind
declare double @logb(double noundef) #2

; Function Attrs: nounwind
declare double @ldexp(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @scalbn(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare float @scalbnf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare fp128 @scalbnl(fp128 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare float @frexpf(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare fp128 @frexpl(fp128 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare float @nexttowardf(float noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @nexttoward(double noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare fp128 @nextafterl(fp128 noundef, fp128 noundef) #2

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
