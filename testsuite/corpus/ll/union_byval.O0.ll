; ModuleID = 'programs/union_byval.c'
source_filename = "programs/union_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca %union.U20, align 8
  %15 = alloca [4 x %struct.Tagged], align 16
  %16 = alloca i32, align 4
  %17 = alloca %union.U4, align 4
  %18 = alloca float, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 4, i1 false)
  %19 = getelementptr inbounds %union.U4, ptr %2, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = call i32 @neg4(i32 %20)
  %22 = getelementptr inbounds %union.U4, ptr %3, i32 0, i32 0
  store i32 %21, ptr %22, align 4
  %23 = load float, ptr %3, align 4
  %24 = fpext float %23 to double
  %25 = load i32, ptr %3, align 4
  %26 = getelementptr inbounds [4 x i8], ptr %3, i64 0, i64 3
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %24, i32 noundef %25, i32 noundef %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.b, i64 8, i1 false)
  %30 = getelementptr inbounds %union.U8, ptr %4, i32 0, i32 0
  %31 = load i64, ptr %30, align 8
  %32 = call i64 @half8(i64 %31)
  %33 = getelementptr inbounds %union.U8, ptr %5, i32 0, i32 0
  store i64 %32, ptr %33, align 8
  %34 = load double, ptr %5, align 8
  %35 = load i64, ptr %5, align 8
  %36 = getelementptr inbounds [2 x i32], ptr %5, i64 0, i64 0
  %37 = load i32, ptr %36, align 8
  %38 = getelementptr inbounds [2 x i32], ptr %5, i64 0, i64 1
  %39 = load i32, ptr %38, align 4
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %34, i64 noundef %35, i32 noundef %37, i32 noundef %39)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.c, i64 8, i1 false)
  %41 = getelementptr inbounds %union.U8b, ptr %6, i32 0, i32 0
  %42 = load i64, ptr %41, align 8
  %43 = call i64 @swap8(i64 %42)
  %44 = getelementptr inbounds %union.U8b, ptr %7, i32 0, i32 0
  store i64 %43, ptr %44, align 8
  %45 = load i64, ptr %7, align 8
  %46 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  %47 = load i32, ptr %46, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %45, i32 noundef %47)
  store i32 0, ptr %9, align 4
  br label %49

49:                                               ; preds = %56, %0
  %50 = load i32, ptr %9, align 4
  %51 = icmp slt i32 %50, 16
  br i1 %51, label %52, label %59

52:                                               ; preds = %49
  %53 = load i32, ptr %9, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [16 x i8], ptr %8, i64 0, i64 %54
  store i8 0, ptr %55, align 1
  br label %56

56:                                               ; preds = %52
  %57 = load i32, ptr %9, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %9, align 4
  br label %49, !llvm.loop !6

59:                                               ; preds = %49
  store x86_fp80 0xK40008000000000000000, ptr %8, align 16
  %60 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %61 = load i64, ptr %60, align 16
  %62 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %63 = load i64, ptr %62, align 8
  %64 = call { i64, i64 } @id16(i64 %61, i64 %63)
  %65 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %66 = extractvalue { i64, i64 } %64, 0
  store i64 %66, ptr %65, align 16
  %67 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %68 = extractvalue { i64, i64 } %64, 1
  store i64 %68, ptr %67, align 8
  %69 = load x86_fp80, ptr %10, align 16
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, x86_fp80 noundef %69)
  store i32 0, ptr %11, align 4
  br label %71

71:                                               ; preds = %81, %59
  %72 = load i32, ptr %11, align 4
  %73 = icmp slt i32 %72, 10
  br i1 %73, label %74, label %84

74:                                               ; preds = %71
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 %76
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i32
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79)
  br label %81

81:                                               ; preds = %74
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %71, !llvm.loop !8

84:                                               ; preds = %71
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %86

86:                                               ; preds = %94, %84
  %87 = load i32, ptr %13, align 4
  %88 = icmp slt i32 %87, 10
  br i1 %88, label %89, label %97

89:                                               ; preds = %86
  %90 = load i32, ptr %13, align 4
  call void @mk20(ptr dead_on_unwind writable sret(%union.U20) align 8 %14, i32 noundef %90)
  %91 = call i32 @sum20(ptr noundef byval(%union.U20) align 8 %14)
  %92 = load i32, ptr %12, align 4
  %93 = add nsw i32 %92, %91
  store i32 %93, ptr %12, align 4
  br label %94

94:                                               ; preds = %89
  %95 = load i32, ptr %13, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr %13, align 4
  br label %86, !llvm.loop !9

97:                                               ; preds = %86
  %98 = load i32, ptr %12, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %98, i64 noundef 24)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.ts, i64 64, i1 false)
  store i32 0, ptr %16, align 4
  br label %100

100:                                              ; preds = %111, %97
  %101 = load i32, ptr %16, align 4
  %102 = icmp slt i32 %101, 4
  br i1 %102, label %103, label %114

103:                                              ; preds = %100
  %104 = load i32, ptr %16, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [4 x %struct.Tagged], ptr %15, i64 0, i64 %105
  %107 = getelementptr inbounds { i32, i64 }, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %107, align 16
  %109 = getelementptr inbounds { i32, i64 }, ptr %106, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  call void @show(i32 %108, i64 %110)
  br label %111

111:                                              ; preds = %103
  %112 = load i32, ptr %16, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %16, align 4
  br label %100, !llvm.loop !10

114:                                              ; preds = %100
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 @__const.main.q, i64 4, i1 false)
  %115 = load i32, ptr %17, align 4
  %116 = lshr i32 %115, 1
  %117 = sub i32 1597463007, %116
  store i32 %117, ptr %17, align 4
  %118 = load float, ptr %17, align 4
  store float %118, ptr %18, align 4
  %119 = load float, ptr %18, align 4
  %120 = load float, ptr %18, align 4
  %121 = fmul float 2.000000e+00, %120
  %122 = load float, ptr %18, align 4
  %123 = fneg float %121
  %124 = call float @llvm.fmuladd.f32(float %123, float %122, float 1.500000e+00)
  %125 = fmul float %119, %124
  store float %125, ptr %18, align 4
  %126 = load float, ptr %18, align 4
  %127 = fpext float %126 to double
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %127)
  %129 = load i32, ptr %3, align 4
  %130 = lshr i32 %129, 24
  ret i32 %130
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

declare i32 @printf(ptr noundef, ...) #2

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
define internal { i64, i64 } @id16(i64 %0, i64 %1) #0 {
  %3 = alloca %union.U16, align 16
  %4 = alloca %union.U16, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load x86_fp80, ptr %4, align 16
  %8 = fadd x86_fp80 %7, 0xK3FFF8000000000000000
  store x86_fp80 %8, ptr %4, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 %4, i64 16, i1 false)
  %9 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum20(ptr noundef byval(%union.U20) align 8 %0) #0 {
  %2 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  %3 = load i32, ptr %2, align 8
  %4 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  %5 = load i32, ptr %4, align 4
  %6 = add nsw i32 %3, %5
  %7 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  %8 = load i32, ptr %7, align 8
  %9 = add nsw i32 %6, %8
  %10 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  %14 = load i32, ptr %13, align 8
  %15 = add nsw i32 %12, %14
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk20(ptr dead_on_unwind noalias writable sret(%union.U20) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 0
  store i32 %4, ptr %5, align 8
  %6 = load i32, ptr %3, align 4
  %7 = mul nsw i32 %6, 2
  %8 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 1
  store i32 %7, ptr %8, align 4
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 3
  %11 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 2
  store i32 %10, ptr %11, align 8
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 4
  %14 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 3
  store i32 %13, ptr %14, align 4
  %15 = load i32, ptr %3, align 4
  %16 = mul nsw i32 %15, 5
  %17 = getelementptr inbounds [5 x i32], ptr %0, i64 0, i64 4
  store i32 %16, ptr %17, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.Tagged, align 8
  %4 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 0
  store i32 %0, ptr %4, align 8
  %5 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  switch i32 %7, label %20 [
    i32 0, label %8
    i32 1, label %12
    i32 2, label %16
  ]

8:                                                ; preds = %2
  %9 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %10 = load i32, ptr %9, align 8
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %10)
  br label %30

12:                                               ; preds = %2
  %13 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %14)
  br label %30

16:                                               ; preds = %2
  %17 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %18 = load ptr, ptr %17, align 8
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %18)
  br label %30

20:                                               ; preds = %2
  %21 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %22 = getelementptr inbounds %struct.anon.0, ptr %21, i32 0, i32 0
  %23 = load i16, ptr %22, align 8
  %24 = sext i16 %23 to i32
  %25 = getelementptr inbounds %struct.Tagged, ptr %3, i32 0, i32 1
  %26 = getelementptr inbounds %struct.anon.0, ptr %25, i32 0, i32 1
  %27 = load i16, ptr %26, align 2
  %28 = sext i16 %27 to i32
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %24, i32 noundef %28)
  br label %30

30:                                               ; preds = %20, %16, %12, %8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
