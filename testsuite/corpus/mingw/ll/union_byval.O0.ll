; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%union.U4 = type { float }
%union.U8 = type { double }
%union.U8b = type { i64 }
%struct.Tagged = type { i32, %union.anon }
%union.anon = type { double }
%struct.anon.0 = type { i16, i16 }
%union.U16 = type { x86_fp80 }
%union.U20 = type { double, [16 x i8] }
%struct.anon = type { i32, i32 }

@__const.main.a = private unnamed_addr constant %union.U4 { float 1.500000e+00 }, align 4
@.str = private unnamed_addr constant [17 x i8] c"U4 %g %08x %02x\0A\00", align 1
@__const.main.b = private unnamed_addr constant %union.U8 { double 1.000000e+01 }, align 8
@.str.1 = private unnamed_addr constant [21 x i8] c"U8 %g %016llx %d %d\0A\00", align 1
@__const.main.c = private unnamed_addr constant %union.U8b { i64 81985529216486895 }, align 8
@.str.2 = private unnamed_addr constant [18 x i8] c"U8b %016llx %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"U16 %Lg \00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"U20 sum=%d size=%zu\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@__const.main.ts = private unnamed_addr constant <{ { i32, [4 x i8], { i32, [4 x i8] } }, %struct.Tagged, { i32, { ptr } }, { i32, [4 x i8], { %struct.anon.0, [4 x i8] } } }> <{ { i32, [4 x i8], { i32, [4 x i8] } } { i32 0, [4 x i8] undef, { i32, [4 x i8] } { i32 42, [4 x i8] undef } }, %struct.Tagged { i32 1, %union.anon { double 2.500000e+00 } }, { i32, { ptr } } { i32 2, { ptr } { ptr @.str.7 } }, { i32, [4 x i8], { %struct.anon.0, [4 x i8] } } { i32 3, [4 x i8] undef, { %struct.anon.0, [4 x i8] } { %struct.anon.0 { i16 -1, i16 7 }, [4 x i8] undef } } }>, align 16
@__const.main.q = private unnamed_addr constant %union.U4 { float 4.000000e+00 }, align 4
@.str.8 = private unnamed_addr constant [19 x i8] c"invsqrt(4) ~ %.4f\0A\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"int %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"double %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"str %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"pair %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %union.U4, align 4
  %3 = alloca %union.U4, align 4
  %4 = alloca %union.U8, align 8
  %5 = alloca %union.U8, align 8
  %6 = alloca %union.U8b, align 8
  %7 = alloca %union.U8b, align 8
  %8 = alloca %union.U16, align 16
  %9 = alloca i32, align 4
  %10 = alloca %union.U16, align 16
  %11 = alloca %union.U16, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca %union.U20, align 8
  %17 = alloca [4 x %struct.Tagged], align 16
  %18 = alloca i32, align 4
  %19 = alloca %struct.Tagged, align 8
  %20 = alloca %union.U4, align 4
  %21 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 4, i1 false)
  %22 = getelementptr inbounds %union.U4, ptr %2, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = call i32 @neg4(i32 %23)
  %25 = getelementptr inbounds %union.U4, ptr %3, i32 0, i32 0
  store i32 %24, ptr %25, align 4
  %26 = load float, ptr %3, align 4
  %27 = fpext float %26 to double
  %28 = load i32, ptr %3, align 4
  %29 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 3
  %30 = load i8, ptr %29, align 1
  %31 = zext i8 %30 to i32
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %27, i32 noundef %28, i32 noundef %31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.b, i64 8, i1 false)
  %33 = getelementptr inbounds %union.U8, ptr %4, i32 0, i32 0
  %34 = load i64, ptr %33, align 8
  %35 = call i64 @half8(i64 %34)
  %36 = getelementptr inbounds %union.U8, ptr %5, i32 0, i32 0
  store i64 %35, ptr %36, align 8
  %37 = load double, ptr %5, align 8
  %38 = load i64, ptr %5, align 8
  %39 = getelementptr inbounds [2 x i32], ptr %5, i64 0, i64 0
  %40 = load i32, ptr %39, align 8
  %41 = getelementptr inbounds [2 x i32], ptr %5, i64 0, i64 1
  %42 = load i32, ptr %41, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %37, i64 noundef %38, i32 noundef %40, i32 noundef %42)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.c, i64 8, i1 false)
  %44 = getelementptr inbounds %union.U8b, ptr %6, i32 0, i32 0
  %45 = load i64, ptr %44, align 8
  %46 = call i64 @swap8(i64 %45)
  %47 = getelementptr inbounds %union.U8b, ptr %7, i32 0, i32 0
  store i64 %46, ptr %47, align 8
  %48 = load i64, ptr %7, align 8
  %49 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %50 = load i32, ptr %49, align 8
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %48, i32 noundef %50)
  store i32 0, ptr %9, align 4
  br label %52

52:                                               ; preds = %59, %0
  %53 = load i32, ptr %9, align 4
  %54 = icmp slt i32 %53, 16
  br i1 %54, label %55, label %62

55:                                               ; preds = %52
  %56 = load i32, ptr %9, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 %57
  store i8 0, ptr %58, align 1
  br label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  br label %52, !llvm.loop !5

62:                                               ; preds = %52
  store x86_fp80 0xK40008000000000000000, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 %8, i64 16, i1 false)
  call void @id16(ptr dead_on_unwind writable sret(%union.U16) align 16 %10, ptr noundef %11)
  %63 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %63, ptr %12, align 16
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %12)
  store i32 0, ptr %13, align 4
  br label %65

65:                                               ; preds = %75, %62
  %66 = load i32, ptr %13, align 4
  %67 = icmp slt i32 %66, 10
  br i1 %67, label %68, label %78

68:                                               ; preds = %65
  %69 = load i32, ptr %13, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %73)
  br label %75

75:                                               ; preds = %68
  %76 = load i32, ptr %13, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %13, align 4
  br label %65, !llvm.loop !7

78:                                               ; preds = %65
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %80

80:                                               ; preds = %88, %78
  %81 = load i32, ptr %15, align 4
  %82 = icmp slt i32 %81, 10
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = load i32, ptr %15, align 4
  call void @mk20(ptr dead_on_unwind writable sret(%union.U20) align 8 %16, i32 noundef %84)
  %85 = call i32 @sum20(ptr noundef %16)
  %86 = load i32, ptr %14, align 4
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %14, align 4
  br label %88

88:                                               ; preds = %83
  %89 = load i32, ptr %15, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %15, align 4
  br label %80, !llvm.loop !8

91:                                               ; preds = %80
  %92 = load i32, ptr %14, align 4
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %92, i64 noundef 24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 @__const.main.ts, i64 64, i1 false)
  store i32 0, ptr %18, align 4
  br label %94

94:                                               ; preds = %101, %91
  %95 = load i32, ptr %18, align 4
  %96 = icmp slt i32 %95, 4
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load i32, ptr %18, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x %struct.Tagged], ptr %17, i64 0, i64 %99
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 16 %100, i64 16, i1 false)
  call void @show(ptr noundef %19)
  br label %101

101:                                              ; preds = %97
  %102 = load i32, ptr %18, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %18, align 4
  br label %94, !llvm.loop !9

104:                                              ; preds = %94
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 @__const.main.q, i64 4, i1 false)
  %105 = load i32, ptr %20, align 4
  %106 = lshr i32 %105, 1
  %107 = sub i32 1597463007, %106
  store i32 %107, ptr %20, align 4
  %108 = load float, ptr %20, align 4
  store float %108, ptr %21, align 4
  %109 = load float, ptr %21, align 4
  %110 = load float, ptr %21, align 4
  %111 = fmul float 2.000000e+00, %110
  %112 = load float, ptr %21, align 4
  %113 = fneg float %111
  %114 = call float @llvm.fmuladd.f32(float %113, float %112, float 1.500000e+00)
  %115 = fmul float %109, %114
  store float %115, ptr %21, align 4
  %116 = load float, ptr %21, align 4
  %117 = fpext float %116 to double
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %117)
  %119 = load i32, ptr %3, align 4
  %120 = lshr i32 %119, 24
  ret i32 %120
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @neg4(i32 %0) #0 {
  %2 = alloca %union.U4, align 4
  %3 = alloca %union.U4, align 4
  %4 = getelementptr inbounds %union.U4, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = xor i32 %5, -2147483648
  store i32 %6, ptr %3, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %7 = getelementptr inbounds %union.U4, ptr %2, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  ret i32 %8
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @half8(i64 %0) #0 {
  %2 = alloca %union.U8, align 8
  %3 = alloca %union.U8, align 8
  %4 = getelementptr inbounds %union.U8, ptr %3, i32 0, i32 0
  store i64 %0, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = fmul double %5, 5.000000e-01
  store double %6, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %7 = getelementptr inbounds %union.U8, ptr %2, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @swap8(i64 %0) #0 {
  %2 = alloca %union.U8b, align 8
  %3 = alloca %union.U8b, align 8
  %4 = alloca i32, align 4
  %5 = getelementptr inbounds %union.U8b, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  store i32 %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 0
  store i32 %9, ptr %10, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds %struct.anon, ptr %3, i32 0, i32 1
  store i32 %11, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %13 = getelementptr inbounds %union.U8b, ptr %2, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @id16(ptr dead_on_unwind noalias writable sret(%union.U16) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load x86_fp80, ptr %1, align 16
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000
  store x86_fp80 %6, ptr %1, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum20(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  %4 = load i32, ptr %3, align 8
  %5 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  %6 = load i32, ptr %5, align 4
  %7 = add nsw i32 %4, %6
  %8 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  %9 = load i32, ptr %8, align 8
  %10 = add nsw i32 %7, %9
  %11 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  %12 = load i32, ptr %11, align 4
  %13 = add nsw i32 %10, %12
  %14 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  %15 = load i32, ptr %14, align 8
  %16 = add nsw i32 %13, %15
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk20(ptr dead_on_unwind noalias writable sret(%union.U20) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  store i32 %5, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = mul nsw i32 %7, 2
  %9 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  store i32 %8, ptr %9, align 4
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 3
  %12 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  store i32 %11, ptr %12, align 8
  %13 = load i32, ptr %4, align 4
  %14 = mul nsw i32 %13, 4
  %15 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  store i32 %14, ptr %15, align 4
  %16 = load i32, ptr %4, align 4
  %17 = mul nsw i32 %16, 5
  %18 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  store i32 %17, ptr %18, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  switch i32 %4, label %17 [
    i32 0, label %5
    i32 1, label %9
    i32 2, label %13
  ]

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %7 = load i32, ptr %6, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %7)
  br label %27

9:                                                ; preds = %1
  %10 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %11)
  br label %27

13:                                               ; preds = %1
  %14 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %15 = load ptr, ptr %14, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %15)
  br label %27

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  %20 = load i16, ptr %19, align 8
  %21 = sext i16 %20 to i32
  %22 = getelementptr inbounds %struct.Tagged, ptr %0, i32 0, i32 1
  %23 = getelementptr inbounds %struct.anon.0, ptr %22, i32 0, i32 1
  %24 = load i16, ptr %23, align 2
  %25 = sext i16 %24 to i32
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %21, i32 noundef %25)
  br label %27

27:                                               ; preds = %17, %13, %9, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
