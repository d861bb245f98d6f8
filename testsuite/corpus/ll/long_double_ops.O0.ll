; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withld = type { i8, x86_fp80, i32 }

@.str = private unnamed_addr constant [18 x i8] c"third %.21Lg %La\0A\00", align 1
@.str.1 = private unnamed_addr constant [38 x i8] c"eps %Lg mant=%d digits=%d max_exp=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"add3 %.20Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"mix %.20Lg\0A\00", align 1
@.str.4 = private unnamed_addr constant [45 x i8] c"struct %c %Lg %d sum=%Lg size=%zu align=%zu\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sqrt2 %.20Lg\0A\00", align 1
@.str.6 = private unnamed_addr constant [27 x i8] c"big %Lg tiny %Lg prod %Lg\0A\00", align 1
@.str.7 = private unnamed_addr constant [27 x i8] c"u64 exact %.0Lf back=%llu\0A\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"i64 %.0Lf back=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"narrow %.17g %.9g\0A\00", align 1
@.str.10 = private unnamed_addr constant [18 x i8] c"nan cmp %d %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [21 x i8] c"negz %Lg signbit=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [14 x i8] c"basel %.19Lg\0A\00", align 1
@.str.13 = private unnamed_addr constant [9 x i8] c"max %Lg\0A\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.16 = private unnamed_addr constant [33 x i8] c"fmodl %Lg truncl %Lg floorl %Lg\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca %struct.withld, align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i64, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca i64, align 8
  %8 = alloca x86_fp80, align 16
  %9 = alloca double, align 8
  %10 = alloca float, align 4
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca i32, align 4
  %15 = alloca [5 x x86_fp80], align 16
  %16 = alloca x86_fp80, align 16
  %17 = alloca i32, align 4
  %18 = alloca [16 x i8], align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %21 = load x86_fp80, ptr %2, align 16
  %22 = load x86_fp80, ptr %2, align 16
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, x86_fp80 noundef %21, x86_fp80 noundef %22)
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, x86_fp80 noundef 0xK3FC08000000000000000, i32 noundef 64, i32 noundef 18, i32 noundef 16384)
  %25 = call x86_fp80 @add3(x86_fp80 noundef 0xK403ADE0B6B3A76400000, x86_fp80 noundef 0xK3FFF8000000000000000, x86_fp80 noundef 0xKC03ADE0B6B3A76400000)
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %25)
  %27 = call x86_fp80 @mix(i32 noundef 3, x86_fp80 noundef 0xK3FFE8000000000000000, double noundef 2.000000e+00, x86_fp80 noundef 0xK3FFD8000000000000000, float noundef 1.500000e+00, x86_fp80 noundef 0xK40018000000000000000, x86_fp80 noundef 0xK4002A000000000000000, x86_fp80 noundef 0xK40018000000000000000)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %27)
  call void @mk(ptr dead_on_unwind writable sret(%struct.withld) align 16 %3, x86_fp80 noundef 0xK3FFFA000000000000000)
  %29 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 0
  %30 = load i8, ptr %29, align 16
  %31 = sext i8 %30 to i32
  %32 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 1
  %33 = load x86_fp80, ptr %32, align 16
  %34 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 2
  %35 = load i32, ptr %34, align 16
  %36 = call x86_fp80 @sum_struct(ptr noundef byval(%struct.withld) align 16 %3)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %31, x86_fp80 noundef %33, i32 noundef %35, x86_fp80 noundef %36, i64 noundef 48, i64 noundef 16)
  %38 = call x86_fp80 @ld_sqrt_newton(x86_fp80 noundef 0xK40008000000000000000)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, x86_fp80 noundef %38)
  store x86_fp80 0xK73E6D1BA8323FE558C61, ptr %4, align 16
  %40 = load x86_fp80, ptr %4, align 16
  %41 = load x86_fp80, ptr %4, align 16
  %42 = fdiv x86_fp80 0xK3FFF8000000000000000, %41
  %43 = load x86_fp80, ptr %4, align 16
  %44 = load x86_fp80, ptr %4, align 16
  %45 = fdiv x86_fp80 0xK3FFF8000000000000000, %44
  %46 = fmul x86_fp80 %43, %45
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, x86_fp80 noundef %40, x86_fp80 noundef %42, x86_fp80 noundef %46)
  store i64 -1, ptr %5, align 8
  %48 = load i64, ptr %5, align 8
  %49 = uitofp i64 %48 to x86_fp80
  store x86_fp80 %49, ptr %6, align 16
  %50 = load x86_fp80, ptr %6, align 16
  %51 = load x86_fp80, ptr %6, align 16
  %52 = fptoui x86_fp80 %51 to i64
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, x86_fp80 noundef %50, i64 noundef %52)
  store i64 -9223372036854775808, ptr %7, align 8
  %54 = load i64, ptr %7, align 8
  %55 = sitofp i64 %54 to x86_fp80
  store x86_fp80 %55, ptr %8, align 16
  %56 = load x86_fp80, ptr %8, align 16
  %57 = load x86_fp80, ptr %8, align 16
  %58 = fptosi x86_fp80 %57 to i64
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %56, i64 noundef %58)
  %60 = load x86_fp80, ptr %2, align 16
  %61 = fptrunc x86_fp80 %60 to double
  store double %61, ptr %9, align 8
  %62 = load x86_fp80, ptr %2, align 16
  %63 = fptrunc x86_fp80 %62 to float
  store float %63, ptr %10, align 4
  %64 = load double, ptr %9, align 8
  %65 = load float, ptr %10, align 4
  %66 = fpext float %65 to double
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %64, double noundef %66)
  store x86_fp80 0xK7FFFC000000000000000, ptr %11, align 16
  %68 = load x86_fp80, ptr %11, align 16
  %69 = load x86_fp80, ptr %11, align 16
  %70 = fcmp oeq x86_fp80 %68, %69
  %71 = zext i1 %70 to i32
  %72 = load x86_fp80, ptr %11, align 16
  %73 = fcmp olt x86_fp80 %72, 0xK3FFF8000000000000000
  %74 = zext i1 %73 to i32
  %75 = load x86_fp80, ptr %11, align 16
  %76 = call i1 @llvm.is.fpclass.f80(x86_fp80 %75, i32 3)
  %77 = zext i1 %76 to i32
  %78 = icmp ne i32 %77, 0
  %79 = zext i1 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %71, i32 noundef %74, i32 noundef %79)
  store x86_fp80 0xK80000000000000000000, ptr %12, align 16
  %81 = load x86_fp80, ptr %12, align 16
  %82 = load x86_fp80, ptr %12, align 16
  %83 = bitcast x86_fp80 %82 to i80
  %84 = icmp slt i80 %83, 0
  %85 = zext i1 %84 to i32
  %86 = icmp ne i32 %85, 0
  %87 = zext i1 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, x86_fp80 noundef %81, i32 noundef %87)
  store x86_fp80 0xK00000000000000000000, ptr %13, align 16
  store i32 1, ptr %14, align 4
  br label %89

89:                                               ; preds = %101, %0
  %90 = load i32, ptr %14, align 4
  %91 = icmp sle i32 %90, 1000
  br i1 %91, label %92, label %104

92:                                               ; preds = %89
  %93 = load i32, ptr %14, align 4
  %94 = sitofp i32 %93 to x86_fp80
  %95 = load i32, ptr %14, align 4
  %96 = sitofp i32 %95 to x86_fp80
  %97 = fmul x86_fp80 %94, %96
  %98 = fdiv x86_fp80 0xK3FFF8000000000000000, %97
  %99 = load x86_fp80, ptr %13, align 16
  %100 = fadd x86_fp80 %99, %98
  store x86_fp80 %100, ptr %13, align 16
  br label %101

101:                                              ; preds = %92
  %102 = load i32, ptr %14, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %14, align 4
  br label %89, !llvm.loop !6

104:                                              ; preds = %89
  %105 = load x86_fp80, ptr %13, align 16
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, x86_fp80 noundef %105)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 80, i1 false)
  %107 = getelementptr inbounds [5 x x86_fp80], ptr %15, i32 0, i32 0
  store x86_fp80 0xK4001A000000000000000, ptr %107, align 16
  %108 = getelementptr inbounds [5 x x86_fp80], ptr %15, i32 0, i32 1
  store x86_fp80 0xKBFFF8000000000000000, ptr %108, align 16
  %109 = getelementptr inbounds [5 x x86_fp80], ptr %15, i32 0, i32 2
  store x86_fp80 0xK4000E000000000000000, ptr %109, align 16
  %110 = getelementptr inbounds [5 x x86_fp80], ptr %15, i32 0, i32 3
  store x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, ptr %110, align 16
  %111 = getelementptr inbounds [5 x x86_fp80], ptr %15, i32 0, i32 4
  store x86_fp80 0xK40008000000000000000, ptr %111, align 16
  %112 = getelementptr inbounds [5 x x86_fp80], ptr %15, i64 0, i64 0
  %113 = load x86_fp80, ptr %112, align 16
  store x86_fp80 %113, ptr %16, align 16
  store i32 1, ptr %17, align 4
  br label %114

114:                                              ; preds = %130, %104
  %115 = load i32, ptr %17, align 4
  %116 = icmp slt i32 %115, 5
  br i1 %116, label %117, label %133

117:                                              ; preds = %114
  %118 = load i32, ptr %17, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [5 x x86_fp80], ptr %15, i64 0, i64 %119
  %121 = load x86_fp80, ptr %120, align 16
  %122 = load x86_fp80, ptr %16, align 16
  %123 = fcmp ogt x86_fp80 %121, %122
  br i1 %123, label %124, label %129

124:                                              ; preds = %117
  %125 = load i32, ptr %17, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [5 x x86_fp80], ptr %15, i64 0, i64 %126
  %128 = load x86_fp80, ptr %127, align 16
  store x86_fp80 %128, ptr %16, align 16
  br label %129

129:                                              ; preds = %124, %117
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr %17, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %17, align 4
  br label %114, !llvm.loop !8

133:                                              ; preds = %114
  %134 = load x86_fp80, ptr %16, align 16
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, x86_fp80 noundef %134)
  %136 = getelementptr inbounds [16 x i8], ptr %18, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %136, i8 0, i64 16, i1 false)
  store x86_fp80 0xK3FFF8000000000000000, ptr %19, align 16
  %137 = getelementptr inbounds [16 x i8], ptr %18, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 16 %19, i64 10, i1 false)
  store i32 0, ptr %20, align 4
  br label %138

138:                                              ; preds = %148, %133
  %139 = load i32, ptr %20, align 4
  %140 = icmp slt i32 %139, 10
  br i1 %140, label %141, label %151

141:                                              ; preds = %138
  %142 = load i32, ptr %20, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [16 x i8], ptr %18, i64 0, i64 %143
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %146)
  br label %148

148:                                              ; preds = %141
  %149 = load i32, ptr %20, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr %20, align 4
  br label %138, !llvm.loop !9

151:                                              ; preds = %138
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %153 = call x86_fp80 @fmodl(x86_fp80 noundef 0xK4002A800000000000000, x86_fp80 noundef 0xK4000C000000000000000) #6
  %154 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000ACCCCCCCCCCCCCCD)
  %155 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, x86_fp80 noundef %153, x86_fp80 noundef %154, x86_fp80 noundef %155)
  %157 = load x86_fp80, ptr %13, align 16
  %158 = fmul x86_fp80 %157, 0xK4002A000000000000000
  %159 = fptosi x86_fp80 %158 to i32
  ret i32 %159
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @add3(x86_fp80 noundef %0, x86_fp80 noundef %1, x86_fp80 noundef %2) #0 {
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %4, align 16
  store x86_fp80 %1, ptr %5, align 16
  store x86_fp80 %2, ptr %6, align 16
  %7 = load x86_fp80, ptr %4, align 16
  %8 = load x86_fp80, ptr %5, align 16
  %9 = fadd x86_fp80 %7, %8
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fadd x86_fp80 %9, %10
  ret x86_fp80 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @mix(i32 noundef %0, x86_fp80 noundef %1, double noundef %2, x86_fp80 noundef %3, float noundef %4, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = alloca double, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca float, align 4
  %14 = alloca x86_fp80, align 16
  %15 = alloca x86_fp80, align 16
  %16 = alloca x86_fp80, align 16
  store i32 %0, ptr %9, align 4
  store x86_fp80 %1, ptr %10, align 16
  store double %2, ptr %11, align 8
  store x86_fp80 %3, ptr %12, align 16
  store float %4, ptr %13, align 4
  store x86_fp80 %5, ptr %14, align 16
  store x86_fp80 %6, ptr %15, align 16
  store x86_fp80 %7, ptr %16, align 16
  %17 = load i32, ptr %9, align 4
  %18 = sitofp i32 %17 to x86_fp80
  %19 = load x86_fp80, ptr %10, align 16
  %20 = load double, ptr %11, align 8
  %21 = fpext double %20 to x86_fp80
  %22 = load x86_fp80, ptr %12, align 16
  %23 = fmul x86_fp80 %21, %22
  %24 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %18, x86_fp80 %19, x86_fp80 %23)
  %25 = load float, ptr %13, align 4
  %26 = fpext float %25 to x86_fp80
  %27 = load x86_fp80, ptr %14, align 16
  %28 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %26, x86_fp80 %27, x86_fp80 %24)
  %29 = load x86_fp80, ptr %15, align 16
  %30 = load x86_fp80, ptr %16, align 16
  %31 = fdiv x86_fp80 %29, %30
  %32 = fadd x86_fp80 %28, %31
  ret x86_fp80 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.withld) align 16 %0, x86_fp80 noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %1, ptr %3, align 16
  %4 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 0
  store i8 120, ptr %4, align 16
  %5 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 1
  %6 = load x86_fp80, ptr %3, align 16
  %7 = fmul x86_fp80 %6, 0xK40008000000000000000
  store x86_fp80 %7, ptr %5, align 16
  %8 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 2
  store i32 7, ptr %8, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_struct(ptr noundef byval(%struct.withld) align 16 %0) #0 {
  %2 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 1
  %3 = load x86_fp80, ptr %2, align 16
  %4 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 2
  %5 = load i32, ptr %4, align 16
  %6 = sitofp i32 %5 to x86_fp80
  %7 = fadd x86_fp80 %3, %6
  %8 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 0
  %9 = load i8, ptr %8, align 16
  %10 = sext i8 %9 to i32
  %11 = sitofp i32 %10 to x86_fp80
  %12 = fadd x86_fp80 %7, %11
  ret x86_fp80 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld_sqrt_newton(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store x86_fp80 %0, ptr %2, align 16
  %5 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %5, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 60
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load x86_fp80, ptr %3, align 16
  %11 = load x86_fp80, ptr %2, align 16
  %12 = load x86_fp80, ptr %3, align 16
  %13 = fdiv x86_fp80 %11, %12
  %14 = fadd x86_fp80 %10, %13
  %15 = fdiv x86_fp80 %14, 0xK40008000000000000000
  store x86_fp80 %15, ptr %3, align 16
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !10

19:                                               ; preds = %6
  %20 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f80(x86_fp80, i32 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare x86_fp80 @fmodl(x86_fp80 noundef, x86_fp80 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
