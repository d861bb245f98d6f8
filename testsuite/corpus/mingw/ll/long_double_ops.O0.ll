; ModuleID = 'programs/long_double_ops.c'
source_filename = "programs/long_double_ops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %18 = alloca %struct.withld, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca x86_fp80, align 16
  %21 = alloca %struct.withld, align 16
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca i64, align 8
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca i64, align 8
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca double, align 8
  %38 = alloca float, align 4
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca x86_fp80, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca x86_fp80, align 16
  %45 = alloca i32, align 4
  %46 = alloca x86_fp80, align 16
  %47 = alloca [5 x x86_fp80], align 16
  %48 = alloca x86_fp80, align 16
  %49 = alloca i32, align 4
  %50 = alloca x86_fp80, align 16
  %51 = alloca [16 x i8], align 16
  %52 = alloca x86_fp80, align 16
  %53 = alloca i32, align 4
  %54 = alloca x86_fp80, align 16
  %55 = alloca x86_fp80, align 16
  %56 = alloca x86_fp80, align 16
  %57 = alloca x86_fp80, align 16
  %58 = alloca x86_fp80, align 16
  %59 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %2, align 16
  %60 = load x86_fp80, ptr %2, align 16
  %61 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %60, ptr %3, align 16
  store x86_fp80 %61, ptr %4, align 16
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %3, ptr noundef %4)
  store x86_fp80 0xK3FC08000000000000000, ptr %5, align 16
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %5, i32 noundef 64, i32 noundef 18, i32 noundef 16384)
  store x86_fp80 0xK403ADE0B6B3A76400000, ptr %7, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %8, align 16
  store x86_fp80 0xKC03ADE0B6B3A76400000, ptr %9, align 16
  call void @add3(ptr dead_on_unwind writable sret(x86_fp80) align 16 %6, ptr noundef %7, ptr noundef %8, ptr noundef %9)
  %64 = load x86_fp80, ptr %6, align 16
  store x86_fp80 %64, ptr %10, align 16
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %10)
  store x86_fp80 0xK3FFE8000000000000000, ptr %12, align 16
  store x86_fp80 0xK3FFD8000000000000000, ptr %13, align 16
  store x86_fp80 0xK40018000000000000000, ptr %14, align 16
  store x86_fp80 0xK4002A000000000000000, ptr %15, align 16
  store x86_fp80 0xK40018000000000000000, ptr %16, align 16
  call void @mix(ptr dead_on_unwind writable sret(x86_fp80) align 16 %11, i32 noundef 3, ptr noundef %12, double noundef 2.000000e+00, ptr noundef %13, float noundef 1.500000e+00, ptr noundef %14, ptr noundef %15, ptr noundef %16)
  %66 = load x86_fp80, ptr %11, align 16
  store x86_fp80 %66, ptr %17, align 16
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %17)
  store x86_fp80 0xK3FFFA000000000000000, ptr %19, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.withld) align 16 %18, ptr noundef %19)
  %68 = getelementptr inbounds %struct.withld, ptr %18, i32 0, i32 0
  %69 = load i8, ptr %68, align 16
  %70 = sext i8 %69 to i32
  %71 = getelementptr inbounds %struct.withld, ptr %18, i32 0, i32 1
  %72 = load x86_fp80, ptr %71, align 16
  %73 = getelementptr inbounds %struct.withld, ptr %18, i32 0, i32 2
  %74 = load i32, ptr %73, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 %18, i64 48, i1 false)
  call void @sum_struct(ptr dead_on_unwind writable sret(x86_fp80) align 16 %20, ptr noundef %21)
  %75 = load x86_fp80, ptr %20, align 16
  store x86_fp80 %72, ptr %22, align 16
  store x86_fp80 %75, ptr %23, align 16
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %70, ptr noundef %22, i32 noundef %74, ptr noundef %23, i64 noundef 48, i64 noundef 16)
  store x86_fp80 0xK40008000000000000000, ptr %25, align 16
  call void @ld_sqrt_newton(ptr dead_on_unwind writable sret(x86_fp80) align 16 %24, ptr noundef %25)
  %77 = load x86_fp80, ptr %24, align 16
  store x86_fp80 %77, ptr %26, align 16
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %26)
  store x86_fp80 0xK73E6D1BA8323FE558C61, ptr %27, align 16
  %79 = load x86_fp80, ptr %27, align 16
  %80 = load x86_fp80, ptr %27, align 16
  %81 = fdiv x86_fp80 0xK3FFF8000000000000000, %80
  %82 = load x86_fp80, ptr %27, align 16
  %83 = load x86_fp80, ptr %27, align 16
  %84 = fdiv x86_fp80 0xK3FFF8000000000000000, %83
  %85 = fmul x86_fp80 %82, %84
  store x86_fp80 %79, ptr %28, align 16
  store x86_fp80 %81, ptr %29, align 16
  store x86_fp80 %85, ptr %30, align 16
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %28, ptr noundef %29, ptr noundef %30)
  store i64 -1, ptr %31, align 8
  %87 = load i64, ptr %31, align 8
  %88 = uitofp i64 %87 to x86_fp80
  store x86_fp80 %88, ptr %32, align 16
  %89 = load x86_fp80, ptr %32, align 16
  %90 = load x86_fp80, ptr %32, align 16
  %91 = fptoui x86_fp80 %90 to i64
  store x86_fp80 %89, ptr %33, align 16
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %33, i64 noundef %91)
  store i64 -9223372036854775808, ptr %34, align 8
  %93 = load i64, ptr %34, align 8
  %94 = sitofp i64 %93 to x86_fp80
  store x86_fp80 %94, ptr %35, align 16
  %95 = load x86_fp80, ptr %35, align 16
  %96 = load x86_fp80, ptr %35, align 16
  %97 = fptosi x86_fp80 %96 to i64
  store x86_fp80 %95, ptr %36, align 16
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %36, i64 noundef %97)
  %99 = load x86_fp80, ptr %2, align 16
  %100 = fptrunc x86_fp80 %99 to double
  store double %100, ptr %37, align 8
  %101 = load x86_fp80, ptr %2, align 16
  %102 = fptrunc x86_fp80 %101 to float
  store float %102, ptr %38, align 4
  %103 = load double, ptr %37, align 8
  %104 = load float, ptr %38, align 4
  %105 = fpext float %104 to double
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %103, double noundef %105)
  store x86_fp80 0xK7FFFC000000000000000, ptr %39, align 16
  %107 = load x86_fp80, ptr %39, align 16
  %108 = load x86_fp80, ptr %39, align 16
  %109 = fcmp oeq x86_fp80 %107, %108
  %110 = zext i1 %109 to i32
  %111 = load x86_fp80, ptr %39, align 16
  %112 = fcmp olt x86_fp80 %111, 0xK3FFF8000000000000000
  %113 = zext i1 %112 to i32
  %114 = load x86_fp80, ptr %39, align 16
  store x86_fp80 %114, ptr %40, align 16
  %115 = call i32 @__isnanl(ptr noundef %40)
  %116 = icmp ne i32 %115, 0
  %117 = zext i1 %116 to i32
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %110, i32 noundef %113, i32 noundef %117)
  store x86_fp80 0xK80000000000000000000, ptr %41, align 16
  %119 = load x86_fp80, ptr %41, align 16
  %120 = load x86_fp80, ptr %41, align 16
  store x86_fp80 %120, ptr %42, align 16
  %121 = call i32 @__signbitl(ptr noundef %42)
  %122 = icmp ne i32 %121, 0
  %123 = zext i1 %122 to i32
  store x86_fp80 %119, ptr %43, align 16
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %43, i32 noundef %123)
  store x86_fp80 0xK00000000000000000000, ptr %44, align 16
  store i32 1, ptr %45, align 4
  br label %125

125:                                              ; preds = %137, %0
  %126 = load i32, ptr %45, align 4
  %127 = icmp sle i32 %126, 1000
  br i1 %127, label %128, label %140

128:                                              ; preds = %125
  %129 = load i32, ptr %45, align 4
  %130 = sitofp i32 %129 to x86_fp80
  %131 = load i32, ptr %45, align 4
  %132 = sitofp i32 %131 to x86_fp80
  %133 = fmul x86_fp80 %130, %132
  %134 = fdiv x86_fp80 0xK3FFF8000000000000000, %133
  %135 = load x86_fp80, ptr %44, align 16
  %136 = fadd x86_fp80 %135, %134
  store x86_fp80 %136, ptr %44, align 16
  br label %137

137:                                              ; preds = %128
  %138 = load i32, ptr %45, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %45, align 4
  br label %125, !llvm.loop !5

140:                                              ; preds = %125
  %141 = load x86_fp80, ptr %44, align 16
  store x86_fp80 %141, ptr %46, align 16
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, ptr noundef %46)
  call void @llvm.memset.p0.i64(ptr align 16 %47, i8 0, i64 80, i1 false)
  %143 = getelementptr inbounds [5 x x86_fp80], ptr %47, i32 0, i32 0
  store x86_fp80 0xK4001A000000000000000, ptr %143, align 16
  %144 = getelementptr inbounds [5 x x86_fp80], ptr %47, i32 0, i32 1
  store x86_fp80 0xKBFFF8000000000000000, ptr %144, align 16
  %145 = getelementptr inbounds [5 x x86_fp80], ptr %47, i32 0, i32 2
  store x86_fp80 0xK4000E000000000000000, ptr %145, align 16
  %146 = getelementptr inbounds [5 x x86_fp80], ptr %47, i32 0, i32 3
  store x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, ptr %146, align 16
  %147 = getelementptr inbounds [5 x x86_fp80], ptr %47, i32 0, i32 4
  store x86_fp80 0xK40008000000000000000, ptr %147, align 16
  %148 = getelementptr inbounds [5 x x86_fp80], ptr %47, i64 0, i64 0
  %149 = load x86_fp80, ptr %148, align 16
  store x86_fp80 %149, ptr %48, align 16
  store i32 1, ptr %49, align 4
  br label %150

150:                                              ; preds = %166, %140
  %151 = load i32, ptr %49, align 4
  %152 = icmp slt i32 %151, 5
  br i1 %152, label %153, label %169

153:                                              ; preds = %150
  %154 = load i32, ptr %49, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [5 x x86_fp80], ptr %47, i64 0, i64 %155
  %157 = load x86_fp80, ptr %156, align 16
  %158 = load x86_fp80, ptr %48, align 16
  %159 = fcmp ogt x86_fp80 %157, %158
  br i1 %159, label %160, label %165

160:                                              ; preds = %153
  %161 = load i32, ptr %49, align 4
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [5 x x86_fp80], ptr %47, i64 0, i64 %162
  %164 = load x86_fp80, ptr %163, align 16
  store x86_fp80 %164, ptr %48, align 16
  br label %165

165:                                              ; preds = %160, %153
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %49, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %49, align 4
  br label %150, !llvm.loop !7

169:                                              ; preds = %150
  %170 = load x86_fp80, ptr %48, align 16
  store x86_fp80 %170, ptr %50, align 16
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %50)
  %172 = getelementptr inbounds [16 x i8], ptr %51, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 16 %172, i8 0, i64 16, i1 false)
  store x86_fp80 0xK3FFF8000000000000000, ptr %52, align 16
  %173 = getelementptr inbounds [16 x i8], ptr %51, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %173, ptr align 16 %52, i64 10, i1 false)
  store i32 0, ptr %53, align 4
  br label %174

174:                                              ; preds = %184, %169
  %175 = load i32, ptr %53, align 4
  %176 = icmp slt i32 %175, 10
  br i1 %176, label %177, label %187

177:                                              ; preds = %174
  %178 = load i32, ptr %53, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [16 x i8], ptr %51, i64 0, i64 %179
  %181 = load i8, ptr %180, align 1
  %182 = zext i8 %181 to i32
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %182)
  br label %184

184:                                              ; preds = %177
  %185 = load i32, ptr %53, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %53, align 4
  br label %174, !llvm.loop !8

187:                                              ; preds = %174
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.15)
  store x86_fp80 0xK4002A800000000000000, ptr %55, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %56, align 16
  call void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %54, ptr noundef %55, ptr noundef %56) #7
  %189 = load x86_fp80, ptr %54, align 16
  %190 = call x86_fp80 @llvm.trunc.f80(x86_fp80 0xKC000ACCCCCCCCCCCCCCD)
  %191 = call x86_fp80 @llvm.floor.f80(x86_fp80 0xKC000A000000000000000)
  store x86_fp80 %189, ptr %57, align 16
  store x86_fp80 %190, ptr %58, align 16
  store x86_fp80 %191, ptr %59, align 16
  %192 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %57, ptr noundef %58, ptr noundef %59)
  %193 = load x86_fp80, ptr %44, align 16
  %194 = fmul x86_fp80 %193, 0xK4002A000000000000000
  %195 = fptosi x86_fp80 %194 to i32
  ret i32 %195
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add3(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca x86_fp80, align 16
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  store ptr %0, ptr %5, align 8
  %9 = load x86_fp80, ptr %1, align 16
  %10 = load x86_fp80, ptr %2, align 16
  %11 = load x86_fp80, ptr %3, align 16
  store x86_fp80 %9, ptr %6, align 16
  store x86_fp80 %10, ptr %7, align 16
  store x86_fp80 %11, ptr %8, align 16
  %12 = load x86_fp80, ptr %6, align 16
  %13 = load x86_fp80, ptr %7, align 16
  %14 = fadd x86_fp80 %12, %13
  %15 = load x86_fp80, ptr %8, align 16
  %16 = fadd x86_fp80 %14, %15
  store x86_fp80 %16, ptr %0, align 16
  %17 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %17, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, i32 noundef %1, ptr noundef %2, double noundef %3, ptr noundef %4, float noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8) #0 {
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca x86_fp80, align 16
  %13 = alloca double, align 8
  %14 = alloca x86_fp80, align 16
  %15 = alloca float, align 4
  %16 = alloca x86_fp80, align 16
  %17 = alloca x86_fp80, align 16
  %18 = alloca x86_fp80, align 16
  store ptr %0, ptr %10, align 8
  %19 = load x86_fp80, ptr %2, align 16
  %20 = load x86_fp80, ptr %4, align 16
  %21 = load x86_fp80, ptr %6, align 16
  %22 = load x86_fp80, ptr %7, align 16
  %23 = load x86_fp80, ptr %8, align 16
  store i32 %1, ptr %11, align 4
  store x86_fp80 %19, ptr %12, align 16
  store double %3, ptr %13, align 8
  store x86_fp80 %20, ptr %14, align 16
  store float %5, ptr %15, align 4
  store x86_fp80 %21, ptr %16, align 16
  store x86_fp80 %22, ptr %17, align 16
  store x86_fp80 %23, ptr %18, align 16
  %24 = load i32, ptr %11, align 4
  %25 = sitofp i32 %24 to x86_fp80
  %26 = load x86_fp80, ptr %12, align 16
  %27 = load double, ptr %13, align 8
  %28 = fpext double %27 to x86_fp80
  %29 = load x86_fp80, ptr %14, align 16
  %30 = fmul x86_fp80 %28, %29
  %31 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %25, x86_fp80 %26, x86_fp80 %30)
  %32 = load float, ptr %15, align 4
  %33 = fpext float %32 to x86_fp80
  %34 = load x86_fp80, ptr %16, align 16
  %35 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %33, x86_fp80 %34, x86_fp80 %31)
  %36 = load x86_fp80, ptr %17, align 16
  %37 = load x86_fp80, ptr %18, align 16
  %38 = fdiv x86_fp80 %36, %37
  %39 = fadd x86_fp80 %35, %38
  store x86_fp80 %39, ptr %0, align 16
  %40 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %40, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.withld) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  %5 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %4, align 16
  %6 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 0
  store i8 120, ptr %6, align 16
  %7 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 1
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fmul x86_fp80 %8, 0xK40008000000000000000
  store x86_fp80 %9, ptr %7, align 16
  %10 = getelementptr inbounds %struct.withld, ptr %0, i32 0, i32 2
  store i32 7, ptr %10, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_struct(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.withld, ptr %1, i32 0, i32 1
  %6 = load x86_fp80, ptr %5, align 16
  %7 = getelementptr inbounds %struct.withld, ptr %1, i32 0, i32 2
  %8 = load i32, ptr %7, align 16
  %9 = sitofp i32 %8 to x86_fp80
  %10 = fadd x86_fp80 %6, %9
  %11 = getelementptr inbounds %struct.withld, ptr %1, i32 0, i32 0
  %12 = load i8, ptr %11, align 16
  %13 = sext i8 %12 to i32
  %14 = sitofp i32 %13 to x86_fp80
  %15 = fadd x86_fp80 %10, %14
  store x86_fp80 %15, ptr %0, align 16
  %16 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %16, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ld_sqrt_newton(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %7 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %7, ptr %4, align 16
  %8 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %8, ptr %5, align 16
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %19, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %10, 60
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load x86_fp80, ptr %5, align 16
  %14 = load x86_fp80, ptr %4, align 16
  %15 = load x86_fp80, ptr %5, align 16
  %16 = fdiv x86_fp80 %14, %15
  %17 = fadd x86_fp80 %13, %16
  %18 = fdiv x86_fp80 %17, 0xK40008000000000000000
  store x86_fp80 %18, ptr %5, align 16
  br label %19

19:                                               ; preds = %12
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %9, !llvm.loop !9

22:                                               ; preds = %9
  %23 = load x86_fp80, ptr %5, align 16
  store x86_fp80 %23, ptr %0, align 16
  %24 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %24, ptr %0, align 16
  ret void
}

declare dso_local i32 @__isnanl(ptr noundef) #2

declare dso_local i32 @__signbitl(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare dso_local void @fmodl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.trunc.f80(x86_fp80) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind }

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
