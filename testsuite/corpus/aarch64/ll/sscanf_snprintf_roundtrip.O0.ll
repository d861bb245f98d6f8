; ModuleID = 'programs/sscanf_snprintf_roundtrip.c'
source_filename = "programs/sscanf_snprintf_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [54 x i8] c"  -17 4000000000 ff 777 -9000000000000 -56 65535 0x1f\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%d %u %x %o %lld %hhd %hu%n\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%i%n\00", align 1
@.str.4 = private unnamed_addr constant [71 x i8] c"r=%d a=%d u=%u x=%d o=%d ll=%lld hh=%d hu=%u n1=%d | r2=%d i=%d n2=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"1.5 -2.25e-3 3.0000000000000000001 1e400\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%f %lf %Lf %le\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"r=%d f=%a d=%a ld=%La e=%g\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"abcdefghijk lmn xyz123\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"%5s%s %[a-z]\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"r=%d w1=%s w2=%s set=%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"12 abc\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"partial r=%d a=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"%d-%s\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"overflowing\00", align 1
@.str.16 = private unnamed_addr constant [27 x i8] c"snprintf need=%d got='%s'\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"%.3f|%5d|%-5s|\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.19 = private unnamed_addr constant [29 x i8] c"exact need=%d wrote=%d '%s'\0A\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"%lf\00", align 1
@.str.22 = private unnamed_addr constant [29 x i8] c"roundtrip bad=%d last=%.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca double, align 8
  %16 = alloca fp128, align 16
  %17 = alloca double, align 8
  %18 = alloca [8 x i8], align 1
  %19 = alloca [16 x i8], align 1
  %20 = alloca [16 x i8], align 1
  %21 = alloca [8 x i8], align 1
  %22 = alloca i32, align 4
  %23 = alloca [32 x i8], align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca double, align 8
  %27 = alloca i32, align 4
  %28 = alloca [64 x i8], align 1
  %29 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i64 0, ptr %8, align 8
  store i8 0, ptr %9, align 1
  store i16 0, ptr %10, align 2
  store i32 0, ptr %11, align 4
  %30 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef %2, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %3) #3
  store i32 %30, ptr %12, align 4
  %31 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.2, ptr noundef @.str.3, ptr noundef %11, ptr noundef %4) #3
  store i32 %31, ptr %13, align 4
  %32 = load i32, ptr %12, align 4
  %33 = load i32, ptr %2, align 4
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %6, align 4
  %36 = load i32, ptr %7, align 4
  %37 = load i64, ptr %8, align 8
  %38 = load i8, ptr %9, align 1
  %39 = sext i8 %38 to i32
  %40 = load i16, ptr %10, align 2
  %41 = zext i16 %40 to i32
  %42 = load i32, ptr %3, align 4
  %43 = load i32, ptr %13, align 4
  %44 = load i32, ptr %11, align 4
  %45 = load i32, ptr %4, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i64 noundef %37, i32 noundef %39, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  %47 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17) #3
  store i32 %47, ptr %12, align 4
  %48 = load i32, ptr %12, align 4
  %49 = load float, ptr %14, align 4
  %50 = fpext float %49 to double
  %51 = load double, ptr %15, align 8
  %52 = load fp128, ptr %16, align 16
  %53 = load double, ptr %17, align 8
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %48, double noundef %50, double noundef %51, fp128 noundef %52, double noundef %53)
  %55 = getelementptr inbounds [8 x i8], ptr %18, i64 0, i64 0
  %56 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  %57 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %58 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef %55, ptr noundef %56, ptr noundef %57) #3
  store i32 %58, ptr %12, align 4
  %59 = load i32, ptr %12, align 4
  %60 = getelementptr inbounds [8 x i8], ptr %18, i64 0, i64 0
  %61 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  %62 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %59, ptr noundef %60, ptr noundef %61, ptr noundef %62)
  %64 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef @.str.11, ptr noundef @.str.12, ptr noundef %2, ptr noundef %6) #3
  store i32 %64, ptr %12, align 4
  %65 = load i32, ptr %12, align 4
  %66 = load i32, ptr %2, align 4
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %65, i32 noundef %66)
  %68 = getelementptr inbounds [8 x i8], ptr %21, i64 0, i64 0
  %69 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %68, i64 noundef 8, ptr noundef @.str.14, i32 noundef 123456, ptr noundef @.str.15) #3
  store i32 %69, ptr %22, align 4
  %70 = load i32, ptr %22, align 4
  %71 = getelementptr inbounds [8 x i8], ptr %21, i64 0, i64 0
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %70, ptr noundef %71)
  %73 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef @.str.18) #3
  store i32 %73, ptr %22, align 4
  %74 = getelementptr inbounds [32 x i8], ptr %23, i64 0, i64 0
  %75 = load i32, ptr %22, align 4
  %76 = sext i32 %75 to i64
  %77 = add i64 %76, 1
  %78 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %74, i64 noundef %77, ptr noundef @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef @.str.18) #3
  store i32 %78, ptr %24, align 4
  %79 = load i32, ptr %22, align 4
  %80 = load i32, ptr %24, align 4
  %81 = getelementptr inbounds [32 x i8], ptr %23, i64 0, i64 0
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %79, i32 noundef %80, ptr noundef %81)
  store i32 0, ptr %25, align 4
  store double 1.000000e+00, ptr %26, align 8
  store i32 0, ptr %27, align 4
  br label %83

83:                                               ; preds = %107, %0
  %84 = load i32, ptr %27, align 4
  %85 = icmp slt i32 %84, 500
  br i1 %85, label %86, label %110

86:                                               ; preds = %83
  %87 = load double, ptr %26, align 8
  %88 = fmul double %87, -1.370000e+00
  %89 = load i32, ptr %27, align 4
  %90 = sitofp i32 %89 to double
  %91 = fmul double 1.000000e-03, %90
  %92 = fadd double %88, %91
  store double %92, ptr %26, align 8
  %93 = getelementptr inbounds [64 x i8], ptr %28, i64 0, i64 0
  %94 = load double, ptr %26, align 8
  %95 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %93, i64 noundef 64, ptr noundef @.str.20, double noundef %94) #3
  %96 = getelementptr inbounds [64 x i8], ptr %28, i64 0, i64 0
  %97 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef %96, ptr noundef @.str.21, ptr noundef %29) #3
  %98 = icmp ne i32 %97, 1
  br i1 %98, label %103, label %99

99:                                               ; preds = %86
  %100 = load double, ptr %29, align 8
  %101 = load double, ptr %26, align 8
  %102 = fcmp une double %100, %101
  br i1 %102, label %103, label %106

103:                                              ; preds = %99, %86
  %104 = load i32, ptr %25, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %25, align 4
  br label %106

106:                                              ; preds = %103, %99
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %27, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %27, align 4
  br label %83, !llvm.loop !6

110:                                              ; preds = %83
  %111 = load i32, ptr %25, align 4
  %112 = load double, ptr %26, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %111, double noundef %112)
  %114 = load i32, ptr %25, align 4
  %115 = load i32, ptr %12, align 4
  %116 = add nsw i32 %114, %115
  ret i32 %116
}

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(ptr noundef, ptr noundef, ...) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
