; ModuleID = 'programs/float_text_roundtrip.c'
source_filename = "programs/float_text_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.samples = private unnamed_addr constant [15 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 0x3FD5555555555555, double 0x3FE5555555555555, double 0x44B52D02C7E14AF6, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 0x419D6F34547E6B75, double 0x4340000000000000, double 0x3FD3333333333334, double 1.000000e+02, double 1.500000e-05, double 0x400921FB54442D18], align 8
@.str = private unnamed_addr constant [12 x i8] c"%-25s p=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"double precision histogram:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"float precision histogram:\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%.*g\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x double], align 8
  %3 = alloca [64 x i8], align 1
  %4 = alloca [18 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [10 x i32], align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.samples, i64 120, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 72, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %20

20:                                               ; preds = %34, %0
  %21 = load i32, ptr %6, align 4
  %22 = zext i32 %21 to i64
  %23 = icmp ult i64 %22, 15
  br i1 %23, label %24, label %37

24:                                               ; preds = %20
  %25 = load i32, ptr %6, align 4
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds [15 x double], ptr %2, i64 0, i64 %26
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %30 = call i32 @shortest_d(double noundef %28, ptr noundef %29)
  store i32 %30, ptr %7, align 4
  %31 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %32 = load i32, ptr %7, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %31, i32 noundef %32)
  br label %34

34:                                               ; preds = %24
  %35 = load i32, ptr %6, align 4
  %36 = add i32 %35, 1
  store i32 %36, ptr %6, align 4
  br label %20, !llvm.loop !6

37:                                               ; preds = %20
  store i64 88172645463325252, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %38

38:                                               ; preds = %82, %37
  %39 = load i32, ptr %9, align 4
  %40 = icmp slt i32 %39, 20000
  br i1 %40, label %41, label %85

41:                                               ; preds = %38
  %42 = load i64, ptr %8, align 8
  %43 = shl i64 %42, 13
  %44 = load i64, ptr %8, align 8
  %45 = xor i64 %44, %43
  store i64 %45, ptr %8, align 8
  %46 = load i64, ptr %8, align 8
  %47 = lshr i64 %46, 7
  %48 = load i64, ptr %8, align 8
  %49 = xor i64 %48, %47
  store i64 %49, ptr %8, align 8
  %50 = load i64, ptr %8, align 8
  %51 = shl i64 %50, 17
  %52 = load i64, ptr %8, align 8
  %53 = xor i64 %52, %51
  store i64 %53, ptr %8, align 8
  %54 = load i64, ptr %8, align 8
  %55 = and i64 %54, 9218868437227405311
  store i64 %55, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %11, i64 8, i1 false)
  %56 = load double, ptr %10, align 8
  %57 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %58 = call i32 @shortest_d(double noundef %56, ptr noundef %57)
  store i32 %58, ptr %12, align 4
  %59 = load i32, ptr %12, align 4
  %60 = icmp slt i32 %59, 0
  br i1 %60, label %61, label %64

61:                                               ; preds = %41
  %62 = load i32, ptr %5, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %5, align 4
  br label %70

64:                                               ; preds = %41
  %65 = load i32, ptr %12, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %67, align 4
  br label %70

70:                                               ; preds = %64, %61
  %71 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %72 = load double, ptr %10, align 8
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %71, i64 noundef 64, ptr noundef @.str.1, double noundef %72) #5
  %74 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %75 = call double @strtod(ptr noundef %74, ptr noundef null) #5
  %76 = load double, ptr %10, align 8
  %77 = fcmp une double %75, %76
  br i1 %77, label %78, label %81

78:                                               ; preds = %70
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %5, align 4
  br label %81

81:                                               ; preds = %78, %70
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %9, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %38, !llvm.loop !8

85:                                               ; preds = %38
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  store i32 1, ptr %13, align 4
  br label %87

87:                                               ; preds = %96, %85
  %88 = load i32, ptr %13, align 4
  %89 = icmp sle i32 %88, 17
  br i1 %89, label %90, label %99

90:                                               ; preds = %87
  %91 = load i32, ptr %13, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [18 x i32], ptr %4, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %94)
  br label %96

96:                                               ; preds = %90
  %97 = load i32, ptr %13, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %13, align 4
  br label %87, !llvm.loop !9

99:                                               ; preds = %87
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @llvm.memset.p0.i64(ptr align 4 %14, i8 0, i64 40, i1 false)
  store i32 0, ptr %15, align 4
  br label %101

101:                                              ; preds = %135, %99
  %102 = load i32, ptr %15, align 4
  %103 = icmp slt i32 %102, 20000
  br i1 %103, label %104, label %138

104:                                              ; preds = %101
  %105 = load i64, ptr %8, align 8
  %106 = shl i64 %105, 13
  %107 = load i64, ptr %8, align 8
  %108 = xor i64 %107, %106
  store i64 %108, ptr %8, align 8
  %109 = load i64, ptr %8, align 8
  %110 = lshr i64 %109, 7
  %111 = load i64, ptr %8, align 8
  %112 = xor i64 %111, %110
  store i64 %112, ptr %8, align 8
  %113 = load i64, ptr %8, align 8
  %114 = shl i64 %113, 17
  %115 = load i64, ptr %8, align 8
  %116 = xor i64 %115, %114
  store i64 %116, ptr %8, align 8
  %117 = load i64, ptr %8, align 8
  %118 = trunc i64 %117 to i32
  %119 = and i32 %118, 2139095039
  store i32 %119, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %16, i64 4, i1 false)
  %120 = load float, ptr %17, align 4
  %121 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 0
  %122 = call i32 @shortest_f(float noundef %120, ptr noundef %121)
  store i32 %122, ptr %18, align 4
  %123 = load i32, ptr %18, align 4
  %124 = icmp slt i32 %123, 0
  br i1 %124, label %125, label %128

125:                                              ; preds = %104
  %126 = load i32, ptr %5, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %5, align 4
  br label %134

128:                                              ; preds = %104
  %129 = load i32, ptr %18, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [10 x i32], ptr %14, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %131, align 4
  br label %134

134:                                              ; preds = %128, %125
  br label %135

135:                                              ; preds = %134
  %136 = load i32, ptr %15, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %15, align 4
  br label %101, !llvm.loop !10

138:                                              ; preds = %101
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 1, ptr %19, align 4
  br label %140

140:                                              ; preds = %149, %138
  %141 = load i32, ptr %19, align 4
  %142 = icmp sle i32 %141, 9
  br i1 %142, label %143, label %152

143:                                              ; preds = %140
  %144 = load i32, ptr %19, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [10 x i32], ptr %14, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %147)
  br label %149

149:                                              ; preds = %143
  %150 = load i32, ptr %19, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %19, align 4
  br label %140, !llvm.loop !11

152:                                              ; preds = %140
  %153 = load i32, ptr %5, align 4
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %153)
  %155 = load i32, ptr %5, align 4
  ret i32 %155
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shortest_d(double noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp sle i32 %8, 17
  br i1 %9, label %10, label %25

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  %13 = load double, ptr %4, align 8
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 40, ptr noundef @.str.7, i32 noundef %12, double noundef %13) #5
  %15 = load ptr, ptr %5, align 8
  %16 = call double @strtod(ptr noundef %15, ptr noundef null) #5
  %17 = load double, ptr %4, align 8
  %18 = fcmp oeq double %16, %17
  br i1 %18, label %19, label %21

19:                                               ; preds = %10
  %20 = load i32, ptr %6, align 4
  store i32 %20, ptr %3, align 4
  br label %26

21:                                               ; preds = %10
  br label %22

22:                                               ; preds = %21
  %23 = load i32, ptr %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %6, align 4
  br label %7, !llvm.loop !12

25:                                               ; preds = %7
  store i32 -1, ptr %3, align 4
  br label %26

26:                                               ; preds = %25, %19
  %27 = load i32, ptr %3, align 4
  ret i32 %27
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @shortest_f(float noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store float %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  store i32 1, ptr %6, align 4
  br label %7

7:                                                ; preds = %23, %2
  %8 = load i32, ptr %6, align 4
  %9 = icmp sle i32 %8, 9
  br i1 %9, label %10, label %26

10:                                               ; preds = %7
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  %13 = load float, ptr %4, align 4
  %14 = fpext float %13 to double
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 40, ptr noundef @.str.7, i32 noundef %12, double noundef %14) #5
  %16 = load ptr, ptr %5, align 8
  %17 = call float @strtof(ptr noundef %16, ptr noundef null) #5
  %18 = load float, ptr %4, align 4
  %19 = fcmp oeq float %17, %18
  br i1 %19, label %20, label %22

20:                                               ; preds = %10
  %21 = load i32, ptr %6, align 4
  store i32 %21, ptr %3, align 4
  br label %27

22:                                               ; preds = %10
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %7, !llvm.loop !13

26:                                               ; preds = %7
  store i32 -1, ptr %3, align 4
  br label %27

27:                                               ; preds = %26, %20
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

; Function Attrs: nounwind
declare float @strtof(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!13 = distinct !{!13, !7}
