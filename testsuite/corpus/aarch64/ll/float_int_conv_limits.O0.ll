; ModuleID = 'programs/float_int_conv_limits.c'
source_filename = "programs/float_int_conv_limits.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %2 = alloca [6 x double], align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call i8 @d2_i8(double noundef 1.279000e+02)
  %5 = sext i8 %4 to i32
  %6 = call i8 @d2_i8(double noundef -1.289000e+02)
  %7 = sext i8 %6 to i32
  %8 = call i8 @f2_i8(float noundef 0xBFEFAE1480000000)
  %9 = sext i8 %8 to i32
  %10 = call i8 @l2_i8(fp128 noundef 0xL00000000000000004005920000000000)
  %11 = sext i8 %10 to i32
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, i32 noundef %7, i32 noundef %9, i32 noundef %11)
  %13 = call i8 @d2_u8(double noundef 2.559900e+02)
  %14 = zext i8 %13 to i32
  %15 = call i8 @f2_u8(float noundef 5.000000e-01)
  %16 = zext i8 %15 to i32
  %17 = call i8 @l2_u8(fp128 noundef 0xL72B020C49BA5E3544006FDFF7CED9168)
  %18 = zext i8 %17 to i32
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %16, i32 noundef %18)
  %20 = call i16 @d2_i16(double noundef 3.276750e+04)
  %21 = sext i16 %20 to i32
  %22 = call i16 @f2_i16(float noundef 0xC0E0001800000000)
  %23 = sext i16 %22 to i32
  %24 = call i16 @l2_i16(fp128 noundef 0xL810624DD2F1A9FBEC00C81CD6C8B4395)
  %25 = sext i16 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %21, i32 noundef %23, i32 noundef %25)
  %27 = call i16 @d2_u16(double noundef 6.553590e+04)
  %28 = zext i16 %27 to i32
  %29 = call i16 @f2_u16(float noundef 6.553500e+04)
  %30 = zext i16 %29 to i32
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %28, i32 noundef %30)
  %32 = call i32 @d2_i32(double noundef 0x41DFFFFFFFFF5C29)
  %33 = call i32 @d2_i32(double noundef 0xC1E00000001FAE14)
  %34 = call i32 @f2_i32(float noundef 0x41DFFFFFE0000000)
  %35 = call i32 @l2_i32(fp128 noundef 0xL0000000000000000C01E000000010000)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %32, i32 noundef %33, i32 noundef %34, i32 noundef %35)
  %37 = call i32 @d2_u32(double noundef 0x41EFFFFFFFFCCCCD)
  %38 = call i32 @f2_u32(float noundef 0x41EFFFFFE0000000)
  %39 = call i32 @l2_u32(fp128 noundef 0xL6666666666666666401E65A0BC016666)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %37, i32 noundef %38, i32 noundef %39)
  %41 = call i64 @d2_i64(double noundef 0x43DFFFFFFFFFFFFF)
  %42 = call i64 @d2_i64(double noundef 0xC3E0000000000000)
  %43 = call i64 @f2_i64(float noundef 0xC3E0000000000000)
  %44 = call i64 @l2_i64(fp128 noundef 0xLFFFC000000000000403DFFFFFFFFFFFF)
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %41, i64 noundef %42, i64 noundef %43, i64 noundef %44)
  %46 = call i64 @d2_u64(double noundef 0x43EFFFFFFFFFFFFF)
  %47 = call i64 @f2_u64(float noundef 0x43EFFFFFE0000000)
  %48 = call i64 @l2_u64(fp128 noundef 0xLFFFE000000000000403EFFFFFFFFFFFF)
  %49 = call i64 @d2_u64(double noundef 0x43E0000000000000)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %46, i64 noundef %47, i64 noundef %48, i64 noundef %49)
  %51 = call i1 @d2_b(double noundef 1.000000e-01)
  %52 = zext i1 %51 to i32
  %53 = call i1 @f2_b(float noundef -0.000000e+00)
  %54 = zext i1 %53 to i32
  %55 = call i1 @l2_b(fp128 noundef 0xL0B8049732D11A23D0C17387AE70C9E70)
  %56 = zext i1 %55 to i32
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %52, i32 noundef %54, i32 noundef %56)
  %58 = call double @i8_2d(i8 noundef -128)
  %59 = call float @i8_2f(i8 noundef 127)
  %60 = fpext float %59 to double
  %61 = call fp128 @i8_2l(i8 noundef -1)
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %58, double noundef %60, fp128 noundef %61)
  %63 = call double @u8_2d(i8 noundef -1)
  %64 = call float @u8_2f(i8 noundef -128)
  %65 = fpext float %64 to double
  %66 = call fp128 @u8_2l(i8 noundef 0)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %63, double noundef %65, fp128 noundef %66)
  %68 = call double @i16_2d(i16 noundef -32768)
  %69 = call float @i16_2f(i16 noundef 32767)
  %70 = fpext float %69 to double
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %68, double noundef %70)
  %72 = call double @u16_2d(i16 noundef -1)
  %73 = call float @u16_2f(i16 noundef -1)
  %74 = fpext float %73 to double
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %72, double noundef %74)
  %76 = call double @i32_2d(i32 noundef 2147483647)
  %77 = call float @i32_2f(i32 noundef 2147483647)
  %78 = fpext float %77 to double
  %79 = call fp128 @i32_2l(i32 noundef -2147483648)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %76, double noundef %78, fp128 noundef %79)
  %81 = call double @u32_2d(i32 noundef -1)
  %82 = call float @u32_2f(i32 noundef -1)
  %83 = fpext float %82 to double
  %84 = call fp128 @u32_2l(i32 noundef -1)
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %81, double noundef %83, fp128 noundef %84)
  %86 = call double @i64_2d(i64 noundef 9223372036854775807)
  %87 = call float @i64_2f(i64 noundef -9223372036854775808)
  %88 = fpext float %87 to double
  %89 = call fp128 @i64_2l(i64 noundef 9223372036854775807)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, double noundef %86, double noundef %88, fp128 noundef %89)
  %91 = call double @u64_2d(i64 noundef -1)
  %92 = call float @u64_2f(i64 noundef -1)
  %93 = fpext float %92 to double
  %94 = call fp128 @u64_2l(i64 noundef -1)
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %91, double noundef %93, fp128 noundef %94)
  %96 = call double @u64_2d(i64 noundef -9223372036854775808)
  %97 = call double @u64_2d(i64 noundef -9223372036854774783)
  %98 = call double @u64_2d(i64 noundef -2049)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %96, double noundef %97, double noundef %98)
  %100 = call double @b_2d(i1 noundef true)
  %101 = call float @b_2f(i1 noundef false)
  %102 = fpext float %101 to double
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %100, double noundef %102)
  %104 = call float @i32_2f(i32 noundef 16777217)
  %105 = fpext float %104 to double
  %106 = call float @i32_2f(i32 noundef 16777219)
  %107 = fpext float %106 to double
  %108 = call double @i64_2d(i64 noundef 9007199254740993)
  %109 = call double @i64_2d(i64 noundef 9007199254740995)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %105, double noundef %107, double noundef %108, double noundef %109)
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 48, i1 false)
  %111 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 0
  store double 2.500000e+00, ptr %111, align 8
  %112 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 1
  store double -2.500000e+00, ptr %112, align 8
  %113 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 2
  store double 0x3FEFFFFDE7210BE9, ptr %113, align 8
  %114 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 3
  store double 0xBFEFFFFDE7210BE9, ptr %114, align 8
  %115 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 4
  store double 0x41CDCD6500400000, ptr %115, align 8
  %116 = getelementptr inbounds [6 x double], ptr %2, i32 0, i32 5
  store double 0xC1CDCD6500400000, ptr %116, align 8
  store i32 0, ptr %3, align 4
  br label %117

117:                                              ; preds = %136, %0
  %118 = load i32, ptr %3, align 4
  %119 = icmp slt i32 %118, 6
  br i1 %119, label %120, label %139

120:                                              ; preds = %117
  %121 = load i32, ptr %3, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %122
  %124 = load double, ptr %123, align 8
  %125 = load i32, ptr %3, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %126
  %128 = load double, ptr %127, align 8
  %129 = call i32 @d2_i32(double noundef %128)
  %130 = load i32, ptr %3, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [6 x double], ptr %2, i64 0, i64 %131
  %133 = load double, ptr %132, align 8
  %134 = call i64 @d2_i64(double noundef %133)
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %124, i32 noundef %129, i64 noundef %134)
  br label %136

136:                                              ; preds = %120
  %137 = load i32, ptr %3, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %3, align 4
  br label %117, !llvm.loop !6

139:                                              ; preds = %117
  %140 = call i8 @d2_u8(double noundef 7.770000e+01)
  %141 = zext i8 %140 to i32
  ret i32 %141
}

declare i32 @printf(ptr noundef, ...) #1

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
define internal i8 @l2_i8(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i8
  ret i8 %4
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
define internal i8 @l2_u8(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i8
  ret i8 %4
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
define internal i16 @l2_i16(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i16
  ret i16 %4
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
define internal i32 @l2_i32(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i32
  ret i32 %4
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
define internal i32 @l2_u32(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i32
  ret i32 %4
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
define internal i64 @l2_i64(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptosi fp128 %3 to i64
  ret i64 %4
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
define internal i64 @l2_u64(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fptoui fp128 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @d2_b(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fcmp une double %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @f2_b(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fcmp une float %3, 0.000000e+00
  ret i1 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i1 @l2_b(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fcmp une fp128 %3, 0xL00000000000000000000000000000000
  ret i1 %4
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
define internal fp128 @i8_2l(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sitofp i8 %3 to fp128
  ret fp128 %4
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
define internal fp128 @u8_2l(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = uitofp i8 %3 to fp128
  ret fp128 %4
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
define internal fp128 @i32_2l(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sitofp i32 %3 to fp128
  ret fp128 %4
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
define internal fp128 @u32_2l(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = uitofp i32 %3 to fp128
  ret fp128 %4
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
define internal fp128 @i64_2l(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sitofp i64 %3 to fp128
  ret fp128 %4
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
define internal fp128 @u64_2l(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = uitofp i64 %3 to fp128
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @b_2d(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = uitofp i1 %5 to double
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @b_2f(i1 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = zext i1 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i1
  %6 = uitofp i1 %5 to float
  ret float %6
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
