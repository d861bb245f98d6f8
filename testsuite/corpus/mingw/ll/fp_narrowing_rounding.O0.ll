; ModuleID = 'programs/fp_narrowing_rounding.c'
source_filename = "programs/fp_narrowing_rounding.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.v = private unnamed_addr constant [19 x double] [double 0x3FF0000010000000, double 0x3FF0000010000004, double 0x3FF0000030000000, double 0x3FF0000008000000, double 0x47EFFFFFEFFFFFFF, double 0x47EFFFFFF0000000, double 0x47EFFFFFE8000000, double 0x48078287F49C4A1D, double 0xC8078287F49C4A1D, double 0x3810000000000000, double 0x3800000000000000, double 0x36A0000000000000, double 0x3690000000000000, double 0x3690000000000001, double 0x36A8000000000000, double 1.000000e-50, double -1.000000e-50, double 1.000000e-01, double 0x3FD5555555555555], align 16
@.str = private unnamed_addr constant [29 x i8] c"%-24a -> %-16a (%g) back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"ld %La -> f %a d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [19 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca [4 x x86_fp80], align 16
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.v, i64 152, i1 true)
  store i32 0, ptr %3, align 4
  br label %13

13:                                               ; preds = %33, %0
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %14, 19
  br i1 %15, label %16, label %36

16:                                               ; preds = %13
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %18
  %20 = load volatile double, ptr %19, align 8
  %21 = call float @d2f(double noundef %20)
  store float %21, ptr %4, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [19 x double], ptr %2, i64 0, i64 %23
  %25 = load volatile double, ptr %24, align 8
  %26 = load float, ptr %4, align 4
  %27 = fpext float %26 to double
  %28 = load float, ptr %4, align 4
  %29 = fpext float %28 to double
  %30 = load float, ptr %4, align 4
  %31 = call double @f2d(float noundef %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %25, double noundef %27, double noundef %29, double noundef %31)
  br label %33

33:                                               ; preds = %16
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %3, align 4
  br label %13, !llvm.loop !5

36:                                               ; preds = %13
  store i32 0, ptr %5, align 4
  store i32 -1000, ptr %6, align 4
  br label %37

37:                                               ; preds = %62, %36
  %38 = load i32, ptr %6, align 4
  %39 = icmp sle i32 %38, 1000
  br i1 %39, label %40, label %65

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = sitofp i32 %41 to float
  %43 = fmul float %42, 0x3FB99999A0000000
  store float %43, ptr %7, align 4
  %44 = load float, ptr %7, align 4
  %45 = call double @f2d(float noundef %44)
  %46 = load float, ptr %7, align 4
  %47 = fpext float %46 to double
  %48 = fcmp une double %45, %47
  br i1 %48, label %49, label %52

49:                                               ; preds = %40
  %50 = load i32, ptr %5, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %5, align 4
  br label %52

52:                                               ; preds = %49, %40
  %53 = load float, ptr %7, align 4
  %54 = call double @f2d(float noundef %53)
  %55 = call float @d2f(double noundef %54)
  %56 = load float, ptr %7, align 4
  %57 = fcmp une float %55, %56
  br i1 %57, label %58, label %61

58:                                               ; preds = %52
  %59 = load i32, ptr %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %5, align 4
  br label %61

61:                                               ; preds = %58, %52
  br label %62

62:                                               ; preds = %61
  %63 = load i32, ptr %6, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %6, align 4
  br label %37, !llvm.loop !7

65:                                               ; preds = %37
  call void @llvm.memset.p0.i64(ptr align 16 %8, i8 0, i64 64, i1 true)
  %66 = getelementptr inbounds [4 x x86_fp80], ptr %8, i32 0, i32 0
  store volatile x86_fp80 0xK3FFF8000000000000400, ptr %66, align 16
  %67 = getelementptr inbounds [4 x x86_fp80], ptr %8, i32 0, i32 1
  store volatile x86_fp80 0xK3FFF8000008000000001, ptr %67, align 16
  %68 = getelementptr inbounds [4 x x86_fp80], ptr %8, i32 0, i32 2
  store volatile x86_fp80 0xK43FF8000000000000000, ptr %68, align 16
  %69 = getelementptr inbounds [4 x x86_fp80], ptr %8, i32 0, i32 3
  store volatile x86_fp80 0xK3BD7FD00B897478238D1, ptr %69, align 16
  store i32 0, ptr %9, align 4
  br label %70

70:                                               ; preds = %90, %65
  %71 = load i32, ptr %9, align 4
  %72 = icmp slt i32 %71, 4
  br i1 %72, label %73, label %93

73:                                               ; preds = %70
  %74 = load i32, ptr %9, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [4 x x86_fp80], ptr %8, i64 0, i64 %75
  %77 = load volatile x86_fp80, ptr %76, align 16
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [4 x x86_fp80], ptr %8, i64 0, i64 %79
  %81 = load volatile x86_fp80, ptr %80, align 16
  store x86_fp80 %81, ptr %10, align 16
  %82 = call float @ld2f(ptr noundef %10)
  %83 = fpext float %82 to double
  %84 = load i32, ptr %9, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [4 x x86_fp80], ptr %8, i64 0, i64 %85
  %87 = load volatile x86_fp80, ptr %86, align 16
  store x86_fp80 %87, ptr %11, align 16
  %88 = call double @ld2d(ptr noundef %11)
  store x86_fp80 %77, ptr %12, align 16
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %12, double noundef %83, double noundef %88)
  br label %90

90:                                               ; preds = %73
  %91 = load i32, ptr %9, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %9, align 4
  br label %70, !llvm.loop !8

93:                                               ; preds = %70
  %94 = load i32, ptr %5, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %94)
  %96 = load i32, ptr %5, align 4
  ret i32 %96
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @d2f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2d(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @ld2f(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptrunc x86_fp80 %4 to float
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ld2d(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptrunc x86_fp80 %4 to double
  ret double %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
