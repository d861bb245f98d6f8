; ModuleID = 'programs/fp_frexp_ldexp.c'
source_filename = "programs/fp_frexp_ldexp.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.v = private unnamed_addr constant [9 x double] [double 1.000000e+00, double 7.500000e-01, double -1.050000e+01, double 1.000000e+300, double 4.940660e-324, double 0x10000000000000, double 0x7FEFFFFFFFFFFFFF, double 0.000000e+00, double -0.000000e+00], align 16
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
  %2 = alloca [9 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca x86_fp80, align 16
  %12 = alloca i32, align 4
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 72, i1 true)
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %83, %0
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 9
  br i1 %27, label %28, label %86

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %30
  %32 = load volatile double, ptr %31, align 8
  %33 = call double @frexp(double noundef %32, ptr noundef %4) #5
  store double %33, ptr %5, align 8
  %34 = load i32, ptr %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %35
  %37 = load volatile double, ptr %36, align 8
  %38 = load double, ptr %5, align 8
  %39 = load i32, ptr %4, align 4
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %41
  %43 = load volatile double, ptr %42, align 8
  %44 = fcmp une double %43, 0.000000e+00
  br i1 %44, label %45, label %51

45:                                               ; preds = %28
  %46 = load i32, ptr %3, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %47
  %49 = load volatile double, ptr %48, align 8
  %50 = call i32 @ilogb(double noundef %49) #5
  br label %52

51:                                               ; preds = %28
  br label %52

52:                                               ; preds = %51, %45
  %53 = phi i32 [ %50, %45 ], [ 0, %51 ]
  %54 = load i32, ptr %3, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %55
  %57 = load volatile double, ptr %56, align 8
  %58 = fcmp une double %57, 0.000000e+00
  br i1 %58, label %59, label %65

59:                                               ; preds = %52
  %60 = load i32, ptr %3, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = call double @logb(double noundef %63) #5
  br label %66

65:                                               ; preds = %52
  br label %66

66:                                               ; preds = %65, %59
  %67 = phi double [ %64, %59 ], [ 0.000000e+00, %65 ]
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %37, double noundef %38, i32 noundef %39, i32 noundef %53, double noundef %67)
  %69 = load double, ptr %5, align 8
  %70 = load i32, ptr %4, align 4
  %71 = call double @ldexp(double noundef %69, i32 noundef %70) #5
  %72 = load i32, ptr %3, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %73
  %75 = load volatile double, ptr %74, align 8
  %76 = call double @nextafter(double noundef %75, double noundef 0x7FF0000000000000) #5
  %77 = load i32, ptr %3, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 %78
  %80 = load volatile double, ptr %79, align 8
  %81 = call double @nextafter(double noundef %80, double noundef 0xFFF0000000000000) #5
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %71, double noundef %76, double noundef %81)
  br label %83

83:                                               ; preds = %66
  %84 = load i32, ptr %3, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %3, align 4
  br label %25, !llvm.loop !5

86:                                               ; preds = %25
  %87 = call double @ldexp(double noundef 1.000000e+00, i32 noundef 1024) #5
  %88 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #5
  %89 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #5
  %90 = call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #5
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %87, double noundef %88, double noundef %89, double noundef %90)
  %92 = call double @scalbn(double noundef 3.000000e+00, i32 noundef 10) #5
  %93 = call float @scalbnf(float noundef 1.000000e+00, i32 noundef -149) #5
  %94 = fpext float %93 to double
  store x86_fp80 0xK3FFF8000000000000000, ptr %7, align 16
  call void @scalbnl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %6, ptr noundef %7, i32 noundef 16383) #5
  %95 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %95, ptr %8, align 16
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %92, double noundef %94, ptr noundef %8)
  %97 = call float @frexpf(float noundef -9.600000e+01, ptr noundef %10) #5
  store float %97, ptr %9, align 4
  store x86_fp80 0xK00000000000663278E62, ptr %14, align 16
  call void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %13, ptr noundef %14, ptr noundef %12) #5
  %98 = load x86_fp80, ptr %13, align 16
  store x86_fp80 %98, ptr %11, align 16
  %99 = load float, ptr %9, align 4
  %100 = fpext float %99 to double
  %101 = load i32, ptr %10, align 4
  %102 = load x86_fp80, ptr %11, align 16
  %103 = load i32, ptr %12, align 4
  store x86_fp80 %102, ptr %15, align 16
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %100, i32 noundef %101, ptr noundef %15, i32 noundef %103)
  store x86_fp80 0xK40008000000000000000, ptr %16, align 16
  %105 = call float @nexttowardf(float noundef 1.000000e+00, ptr noundef %16) #5
  %106 = fpext float %105 to double
  store x86_fp80 0xKBFFF8000000000000000, ptr %17, align 16
  %107 = call double @nexttoward(double noundef 0.000000e+00, ptr noundef %17) #5
  store x86_fp80 0xK3FFF8000000000000000, ptr %19, align 16
  store x86_fp80 0xK40008000000000000000, ptr %20, align 16
  call void @nextafterl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %18, ptr noundef %19, ptr noundef %20) #5
  %108 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %108, ptr %21, align 16
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %106, double noundef %107, ptr noundef %21)
  %110 = call double @modf(double noundef -1.234560e+02, ptr noundef %22) #5
  store double %110, ptr %23, align 8
  %111 = load double, ptr %22, align 8
  %112 = load double, ptr %23, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %111, double noundef %112)
  %114 = getelementptr inbounds [9 x double], ptr %2, i64 0, i64 3
  %115 = load volatile double, ptr %114, align 8
  %116 = call double @frexp(double noundef %115, ptr noundef %24) #5
  %117 = load i32, ptr %24, align 4
  %118 = and i32 %117, 127
  ret i32 %118
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare dso_local double @frexp(double noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
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

; Function Attrs: nounwind
declare dso_local i32 @ilogb(double noundef) #2

; Function Attrs: nounwind
declare dso_local double @logb(double noundef) #2

; Function Attrs: nounwind
declare dso_local double @ldexp(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local double @nextafter(double noundef, double noundef) #2

; Function Attrs: nounwind
declare dso_local double @scalbn(double noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local float @scalbnf(float noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local void @scalbnl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare dso_local float @frexpf(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local void @frexpl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local float @nexttowardf(float noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local double @nexttoward(double noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local void @nextafterl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare dso_local double @modf(double noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
