; ModuleID = 'programs/struct_fnptr_returns.c'
source_filename = "programs/struct_fnptr_returns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.vtable = type { ptr, ptr, ptr }
%struct.shape = type { ptr, %struct.D2, double, double }
%struct.D2 = type { double, double }
%struct.C1 = type { i8 }
%struct.I2 = type { i32, i32 }
%struct.LD = type { i64, double }
%struct.L5 = type { [5 x i64] }

@.str = private unnamed_addr constant [8 x i8] c"acc=%a\0A\00", align 1
@rect_vt = internal constant %struct.vtable { ptr @rect_center, ptr @rect_area, ptr @rect_bbox }, align 8
@tri_vt = internal constant %struct.vtable { ptr @rect_center, ptr @tri_area, ptr @rect_bbox }, align 8
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @rect_vt, %struct.D2 zeroinitializer, double 4.000000e+00, double 3.000000e+00 }, %struct.shape { ptr @tri_vt, %struct.D2 { double 1.000000e+00, double 1.000000e+00 }, double 6.000000e+00, double 2.000000e+00 }, %struct.shape { ptr @rect_vt, %struct.D2 { double -2.000000e+00, double 5.000000e+00 }, double 1.500000e+00, double 2.500000e+00 }], align 16
@.str.1 = private unnamed_addr constant [44 x i8] c"shape %d center=(%g,%g) area=%g bbox=%dx%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.C1, align 1
  %9 = alloca %struct.I2, align 4
  %10 = alloca %struct.D2, align 8
  %11 = alloca %struct.LD, align 8
  %12 = alloca %struct.L5, align 8
  %13 = alloca [3 x %struct.shape], align 16
  %14 = alloca i32, align 4
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.I2, align 4
  %17 = alloca %struct.D2, align 8
  store i32 0, ptr %1, align 4
  store ptr @f_c1, ptr %2, align 8
  store ptr @f_i2, ptr %3, align 8
  store ptr @f_d2, ptr %4, align 8
  store ptr @f_l5, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %18

18:                                               ; preds = %81, %0
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 10
  br i1 %20, label %21, label %84

21:                                               ; preds = %18
  %22 = load ptr, ptr %2, align 8
  %23 = load i32, ptr %7, align 4
  %24 = call i8 %22(i32 noundef %23)
  %25 = getelementptr inbounds %struct.C1, ptr %8, i32 0, i32 0
  store i8 %24, ptr %25, align 1
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %7, align 4
  %28 = call i64 %26(i32 noundef %27)
  store i64 %28, ptr %9, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %7, align 4
  %31 = call { double, double } %29(i32 noundef %30)
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = extractvalue { double, double } %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = extractvalue { double, double } %31, 1
  store double %35, ptr %34, align 8
  %36 = load i32, ptr %7, align 4
  %37 = call ptr @choose(i32 noundef %36)
  %38 = load i32, ptr %7, align 4
  %39 = call { i64, double } %37(i32 noundef %38)
  %40 = getelementptr inbounds { i64, double }, ptr %11, i32 0, i32 0
  %41 = extractvalue { i64, double } %39, 0
  store i64 %41, ptr %40, align 8
  %42 = getelementptr inbounds { i64, double }, ptr %11, i32 0, i32 1
  %43 = extractvalue { i64, double } %39, 1
  store double %43, ptr %42, align 8
  %44 = load ptr, ptr %5, align 8
  %45 = load i32, ptr %7, align 4
  call void %44(ptr dead_on_unwind writable sret(%struct.L5) align 8 %12, i32 noundef %45)
  %46 = getelementptr inbounds %struct.C1, ptr %8, i32 0, i32 0
  %47 = load i8, ptr %46, align 1
  %48 = sext i8 %47 to i32
  %49 = getelementptr inbounds %struct.I2, ptr %9, i32 0, i32 0
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %48, %50
  %52 = getelementptr inbounds %struct.I2, ptr %9, i32 0, i32 1
  %53 = load i32, ptr %52, align 4
  %54 = add nsw i32 %51, %53
  %55 = sitofp i32 %54 to double
  %56 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = fadd double %55, %57
  %59 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %60 = load double, ptr %59, align 8
  %61 = fadd double %58, %60
  %62 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 0
  %63 = load i64, ptr %62, align 8
  %64 = sitofp i64 %63 to double
  %65 = fdiv double %64, 1.000000e+09
  %66 = fadd double %61, %65
  %67 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = fadd double %66, %68
  %70 = getelementptr inbounds %struct.L5, ptr %12, i32 0, i32 0
  %71 = getelementptr inbounds [5 x i64], ptr %70, i64 0, i64 0
  %72 = load i64, ptr %71, align 8
  %73 = getelementptr inbounds %struct.L5, ptr %12, i32 0, i32 0
  %74 = getelementptr inbounds [5 x i64], ptr %73, i64 0, i64 4
  %75 = load i64, ptr %74, align 8
  %76 = add nsw i64 %72, %75
  %77 = sitofp i64 %76 to double
  %78 = fadd double %69, %77
  %79 = load double, ptr %6, align 8
  %80 = fadd double %79, %78
  store double %80, ptr %6, align 8
  br label %81

81:                                               ; preds = %21
  %82 = load i32, ptr %7, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %7, align 4
  br label %18, !llvm.loop !6

84:                                               ; preds = %18
  %85 = load double, ptr %6, align 8
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %85)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.shapes, i64 120, i1 false)
  store i32 0, ptr %14, align 4
  br label %87

87:                                               ; preds = %144, %84
  %88 = load i32, ptr %14, align 4
  %89 = icmp slt i32 %88, 3
  br i1 %89, label %90, label %147

90:                                               ; preds = %87
  %91 = load i32, ptr %14, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %92
  %94 = getelementptr inbounds %struct.shape, ptr %93, i32 0, i32 0
  %95 = load ptr, ptr %94, align 8
  %96 = getelementptr inbounds %struct.vtable, ptr %95, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  %98 = load i32, ptr %14, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %99
  %101 = call { double, double } %97(ptr noundef %100)
  %102 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %103 = extractvalue { double, double } %101, 0
  store double %103, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %105 = extractvalue { double, double } %101, 1
  store double %105, ptr %104, align 8
  %106 = load i32, ptr %14, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.shape, ptr %108, i32 0, i32 0
  %110 = load ptr, ptr %109, align 8
  %111 = getelementptr inbounds %struct.vtable, ptr %110, i32 0, i32 2
  %112 = load ptr, ptr %111, align 8
  %113 = load i32, ptr %14, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %114
  %116 = call i64 %112(ptr noundef %115)
  store i64 %116, ptr %16, align 4
  %117 = load i32, ptr %14, align 4
  %118 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %121 = load double, ptr %120, align 8
  %122 = load i32, ptr %14, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.shape, ptr %124, i32 0, i32 0
  %126 = load ptr, ptr %125, align 8
  %127 = getelementptr inbounds %struct.vtable, ptr %126, i32 0, i32 1
  %128 = load ptr, ptr %127, align 8
  %129 = load i32, ptr %14, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %130
  %132 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 0
  store double 2.000000e+00, ptr %132, align 8
  %133 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 1
  store double 5.000000e-01, ptr %133, align 8
  %134 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %135 = load double, ptr %134, align 8
  %136 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %137 = load double, ptr %136, align 8
  %138 = call double %128(ptr noundef %131, double %135, double %137)
  %139 = getelementptr inbounds %struct.I2, ptr %16, i32 0, i32 0
  %140 = load i32, ptr %139, align 4
  %141 = getelementptr inbounds %struct.I2, ptr %16, i32 0, i32 1
  %142 = load i32, ptr %141, align 4
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %117, double noundef %119, double noundef %121, double noundef %138, i32 noundef %140, i32 noundef %142)
  br label %144

144:                                              ; preds = %90
  %145 = load i32, ptr %14, align 4
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr %14, align 4
  br label %87, !llvm.loop !8

147:                                              ; preds = %87
  %148 = load double, ptr %6, align 8
  %149 = fptosi double %148 to i32
  %150 = and i32 %149, 127
  ret i32 %150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_c1(i32 noundef %0) #0 {
  %2 = alloca %struct.C1, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.C1, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = srem i32 %5, 26
  %7 = add nsw i32 97, %6
  %8 = trunc i32 %7 to i8
  store i8 %8, ptr %4, align 1
  %9 = getelementptr inbounds %struct.C1, ptr %2, i32 0, i32 0
  %10 = load i8, ptr %9, align 1
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_i2(i32 noundef %0) #0 {
  %2 = alloca %struct.I2, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.I2, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  store i32 %5, ptr %4, align 4
  %6 = getelementptr inbounds %struct.I2, ptr %2, i32 0, i32 1
  %7 = load i32, ptr %3, align 4
  %8 = sub nsw i32 0, %7
  %9 = mul nsw i32 %8, 3
  store i32 %9, ptr %6, align 4
  %10 = load i64, ptr %2, align 4
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @f_d2(i32 noundef %0) #0 {
  %2 = alloca %struct.D2, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = sitofp i32 %5 to double
  %7 = fmul double %6, 5.000000e-01
  store double %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 1
  %9 = load i32, ptr %3, align 4
  %10 = sitofp i32 %9 to double
  %11 = fmul double %10, -2.500000e-01
  store double %11, ptr %8, align 8
  %12 = load { double, double }, ptr %2, align 8
  ret { double, double } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_l5(ptr dead_on_unwind noalias writable sret(%struct.L5) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %19, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 5
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = load i32, ptr %4, align 4
  %12 = add nsw i32 %11, 1
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = getelementptr inbounds %struct.L5, ptr %0, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [5 x i64], ptr %15, i64 0, i64 %17
  store i64 %14, ptr %18, align 8
  br label %19

19:                                               ; preds = %8
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %5, !llvm.loop !9

22:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @choose(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  ret ptr @f_ld
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @f_ld(i32 noundef %0) #0 {
  %2 = alloca %struct.LD, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.LD, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = shl i64 %6, 33
  store i64 %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.LD, ptr %2, i32 0, i32 1
  %9 = load i32, ptr %3, align 4
  %10 = sitofp i32 %9 to double
  %11 = fdiv double %10, 8.000000e+00
  store double %11, ptr %8, align 8
  %12 = load { i64, double }, ptr %2, align 8
  ret { i64, double } %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @rect_center(ptr noundef %0) #0 {
  %2 = alloca %struct.D2, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 0
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.shape, ptr %5, i32 0, i32 1
  %7 = getelementptr inbounds %struct.D2, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.shape, ptr %9, i32 0, i32 2
  %11 = load double, ptr %10, align 8
  %12 = fdiv double %11, 2.000000e+00
  %13 = fadd double %8, %12
  store double %13, ptr %4, align 8
  %14 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 1
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr inbounds %struct.shape, ptr %15, i32 0, i32 1
  %17 = getelementptr inbounds %struct.D2, ptr %16, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.shape, ptr %19, i32 0, i32 3
  %21 = load double, ptr %20, align 8
  %22 = fdiv double %21, 2.000000e+00
  %23 = fadd double %18, %22
  store double %23, ptr %14, align 8
  %24 = load { double, double }, ptr %2, align 8
  ret { double, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %0, double %1, double %2) #0 {
  %4 = alloca %struct.D2, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.shape, ptr %8, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.shape, ptr %14, i32 0, i32 3
  %16 = load double, ptr %15, align 8
  %17 = fmul double %13, %16
  %18 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %17, %19
  ret double %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rect_bbox(ptr noundef %0) #0 {
  %2 = alloca %struct.I2, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.I2, ptr %2, i32 0, i32 0
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.shape, ptr %5, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = fadd double %7, 5.000000e-01
  %9 = fptosi double %8 to i32
  store i32 %9, ptr %4, align 4
  %10 = getelementptr inbounds %struct.I2, ptr %2, i32 0, i32 1
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.shape, ptr %11, i32 0, i32 3
  %13 = load double, ptr %12, align 8
  %14 = fadd double %13, 5.000000e-01
  %15 = fptosi double %14 to i32
  store i32 %15, ptr %10, align 4
  %16 = load i64, ptr %2, align 4
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri_area(ptr noundef %0, double %1, double %2) #0 {
  %4 = alloca %struct.D2, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds %struct.shape, ptr %8, i32 0, i32 2
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = fmul double %10, %12
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.shape, ptr %14, i32 0, i32 3
  %16 = load double, ptr %15, align 8
  %17 = fmul double %13, %16
  %18 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %17, %19
  %21 = fdiv double %20, 2.000000e+00
  ret double %21
}

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
