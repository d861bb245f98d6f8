; ModuleID = 'programs/float_int_conv_limits.c'
source_filename = "programs/float_int_conv_limits.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [17 x i8] c"i8: %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"u8: %u %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"i16: %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"u16: %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"i32: %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"u32: %u %u %u\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"i64: %lld %lld %lld %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [26 x i8] c"u64: %llu %llu %llu %llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"bool: %d %d %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [17 x i8] c"i8->: %g %g %Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"u8->: %g %g %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [14 x i8] c"i16->: %g %g\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"u16->: %g %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"i32->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [26 x i8] c"u32->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.15 = private unnamed_addr constant [26 x i8] c"i64->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.16 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.9g %.20Lg\0A\00", align 1
@.str.17 = private unnamed_addr constant [26 x i8] c"u64->: %.17g %.17g %.17g\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"b->: %g %g\0A\00", align 1
@.str.19 = private unnamed_addr constant [27 x i8] c"ties: %.1f %.1f %.1f %.1f\0A\00", align 1
@.str.20 = private unnamed_addr constant [21 x i8] c"trunc %g -> %d %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca x86_fp80, align 16
  %22 = alloca [6 x double], align 16
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %24 = call i8 @d2_i8(double noundef 1.279000e+02)
  %25 = sext i8 %24 to i32
  %26 = call i8 @d2_i8(double noundef -1.289000e+02)
  %27 = sext i8 %26 to i32
  %28 = call i8 @f2_i8(float noundef 0xBFEFAE1480000000)
  %29 = sext i8 %28 to i32
  store x86_fp80 0xK4005C900000000000000, ptr %2, align 16
  %30 = call i8 @l2_i8(ptr noundef %2)
  %31 = sext i8 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %31)
  %33 = call i8 @d2_u8(double noundef 2.559900e+02)
  %34 = zext i8 %33 to i32
  %35 = call i8 @f2_u8(float noundef 5.000000e-01)
  %36 = zext i8 %35 to i32
  store x86_fp80 0xK4006FEFFBE76C8B43958, ptr %3, align 16
  %37 = call i8 @l2_u8(ptr noundef %3)
  %38 = zext i8 %37 to i32
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %34, i32 noundef %36, i32 noundef %38)
  %40 = call i16 @d2_i16(double noundef 3.276750e+04)
  %41 = sext i16 %40 to i32
  %42 = call i16 @f2_i16(float noundef 0xC0E0001800000000)
  %43 = sext i16 %42 to i32
  store x86_fp80 0xKC00CC0E6B645A1CAC083, ptr %4, align 16
  %44 = call i16 @l2_i16(ptr noundef %4)
  %45 = sext i16 %44 to i32
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41, i32 noundef %43, i32 noundef %45)
  %47 = call i16 @d2_u16(double noundef 6.553590e+04)
  %48 = zext i16 %47 to i32
  %49 = call i16 @f2_u16(float noundef 6.553500e+04)
  %50 = zext i16 %49 to i32
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %48, i32 noundef %50)
  %52 = call i32 @d2_i32(double noundef 0x41DFFFFFFFFF5C29)
  %53 = call i32 @d2_i32(double noundef 0xC1E00000001FAE14)
  %54 = call i32 @f2_i32(float noundef 0x41DFFFFFE0000000)
  store x86_fp80 0xKC01E8000000080000000, ptr %5, align 16
  %55 = call i32 @l2_i32(ptr noundef %5)
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %52, i32 noundef %53, i32 noundef %54, i32 noundef %55)
  %57 = call i32 @d2_u32(double noundef 0x41EFFFFFFFFCCCCD)
  %58 = call i32 @f2_u32(float noundef 0x41EFFFFFE0000000)
  store x86_fp80 0xK401EB2D05E00B3333333, ptr %6, align 16
  %59 = call i32 @l2_u32(ptr noundef %6)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %57, i32 noundef %58, i32 noundef %59)
  %61 = call i64 @d2_i64(double noundef 0x43DFFFFFFFFFFFFF)
  %62 = call i64 @d2_i64(double noundef 0xC3E0000000000000)
  %63 = call i64 @f2_i64(float noundef 0xC3E0000000000000)
  store x86_fp80 0xK403DFFFFFFFFFFFFFFFE, ptr %7, align 16
  %64 = call i64 @l2_i64(ptr noundef %7)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %61, i64 noundef %62, i64 noundef %63, i64 noundef %64)
  %66 = call i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF)
  %67 = call i64 @f2_u64(float noundef 0x43EFFFFFE0000000)
  store x86_fp80 0xK403EFFFFFFFFFFFFFFFF, ptr %8, align 16
  %68 = call i64 @l2_u64(ptr noundef %8)
  %69 = call i64 @d2_u64(double noundef 0x43E0000000000000)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %66, i64 noundef %67, i64 noundef %68, i64 noundef %69)
  %71 = call zeroext i1 @d2_b(double noundef 1.000000e-01)
  %72 = zext i1 %71 to i32
  %73 = call zeroext i1 @f2_b(float noundef -0.000000e+00)
  %74 = zext i1 %73 to i32
  store x86_fp80 0xK0C179C3D73864F3805C0, ptr %9, align 16
  %75 = call zeroext i1 @l2_b(ptr noundef %9)
  %76 = zext i1 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %72, i32 noundef %74, i32 noundef %76)
  %78 = call double @i8_2d(i8 noundef -128)
  %79 = call float @i8_2f(i8 noundef 127)
  %80 = fpext float %79 to double
  call void @i8_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %10, i8 noundef -1)
  %81 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %81, ptr %11, align 16
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %78, double noundef %80, ptr noundef %11)
  %83 = call double @u8_2d(i8 noundef -1)
  %84 = call float @u8_2f(i8 noundef -128)
  %85 = fpext float %84 to double
  call void @u8_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %12, i8 noundef 0)
  %86 = load x86_fp80, ptr %12, align 16
  store x86_fp80 %86, ptr %13, align 16
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %83, double noundef %85, ptr noundef %13)
  %88 = call double @i16_2d(i16 noundef -32768)
  %89 = call float @i16_2f(i16 noundef 32767)
  %90 = fpext float %89 to double
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %88, double noundef %90)
  %92 = call double @u16_2d(i16 noundef -1)
  %93 = call float @u16_2f(i16 noundef -1)
  %94 = fpext float %93 to double
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %92, double noundef %94)
  %96 = call double @i32_2d(i32 noundef 2147483647)
  %97 = call float @i32_2f(i32 noundef 2147483647)
  %98 = fpext float %97 to double
  call void @i32_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %14, i32 noundef -2147483648)
  %99 = load x86_fp80, ptr %14, align 16
  store x86_fp80 %99, ptr %15, align 16
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %96, double noundef %98, ptr noundef %15)
  %101 = call double @u32_2d(i32 noundef -1)
  %102 = call float @u32_2f(i32 noundef -1)
  %103 = fpext float %102 to double
  call void @u32_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %16, i32 noundef -1)
  %104 = load x86_fp80, ptr %16, align 16
  store x86_fp80 %104, ptr %17, align 16
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %101, double noundef %103, ptr noundef %17)
  %106 = call double @i64_2d(i64 noundef 9223372036854775807)
  %107 = call float @i64_2f(i64 noundef -9223372036854775808)
  %108 = fpext float %107 to double
  call void @i64_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %18, i64 noundef 9223372036854775807)
  %109 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %109, ptr %19, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %106, double noundef %108, ptr noundef %19)
  %111 = call double @u64_2d(i64 noundef -1)
  %112 = call float @u64_2f(i64 noundef -1)
  %113 = fpext float %112 to double
  call void @u64_2l(ptr dead_on_unwind writable sret(x86_fp80) align 16 %20, i64 noundef -1)
  %114 = load x86_fp80, ptr %20, align 16
  store x86_fp80 %114, ptr %21, align 16
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %111, double noundef %113, ptr noundef %21)
  %116 = call double @u64_2d(i64 noundef -9223372036854775808)
  %117 = call double @u64_2d(i64 noundef -9223372036854774783)
  %118 = call double @u64_2d(i64 noundef -2049)
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %116, double noundef %117, double noundef %118)
  %120 = call double @b_2d(i1 noundef zeroext true)
  %121 = call float @b_2f(i1 noundef zeroext false)
  %122 = fpext float %121 to double
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %120, double noundef %122)
  %124 = call float @i32_2f(i32 noundef 16777217)
  %125 = fpext float %124 to double
  %126 = call float @i32_2f(i32 noundef 16777219)
  %127 = fpext float %126 to double
  %128 = call double @i64_2d(i64 noundef 9007199254740993)
  %129 = call double @i64_2d(i64 noundef 9007199254740995)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %125, double noundef %127, double noundef %128, double noundef %129)
  call void @llvm.memset.p0.i64(ptr align 16 %22, i8 0, i64 48, i1 false)
  %131 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 0
  store double 2.500000e+00, ptr %131, align 16
  %132 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 1
  store double -2.500000e+00, ptr %132, align 8
  %133 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 2
  store double 0x3FEFFFFDE7210BE9, ptr %133, align 16
  %134 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 3
  store double 0xBFEFFFFDE7210BE9, ptr %134, align 8
  %135 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 4
  store double 0x41CDCD6500400000, ptr %135, align 16
  %136 = getelementptr inbounds [6 x double], ptr %22, i32 0, i32 5
  store double 0xC1CDCD6500400000, ptr %136, align 8
  store i32 0, ptr %23, align 4
  br label %137

137:                                              ; preds = %156, %0
  %138 = load i32, ptr %23, align 4
  %139 = icmp slt i32 %138, 6
  br i1 %139, label %140, label %159

140:                                              ; preds = %137
  %141 = load i32, ptr %23, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 %142
  %144 = load double, ptr %143, align 8
  %145 = load i32, ptr %23, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 %146
  %148 = load double, ptr %147, align 8
  %149 = call i32 @d2_i32(double noundef %148)
  %150 = load i32, ptr %23, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [6 x double], ptr %22, i64 0, i64 %151
  %153 = load double, ptr %152, align 8
  %154 = call i64 @d2_i64(double noundef %153)
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %144, i32 noundef %149, i64 noundef %154)
  br label %156

156:                                              ; preds = %140
  %157 = load i32, ptr %23, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %23, align 4
  br label %137, !llvm.loop !5

159:                                              ; preds = %137
  %160 = call i8 @d2_u8(double noundef 7.770000e+01)
  %161 = zext i8 %160 to i32
  ret i32 %161
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @d2_i8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f2_i8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @l2_i8(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @d2_u8(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f2_u8(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i8
  ret i8 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @l2_u8(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i8
  ret i8 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @d2_i16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2_i16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @l2_i16(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i16
  ret i16 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @d2_u16(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @f2_u16(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i16
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_i32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_i32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @l2_i32(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @d2_u32(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f2_u32(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @l2_u32(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_i64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_i64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptosi float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @l2_i64(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptosi x86_fp80 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @d2_u64(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptoui double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_u64(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fptoui float %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @l2_u64(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fptoui x86_fp80 %4 to i64
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @d2_b(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @f2_b(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp une float %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i1 @l2_b(ptr noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %3, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = fcmp une x86_fp80 %4, 0xK00000000000000000000
  ret i1 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i8_2d(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i8_2f(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i8_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = sitofp i8 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u8_2d(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = uitofp i8 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u8_2f(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = uitofp i8 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @u8_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %4, align 1
  %6 = uitofp i8 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i16_2d(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i16_2f(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u16_2d(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u16_2f(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = uitofp i16 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i32_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = sitofp i32 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u32_2d(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u32_2f(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @u32_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = uitofp i32 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @i64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @i64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i64_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = sitofp i64 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u64_2d(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u64_2f(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @u64_2l(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = uitofp i64 %5 to x86_fp80
  store x86_fp80 %6, ptr %0, align 16
  %7 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %7, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @b_2d(i1 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = uitofp i1 %5 to double
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @b_2f(i1 noundef zeroext %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = uitofp i1 %5 to float
  ret float %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
