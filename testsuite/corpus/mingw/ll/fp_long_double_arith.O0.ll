; ModuleID = 'programs/fp_long_double_arith.c'
source_filename = "programs/fp_long_double_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [31 x i8] c"eps=%La 1+eps=%La 1+eps/2=%La\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"2^64+1=%.0Lf 2^64+0.5=%.1Lf\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"big: %Lg %Lg tiny: %Lg %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"max=%La min=%La true_min=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"1/3=%.25Lf 2/3=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"poly: %La %La %La\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"cmp: %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"harmonic50=%.21Lg\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"many=%.21Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [54 x i8] c"sqrtl(2)=%La fabsl=%Lg fmal=%La floorl=%Lg ceill=%Lg\0A\00", align 1
@.str.10 = private unnamed_addr constant [45 x i8] c"largest factorial below max/1e10: %d! = %Lg\0A\00", align 1
@.str.11 = private unnamed_addr constant [22 x i8] c"halvings to zero: %d\0A\00", align 1

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
  %22 = alloca x86_fp80, align 16
  %23 = alloca x86_fp80, align 16
  %24 = alloca x86_fp80, align 16
  %25 = alloca x86_fp80, align 16
  %26 = alloca x86_fp80, align 16
  %27 = alloca x86_fp80, align 16
  %28 = alloca x86_fp80, align 16
  %29 = alloca x86_fp80, align 16
  %30 = alloca x86_fp80, align 16
  %31 = alloca x86_fp80, align 16
  %32 = alloca x86_fp80, align 16
  %33 = alloca x86_fp80, align 16
  %34 = alloca x86_fp80, align 16
  %35 = alloca x86_fp80, align 16
  %36 = alloca x86_fp80, align 16
  %37 = alloca x86_fp80, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca x86_fp80, align 16
  %41 = alloca x86_fp80, align 16
  %42 = alloca x86_fp80, align 16
  %43 = alloca x86_fp80, align 16
  %44 = alloca x86_fp80, align 16
  %45 = alloca x86_fp80, align 16
  %46 = alloca x86_fp80, align 16
  %47 = alloca x86_fp80, align 16
  %48 = alloca x86_fp80, align 16
  %49 = alloca x86_fp80, align 16
  %50 = alloca x86_fp80, align 16
  %51 = alloca x86_fp80, align 16
  %52 = alloca x86_fp80, align 16
  %53 = alloca x86_fp80, align 16
  %54 = alloca x86_fp80, align 16
  %55 = alloca x86_fp80, align 16
  %56 = alloca x86_fp80, align 16
  %57 = alloca x86_fp80, align 16
  %58 = alloca x86_fp80, align 16
  %59 = alloca x86_fp80, align 16
  %60 = alloca x86_fp80, align 16
  %61 = alloca x86_fp80, align 16
  %62 = alloca x86_fp80, align 16
  %63 = alloca x86_fp80, align 16
  %64 = alloca x86_fp80, align 16
  %65 = alloca x86_fp80, align 16
  %66 = alloca x86_fp80, align 16
  %67 = alloca [50 x x86_fp80], align 16
  %68 = alloca i32, align 4
  %69 = alloca x86_fp80, align 16
  %70 = alloca x86_fp80, align 16
  %71 = alloca x86_fp80, align 16
  %72 = alloca x86_fp80, align 16
  %73 = alloca x86_fp80, align 16
  %74 = alloca x86_fp80, align 16
  %75 = alloca x86_fp80, align 16
  %76 = alloca x86_fp80, align 16
  %77 = alloca x86_fp80, align 16
  %78 = alloca x86_fp80, align 16
  %79 = alloca x86_fp80, align 16
  %80 = alloca x86_fp80, align 16
  %81 = alloca x86_fp80, align 16
  %82 = alloca x86_fp80, align 16
  %83 = alloca x86_fp80, align 16
  %84 = alloca x86_fp80, align 16
  %85 = alloca x86_fp80, align 16
  %86 = alloca x86_fp80, align 16
  %87 = alloca x86_fp80, align 16
  %88 = alloca i32, align 4
  %89 = alloca x86_fp80, align 16
  %90 = alloca x86_fp80, align 16
  %91 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile x86_fp80 0xK3FFF8000000000000000, ptr %2, align 16
  %92 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %92, ptr %4, align 16
  store x86_fp80 0xK3FC08000000000000000, ptr %5, align 16
  call void @add(ptr dead_on_unwind writable sret(x86_fp80) align 16 %3, ptr noundef %4, ptr noundef %5)
  %93 = load x86_fp80, ptr %3, align 16
  %94 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %94, ptr %7, align 16
  store x86_fp80 0xK3FBF8000000000000000, ptr %8, align 16
  call void @add(ptr dead_on_unwind writable sret(x86_fp80) align 16 %6, ptr noundef %7, ptr noundef %8)
  %95 = load x86_fp80, ptr %6, align 16
  store x86_fp80 0xK3FC08000000000000000, ptr %9, align 16
  store x86_fp80 %93, ptr %10, align 16
  store x86_fp80 %95, ptr %11, align 16
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %9, ptr noundef %10, ptr noundef %11)
  %97 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 0xK403F8000000000000000, ptr %13, align 16
  store x86_fp80 %97, ptr %14, align 16
  call void @add(ptr dead_on_unwind writable sret(x86_fp80) align 16 %12, ptr noundef %13, ptr noundef %14)
  %98 = load x86_fp80, ptr %12, align 16
  store x86_fp80 0xK403F8000000000000000, ptr %16, align 16
  store x86_fp80 0xK3FFE8000000000000000, ptr %17, align 16
  call void @add(ptr dead_on_unwind writable sret(x86_fp80) align 16 %15, ptr noundef %16, ptr noundef %17)
  %99 = load x86_fp80, ptr %15, align 16
  store x86_fp80 %98, ptr %18, align 16
  store x86_fp80 %99, ptr %19, align 16
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %18, ptr noundef %19)
  store x86_fp80 0xK59F2E7B64E4DE2FC4251, ptr %21, align 16
  store x86_fp80 0xK59F2E7B64E4DE2FC4251, ptr %22, align 16
  call void @mul(ptr dead_on_unwind writable sret(x86_fp80) align 16 %20, ptr noundef %21, ptr noundef %22)
  %101 = load x86_fp80, ptr %20, align 16
  store x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, ptr %24, align 16
  store x86_fp80 0xK3FDDDBE6FECEBDEDD5BF, ptr %25, align 16
  call void @dv(ptr dead_on_unwind writable sret(x86_fp80) align 16 %23, ptr noundef %24, ptr noundef %25)
  %102 = load x86_fp80, ptr %23, align 16
  store x86_fp80 0xK1FF1E4BF1839E22209DD, ptr %27, align 16
  store x86_fp80 0xK1FF1E4BF1839E22209DD, ptr %28, align 16
  call void @mul(ptr dead_on_unwind writable sret(x86_fp80) align 16 %26, ptr noundef %27, ptr noundef %28)
  %103 = load x86_fp80, ptr %26, align 16
  store x86_fp80 0xK00018000000000000000, ptr %30, align 16
  store x86_fp80 0xK40098000000000000000, ptr %31, align 16
  call void @dv(ptr dead_on_unwind writable sret(x86_fp80) align 16 %29, ptr noundef %30, ptr noundef %31)
  %104 = load x86_fp80, ptr %29, align 16
  store x86_fp80 %101, ptr %32, align 16
  store x86_fp80 %102, ptr %33, align 16
  store x86_fp80 %103, ptr %34, align 16
  store x86_fp80 %104, ptr %35, align 16
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %32, ptr noundef %33, ptr noundef %34, ptr noundef %35)
  store x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, ptr %36, align 16
  store x86_fp80 0xK00018000000000000000, ptr %37, align 16
  store x86_fp80 0xK00000000000000000001, ptr %38, align 16
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %36, ptr noundef %37, ptr noundef %38)
  %107 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %107, ptr %40, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %41, align 16
  call void @dv(ptr dead_on_unwind writable sret(x86_fp80) align 16 %39, ptr noundef %40, ptr noundef %41)
  %108 = load x86_fp80, ptr %39, align 16
  store x86_fp80 0xK40008000000000000000, ptr %43, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %44, align 16
  call void @dv(ptr dead_on_unwind writable sret(x86_fp80) align 16 %42, ptr noundef %43, ptr noundef %44)
  %109 = load x86_fp80, ptr %42, align 16
  store x86_fp80 %108, ptr %45, align 16
  store x86_fp80 %109, ptr %46, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %45, ptr noundef %46)
  store x86_fp80 0xK3FFBCCCCCCCCCCCCCCCD, ptr %48, align 16
  call void @poly(ptr dead_on_unwind writable sret(x86_fp80) align 16 %47, ptr noundef %48)
  %111 = load x86_fp80, ptr %47, align 16
  store x86_fp80 0xKC001E800000000000000, ptr %50, align 16
  call void @poly(ptr dead_on_unwind writable sret(x86_fp80) align 16 %49, ptr noundef %50)
  %112 = load x86_fp80, ptr %49, align 16
  store x86_fp80 0xK40209502F90000000000, ptr %52, align 16
  call void @poly(ptr dead_on_unwind writable sret(x86_fp80) align 16 %51, ptr noundef %52)
  %113 = load x86_fp80, ptr %51, align 16
  store x86_fp80 %111, ptr %53, align 16
  store x86_fp80 %112, ptr %54, align 16
  store x86_fp80 %113, ptr %55, align 16
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %53, ptr noundef %54, ptr noundef %55)
  %115 = load volatile x86_fp80, ptr %2, align 16
  %116 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %116, ptr %57, align 16
  store x86_fp80 0xK3FC08000000000000000, ptr %58, align 16
  call void @add(ptr dead_on_unwind writable sret(x86_fp80) align 16 %56, ptr noundef %57, ptr noundef %58)
  %117 = load x86_fp80, ptr %56, align 16
  store x86_fp80 %115, ptr %59, align 16
  store x86_fp80 %117, ptr %60, align 16
  %118 = call i32 @cmp(ptr noundef %59, ptr noundef %60)
  %119 = load volatile x86_fp80, ptr %2, align 16
  %120 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %119, ptr %61, align 16
  store x86_fp80 %120, ptr %62, align 16
  %121 = call i32 @cmp(ptr noundef %61, ptr noundef %62)
  %122 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 0xK40008000000000000000, ptr %63, align 16
  store x86_fp80 %122, ptr %64, align 16
  %123 = call i32 @cmp(ptr noundef %63, ptr noundef %64)
  %124 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 0xK7FFFC000000000000000, ptr %65, align 16
  store x86_fp80 %124, ptr %66, align 16
  %125 = call i32 @cmp(ptr noundef %65, ptr noundef %66)
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %118, i32 noundef %121, i32 noundef %123, i32 noundef %125)
  store i32 0, ptr %68, align 4
  br label %127

127:                                              ; preds = %139, %0
  %128 = load i32, ptr %68, align 4
  %129 = icmp slt i32 %128, 50
  br i1 %129, label %130, label %142

130:                                              ; preds = %127
  %131 = load volatile x86_fp80, ptr %2, align 16
  %132 = load i32, ptr %68, align 4
  %133 = add nsw i32 %132, 1
  %134 = sitofp i32 %133 to x86_fp80
  store x86_fp80 %131, ptr %70, align 16
  store x86_fp80 %134, ptr %71, align 16
  call void @dv(ptr dead_on_unwind writable sret(x86_fp80) align 16 %69, ptr noundef %70, ptr noundef %71)
  %135 = load x86_fp80, ptr %69, align 16
  %136 = load i32, ptr %68, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [50 x x86_fp80], ptr %67, i64 0, i64 %137
  store x86_fp80 %135, ptr %138, align 16
  br label %139

139:                                              ; preds = %130
  %140 = load i32, ptr %68, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %68, align 4
  br label %127, !llvm.loop !5

142:                                              ; preds = %127
  %143 = getelementptr inbounds [50 x x86_fp80], ptr %67, i64 0, i64 0
  call void @sum_array(ptr dead_on_unwind writable sret(x86_fp80) align 16 %72, ptr noundef %143, i32 noundef 50)
  %144 = load x86_fp80, ptr %72, align 16
  store x86_fp80 %144, ptr %73, align 16
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %73)
  store x86_fp80 0xK3FFFC000000000000000, ptr %75, align 16
  store x86_fp80 0xK4000C000000000000000, ptr %76, align 16
  store x86_fp80 0xK4002A000000000000000, ptr %77, align 16
  store x86_fp80 0xK3FC39392EE8E921D5D07, ptr %78, align 16
  call void @many(ptr dead_on_unwind writable sret(x86_fp80) align 16 %74, ptr noundef %75, double noundef 2.500000e-01, ptr noundef %76, float noundef 5.000000e-01, ptr noundef %77, i32 noundef 4, ptr noundef %78)
  %146 = load x86_fp80, ptr %74, align 16
  store x86_fp80 %146, ptr %79, align 16
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %79)
  %148 = load volatile x86_fp80, ptr %2, align 16
  %149 = fmul x86_fp80 0xK40008000000000000000, %148
  store x86_fp80 %149, ptr %81, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %80, ptr noundef %81) #5
  %150 = load x86_fp80, ptr %80, align 16
  %151 = load volatile x86_fp80, ptr %2, align 16
  %152 = fmul x86_fp80 0xKC000D000000000000000, %151
  %153 = call x86_fp80 @llvm.fabs.f80(x86_fp80 %152)
  %154 = load volatile x86_fp80, ptr %2, align 16
  %155 = fadd x86_fp80 %154, 0xK3FC08000000000000000
  %156 = load volatile x86_fp80, ptr %2, align 16
  %157 = fsub x86_fp80 %156, 0xK3FC08000000000000000
  %158 = load volatile x86_fp80, ptr %2, align 16
  %159 = fneg x86_fp80 %158
  %160 = call x86_fp80 @llvm.fma.f80(x86_fp80 %155, x86_fp80 %157, x86_fp80 %159)
  %161 = load volatile x86_fp80, ptr %2, align 16
  %162 = fmul x86_fp80 0xKC000A000000000000000, %161
  %163 = call x86_fp80 @llvm.floor.f80(x86_fp80 %162)
  %164 = load volatile x86_fp80, ptr %2, align 16
  %165 = fmul x86_fp80 0xKC000A000000000000000, %164
  %166 = call x86_fp80 @llvm.ceil.f80(x86_fp80 %165)
  store x86_fp80 %150, ptr %82, align 16
  store x86_fp80 %153, ptr %83, align 16
  store x86_fp80 %160, ptr %84, align 16
  store x86_fp80 %163, ptr %85, align 16
  store x86_fp80 %166, ptr %86, align 16
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %82, ptr noundef %83, ptr noundef %84, ptr noundef %85, ptr noundef %86)
  store x86_fp80 0xK3FFF8000000000000000, ptr %87, align 16
  store i32 1, ptr %88, align 4
  br label %168

168:                                              ; preds = %174, %142
  %169 = load x86_fp80, ptr %87, align 16
  %170 = load i32, ptr %88, align 4
  %171 = sitofp i32 %170 to x86_fp80
  %172 = fmul x86_fp80 %169, %171
  %173 = fcmp olt x86_fp80 %172, 0xK7FDDDBE6FECEBDEDD5BE
  br i1 %173, label %174, label %181

174:                                              ; preds = %168
  %175 = load i32, ptr %88, align 4
  %176 = sitofp i32 %175 to x86_fp80
  %177 = load x86_fp80, ptr %87, align 16
  %178 = fmul x86_fp80 %177, %176
  store x86_fp80 %178, ptr %87, align 16
  %179 = load i32, ptr %88, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %88, align 4
  br label %168, !llvm.loop !7

181:                                              ; preds = %168
  %182 = load i32, ptr %88, align 4
  %183 = sub nsw i32 %182, 1
  %184 = load x86_fp80, ptr %87, align 16
  store x86_fp80 %184, ptr %89, align 16
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %183, ptr noundef %89)
  %186 = load volatile x86_fp80, ptr %2, align 16
  store x86_fp80 %186, ptr %90, align 16
  store i32 0, ptr %91, align 4
  br label %187

187:                                              ; preds = %190, %181
  %188 = load x86_fp80, ptr %90, align 16
  %189 = fcmp une x86_fp80 %188, 0xK00000000000000000000
  br i1 %189, label %190, label %195

190:                                              ; preds = %187
  %191 = load x86_fp80, ptr %90, align 16
  %192 = fdiv x86_fp80 %191, 0xK40008000000000000000
  store x86_fp80 %192, ptr %90, align 16
  %193 = load i32, ptr %91, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %91, align 4
  br label %187, !llvm.loop !8

195:                                              ; preds = %187
  %196 = load i32, ptr %91, align 4
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %196)
  %198 = load i32, ptr %91, align 4
  %199 = and i32 %198, 127
  ret i32 %199
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
define internal void @add(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fadd x86_fp80 %9, %10
  store x86_fp80 %11, ptr %0, align 16
  %12 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %12, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fmul x86_fp80 %9, %10
  store x86_fp80 %11, ptr %0, align 16
  %12 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %12, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dv(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  %7 = load x86_fp80, ptr %1, align 16
  %8 = load x86_fp80, ptr %2, align 16
  store x86_fp80 %7, ptr %5, align 16
  store x86_fp80 %8, ptr %6, align 16
  %9 = load x86_fp80, ptr %5, align 16
  %10 = load x86_fp80, ptr %6, align 16
  %11 = fdiv x86_fp80 %9, %10
  store x86_fp80 %11, ptr %0, align 16
  %12 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %12, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @poly(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  %5 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %4, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fmul x86_fp80 %6, 0xK4000C000000000000000
  %8 = fsub x86_fp80 %7, 0xK40008000000000000000
  %9 = load x86_fp80, ptr %4, align 16
  %10 = fmul x86_fp80 %8, %9
  %11 = fadd x86_fp80 %10, 0xK3FFF8000000000000000
  %12 = load x86_fp80, ptr %4, align 16
  %13 = fmul x86_fp80 %11, %12
  %14 = fsub x86_fp80 %13, 0xK3FFE8000000000000000
  store x86_fp80 %14, ptr %0, align 16
  %15 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %15, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca x86_fp80, align 16
  %4 = alloca x86_fp80, align 16
  %5 = load x86_fp80, ptr %0, align 16
  %6 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %3, align 16
  store x86_fp80 %6, ptr %4, align 16
  %7 = load x86_fp80, ptr %3, align 16
  %8 = load x86_fp80, ptr %4, align 16
  %9 = fcmp olt x86_fp80 %7, %8
  %10 = zext i1 %9 to i32
  %11 = load x86_fp80, ptr %3, align 16
  %12 = load x86_fp80, ptr %4, align 16
  %13 = fcmp oeq x86_fp80 %11, %12
  %14 = zext i1 %13 to i32
  %15 = shl i32 %14, 1
  %16 = or i32 %10, %15
  %17 = load x86_fp80, ptr %3, align 16
  %18 = load x86_fp80, ptr %4, align 16
  %19 = fcmp ogt x86_fp80 %17, %18
  %20 = zext i1 %19 to i32
  %21 = shl i32 %20, 2
  %22 = or i32 %16, %21
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sum_array(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca x86_fp80, align 16
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store x86_fp80 0xK00000000000000000000, ptr %7, align 16
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %21, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %24

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds x86_fp80, ptr %14, i64 %16
  %18 = load x86_fp80, ptr %17, align 16
  %19 = load x86_fp80, ptr %7, align 16
  %20 = fadd x86_fp80 %19, %18
  store x86_fp80 %20, ptr %7, align 16
  br label %21

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %8, align 4
  br label %9, !llvm.loop !9

24:                                               ; preds = %9
  %25 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %25, ptr %0, align 16
  %26 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %26, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @many(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1, double noundef %2, ptr noundef %3, float noundef %4, ptr noundef %5, i32 noundef %6, ptr noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca x86_fp80, align 16
  %11 = alloca double, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca float, align 4
  %14 = alloca x86_fp80, align 16
  %15 = alloca i32, align 4
  %16 = alloca x86_fp80, align 16
  store ptr %0, ptr %9, align 8
  %17 = load x86_fp80, ptr %1, align 16
  %18 = load x86_fp80, ptr %3, align 16
  %19 = load x86_fp80, ptr %5, align 16
  %20 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %17, ptr %10, align 16
  store double %2, ptr %11, align 8
  store x86_fp80 %18, ptr %12, align 16
  store float %4, ptr %13, align 4
  store x86_fp80 %19, ptr %14, align 16
  store i32 %6, ptr %15, align 4
  store x86_fp80 %20, ptr %16, align 16
  %21 = load x86_fp80, ptr %10, align 16
  %22 = load double, ptr %11, align 8
  %23 = fpext double %22 to x86_fp80
  %24 = fsub x86_fp80 %21, %23
  %25 = load x86_fp80, ptr %12, align 16
  %26 = load float, ptr %13, align 4
  %27 = fpext float %26 to x86_fp80
  %28 = fmul x86_fp80 %25, %27
  %29 = fadd x86_fp80 %24, %28
  %30 = load x86_fp80, ptr %14, align 16
  %31 = load i32, ptr %15, align 4
  %32 = sitofp i32 %31 to x86_fp80
  %33 = fdiv x86_fp80 %30, %32
  %34 = fsub x86_fp80 %29, %33
  %35 = load x86_fp80, ptr %16, align 16
  %36 = fadd x86_fp80 %34, %35
  store x86_fp80 %36, ptr %0, align 16
  %37 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %37, ptr %0, align 16
  ret void
}

; Function Attrs: nounwind
declare dso_local void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fabs.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.ceil.f80(x86_fp80) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #1

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
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
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
