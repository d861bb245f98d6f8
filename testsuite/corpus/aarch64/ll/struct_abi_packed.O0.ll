; ModuleID = 'programs/struct_abi_packed.c'
source_filename = "programs/struct_abi_packed.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.p5 = type <{ i8, i32 }>
%struct.p9 = type <{ i8, double }>
%struct.p11 = type <{ i16, i64, i8 }>
%struct.q = type <{ i8, i8, i32, i16, double }>
%struct.outer = type { i8, %struct.p5, i16 }
%struct.pa = type <{ i8, i16, i8 }>

@.str = private unnamed_addr constant [78 x i8] c"p5 size %zu off i %zu | p9 size %zu off d %zu | p11 size %zu off l %zu c %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [96 x i8] c"q size %zu off i %zu s %zu d %zu | outer size %zu off in %zu after %zu | pa size %zu align %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [65 x i8] c"a=%c,%d b=%c,%g c=%d,%ld,%c d=%d,%d,%d,%g o=%c,%c,%d,%d e=%c,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"sum=%ld raw[13..24]:\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.p5, align 1
  %3 = alloca %struct.p5, align 1
  %4 = alloca %struct.p5, align 1
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.p9, align 1
  %8 = alloca %struct.p9, align 1
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca %struct.p11, align 1
  %12 = alloca %struct.p11, align 1
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca %struct.q, align 2
  %16 = alloca %struct.q, align 2
  %17 = alloca %struct.q, align 2
  %18 = alloca %struct.outer, align 2
  %19 = alloca %struct.outer, align 2
  %20 = alloca %struct.pa, align 4
  %21 = alloca %struct.pa, align 4
  %22 = alloca i64, align 8
  %23 = alloca [7 x %struct.p11], align 1
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca [77 x i8], align 1
  %27 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 5, i64 noundef 1, i64 noundef 9, i64 noundef 1, i64 noundef 11, i64 noundef 2, i64 noundef 10)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 16, i64 noundef 2, i64 noundef 6, i64 noundef 8, i64 noundef 8, i64 noundef 1, i64 noundef 6, i64 noundef 4, i64 noundef 4)
  %30 = getelementptr inbounds %struct.p5, ptr %4, i32 0, i32 0
  store i8 97, ptr %30, align 1
  %31 = getelementptr inbounds %struct.p5, ptr %4, i32 0, i32 1
  store i32 7, ptr %31, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %4, i64 5, i1 false)
  %32 = load i64, ptr %5, align 8
  %33 = call i40 @p5_inc(i64 %32)
  store i40 %33, ptr %3, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 1 %3, i64 5, i1 false)
  %34 = load i64, ptr %6, align 8
  %35 = call i40 @p5_inc(i64 %34)
  store i40 %35, ptr %2, align 1
  %36 = getelementptr inbounds %struct.p9, ptr %8, i32 0, i32 0
  store i8 120, ptr %36, align 1
  %37 = getelementptr inbounds %struct.p9, ptr %8, i32 0, i32 1
  store double 1.500000e+00, ptr %37, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %8, i64 9, i1 false)
  %38 = load [2 x i64], ptr %9, align 8
  %39 = call [2 x i64] @p9_scale([2 x i64] %38, double noundef -4.000000e+00)
  store [2 x i64] %39, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 8 %10, i64 9, i1 false)
  %40 = getelementptr inbounds %struct.p11, ptr %12, i32 0, i32 0
  store i16 100, ptr %40, align 1
  %41 = getelementptr inbounds %struct.p11, ptr %12, i32 0, i32 1
  store i64 123456789, ptr %41, align 1
  %42 = getelementptr inbounds %struct.p11, ptr %12, i32 0, i32 2
  store i8 113, ptr %42, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 1 %12, i64 11, i1 false)
  %43 = load [2 x i64], ptr %13, align 8
  %44 = call [2 x i64] @p11_mix(i32 noundef 5, [2 x i64] %43, i32 noundef 42)
  store [2 x i64] %44, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %11, ptr align 8 %14, i64 11, i1 false)
  %45 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 0
  store i8 3, ptr %45, align 2
  %46 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 2
  store i32 10, ptr %46, align 2
  %47 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 3
  store i16 20, ptr %47, align 2
  %48 = getelementptr inbounds %struct.q, ptr %17, i32 0, i32 4
  store double 5.000000e-01, ptr %48, align 2
  %49 = load [2 x i64], ptr %17, align 2
  %50 = call [2 x i64] @q_step([2 x i64] %49)
  store [2 x i64] %50, ptr %16, align 2
  %51 = load [2 x i64], ptr %16, align 2
  %52 = call [2 x i64] @q_step([2 x i64] %51)
  store [2 x i64] %52, ptr %15, align 2
  %53 = getelementptr inbounds %struct.outer, ptr %19, i32 0, i32 0
  store i8 84, ptr %53, align 2
  %54 = getelementptr inbounds %struct.outer, ptr %19, i32 0, i32 1
  %55 = getelementptr inbounds %struct.p5, ptr %54, i32 0, i32 0
  store i8 107, ptr %55, align 1
  %56 = getelementptr inbounds %struct.p5, ptr %54, i32 0, i32 1
  store i32 -2, ptr %56, align 1
  %57 = getelementptr inbounds %struct.outer, ptr %19, i32 0, i32 2
  store i16 300, ptr %57, align 2
  %58 = load i64, ptr %19, align 2
  %59 = call i64 @outer_f(i64 %58)
  store i64 %59, ptr %18, align 2
  %60 = getelementptr inbounds %struct.pa, ptr %21, i32 0, i32 0
  store i8 101, ptr %60, align 4
  %61 = getelementptr inbounds %struct.pa, ptr %21, i32 0, i32 1
  store i16 1234, ptr %61, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 4 %21, i64 4, i1 false)
  %62 = load i64, ptr %22, align 8
  %63 = call i32 @pa_f(i64 %62)
  store i32 %63, ptr %20, align 4
  %64 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 0
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 1
  %68 = load i32, ptr %67, align 1
  %69 = getelementptr inbounds %struct.p9, ptr %7, i32 0, i32 0
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = getelementptr inbounds %struct.p9, ptr %7, i32 0, i32 1
  %73 = load double, ptr %72, align 1
  %74 = getelementptr inbounds %struct.p11, ptr %11, i32 0, i32 0
  %75 = load i16, ptr %74, align 1
  %76 = sext i16 %75 to i32
  %77 = getelementptr inbounds %struct.p11, ptr %11, i32 0, i32 1
  %78 = load i64, ptr %77, align 1
  %79 = getelementptr inbounds %struct.p11, ptr %11, i32 0, i32 2
  %80 = load i8, ptr %79, align 1
  %81 = zext i8 %80 to i32
  %82 = getelementptr inbounds %struct.q, ptr %15, i32 0, i32 0
  %83 = load i8, ptr %82, align 2
  %84 = zext i8 %83 to i32
  %85 = getelementptr inbounds %struct.q, ptr %15, i32 0, i32 2
  %86 = load i32, ptr %85, align 2
  %87 = getelementptr inbounds %struct.q, ptr %15, i32 0, i32 3
  %88 = load i16, ptr %87, align 2
  %89 = sext i16 %88 to i32
  %90 = getelementptr inbounds %struct.q, ptr %15, i32 0, i32 4
  %91 = load double, ptr %90, align 2
  %92 = getelementptr inbounds %struct.outer, ptr %18, i32 0, i32 0
  %93 = load i8, ptr %92, align 2
  %94 = zext i8 %93 to i32
  %95 = getelementptr inbounds %struct.outer, ptr %18, i32 0, i32 1
  %96 = getelementptr inbounds %struct.p5, ptr %95, i32 0, i32 0
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = getelementptr inbounds %struct.outer, ptr %18, i32 0, i32 1
  %100 = getelementptr inbounds %struct.p5, ptr %99, i32 0, i32 1
  %101 = load i32, ptr %100, align 1
  %102 = getelementptr inbounds %struct.outer, ptr %18, i32 0, i32 2
  %103 = load i16, ptr %102, align 2
  %104 = sext i16 %103 to i32
  %105 = getelementptr inbounds %struct.pa, ptr %20, i32 0, i32 0
  %106 = load i8, ptr %105, align 4
  %107 = zext i8 %106 to i32
  %108 = getelementptr inbounds %struct.pa, ptr %20, i32 0, i32 1
  %109 = load i16, ptr %108, align 1
  %110 = sext i16 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %66, i32 noundef %68, i32 noundef %71, double noundef %73, i32 noundef %76, i64 noundef %78, i32 noundef %81, i32 noundef %84, i32 noundef %86, i32 noundef %89, double noundef %91, i32 noundef %94, i32 noundef %98, i32 noundef %101, i32 noundef %104, i32 noundef %107, i32 noundef %110)
  store i32 0, ptr %24, align 4
  br label %112

112:                                              ; preds = %137, %0
  %113 = load i32, ptr %24, align 4
  %114 = icmp slt i32 %113, 7
  br i1 %114, label %115, label %140

115:                                              ; preds = %112
  %116 = load i32, ptr %24, align 4
  %117 = mul nsw i32 %116, 11
  %118 = trunc i32 %117 to i16
  %119 = load i32, ptr %24, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [7 x %struct.p11], ptr %23, i64 0, i64 %120
  %122 = getelementptr inbounds %struct.p11, ptr %121, i32 0, i32 0
  store i16 %118, ptr %122, align 1
  %123 = load i32, ptr %24, align 4
  %124 = sext i32 %123 to i64
  %125 = shl i64 %124, 40
  %126 = load i32, ptr %24, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [7 x %struct.p11], ptr %23, i64 0, i64 %127
  %129 = getelementptr inbounds %struct.p11, ptr %128, i32 0, i32 1
  store i64 %125, ptr %129, align 1
  %130 = load i32, ptr %24, align 4
  %131 = add nsw i32 48, %130
  %132 = trunc i32 %131 to i8
  %133 = load i32, ptr %24, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [7 x %struct.p11], ptr %23, i64 0, i64 %134
  %136 = getelementptr inbounds %struct.p11, ptr %135, i32 0, i32 2
  store i8 %132, ptr %136, align 1
  br label %137

137:                                              ; preds = %115
  %138 = load i32, ptr %24, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %24, align 4
  br label %112, !llvm.loop !6

140:                                              ; preds = %112
  %141 = getelementptr inbounds [7 x %struct.p11], ptr %23, i64 0, i64 0
  %142 = call i64 @sum_array(ptr noundef %141, i32 noundef 7)
  store i64 %142, ptr %25, align 8
  %143 = getelementptr inbounds [77 x i8], ptr %26, i64 0, i64 0
  %144 = getelementptr inbounds [7 x %struct.p11], ptr %23, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %143, ptr align 1 %144, i64 77, i1 false)
  %145 = load i64, ptr %25, align 8
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %145)
  store i32 13, ptr %27, align 4
  br label %147

147:                                              ; preds = %157, %140
  %148 = load i32, ptr %27, align 4
  %149 = icmp slt i32 %148, 25
  br i1 %149, label %150, label %160

150:                                              ; preds = %147
  %151 = load i32, ptr %27, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [77 x i8], ptr %26, i64 0, i64 %152
  %154 = load i8, ptr %153, align 1
  %155 = zext i8 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %155)
  br label %157

157:                                              ; preds = %150
  %158 = load i32, ptr %27, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %27, align 4
  br label %147, !llvm.loop !8

160:                                              ; preds = %147
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %162 = load i64, ptr %25, align 8
  %163 = ashr i64 %162, 40
  %164 = trunc i64 %163 to i32
  %165 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 1
  %166 = load i32, ptr %165, align 1
  %167 = srem i32 %166, 50
  %168 = add nsw i32 %164, %167
  ret i32 %168
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i40 @p5_inc(i64 %0) #0 {
  %2 = alloca %struct.p5, align 1
  %3 = alloca %struct.p5, align 1
  %4 = alloca i40, align 8
  %5 = trunc i64 %0 to i40
  store i40 %5, ptr %3, align 1
  %6 = getelementptr inbounds %struct.p5, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 1
  %8 = add i8 %7, 1
  store i8 %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.p5, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 1
  %11 = mul nsw i32 %10, -3
  store i32 %11, ptr %9, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 5, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %2, i64 5, i1 false)
  %12 = load i40, ptr %4, align 8
  ret i40 %12
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @p9_scale([2 x i64] %0, double noundef %1) #0 {
  %3 = alloca %struct.p9, align 1
  %4 = alloca %struct.p9, align 1
  %5 = alloca [2 x i64], align 8
  %6 = alloca double, align 8
  %7 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 8 %5, i64 9, i1 false)
  store double %1, ptr %6, align 8
  %8 = load double, ptr %6, align 8
  %9 = getelementptr inbounds %struct.p9, ptr %4, i32 0, i32 1
  %10 = load double, ptr %9, align 1
  %11 = fmul double %10, %8
  store double %11, ptr %9, align 1
  %12 = getelementptr inbounds %struct.p9, ptr %4, i32 0, i32 0
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = add nsw i32 %14, 1
  %16 = trunc i32 %15 to i8
  %17 = getelementptr inbounds %struct.p9, ptr %4, i32 0, i32 0
  store i8 %16, ptr %17, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 %4, i64 9, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %3, i64 9, i1 false)
  %18 = load [2 x i64], ptr %7, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @p11_mix(i32 noundef %0, [2 x i64] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.p11, align 1
  %5 = alloca %struct.p11, align 1
  %6 = alloca [2 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [2 x i64], align 8
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 8 %6, i64 11, i1 false)
  store i32 %0, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  %10 = getelementptr inbounds %struct.p11, ptr %5, i32 0, i32 0
  %11 = load i16, ptr %10, align 1
  %12 = sext i16 %11 to i32
  %13 = load i32, ptr %7, align 4
  %14 = add nsw i32 %12, %13
  %15 = trunc i32 %14 to i16
  %16 = getelementptr inbounds %struct.p11, ptr %5, i32 0, i32 0
  store i16 %15, ptr %16, align 1
  %17 = getelementptr inbounds %struct.p11, ptr %5, i32 0, i32 1
  %18 = load i64, ptr %17, align 1
  %19 = mul nsw i64 %18, 1000
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %19, %21
  %23 = getelementptr inbounds %struct.p11, ptr %5, i32 0, i32 1
  store i64 %22, ptr %23, align 1
  %24 = getelementptr inbounds %struct.p11, ptr %5, i32 0, i32 2
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = xor i32 %26, 32
  %28 = trunc i32 %27 to i8
  store i8 %28, ptr %24, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 1 %5, i64 11, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 1 %4, i64 11, i1 false)
  %29 = load [2 x i64], ptr %9, align 8
  ret [2 x i64] %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @q_step([2 x i64] %0) #0 {
  %2 = alloca %struct.q, align 2
  %3 = alloca %struct.q, align 2
  store [2 x i64] %0, ptr %3, align 2
  %4 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 2
  %6 = zext i8 %5 to i32
  %7 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 2
  %8 = load i32, ptr %7, align 2
  %9 = add nsw i32 %8, %6
  store i32 %9, ptr %7, align 2
  %10 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 3
  %11 = load i16, ptr %10, align 2
  %12 = sext i16 %11 to i32
  %13 = sub nsw i32 %12, 1
  %14 = trunc i32 %13 to i16
  %15 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 3
  store i16 %14, ptr %15, align 2
  %16 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 2
  %17 = load i32, ptr %16, align 2
  %18 = sitofp i32 %17 to double
  %19 = getelementptr inbounds %struct.q, ptr %3, i32 0, i32 4
  %20 = load double, ptr %19, align 2
  %21 = fadd double %20, %18
  store double %21, ptr %19, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 16, i1 false)
  %22 = load [2 x i64], ptr %2, align 2
  ret [2 x i64] %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @outer_f(i64 %0) #0 {
  %2 = alloca %struct.outer, align 2
  %3 = alloca %struct.outer, align 2
  %4 = alloca %struct.p5, align 1
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 2
  %6 = getelementptr inbounds %struct.outer, ptr %3, i32 0, i32 1
  %7 = getelementptr inbounds %struct.outer, ptr %3, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %7, i64 5, i1 false)
  %8 = load i64, ptr %5, align 8
  %9 = call i40 @p5_inc(i64 %8)
  store i40 %9, ptr %4, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %6, ptr align 1 %4, i64 5, i1 false)
  %10 = getelementptr inbounds %struct.outer, ptr %3, i32 0, i32 2
  %11 = load i16, ptr %10, align 2
  %12 = sext i16 %11 to i32
  %13 = mul nsw i32 %12, 2
  %14 = trunc i32 %13 to i16
  %15 = getelementptr inbounds %struct.outer, ptr %3, i32 0, i32 2
  store i16 %14, ptr %15, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 8, i1 false)
  %16 = load i64, ptr %2, align 2
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pa_f(i64 %0) #0 {
  %2 = alloca %struct.pa, align 4
  %3 = alloca %struct.pa, align 4
  %4 = trunc i64 %0 to i32
  store i32 %4, ptr %3, align 4
  %5 = getelementptr inbounds %struct.pa, ptr %3, i32 0, i32 1
  %6 = load i16, ptr %5, align 1
  %7 = sext i16 %6 to i32
  %8 = shl i32 %7, 1
  %9 = trunc i32 %8 to i16
  %10 = getelementptr inbounds %struct.pa, ptr %3, i32 0, i32 1
  store i16 %9, ptr %10, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %11 = load i32, ptr %2, align 4
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_array(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %36, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds %struct.p11, ptr %12, i64 %14
  %16 = getelementptr inbounds %struct.p11, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 1
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds %struct.p11, ptr %18, i64 %20
  %22 = getelementptr inbounds %struct.p11, ptr %21, i32 0, i32 0
  %23 = load i16, ptr %22, align 1
  %24 = sext i16 %23 to i64
  %25 = add nsw i64 %17, %24
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds %struct.p11, ptr %26, i64 %28
  %30 = getelementptr inbounds %struct.p11, ptr %29, i32 0, i32 2
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i64
  %33 = add nsw i64 %25, %32
  %34 = load i64, ptr %5, align 8
  %35 = add nsw i64 %34, %33
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %11
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %7, !llvm.loop !9

39:                                               ; preds = %7
  %40 = load i64, ptr %5, align 8
  ret i64 %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
