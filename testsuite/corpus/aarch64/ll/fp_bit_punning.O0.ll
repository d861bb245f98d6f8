; ModuleID = 'programs/fp_bit_punning.c'
source_filename = "programs/fp_bit_punning.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%union.du = type { double }
%struct.anon = type { i32, i32 }
%union.fu = type { float }

@__const.main.fs = private unnamed_addr constant [6 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float -0.000000e+00], align 4
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
  %2 = alloca [6 x float], align 4
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %union.du, align 8
  %9 = alloca fp128, align 16
  %10 = alloca [16 x i8], align 1
  %11 = alloca fp128, align 16
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.fs, i64 24, i1 true)
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
  br label %16, !llvm.loop !6

41:                                               ; preds = %16
  %42 = call float @ffrom(i32 noundef 1065353217)
  %43 = fpext float %42 to double
  %44 = call float @ffrom(i32 noundef 1)
  %45 = fpext float %44 to double
  %46 = call float @ffrom(i32 noundef -8388608)
  %47 = fpext float %46 to double
  %48 = call float @ffrom(i32 noundef 2143289344)
  %49 = call i1 @llvm.is.fpclass.f32(float %48, i32 3)
  %50 = zext i1 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43, double noundef %45, double noundef %47, i32 noundef %50)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 true)
  %52 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0
  store volatile double 1.000000e+00, ptr %52, align 8
  %53 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1
  store volatile double -1.000000e-01, ptr %53, align 8
  %54 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2
  store volatile double 1.000000e+308, ptr %54, align 8
  %55 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3
  store volatile double 4.940660e-324, ptr %55, align 8
  store i32 0, ptr %5, align 4
  br label %56

56:                                               ; preds = %75, %41
  %57 = load i32, ptr %5, align 4
  %58 = icmp slt i32 %57, 5
  br i1 %58, label %59, label %78

59:                                               ; preds = %56
  %60 = load i32, ptr %5, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %61
  %63 = load volatile double, ptr %62, align 8
  %64 = load i32, ptr %5, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %65
  %67 = load volatile double, ptr %66, align 8
  %68 = call i64 @dbits(double noundef %67)
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %70
  %72 = load volatile double, ptr %71, align 8
  %73 = call ptr @classify(double noundef %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %63, i64 noundef %68, ptr noundef %73)
  br label %75

75:                                               ; preds = %59
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %5, align 4
  br label %56, !llvm.loop !8

78:                                               ; preds = %56
  %79 = call double @make(i32 noundef 0, i32 noundef 0, i64 noundef 1)
  %80 = call double @make(i32 noundef 1, i32 noundef 10, i64 noundef 2251799813685248)
  %81 = call double @make(i32 noundef 0, i32 noundef -1022, i64 noundef 0)
  %82 = call double @make(i32 noundef 0, i32 noundef 1023, i64 noundef -1)
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %79, double noundef %80, double noundef %81, double noundef %82)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %84

84:                                               ; preds = %92, %78
  %85 = load i32, ptr %7, align 4
  %86 = icmp slt i32 %85, 3
  br i1 %86, label %87, label %95

87:                                               ; preds = %84
  %88 = load double, ptr %6, align 8
  %89 = call double @next_up(double noundef %88)
  store double %89, ptr %6, align 8
  %90 = load double, ptr %6, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %90)
  br label %92

92:                                               ; preds = %87
  %93 = load i32, ptr %7, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %7, align 4
  br label %84, !llvm.loop !9

95:                                               ; preds = %84
  %96 = call double @next_up(double noundef -4.940660e-324)
  %97 = call double @next_up(double noundef 0.000000e+00)
  %98 = call double @next_up(double noundef 0x7FEFFFFFFFFFFFFF)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %96, double noundef %97, double noundef %98)
  store double -1.500000e+00, ptr %8, align 8
  %100 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0
  %103 = load i32, ptr %102, align 8
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %101, i32 noundef %103)
  store volatile fp128 0xL0000000000000000BFFFC00000000000, ptr %9, align 16
  %105 = load volatile fp128, ptr %9, align 16
  store fp128 %105, ptr %11, align 16
  %106 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %106, ptr align 16 %11, i64 16, i1 false)
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.7)
  store i32 0, ptr %12, align 4
  br label %108

108:                                              ; preds = %118, %95
  %109 = load i32, ptr %12, align 4
  %110 = icmp slt i32 %109, 10
  br i1 %110, label %111, label %121

111:                                              ; preds = %108
  %112 = load i32, ptr %12, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 %113
  %115 = load i8, ptr %114, align 1
  %116 = zext i8 %115 to i32
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %116)
  br label %118

118:                                              ; preds = %111
  %119 = load i32, ptr %12, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %12, align 4
  br label %108, !llvm.loop !10

121:                                              ; preds = %108
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 16)
  store float 2.000000e+00, ptr %13, align 4
  %123 = load float, ptr %13, align 4
  %124 = call i32 @fbits(float noundef %123)
  %125 = lshr i32 %124, 1
  %126 = sub i32 1597463007, %125
  store i32 %126, ptr %14, align 4
  %127 = load i32, ptr %14, align 4
  %128 = call float @ffrom(i32 noundef %127)
  store float %128, ptr %15, align 4
  %129 = load float, ptr %15, align 4
  %130 = fpext float %129 to double
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %130)
  %132 = call i32 @fbits(float noundef 1.000000e+00)
  %133 = lshr i32 %132, 24
  ret i32 %133
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dfrom(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load double, ptr %3, align 8
  ret double %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
