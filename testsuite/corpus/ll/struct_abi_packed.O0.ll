; ModuleID = 'programs/struct_abi_packed.c'
source_filename = "programs/struct_abi_packed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %3 = alloca %struct.p5, align 8
  %4 = alloca %struct.p5, align 8
  %5 = alloca %struct.p9, align 1
  %6 = alloca %struct.p9, align 8
  %7 = alloca %struct.p11, align 1
  %8 = alloca %struct.p11, align 8
  %9 = alloca %struct.q, align 2
  %10 = alloca %struct.q, align 8
  %11 = alloca %struct.q, align 8
  %12 = alloca %struct.outer, align 2
  %13 = alloca %struct.outer, align 8
  %14 = alloca %struct.pa, align 4
  %15 = alloca %struct.pa, align 8
  %16 = alloca [7 x %struct.p11], align 16
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca [77 x i8], align 16
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 5, i64 noundef 1, i64 noundef 9, i64 noundef 1, i64 noundef 11, i64 noundef 2, i64 noundef 10)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 16, i64 noundef 2, i64 noundef 6, i64 noundef 8, i64 noundef 8, i64 noundef 1, i64 noundef 6, i64 noundef 4, i64 noundef 4)
  %23 = getelementptr inbounds %struct.p5, ptr %4, i32 0, i32 0
  store i8 97, ptr %23, align 1
  %24 = getelementptr inbounds %struct.p5, ptr %4, i32 0, i32 1
  store i32 7, ptr %24, align 1
  call void @p5_inc(ptr dead_on_unwind writable sret(%struct.p5) align 1 %3, ptr noundef byval(%struct.p5) align 8 %4)
  call void @p5_inc(ptr dead_on_unwind writable sret(%struct.p5) align 1 %2, ptr noundef byval(%struct.p5) align 8 %3)
  %25 = getelementptr inbounds %struct.p9, ptr %6, i32 0, i32 0
  store i8 120, ptr %25, align 1
  %26 = getelementptr inbounds %struct.p9, ptr %6, i32 0, i32 1
  store double 1.500000e+00, ptr %26, align 1
  call void @p9_scale(ptr dead_on_unwind writable sret(%struct.p9) align 1 %5, ptr noundef byval(%struct.p9) align 8 %6, double noundef -4.000000e+00)
  %27 = getelementptr inbounds %struct.p11, ptr %8, i32 0, i32 0
  store i16 100, ptr %27, align 1
  %28 = getelementptr inbounds %struct.p11, ptr %8, i32 0, i32 1
  store i64 123456789, ptr %28, align 1
  %29 = getelementptr inbounds %struct.p11, ptr %8, i32 0, i32 2
  store i8 113, ptr %29, align 1
  call void @p11_mix(ptr dead_on_unwind writable sret(%struct.p11) align 1 %7, i32 noundef 5, ptr noundef byval(%struct.p11) align 8 %8, i32 noundef 42)
  %30 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 0
  store i8 3, ptr %30, align 2
  %31 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 2
  store i32 10, ptr %31, align 2
  %32 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 3
  store i16 20, ptr %32, align 2
  %33 = getelementptr inbounds %struct.q, ptr %11, i32 0, i32 4
  store double 5.000000e-01, ptr %33, align 2
  call void @q_step(ptr dead_on_unwind writable sret(%struct.q) align 2 %10, ptr noundef byval(%struct.q) align 8 %11)
  call void @q_step(ptr dead_on_unwind writable sret(%struct.q) align 2 %9, ptr noundef byval(%struct.q) align 8 %10)
  %34 = getelementptr inbounds %struct.outer, ptr %13, i32 0, i32 0
  store i8 84, ptr %34, align 2
  %35 = getelementptr inbounds %struct.outer, ptr %13, i32 0, i32 1
  %36 = getelementptr inbounds %struct.p5, ptr %35, i32 0, i32 0
  store i8 107, ptr %36, align 1
  %37 = getelementptr inbounds %struct.p5, ptr %35, i32 0, i32 1
  store i32 -2, ptr %37, align 1
  %38 = getelementptr inbounds %struct.outer, ptr %13, i32 0, i32 2
  store i16 300, ptr %38, align 2
  call void @outer_f(ptr dead_on_unwind writable sret(%struct.outer) align 2 %12, ptr noundef byval(%struct.outer) align 8 %13)
  %39 = getelementptr inbounds %struct.pa, ptr %15, i32 0, i32 0
  store i8 101, ptr %39, align 4
  %40 = getelementptr inbounds %struct.pa, ptr %15, i32 0, i32 1
  store i16 1234, ptr %40, align 1
  call void @pa_f(ptr dead_on_unwind writable sret(%struct.pa) align 4 %14, ptr noundef byval(%struct.pa) align 8 %15)
  %41 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 0
  %42 = load i8, ptr %41, align 1
  %43 = sext i8 %42 to i32
  %44 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 1
  %45 = load i32, ptr %44, align 1
  %46 = getelementptr inbounds %struct.p9, ptr %5, i32 0, i32 0
  %47 = load i8, ptr %46, align 1
  %48 = sext i8 %47 to i32
  %49 = getelementptr inbounds %struct.p9, ptr %5, i32 0, i32 1
  %50 = load double, ptr %49, align 1
  %51 = getelementptr inbounds %struct.p11, ptr %7, i32 0, i32 0
  %52 = load i16, ptr %51, align 1
  %53 = sext i16 %52 to i32
  %54 = getelementptr inbounds %struct.p11, ptr %7, i32 0, i32 1
  %55 = load i64, ptr %54, align 1
  %56 = getelementptr inbounds %struct.p11, ptr %7, i32 0, i32 2
  %57 = load i8, ptr %56, align 1
  %58 = sext i8 %57 to i32
  %59 = getelementptr inbounds %struct.q, ptr %9, i32 0, i32 0
  %60 = load i8, ptr %59, align 2
  %61 = sext i8 %60 to i32
  %62 = getelementptr inbounds %struct.q, ptr %9, i32 0, i32 2
  %63 = load i32, ptr %62, align 2
  %64 = getelementptr inbounds %struct.q, ptr %9, i32 0, i32 3
  %65 = load i16, ptr %64, align 2
  %66 = sext i16 %65 to i32
  %67 = getelementptr inbounds %struct.q, ptr %9, i32 0, i32 4
  %68 = load double, ptr %67, align 2
  %69 = getelementptr inbounds %struct.outer, ptr %12, i32 0, i32 0
  %70 = load i8, ptr %69, align 2
  %71 = sext i8 %70 to i32
  %72 = getelementptr inbounds %struct.outer, ptr %12, i32 0, i32 1
  %73 = getelementptr inbounds %struct.p5, ptr %72, i32 0, i32 0
  %74 = load i8, ptr %73, align 1
  %75 = sext i8 %74 to i32
  %76 = getelementptr inbounds %struct.outer, ptr %12, i32 0, i32 1
  %77 = getelementptr inbounds %struct.p5, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %77, align 1
  %79 = getelementptr inbounds %struct.outer, ptr %12, i32 0, i32 2
  %80 = load i16, ptr %79, align 2
  %81 = sext i16 %80 to i32
  %82 = getelementptr inbounds %struct.pa, ptr %14, i32 0, i32 0
  %83 = load i8, ptr %82, align 4
  %84 = sext i8 %83 to i32
  %85 = getelementptr inbounds %struct.pa, ptr %14, i32 0, i32 1
  %86 = load i16, ptr %85, align 1
  %87 = sext i16 %86 to i32
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %43, i32 noundef %45, i32 noundef %48, double noundef %50, i32 noundef %53, i64 noundef %55, i32 noundef %58, i32 noundef %61, i32 noundef %63, i32 noundef %66, double noundef %68, i32 noundef %71, i32 noundef %75, i32 noundef %78, i32 noundef %81, i32 noundef %84, i32 noundef %87)
  store i32 0, ptr %17, align 4
  br label %89

89:                                               ; preds = %114, %0
  %90 = load i32, ptr %17, align 4
  %91 = icmp slt i32 %90, 7
  br i1 %91, label %92, label %117

92:                                               ; preds = %89
  %93 = load i32, ptr %17, align 4
  %94 = mul nsw i32 %93, 11
  %95 = trunc i32 %94 to i16
  %96 = load i32, ptr %17, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [7 x %struct.p11], ptr %16, i64 0, i64 %97
  %99 = getelementptr inbounds %struct.p11, ptr %98, i32 0, i32 0
  store i16 %95, ptr %99, align 1
  %100 = load i32, ptr %17, align 4
  %101 = sext i32 %100 to i64
  %102 = shl i64 %101, 40
  %103 = load i32, ptr %17, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [7 x %struct.p11], ptr %16, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.p11, ptr %105, i32 0, i32 1
  store i64 %102, ptr %106, align 1
  %107 = load i32, ptr %17, align 4
  %108 = add nsw i32 48, %107
  %109 = trunc i32 %108 to i8
  %110 = load i32, ptr %17, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [7 x %struct.p11], ptr %16, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.p11, ptr %112, i32 0, i32 2
  store i8 %109, ptr %113, align 1
  br label %114

114:                                              ; preds = %92
  %115 = load i32, ptr %17, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %17, align 4
  br label %89, !llvm.loop !6

117:                                              ; preds = %89
  %118 = getelementptr inbounds [7 x %struct.p11], ptr %16, i64 0, i64 0
  %119 = call i64 @sum_array(ptr noundef %118, i32 noundef 7)
  store i64 %119, ptr %18, align 8
  %120 = getelementptr inbounds [77 x i8], ptr %19, i64 0, i64 0
  %121 = getelementptr inbounds [7 x %struct.p11], ptr %16, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %120, ptr align 16 %121, i64 77, i1 false)
  %122 = load i64, ptr %18, align 8
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %122)
  store i32 13, ptr %20, align 4
  br label %124

124:                                              ; preds = %134, %117
  %125 = load i32, ptr %20, align 4
  %126 = icmp slt i32 %125, 25
  br i1 %126, label %127, label %137

127:                                              ; preds = %124
  %128 = load i32, ptr %20, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [77 x i8], ptr %19, i64 0, i64 %129
  %131 = load i8, ptr %130, align 1
  %132 = zext i8 %131 to i32
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %132)
  br label %134

134:                                              ; preds = %127
  %135 = load i32, ptr %20, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %20, align 4
  br label %124, !llvm.loop !8

137:                                              ; preds = %124
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  %139 = load i64, ptr %18, align 8
  %140 = ashr i64 %139, 40
  %141 = trunc i64 %140 to i32
  %142 = getelementptr inbounds %struct.p5, ptr %2, i32 0, i32 1
  %143 = load i32, ptr %142, align 1
  %144 = srem i32 %143, 50
  %145 = add nsw i32 %141, %144
  ret i32 %145
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p5_inc(ptr dead_on_unwind noalias writable sret(%struct.p5) align 1 %0, ptr noundef byval(%struct.p5) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.p5, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 8
  %5 = add i8 %4, 1
  store i8 %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.p5, ptr %1, i32 0, i32 1
  %7 = load i32, ptr %6, align 1
  %8 = mul nsw i32 %7, -3
  store i32 %8, ptr %6, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 5, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p9_scale(ptr dead_on_unwind noalias writable sret(%struct.p9) align 1 %0, ptr noundef byval(%struct.p9) align 8 %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  store double %2, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.p9, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 1
  %8 = fmul double %7, %5
  store double %8, ptr %6, align 1
  %9 = getelementptr inbounds %struct.p9, ptr %1, i32 0, i32 0
  %10 = load i8, ptr %9, align 8
  %11 = sext i8 %10 to i32
  %12 = add nsw i32 %11, 1
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds %struct.p9, ptr %1, i32 0, i32 0
  store i8 %13, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %1, i64 9, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @p11_mix(ptr dead_on_unwind noalias writable sret(%struct.p11) align 1 %0, i32 noundef %1, ptr noundef byval(%struct.p11) align 8 %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %1, ptr %5, align 4
  store i32 %3, ptr %6, align 4
  %7 = getelementptr inbounds %struct.p11, ptr %2, i32 0, i32 0
  %8 = load i16, ptr %7, align 8
  %9 = sext i16 %8 to i32
  %10 = load i32, ptr %5, align 4
  %11 = add nsw i32 %9, %10
  %12 = trunc i32 %11 to i16
  %13 = getelementptr inbounds %struct.p11, ptr %2, i32 0, i32 0
  store i16 %12, ptr %13, align 8
  %14 = getelementptr inbounds %struct.p11, ptr %2, i32 0, i32 1
  %15 = load i64, ptr %14, align 2
  %16 = mul nsw i64 %15, 1000
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = add nsw i64 %16, %18
  %20 = getelementptr inbounds %struct.p11, ptr %2, i32 0, i32 1
  store i64 %19, ptr %20, align 2
  %21 = getelementptr inbounds %struct.p11, ptr %2, i32 0, i32 2
  %22 = load i8, ptr %21, align 2
  %23 = sext i8 %22 to i32
  %24 = xor i32 %23, 32
  %25 = trunc i32 %24 to i8
  store i8 %25, ptr %21, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %0, ptr align 8 %2, i64 11, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @q_step(ptr dead_on_unwind noalias writable sret(%struct.q) align 2 %0, ptr noundef byval(%struct.q) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %4 = load i8, ptr %3, align 8
  %5 = sext i8 %4 to i32
  %6 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 2
  %7 = load i32, ptr %6, align 2
  %8 = add nsw i32 %7, %5
  store i32 %8, ptr %6, align 2
  %9 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 3
  %10 = load i16, ptr %9, align 2
  %11 = sext i16 %10 to i32
  %12 = sub nsw i32 %11, 1
  %13 = trunc i32 %12 to i16
  %14 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 3
  store i16 %13, ptr %14, align 2
  %15 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 2
  %16 = load i32, ptr %15, align 2
  %17 = sitofp i32 %16 to double
  %18 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 4
  %19 = load double, ptr %18, align 8
  %20 = fadd double %19, %17
  store double %20, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %0, ptr align 8 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @outer_f(ptr dead_on_unwind noalias writable sret(%struct.outer) align 2 %0, ptr noundef byval(%struct.outer) align 8 %1) #0 {
  %3 = alloca %struct.p5, align 1
  %4 = alloca %struct.p5, align 8
  %5 = getelementptr inbounds %struct.outer, ptr %1, i32 0, i32 1
  %6 = getelementptr inbounds %struct.outer, ptr %1, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 1 %6, i64 5, i1 false)
  call void @p5_inc(ptr dead_on_unwind writable sret(%struct.p5) align 1 %3, ptr noundef byval(%struct.p5) align 8 %4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %5, ptr align 1 %3, i64 5, i1 false)
  %7 = getelementptr inbounds %struct.outer, ptr %1, i32 0, i32 2
  %8 = load i16, ptr %7, align 2
  %9 = sext i16 %8 to i32
  %10 = mul nsw i32 %9, 2
  %11 = trunc i32 %10 to i16
  %12 = getelementptr inbounds %struct.outer, ptr %1, i32 0, i32 2
  store i16 %11, ptr %12, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %0, ptr align 8 %1, i64 8, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pa_f(ptr dead_on_unwind noalias writable sret(%struct.pa) align 4 %0, ptr noundef byval(%struct.pa) align 8 %1) #0 {
  %3 = getelementptr inbounds %struct.pa, ptr %1, i32 0, i32 1
  %4 = load i16, ptr %3, align 1
  %5 = sext i16 %4 to i32
  %6 = shl i32 %5, 1
  %7 = trunc i32 %6 to i16
  %8 = getelementptr inbounds %struct.pa, ptr %1, i32 0, i32 1
  store i16 %7, ptr %8, align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 4, i1 false)
  ret void
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
  %32 = sext i8 %31 to i64
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

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
