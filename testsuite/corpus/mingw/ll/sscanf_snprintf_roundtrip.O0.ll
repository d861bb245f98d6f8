; ModuleID = 'programs/sscanf_snprintf_roundtrip.c'
source_filename = "programs/sscanf_snprintf_roundtrip.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %16 = alloca x86_fp80, align 16
  %17 = alloca double, align 8
  %18 = alloca x86_fp80, align 16
  %19 = alloca [8 x i8], align 1
  %20 = alloca [16 x i8], align 16
  %21 = alloca [16 x i8], align 16
  %22 = alloca [8 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca [32 x i8], align 16
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca double, align 8
  %28 = alloca i32, align 4
  %29 = alloca [64 x i8], align 16
  %30 = alloca double, align 8
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
  %31 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef %2, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %3)
  store i32 %31, ptr %12, align 4
  %32 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef @.str.2, ptr noundef @.str.3, ptr noundef %11, ptr noundef %4)
  store i32 %32, ptr %13, align 4
  %33 = load i32, ptr %12, align 4
  %34 = load i32, ptr %2, align 4
  %35 = load i32, ptr %5, align 4
  %36 = load i32, ptr %6, align 4
  %37 = load i32, ptr %7, align 4
  %38 = load i64, ptr %8, align 8
  %39 = load i8, ptr %9, align 1
  %40 = sext i8 %39 to i32
  %41 = load i16, ptr %10, align 2
  %42 = zext i16 %41 to i32
  %43 = load i32, ptr %3, align 4
  %44 = load i32, ptr %13, align 4
  %45 = load i32, ptr %11, align 4
  %46 = load i32, ptr %4, align 4
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %33, i32 noundef %34, i32 noundef %35, i32 noundef %36, i32 noundef %37, i64 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %46)
  %48 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef @.str.5, ptr noundef @.str.6, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17)
  store i32 %48, ptr %12, align 4
  %49 = load i32, ptr %12, align 4
  %50 = load float, ptr %14, align 4
  %51 = fpext float %50 to double
  %52 = load double, ptr %15, align 8
  %53 = load x86_fp80, ptr %16, align 16
  %54 = load double, ptr %17, align 8
  store x86_fp80 %53, ptr %18, align 16
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %49, double noundef %51, double noundef %52, ptr noundef %18, double noundef %54)
  %56 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 0
  %57 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %58 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0
  %59 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef %56, ptr noundef %57, ptr noundef %58)
  store i32 %59, ptr %12, align 4
  %60 = load i32, ptr %12, align 4
  %61 = getelementptr inbounds [8 x i8], ptr %19, i64 0, i64 0
  %62 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %63 = getelementptr inbounds [16 x i8], ptr %21, i64 0, i64 0
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %60, ptr noundef %61, ptr noundef %62, ptr noundef %63)
  %65 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef @.str.11, ptr noundef @.str.12, ptr noundef %2, ptr noundef %6)
  store i32 %65, ptr %12, align 4
  %66 = load i32, ptr %12, align 4
  %67 = load i32, ptr %2, align 4
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %66, i32 noundef %67)
  %69 = getelementptr inbounds [8 x i8], ptr %22, i64 0, i64 0
  %70 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %69, i64 noundef 8, ptr noundef @.str.14, i32 noundef 123456, ptr noundef @.str.15)
  store i32 %70, ptr %23, align 4
  %71 = load i32, ptr %23, align 4
  %72 = getelementptr inbounds [8 x i8], ptr %22, i64 0, i64 0
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %71, ptr noundef %72)
  %74 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef @.str.18)
  store i32 %74, ptr %23, align 4
  %75 = getelementptr inbounds [32 x i8], ptr %24, i64 0, i64 0
  %76 = load i32, ptr %23, align 4
  %77 = sext i32 %76 to i64
  %78 = add i64 %77, 1
  %79 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %75, i64 noundef %78, ptr noundef @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef @.str.18)
  store i32 %79, ptr %25, align 4
  %80 = load i32, ptr %23, align 4
  %81 = load i32, ptr %25, align 4
  %82 = getelementptr inbounds [32 x i8], ptr %24, i64 0, i64 0
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %80, i32 noundef %81, ptr noundef %82)
  store i32 0, ptr %26, align 4
  store double 1.000000e+00, ptr %27, align 8
  store i32 0, ptr %28, align 4
  br label %84

84:                                               ; preds = %108, %0
  %85 = load i32, ptr %28, align 4
  %86 = icmp slt i32 %85, 500
  br i1 %86, label %87, label %111

87:                                               ; preds = %84
  %88 = load double, ptr %27, align 8
  %89 = fmul double %88, -1.370000e+00
  %90 = load i32, ptr %28, align 4
  %91 = sitofp i32 %90 to double
  %92 = fmul double 1.000000e-03, %91
  %93 = fadd double %89, %92
  store double %93, ptr %27, align 8
  %94 = getelementptr inbounds [64 x i8], ptr %29, i64 0, i64 0
  %95 = load double, ptr %27, align 8
  %96 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %94, i64 noundef 64, ptr noundef @.str.20, double noundef %95)
  %97 = getelementptr inbounds [64 x i8], ptr %29, i64 0, i64 0
  %98 = call i32 (ptr, ptr, ...) @sscanf(ptr noundef %97, ptr noundef @.str.21, ptr noundef %30)
  %99 = icmp ne i32 %98, 1
  br i1 %99, label %104, label %100

100:                                              ; preds = %87
  %101 = load double, ptr %30, align 8
  %102 = load double, ptr %27, align 8
  %103 = fcmp une double %101, %102
  br i1 %103, label %104, label %107

104:                                              ; preds = %100, %87
  %105 = load i32, ptr %26, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %26, align 4
  br label %107

107:                                              ; preds = %104, %100
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %28, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %28, align 4
  br label %84, !llvm.loop !5

111:                                              ; preds = %84
  %112 = load i32, ptr %26, align 4
  %113 = load double, ptr %27, align 8
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %112, double noundef %113)
  %115 = load i32, ptr %26, align 4
  %116 = load i32, ptr %12, align 4
  %117 = add nsw i32 %115, %116
  ret i32 %117
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sscanf(ptr noundef %0, ptr noundef nonnull %1, ...) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  call void @llvm.va_start.p0(ptr %6)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call i32 @__mingw_vsscanf(ptr noundef %7, ptr noundef %8, ptr noundef %9)
  store i32 %10, ptr %5, align 4
  call void @llvm.va_end.p0(ptr %6)
  %11 = load i32, ptr %5, align 4
  ret i32 %11
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

declare dso_local i32 @__mingw_vsscanf(ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
