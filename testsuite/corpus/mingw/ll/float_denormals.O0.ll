; ModuleID = 'programs/float_denormals.c'
source_filename = "programs/float_denormals.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [26 x i8] c"d step %2d: %a %g sub=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c"double halvings below DBL_MIN: %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"f step %2d: %a %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"float halvings below FLT_MIN: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [32 x i8] c"true_min %a *3=%a /3=%a sum=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"min-sub diff: %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"exact subnormal sub: %a eq=%d\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x double] [double 0x380B38FB9DAA78E4, double 0x37A16C262777579C, double 0x3696D601AD376AB9, double 7.000000e-46, double 1.000000e-46, double 1.400000e-45, double 2.800000e-45, double 0x3808000000000000], align 16
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
  %9 = alloca [8 x double], align 16
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

20:                                               ; preds = %36, %0
  %21 = load double, ptr %2, align 8
  %22 = fcmp ogt double %21, 0.000000e+00
  br i1 %22, label %23, label %41

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4
  %25 = srem i32 %24, 8
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %36

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4
  %29 = load double, ptr %2, align 8
  %30 = load double, ptr %2, align 8
  %31 = load double, ptr %2, align 8
  %32 = call i32 @__fpclassify(double noundef %31)
  %33 = icmp eq i32 %32, 17408
  %34 = zext i1 %33 to i32
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, double noundef %29, double noundef %30, i32 noundef %34)
  br label %36

36:                                               ; preds = %27, %23
  %37 = load double, ptr %2, align 8
  %38 = call double @halve(double noundef %37)
  store double %38, ptr %2, align 8
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %20, !llvm.loop !5

41:                                               ; preds = %20
  %42 = load i32, ptr %3, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %42)
  store float 0x3810000000000000, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %44

44:                                               ; preds = %58, %41
  %45 = load float, ptr %4, align 4
  %46 = fcmp ogt float %45, 0.000000e+00
  br i1 %46, label %47, label %63

47:                                               ; preds = %44
  %48 = load i32, ptr %5, align 4
  %49 = srem i32 %48, 6
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %51, label %58

51:                                               ; preds = %47
  %52 = load i32, ptr %5, align 4
  %53 = load float, ptr %4, align 4
  %54 = fpext float %53 to double
  %55 = load float, ptr %4, align 4
  %56 = fpext float %55 to double
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %52, double noundef %54, double noundef %56)
  br label %58

58:                                               ; preds = %51, %47
  %59 = load float, ptr %4, align 4
  %60 = call float @halvef(float noundef %59)
  store float %60, ptr %4, align 4
  %61 = load i32, ptr %5, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %5, align 4
  br label %44, !llvm.loop !7

63:                                               ; preds = %44
  %64 = load i32, ptr %5, align 4
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %64)
  store volatile double 4.940660e-324, ptr %6, align 8
  %66 = load volatile double, ptr %6, align 8
  %67 = load volatile double, ptr %6, align 8
  %68 = fmul double %67, 3.000000e+00
  %69 = load volatile double, ptr %6, align 8
  %70 = fdiv double %69, 3.000000e+00
  %71 = fmul double %70, 3.000000e+00
  %72 = load volatile double, ptr %6, align 8
  %73 = load volatile double, ptr %6, align 8
  %74 = fadd double %72, %73
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %66, double noundef %68, double noundef %71, double noundef %74)
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef 0xFFFFFFFFFFFFF)
  store double 1.482200e-323, ptr %7, align 8
  store double 9.881310e-324, ptr %8, align 8
  %77 = load double, ptr %7, align 8
  %78 = load double, ptr %8, align 8
  %79 = fsub double %77, %78
  %80 = load double, ptr %7, align 8
  %81 = load double, ptr %8, align 8
  %82 = fsub double %80, %81
  %83 = fcmp oeq double %82, 4.940660e-324
  %84 = zext i1 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %79, i32 noundef %84)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %9, ptr align 16 @__const.main.sv, i64 64, i1 false)
  store i32 0, ptr %10, align 4
  br label %86

86:                                               ; preds = %104, %63
  %87 = load i32, ptr %10, align 4
  %88 = icmp slt i32 %87, 8
  br i1 %88, label %89, label %107

89:                                               ; preds = %86
  %90 = load i32, ptr %10, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %91
  %93 = load double, ptr %92, align 8
  %94 = call float @d2f(double noundef %93)
  store float %94, ptr %11, align 4
  %95 = load i32, ptr %10, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [8 x double], ptr %9, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = load float, ptr %11, align 4
  %100 = fpext float %99 to double
  %101 = load float, ptr %11, align 4
  %102 = call double @f2d(float noundef %101)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %98, double noundef %100, double noundef %102)
  br label %104

104:                                              ; preds = %89
  %105 = load i32, ptr %10, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %10, align 4
  br label %86, !llvm.loop !8

107:                                              ; preds = %86
  %108 = call double @frexp(double noundef 4.940660e-324, ptr noundef %13) #6
  store double %108, ptr %12, align 8
  %109 = load double, ptr %12, align 8
  %110 = load i32, ptr %13, align 4
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %109, i32 noundef %110)
  %112 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1074) #6
  %113 = call double @ldexp(double noundef 1.000000e+00, i32 noundef -1075) #6
  %114 = call double @ldexp(double noundef 1.500000e+00, i32 noundef -1074) #6
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %112, double noundef %113, double noundef %114)
  %116 = call i32 @ilogb(double noundef 4.940660e-324) #6
  %117 = call i32 @ilogb(double noundef 0x10000000000000) #6
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %116, i32 noundef %117)
  store float 0x37A16C2000000000, ptr %14, align 4
  %119 = load float, ptr %14, align 4
  %120 = fmul float %119, 0x4415AF1D80000000
  store float %120, ptr %15, align 4
  %121 = load float, ptr %15, align 4
  %122 = fpext float %121 to double
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %122)
  store double 0.000000e+00, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %124

124:                                              ; preds = %133, %107
  %125 = load i32, ptr %17, align 4
  %126 = icmp slt i32 %125, 1000
  br i1 %126, label %127, label %136

127:                                              ; preds = %124
  %128 = load i32, ptr %17, align 4
  %129 = srem i32 %128, 7
  %130 = sitofp i32 %129 to double
  %131 = load double, ptr %16, align 8
  %132 = call double @llvm.fmuladd.f64(double 4.940660e-324, double %130, double %131)
  store double %132, ptr %16, align 8
  br label %133

133:                                              ; preds = %127
  %134 = load i32, ptr %17, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %17, align 4
  br label %124, !llvm.loop !9

136:                                              ; preds = %124
  %137 = load double, ptr %16, align 8
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %137)
  store double 6.099240e-320, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %19, i64 8, i1 false)
  %139 = load i64, ptr %18, align 8
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %139)
  %141 = load i32, ptr %3, align 4
  %142 = sub nsw i32 %141, 1000
  ret i32 %142
}

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local i32 @__fpclassify(double noundef) #1

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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

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
declare dso_local double @frexp(double noundef, ptr noundef) #3

; Function Attrs: nounwind
declare dso_local double @ldexp(double noundef, i32 noundef) #3

; Function Attrs: nounwind
declare dso_local i32 @ilogb(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
