; ModuleID = 'programs/fp_bit_punning.c'
source_filename = "programs/fp_bit_punning.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.du = type { double }
%struct.anon = type { i32, i32 }
%union.fu = type { float }

@__const.main.fs = private unnamed_addr constant [6 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float -0.000000e+00], align 16
@.str = private unnamed_addr constant [28 x i8] c"float %a bits %08x back %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"from bits: %a %a %a %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"double %a bits %016llx %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"make: %a %a %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"next_up %a\0A\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"next_up(-0x1p-1074)=%a next_up(0)=%a next_up(max)=%a\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"words hi=%08x lo=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [36 x i8] c"long double bytes (10 significant):\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c" sizeof=%zu\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"magic guess %a\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"inf\00", align 1
@.str.13 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"normal\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x float], align 16
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %union.du, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca [16 x i8], align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 24, i1 true)
  store i32 0, ptr %3, align 4
  br label %16

16:                                               ; preds = %38, %0
  %17 = load i32, ptr %3, align 4
  %18 = icmp slt i32 %17, 6
  br i1 %18, label %19, label %41

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %21
  %23 = load volatile float, ptr %22, align 4
  %24 = fpext float %23 to double
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %26
  %28 = load volatile float, ptr %27, align 4
  %29 = call i32 @fbits(float noundef %28)
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %31
  %33 = load volatile float, ptr %32, align 4
  %34 = call i32 @fbits(float noundef %33)
  %35 = call float @ffrom(i32 noundef %34)
  %36 = fpext float %35 to double
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %24, i32 noundef %29, double noundef %36)
  br label %38

38:                                               ; preds = %19
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %16, !llvm.loop !5

41:                                               ; preds = %16
  %42 = call float @ffrom(i32 noundef 1065353217)
  %43 = fpext float %42 to double
  %44 = call float @ffrom(i32 noundef 1)
  %45 = fpext float %44 to double
  %46 = call float @ffrom(i32 noundef -8388608)
  %47 = fpext float %46 to double
  %48 = call float @ffrom(i32 noundef 2143289344)
  %49 = call i32 @__isnanf(float noundef %48)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43, double noundef %45, double noundef %47, i32 noundef %49)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 40, i1 true)
  %51 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0
  store volatile double 1.000000e+00, ptr %51, align 16
  %52 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1
  store volatile double -1.000000e-01, ptr %52, align 8
  %53 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2
  store volatile double 1.000000e+308, ptr %53, align 16
  %54 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3
  store volatile double 4.940660e-324, ptr %54, align 8
  store i32 0, ptr %5, align 4
  br label %55

55:                                               ; preds = %74, %41
  %56 = load i32, ptr %5, align 4
  %57 = icmp slt i32 %56, 5
  br i1 %57, label %58, label %77

58:                                               ; preds = %55
  %59 = load i32, ptr %5, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %60
  %62 = load volatile double, ptr %61, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %64
  %66 = load volatile double, ptr %65, align 8
  %67 = call i64 @dbits(double noundef %66)
  %68 = load i32, ptr %5, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %69
  %71 = load volatile double, ptr %70, align 8
  %72 = call ptr @classify(double noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %62, i64 noundef %67, ptr noundef %72)
  br label %74

74:                                               ; preds = %58
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %5, align 4
  br label %55, !llvm.loop !7

77:                                               ; preds = %55
  %78 = call double @make(i32 noundef 0, i32 noundef 0, i64 noundef 1)
  %79 = call double @make(i32 noundef 1, i32 noundef 10, i64 noundef 2251799813685248)
  %80 = call double @make(i32 noundef 0, i32 noundef -1022, i64 noundef 0)
  %81 = call double @make(i32 noundef 0, i32 noundef 1023, i64 noundef -1)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %78, double noundef %79, double noundef %80, double noundef %81)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %83

83:                                               ; preds = %91, %77
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 3
  br i1 %85, label %86, label %94

86:                                               ; preds = %83
  %87 = load double, ptr %6, align 8
  %88 = call double @next_up(double noundef %87)
  store double %88, ptr %6, align 8
  %89 = load double, ptr %6, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %89)
  br label %91

91:                                               ; preds = %86
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %7, align 4
  br label %83, !llvm.loop !8

94:                                               ; preds = %83
  %95 = call double @next_up(double noundef -4.940660e-324)
  %96 = call double @next_up(double noundef 0.000000e+00)
  %97 = call double @next_up(double noundef 0x7FEFFFFFFFFFFFFF)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %95, double noundef %96, double noundef %97)
  store double -1.500000e+00, ptr %8, align 8
  %99 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 1
  %100 = load i32, ptr %99, align 4
  %101 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0
  %102 = load i32, ptr %101, align 8
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %100, i32 noundef %102)
  store volatile x86_fp80 0xKBFFFE000000000000000, ptr %9, align 16
  %104 = load volatile x86_fp80, ptr %9, align 16
  store x86_fp80 %104, ptr %11, align 16
  %105 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %105, ptr align 16 %11, i64 16, i1 false)
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %12, align 4
  br label %107

107:                                              ; preds = %117, %94
  %108 = load i32, ptr %12, align 4
  %109 = icmp slt i32 %108, 10
  br i1 %109, label %110, label %120

110:                                              ; preds = %107
  %111 = load i32, ptr %12, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 %112
  %114 = load i8, ptr %113, align 1
  %115 = zext i8 %114 to i32
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %115)
  br label %117

117:                                              ; preds = %110
  %118 = load i32, ptr %12, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %12, align 4
  br label %107, !llvm.loop !9

120:                                              ; preds = %107
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 16)
  store float 2.000000e+00, ptr %13, align 4
  %122 = load float, ptr %13, align 4
  %123 = call i32 @fbits(float noundef %122)
  %124 = lshr i32 %123, 1
  %125 = sub i32 1597463007, %124
  store i32 %125, ptr %14, align 4
  %126 = load i32, ptr %14, align 4
  %127 = call float @ffrom(i32 noundef %126)
  store float %127, ptr %15, align 4
  %128 = load float, ptr %15, align 4
  %129 = fpext float %128 to double
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %129)
  %131 = call i32 @fbits(float noundef 1.000000e+00)
  %132 = lshr i32 %131, 24
  ret i32 %132
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
define internal i32 @fbits(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false)
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @ffrom(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.fu, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  store i32 %4, ptr %3, align 4
  %5 = load float, ptr %3, align 4
  ret float %5
}

declare dso_local i32 @__isnanf(float noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dbits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca %union.du, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  store double %4, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @classify(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  %7 = call i64 @dbits(double noundef %6)
  store i64 %7, ptr %3, align 8
  %8 = load i64, ptr %3, align 8
  %9 = lshr i64 %8, 52
  %10 = trunc i64 %9 to i32
  %11 = and i32 %10, 2047
  store i32 %11, ptr %4, align 4
  %12 = load i64, ptr %3, align 8
  %13 = and i64 %12, 4503599627370495
  store i64 %13, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = icmp eq i32 %14, 2047
  br i1 %15, label %16, label %21

16:                                               ; preds = %1
  %17 = load i64, ptr %5, align 8
  %18 = icmp ne i64 %17, 0
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, ptr @.str.11, ptr @.str.12
  br label %32

21:                                               ; preds = %1
  %22 = load i32, ptr %4, align 4
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %21
  %25 = load i64, ptr %5, align 8
  %26 = icmp ne i64 %25, 0
  %27 = zext i1 %26 to i64
  %28 = select i1 %26, ptr @.str.13, ptr @.str.14
  br label %30

29:                                               ; preds = %21
  br label %30

30:                                               ; preds = %29, %24
  %31 = phi ptr [ %28, %24 ], [ @.str.15, %29 ]
  br label %32

32:                                               ; preds = %30, %16
  %33 = phi ptr [ %20, %16 ], [ %31, %30 ]
  ret ptr %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @make(i32 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = sext i32 %7 to i64
  %9 = shl i64 %8, 63
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %10, 1023
  %12 = sext i32 %11 to i64
  %13 = shl i64 %12, 52
  %14 = or i64 %9, %13
  %15 = load i64, ptr %6, align 8
  %16 = and i64 %15, 4503599627370495
  %17 = or i64 %14, %16
  %18 = call double @dfrom(i64 noundef %17)
  ret double %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @next_up(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store double %0, ptr %3, align 8
  %5 = load double, ptr %3, align 8
  %6 = call i64 @dbits(double noundef %5)
  store i64 %6, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = fcmp oeq double %7, 0.000000e+00
  br i1 %8, label %9, label %11

9:                                                ; preds = %1
  %10 = call double @dfrom(i64 noundef 1)
  store double %10, ptr %2, align 8
  br label %23

11:                                               ; preds = %1
  %12 = load double, ptr %3, align 8
  %13 = fcmp ogt double %12, 0.000000e+00
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8
  %16 = add i64 %15, 1
  br label %20

17:                                               ; preds = %11
  %18 = load i64, ptr %4, align 8
  %19 = sub i64 %18, 1
  br label %20

20:                                               ; preds = %17, %14
  %21 = phi i64 [ %16, %14 ], [ %19, %17 ]
  %22 = call double @dfrom(i64 noundef %21)
  store double %22, ptr %2, align 8
  br label %23

23:                                               ; preds = %20, %9
  %24 = load double, ptr %2, align 8
  ret double %24
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dfrom(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load double, ptr %3, align 8
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
