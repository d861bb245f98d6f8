; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.withld = type { i8, fp128, i32 }

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
  %2 = alloca fp128, align 16
  %3 = alloca %struct.withld, align 16
  %4 = alloca %struct.withld, align 16
  %5 = alloca fp128, align 16
  %6 = alloca i64, align 8
  %7 = alloca fp128, align 16
  %8 = alloca i64, align 8
  %9 = alloca fp128, align 16
  %10 = alloca double, align 8
  %11 = alloca float, align 4
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  %15 = alloca i32, align 4
  %16 = alloca [5 x fp128], align 16
  %17 = alloca fp128, align 16
  %18 = alloca i32, align 4
  %19 = alloca [16 x i8], align 1
  %20 = alloca fp128, align 16
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store fp128 0xL55555555555555553FFD555555555555, ptr %2, align 16
  %22 = load fp128, ptr %2, align 16
  %23 = load fp128, ptr %2, align 16
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str, fp128 noundef %22, fp128 noundef %23)
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef 0xL00000000000000003F8F000000000000, i32 noundef 113, i32 noundef 33, i32 noundef 16384)
  %26 = call fp128 @add3(fp128 noundef 0xL0000000000000000403ABC16D674EC80, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL0000000000000000C03ABC16D674EC80)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, fp128 noundef %26)
  %28 = call fp128 @mix(i32 noundef 3, fp128 noundef 0xL00000000000000003FFE000000000000, double noundef 2.000000e+00, fp128 noundef 0xL00000000000000003FFD000000000000, float noundef 1.500000e+00, fp128 noundef 0xL00000000000000004001000000000000, fp128 noundef 0xL00000000000000004002400000000000, fp128 noundef 0xL00000000000000004001000000000000)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, fp128 noundef %28)
  call void @mk(ptr dead_on_unwind writable sret(%struct.withld) align 16 %3, fp128 noundef 0xL00000000000000003FFF400000000000)
  %30 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 0
  %31 = load i8, ptr %30, align 16
  %32 = zext i8 %31 to i32
  %33 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 1
  %34 = load fp128, ptr %33, align 16
  %35 = getelementptr inbounds %struct.withld, ptr %3, i32 0, i32 2
  %36 = load i32, ptr %35, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 %3, i64 48, i1 false)
  %37 = call fp128 @sum_struct(ptr noundef %4)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %32, fp128 noundef %34, i32 noundef %36, fp128 noundef %37, i64 noundef 48, i64 noundef 16)
  %39 = call fp128 @ld_sqrt_newton(fp128 noundef 0xL00000000000000004000000000000000)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, fp128 noundef %39)
  store fp128 0xL18C21AB905450CC373E6A3750647FCAB, ptr %5, align 16
  %41 = load fp128, ptr %5, align 16
  %42 = load fp128, ptr %5, align 16
  %43 = fdiv fp128 0xL00000000000000003FFF000000000000, %42
  %44 = load fp128, ptr %5, align 16
  %45 = load fp128, ptr %5, align 16
  %46 = fdiv fp128 0xL00000000000000003FFF000000000000, %45
  %47 = fmul fp128 %44, %46
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, fp128 noundef %41, fp128 noundef %43, fp128 noundef %47)
  store i64 -1, ptr %6, align 8
  %49 = load i64, ptr %6, align 8
  %50 = uitofp i64 %49 to fp128
  store fp128 %50, ptr %7, align 16
  %51 = load fp128, ptr %7, align 16
  %52 = load fp128, ptr %7, align 16
  %53 = fptoui fp128 %52 to i64
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, fp128 noundef %51, i64 noundef %53)
  store i64 -9223372036854775808, ptr %8, align 8
  %55 = load i64, ptr %8, align 8
  %56 = sitofp i64 %55 to fp128
  store fp128 %56, ptr %9, align 16
  %57 = load fp128, ptr %9, align 16
  %58 = load fp128, ptr %9, align 16
  %59 = fptosi fp128 %58 to i64
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %57, i64 noundef %59)
  %61 = load fp128, ptr %2, align 16
  %62 = fptrunc fp128 %61 to double
  store double %62, ptr %10, align 8
  %63 = load fp128, ptr %2, align 16
  %64 = fptrunc fp128 %63 to float
  store float %64, ptr %11, align 4
  %65 = load double, ptr %10, align 8
  %66 = load float, ptr %11, align 4
  %67 = fpext float %66 to double
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %65, double noundef %67)
  store fp128 0xL00000000000000007FFF800000000000, ptr %12, align 16
  %69 = load fp128, ptr %12, align 16
  %70 = load fp128, ptr %12, align 16
  %71 = fcmp oeq fp128 %69, %70
  %72 = zext i1 %71 to i32
  %73 = load fp128, ptr %12, align 16
  %74 = fcmp olt fp128 %73, 0xL00000000000000003FFF000000000000
  %75 = zext i1 %74 to i32
  %76 = load fp128, ptr %12, align 16
  %77 = call i1 @llvm.is.fpclass.f128(fp128 %76, i32 3)
  %78 = zext i1 %77 to i32
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %72, i32 noundef %75, i32 noundef %80)
  store fp128 0xL00000000000000008000000000000000, ptr %13, align 16
  %82 = load fp128, ptr %13, align 16
  %83 = load fp128, ptr %13, align 16
  %84 = bitcast fp128 %83 to i128
  %85 = icmp slt i128 %84, 0
  %86 = zext i1 %85 to i32
  %87 = icmp ne i32 %86, 0
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, fp128 noundef %82, i32 noundef %88)
  store fp128 0xL00000000000000000000000000000000, ptr %14, align 16
  store i32 1, ptr %15, align 4
  br label %90

90:                                               ; preds = %102, %0
  %91 = load i32, ptr %15, align 4
  %92 = icmp sle i32 %91, 1000
  br i1 %92, label %93, label %105

93:                                               ; preds = %90
  %94 = load i32, ptr %15, align 4
  %95 = sitofp i32 %94 to fp128
  %96 = load i32, ptr %15, align 4
  %97 = sitofp i32 %96 to fp128
  %98 = fmul fp128 %95, %97
  %99 = fdiv fp128 0xL00000000000000003FFF000000000000, %98
  %100 = load fp128, ptr %14, align 16
  %101 = fadd fp128 %100, %99
  store fp128 %101, ptr %14, align 16
  br label %102

102:                                              ; preds = %93
  %103 = load i32, ptr %15, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %15, align 4
  br label %90, !llvm.loop !6

105:                                              ; preds = %90
  %106 = load fp128, ptr %14, align 16
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, fp128 noundef %106)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 80, i1 false)
  %108 = getelementptr inbounds [5 x fp128], ptr %16, i32 0, i32 0
  store fp128 0xL00000000000000004001400000000000, ptr %108, align 16
  %109 = getelementptr inbounds [5 x fp128], ptr %16, i32 0, i32 1
  store fp128 0xL0000000000000000BFFF000000000000, ptr %109, align 16
  %110 = getelementptr inbounds [5 x fp128], ptr %16, i32 0, i32 2
  store fp128 0xL00000000000000004000C00000000000, ptr %110, align 16
  %111 = getelementptr inbounds [5 x fp128], ptr %16, i32 0, i32 3
  store fp128 0xLAB7D6AE6881CB5113FDDB7CDFD9D7BDB, ptr %111, align 16
  %112 = getelementptr inbounds [5 x fp128], ptr %16, i32 0, i32 4
  store fp128 0xL00000000000000004000000000000000, ptr %112, align 16
  %113 = getelementptr inbounds [5 x fp128], ptr %16, i64 0, i64 0
  %114 = load fp128, ptr %113, align 16
  store fp128 %114, ptr %17, align 16
  store i32 1, ptr %18, align 4
  br label %115

115:                                              ; preds = %131, %105
  %116 = load i32, ptr %18, align 4
  %117 = icmp slt i32 %116, 5
  br i1 %117, label %118, label %134

118:                                              ; preds = %115
  %119 = load i32, ptr %18, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [5 x fp128], ptr %16, i64 0, i64 %120
  %122 = load fp128, ptr %121, align 16
  %123 = load fp128, ptr %17, align 16
  %124 = fcmp ogt fp128 %122, %123
  br i1 %124, label %125, label %130

125:                                              ; preds = %118
  %126 = load i32, ptr %18, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [5 x fp128], ptr %16, i64 0, i64 %127
  %129 = load fp128, ptr %128, align 16
  store fp128 %129, ptr %17, align 16
  br label %130

130:                                              ; preds = %125, %118
  br label %131

131:                                              ; preds = %130
  %132 = load i32, ptr %18, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %18, align 4
  br label %115, !llvm.loop !8

134:                                              ; preds = %115
  %135 = load fp128, ptr %17, align 16
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, fp128 noundef %135)
  %137 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %137, i8 0, i64 16, i1 false)
  store fp128 0xL00000000000000003FFF000000000000, ptr %20, align 16
  %138 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %138, ptr align 16 %20, i64 10, i1 false)
  store i32 0, ptr %21, align 4
  br label %139

139:                                              ; preds = %149, %134
  %140 = load i32, ptr %21, align 4
  %141 = icmp slt i32 %140, 10
  br i1 %141, label %142, label %152

142:                                              ; preds = %139
  %143 = load i32, ptr %21, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [16 x i8], ptr %19, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1
  %147 = zext i8 %146 to i32
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %147)
  br label %149

149:                                              ; preds = %142
  %150 = load i32, ptr %21, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %21, align 4
  br label %139, !llvm.loop !9

152:                                              ; preds = %139
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  %154 = call fp128 @fmodl(fp128 noundef 0xL00000000000000004002500000000000, fp128 noundef 0xL00000000000000004000800000000000) #6
  %155 = call fp128 @llvm.trunc.f128(fp128 0xL999999999999999AC000599999999999)
  %156 = call fp128 @llvm.floor.f128(fp128 0xL0000000000000000C000400000000000)
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, fp128 noundef %154, fp128 noundef %155, fp128 noundef %156)
  %158 = load fp128, ptr %14, align 16
  %159 = fmul fp128 %158, 0xL00000000000000004002400000000000
  %160 = fptosi fp128 %159 to i32
  ret i32 %160
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @add3(fp128 noundef %0, fp128 noundef %1, fp128 noundef %2) #0 {
  %4 = alloca fp128, align 16
  %5 = alloca fp128, align 16
  %6 = alloca fp128, align 16
  store fp128 %0, ptr %4, align 16
  store fp128 %1, ptr %5, align 16
  store fp128 %2, ptr %6, align 16
  %7 = load fp128, ptr %4, align 16
  %8 = load fp128, ptr %5, align 16
  %9 = fadd fp128 %7, %8
  %10 = load fp128, ptr %6, align 16
  %11 = fadd fp128 %9, %10
  ret fp128 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @mix(i32 noundef %0, fp128 noundef %1, double noundef %2, fp128 noundef %3, float noundef %4, fp128 noundef %5, fp128 noundef %6, fp128 noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca fp128, align 16
  %11 = alloca double, align 8
  %12 = alloca fp128, align 16
  %13 = alloca float, align 4
  %14 = alloca fp128, align 16
  %15 = alloca fp128, align 16
  %16 = alloca fp128, align 16
  store i32 %0, ptr %9, align 4
  store fp128 %1, ptr %10, align 16
  store double %2, ptr %11, align 8
  store fp128 %3, ptr %12, align 16
  store float %4, ptr %13, align 4
  store fp128 %5, ptr %14, align 16
  store fp128 %6, ptr %15, align 16
  store fp128 %7, ptr %16, align 16
  %17 = load i32, ptr %9, align 4
  %18 = sitofp i32 %17 to fp128
  %19 = load fp128, ptr %10, align 16
  %20 = load double, ptr %11, align 8
  %21 = fpext double %20 to fp128
  %22 = load fp128, ptr %12, align 16
  %23 = fmul fp128 %21, %22
  %24 = call fp128 @llvm.fmuladd.f128(fp128 %18, fp128 %19, fp128 %23)
  %25 = load float, ptr %13, align 4
  %26 = fpext float %25 to fp128
  %27 = load fp128, ptr %14, align 16
  %28 = call fp128 @llvm.fmuladd.f128(fp128 %26, fp128 %27, fp128 %24)
  %29 = load fp128, ptr %15, align 16
  %30 = load fp128, ptr %16, align 16
  %31 = fdiv fp128 %29, %30
  %32 = fadd fp128 %28, %31
  ret fp128 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.withld) align 16 %0, fp128 noundef %1) #0 {
  %3 = alloca fp128, align 16
  store fp128 %1, ptr %3, align 16
  %4 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 0
  store i8 120, ptr %4, align 16
  %5 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 1
  %6 = load fp128, ptr %3, align 16
  %7 = fmul fp128 %6, 0xL00000000000000004000000000000000
  store fp128 %7, ptr %5, align 16
  %8 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 2
  store i32 7, ptr %8, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @sum_struct(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 1
  %4 = load fp128, ptr %3, align 16
  %5 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 2
  %6 = load i32, ptr %5, align 16
  %7 = sitofp i32 %6 to fp128
  %8 = fadd fp128 %4, %7
  %9 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 0
  %10 = load i8, ptr %9, align 16
  %11 = zext i8 %10 to i32
  %12 = sitofp i32 %11 to fp128
  %13 = fadd fp128 %8, %12
  ret fp128 %13
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ld_sqrt_newton(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store fp128 %0, ptr %2, align 16
  %5 = load fp128, ptr %2, align 16
  store fp128 %5, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %16, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 60
  br i1 %8, label %9, label %19

9:                                                ; preds = %6
  %10 = load fp128, ptr %3, align 16
  %11 = load fp128, ptr %2, align 16
  %12 = load fp128, ptr %3, align 16
  %13 = fdiv fp128 %11, %12
  %14 = fadd fp128 %10, %13
  %15 = fdiv fp128 %14, 0xL00000000000000004000000000000000
  store fp128 %15, ptr %3, align 16
  br label %16

16:                                               ; preds = %9
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %4, align 4
  br label %6, !llvm.loop !10

19:                                               ; preds = %6
  %20 = load fp128, ptr %3, align 16
  ret fp128 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f128(fp128, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind
declare fp128 @fmodl(fp128 noundef, fp128 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.trunc.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
