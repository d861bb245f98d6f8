; ModuleID = 'programs/struct_large_copies.c'
source_filename = "programs/struct_large_copies.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S24 = type { i32, [20 x i8] }
%struct.M4 = type { [4 x [4 x double]] }
%struct.K4 = type { [4096 x i8], i32 }
%struct.anon = type { i32, [30 x i64], double }

@__const.main.a = private unnamed_addr constant %struct.S24 { i32 1, [20 x i8] c"alpha\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@__const.main.b = private unnamed_addr constant %struct.S24 { i32 2, [20 x i8] c"beta\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00" }, align 4
@.str = private unnamed_addr constant [21 x i8] c"swap: %d %s / %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"m: %g %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"K4 tail=%d hash=%08x first=%d last=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"item-%03d\00", align 1
@.str.4 = private unnamed_addr constant [34 x i8] c"copy[0]=%s copy[49]=%s hash=%08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"compound zeros=%ld a=%d d=%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.S24, align 4
  %3 = alloca %struct.S24, align 4
  %4 = alloca %struct.M4, align 8
  %5 = alloca %struct.M4, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.M4, align 8
  %9 = alloca %struct.M4, align 8
  %10 = alloca %struct.K4, align 4
  %11 = alloca [50 x %struct.S24], align 16
  %12 = alloca [50 x %struct.S24], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca %struct.anon, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.b, i64 24, i1 false)
  call void @swap24(ptr noundef %2, ptr noundef %3)
  %18 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = getelementptr inbounds %struct.S24, ptr %2, i32 0, i32 1
  %21 = getelementptr inbounds [20 x i8], ptr %20, i64 0, i64 0
  %22 = getelementptr inbounds %struct.S24, ptr %3, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds %struct.S24, ptr %3, i32 0, i32 1
  %25 = getelementptr inbounds [20 x i8], ptr %24, i64 0, i64 0
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, ptr noundef %21, i32 noundef %23, ptr noundef %25)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 128, i1 false)
  %27 = getelementptr inbounds %struct.M4, ptr %4, i32 0, i32 0
  %28 = getelementptr inbounds [4 x [4 x double]], ptr %27, i32 0, i32 0
  %29 = getelementptr inbounds [4 x double], ptr %28, i32 0, i32 0
  store double 1.000000e+00, ptr %29, align 8
  %30 = getelementptr inbounds [4 x [4 x double]], ptr %27, i32 0, i32 1
  %31 = getelementptr inbounds [4 x double], ptr %30, i32 0, i32 1
  store double 1.000000e+00, ptr %31, align 8
  %32 = getelementptr inbounds [4 x [4 x double]], ptr %27, i32 0, i32 2
  %33 = getelementptr inbounds [4 x double], ptr %32, i32 0, i32 2
  store double 1.000000e+00, ptr %33, align 8
  %34 = getelementptr inbounds [4 x [4 x double]], ptr %27, i32 0, i32 3
  %35 = getelementptr inbounds [4 x double], ptr %34, i32 0, i32 3
  store double 1.000000e+00, ptr %35, align 8
  store i32 0, ptr %6, align 4
  br label %36

36:                                               ; preds = %61, %0
  %37 = load i32, ptr %6, align 4
  %38 = icmp slt i32 %37, 4
  br i1 %38, label %39, label %64

39:                                               ; preds = %36
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %57, %39
  %41 = load i32, ptr %7, align 4
  %42 = icmp slt i32 %41, 4
  br i1 %42, label %43, label %60

43:                                               ; preds = %40
  %44 = load i32, ptr %6, align 4
  %45 = mul nsw i32 %44, 4
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %45, %46
  %48 = sitofp i32 %47 to double
  %49 = fadd double %48, 5.000000e-01
  %50 = getelementptr inbounds %struct.M4, ptr %5, i32 0, i32 0
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4 x [4 x double]], ptr %50, i64 0, i64 %52
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4 x double], ptr %53, i64 0, i64 %55
  store double %49, ptr %56, align 8
  br label %57

57:                                               ; preds = %43
  %58 = load i32, ptr %7, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %7, align 4
  br label %40, !llvm.loop !6

60:                                               ; preds = %40
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %6, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %6, align 4
  br label %36, !llvm.loop !8

64:                                               ; preds = %36
  call void @mmul(ptr dead_on_unwind writable sret(%struct.M4) align 8 %9, ptr noundef byval(%struct.M4) align 8 %5, ptr noundef byval(%struct.M4) align 8 %4)
  call void @mmul(ptr dead_on_unwind writable sret(%struct.M4) align 8 %8, ptr noundef byval(%struct.M4) align 8 %9, ptr noundef byval(%struct.M4) align 8 %5)
  %65 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %66 = getelementptr inbounds [4 x [4 x double]], ptr %65, i64 0, i64 0
  %67 = getelementptr inbounds [4 x double], ptr %66, i64 0, i64 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %70 = getelementptr inbounds [4 x [4 x double]], ptr %69, i64 0, i64 1
  %71 = getelementptr inbounds [4 x double], ptr %70, i64 0, i64 2
  %72 = load double, ptr %71, align 8
  %73 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %74 = getelementptr inbounds [4 x [4 x double]], ptr %73, i64 0, i64 3
  %75 = getelementptr inbounds [4 x double], ptr %74, i64 0, i64 3
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds %struct.M4, ptr %8, i32 0, i32 0
  %78 = getelementptr inbounds [4 x [4 x double]], ptr %77, i64 0, i64 2
  %79 = getelementptr inbounds [4 x double], ptr %78, i64 0, i64 1
  %80 = load double, ptr %79, align 8
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %68, double noundef %72, double noundef %76, double noundef %80)
  call void @k4_twice(ptr dead_on_unwind writable sret(%struct.K4) align 4 %10, i32 noundef 5)
  %82 = getelementptr inbounds %struct.K4, ptr %10, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = getelementptr inbounds %struct.K4, ptr %10, i32 0, i32 0
  %85 = getelementptr inbounds [4096 x i8], ptr %84, i64 0, i64 0
  %86 = call i32 @hash(ptr noundef %85, i64 noundef 4096)
  %87 = getelementptr inbounds %struct.K4, ptr %10, i32 0, i32 0
  %88 = getelementptr inbounds [4096 x i8], ptr %87, i64 0, i64 0
  %89 = load i8, ptr %88, align 4
  %90 = zext i8 %89 to i32
  %91 = getelementptr inbounds %struct.K4, ptr %10, i32 0, i32 0
  %92 = getelementptr inbounds [4096 x i8], ptr %91, i64 0, i64 4095
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %83, i32 noundef %86, i32 noundef %90, i32 noundef %94)
  store i32 0, ptr %13, align 4
  br label %96

96:                                               ; preds = %117, %64
  %97 = load i32, ptr %13, align 4
  %98 = icmp slt i32 %97, 50
  br i1 %98, label %99, label %120

99:                                               ; preds = %96
  %100 = load i32, ptr %13, align 4
  %101 = load i32, ptr %13, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [50 x %struct.S24], ptr %11, i64 0, i64 %102
  %104 = getelementptr inbounds %struct.S24, ptr %103, i32 0, i32 0
  store i32 %100, ptr %104, align 8
  %105 = load i32, ptr %13, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [50 x %struct.S24], ptr %11, i64 0, i64 %106
  %108 = getelementptr inbounds %struct.S24, ptr %107, i32 0, i32 1
  %109 = getelementptr inbounds [20 x i8], ptr %108, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %109, i8 0, i64 20, i1 false)
  %110 = load i32, ptr %13, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [50 x %struct.S24], ptr %11, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.S24, ptr %112, i32 0, i32 1
  %114 = getelementptr inbounds [20 x i8], ptr %113, i64 0, i64 0
  %115 = load i32, ptr %13, align 4
  %116 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %114, i64 noundef 20, ptr noundef @.str.3, i32 noundef %115) #5
  br label %117

117:                                              ; preds = %99
  %118 = load i32, ptr %13, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %13, align 4
  br label %96, !llvm.loop !9

120:                                              ; preds = %96
  %121 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 0
  %122 = getelementptr inbounds [50 x %struct.S24], ptr %11, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %121, ptr align 16 %122, i64 1200, i1 false)
  store i32 0, ptr %14, align 4
  br label %123

123:                                              ; preds = %134, %120
  %124 = load i32, ptr %14, align 4
  %125 = icmp slt i32 %124, 25
  br i1 %125, label %126, label %137

126:                                              ; preds = %123
  %127 = load i32, ptr %14, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 %128
  %130 = load i32, ptr %14, align 4
  %131 = sub nsw i32 49, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 %132
  call void @swap24(ptr noundef %129, ptr noundef %133)
  br label %134

134:                                              ; preds = %126
  %135 = load i32, ptr %14, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %14, align 4
  br label %123, !llvm.loop !10

137:                                              ; preds = %123
  %138 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 0
  %139 = getelementptr inbounds %struct.S24, ptr %138, i32 0, i32 1
  %140 = getelementptr inbounds [20 x i8], ptr %139, i64 0, i64 0
  %141 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 49
  %142 = getelementptr inbounds %struct.S24, ptr %141, i32 0, i32 1
  %143 = getelementptr inbounds [20 x i8], ptr %142, i64 0, i64 0
  %144 = getelementptr inbounds [50 x %struct.S24], ptr %12, i64 0, i64 0
  %145 = call i32 @hash(ptr noundef %144, i64 noundef 1200)
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %140, ptr noundef %143, i32 noundef %145)
  call void @llvm.memset.p0.i64(ptr align 8 %15, i8 0, i64 256, i1 false)
  %147 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0
  store i32 1, ptr %147, align 8
  %148 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 2
  store double 2.500000e+00, ptr %148, align 8
  store i64 0, ptr %16, align 8
  store i32 0, ptr %17, align 4
  br label %149

149:                                              ; preds = %160, %137
  %150 = load i32, ptr %17, align 4
  %151 = icmp slt i32 %150, 30
  br i1 %151, label %152, label %163

152:                                              ; preds = %149
  %153 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  %154 = load i32, ptr %17, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [30 x i64], ptr %153, i64 0, i64 %155
  %157 = load i64, ptr %156, align 8
  %158 = load i64, ptr %16, align 8
  %159 = add nsw i64 %158, %157
  store i64 %159, ptr %16, align 8
  br label %160

160:                                              ; preds = %152
  %161 = load i32, ptr %17, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %17, align 4
  br label %149, !llvm.loop !11

163:                                              ; preds = %149
  %164 = load i64, ptr %16, align 8
  %165 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0
  %166 = load i32, ptr %165, align 8
  %167 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 2
  %168 = load double, ptr %167, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %164, i32 noundef %166, double noundef %168)
  %170 = getelementptr inbounds %struct.K4, ptr %10, i32 0, i32 0
  %171 = getelementptr inbounds [4096 x i8], ptr %170, i64 0, i64 0
  %172 = call i32 @hash(ptr noundef %171, i64 noundef 4096)
  %173 = and i32 %172, 127
  ret i32 %173
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap24(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.S24, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 24, i1 false)
  %7 = load ptr, ptr %3, align 8
  %8 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 24, i1 false)
  %9 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %5, i64 24, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mmul(ptr dead_on_unwind noalias writable sret(%struct.M4) align 8 %0, ptr noundef byval(%struct.M4) align 8 %1, ptr noundef byval(%struct.M4) align 8 %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %4, align 4
  br label %8

8:                                                ; preds = %55, %3
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %9, 4
  br i1 %10, label %11, label %58

11:                                               ; preds = %8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %51, %11
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %13, 4
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %16

16:                                               ; preds = %39, %15
  %17 = load i32, ptr %7, align 4
  %18 = icmp slt i32 %17, 4
  br i1 %18, label %19, label %42

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.M4, ptr %1, i32 0, i32 0
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4 x [4 x double]], ptr %20, i64 0, i64 %22
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x double], ptr %23, i64 0, i64 %25
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds %struct.M4, ptr %2, i32 0, i32 0
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4 x [4 x double]], ptr %28, i64 0, i64 %30
  %32 = load i32, ptr %5, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4 x double], ptr %31, i64 0, i64 %33
  %35 = load double, ptr %34, align 8
  %36 = fmul double %27, %35
  %37 = load double, ptr %6, align 8
  %38 = fadd double %37, %36
  store double %38, ptr %6, align 8
  br label %39

39:                                               ; preds = %19
  %40 = load i32, ptr %7, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %7, align 4
  br label %16, !llvm.loop !12

42:                                               ; preds = %16
  %43 = load double, ptr %6, align 8
  %44 = getelementptr inbounds %struct.M4, ptr %0, i32 0, i32 0
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [4 x [4 x double]], ptr %44, i64 0, i64 %46
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [4 x double], ptr %47, i64 0, i64 %49
  store double %43, ptr %50, align 8
  br label %51

51:                                               ; preds = %42
  %52 = load i32, ptr %5, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %5, align 4
  br label %12, !llvm.loop !13

54:                                               ; preds = %12
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %8, !llvm.loop !14

58:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_twice(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.K4, align 8
  %5 = alloca %struct.K4, align 8
  store i32 %1, ptr %3, align 4
  %6 = load i32, ptr %3, align 4
  call void @k4_make(ptr dead_on_unwind writable sret(%struct.K4) align 4 %5, i32 noundef %6)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %4, ptr noundef byval(%struct.K4) align 8 %5)
  call void @k4_xform(ptr dead_on_unwind writable sret(%struct.K4) align 4 %0, ptr noundef byval(%struct.K4) align 8 %4)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %8 = load ptr, ptr %3, align 8
  store ptr %8, ptr %5, align 8
  store i32 -2128831035, ptr %6, align 4
  store i64 0, ptr %7, align 8
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i64, ptr %7, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp ult i64 %10, %11
  br i1 %12, label %13, label %25

13:                                               ; preds = %9
  %14 = load i32, ptr %6, align 4
  %15 = load ptr, ptr %5, align 8
  %16 = load i64, ptr %7, align 8
  %17 = getelementptr inbounds i8, ptr %15, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = xor i32 %14, %19
  %21 = mul i32 %20, 16777619
  store i32 %21, ptr %6, align 4
  br label %22

22:                                               ; preds = %13
  %23 = load i64, ptr %7, align 8
  %24 = add i64 %23, 1
  store i64 %24, ptr %7, align 8
  br label %9, !llvm.loop !15

25:                                               ; preds = %9
  %26 = load i32, ptr %6, align 4
  ret i32 %26
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_xform(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, ptr noundef byval(%struct.K4) align 8 %1) #0 {
  %3 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %19, %2
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 4096
  br i1 %6, label %7, label %22

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4
  %9 = trunc i32 %8 to i8
  %10 = zext i8 %9 to i32
  %11 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 0
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4096 x i8], ptr %11, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = xor i32 %16, %10
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %14, align 1
  br label %19

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %3, align 4
  br label %4, !llvm.loop !16

22:                                               ; preds = %4
  %23 = getelementptr inbounds %struct.K4, ptr %1, i32 0, i32 1
  %24 = load i32, ptr %23, align 8
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %0, ptr align 8 %1, i64 4100, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @k4_make(ptr dead_on_unwind noalias writable sret(%struct.K4) align 4 %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %18, %2
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 4096
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 7
  %12 = add nsw i32 %9, %11
  %13 = trunc i32 %12 to i8
  %14 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 0
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4096 x i8], ptr %14, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  br label %18

18:                                               ; preds = %8
  %19 = load i32, ptr %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %4, align 4
  br label %5, !llvm.loop !17

21:                                               ; preds = %5
  %22 = load i32, ptr %3, align 4
  %23 = getelementptr inbounds %struct.K4, ptr %0, i32 0, i32 1
  store i32 %22, ptr %23, align 4
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
