; ModuleID = 'programs/struct_fnptr_returns.c'
source_filename = "programs/struct_fnptr_returns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.shapes = private unnamed_addr constant [3 x %struct.shape] [%struct.shape { ptr @rect_vt, %struct.D2 zeroinitializer, double 4.000000e+00, double 3.000000e+00 }, %struct.shape { ptr @tri_vt, %struct.D2 { double 1.000000e+00, double 1.000000e+00 }, double 6.000000e+00, double 2.000000e+00 }, %struct.shape { ptr @rect_vt, %struct.D2 { double -2.000000e+00, double 5.000000e+00 }, double 1.500000e+00, double 2.500000e+00 }], align 8
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
  %13 = alloca [3 x %struct.shape], align 8
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

18:                                               ; preds = %77, %0
  %19 = load i32, ptr %7, align 4
  %20 = icmp slt i32 %19, 10
  br i1 %20, label %21, label %80

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
  %31 = call %struct.D2 %29(i32 noundef %30)
  %32 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %33 = extractvalue %struct.D2 %31, 0
  store double %33, ptr %32, align 8
  %34 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %35 = extractvalue %struct.D2 %31, 1
  store double %35, ptr %34, align 8
  %36 = load i32, ptr %7, align 4
  %37 = call ptr @choose(i32 noundef %36)
  %38 = load i32, ptr %7, align 4
  %39 = call [2 x i64] %37(i32 noundef %38)
  store [2 x i64] %39, ptr %11, align 8
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %7, align 4
  call void %40(ptr dead_on_unwind writable sret(%struct.L5) align 8 %12, i32 noundef %41)
  %42 = getelementptr inbounds %struct.C1, ptr %8, i32 0, i32 0
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = getelementptr inbounds %struct.I2, ptr %9, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = add nsw i32 %44, %46
  %48 = getelementptr inbounds %struct.I2, ptr %9, i32 0, i32 1
  %49 = load i32, ptr %48, align 4
  %50 = add nsw i32 %47, %49
  %51 = sitofp i32 %50 to double
  %52 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = fadd double %51, %53
  %55 = getelementptr inbounds %struct.D2, ptr %10, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = fadd double %54, %56
  %58 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 0
  %59 = load i64, ptr %58, align 8
  %60 = sitofp i64 %59 to double
  %61 = fdiv double %60, 1.000000e+09
  %62 = fadd double %57, %61
  %63 = getelementptr inbounds %struct.LD, ptr %11, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.L5, ptr %12, i32 0, i32 0
  %67 = getelementptr inbounds [5 x i64], ptr %66, i64 0, i64 0
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds %struct.L5, ptr %12, i32 0, i32 0
  %70 = getelementptr inbounds [5 x i64], ptr %69, i64 0, i64 4
  %71 = load i64, ptr %70, align 8
  %72 = add nsw i64 %68, %71
  %73 = sitofp i64 %72 to double
  %74 = fadd double %65, %73
  %75 = load double, ptr %6, align 8
  %76 = fadd double %75, %74
  store double %76, ptr %6, align 8
  br label %77

77:                                               ; preds = %21
  %78 = load i32, ptr %7, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %7, align 4
  br label %18, !llvm.loop !6

80:                                               ; preds = %18
  %81 = load double, ptr %6, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %81)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 @__const.main.shapes, i64 120, i1 false)
  store i32 0, ptr %14, align 4
  br label %83

83:                                               ; preds = %137, %80
  %84 = load i32, ptr %14, align 4
  %85 = icmp slt i32 %84, 3
  br i1 %85, label %86, label %140

86:                                               ; preds = %83
  %87 = load i32, ptr %14, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.shape, ptr %89, i32 0, i32 0
  %91 = load ptr, ptr %90, align 8
  %92 = getelementptr inbounds %struct.vtable, ptr %91, i32 0, i32 0
  %93 = load ptr, ptr %92, align 8
  %94 = load i32, ptr %14, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %95
  %97 = call %struct.D2 %93(ptr noundef %96)
  %98 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %99 = extractvalue %struct.D2 %97, 0
  store double %99, ptr %98, align 8
  %100 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %101 = extractvalue %struct.D2 %97, 1
  store double %101, ptr %100, align 8
  %102 = load i32, ptr %14, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %103
  %105 = getelementptr inbounds %struct.shape, ptr %104, i32 0, i32 0
  %106 = load ptr, ptr %105, align 8
  %107 = getelementptr inbounds %struct.vtable, ptr %106, i32 0, i32 2
  %108 = load ptr, ptr %107, align 8
  %109 = load i32, ptr %14, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %110
  %112 = call i64 %108(ptr noundef %111)
  store i64 %112, ptr %16, align 4
  %113 = load i32, ptr %14, align 4
  %114 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = load i32, ptr %14, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %119
  %121 = getelementptr inbounds %struct.shape, ptr %120, i32 0, i32 0
  %122 = load ptr, ptr %121, align 8
  %123 = getelementptr inbounds %struct.vtable, ptr %122, i32 0, i32 1
  %124 = load ptr, ptr %123, align 8
  %125 = load i32, ptr %14, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [3 x %struct.shape], ptr %13, i64 0, i64 %126
  %128 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 0
  store double 2.000000e+00, ptr %128, align 8
  %129 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 1
  store double 5.000000e-01, ptr %129, align 8
  %130 = load [2 x double], ptr %17, align 8
  %131 = call double %124(ptr noundef %127, [2 x double] alignstack(8) %130)
  %132 = getelementptr inbounds %struct.I2, ptr %16, i32 0, i32 0
  %133 = load i32, ptr %132, align 4
  %134 = getelementptr inbounds %struct.I2, ptr %16, i32 0, i32 1
  %135 = load i32, ptr %134, align 4
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %113, double noundef %115, double noundef %117, double noundef %131, i32 noundef %133, i32 noundef %135)
  br label %137

137:                                              ; preds = %86
  %138 = load i32, ptr %14, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %14, align 4
  br label %83, !llvm.loop !8

140:                                              ; preds = %83
  %141 = load double, ptr %6, align 8
  %142 = fptosi double %141 to i32
  %143 = and i32 %142, 127
  ret i32 %143
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
define internal %struct.D2 @f_d2(i32 noundef %0) #0 {
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
  %12 = load %struct.D2, ptr %2, align 8
  ret %struct.D2 %12
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
define internal [2 x i64] @f_ld(i32 noundef %0) #0 {
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
  %12 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D2 @rect_center(ptr noundef %0) #0 {
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
  %24 = load %struct.D2, ptr %2, align 8
  ret %struct.D2 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rect_area(ptr noundef %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.D2, align 8
  %4 = alloca ptr, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.shape, ptr %5, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fmul double %7, %9
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.shape, ptr %11, i32 0, i32 3
  %13 = load double, ptr %12, align 8
  %14 = fmul double %10, %13
  %15 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  ret double %17
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
define internal double @tri_area(ptr noundef %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.D2, align 8
  %4 = alloca ptr, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.shape, ptr %5, i32 0, i32 2
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = fmul double %7, %9
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.shape, ptr %11, i32 0, i32 3
  %13 = load double, ptr %12, align 8
  %14 = fmul double %10, %13
  %15 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = fdiv double %17, 2.000000e+00
  ret double %18
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
